package io.parquetry.compression;

import io.parquetry.bytes.ByteOrderAccess;

/**
 * Writes raw Snappy blocks (the format of Snappy's {@code format_description.txt}: a varint
 * length, then literals and copies) that are smaller than snappy-java's native compressor's on
 * the pages Parquet writes; every Snappy decoder reads them as usual.
 *
 * <p>Why not the native compressor: it compresses each 64 KiB block of a page on its own and
 * remembers one position per hash. Bit-packed levels and dictionary indices repeat short byte
 * patterns at irregular distances, and sorted dictionary entries match best some entries back,
 * not at the last position with the same 4 bytes. This encoder keeps one table for the whole
 * input (copies reach back up to 65,535 bytes, across the native 64 KiB blocks, which the format
 * allows), two positions per hash (the copy that saves more wins), and hashes positions inside
 * the matches it takes. On the benchmark orders, pages came to 1% fewer bytes, and a column of
 * map keys that the native compressor left as it was to 11% fewer. It costs 3-8 times the
 * native compressor's time, most on input without matches, which the native one skips through
 * faster: the writer keeps it for a column chunk only where it saves enough on the chunk's first
 * page ({@code DataPageEncoder}), and the native compressor does the rest.
 *
 * <p>Thread-safe: each thread has its own table (64 KiB), reused from input to input.
 */
final class SnappyEncoder {
    /** log2 of the largest table: 16,384 hashes. */
    private static final int MAX_TABLE_BITS = 14;
    /** Below this many bytes the input is written as one literal. */
    private static final int MIN_INPUT = 16;
    /** A miss streak of this many positions makes the scan step one byte longer. */
    private static final int SKIP_SHIFT = 5;
    /** Positions after a match's start that are hashed, besides its last three. */
    private static final int HASHED_IN_MATCH = 4;
    private static final int MAX_OFFSET = 0xFFFF;
    /** Copies with a 1-byte offset reach this far back. */
    private static final int SHORT_OFFSET = 2048;
    private static final int HASH_MULTIPLIER = 0x1E35A7BD;

    /** Each thread's table: two slots per hash, the newer position first (see {@link #encode}). */
    private static final ThreadLocal<char[]> TABLES = ThreadLocal.withInitial(() -> new char[2 << MAX_TABLE_BITS]);

    private SnappyEncoder() {}

    /** An upper bound of the encoded size of {@code len} bytes; see {@link #encode}. */
    static int maxEncodedLength(int len) {
        // varint (5) + literal tags: one of at most 5 bytes per literal run. Every copy saves at
        // least two bytes, which pay for the tag of the literal run after it.
        return (int) Math.min(Integer.MAX_VALUE, 10L + len + len / 60);
    }

    /**
     * Encodes {@code in[off, off+len)} into {@code out} from {@code outOff}, which must have
     * room for {@link #maxEncodedLength}{@code (len)} bytes, and returns the bytes written.
     */
    static int encode(byte[] in, int off, int len, byte[] out, int outOff) {
        int o = writeVarint(len, out, outOff);
        if (len < MIN_INPUT) {
            return literal(in, off, len, out, o) - outOff;
        }
        int bits = Math.min(MAX_TABLE_BITS, 32 - Integer.numberOfLeadingZeros(len - 1));
        int shift = 32 - bits;
        // The slots hold the low 16 bits of input positions: each names the one position with
        // those bits in the 64 KiB before p. A slot left by an older position names some other
        // position, which the 4-byte comparison turns away (or takes, if its bytes match too).
        // Cleared for each input, so that the output depends on the input alone: a page is
        // compressed the same whichever thread compressed what before it.
        char[] table = TABLES.get();
        java.util.Arrays.fill(table, 0, 2 << bits, (char) 0);
        int end = off + len;
        int last = end - 8; // the scan reads 4 bytes at p, and longs while extending a match
        int litStart = off;
        int p = off;
        int misses = 1 << SKIP_SHIFT;
        while (p <= last) {
            int cur = ByteOrderAccess.getInt(in, p);
            int slot = ((cur * HASH_MULTIPLIER) >>> shift) << 1;
            char at = (char) (p - off);
            int newer = p - ((at - table[slot]) & MAX_OFFSET);
            int older = p - ((at - table[slot + 1]) & MAX_OFFSET);
            table[slot + 1] = table[slot];
            table[slot] = at;
            int n = 0;
            int distance = 0;
            if (newer < p && newer >= off && ByteOrderAccess.getInt(in, newer) == cur) {
                n = matchLength(in, newer, p, end);
                distance = p - newer;
            }
            if (older < p && older >= off && ByteOrderAccess.getInt(in, older) == cur) {
                int m = matchLength(in, older, p, end);
                if (n == 0 || m - copyCost(p - older, m) > n - copyCost(distance, n)) {
                    n = m;
                    distance = p - older;
                }
            }
            if (n == 0 || (n == 4 && distance >= SHORT_OFFSET)) {
                // no match, or one not worth taking: a 3-byte copy for 4 bytes saves one byte and
                // ends the literal run, whose next tag costs that byte again
                p += misses++ >>> SKIP_SHIFT;
                continue;
            }
            misses = 1 << SKIP_SHIFT;
            o = literal(in, litStart, p - litStart, out, o);
            o = copy(distance, n, out, o);
            int matchEnd = p + n;
            hashRange(in, p + 1, Math.min(matchEnd, p + 1 + HASHED_IN_MATCH), last, table, shift, off);
            hashRange(in, Math.max(p + 1 + HASHED_IN_MATCH, matchEnd - 3), matchEnd, last, table, shift, off);
            p = matchEnd;
            litStart = p;
        }
        return literal(in, litStart, end - litStart, out, o) - outOff;
    }

    /** Length of the match of {@code in[c..]} and {@code in[p..]} (c < p), at least 4, up to {@code end}. */
    private static int matchLength(byte[] in, int c, int p, int end) {
        int n = 4;
        int max = end - p;
        while (n + 8 <= max) {
            long diff = ByteOrderAccess.getLong(in, c + n) ^ ByteOrderAccess.getLong(in, p + n);
            if (diff != 0) {
                return n + (Long.numberOfTrailingZeros(diff) >>> 3);
            }
            n += 8;
        }
        while (n < max && in[c + n] == in[p + n]) {
            n++;
        }
        return n;
    }

    private static void hashRange(byte[] in, int from, int to, int last, char[] table, int shift, int off) {
        int stop = Math.min(to, last + 1);
        for (int q = from; q < stop; q++) {
            int slot = ((ByteOrderAccess.getInt(in, q) * HASH_MULTIPLIER) >>> shift) << 1;
            table[slot + 1] = table[slot];
            table[slot] = (char) (q - off);
        }
    }

    /** Bytes of the copy elements for {@code n} bytes from {@code distance} back (n at most 64). */
    private static int copyCost(int distance, int n) {
        return n <= 11 && distance < SHORT_OFFSET ? 2 : 3;
    }

    private static int writeVarint(int v, byte[] out, int o) {
        while ((v & ~0x7F) != 0) {
            out[o++] = (byte) (v | 0x80);
            v >>>= 7;
        }
        out[o++] = (byte) v;
        return o;
    }

    /** Writes {@code in[from, from+n)} as one literal; the tag holds n-1, or says how many bytes do. */
    private static int literal(byte[] in, int from, int n, byte[] out, int o) {
        if (n == 0) {
            return o;
        }
        int m = n - 1;
        if (m < 60) {
            out[o++] = (byte) (m << 2);
        } else {
            int bytes = m < 1 << 8 ? 1 : m < 1 << 16 ? 2 : m < 1 << 24 ? 3 : 4;
            out[o++] = (byte) ((59 + bytes) << 2);
            for (int i = 0; i < bytes; i++) {
                out[o++] = (byte) (m >>> (8 * i));
            }
        }
        System.arraycopy(in, from, out, o, n);
        return o + n;
    }

    /** Writes a copy of {@code n >= 4} bytes from {@code distance} back, as copies of at most 64. */
    private static int copy(int distance, int n, byte[] out, int o) {
        while (n >= 68) {
            o = copy2(distance, 64, out, o);
            n -= 64;
        }
        if (n > 64) {
            o = copy2(distance, 60, out, o); // leaves 5-7, which a short copy takes
            n -= 60;
        }
        if (n <= 11 && distance < SHORT_OFFSET) {
            out[o++] = (byte) (0b01 | (n - 4) << 2 | (distance >>> 8) << 5);
            out[o++] = (byte) distance;
            return o;
        }
        return copy2(distance, n, out, o);
    }

    private static int copy2(int distance, int n, byte[] out, int o) {
        out[o++] = (byte) (0b10 | (n - 1) << 2);
        out[o++] = (byte) distance;
        out[o++] = (byte) (distance >>> 8);
        return o;
    }
}
