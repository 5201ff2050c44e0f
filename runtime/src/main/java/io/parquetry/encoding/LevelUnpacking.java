package io.parquetry.encoding;

import io.parquetry.bytes.ByteOrderAccess;
import java.util.Arrays;
import java.util.Objects;

/**
 * Unpacking of narrow values (bit widths 0..7, as repetition and definition levels have) straight
 * into bytes, in both bit orders: the LSB-first groups of the RLE/bit-packing hybrid and the
 * MSB-first stream of the deprecated BIT_PACKED level encoding. The values are non-negative and
 * below 128, so each fits a {@code byte} as is. Stateless.
 */
final class LevelUnpacking {
    /** The widest values held as bytes: 7 bits, so a level (at most 64, the schema depth) stays non-negative. */
    static final int MAX_WIDTH = 7;

    private LevelUnpacking() {}

    /**
     * Unpacks {@code groups * 8} LSB-first values of {@code bitWidth} bits (0..7) from
     * {@code in[inPos .. inPos + groups*bitWidth)} into {@code out[outPos ..]}.
     *
     * <p>A group of 8 values takes {@code bitWidth} bytes, so one little-endian load of 8 bytes
     * (from wherever 8 bytes remain in {@code in}) holds a whole group; only groups within 8
     * bytes of the array's end are assembled byte by byte.
     */
    static void unpack(byte[] in, int inPos, byte[] out, int outPos, int groups, int bitWidth) {
        checkWidth(bitWidth);
        Objects.checkFromIndexSize(inPos, groups * bitWidth, in.length);
        Objects.checkFromIndexSize(outPos, groups * 8, out.length);
        if (bitWidth == 0) {
            Arrays.fill(out, outPos, outPos + groups * 8, (byte) 0);
            return;
        }
        final long mask = (1L << bitWidth) - 1;
        final int w = bitWidth;
        final int s2 = 2 * w;
        final int s3 = 3 * w;
        final int s4 = 4 * w;
        final int s5 = 5 * w;
        final int s6 = 6 * w;
        final int s7 = 7 * w;
        final int loadLimit = in.length - 8;
        int p = inPos;
        int o = outPos;
        for (int g = 0; g < groups; g++, p += w, o += 8) {
            long v = p <= loadLimit ? ByteOrderAccess.getLong(in, p) : tail(in, p, w);
            out[o] = (byte) (v & mask);
            out[o + 1] = (byte) ((v >>> w) & mask);
            out[o + 2] = (byte) ((v >>> s2) & mask);
            out[o + 3] = (byte) ((v >>> s3) & mask);
            out[o + 4] = (byte) ((v >>> s4) & mask);
            out[o + 5] = (byte) ((v >>> s5) & mask);
            out[o + 6] = (byte) ((v >>> s6) & mask);
            out[o + 7] = (byte) ((v >>> s7) & mask);
        }
    }

    /** The {@code w} bytes at {@code in[p]} as a little-endian number (near the end of the array). */
    private static long tail(byte[] in, int p, int w) {
        long v = 0;
        for (int i = w - 1; i >= 0; i--) {
            v = (v << 8) | (in[p + i] & 0xFF);
        }
        return v;
    }

    /**
     * Unpacks {@code count} values of {@code bitWidth} bits (0..7) packed MSB first, starting
     * {@code bitOffset} (0..7) bits into {@code in[inPos]}, into {@code out[outPos ..]}.
     */
    static void unpackMsbFirst(byte[] in, int inPos, int bitOffset, byte[] out, int outPos, int count, int bitWidth) {
        checkWidth(bitWidth);
        Objects.checkFromIndexSize(outPos, count, out.length);
        if (bitWidth == 0) {
            Arrays.fill(out, outPos, outPos + count, (byte) 0);
            return;
        }
        long endBit = (long) bitOffset + (long) count * bitWidth;
        Objects.checkFromIndexSize(inPos, (int) ((endBit + 7) >>> 3), in.length);
        int mask = (1 << bitWidth) - 1;
        // a value of at most 7 bits lies within two adjacent bytes: read them as one big-endian
        // 16-bit number and shift the value down to the low end
        long bit = ((long) inPos << 3) + bitOffset;
        int last = in.length - 1;
        for (int i = 0; i < count; i++, bit += bitWidth) {
            int b = (int) (bit >>> 3);
            int pair = (in[b] & 0xFF) << 8 | (b < last ? in[b + 1] & 0xFF : 0);
            out[outPos + i] = (byte) ((pair >>> (16 - (int) (bit & 7) - bitWidth)) & mask);
        }
    }

    private static void checkWidth(int bitWidth) {
        if (bitWidth < 0 || bitWidth > MAX_WIDTH) {
            throw new IllegalArgumentException("bit width " + bitWidth + " outside 0.." + MAX_WIDTH + " for byte values");
        }
    }
}
