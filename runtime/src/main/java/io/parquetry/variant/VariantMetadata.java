package io.parquetry.variant;

import io.parquetry.base.ParquetException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The metadata half of a variant (VariantEncoding.md, "Metadata encoding"): the dictionary of
 * field names that object values refer to by id. Parsing checks the header, every offset and
 * every string against the buffer, so a malformed dictionary fails here with a
 * {@link ParquetException} rather than later.
 */
public final class VariantMetadata {
    /** The only metadata version the specification defines. */
    static final int VERSION = 1;

    /** The metadata of a variant without object fields: version 1, no strings. */
    public static final VariantMetadata EMPTY = parse(new byte[] {0x01, 0x00, 0x00});

    private final byte[] bytes;
    private final boolean sorted;
    private final String[] names;
    /** Name to first id, built on first lookup. */
    private volatile Map<String, Integer> index;

    private VariantMetadata(byte[] bytes, boolean sorted, String[] names) {
        this.bytes = bytes;
        this.sorted = sorted;
        this.names = names;
    }

    /**
     * Parses the metadata that starts at the beginning of {@code bytes}. Bytes after the
     * metadata's end are ignored (see {@link #encodedLength()}), so a metadata-then-value
     * concatenation can be split with it.
     *
     * @param bytes the bytes, starting with the metadata
     * @return the metadata
     */
    public static VariantMetadata parse(byte[] bytes) {
        if (bytes == null || bytes.length == 0) {
            throw new ParquetException("variant metadata is empty");
        }
        int header = bytes[0] & 0xFF;
        int version = header & 0x0F;
        if (version != VERSION) {
            throw new ParquetException("variant metadata version " + version + " is not supported (only 1)");
        }
        if ((header & 0x20) != 0) {
            throw new ParquetException("variant metadata header 0x" + Integer.toHexString(header)
                    + " sets reserved bit 5");
        }
        boolean sorted = (header & 0x10) != 0;
        int offsetSize = ((header >>> 6) & 0x3) + 1;
        long count = readUnsigned(bytes, 1, offsetSize, bytes.length, "variant metadata dictionary size");
        // dictionary_size + 1 offsets must fit in what follows the size field.
        long offsetsStart = 1L + offsetSize;
        long stringsStart = offsetsStart + (count + 1) * offsetSize;
        if (stringsStart > bytes.length) {
            throw new ParquetException("variant metadata declares " + count + " strings but holds only "
                    + bytes.length + " bytes");
        }
        int n = (int) count;
        String[] names = new String[n];
        long previous = readUnsigned(bytes, (int) offsetsStart, offsetSize, bytes.length, "variant metadata offset 0");
        if (previous != 0) {
            throw new ParquetException("variant metadata: first string offset is " + previous + ", not 0");
        }
        for (int i = 0; i < n; i++) {
            long next = readUnsigned(bytes, (int) (offsetsStart + (long) (i + 1) * offsetSize), offsetSize,
                    bytes.length, "variant metadata offset " + (i + 1));
            if (next < previous || stringsStart + next > bytes.length) {
                throw new ParquetException("variant metadata: string " + i + " spans offsets " + previous + ".." + next
                        + " outside the " + (bytes.length - stringsStart) + " bytes of strings");
            }
            names[i] = utf8(bytes, (int) (stringsStart + previous), (int) (next - previous),
                    "variant metadata string " + i);
            previous = next;
        }
        int length = (int) (stringsStart + previous);
        byte[] own = length == bytes.length ? bytes.clone() : Arrays.copyOf(bytes, length);
        return new VariantMetadata(own, sorted, names);
    }

    /** Builds metadata holding {@code names} in this order (ids are positions). */
    static VariantMetadata of(String[] names) {
        byte[][] encoded = new byte[names.length][];
        long total = 0;
        boolean sorted = true;
        for (int i = 0; i < names.length; i++) {
            encoded[i] = names[i].getBytes(StandardCharsets.UTF_8);
            total += encoded[i].length;
            if (i > 0 && compareUtf8(names[i - 1], names[i]) >= 0) {
                sorted = false;
            }
        }
        int offsetSize = VariantBuilder.bytesNeeded(Math.max(total, names.length));
        long length = 1L + offsetSize + (long) (names.length + 1) * offsetSize + total;
        if (length > Integer.MAX_VALUE - 8) {
            throw new ParquetException("variant metadata of " + length + " bytes is too large");
        }
        byte[] out = new byte[(int) length];
        out[0] = (byte) (VERSION | (sorted ? 0x10 : 0) | ((offsetSize - 1) << 6));
        writeUnsigned(out, 1, offsetSize, names.length);
        int offsets = 1 + offsetSize;
        int strings = offsets + (names.length + 1) * offsetSize;
        int at = 0;
        for (int i = 0; i < names.length; i++) {
            writeUnsigned(out, offsets + i * offsetSize, offsetSize, at);
            System.arraycopy(encoded[i], 0, out, strings + at, encoded[i].length);
            at += encoded[i].length;
        }
        writeUnsigned(out, offsets + names.length * offsetSize, offsetSize, at);
        return new VariantMetadata(out, sorted, names.clone());
    }

    /** {@return the number of strings in the dictionary} */
    public int size() {
        return names.length;
    }

    /**
     * The field name with dictionary id {@code id}.
     *
     * @param id the dictionary id
     * @return the name
     * @throws io.parquetry.base.ParquetException if the id is outside the dictionary
     */
    public String name(int id) {
        if (id < 0 || id >= names.length) {
            throw new ParquetException("variant field id " + id + " is outside the metadata dictionary of "
                    + names.length + " strings");
        }
        return names[id];
    }

    /**
     * The first dictionary id of {@code name}, or -1 when the dictionary does not hold it.
     *
     * @param name the field name
     * @return the id, or -1
     */
    public int id(String name) {
        Map<String, Integer> m = index;
        if (m == null) {
            m = new HashMap<>(names.length * 2);
            for (int i = names.length - 1; i >= 0; i--) {
                m.put(names[i], i);
            }
            index = m;
        }
        Integer id = m.get(name);
        return id == null ? -1 : id;
    }

    /** {@return whether the header says the strings are unique and sorted} */
    public boolean isSorted() {
        return sorted;
    }

    /** {@return the number of bytes this metadata occupies in its encoding} */
    public int encodedLength() {
        return bytes.length;
    }

    /** {@return a copy of the encoded metadata} */
    public byte[] toByteArray() {
        return bytes.clone();
    }

    byte[] bytesUnsafe() {
        return bytes;
    }

    /** Whether {@code other} has the same encoding (so field ids mean the same names). */
    boolean sameEncoding(VariantMetadata other) {
        return other == this || Arrays.equals(bytes, other.bytes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VariantMetadata m && Arrays.equals(m.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "VariantMetadata" + Arrays.toString(names);
    }

    // ---- shared byte helpers ------------------------------------------------------------------

    /** Reads a {@code size}-byte unsigned little-endian value at {@code at}, which must end by {@code limit}. */
    static long readUnsigned(byte[] b, int at, int size, int limit, String what) {
        if (at < 0 || (long) at + size > limit) {
            throw new ParquetException(what + ": " + size + " bytes at offset " + at + " run past the end ("
                    + limit + ")");
        }
        long v = 0;
        for (int i = 0; i < size; i++) {
            v |= (long) (b[at + i] & 0xFF) << (8 * i);
        }
        return v;
    }

    static void writeUnsigned(byte[] b, int at, int size, long v) {
        for (int i = 0; i < size; i++) {
            b[at + i] = (byte) (v >>> (8 * i));
        }
    }

    /** Decodes strict UTF-8: the specification requires every variant string to be valid. */
    static String utf8(byte[] b, int at, int length, String what) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b, at, length))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new ParquetException(what + " at offset " + at + " is not valid UTF-8", e);
        }
    }

    /** Orders strings as their UTF-8 bytes compare unsigned, which is code point order. */
    static int compareUtf8(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
