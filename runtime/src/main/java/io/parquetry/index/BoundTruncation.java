package io.parquetry.index;

import java.util.Arrays;

/**
 * Shortens long BYTE_ARRAY bounds for the column index (PageIndex.md lets a writer store
 * "B" and "C" instead of "Blart Versenwald III"). A lower bound is cut to a prefix, which sorts
 * at or before the value. An upper bound is cut and its last unit incremented, so it sorts after
 * every value that starts with the kept prefix; when no unit can be incremented the value is
 * kept whole. For UTF-8 strings whole code points are kept and incremented so bounds stay valid
 * strings (code point order equals UTF-8 byte order, so the bound holds in the column order).
 */
public final class BoundTruncation {
    /** Default longest stored bound, in bytes. */
    public static final int DEFAULT_LENGTH = 64;

    private BoundTruncation() {}

    /** A lower bound of {@code v} of at most {@code length} bytes (or {@code v} itself when short enough). */
    public static byte[] truncateMin(byte[] v, int length, boolean utf8) {
        if (v.length <= length) {
            return v;
        }
        int cut = utf8 ? codePointBoundary(v, length) : length;
        return Arrays.copyOf(v, cut);
    }

    /**
     * An upper bound of {@code v} of at most {@code length} bytes, or {@code v} itself when it is
     * short enough or no shorter upper bound exists (a prefix of only 0xFF bytes or U+10FFFF).
     */
    public static byte[] truncateMax(byte[] v, int length, boolean utf8) {
        if (v.length <= length) {
            return v;
        }
        if (utf8 && isValidUtf8(v, 0, v.length)) {
            byte[] r = incrementUtf8(v, codePointBoundary(v, length), length);
            if (r != null) {
                return r;
            }
            return v;
        }
        for (int i = length - 1; i >= 0; i--) {
            if (v[i] != (byte) 0xFF) {
                byte[] r = Arrays.copyOf(v, i + 1);
                r[i]++;
                return r;
            }
        }
        return v;
    }

    /** The largest index at most {@code limit} that does not split a UTF-8 sequence. */
    private static int codePointBoundary(byte[] v, int limit) {
        int cut = limit;
        while (cut > 0 && (v[cut] & 0xC0) == 0x80) {
            cut--;
        }
        return cut;
    }

    /** {@code v[0..end)} with its last incrementable code point incremented, within {@code length} bytes. */
    private static byte[] incrementUtf8(byte[] v, int end, int length) {
        while (end > 0) {
            int start = end - 1;
            while (start > 0 && (v[start] & 0xC0) == 0x80) {
                start--;
            }
            int cp = decode(v, start, end);
            int next = cp + 1;
            if (next == 0xD800) {
                next = 0xE000; // surrogates are not code points
            }
            if (next <= 0x10FFFF) {
                byte[] enc = new String(Character.toChars(next)).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                if (start + enc.length <= length) {
                    byte[] r = Arrays.copyOf(v, start + enc.length);
                    System.arraycopy(enc, 0, r, start, enc.length);
                    return r;
                }
            }
            end = start;
        }
        return null;
    }

    private static int decode(byte[] v, int start, int end) {
        int b0 = v[start] & 0xFF;
        int n = end - start;
        if (n == 1) {
            return b0;
        }
        int cp = b0 & (0xFF >> (n + 1));
        for (int i = start + 1; i < end; i++) {
            cp = (cp << 6) | (v[i] & 0x3F);
        }
        return cp;
    }

    private static boolean isValidUtf8(byte[] v, int off, int end) {
        int i = off;
        while (i < end) {
            int b = v[i] & 0xFF;
            int n;
            int min;
            if (b < 0x80) {
                i++;
                continue;
            } else if ((b & 0xE0) == 0xC0) {
                n = 2;
                min = 0x80;
            } else if ((b & 0xF0) == 0xE0) {
                n = 3;
                min = 0x800;
            } else if ((b & 0xF8) == 0xF0) {
                n = 4;
                min = 0x10000;
            } else {
                return false;
            }
            if (i + n > end) {
                return false;
            }
            for (int k = 1; k < n; k++) {
                if ((v[i + k] & 0xC0) != 0x80) {
                    return false;
                }
            }
            int cp = decode(v, i, i + n);
            if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                return false;
            }
            i += n;
        }
        return true;
    }
}
