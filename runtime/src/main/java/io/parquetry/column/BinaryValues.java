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
     * Compares strings in the order of the UTF-8 bytes {@link #bytes} makes of them (code point
     * order) without encoding them. UTF-16 order differs from it only where a surrogate is
     * involved: a surrogate pair (a code point >= U+10000) sorts after every BMP char, and an
     * unpaired surrogate, which the JDK's encoder writes as {@code '?'}, sorts as {@code '?'}.
     */
    static int compareUtf8Order(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char ca = a.charAt(i);
            char cb = b.charAt(i);
            if (ca != cb) {
                if (!Character.isSurrogate(ca) && !Character.isSurrogate(cb)) {
                    return ca - cb;
                }
                // a high surrogate just before the difference may be paired in one string and not in the other
                return compareCodePoints(a, b, i > 0 && Character.isHighSurrogate(a.charAt(i - 1)) ? i - 1 : i);
            }
        }
        // one is a prefix of the other in chars; its bytes are a prefix too, or end in a '?' where the other has
        // a pair (F0-F4) or a '?': the shorter sorts first either way
        return a.length() - b.length();
    }

    /** Code point order of {@code a} and {@code b} from index {@code from}, unpaired surrogates as '?'. */
    private static int compareCodePoints(String a, String b, int from) {
        int i = from;
        int j = from;
        while (i < a.length() && j < b.length()) {
            int x = encodedCodePoint(a, i);
            int y = encodedCodePoint(b, j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return (a.length() - i) - (b.length() - j);
    }

    /** The code point at {@code i} as UTF-8 encoding writes it: an unpaired surrogate is '?'. */
    private static int encodedCodePoint(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
            return Character.toCodePoint(c, s.charAt(i + 1));
        }
        return Character.isSurrogate(c) ? '?' : c;
    }

    /** Approximate encoded size (for page and row-group size accounting, not for output). */
    static int approximateSize(Object v) {
        return v instanceof String s ? s.length() : ((byte[]) v).length;
    }
}
