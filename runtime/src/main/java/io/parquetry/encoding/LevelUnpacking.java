package io.parquetry.encoding;

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
     */
    static void unpack(byte[] in, int inPos, byte[] out, int outPos, int groups, int bitWidth) {
        checkWidth(bitWidth);
        Objects.checkFromIndexSize(inPos, groups * bitWidth, in.length);
        Objects.checkFromIndexSize(outPos, groups * 8, out.length);
        switch (bitWidth) {
            case 0 -> Arrays.fill(out, outPos, outPos + groups * 8, (byte) 0);
            case 1 -> unpack1(in, inPos, out, outPos, groups);
            case 2 -> unpack2(in, inPos, out, outPos, groups);
            case 3 -> unpack3(in, inPos, out, outPos, groups);
            case 4 -> unpack4(in, inPos, out, outPos, groups);
            case 5 -> unpack5(in, inPos, out, outPos, groups);
            case 6 -> unpack6(in, inPos, out, outPos, groups);
            default -> unpack7(in, inPos, out, outPos, groups);
        }
    }

    // one straight-line loop per width: the group's w bytes as one little-endian number, then
    // each value shifted down by a constant and masked (the last one needs no mask)

    private static void unpack1(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 1, o += 8) {
            final int v = (in[p] & 0xFF);
            out[o] = (byte) (v & 0x1);
            out[o + 1] = (byte) ((v >>> 1) & 0x1);
            out[o + 2] = (byte) ((v >>> 2) & 0x1);
            out[o + 3] = (byte) ((v >>> 3) & 0x1);
            out[o + 4] = (byte) ((v >>> 4) & 0x1);
            out[o + 5] = (byte) ((v >>> 5) & 0x1);
            out[o + 6] = (byte) ((v >>> 6) & 0x1);
            out[o + 7] = (byte) (v >>> 7);
        }
    }

    private static void unpack2(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 2, o += 8) {
            final int v = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8;
            out[o] = (byte) (v & 0x3);
            out[o + 1] = (byte) ((v >>> 2) & 0x3);
            out[o + 2] = (byte) ((v >>> 4) & 0x3);
            out[o + 3] = (byte) ((v >>> 6) & 0x3);
            out[o + 4] = (byte) ((v >>> 8) & 0x3);
            out[o + 5] = (byte) ((v >>> 10) & 0x3);
            out[o + 6] = (byte) ((v >>> 12) & 0x3);
            out[o + 7] = (byte) (v >>> 14);
        }
    }

    private static void unpack3(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 3, o += 8) {
            final int v = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8 | (in[p + 2] & 0xFF) << 16;
            out[o] = (byte) (v & 0x7);
            out[o + 1] = (byte) ((v >>> 3) & 0x7);
            out[o + 2] = (byte) ((v >>> 6) & 0x7);
            out[o + 3] = (byte) ((v >>> 9) & 0x7);
            out[o + 4] = (byte) ((v >>> 12) & 0x7);
            out[o + 5] = (byte) ((v >>> 15) & 0x7);
            out[o + 6] = (byte) ((v >>> 18) & 0x7);
            out[o + 7] = (byte) (v >>> 21);
        }
    }

    private static void unpack4(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 4, o += 8) {
            final int v = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8 | (in[p + 2] & 0xFF) << 16 | (in[p + 3] & 0xFF) << 24;
            out[o] = (byte) (v & 0xF);
            out[o + 1] = (byte) ((v >>> 4) & 0xF);
            out[o + 2] = (byte) ((v >>> 8) & 0xF);
            out[o + 3] = (byte) ((v >>> 12) & 0xF);
            out[o + 4] = (byte) ((v >>> 16) & 0xF);
            out[o + 5] = (byte) ((v >>> 20) & 0xF);
            out[o + 6] = (byte) ((v >>> 24) & 0xF);
            out[o + 7] = (byte) (v >>> 28);
        }
    }

    private static void unpack5(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 5, o += 8) {
            final long v = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8 | (in[p + 2] & 0xFF) << 16
                    | ((long) (in[p + 3] & 0xFF)) << 24
                    | ((long) (in[p + 4] & 0xFF)) << 32;
            out[o] = (byte) (v & 0x1F);
            out[o + 1] = (byte) ((v >>> 5) & 0x1F);
            out[o + 2] = (byte) ((v >>> 10) & 0x1F);
            out[o + 3] = (byte) ((v >>> 15) & 0x1F);
            out[o + 4] = (byte) ((v >>> 20) & 0x1F);
            out[o + 5] = (byte) ((v >>> 25) & 0x1F);
            out[o + 6] = (byte) ((v >>> 30) & 0x1F);
            out[o + 7] = (byte) (v >>> 35);
        }
    }

    private static void unpack6(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 6, o += 8) {
            final long v = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8 | (in[p + 2] & 0xFF) << 16
                    | ((long) (in[p + 3] & 0xFF)) << 24
                    | ((long) (in[p + 4] & 0xFF)) << 32
                    | ((long) (in[p + 5] & 0xFF)) << 40;
            out[o] = (byte) (v & 0x3F);
            out[o + 1] = (byte) ((v >>> 6) & 0x3F);
            out[o + 2] = (byte) ((v >>> 12) & 0x3F);
            out[o + 3] = (byte) ((v >>> 18) & 0x3F);
            out[o + 4] = (byte) ((v >>> 24) & 0x3F);
            out[o + 5] = (byte) ((v >>> 30) & 0x3F);
            out[o + 6] = (byte) ((v >>> 36) & 0x3F);
            out[o + 7] = (byte) (v >>> 42);
        }
    }

    private static void unpack7(byte[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 7, o += 8) {
            final long v = (in[p] & 0xFF) | (in[p + 1] & 0xFF) << 8 | (in[p + 2] & 0xFF) << 16
                    | ((long) (in[p + 3] & 0xFF)) << 24
                    | ((long) (in[p + 4] & 0xFF)) << 32
                    | ((long) (in[p + 5] & 0xFF)) << 40
                    | ((long) (in[p + 6] & 0xFF)) << 48;
            out[o] = (byte) (v & 0x7F);
            out[o + 1] = (byte) ((v >>> 7) & 0x7F);
            out[o + 2] = (byte) ((v >>> 14) & 0x7F);
            out[o + 3] = (byte) ((v >>> 21) & 0x7F);
            out[o + 4] = (byte) ((v >>> 28) & 0x7F);
            out[o + 5] = (byte) ((v >>> 35) & 0x7F);
            out[o + 6] = (byte) ((v >>> 42) & 0x7F);
            out[o + 7] = (byte) (v >>> 49);
        }
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
