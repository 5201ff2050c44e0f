package io.parquetry.variant;

import io.parquetry.base.ParquetException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Base64;
import java.util.UUID;

/**
 * One variant value (VariantEncoding.md): a view over its binary encoding plus the metadata
 * dictionary its object keys index. Nested values ({@link #field(String)}, {@link #element(int)})
 * are views over the same bytes, so navigation copies nothing.
 *
 * <p>Every size, count, offset and field id is checked against the enclosing buffer before it is
 * used: a malformed encoding raises {@link ParquetException}. A value's own extent is checked when
 * the view is made; the bytes of nested values are checked when they are visited.
 *
 * <p>{@link #equals(Object)} compares logical values, following the specification's equivalence
 * classes: a string is the same whether short or long, integers and decimals compare by numeric
 * value ({@code int8 1} equals {@code decimal(2) 1.00}), timestamps compare by instant whatever their
 * precision, and objects compare as name-to-value maps regardless of how the fields are encoded.
 * Floats and doubles are separate classes and compare like {@link Double#equals}.
 */
public final class Variant {
    /** The logical type of a variant value. Short strings report {@link #STRING}. */
    public enum Type {
        /** The variant null. */
        NULL,
        /** True or false. */
        BOOLEAN,
        /** 8-bit signed integer. */
        INT8,
        /** 16-bit signed integer. */
        INT16,
        /** 32-bit signed integer. */
        INT32,
        /** 64-bit signed integer. */
        INT64,
        /** IEEE 754 double. */
        DOUBLE,
        /** Decimal of up to 9 digits. */
        DECIMAL4,
        /** Decimal of up to 18 digits. */
        DECIMAL8,
        /** Decimal of up to 38 digits. */
        DECIMAL16,
        /** Days since 1970-01-01. */
        DATE,
        /** Timestamp with time zone (adjusted to UTC), microseconds. */
        TIMESTAMP,
        /** Timestamp without time zone, microseconds. */
        TIMESTAMP_NTZ,
        /** IEEE 754 float. */
        FLOAT,
        /** Bytes. */
        BINARY,
        /** UTF-8 text (short or long). */
        STRING,
        /** Time of day without time zone, microseconds. */
        TIME,
        /** Timestamp with time zone (adjusted to UTC), nanoseconds. */
        TIMESTAMP_NANOS,
        /** Timestamp without time zone, nanoseconds. */
        TIMESTAMP_NTZ_NANOS,
        /** A UUID, 16 big-endian bytes. */
        UUID,
        /** Fields by name. */
        OBJECT,
        /** Elements in order. */
        ARRAY
    }

    static final int BASIC_PRIMITIVE = 0;
    static final int BASIC_SHORT_STRING = 1;
    static final int BASIC_OBJECT = 2;
    static final int BASIC_ARRAY = 3;

    // Primitive type ids (VariantEncoding.md, "Variant primitive types").
    static final int P_NULL = 0;
    static final int P_TRUE = 1;
    static final int P_FALSE = 2;
    static final int P_INT8 = 3;
    static final int P_INT16 = 4;
    static final int P_INT32 = 5;
    static final int P_INT64 = 6;
    static final int P_DOUBLE = 7;
    static final int P_DECIMAL4 = 8;
    static final int P_DECIMAL8 = 9;
    static final int P_DECIMAL16 = 10;
    static final int P_DATE = 11;
    static final int P_TIMESTAMP = 12;
    static final int P_TIMESTAMP_NTZ = 13;
    static final int P_FLOAT = 14;
    static final int P_BINARY = 15;
    static final int P_STRING = 16;
    static final int P_TIME = 17;
    static final int P_TIMESTAMP_NANOS = 18;
    static final int P_TIMESTAMP_NTZ_NANOS = 19;
    static final int P_UUID = 20;

    private static final Type[] PRIMITIVE_TYPES = {
        Type.NULL, Type.BOOLEAN, Type.BOOLEAN, Type.INT8, Type.INT16, Type.INT32, Type.INT64, Type.DOUBLE,
        Type.DECIMAL4, Type.DECIMAL8, Type.DECIMAL16, Type.DATE, Type.TIMESTAMP, Type.TIMESTAMP_NTZ, Type.FLOAT,
        Type.BINARY, Type.STRING, Type.TIME, Type.TIMESTAMP_NANOS, Type.TIMESTAMP_NTZ_NANOS, Type.UUID,
    };
    /** Bytes after the header byte for fixed-width primitives; -1 for the length-prefixed ones. */
    private static final int[] PRIMITIVE_WIDTH = {0, 0, 0, 1, 2, 4, 8, 8, 5, 9, 17, 4, 8, 8, 4, -1, -1, 8, 8, 8, 16};

    private static final int MAX_DEPTH = 1000;

    private final VariantMetadata metadata;
    private final byte[] buf;
    /** Offset of this value's header byte in {@link #buf}. */
    private final int pos;
    /** One past this value's last byte. */
    private final int end;
    private final int basicType;
    /** Primitive type id, short string length, or the object/array header bits. */
    private final int header;
    // Objects and arrays: element count and where ids, offsets and values start.
    private final int count;
    private final int idSize;
    private final int offsetSize;
    private final int idsStart;
    private final int offsetsStart;
    private final int dataStart;

    private Variant(VariantMetadata metadata, byte[] buf, int pos, int limit) {
        this.metadata = metadata;
        this.buf = buf;
        this.pos = pos;
        if (pos < 0 || pos >= limit) {
            throw new ParquetException("variant value at offset " + pos + " is outside its " + limit + "-byte buffer");
        }
        int b = buf[pos] & 0xFF;
        this.basicType = b & 0x3;
        this.header = b >>> 2;
        long size;
        switch (basicType) {
            case BASIC_PRIMITIVE -> {
                count = idSize = offsetSize = idsStart = offsetsStart = dataStart = 0;
                if (header >= PRIMITIVE_WIDTH.length) {
                    throw new ParquetException("variant value at offset " + pos + ": unknown primitive type id "
                            + header);
                }
                int width = PRIMITIVE_WIDTH[header];
                if (width >= 0) {
                    size = 1L + width;
                } else {
                    size = 5L + VariantMetadata.readUnsigned(buf, pos + 1, 4, limit,
                            "variant " + (header == P_STRING ? "string" : "binary") + " length");
                }
            }
            case BASIC_SHORT_STRING -> {
                count = idSize = offsetSize = idsStart = offsetsStart = dataStart = 0;
                size = 1L + header;
            }
            default -> {
                boolean object = basicType == BASIC_OBJECT;
                boolean large = object ? (header & 0x10) != 0 : (header & 0x04) != 0;
                offsetSize = (header & 0x3) + 1;
                idSize = object ? ((header >>> 2) & 0x3) + 1 : 0;
                int countSize = large ? 4 : 1;
                String what = object ? "variant object" : "variant array";
                long n = VariantMetadata.readUnsigned(buf, pos + 1, countSize, limit, what + " size");
                long ids = (long) pos + 1 + countSize;
                long offsets = ids + n * idSize;
                long data = offsets + (n + 1) * offsetSize;
                if (data > limit) {
                    throw new ParquetException(what + " at offset " + pos + " declares " + n
                            + " elements, more than its " + (limit - pos) + " bytes can hold");
                }
                count = (int) n;
                idsStart = (int) ids;
                offsetsStart = (int) offsets;
                dataStart = (int) data;
                long dataSize = VariantMetadata.readUnsigned(buf, offsetsStart + count * offsetSize, offsetSize, limit,
                        what + " end offset");
                size = data - pos + dataSize;
            }
        }
        if (pos + size > limit) {
            throw new ParquetException("variant value at offset " + pos + " needs " + size + " bytes, only "
                    + (limit - pos) + " remain");
        }
        this.end = (int) (pos + size);
        if (basicType == BASIC_OBJECT && count > 1) {
            checkFieldNames();
        }
    }

    /**
     * Field names must be unique, or lookups and equality would depend on which duplicate they
     * find; objects large enough to be binary-searched must also list them in name order (small
     * ones are scanned, which tolerates writers that did not sort).
     */
    private void checkFieldNames() {
        for (int i = 1; i < count; i++) {
            String name = fieldName(i);
            if (count > 8) {
                if (VariantMetadata.compareUtf8(fieldName(i - 1), name) >= 0) {
                    throw new ParquetException("variant object at offset " + pos + ": field " + i + " '" + name
                            + "' is not after field " + (i - 1) + " '" + fieldName(i - 1)
                            + "' in name order (names must be sorted and unique)");
                }
            } else {
                for (int j = 0; j < i; j++) {
                    if (fieldName(j).equals(name)) {
                        throw new ParquetException("variant object at offset " + pos + ": fields " + j + " and " + i
                                + " are both named '" + name + "'");
                    }
                }
            }
        }
    }

    /**
     * The variant encoded by {@code metadata} and {@code value}. The value must fit in its buffer
     * (trailing bytes after it are ignored); nested values are checked as they are visited.
     *
     * @param metadata the metadata encoding
     * @param value the value encoding
     * @return the variant
     * @throws io.parquetry.base.ParquetException if the metadata or the value's header is malformed
     */
    public static Variant of(byte[] metadata, byte[] value) {
        return of(VariantMetadata.parse(metadata), value);
    }

    /**
     * The variant encoded by {@code value} with an already parsed {@code metadata}.
     *
     * @param metadata the parsed metadata
     * @param value the value encoding
     * @return the variant
     */
    public static Variant of(VariantMetadata metadata, byte[] value) {
        if (value == null || value.length == 0) {
            throw new ParquetException("variant value is empty");
        }
        return new Variant(metadata, value, 0, value.length);
    }

    /**
     * Decodes a metadata encoding immediately followed by a value encoding.
     *
     * @param metadataThenValue the metadata encoding, then the value encoding
     * @return the variant
     */
    public static Variant ofConcatenated(byte[] metadataThenValue) {
        VariantMetadata m = VariantMetadata.parse(metadataThenValue);
        return of(m, Arrays.copyOfRange(metadataThenValue, m.encodedLength(), metadataThenValue.length));
    }

    /** {@return the variant null ({@code 00}) with empty metadata} */
    public static Variant ofNull() {
        return new Variant(VariantMetadata.EMPTY, new byte[] {0}, 0, 1);
    }

    /** {@return the metadata dictionary this value's object keys refer to} */
    public VariantMetadata metadata() {
        return metadata;
    }

    /** {@return a copy of this value's encoding (for nested values, only their own bytes)} */
    public byte[] valueBytes() {
        return Arrays.copyOfRange(buf, pos, end);
    }

    /** {@return the number of bytes of this value's encoding} */
    public int encodedLength() {
        return end - pos;
    }

    byte[] buffer() {
        return buf;
    }

    int start() {
        return pos;
    }

    /** {@return the logical type of this value} */
    public Type type() {
        return switch (basicType) {
            case BASIC_PRIMITIVE -> PRIMITIVE_TYPES[header];
            case BASIC_SHORT_STRING -> Type.STRING;
            case BASIC_OBJECT -> Type.OBJECT;
            default -> Type.ARRAY;
        };
    }

    /** The primitive type id, or -1 for short strings, objects and arrays. */
    int primitiveId() {
        return basicType == BASIC_PRIMITIVE ? header : -1;
    }

    /**
     * {@return whether this is the variant null}
     */
    public boolean isNull() {
        return basicType == BASIC_PRIMITIVE && header == P_NULL;
    }

    /**
     * {@return whether this is an OBJECT}
     */
    public boolean isObject() {
        return basicType == BASIC_OBJECT;
    }

    /**
     * {@return whether this is an ARRAY}
     */
    public boolean isArray() {
        return basicType == BASIC_ARRAY;
    }

    // ---- primitives ----------------------------------------------------------------------------

    private ParquetException notA(String wanted) {
        return new ParquetException("variant value is " + type() + ", not " + wanted);
    }

    private long le(int at, int size) {
        return VariantMetadata.readUnsigned(buf, at, size, end, "variant " + type());
    }

    /** {@return the value of a BOOLEAN} */
    public boolean getBoolean() {
        if (basicType != BASIC_PRIMITIVE || (header != P_TRUE && header != P_FALSE)) {
            throw notA("BOOLEAN");
        }
        return header == P_TRUE;
    }

    /** {@return the value of an INT8, INT16, INT32 or INT64} */
    public long getLong() {
        if (basicType == BASIC_PRIMITIVE) {
            switch (header) {
                case P_INT8:
                    return (byte) le(pos + 1, 1);
                case P_INT16:
                    return (short) le(pos + 1, 2);
                case P_INT32:
                    return (int) le(pos + 1, 4);
                case P_INT64:
                    return le(pos + 1, 8);
                default:
                    break;
            }
        }
        throw notA("an integer");
    }

    /** {@return the value of a DOUBLE} */
    public double getDouble() {
        if (basicType != BASIC_PRIMITIVE || header != P_DOUBLE) {
            throw notA("DOUBLE");
        }
        return Double.longBitsToDouble(le(pos + 1, 8));
    }

    /** {@return the value of a FLOAT} */
    public float getFloat() {
        if (basicType != BASIC_PRIMITIVE || header != P_FLOAT) {
            throw notA("FLOAT");
        }
        return Float.intBitsToFloat((int) le(pos + 1, 4));
    }

    /** {@return the value of a DECIMAL4, DECIMAL8 or DECIMAL16 (with its scale), or of an integer (scale 0)} */
    public BigDecimal getDecimal() {
        if (basicType == BASIC_PRIMITIVE) {
            switch (header) {
                case P_INT8, P_INT16, P_INT32, P_INT64:
                    return BigDecimal.valueOf(getLong());
                case P_DECIMAL4, P_DECIMAL8, P_DECIMAL16: {
                    int scale = buf[pos + 1] & 0xFF;
                    if (scale > 38) {
                        throw new ParquetException("variant decimal at offset " + pos + " has scale " + scale
                                + ", more than 38");
                    }
                    if (header == P_DECIMAL4) {
                        return BigDecimal.valueOf((int) le(pos + 2, 4), scale);
                    }
                    if (header == P_DECIMAL8) {
                        return BigDecimal.valueOf(le(pos + 2, 8), scale);
                    }
                    byte[] bigEndian = new byte[16];
                    for (int i = 0; i < 16; i++) {
                        bigEndian[i] = buf[pos + 17 - i];
                    }
                    return new BigDecimal(new BigInteger(bigEndian), scale);
                }
                default:
                    break;
            }
        }
        throw notA("a decimal");
    }

    /** {@return the value of a DATE} */
    public LocalDate getDate() {
        if (basicType != BASIC_PRIMITIVE || header != P_DATE) {
            throw notA("DATE");
        }
        return LocalDate.ofEpochDay((int) le(pos + 1, 4));
    }

    /** {@return the value of a TIME (microseconds since midnight)} */
    public LocalTime getTime() {
        if (basicType != BASIC_PRIMITIVE || header != P_TIME) {
            throw notA("TIME");
        }
        long micros = le(pos + 1, 8);
        if (micros < 0 || micros >= 86_400_000_000L) {
            throw new ParquetException("variant time " + micros + " us at offset " + pos + " is not a time of day");
        }
        return LocalTime.ofNanoOfDay(micros * 1000);
    }

    /**
     * The raw count of a TIMESTAMP, TIMESTAMP_NTZ, TIMESTAMP_NANOS or TIMESTAMP_NTZ_NANOS since
     * the epoch, in the unit of its type, or of a TIME (microseconds) or DATE (days).
     *
     * @return the raw count
     */
    public long getEpochValue() {
        if (basicType == BASIC_PRIMITIVE) {
            switch (header) {
                case P_TIMESTAMP, P_TIMESTAMP_NTZ, P_TIMESTAMP_NANOS, P_TIMESTAMP_NTZ_NANOS, P_TIME:
                    return le(pos + 1, 8);
                case P_DATE:
                    return (int) le(pos + 1, 4);
                default:
                    break;
            }
        }
        throw notA("a date, time or timestamp");
    }

    /** {@return the value of a TIMESTAMP or TIMESTAMP_NANOS (adjusted to UTC)} */
    public Instant getTimestamp() {
        if (basicType == BASIC_PRIMITIVE && (header == P_TIMESTAMP || header == P_TIMESTAMP_NANOS)) {
            return toInstant(le(pos + 1, 8), header == P_TIMESTAMP_NANOS);
        }
        throw notA("TIMESTAMP");
    }

    /** {@return the value of a TIMESTAMP_NTZ or TIMESTAMP_NTZ_NANOS (without time zone)} */
    public LocalDateTime getTimestampNtz() {
        if (basicType == BASIC_PRIMITIVE && (header == P_TIMESTAMP_NTZ || header == P_TIMESTAMP_NTZ_NANOS)) {
            return LocalDateTime.ofInstant(toInstant(le(pos + 1, 8), header == P_TIMESTAMP_NTZ_NANOS), ZoneOffset.UTC);
        }
        throw notA("TIMESTAMP_NTZ");
    }

    private static Instant toInstant(long v, boolean nanos) {
        long perSecond = nanos ? 1_000_000_000L : 1_000_000L;
        long nanoAdjust = Math.floorMod(v, perSecond) * (nanos ? 1 : 1000);
        return Instant.ofEpochSecond(Math.floorDiv(v, perSecond), nanoAdjust);
    }

    /** {@return the value of a STRING (short or long)} */
    public String getString() {
        if (basicType == BASIC_SHORT_STRING) {
            return VariantMetadata.utf8(buf, pos + 1, header, "variant string");
        }
        if (basicType == BASIC_PRIMITIVE && header == P_STRING) {
            return VariantMetadata.utf8(buf, pos + 5, end - pos - 5, "variant string");
        }
        throw notA("STRING");
    }

    /** {@return the bytes of a BINARY (a copy)} */
    public byte[] getBinary() {
        if (basicType == BASIC_PRIMITIVE && header == P_BINARY) {
            return Arrays.copyOfRange(buf, pos + 5, end);
        }
        throw notA("BINARY");
    }

    /** {@return the value of a UUID} */
    public UUID getUuid() {
        if (basicType != BASIC_PRIMITIVE || header != P_UUID) {
            throw notA("UUID");
        }
        long hi = 0;
        long lo = 0;
        for (int i = 0; i < 8; i++) {
            hi = (hi << 8) | (buf[pos + 1 + i] & 0xFF);
            lo = (lo << 8) | (buf[pos + 9 + i] & 0xFF);
        }
        return new UUID(hi, lo);
    }

    // ---- objects -------------------------------------------------------------------------------

    /** {@return the number of fields of an OBJECT} */
    public int objectSize() {
        if (basicType != BASIC_OBJECT) {
            throw notA("OBJECT");
        }
        return count;
    }

    /** The dictionary id of field {@code i} of an OBJECT (fields are in name order). */
    int fieldId(int i) {
        checkIndex(i, BASIC_OBJECT);
        long id = VariantMetadata.readUnsigned(buf, idsStart + i * idSize, idSize, end, "variant object field id");
        if (id >= metadata.size()) {
            throw new ParquetException("variant object at offset " + pos + ": field id " + id
                    + " is outside the metadata dictionary of " + metadata.size() + " strings");
        }
        return (int) id;
    }

    /**
     * The name of field {@code i} of an OBJECT, {@code 0 <= i < objectSize()}, in name order.
     *
     * @param i the field's position in name order
     * @return the name
     */
    public String fieldName(int i) {
        return metadata.name(fieldId(i));
    }

    /**
     * The value of field {@code i} of an OBJECT, {@code 0 <= i < objectSize()}, in name order.
     *
     * @param i the field's position in name order
     * @return the value
     */
    public Variant fieldValue(int i) {
        checkIndex(i, BASIC_OBJECT);
        return child(i);
    }

    /**
     * The value of field {@code name} of an OBJECT, or null when the object has no such field.
     *
     * @param name the field's name
     * @return the value, or null
     */
    public Variant field(String name) {
        if (basicType != BASIC_OBJECT) {
            throw notA("OBJECT");
        }
        // Field ids are stored in name order, which allows a binary search; small objects are
        // scanned, which is as fast and tolerates writers that did not sort.
        if (count <= 8) {
            for (int i = 0; i < count; i++) {
                if (fieldName(i).equals(name)) {
                    return child(i);
                }
            }
            return null;
        }
        int lo = 0;
        int hi = count - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = VariantMetadata.compareUtf8(fieldName(mid), name);
            if (c == 0) {
                return child(mid);
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return null;
    }

    // ---- arrays --------------------------------------------------------------------------------

    /** {@return the number of elements of an ARRAY} */
    public int arraySize() {
        if (basicType != BASIC_ARRAY) {
            throw notA("ARRAY");
        }
        return count;
    }

    /**
     * Element {@code i} of an ARRAY, {@code 0 <= i < arraySize()}.
     *
     * @param i the element's index
     * @return the element
     */
    public Variant element(int i) {
        checkIndex(i, BASIC_ARRAY);
        return child(i);
    }

    private void checkIndex(int i, int basic) {
        if (basicType != basic) {
            throw notA(basic == BASIC_OBJECT ? "OBJECT" : "ARRAY");
        }
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("index " + i + " of a variant " + type() + " of " + count);
        }
    }

    private Variant child(int i) {
        long offset = VariantMetadata.readUnsigned(buf, offsetsStart + i * offsetSize, offsetSize, end,
                "variant element offset");
        if (dataStart + offset >= end) {
            throw new ParquetException("variant " + type() + " at offset " + pos + ": element " + i + " starts at "
                    + offset + ", past its " + (end - dataStart) + " bytes of values");
        }
        return new Variant(metadata, buf, (int) (dataStart + offset), end);
    }

    // ---- equality ------------------------------------------------------------------------------

    /** Equivalence classes of VariantEncoding.md's primitive type table. */
    private enum Kind { NULL, BOOLEAN, NUMERIC, DOUBLE, FLOAT, DATE, TIMESTAMP, TIMESTAMP_NTZ, BINARY, STRING, TIME,
        UUID, OBJECT, ARRAY }

    private Kind kind() {
        return switch (type()) {
            case NULL -> Kind.NULL;
            case BOOLEAN -> Kind.BOOLEAN;
            case INT8, INT16, INT32, INT64, DECIMAL4, DECIMAL8, DECIMAL16 -> Kind.NUMERIC;
            case DOUBLE -> Kind.DOUBLE;
            case FLOAT -> Kind.FLOAT;
            case DATE -> Kind.DATE;
            case TIMESTAMP, TIMESTAMP_NANOS -> Kind.TIMESTAMP;
            case TIMESTAMP_NTZ, TIMESTAMP_NTZ_NANOS -> Kind.TIMESTAMP_NTZ;
            case BINARY -> Kind.BINARY;
            case STRING -> Kind.STRING;
            case TIME -> Kind.TIME;
            case UUID -> Kind.UUID;
            case OBJECT -> Kind.OBJECT;
            case ARRAY -> Kind.ARRAY;
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Variant v && logicallyEqual(this, v, 0);
    }

    private static boolean logicallyEqual(Variant a, Variant b, int depth) {
        if (depth > MAX_DEPTH) {
            throw new ParquetException("variant nests deeper than " + MAX_DEPTH + " levels");
        }
        Kind k = a.kind();
        if (k != b.kind()) {
            return false;
        }
        switch (k) {
            case NULL:
                return true;
            case BOOLEAN:
                return a.getBoolean() == b.getBoolean();
            case NUMERIC:
                if (a.header <= P_INT64 && b.header <= P_INT64) {
                    return a.getLong() == b.getLong();
                }
                return a.getDecimal().compareTo(b.getDecimal()) == 0;
            case DOUBLE:
                return Double.valueOf(a.getDouble()).equals(b.getDouble());
            case FLOAT:
                return Float.valueOf(a.getFloat()).equals(b.getFloat());
            case DATE, TIME:
                return a.getEpochValue() == b.getEpochValue();
            case TIMESTAMP, TIMESTAMP_NTZ:
                return a.instant().equals(b.instant());
            case BINARY:
                return Arrays.equals(a.buf, a.pos + 5, a.end, b.buf, b.pos + 5, b.end);
            case STRING:
                return a.getString().equals(b.getString());
            case UUID:
                return Arrays.equals(a.buf, a.pos + 1, a.end, b.buf, b.pos + 1, b.end);
            case ARRAY: {
                if (a.count != b.count) {
                    return false;
                }
                for (int i = 0; i < a.count; i++) {
                    if (!logicallyEqual(a.child(i), b.child(i), depth + 1)) {
                        return false;
                    }
                }
                return true;
            }
            default: { // OBJECT
                if (a.count != b.count) {
                    return false;
                }
                for (int i = 0; i < a.count; i++) {
                    Variant other = b.field(a.fieldName(i));
                    if (other == null || !logicallyEqual(a.child(i), other, depth + 1)) {
                        return false;
                    }
                }
                return true;
            }
        }
    }

    /** Timestamps of either precision as an instant (NTZ ones as if at UTC), for comparison. */
    private Instant instant() {
        boolean nanos = header == P_TIMESTAMP_NANOS || header == P_TIMESTAMP_NTZ_NANOS;
        return toInstant(le(pos + 1, 8), nanos);
    }

    @Override
    public int hashCode() {
        return hash(this, 0);
    }

    private static int hash(Variant v, int depth) {
        if (depth > MAX_DEPTH) {
            throw new ParquetException("variant nests deeper than " + MAX_DEPTH + " levels");
        }
        Kind k = v.kind();
        int h = switch (k) {
            case NULL -> 0;
            case BOOLEAN -> Boolean.hashCode(v.getBoolean());
            case NUMERIC -> {
                BigDecimal d = v.getDecimal();
                yield d.signum() == 0 ? 0 : d.stripTrailingZeros().hashCode();
            }
            case DOUBLE -> Double.hashCode(v.getDouble());
            case FLOAT -> Float.hashCode(v.getFloat());
            case DATE, TIME -> Long.hashCode(v.getEpochValue());
            case TIMESTAMP, TIMESTAMP_NTZ -> v.instant().hashCode();
            case BINARY -> Arrays.hashCode(Arrays.copyOfRange(v.buf, v.pos + 5, v.end));
            case STRING -> v.getString().hashCode();
            case UUID -> v.getUuid().hashCode();
            case ARRAY -> {
                int a = 1;
                for (int i = 0; i < v.count; i++) {
                    a = 31 * a + hash(v.child(i), depth + 1);
                }
                yield a;
            }
            case OBJECT -> {
                int a = 0; // order-free: the sum of name/value hashes
                for (int i = 0; i < v.count; i++) {
                    a += v.fieldName(i).hashCode() ^ hash(v.child(i), depth + 1);
                }
                yield a;
            }
        };
        return 31 * k.ordinal() + h;
    }

    // ---- JSON ----------------------------------------------------------------------------------

    /**
     * This value as JSON text. Objects list fields in name order; numbers print exactly
     * (non-finite floats as strings); dates, times, timestamps and UUIDs print as ISO-8601 /
     * canonical strings; binary prints as a base64 string.
     *
     * @return the JSON text
     */
    public String toJson() {
        StringBuilder sb = new StringBuilder();
        appendJson(sb, 0);
        return sb.toString();
    }

    private void appendJson(StringBuilder sb, int depth) {
        if (depth > MAX_DEPTH) {
            throw new ParquetException("variant nests deeper than " + MAX_DEPTH + " levels");
        }
        switch (type()) {
            case NULL -> sb.append("null");
            case BOOLEAN -> sb.append(getBoolean());
            case INT8, INT16, INT32, INT64 -> sb.append(getLong());
            case DECIMAL4, DECIMAL8, DECIMAL16 -> sb.append(getDecimal().toPlainString());
            case DOUBLE -> number(sb, getDouble());
            case FLOAT -> number(sb, getFloat());
            case DATE -> quote(sb, getDate().toString());
            case TIME -> quote(sb, getTime().toString());
            case TIMESTAMP, TIMESTAMP_NANOS -> quote(sb, getTimestamp().toString());
            case TIMESTAMP_NTZ, TIMESTAMP_NTZ_NANOS -> quote(sb, getTimestampNtz().toString());
            case BINARY -> quote(sb, Base64.getEncoder().encodeToString(getBinary()));
            case STRING -> quote(sb, getString());
            case UUID -> quote(sb, getUuid().toString());
            case ARRAY -> {
                sb.append('[');
                for (int i = 0; i < count; i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    child(i).appendJson(sb, depth + 1);
                }
                sb.append(']');
            }
            case OBJECT -> {
                sb.append('{');
                for (int i = 0; i < count; i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    quote(sb, fieldName(i));
                    sb.append(':');
                    child(i).appendJson(sb, depth + 1);
                }
                sb.append('}');
            }
        }
    }

    private static void number(StringBuilder sb, double d) {
        if (Double.isFinite(d)) {
            sb.append(d);
        } else {
            quote(sb, Double.toString(d));
        }
    }

    private static void quote(StringBuilder sb, String s) {
        io.parquetry.base.JsonStrings.append(sb, s);
    }

    /** The JSON form ({@link #toJson()}). */
    @Override
    public String toString() {
        return toJson();
    }

    /** The UTF-8 bytes of a string value, for encoders. */
    byte[] stringBytes() {
        if (basicType == BASIC_SHORT_STRING) {
            return Arrays.copyOfRange(buf, pos + 1, end);
        }
        if (basicType == BASIC_PRIMITIVE && header == P_STRING) {
            return Arrays.copyOfRange(buf, pos + 5, end);
        }
        throw notA("STRING");
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
