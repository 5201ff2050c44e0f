package io.parquetry.encoding;

import java.util.Arrays;
import java.util.Objects;

/**
 * Unpacking of narrow values (bit widths 0..7, as repetition and definition levels have) straight
 * into bytes, from the MSB-first stream of the deprecated BIT_PACKED level encoding (the LSB-first
 * groups of the RLE/bit-packing hybrid are {@link BitPacking#unpackBytes}). The values are
 * non-negative and below 128, so each fits a {@code byte} as is. Stateless.
 */
final class LevelUnpacking {
    /** The widest values held as bytes: 7 bits, so a level (at most 64, the schema depth) stays non-negative. */
    static final int MAX_WIDTH = 7;

    private LevelUnpacking() {}

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
