package io.parquetry.variant;

import io.parquetry.base.ParquetException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Encodes one variant value (VariantEncoding.md). Primitives are appended directly; objects and
 * arrays are opened with {@link #startObject()} / {@link #startArray()}, filled (each object
 * value preceded by {@link #key(String)}) and closed with {@link #endObject()} /
 * {@link #endArray()}. Objects are written with their field ids in name order and the smallest
 * id and offset widths that fit.
 *
 * <p>Field names are looked up in a base metadata dictionary when one is given, so values
 * copied from variants with the same metadata keep their bytes; names it lacks are appended and
 * {@link #build()} then returns new metadata.
 *
 * <pre>{@code
 * VariantBuilder b = new VariantBuilder();
 * b.startObject();
 * b.key("id").appendLong(7);
 * b.key("tags").startArray().appendString("a").appendString("b").endArray();
 * b.endObject();
 * Variant v = b.build();   // {"id":7,"tags":["a","b"]}
 * }</pre>
 */
public final class VariantBuilder {
    private final VariantMetadata base;
    private final Map<String, Integer> added = new HashMap<>();
    private final List<String> addedNames = new ArrayList<>();
    private byte[] buf = new byte[64];
    private int len;
    private final Deque<Frame> stack = new ArrayDeque<>();
    private boolean done;

    /** An open object or array: where its values start and what was written into it. */
    private static final class Frame {
        final boolean object;
        final int start;
        int count;
        int[] offsets = new int[8];
        int[] ids;
        String[] names;
        String pendingKey;
        int pendingId = -1;

        Frame(boolean object, int start) {
            this.object = object;
            this.start = start;
            if (object) {
                ids = new int[8];
                names = new String[8];
            }
        }
    }

    /** A builder with an empty base dictionary. */
    public VariantBuilder() {
        this(VariantMetadata.EMPTY);
    }

    /**
     * A builder whose field ids index {@code base}, extended with names it lacks.
     *
     * @param base the dictionary field ids refer to first
     */
    public VariantBuilder(VariantMetadata base) {
        this.base = base;
    }

    // ---- structure -------------------------------------------------------------------------

    /**
     * Names the next value of the open object.
     *
     * @param name the field name
     * @return this builder
     */
    public VariantBuilder key(String name) {
        Frame f = stack.peek();
        if (f == null || !f.object) {
            throw new ParquetException("variant builder: key(\"" + name + "\") outside an object");
        }
        if (f.pendingKey != null) {
            throw new ParquetException("variant builder: key(\"" + name + "\") after key(\"" + f.pendingKey
                    + "\") without a value");
        }
        f.pendingKey = name;
        f.pendingId = idOf(name);
        return this;
    }

    /**
     * Opens an object; fields follow as {@link #key(String)} + value pairs.
     *
     * @return this builder
     */
    public VariantBuilder startObject() {
        beginValue();
        stack.push(new Frame(true, len));
        return this;
    }

    /**
     * Opens an array; elements follow as values.
     *
     * @return this builder
     */
    public VariantBuilder startArray() {
        beginValue();
        stack.push(new Frame(false, len));
        return this;
    }

    /**
     * Closes the innermost open object, writing its header in front of its values.
     *
     * @return this builder
     */
    public VariantBuilder endObject() {
        Frame f = stack.peek();
        if (f == null || !f.object) {
            throw new ParquetException("variant builder: endObject() without an open object");
        }
        if (f.pendingKey != null) {
            throw new ParquetException("variant builder: key \"" + f.pendingKey + "\" has no value");
        }
        stack.pop();
        int n = f.count;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> VariantMetadata.compareUtf8(f.names[a], f.names[b]));
        int maxId = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && f.names[order[i]].equals(f.names[order[i - 1]])) {
                throw new ParquetException("variant object has field \"" + f.names[order[i]] + "\" twice");
            }
            maxId = Math.max(maxId, f.ids[i]);
        }
        int dataSize = len - f.start;
        int idSize = bytesNeeded(maxId);
        int offsetSize = bytesNeeded(dataSize);
        boolean large = n > 0xFF;
        long headerSize = 1L + (large ? 4 : 1) + (long) n * idSize + (long) (n + 1) * offsetSize;
        int at = insert(f.start, headerSize);
        buf[at++] = (byte) (Variant.BASIC_OBJECT | (((large ? 0x10 : 0) | ((idSize - 1) << 2) | (offsetSize - 1)) << 2));
        at = put(at, large ? 4 : 1, n);
        for (int i = 0; i < n; i++) {
            at = put(at, idSize, f.ids[order[i]]);
        }
        for (int i = 0; i < n; i++) {
            at = put(at, offsetSize, f.offsets[order[i]]);
        }
        put(at, offsetSize, dataSize);
        return this;
    }

    /**
     * Closes the innermost open array, writing its header in front of its elements.
     *
     * @return this builder
     */
    public VariantBuilder endArray() {
        Frame f = stack.peek();
        if (f == null || f.object) {
            throw new ParquetException("variant builder: endArray() without an open array");
        }
        stack.pop();
        int n = f.count;
        int dataSize = len - f.start;
        int offsetSize = bytesNeeded(dataSize);
        boolean large = n > 0xFF;
        long headerSize = 1L + (large ? 4 : 1) + (long) (n + 1) * offsetSize;
        int at = insert(f.start, headerSize);
        buf[at++] = (byte) (Variant.BASIC_ARRAY | (((large ? 0x04 : 0) | (offsetSize - 1)) << 2));
        at = put(at, large ? 4 : 1, n);
        for (int i = 0; i < n; i++) {
            at = put(at, offsetSize, f.offsets[i]);
        }
        put(at, offsetSize, dataSize);
        return this;
    }

    /**
     * The finished variant. Its metadata is the base dictionary when every field name was
     * found there, otherwise the base names followed by the new ones.
     *
     * @return the variant
     */
    public Variant build() {
        if (!stack.isEmpty()) {
            throw new ParquetException("variant builder: " + stack.size() + " object(s)/array(s) still open");
        }
        if (!done) {
            throw new ParquetException("variant builder: no value was appended");
        }
        VariantMetadata m = base;
        if (!addedNames.isEmpty()) {
            String[] names = new String[base.size() + addedNames.size()];
            for (int i = 0; i < base.size(); i++) {
                names[i] = base.name(i);
            }
            for (int i = 0; i < addedNames.size(); i++) {
                names[base.size() + i] = addedNames.get(i);
            }
            m = VariantMetadata.of(names);
        }
        return Variant.of(m, Arrays.copyOf(buf, len));
    }

    // ---- primitives ------------------------------------------------------------------------

    /**
     * The variant null.
     *
     * @return this builder
     */
    public VariantBuilder appendNull() {
        return primitive(Variant.P_NULL);
    }

    /**
     * A BOOLEAN.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendBoolean(boolean v) {
        return primitive(v ? Variant.P_TRUE : Variant.P_FALSE);
    }

    /**
     * An INT8.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendByte(byte v) {
        return fixed(Variant.P_INT8, 1, v);
    }

    /**
     * An INT16.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendShort(short v) {
        return fixed(Variant.P_INT16, 2, v);
    }

    /**
     * An INT32.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendInt(int v) {
        return fixed(Variant.P_INT32, 4, v);
    }

    /**
     * An INT64.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendLong(long v) {
        return fixed(Variant.P_INT64, 8, v);
    }

    /**
     * A DOUBLE.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendDouble(double v) {
        return fixed(Variant.P_DOUBLE, 8, Double.doubleToRawLongBits(v));
    }

    /**
     * A FLOAT.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendFloat(float v) {
        return fixed(Variant.P_FLOAT, 4, Float.floatToRawIntBits(v));
    }

    /**
     * A decimal in the narrowest of DECIMAL4/8/16 its unscaled value fits. The scale must be 0..38
     * (a negative scale is first raised to 0) and the precision at most 38.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendDecimal(BigDecimal v) {
        BigDecimal d = v.scale() < 0 ? v.setScale(0) : v;
        int bits = d.unscaledValue().bitLength();
        int id = d.precision() <= 9 && bits < 32 ? Variant.P_DECIMAL4
                : d.precision() <= 18 && bits < 64 ? Variant.P_DECIMAL8 : Variant.P_DECIMAL16;
        return appendDecimal(d, id);
    }

    /** A decimal with the given DECIMAL4/8/16 type id (as shredded columns fix the width). */
    VariantBuilder appendDecimal(BigDecimal d, int typeId) {
        if (d.scale() < 0 || d.scale() > 38) {
            throw new ParquetException("variant decimal scale " + d.scale() + " is outside 0..38");
        }
        BigInteger unscaled = d.unscaledValue();
        int width = typeId == Variant.P_DECIMAL4 ? 4 : typeId == Variant.P_DECIMAL8 ? 8 : 16;
        if (unscaled.bitLength() >= width * 8 || d.precision() > 38) {
            throw new ParquetException("variant decimal " + d + " does not fit " + width + " bytes");
        }
        beginValue();
        int at = reserve(2 + width);
        buf[at] = (byte) (typeId << 2);
        buf[at + 1] = (byte) d.scale();
        if (width < 16) {
            put(at + 2, width, unscaled.longValue());
        } else {
            byte[] be = unscaled.toByteArray(); // big-endian two's complement, at most 16 bytes
            byte sign = (byte) (unscaled.signum() < 0 ? -1 : 0);
            for (int i = 0; i < 16; i++) {
                int src = be.length - 1 - i;
                buf[at + 2 + i] = src >= 0 ? be[src] : sign;
            }
        }
        return this;
    }

    /**
     * A DATE.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendDate(LocalDate v) {
        long day = v.toEpochDay();
        if (day != (int) day) {
            throw new ParquetException("variant date " + v + " is outside the 32-bit day range");
        }
        return fixed(Variant.P_DATE, 4, day);
    }

    /**
     * A TIME (microseconds since midnight); sub-microsecond digits are an error.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendTime(LocalTime v) {
        long nanos = v.toNanoOfDay();
        if (nanos % 1000 != 0) {
            throw new ParquetException("variant time " + v + " has sub-microsecond digits");
        }
        return fixed(Variant.P_TIME, 8, nanos / 1000);
    }

    /**
     * A TIMESTAMP (UTC): microseconds when the instant has no finer digits, else nanoseconds.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendTimestamp(Instant v) {
        if (v.getNano() % 1000 == 0) {
            return appendTimestampMicros(epochMicros(v.getEpochSecond(), v.getNano()), true);
        }
        return appendTimestampNanos(epochNanos(v.getEpochSecond(), v.getNano()), true);
    }

    /**
     * A TIMESTAMP_NTZ: microseconds when the value has no finer digits, else nanoseconds.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendTimestampNtz(LocalDateTime v) {
        long seconds = v.toEpochSecond(ZoneOffset.UTC);
        if (v.getNano() % 1000 == 0) {
            return appendTimestampMicros(epochMicros(seconds, v.getNano()), false);
        }
        return appendTimestampNanos(epochNanos(seconds, v.getNano()), false);
    }

    /**
     * A microsecond timestamp: TIMESTAMP when {@code utc}, else TIMESTAMP_NTZ.
     *
     * @param micros microseconds since 1970-01-01T00:00
     * @param utc whether the timestamp is adjusted to UTC
     * @return this builder
     */
    public VariantBuilder appendTimestampMicros(long micros, boolean utc) {
        return fixed(utc ? Variant.P_TIMESTAMP : Variant.P_TIMESTAMP_NTZ, 8, micros);
    }

    /**
     * A nanosecond timestamp: TIMESTAMP_NANOS when {@code utc}, else TIMESTAMP_NTZ_NANOS.
     *
     * @param nanos nanoseconds since 1970-01-01T00:00
     * @param utc whether the timestamp is adjusted to UTC
     * @return this builder
     */
    public VariantBuilder appendTimestampNanos(long nanos, boolean utc) {
        return fixed(utc ? Variant.P_TIMESTAMP_NANOS : Variant.P_TIMESTAMP_NTZ_NANOS, 8, nanos);
    }

    private static long epochMicros(long seconds, int nano) {
        try {
            return Math.addExact(Math.multiplyExact(seconds, 1_000_000L), nano / 1000);
        } catch (ArithmeticException e) {
            throw new ParquetException("timestamp at epoch second " + seconds + " overflows 64-bit microseconds");
        }
    }

    private static long epochNanos(long seconds, int nano) {
        try {
            return Math.addExact(Math.multiplyExact(seconds, 1_000_000_000L), nano);
        } catch (ArithmeticException e) {
            throw new ParquetException("timestamp at epoch second " + seconds + " overflows 64-bit nanoseconds");
        }
    }

    /**
     * A STRING: a short string below 64 bytes of UTF-8, else a long one.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendString(String v) {
        return appendStringBytes(Variant.utf8(v));
    }

    private VariantBuilder appendStringBytes(byte[] utf8) {
        if (utf8.length < 64) {
            beginValue();
            int at = reserve(1 + utf8.length);
            buf[at] = (byte) (Variant.BASIC_SHORT_STRING | (utf8.length << 2));
            System.arraycopy(utf8, 0, buf, at + 1, utf8.length);
            return this;
        }
        return lengthPrefixed(Variant.P_STRING, utf8);
    }

    /**
     * A BINARY.
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendBinary(byte[] v) {
        return lengthPrefixed(Variant.P_BINARY, v);
    }

    /**
     * A UUID (16 bytes, big-endian).
     *
     * @param v the value
     * @return this builder
     */
    public VariantBuilder appendUuid(UUID v) {
        beginValue();
        int at = reserve(17);
        buf[at] = (byte) (Variant.P_UUID << 2);
        long hi = v.getMostSignificantBits();
        long lo = v.getLeastSignificantBits();
        for (int i = 0; i < 8; i++) {
            buf[at + 1 + i] = (byte) (hi >>> (56 - 8 * i));
            buf[at + 9 + i] = (byte) (lo >>> (56 - 8 * i));
        }
        return this;
    }

    /**
     * Appends {@code v}. Its bytes are copied as they are when its metadata has the same
     * encoding as this builder's base (field ids then mean the same names); otherwise objects are
     * re-encoded against this builder's dictionary.
     *
     * @param v the variant to copy in
     * @return this builder
     */
    public VariantBuilder appendVariant(Variant v) {
        if (v.metadata().sameEncoding(base)) {
            beginValue();
            int n = v.encodedLength();
            int at = reserve(n);
            System.arraycopy(v.buffer(), v.start(), buf, at, n);
            return this;
        }
        return reencode(v, 0);
    }

    private VariantBuilder reencode(Variant v, int depth) {
        if (depth > 1000) {
            throw new ParquetException("variant nests deeper than 1000 levels");
        }
        if (v.isObject()) {
            startObject();
            for (int i = 0; i < v.objectSize(); i++) {
                key(v.fieldName(i));
                reencode(v.fieldValue(i), depth + 1);
            }
            return endObject();
        }
        if (v.isArray()) {
            startArray();
            for (int i = 0; i < v.arraySize(); i++) {
                reencode(v.element(i), depth + 1);
            }
            return endArray();
        }
        // Primitives and strings hold no field ids: their bytes carry over.
        beginValue();
        int n = v.encodedLength();
        int at = reserve(n);
        System.arraycopy(v.buffer(), v.start(), buf, at, n);
        return this;
    }

    // ---- internals -------------------------------------------------------------------------

    private int idOf(String name) {
        int id = base.id(name);
        if (id >= 0) {
            return id;
        }
        Integer a = added.get(name);
        if (a == null) {
            a = base.size() + addedNames.size();
            added.put(name, a);
            addedNames.add(name);
        }
        return a;
    }

    /** Records the start of a value in the open container, or checks it is the only top-level one. */
    private void beginValue() {
        Frame f = stack.peek();
        if (f == null) {
            if (done) {
                throw new ParquetException("variant builder: a second top-level value");
            }
            done = true;
            return;
        }
        if (f.object && f.pendingKey == null) {
            throw new ParquetException("variant builder: object value without a key");
        }
        if (f.count == f.offsets.length) {
            int grown = f.count * 2;
            f.offsets = Arrays.copyOf(f.offsets, grown);
            if (f.object) {
                f.ids = Arrays.copyOf(f.ids, grown);
                f.names = Arrays.copyOf(f.names, grown);
            }
        }
        f.offsets[f.count] = len - f.start;
        if (f.object) {
            f.ids[f.count] = f.pendingId;
            f.names[f.count] = f.pendingKey;
            f.pendingKey = null;
        }
        f.count++;
    }

    private VariantBuilder primitive(int id) {
        beginValue();
        int at = reserve(1);
        buf[at] = (byte) (id << 2);
        return this;
    }

    private VariantBuilder fixed(int id, int width, long v) {
        beginValue();
        int at = reserve(1 + width);
        buf[at] = (byte) (id << 2);
        put(at + 1, width, v);
        return this;
    }

    private VariantBuilder lengthPrefixed(int id, byte[] bytes) {
        beginValue();
        int at = reserve(5 + bytes.length);
        buf[at] = (byte) (id << 2);
        put(at + 1, 4, bytes.length);
        System.arraycopy(bytes, 0, buf, at + 5, bytes.length);
        return this;
    }

    /** Appends {@code n} bytes of room and returns where they start. */
    private int reserve(long n) {
        ensure(len + n);
        int at = len;
        len += (int) n;
        return at;
    }

    /** Opens {@code n} bytes of room at {@code at}, moving what follows; returns {@code at}. */
    private int insert(int at, long n) {
        ensure(len + n);
        System.arraycopy(buf, at, buf, (int) (at + n), len - at);
        len += (int) n;
        return at;
    }

    private void ensure(long needed) {
        if (needed > Integer.MAX_VALUE - 8) {
            throw new ParquetException("variant value of " + needed + " bytes is too large");
        }
        if (needed > buf.length) {
            buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * buf.length)));
        }
    }

    private int put(int at, int size, long v) {
        VariantMetadata.writeUnsigned(buf, at, size, v);
        return at + size;
    }

    /** The fewest bytes (1..4) that hold {@code v} unsigned. */
    static int bytesNeeded(long v) {
        return v <= 0xFF ? 1 : v <= 0xFFFF ? 2 : v <= 0xFF_FFFF ? 3 : 4;
    }
}
