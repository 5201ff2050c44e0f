package io.parquetry.column;

import java.nio.charset.StandardCharsets;

/**
 * Helpers for BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY values that writers hold either as
 * {@code byte[]} or as {@code String} (encoded to UTF-8 only when bytes are needed).
 */
final class BinaryValues {
    private BinaryValues() {}

    static byte[] bytes(Object v) {
        return v instanceof String s ? s.getBytes(StandardCharsets.UTF_8) : (byte[]) v;
    }

    /** Unsigned lexicographic order of the UTF-8 / raw bytes. */
    static int compareUnsigned(Object a, Object b) {
        if (a instanceof String sa && b instanceof String sb) {
            return compareUtf8Order(sa, sb);
        }
        byte[] x = bytes(a);
        byte[] y = bytes(b);
        return java.util.Arrays.compareUnsigned(x, y);
    }

    /**
     * Compares strings in the order of their UTF-8 bytes (code point order) without encoding
     * them. UTF-16 order differs from it only where a surrogate meets a char >= U+E000.
     */
    static int compareUtf8Order(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char ca = a.charAt(i);
            char cb = b.charAt(i);
            if (ca != cb) {
                boolean sa = Character.isSurrogate(ca);
                boolean sb = Character.isSurrogate(cb);
                if (sa != sb) {
                    // a surrogate (code point >= U+10000) sorts after any BMP char
                    return sa ? 1 : -1;
                }
                return ca - cb;
            }
        }
        return a.length() - b.length();
    }

    /** Approximate encoded size (for page and row-group size accounting, not for output). */
    static int approximateSize(Object v) {
        return v instanceof String s ? s.length() : ((byte[]) v).length;
    }
}
