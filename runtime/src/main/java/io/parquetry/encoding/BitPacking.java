package io.parquetry.encoding;

import java.util.Arrays;
import java.util.Objects;

/**
 * Bit packing of integer values, in the two bit orders Parquet uses.
 *
 * <ul>
 *   <li>LSB first ({@link #pack}, {@link #unpack}): the order of the RLE/bit-packing hybrid,
 *       PLAIN booleans and DELTA_BINARY_PACKED miniblocks. Value {@code i} of a group of 8 occupies
 *       bits {@code [i*w, i*w+w)} of the group's {@code w} bytes, counting from the least
 *       significant bit of the first byte.</li>
 *   <li>MSB first ({@link #packMsbFirst}, {@link #unpackMsbFirst}): the deprecated BIT_PACKED
 *       level encoding, where values fill each byte from its most significant bit.</li>
 * </ul>
 *
 * <p>A group of 8 values of width {@code w} always takes exactly {@code w} bytes. The 32-bit
 * LSB-first routines are unrolled per width (one straight-line method per width, looping over
 * groups), so the inner loop has no variable shifts and no branches. The per-width methods at the
 * end of the file are mechanical, derived from the bit layout above, and are checked against a
 * bit-by-bit reference for every width in {@code BitPackingTest}.
 */
public final class BitPacking {
    private BitPacking() {}

    /** Bytes needed for {@code count} values of {@code bitWidth} bits, rounded up to whole bytes. */
    public static long bytesFor(long count, int bitWidth) {
        return (count * bitWidth + 7) >>> 3;
    }

    /**
     * Unpacks {@code groups * 8} LSB-first values of {@code bitWidth} bits (0..32) from
     * {@code in[inPos .. inPos + groups*bitWidth)} into {@code out[outPos ..]}.
     *
     * @throws IndexOutOfBoundsException if either range does not fit its array (decoders check
     *     input sizes first and report bad input as a {@link io.parquetry.base.ParquetException})
     */
    public static void unpack(byte[] in, int inPos, int[] out, int outPos, int groups, int bitWidth) {
        checkWidth(bitWidth, 32);
        Objects.checkFromIndexSize(inPos, groups * bitWidth, in.length);
        Objects.checkFromIndexSize(outPos, groups * 8, out.length);
        switch (bitWidth) {
            case 0 -> Arrays.fill(out, outPos, outPos + groups * 8, 0);
            case 1 -> unpack1(in, inPos, out, outPos, groups);
            case 2 -> unpack2(in, inPos, out, outPos, groups);
            case 3 -> unpack3(in, inPos, out, outPos, groups);
            case 4 -> unpack4(in, inPos, out, outPos, groups);
            case 5 -> unpack5(in, inPos, out, outPos, groups);
            case 6 -> unpack6(in, inPos, out, outPos, groups);
            case 7 -> unpack7(in, inPos, out, outPos, groups);
            case 8 -> unpack8(in, inPos, out, outPos, groups);
            case 9 -> unpack9(in, inPos, out, outPos, groups);
            case 10 -> unpack10(in, inPos, out, outPos, groups);
            case 11 -> unpack11(in, inPos, out, outPos, groups);
            case 12 -> unpack12(in, inPos, out, outPos, groups);
            case 13 -> unpack13(in, inPos, out, outPos, groups);
            case 14 -> unpack14(in, inPos, out, outPos, groups);
            case 15 -> unpack15(in, inPos, out, outPos, groups);
            case 16 -> unpack16(in, inPos, out, outPos, groups);
            case 17 -> unpack17(in, inPos, out, outPos, groups);
            case 18 -> unpack18(in, inPos, out, outPos, groups);
            case 19 -> unpack19(in, inPos, out, outPos, groups);
            case 20 -> unpack20(in, inPos, out, outPos, groups);
            case 21 -> unpack21(in, inPos, out, outPos, groups);
            case 22 -> unpack22(in, inPos, out, outPos, groups);
            case 23 -> unpack23(in, inPos, out, outPos, groups);
            case 24 -> unpack24(in, inPos, out, outPos, groups);
            case 25 -> unpack25(in, inPos, out, outPos, groups);
            case 26 -> unpack26(in, inPos, out, outPos, groups);
            case 27 -> unpack27(in, inPos, out, outPos, groups);
            case 28 -> unpack28(in, inPos, out, outPos, groups);
            case 29 -> unpack29(in, inPos, out, outPos, groups);
            case 30 -> unpack30(in, inPos, out, outPos, groups);
            case 31 -> unpack31(in, inPos, out, outPos, groups);
            case 32 -> unpack32(in, inPos, out, outPos, groups);
            default -> throw new AssertionError(bitWidth);
        }
    }

    /**
     * Packs {@code groups * 8} values from {@code in[inPos ..]} LSB first at {@code bitWidth} bits
     * (0..32) into {@code out[outPos .. outPos + groups*bitWidth)}. Bits of a value above
     * {@code bitWidth} are ignored.
     */
    public static void pack(int[] in, int inPos, byte[] out, int outPos, int groups, int bitWidth) {
        checkWidth(bitWidth, 32);
        Objects.checkFromIndexSize(inPos, groups * 8, in.length);
        Objects.checkFromIndexSize(outPos, groups * bitWidth, out.length);
        switch (bitWidth) {
            case 0 -> { }
            case 1 -> pack1(in, inPos, out, outPos, groups);
            case 2 -> pack2(in, inPos, out, outPos, groups);
            case 3 -> pack3(in, inPos, out, outPos, groups);
            case 4 -> pack4(in, inPos, out, outPos, groups);
            case 5 -> pack5(in, inPos, out, outPos, groups);
            case 6 -> pack6(in, inPos, out, outPos, groups);
            case 7 -> pack7(in, inPos, out, outPos, groups);
            case 8 -> pack8(in, inPos, out, outPos, groups);
            case 9 -> pack9(in, inPos, out, outPos, groups);
            case 10 -> pack10(in, inPos, out, outPos, groups);
            case 11 -> pack11(in, inPos, out, outPos, groups);
            case 12 -> pack12(in, inPos, out, outPos, groups);
            case 13 -> pack13(in, inPos, out, outPos, groups);
            case 14 -> pack14(in, inPos, out, outPos, groups);
            case 15 -> pack15(in, inPos, out, outPos, groups);
            case 16 -> pack16(in, inPos, out, outPos, groups);
            case 17 -> pack17(in, inPos, out, outPos, groups);
            case 18 -> pack18(in, inPos, out, outPos, groups);
            case 19 -> pack19(in, inPos, out, outPos, groups);
            case 20 -> pack20(in, inPos, out, outPos, groups);
            case 21 -> pack21(in, inPos, out, outPos, groups);
            case 22 -> pack22(in, inPos, out, outPos, groups);
            case 23 -> pack23(in, inPos, out, outPos, groups);
            case 24 -> pack24(in, inPos, out, outPos, groups);
            case 25 -> pack25(in, inPos, out, outPos, groups);
            case 26 -> pack26(in, inPos, out, outPos, groups);
            case 27 -> pack27(in, inPos, out, outPos, groups);
            case 28 -> pack28(in, inPos, out, outPos, groups);
            case 29 -> pack29(in, inPos, out, outPos, groups);
            case 30 -> pack30(in, inPos, out, outPos, groups);
            case 31 -> pack31(in, inPos, out, outPos, groups);
            case 32 -> pack32(in, inPos, out, outPos, groups);
            default -> throw new AssertionError(bitWidth);
        }
    }

    /**
     * Unpacks {@code count} values packed MSB first (deprecated BIT_PACKED encoding) at
     * {@code bitWidth} bits (0..32), starting at the first bit of {@code in[inPos]}; reads
     * {@link #bytesFor bytesFor(count, bitWidth)} bytes.
     */
    public static void unpackMsbFirst(byte[] in, int inPos, int[] out, int outPos, int count, int bitWidth) {
        unpackMsbFirst(in, inPos, 0, out, outPos, count, bitWidth);
    }

    /**
     * Like {@link #unpackMsbFirst(byte[], int, int[], int, int, int)} but starting {@code bitOffset}
     * (0..7) bits into {@code in[inPos]}, so a reader can resume in the middle of a byte.
     */
    public static void unpackMsbFirst(byte[] in, int inPos, int bitOffset, int[] out, int outPos, int count, int bitWidth) {
        checkWidth(bitWidth, 32);
        Objects.checkFromIndexSize(outPos, count, out.length);
        if (bitWidth == 0) {
            Arrays.fill(out, outPos, outPos + count, 0);
            return;
        }
        long totalBits = (long) bitOffset + (long) count * bitWidth;
        Objects.checkFromIndexSize(inPos, (int) ((totalBits + 7) >>> 3), in.length);
        long mask = (1L << bitWidth) - 1;
        // acc holds the next accBits unread bits in its low end, most significant first
        long acc = 0;
        int accBits = 0;
        int p = inPos;
        if (bitOffset != 0) {
            acc = in[p++] & 0xFF;
            accBits = 8 - bitOffset;
        }
        for (int i = 0; i < count; i++) {
            while (accBits < bitWidth) {
                acc = (acc << 8) | (in[p++] & 0xFF);
                accBits += 8;
            }
            accBits -= bitWidth;
            out[outPos + i] = (int) ((acc >>> accBits) & mask);
        }
    }

    /**
     * Packs {@code count} values MSB first (deprecated BIT_PACKED encoding) at {@code bitWidth}
     * bits (0..32) into {@code out[outPos ..]}, writing {@link #bytesFor bytesFor(count, bitWidth)}
     * bytes (the last byte zero-padded). Returns the number of bytes written.
     */
    public static int packMsbFirst(int[] in, int inPos, int count, byte[] out, int outPos, int bitWidth) {
        checkWidth(bitWidth, 32);
        Objects.checkFromIndexSize(inPos, count, in.length);
        int bytes = (int) bytesFor(count, bitWidth);
        Objects.checkFromIndexSize(outPos, bytes, out.length);
        if (bitWidth == 0) {
            return 0;
        }
        long mask = (1L << bitWidth) - 1;
        long acc = 0;
        int accBits = 0;
        int p = outPos;
        for (int i = 0; i < count; i++) {
            acc = (acc << bitWidth) | (in[inPos + i] & mask);
            accBits += bitWidth;
            while (accBits >= 8) {
                accBits -= 8;
                out[p++] = (byte) (acc >>> accBits);
            }
        }
        if (accBits > 0) {
            out[p] = (byte) (acc << (8 - accBits));
        }
        return bytes;
    }

    /**
     * Unpacks {@code count} LSB-first values of {@code bitWidth} bits (0..64) into longs, starting
     * at bit 0 of {@code in[inPos]}; reads {@link #bytesFor bytesFor(count, bitWidth)} bytes. A
     * plain loop for callers that need widths above 32 (64-bit delta miniblocks).
     */
    public static void unpackLongs(byte[] in, int inPos, long[] out, int outPos, int count, int bitWidth) {
        checkWidth(bitWidth, 64);
        Objects.checkFromIndexSize(outPos, count, out.length);
        if (bitWidth == 0) {
            Arrays.fill(out, outPos, outPos + count, 0L);
            return;
        }
        Objects.checkFromIndexSize(inPos, (int) bytesFor(count, bitWidth), in.length);
        long mask = bitWidth == 64 ? -1L : (1L << bitWidth) - 1;
        long bit = 0;
        for (int i = 0; i < count; i++, bit += bitWidth) {
            int b = inPos + (int) (bit >>> 3);
            int shift = (int) (bit & 7);
            long v = (in[b] & 0xFFL) >>> shift;
            // the value's remaining bits come from the following bytes (up to 9 bytes in all)
            for (int got = 8 - shift, k = b + 1; got < bitWidth; got += 8, k++) {
                v |= (in[k] & 0xFFL) << got;
            }
            out[outPos + i] = v & mask;
        }
    }

    /**
     * Packs {@code count} longs LSB first at {@code bitWidth} bits (0..64) into
     * {@code out[outPos ..]}, writing {@link #bytesFor bytesFor(count, bitWidth)} bytes (the last
     * byte zero-padded); returns that count.
     */
    public static int packLongs(long[] in, int inPos, int count, byte[] out, int outPos, int bitWidth) {
        checkWidth(bitWidth, 64);
        Objects.checkFromIndexSize(inPos, count, in.length);
        int bytes = (int) bytesFor(count, bitWidth);
        Objects.checkFromIndexSize(outPos, bytes, out.length);
        if (bitWidth == 0) {
            return 0;
        }
        long mask = bitWidth == 64 ? -1L : (1L << bitWidth) - 1;
        Arrays.fill(out, outPos, outPos + bytes, (byte) 0);
        long bit = 0;
        for (int i = 0; i < count; i++, bit += bitWidth) {
            long v = in[inPos + i] & mask;
            int b = outPos + (int) (bit >>> 3);
            int shift = (int) (bit & 7);
            out[b] |= (byte) (v << shift);
            for (int put = 8 - shift, k = b + 1; put < bitWidth; put += 8, k++) {
                out[k] = (byte) (v >>> put);
            }
        }
        return bytes;
    }

    private static void checkWidth(int bitWidth, int max) {
        if (bitWidth < 0 || bitWidth > max) {
            throw new IllegalArgumentException("bit width " + bitWidth + " outside 0.." + max);
        }
    }

    // ---- unrolled LSB-first unpacking, one method per width ----

    private static void unpack1(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 1, o += 8) {
            final int b0 = in[p] & 0xFF;
            out[o] = b0 & 0x1;
            out[o + 1] = (b0 >>> 1) & 0x1;
            out[o + 2] = (b0 >>> 2) & 0x1;
            out[o + 3] = (b0 >>> 3) & 0x1;
            out[o + 4] = (b0 >>> 4) & 0x1;
            out[o + 5] = (b0 >>> 5) & 0x1;
            out[o + 6] = (b0 >>> 6) & 0x1;
            out[o + 7] = b0 >>> 7;
        }
    }

    private static void unpack2(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 2, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            out[o] = b0 & 0x3;
            out[o + 1] = (b0 >>> 2) & 0x3;
            out[o + 2] = (b0 >>> 4) & 0x3;
            out[o + 3] = b0 >>> 6;
            out[o + 4] = b1 & 0x3;
            out[o + 5] = (b1 >>> 2) & 0x3;
            out[o + 6] = (b1 >>> 4) & 0x3;
            out[o + 7] = b1 >>> 6;
        }
    }

    private static void unpack3(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 3, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            out[o] = b0 & 0x7;
            out[o + 1] = (b0 >>> 3) & 0x7;
            out[o + 2] = (b0 >>> 6 | b1 << 2) & 0x7;
            out[o + 3] = (b1 >>> 1) & 0x7;
            out[o + 4] = (b1 >>> 4) & 0x7;
            out[o + 5] = (b1 >>> 7 | b2 << 1) & 0x7;
            out[o + 6] = (b2 >>> 2) & 0x7;
            out[o + 7] = b2 >>> 5;
        }
    }

    private static void unpack4(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 4, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            out[o] = b0 & 0xF;
            out[o + 1] = b0 >>> 4;
            out[o + 2] = b1 & 0xF;
            out[o + 3] = b1 >>> 4;
            out[o + 4] = b2 & 0xF;
            out[o + 5] = b2 >>> 4;
            out[o + 6] = b3 & 0xF;
            out[o + 7] = b3 >>> 4;
        }
    }

    private static void unpack5(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 5, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            out[o] = b0 & 0x1F;
            out[o + 1] = (b0 >>> 5 | b1 << 3) & 0x1F;
            out[o + 2] = (b1 >>> 2) & 0x1F;
            out[o + 3] = (b1 >>> 7 | b2 << 1) & 0x1F;
            out[o + 4] = (b2 >>> 4 | b3 << 4) & 0x1F;
            out[o + 5] = (b3 >>> 1) & 0x1F;
            out[o + 6] = (b3 >>> 6 | b4 << 2) & 0x1F;
            out[o + 7] = b4 >>> 3;
        }
    }

    private static void unpack6(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 6, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            out[o] = b0 & 0x3F;
            out[o + 1] = (b0 >>> 6 | b1 << 2) & 0x3F;
            out[o + 2] = (b1 >>> 4 | b2 << 4) & 0x3F;
            out[o + 3] = b2 >>> 2;
            out[o + 4] = b3 & 0x3F;
            out[o + 5] = (b3 >>> 6 | b4 << 2) & 0x3F;
            out[o + 6] = (b4 >>> 4 | b5 << 4) & 0x3F;
            out[o + 7] = b5 >>> 2;
        }
    }

    private static void unpack7(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 7, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            out[o] = b0 & 0x7F;
            out[o + 1] = (b0 >>> 7 | b1 << 1) & 0x7F;
            out[o + 2] = (b1 >>> 6 | b2 << 2) & 0x7F;
            out[o + 3] = (b2 >>> 5 | b3 << 3) & 0x7F;
            out[o + 4] = (b3 >>> 4 | b4 << 4) & 0x7F;
            out[o + 5] = (b4 >>> 3 | b5 << 5) & 0x7F;
            out[o + 6] = (b5 >>> 2 | b6 << 6) & 0x7F;
            out[o + 7] = b6 >>> 1;
        }
    }

    private static void unpack8(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            out[o] = b0;
            out[o + 1] = b1;
            out[o + 2] = b2;
            out[o + 3] = b3;
            out[o + 4] = b4;
            out[o + 5] = b5;
            out[o + 6] = b6;
            out[o + 7] = b7;
        }
    }

    private static void unpack9(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 9, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0x1FF;
            out[o + 1] = (b1 >>> 1 | b2 << 7) & 0x1FF;
            out[o + 2] = (b2 >>> 2 | b3 << 6) & 0x1FF;
            out[o + 3] = (b3 >>> 3 | b4 << 5) & 0x1FF;
            out[o + 4] = (b4 >>> 4 | b5 << 4) & 0x1FF;
            out[o + 5] = (b5 >>> 5 | b6 << 3) & 0x1FF;
            out[o + 6] = (b6 >>> 6 | b7 << 2) & 0x1FF;
            out[o + 7] = b7 >>> 7 | b8 << 1;
        }
    }

    private static void unpack10(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 10, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0x3FF;
            out[o + 1] = (b1 >>> 2 | b2 << 6) & 0x3FF;
            out[o + 2] = (b2 >>> 4 | b3 << 4) & 0x3FF;
            out[o + 3] = b3 >>> 6 | b4 << 2;
            out[o + 4] = (b5 | b6 << 8) & 0x3FF;
            out[o + 5] = (b6 >>> 2 | b7 << 6) & 0x3FF;
            out[o + 6] = (b7 >>> 4 | b8 << 4) & 0x3FF;
            out[o + 7] = b8 >>> 6 | b9 << 2;
        }
    }

    private static void unpack11(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 11, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0x7FF;
            out[o + 1] = (b1 >>> 3 | b2 << 5) & 0x7FF;
            out[o + 2] = (b2 >>> 6 | b3 << 2 | b4 << 10) & 0x7FF;
            out[o + 3] = (b4 >>> 1 | b5 << 7) & 0x7FF;
            out[o + 4] = (b5 >>> 4 | b6 << 4) & 0x7FF;
            out[o + 5] = (b6 >>> 7 | b7 << 1 | b8 << 9) & 0x7FF;
            out[o + 6] = (b8 >>> 2 | b9 << 6) & 0x7FF;
            out[o + 7] = b9 >>> 5 | b10 << 3;
        }
    }

    private static void unpack12(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 12, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0xFFF;
            out[o + 1] = b1 >>> 4 | b2 << 4;
            out[o + 2] = (b3 | b4 << 8) & 0xFFF;
            out[o + 3] = b4 >>> 4 | b5 << 4;
            out[o + 4] = (b6 | b7 << 8) & 0xFFF;
            out[o + 5] = b7 >>> 4 | b8 << 4;
            out[o + 6] = (b9 | b10 << 8) & 0xFFF;
            out[o + 7] = b10 >>> 4 | b11 << 4;
        }
    }

    private static void unpack13(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 13, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0x1FFF;
            out[o + 1] = (b1 >>> 5 | b2 << 3 | b3 << 11) & 0x1FFF;
            out[o + 2] = (b3 >>> 2 | b4 << 6) & 0x1FFF;
            out[o + 3] = (b4 >>> 7 | b5 << 1 | b6 << 9) & 0x1FFF;
            out[o + 4] = (b6 >>> 4 | b7 << 4 | b8 << 12) & 0x1FFF;
            out[o + 5] = (b8 >>> 1 | b9 << 7) & 0x1FFF;
            out[o + 6] = (b9 >>> 6 | b10 << 2 | b11 << 10) & 0x1FFF;
            out[o + 7] = b11 >>> 3 | b12 << 5;
        }
    }

    private static void unpack14(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 14, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0x3FFF;
            out[o + 1] = (b1 >>> 6 | b2 << 2 | b3 << 10) & 0x3FFF;
            out[o + 2] = (b3 >>> 4 | b4 << 4 | b5 << 12) & 0x3FFF;
            out[o + 3] = b5 >>> 2 | b6 << 6;
            out[o + 4] = (b7 | b8 << 8) & 0x3FFF;
            out[o + 5] = (b8 >>> 6 | b9 << 2 | b10 << 10) & 0x3FFF;
            out[o + 6] = (b10 >>> 4 | b11 << 4 | b12 << 12) & 0x3FFF;
            out[o + 7] = b12 >>> 2 | b13 << 6;
        }
    }

    private static void unpack15(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 15, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            out[o] = (b0 | b1 << 8) & 0x7FFF;
            out[o + 1] = (b1 >>> 7 | b2 << 1 | b3 << 9) & 0x7FFF;
            out[o + 2] = (b3 >>> 6 | b4 << 2 | b5 << 10) & 0x7FFF;
            out[o + 3] = (b5 >>> 5 | b6 << 3 | b7 << 11) & 0x7FFF;
            out[o + 4] = (b7 >>> 4 | b8 << 4 | b9 << 12) & 0x7FFF;
            out[o + 5] = (b9 >>> 3 | b10 << 5 | b11 << 13) & 0x7FFF;
            out[o + 6] = (b11 >>> 2 | b12 << 6 | b13 << 14) & 0x7FFF;
            out[o + 7] = b13 >>> 1 | b14 << 7;
        }
    }

    private static void unpack16(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 16, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            out[o] = b0 | b1 << 8;
            out[o + 1] = b2 | b3 << 8;
            out[o + 2] = b4 | b5 << 8;
            out[o + 3] = b6 | b7 << 8;
            out[o + 4] = b8 | b9 << 8;
            out[o + 5] = b10 | b11 << 8;
            out[o + 6] = b12 | b13 << 8;
            out[o + 7] = b14 | b15 << 8;
        }
    }

    private static void unpack17(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 17, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0x1FFFF;
            out[o + 1] = (b2 >>> 1 | b3 << 7 | b4 << 15) & 0x1FFFF;
            out[o + 2] = (b4 >>> 2 | b5 << 6 | b6 << 14) & 0x1FFFF;
            out[o + 3] = (b6 >>> 3 | b7 << 5 | b8 << 13) & 0x1FFFF;
            out[o + 4] = (b8 >>> 4 | b9 << 4 | b10 << 12) & 0x1FFFF;
            out[o + 5] = (b10 >>> 5 | b11 << 3 | b12 << 11) & 0x1FFFF;
            out[o + 6] = (b12 >>> 6 | b13 << 2 | b14 << 10) & 0x1FFFF;
            out[o + 7] = b14 >>> 7 | b15 << 1 | b16 << 9;
        }
    }

    private static void unpack18(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 18, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0x3FFFF;
            out[o + 1] = (b2 >>> 2 | b3 << 6 | b4 << 14) & 0x3FFFF;
            out[o + 2] = (b4 >>> 4 | b5 << 4 | b6 << 12) & 0x3FFFF;
            out[o + 3] = b6 >>> 6 | b7 << 2 | b8 << 10;
            out[o + 4] = (b9 | b10 << 8 | b11 << 16) & 0x3FFFF;
            out[o + 5] = (b11 >>> 2 | b12 << 6 | b13 << 14) & 0x3FFFF;
            out[o + 6] = (b13 >>> 4 | b14 << 4 | b15 << 12) & 0x3FFFF;
            out[o + 7] = b15 >>> 6 | b16 << 2 | b17 << 10;
        }
    }

    private static void unpack19(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 19, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0x7FFFF;
            out[o + 1] = (b2 >>> 3 | b3 << 5 | b4 << 13) & 0x7FFFF;
            out[o + 2] = (b4 >>> 6 | b5 << 2 | b6 << 10 | b7 << 18) & 0x7FFFF;
            out[o + 3] = (b7 >>> 1 | b8 << 7 | b9 << 15) & 0x7FFFF;
            out[o + 4] = (b9 >>> 4 | b10 << 4 | b11 << 12) & 0x7FFFF;
            out[o + 5] = (b11 >>> 7 | b12 << 1 | b13 << 9 | b14 << 17) & 0x7FFFF;
            out[o + 6] = (b14 >>> 2 | b15 << 6 | b16 << 14) & 0x7FFFF;
            out[o + 7] = b16 >>> 5 | b17 << 3 | b18 << 11;
        }
    }

    private static void unpack20(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 20, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0xFFFFF;
            out[o + 1] = b2 >>> 4 | b3 << 4 | b4 << 12;
            out[o + 2] = (b5 | b6 << 8 | b7 << 16) & 0xFFFFF;
            out[o + 3] = b7 >>> 4 | b8 << 4 | b9 << 12;
            out[o + 4] = (b10 | b11 << 8 | b12 << 16) & 0xFFFFF;
            out[o + 5] = b12 >>> 4 | b13 << 4 | b14 << 12;
            out[o + 6] = (b15 | b16 << 8 | b17 << 16) & 0xFFFFF;
            out[o + 7] = b17 >>> 4 | b18 << 4 | b19 << 12;
        }
    }

    private static void unpack21(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 21, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0x1FFFFF;
            out[o + 1] = (b2 >>> 5 | b3 << 3 | b4 << 11 | b5 << 19) & 0x1FFFFF;
            out[o + 2] = (b5 >>> 2 | b6 << 6 | b7 << 14) & 0x1FFFFF;
            out[o + 3] = (b7 >>> 7 | b8 << 1 | b9 << 9 | b10 << 17) & 0x1FFFFF;
            out[o + 4] = (b10 >>> 4 | b11 << 4 | b12 << 12 | b13 << 20) & 0x1FFFFF;
            out[o + 5] = (b13 >>> 1 | b14 << 7 | b15 << 15) & 0x1FFFFF;
            out[o + 6] = (b15 >>> 6 | b16 << 2 | b17 << 10 | b18 << 18) & 0x1FFFFF;
            out[o + 7] = b18 >>> 3 | b19 << 5 | b20 << 13;
        }
    }

    private static void unpack22(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 22, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0x3FFFFF;
            out[o + 1] = (b2 >>> 6 | b3 << 2 | b4 << 10 | b5 << 18) & 0x3FFFFF;
            out[o + 2] = (b5 >>> 4 | b6 << 4 | b7 << 12 | b8 << 20) & 0x3FFFFF;
            out[o + 3] = b8 >>> 2 | b9 << 6 | b10 << 14;
            out[o + 4] = (b11 | b12 << 8 | b13 << 16) & 0x3FFFFF;
            out[o + 5] = (b13 >>> 6 | b14 << 2 | b15 << 10 | b16 << 18) & 0x3FFFFF;
            out[o + 6] = (b16 >>> 4 | b17 << 4 | b18 << 12 | b19 << 20) & 0x3FFFFF;
            out[o + 7] = b19 >>> 2 | b20 << 6 | b21 << 14;
        }
    }

    private static void unpack23(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 23, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16) & 0x7FFFFF;
            out[o + 1] = (b2 >>> 7 | b3 << 1 | b4 << 9 | b5 << 17) & 0x7FFFFF;
            out[o + 2] = (b5 >>> 6 | b6 << 2 | b7 << 10 | b8 << 18) & 0x7FFFFF;
            out[o + 3] = (b8 >>> 5 | b9 << 3 | b10 << 11 | b11 << 19) & 0x7FFFFF;
            out[o + 4] = (b11 >>> 4 | b12 << 4 | b13 << 12 | b14 << 20) & 0x7FFFFF;
            out[o + 5] = (b14 >>> 3 | b15 << 5 | b16 << 13 | b17 << 21) & 0x7FFFFF;
            out[o + 6] = (b17 >>> 2 | b18 << 6 | b19 << 14 | b20 << 22) & 0x7FFFFF;
            out[o + 7] = b20 >>> 1 | b21 << 7 | b22 << 15;
        }
    }

    private static void unpack24(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 24, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            out[o] = b0 | b1 << 8 | b2 << 16;
            out[o + 1] = b3 | b4 << 8 | b5 << 16;
            out[o + 2] = b6 | b7 << 8 | b8 << 16;
            out[o + 3] = b9 | b10 << 8 | b11 << 16;
            out[o + 4] = b12 | b13 << 8 | b14 << 16;
            out[o + 5] = b15 | b16 << 8 | b17 << 16;
            out[o + 6] = b18 | b19 << 8 | b20 << 16;
            out[o + 7] = b21 | b22 << 8 | b23 << 16;
        }
    }

    private static void unpack25(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 25, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0x1FFFFFF;
            out[o + 1] = (b3 >>> 1 | b4 << 7 | b5 << 15 | b6 << 23) & 0x1FFFFFF;
            out[o + 2] = (b6 >>> 2 | b7 << 6 | b8 << 14 | b9 << 22) & 0x1FFFFFF;
            out[o + 3] = (b9 >>> 3 | b10 << 5 | b11 << 13 | b12 << 21) & 0x1FFFFFF;
            out[o + 4] = (b12 >>> 4 | b13 << 4 | b14 << 12 | b15 << 20) & 0x1FFFFFF;
            out[o + 5] = (b15 >>> 5 | b16 << 3 | b17 << 11 | b18 << 19) & 0x1FFFFFF;
            out[o + 6] = (b18 >>> 6 | b19 << 2 | b20 << 10 | b21 << 18) & 0x1FFFFFF;
            out[o + 7] = b21 >>> 7 | b22 << 1 | b23 << 9 | b24 << 17;
        }
    }

    private static void unpack26(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 26, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0x3FFFFFF;
            out[o + 1] = (b3 >>> 2 | b4 << 6 | b5 << 14 | b6 << 22) & 0x3FFFFFF;
            out[o + 2] = (b6 >>> 4 | b7 << 4 | b8 << 12 | b9 << 20) & 0x3FFFFFF;
            out[o + 3] = b9 >>> 6 | b10 << 2 | b11 << 10 | b12 << 18;
            out[o + 4] = (b13 | b14 << 8 | b15 << 16 | b16 << 24) & 0x3FFFFFF;
            out[o + 5] = (b16 >>> 2 | b17 << 6 | b18 << 14 | b19 << 22) & 0x3FFFFFF;
            out[o + 6] = (b19 >>> 4 | b20 << 4 | b21 << 12 | b22 << 20) & 0x3FFFFFF;
            out[o + 7] = b22 >>> 6 | b23 << 2 | b24 << 10 | b25 << 18;
        }
    }

    private static void unpack27(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 27, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            final int b26 = in[p + 26] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0x7FFFFFF;
            out[o + 1] = (b3 >>> 3 | b4 << 5 | b5 << 13 | b6 << 21) & 0x7FFFFFF;
            out[o + 2] = (b6 >>> 6 | b7 << 2 | b8 << 10 | b9 << 18 | b10 << 26) & 0x7FFFFFF;
            out[o + 3] = (b10 >>> 1 | b11 << 7 | b12 << 15 | b13 << 23) & 0x7FFFFFF;
            out[o + 4] = (b13 >>> 4 | b14 << 4 | b15 << 12 | b16 << 20) & 0x7FFFFFF;
            out[o + 5] = (b16 >>> 7 | b17 << 1 | b18 << 9 | b19 << 17 | b20 << 25) & 0x7FFFFFF;
            out[o + 6] = (b20 >>> 2 | b21 << 6 | b22 << 14 | b23 << 22) & 0x7FFFFFF;
            out[o + 7] = b23 >>> 5 | b24 << 3 | b25 << 11 | b26 << 19;
        }
    }

    private static void unpack28(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 28, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            final int b26 = in[p + 26] & 0xFF;
            final int b27 = in[p + 27] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0xFFFFFFF;
            out[o + 1] = b3 >>> 4 | b4 << 4 | b5 << 12 | b6 << 20;
            out[o + 2] = (b7 | b8 << 8 | b9 << 16 | b10 << 24) & 0xFFFFFFF;
            out[o + 3] = b10 >>> 4 | b11 << 4 | b12 << 12 | b13 << 20;
            out[o + 4] = (b14 | b15 << 8 | b16 << 16 | b17 << 24) & 0xFFFFFFF;
            out[o + 5] = b17 >>> 4 | b18 << 4 | b19 << 12 | b20 << 20;
            out[o + 6] = (b21 | b22 << 8 | b23 << 16 | b24 << 24) & 0xFFFFFFF;
            out[o + 7] = b24 >>> 4 | b25 << 4 | b26 << 12 | b27 << 20;
        }
    }

    private static void unpack29(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 29, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            final int b26 = in[p + 26] & 0xFF;
            final int b27 = in[p + 27] & 0xFF;
            final int b28 = in[p + 28] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0x1FFFFFFF;
            out[o + 1] = (b3 >>> 5 | b4 << 3 | b5 << 11 | b6 << 19 | b7 << 27) & 0x1FFFFFFF;
            out[o + 2] = (b7 >>> 2 | b8 << 6 | b9 << 14 | b10 << 22) & 0x1FFFFFFF;
            out[o + 3] = (b10 >>> 7 | b11 << 1 | b12 << 9 | b13 << 17 | b14 << 25) & 0x1FFFFFFF;
            out[o + 4] = (b14 >>> 4 | b15 << 4 | b16 << 12 | b17 << 20 | b18 << 28) & 0x1FFFFFFF;
            out[o + 5] = (b18 >>> 1 | b19 << 7 | b20 << 15 | b21 << 23) & 0x1FFFFFFF;
            out[o + 6] = (b21 >>> 6 | b22 << 2 | b23 << 10 | b24 << 18 | b25 << 26) & 0x1FFFFFFF;
            out[o + 7] = b25 >>> 3 | b26 << 5 | b27 << 13 | b28 << 21;
        }
    }

    private static void unpack30(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 30, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            final int b26 = in[p + 26] & 0xFF;
            final int b27 = in[p + 27] & 0xFF;
            final int b28 = in[p + 28] & 0xFF;
            final int b29 = in[p + 29] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0x3FFFFFFF;
            out[o + 1] = (b3 >>> 6 | b4 << 2 | b5 << 10 | b6 << 18 | b7 << 26) & 0x3FFFFFFF;
            out[o + 2] = (b7 >>> 4 | b8 << 4 | b9 << 12 | b10 << 20 | b11 << 28) & 0x3FFFFFFF;
            out[o + 3] = b11 >>> 2 | b12 << 6 | b13 << 14 | b14 << 22;
            out[o + 4] = (b15 | b16 << 8 | b17 << 16 | b18 << 24) & 0x3FFFFFFF;
            out[o + 5] = (b18 >>> 6 | b19 << 2 | b20 << 10 | b21 << 18 | b22 << 26) & 0x3FFFFFFF;
            out[o + 6] = (b22 >>> 4 | b23 << 4 | b24 << 12 | b25 << 20 | b26 << 28) & 0x3FFFFFFF;
            out[o + 7] = b26 >>> 2 | b27 << 6 | b28 << 14 | b29 << 22;
        }
    }

    private static void unpack31(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 31, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            final int b26 = in[p + 26] & 0xFF;
            final int b27 = in[p + 27] & 0xFF;
            final int b28 = in[p + 28] & 0xFF;
            final int b29 = in[p + 29] & 0xFF;
            final int b30 = in[p + 30] & 0xFF;
            out[o] = (b0 | b1 << 8 | b2 << 16 | b3 << 24) & 0x7FFFFFFF;
            out[o + 1] = (b3 >>> 7 | b4 << 1 | b5 << 9 | b6 << 17 | b7 << 25) & 0x7FFFFFFF;
            out[o + 2] = (b7 >>> 6 | b8 << 2 | b9 << 10 | b10 << 18 | b11 << 26) & 0x7FFFFFFF;
            out[o + 3] = (b11 >>> 5 | b12 << 3 | b13 << 11 | b14 << 19 | b15 << 27) & 0x7FFFFFFF;
            out[o + 4] = (b15 >>> 4 | b16 << 4 | b17 << 12 | b18 << 20 | b19 << 28) & 0x7FFFFFFF;
            out[o + 5] = (b19 >>> 3 | b20 << 5 | b21 << 13 | b22 << 21 | b23 << 29) & 0x7FFFFFFF;
            out[o + 6] = (b23 >>> 2 | b24 << 6 | b25 << 14 | b26 << 22 | b27 << 30) & 0x7FFFFFFF;
            out[o + 7] = b27 >>> 1 | b28 << 7 | b29 << 15 | b30 << 23;
        }
    }

    private static void unpack32(byte[] in, int p, int[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 32, o += 8) {
            final int b0 = in[p] & 0xFF;
            final int b1 = in[p + 1] & 0xFF;
            final int b2 = in[p + 2] & 0xFF;
            final int b3 = in[p + 3] & 0xFF;
            final int b4 = in[p + 4] & 0xFF;
            final int b5 = in[p + 5] & 0xFF;
            final int b6 = in[p + 6] & 0xFF;
            final int b7 = in[p + 7] & 0xFF;
            final int b8 = in[p + 8] & 0xFF;
            final int b9 = in[p + 9] & 0xFF;
            final int b10 = in[p + 10] & 0xFF;
            final int b11 = in[p + 11] & 0xFF;
            final int b12 = in[p + 12] & 0xFF;
            final int b13 = in[p + 13] & 0xFF;
            final int b14 = in[p + 14] & 0xFF;
            final int b15 = in[p + 15] & 0xFF;
            final int b16 = in[p + 16] & 0xFF;
            final int b17 = in[p + 17] & 0xFF;
            final int b18 = in[p + 18] & 0xFF;
            final int b19 = in[p + 19] & 0xFF;
            final int b20 = in[p + 20] & 0xFF;
            final int b21 = in[p + 21] & 0xFF;
            final int b22 = in[p + 22] & 0xFF;
            final int b23 = in[p + 23] & 0xFF;
            final int b24 = in[p + 24] & 0xFF;
            final int b25 = in[p + 25] & 0xFF;
            final int b26 = in[p + 26] & 0xFF;
            final int b27 = in[p + 27] & 0xFF;
            final int b28 = in[p + 28] & 0xFF;
            final int b29 = in[p + 29] & 0xFF;
            final int b30 = in[p + 30] & 0xFF;
            final int b31 = in[p + 31] & 0xFF;
            out[o] = b0 | b1 << 8 | b2 << 16 | b3 << 24;
            out[o + 1] = b4 | b5 << 8 | b6 << 16 | b7 << 24;
            out[o + 2] = b8 | b9 << 8 | b10 << 16 | b11 << 24;
            out[o + 3] = b12 | b13 << 8 | b14 << 16 | b15 << 24;
            out[o + 4] = b16 | b17 << 8 | b18 << 16 | b19 << 24;
            out[o + 5] = b20 | b21 << 8 | b22 << 16 | b23 << 24;
            out[o + 6] = b24 | b25 << 8 | b26 << 16 | b27 << 24;
            out[o + 7] = b28 | b29 << 8 | b30 << 16 | b31 << 24;
        }
    }


    // ---- unrolled LSB-first packing, one method per width ----

    private static void pack1(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 1) {
            final int v0 = in[p] & 0x1;
            final int v1 = in[p + 1] & 0x1;
            final int v2 = in[p + 2] & 0x1;
            final int v3 = in[p + 3] & 0x1;
            final int v4 = in[p + 4] & 0x1;
            final int v5 = in[p + 5] & 0x1;
            final int v6 = in[p + 6] & 0x1;
            final int v7 = in[p + 7] & 0x1;
            out[o] = (byte) (v0 | v1 << 1 | v2 << 2 | v3 << 3 | v4 << 4 | v5 << 5 | v6 << 6 | v7 << 7);
        }
    }

    private static void pack2(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 2) {
            final int v0 = in[p] & 0x3;
            final int v1 = in[p + 1] & 0x3;
            final int v2 = in[p + 2] & 0x3;
            final int v3 = in[p + 3] & 0x3;
            final int v4 = in[p + 4] & 0x3;
            final int v5 = in[p + 5] & 0x3;
            final int v6 = in[p + 6] & 0x3;
            final int v7 = in[p + 7] & 0x3;
            out[o] = (byte) (v0 | v1 << 2 | v2 << 4 | v3 << 6);
            out[o + 1] = (byte) (v4 | v5 << 2 | v6 << 4 | v7 << 6);
        }
    }

    private static void pack3(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 3) {
            final int v0 = in[p] & 0x7;
            final int v1 = in[p + 1] & 0x7;
            final int v2 = in[p + 2] & 0x7;
            final int v3 = in[p + 3] & 0x7;
            final int v4 = in[p + 4] & 0x7;
            final int v5 = in[p + 5] & 0x7;
            final int v6 = in[p + 6] & 0x7;
            final int v7 = in[p + 7] & 0x7;
            out[o] = (byte) (v0 | v1 << 3 | v2 << 6);
            out[o + 1] = (byte) (v2 >>> 2 | v3 << 1 | v4 << 4 | v5 << 7);
            out[o + 2] = (byte) (v5 >>> 1 | v6 << 2 | v7 << 5);
        }
    }

    private static void pack4(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 4) {
            final int v0 = in[p] & 0xF;
            final int v1 = in[p + 1] & 0xF;
            final int v2 = in[p + 2] & 0xF;
            final int v3 = in[p + 3] & 0xF;
            final int v4 = in[p + 4] & 0xF;
            final int v5 = in[p + 5] & 0xF;
            final int v6 = in[p + 6] & 0xF;
            final int v7 = in[p + 7] & 0xF;
            out[o] = (byte) (v0 | v1 << 4);
            out[o + 1] = (byte) (v2 | v3 << 4);
            out[o + 2] = (byte) (v4 | v5 << 4);
            out[o + 3] = (byte) (v6 | v7 << 4);
        }
    }

    private static void pack5(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 5) {
            final int v0 = in[p] & 0x1F;
            final int v1 = in[p + 1] & 0x1F;
            final int v2 = in[p + 2] & 0x1F;
            final int v3 = in[p + 3] & 0x1F;
            final int v4 = in[p + 4] & 0x1F;
            final int v5 = in[p + 5] & 0x1F;
            final int v6 = in[p + 6] & 0x1F;
            final int v7 = in[p + 7] & 0x1F;
            out[o] = (byte) (v0 | v1 << 5);
            out[o + 1] = (byte) (v1 >>> 3 | v2 << 2 | v3 << 7);
            out[o + 2] = (byte) (v3 >>> 1 | v4 << 4);
            out[o + 3] = (byte) (v4 >>> 4 | v5 << 1 | v6 << 6);
            out[o + 4] = (byte) (v6 >>> 2 | v7 << 3);
        }
    }

    private static void pack6(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 6) {
            final int v0 = in[p] & 0x3F;
            final int v1 = in[p + 1] & 0x3F;
            final int v2 = in[p + 2] & 0x3F;
            final int v3 = in[p + 3] & 0x3F;
            final int v4 = in[p + 4] & 0x3F;
            final int v5 = in[p + 5] & 0x3F;
            final int v6 = in[p + 6] & 0x3F;
            final int v7 = in[p + 7] & 0x3F;
            out[o] = (byte) (v0 | v1 << 6);
            out[o + 1] = (byte) (v1 >>> 2 | v2 << 4);
            out[o + 2] = (byte) (v2 >>> 4 | v3 << 2);
            out[o + 3] = (byte) (v4 | v5 << 6);
            out[o + 4] = (byte) (v5 >>> 2 | v6 << 4);
            out[o + 5] = (byte) (v6 >>> 4 | v7 << 2);
        }
    }

    private static void pack7(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 7) {
            final int v0 = in[p] & 0x7F;
            final int v1 = in[p + 1] & 0x7F;
            final int v2 = in[p + 2] & 0x7F;
            final int v3 = in[p + 3] & 0x7F;
            final int v4 = in[p + 4] & 0x7F;
            final int v5 = in[p + 5] & 0x7F;
            final int v6 = in[p + 6] & 0x7F;
            final int v7 = in[p + 7] & 0x7F;
            out[o] = (byte) (v0 | v1 << 7);
            out[o + 1] = (byte) (v1 >>> 1 | v2 << 6);
            out[o + 2] = (byte) (v2 >>> 2 | v3 << 5);
            out[o + 3] = (byte) (v3 >>> 3 | v4 << 4);
            out[o + 4] = (byte) (v4 >>> 4 | v5 << 3);
            out[o + 5] = (byte) (v5 >>> 5 | v6 << 2);
            out[o + 6] = (byte) (v6 >>> 6 | v7 << 1);
        }
    }

    private static void pack8(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 8) {
            final int v0 = in[p] & 0xFF;
            final int v1 = in[p + 1] & 0xFF;
            final int v2 = in[p + 2] & 0xFF;
            final int v3 = in[p + 3] & 0xFF;
            final int v4 = in[p + 4] & 0xFF;
            final int v5 = in[p + 5] & 0xFF;
            final int v6 = in[p + 6] & 0xFF;
            final int v7 = in[p + 7] & 0xFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v1);
            out[o + 2] = (byte) (v2);
            out[o + 3] = (byte) (v3);
            out[o + 4] = (byte) (v4);
            out[o + 5] = (byte) (v5);
            out[o + 6] = (byte) (v6);
            out[o + 7] = (byte) (v7);
        }
    }

    private static void pack9(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 9) {
            final int v0 = in[p] & 0x1FF;
            final int v1 = in[p + 1] & 0x1FF;
            final int v2 = in[p + 2] & 0x1FF;
            final int v3 = in[p + 3] & 0x1FF;
            final int v4 = in[p + 4] & 0x1FF;
            final int v5 = in[p + 5] & 0x1FF;
            final int v6 = in[p + 6] & 0x1FF;
            final int v7 = in[p + 7] & 0x1FF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 1);
            out[o + 2] = (byte) (v1 >>> 7 | v2 << 2);
            out[o + 3] = (byte) (v2 >>> 6 | v3 << 3);
            out[o + 4] = (byte) (v3 >>> 5 | v4 << 4);
            out[o + 5] = (byte) (v4 >>> 4 | v5 << 5);
            out[o + 6] = (byte) (v5 >>> 3 | v6 << 6);
            out[o + 7] = (byte) (v6 >>> 2 | v7 << 7);
            out[o + 8] = (byte) (v7 >>> 1);
        }
    }

    private static void pack10(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 10) {
            final int v0 = in[p] & 0x3FF;
            final int v1 = in[p + 1] & 0x3FF;
            final int v2 = in[p + 2] & 0x3FF;
            final int v3 = in[p + 3] & 0x3FF;
            final int v4 = in[p + 4] & 0x3FF;
            final int v5 = in[p + 5] & 0x3FF;
            final int v6 = in[p + 6] & 0x3FF;
            final int v7 = in[p + 7] & 0x3FF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 2);
            out[o + 2] = (byte) (v1 >>> 6 | v2 << 4);
            out[o + 3] = (byte) (v2 >>> 4 | v3 << 6);
            out[o + 4] = (byte) (v3 >>> 2);
            out[o + 5] = (byte) (v4);
            out[o + 6] = (byte) (v4 >>> 8 | v5 << 2);
            out[o + 7] = (byte) (v5 >>> 6 | v6 << 4);
            out[o + 8] = (byte) (v6 >>> 4 | v7 << 6);
            out[o + 9] = (byte) (v7 >>> 2);
        }
    }

    private static void pack11(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 11) {
            final int v0 = in[p] & 0x7FF;
            final int v1 = in[p + 1] & 0x7FF;
            final int v2 = in[p + 2] & 0x7FF;
            final int v3 = in[p + 3] & 0x7FF;
            final int v4 = in[p + 4] & 0x7FF;
            final int v5 = in[p + 5] & 0x7FF;
            final int v6 = in[p + 6] & 0x7FF;
            final int v7 = in[p + 7] & 0x7FF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 3);
            out[o + 2] = (byte) (v1 >>> 5 | v2 << 6);
            out[o + 3] = (byte) (v2 >>> 2);
            out[o + 4] = (byte) (v2 >>> 10 | v3 << 1);
            out[o + 5] = (byte) (v3 >>> 7 | v4 << 4);
            out[o + 6] = (byte) (v4 >>> 4 | v5 << 7);
            out[o + 7] = (byte) (v5 >>> 1);
            out[o + 8] = (byte) (v5 >>> 9 | v6 << 2);
            out[o + 9] = (byte) (v6 >>> 6 | v7 << 5);
            out[o + 10] = (byte) (v7 >>> 3);
        }
    }

    private static void pack12(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 12) {
            final int v0 = in[p] & 0xFFF;
            final int v1 = in[p + 1] & 0xFFF;
            final int v2 = in[p + 2] & 0xFFF;
            final int v3 = in[p + 3] & 0xFFF;
            final int v4 = in[p + 4] & 0xFFF;
            final int v5 = in[p + 5] & 0xFFF;
            final int v6 = in[p + 6] & 0xFFF;
            final int v7 = in[p + 7] & 0xFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 4);
            out[o + 2] = (byte) (v1 >>> 4);
            out[o + 3] = (byte) (v2);
            out[o + 4] = (byte) (v2 >>> 8 | v3 << 4);
            out[o + 5] = (byte) (v3 >>> 4);
            out[o + 6] = (byte) (v4);
            out[o + 7] = (byte) (v4 >>> 8 | v5 << 4);
            out[o + 8] = (byte) (v5 >>> 4);
            out[o + 9] = (byte) (v6);
            out[o + 10] = (byte) (v6 >>> 8 | v7 << 4);
            out[o + 11] = (byte) (v7 >>> 4);
        }
    }

    private static void pack13(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 13) {
            final int v0 = in[p] & 0x1FFF;
            final int v1 = in[p + 1] & 0x1FFF;
            final int v2 = in[p + 2] & 0x1FFF;
            final int v3 = in[p + 3] & 0x1FFF;
            final int v4 = in[p + 4] & 0x1FFF;
            final int v5 = in[p + 5] & 0x1FFF;
            final int v6 = in[p + 6] & 0x1FFF;
            final int v7 = in[p + 7] & 0x1FFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 5);
            out[o + 2] = (byte) (v1 >>> 3);
            out[o + 3] = (byte) (v1 >>> 11 | v2 << 2);
            out[o + 4] = (byte) (v2 >>> 6 | v3 << 7);
            out[o + 5] = (byte) (v3 >>> 1);
            out[o + 6] = (byte) (v3 >>> 9 | v4 << 4);
            out[o + 7] = (byte) (v4 >>> 4);
            out[o + 8] = (byte) (v4 >>> 12 | v5 << 1);
            out[o + 9] = (byte) (v5 >>> 7 | v6 << 6);
            out[o + 10] = (byte) (v6 >>> 2);
            out[o + 11] = (byte) (v6 >>> 10 | v7 << 3);
            out[o + 12] = (byte) (v7 >>> 5);
        }
    }

    private static void pack14(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 14) {
            final int v0 = in[p] & 0x3FFF;
            final int v1 = in[p + 1] & 0x3FFF;
            final int v2 = in[p + 2] & 0x3FFF;
            final int v3 = in[p + 3] & 0x3FFF;
            final int v4 = in[p + 4] & 0x3FFF;
            final int v5 = in[p + 5] & 0x3FFF;
            final int v6 = in[p + 6] & 0x3FFF;
            final int v7 = in[p + 7] & 0x3FFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 6);
            out[o + 2] = (byte) (v1 >>> 2);
            out[o + 3] = (byte) (v1 >>> 10 | v2 << 4);
            out[o + 4] = (byte) (v2 >>> 4);
            out[o + 5] = (byte) (v2 >>> 12 | v3 << 2);
            out[o + 6] = (byte) (v3 >>> 6);
            out[o + 7] = (byte) (v4);
            out[o + 8] = (byte) (v4 >>> 8 | v5 << 6);
            out[o + 9] = (byte) (v5 >>> 2);
            out[o + 10] = (byte) (v5 >>> 10 | v6 << 4);
            out[o + 11] = (byte) (v6 >>> 4);
            out[o + 12] = (byte) (v6 >>> 12 | v7 << 2);
            out[o + 13] = (byte) (v7 >>> 6);
        }
    }

    private static void pack15(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 15) {
            final int v0 = in[p] & 0x7FFF;
            final int v1 = in[p + 1] & 0x7FFF;
            final int v2 = in[p + 2] & 0x7FFF;
            final int v3 = in[p + 3] & 0x7FFF;
            final int v4 = in[p + 4] & 0x7FFF;
            final int v5 = in[p + 5] & 0x7FFF;
            final int v6 = in[p + 6] & 0x7FFF;
            final int v7 = in[p + 7] & 0x7FFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8 | v1 << 7);
            out[o + 2] = (byte) (v1 >>> 1);
            out[o + 3] = (byte) (v1 >>> 9 | v2 << 6);
            out[o + 4] = (byte) (v2 >>> 2);
            out[o + 5] = (byte) (v2 >>> 10 | v3 << 5);
            out[o + 6] = (byte) (v3 >>> 3);
            out[o + 7] = (byte) (v3 >>> 11 | v4 << 4);
            out[o + 8] = (byte) (v4 >>> 4);
            out[o + 9] = (byte) (v4 >>> 12 | v5 << 3);
            out[o + 10] = (byte) (v5 >>> 5);
            out[o + 11] = (byte) (v5 >>> 13 | v6 << 2);
            out[o + 12] = (byte) (v6 >>> 6);
            out[o + 13] = (byte) (v6 >>> 14 | v7 << 1);
            out[o + 14] = (byte) (v7 >>> 7);
        }
    }

    private static void pack16(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 16) {
            final int v0 = in[p] & 0xFFFF;
            final int v1 = in[p + 1] & 0xFFFF;
            final int v2 = in[p + 2] & 0xFFFF;
            final int v3 = in[p + 3] & 0xFFFF;
            final int v4 = in[p + 4] & 0xFFFF;
            final int v5 = in[p + 5] & 0xFFFF;
            final int v6 = in[p + 6] & 0xFFFF;
            final int v7 = in[p + 7] & 0xFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v1);
            out[o + 3] = (byte) (v1 >>> 8);
            out[o + 4] = (byte) (v2);
            out[o + 5] = (byte) (v2 >>> 8);
            out[o + 6] = (byte) (v3);
            out[o + 7] = (byte) (v3 >>> 8);
            out[o + 8] = (byte) (v4);
            out[o + 9] = (byte) (v4 >>> 8);
            out[o + 10] = (byte) (v5);
            out[o + 11] = (byte) (v5 >>> 8);
            out[o + 12] = (byte) (v6);
            out[o + 13] = (byte) (v6 >>> 8);
            out[o + 14] = (byte) (v7);
            out[o + 15] = (byte) (v7 >>> 8);
        }
    }

    private static void pack17(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 17) {
            final int v0 = in[p] & 0x1FFFF;
            final int v1 = in[p + 1] & 0x1FFFF;
            final int v2 = in[p + 2] & 0x1FFFF;
            final int v3 = in[p + 3] & 0x1FFFF;
            final int v4 = in[p + 4] & 0x1FFFF;
            final int v5 = in[p + 5] & 0x1FFFF;
            final int v6 = in[p + 6] & 0x1FFFF;
            final int v7 = in[p + 7] & 0x1FFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 1);
            out[o + 3] = (byte) (v1 >>> 7);
            out[o + 4] = (byte) (v1 >>> 15 | v2 << 2);
            out[o + 5] = (byte) (v2 >>> 6);
            out[o + 6] = (byte) (v2 >>> 14 | v3 << 3);
            out[o + 7] = (byte) (v3 >>> 5);
            out[o + 8] = (byte) (v3 >>> 13 | v4 << 4);
            out[o + 9] = (byte) (v4 >>> 4);
            out[o + 10] = (byte) (v4 >>> 12 | v5 << 5);
            out[o + 11] = (byte) (v5 >>> 3);
            out[o + 12] = (byte) (v5 >>> 11 | v6 << 6);
            out[o + 13] = (byte) (v6 >>> 2);
            out[o + 14] = (byte) (v6 >>> 10 | v7 << 7);
            out[o + 15] = (byte) (v7 >>> 1);
            out[o + 16] = (byte) (v7 >>> 9);
        }
    }

    private static void pack18(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 18) {
            final int v0 = in[p] & 0x3FFFF;
            final int v1 = in[p + 1] & 0x3FFFF;
            final int v2 = in[p + 2] & 0x3FFFF;
            final int v3 = in[p + 3] & 0x3FFFF;
            final int v4 = in[p + 4] & 0x3FFFF;
            final int v5 = in[p + 5] & 0x3FFFF;
            final int v6 = in[p + 6] & 0x3FFFF;
            final int v7 = in[p + 7] & 0x3FFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 2);
            out[o + 3] = (byte) (v1 >>> 6);
            out[o + 4] = (byte) (v1 >>> 14 | v2 << 4);
            out[o + 5] = (byte) (v2 >>> 4);
            out[o + 6] = (byte) (v2 >>> 12 | v3 << 6);
            out[o + 7] = (byte) (v3 >>> 2);
            out[o + 8] = (byte) (v3 >>> 10);
            out[o + 9] = (byte) (v4);
            out[o + 10] = (byte) (v4 >>> 8);
            out[o + 11] = (byte) (v4 >>> 16 | v5 << 2);
            out[o + 12] = (byte) (v5 >>> 6);
            out[o + 13] = (byte) (v5 >>> 14 | v6 << 4);
            out[o + 14] = (byte) (v6 >>> 4);
            out[o + 15] = (byte) (v6 >>> 12 | v7 << 6);
            out[o + 16] = (byte) (v7 >>> 2);
            out[o + 17] = (byte) (v7 >>> 10);
        }
    }

    private static void pack19(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 19) {
            final int v0 = in[p] & 0x7FFFF;
            final int v1 = in[p + 1] & 0x7FFFF;
            final int v2 = in[p + 2] & 0x7FFFF;
            final int v3 = in[p + 3] & 0x7FFFF;
            final int v4 = in[p + 4] & 0x7FFFF;
            final int v5 = in[p + 5] & 0x7FFFF;
            final int v6 = in[p + 6] & 0x7FFFF;
            final int v7 = in[p + 7] & 0x7FFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 3);
            out[o + 3] = (byte) (v1 >>> 5);
            out[o + 4] = (byte) (v1 >>> 13 | v2 << 6);
            out[o + 5] = (byte) (v2 >>> 2);
            out[o + 6] = (byte) (v2 >>> 10);
            out[o + 7] = (byte) (v2 >>> 18 | v3 << 1);
            out[o + 8] = (byte) (v3 >>> 7);
            out[o + 9] = (byte) (v3 >>> 15 | v4 << 4);
            out[o + 10] = (byte) (v4 >>> 4);
            out[o + 11] = (byte) (v4 >>> 12 | v5 << 7);
            out[o + 12] = (byte) (v5 >>> 1);
            out[o + 13] = (byte) (v5 >>> 9);
            out[o + 14] = (byte) (v5 >>> 17 | v6 << 2);
            out[o + 15] = (byte) (v6 >>> 6);
            out[o + 16] = (byte) (v6 >>> 14 | v7 << 5);
            out[o + 17] = (byte) (v7 >>> 3);
            out[o + 18] = (byte) (v7 >>> 11);
        }
    }

    private static void pack20(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 20) {
            final int v0 = in[p] & 0xFFFFF;
            final int v1 = in[p + 1] & 0xFFFFF;
            final int v2 = in[p + 2] & 0xFFFFF;
            final int v3 = in[p + 3] & 0xFFFFF;
            final int v4 = in[p + 4] & 0xFFFFF;
            final int v5 = in[p + 5] & 0xFFFFF;
            final int v6 = in[p + 6] & 0xFFFFF;
            final int v7 = in[p + 7] & 0xFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 4);
            out[o + 3] = (byte) (v1 >>> 4);
            out[o + 4] = (byte) (v1 >>> 12);
            out[o + 5] = (byte) (v2);
            out[o + 6] = (byte) (v2 >>> 8);
            out[o + 7] = (byte) (v2 >>> 16 | v3 << 4);
            out[o + 8] = (byte) (v3 >>> 4);
            out[o + 9] = (byte) (v3 >>> 12);
            out[o + 10] = (byte) (v4);
            out[o + 11] = (byte) (v4 >>> 8);
            out[o + 12] = (byte) (v4 >>> 16 | v5 << 4);
            out[o + 13] = (byte) (v5 >>> 4);
            out[o + 14] = (byte) (v5 >>> 12);
            out[o + 15] = (byte) (v6);
            out[o + 16] = (byte) (v6 >>> 8);
            out[o + 17] = (byte) (v6 >>> 16 | v7 << 4);
            out[o + 18] = (byte) (v7 >>> 4);
            out[o + 19] = (byte) (v7 >>> 12);
        }
    }

    private static void pack21(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 21) {
            final int v0 = in[p] & 0x1FFFFF;
            final int v1 = in[p + 1] & 0x1FFFFF;
            final int v2 = in[p + 2] & 0x1FFFFF;
            final int v3 = in[p + 3] & 0x1FFFFF;
            final int v4 = in[p + 4] & 0x1FFFFF;
            final int v5 = in[p + 5] & 0x1FFFFF;
            final int v6 = in[p + 6] & 0x1FFFFF;
            final int v7 = in[p + 7] & 0x1FFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 5);
            out[o + 3] = (byte) (v1 >>> 3);
            out[o + 4] = (byte) (v1 >>> 11);
            out[o + 5] = (byte) (v1 >>> 19 | v2 << 2);
            out[o + 6] = (byte) (v2 >>> 6);
            out[o + 7] = (byte) (v2 >>> 14 | v3 << 7);
            out[o + 8] = (byte) (v3 >>> 1);
            out[o + 9] = (byte) (v3 >>> 9);
            out[o + 10] = (byte) (v3 >>> 17 | v4 << 4);
            out[o + 11] = (byte) (v4 >>> 4);
            out[o + 12] = (byte) (v4 >>> 12);
            out[o + 13] = (byte) (v4 >>> 20 | v5 << 1);
            out[o + 14] = (byte) (v5 >>> 7);
            out[o + 15] = (byte) (v5 >>> 15 | v6 << 6);
            out[o + 16] = (byte) (v6 >>> 2);
            out[o + 17] = (byte) (v6 >>> 10);
            out[o + 18] = (byte) (v6 >>> 18 | v7 << 3);
            out[o + 19] = (byte) (v7 >>> 5);
            out[o + 20] = (byte) (v7 >>> 13);
        }
    }

    private static void pack22(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 22) {
            final int v0 = in[p] & 0x3FFFFF;
            final int v1 = in[p + 1] & 0x3FFFFF;
            final int v2 = in[p + 2] & 0x3FFFFF;
            final int v3 = in[p + 3] & 0x3FFFFF;
            final int v4 = in[p + 4] & 0x3FFFFF;
            final int v5 = in[p + 5] & 0x3FFFFF;
            final int v6 = in[p + 6] & 0x3FFFFF;
            final int v7 = in[p + 7] & 0x3FFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 6);
            out[o + 3] = (byte) (v1 >>> 2);
            out[o + 4] = (byte) (v1 >>> 10);
            out[o + 5] = (byte) (v1 >>> 18 | v2 << 4);
            out[o + 6] = (byte) (v2 >>> 4);
            out[o + 7] = (byte) (v2 >>> 12);
            out[o + 8] = (byte) (v2 >>> 20 | v3 << 2);
            out[o + 9] = (byte) (v3 >>> 6);
            out[o + 10] = (byte) (v3 >>> 14);
            out[o + 11] = (byte) (v4);
            out[o + 12] = (byte) (v4 >>> 8);
            out[o + 13] = (byte) (v4 >>> 16 | v5 << 6);
            out[o + 14] = (byte) (v5 >>> 2);
            out[o + 15] = (byte) (v5 >>> 10);
            out[o + 16] = (byte) (v5 >>> 18 | v6 << 4);
            out[o + 17] = (byte) (v6 >>> 4);
            out[o + 18] = (byte) (v6 >>> 12);
            out[o + 19] = (byte) (v6 >>> 20 | v7 << 2);
            out[o + 20] = (byte) (v7 >>> 6);
            out[o + 21] = (byte) (v7 >>> 14);
        }
    }

    private static void pack23(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 23) {
            final int v0 = in[p] & 0x7FFFFF;
            final int v1 = in[p + 1] & 0x7FFFFF;
            final int v2 = in[p + 2] & 0x7FFFFF;
            final int v3 = in[p + 3] & 0x7FFFFF;
            final int v4 = in[p + 4] & 0x7FFFFF;
            final int v5 = in[p + 5] & 0x7FFFFF;
            final int v6 = in[p + 6] & 0x7FFFFF;
            final int v7 = in[p + 7] & 0x7FFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16 | v1 << 7);
            out[o + 3] = (byte) (v1 >>> 1);
            out[o + 4] = (byte) (v1 >>> 9);
            out[o + 5] = (byte) (v1 >>> 17 | v2 << 6);
            out[o + 6] = (byte) (v2 >>> 2);
            out[o + 7] = (byte) (v2 >>> 10);
            out[o + 8] = (byte) (v2 >>> 18 | v3 << 5);
            out[o + 9] = (byte) (v3 >>> 3);
            out[o + 10] = (byte) (v3 >>> 11);
            out[o + 11] = (byte) (v3 >>> 19 | v4 << 4);
            out[o + 12] = (byte) (v4 >>> 4);
            out[o + 13] = (byte) (v4 >>> 12);
            out[o + 14] = (byte) (v4 >>> 20 | v5 << 3);
            out[o + 15] = (byte) (v5 >>> 5);
            out[o + 16] = (byte) (v5 >>> 13);
            out[o + 17] = (byte) (v5 >>> 21 | v6 << 2);
            out[o + 18] = (byte) (v6 >>> 6);
            out[o + 19] = (byte) (v6 >>> 14);
            out[o + 20] = (byte) (v6 >>> 22 | v7 << 1);
            out[o + 21] = (byte) (v7 >>> 7);
            out[o + 22] = (byte) (v7 >>> 15);
        }
    }

    private static void pack24(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 24) {
            final int v0 = in[p] & 0xFFFFFF;
            final int v1 = in[p + 1] & 0xFFFFFF;
            final int v2 = in[p + 2] & 0xFFFFFF;
            final int v3 = in[p + 3] & 0xFFFFFF;
            final int v4 = in[p + 4] & 0xFFFFFF;
            final int v5 = in[p + 5] & 0xFFFFFF;
            final int v6 = in[p + 6] & 0xFFFFFF;
            final int v7 = in[p + 7] & 0xFFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v1);
            out[o + 4] = (byte) (v1 >>> 8);
            out[o + 5] = (byte) (v1 >>> 16);
            out[o + 6] = (byte) (v2);
            out[o + 7] = (byte) (v2 >>> 8);
            out[o + 8] = (byte) (v2 >>> 16);
            out[o + 9] = (byte) (v3);
            out[o + 10] = (byte) (v3 >>> 8);
            out[o + 11] = (byte) (v3 >>> 16);
            out[o + 12] = (byte) (v4);
            out[o + 13] = (byte) (v4 >>> 8);
            out[o + 14] = (byte) (v4 >>> 16);
            out[o + 15] = (byte) (v5);
            out[o + 16] = (byte) (v5 >>> 8);
            out[o + 17] = (byte) (v5 >>> 16);
            out[o + 18] = (byte) (v6);
            out[o + 19] = (byte) (v6 >>> 8);
            out[o + 20] = (byte) (v6 >>> 16);
            out[o + 21] = (byte) (v7);
            out[o + 22] = (byte) (v7 >>> 8);
            out[o + 23] = (byte) (v7 >>> 16);
        }
    }

    private static void pack25(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 25) {
            final int v0 = in[p] & 0x1FFFFFF;
            final int v1 = in[p + 1] & 0x1FFFFFF;
            final int v2 = in[p + 2] & 0x1FFFFFF;
            final int v3 = in[p + 3] & 0x1FFFFFF;
            final int v4 = in[p + 4] & 0x1FFFFFF;
            final int v5 = in[p + 5] & 0x1FFFFFF;
            final int v6 = in[p + 6] & 0x1FFFFFF;
            final int v7 = in[p + 7] & 0x1FFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 1);
            out[o + 4] = (byte) (v1 >>> 7);
            out[o + 5] = (byte) (v1 >>> 15);
            out[o + 6] = (byte) (v1 >>> 23 | v2 << 2);
            out[o + 7] = (byte) (v2 >>> 6);
            out[o + 8] = (byte) (v2 >>> 14);
            out[o + 9] = (byte) (v2 >>> 22 | v3 << 3);
            out[o + 10] = (byte) (v3 >>> 5);
            out[o + 11] = (byte) (v3 >>> 13);
            out[o + 12] = (byte) (v3 >>> 21 | v4 << 4);
            out[o + 13] = (byte) (v4 >>> 4);
            out[o + 14] = (byte) (v4 >>> 12);
            out[o + 15] = (byte) (v4 >>> 20 | v5 << 5);
            out[o + 16] = (byte) (v5 >>> 3);
            out[o + 17] = (byte) (v5 >>> 11);
            out[o + 18] = (byte) (v5 >>> 19 | v6 << 6);
            out[o + 19] = (byte) (v6 >>> 2);
            out[o + 20] = (byte) (v6 >>> 10);
            out[o + 21] = (byte) (v6 >>> 18 | v7 << 7);
            out[o + 22] = (byte) (v7 >>> 1);
            out[o + 23] = (byte) (v7 >>> 9);
            out[o + 24] = (byte) (v7 >>> 17);
        }
    }

    private static void pack26(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 26) {
            final int v0 = in[p] & 0x3FFFFFF;
            final int v1 = in[p + 1] & 0x3FFFFFF;
            final int v2 = in[p + 2] & 0x3FFFFFF;
            final int v3 = in[p + 3] & 0x3FFFFFF;
            final int v4 = in[p + 4] & 0x3FFFFFF;
            final int v5 = in[p + 5] & 0x3FFFFFF;
            final int v6 = in[p + 6] & 0x3FFFFFF;
            final int v7 = in[p + 7] & 0x3FFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 2);
            out[o + 4] = (byte) (v1 >>> 6);
            out[o + 5] = (byte) (v1 >>> 14);
            out[o + 6] = (byte) (v1 >>> 22 | v2 << 4);
            out[o + 7] = (byte) (v2 >>> 4);
            out[o + 8] = (byte) (v2 >>> 12);
            out[o + 9] = (byte) (v2 >>> 20 | v3 << 6);
            out[o + 10] = (byte) (v3 >>> 2);
            out[o + 11] = (byte) (v3 >>> 10);
            out[o + 12] = (byte) (v3 >>> 18);
            out[o + 13] = (byte) (v4);
            out[o + 14] = (byte) (v4 >>> 8);
            out[o + 15] = (byte) (v4 >>> 16);
            out[o + 16] = (byte) (v4 >>> 24 | v5 << 2);
            out[o + 17] = (byte) (v5 >>> 6);
            out[o + 18] = (byte) (v5 >>> 14);
            out[o + 19] = (byte) (v5 >>> 22 | v6 << 4);
            out[o + 20] = (byte) (v6 >>> 4);
            out[o + 21] = (byte) (v6 >>> 12);
            out[o + 22] = (byte) (v6 >>> 20 | v7 << 6);
            out[o + 23] = (byte) (v7 >>> 2);
            out[o + 24] = (byte) (v7 >>> 10);
            out[o + 25] = (byte) (v7 >>> 18);
        }
    }

    private static void pack27(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 27) {
            final int v0 = in[p] & 0x7FFFFFF;
            final int v1 = in[p + 1] & 0x7FFFFFF;
            final int v2 = in[p + 2] & 0x7FFFFFF;
            final int v3 = in[p + 3] & 0x7FFFFFF;
            final int v4 = in[p + 4] & 0x7FFFFFF;
            final int v5 = in[p + 5] & 0x7FFFFFF;
            final int v6 = in[p + 6] & 0x7FFFFFF;
            final int v7 = in[p + 7] & 0x7FFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 3);
            out[o + 4] = (byte) (v1 >>> 5);
            out[o + 5] = (byte) (v1 >>> 13);
            out[o + 6] = (byte) (v1 >>> 21 | v2 << 6);
            out[o + 7] = (byte) (v2 >>> 2);
            out[o + 8] = (byte) (v2 >>> 10);
            out[o + 9] = (byte) (v2 >>> 18);
            out[o + 10] = (byte) (v2 >>> 26 | v3 << 1);
            out[o + 11] = (byte) (v3 >>> 7);
            out[o + 12] = (byte) (v3 >>> 15);
            out[o + 13] = (byte) (v3 >>> 23 | v4 << 4);
            out[o + 14] = (byte) (v4 >>> 4);
            out[o + 15] = (byte) (v4 >>> 12);
            out[o + 16] = (byte) (v4 >>> 20 | v5 << 7);
            out[o + 17] = (byte) (v5 >>> 1);
            out[o + 18] = (byte) (v5 >>> 9);
            out[o + 19] = (byte) (v5 >>> 17);
            out[o + 20] = (byte) (v5 >>> 25 | v6 << 2);
            out[o + 21] = (byte) (v6 >>> 6);
            out[o + 22] = (byte) (v6 >>> 14);
            out[o + 23] = (byte) (v6 >>> 22 | v7 << 5);
            out[o + 24] = (byte) (v7 >>> 3);
            out[o + 25] = (byte) (v7 >>> 11);
            out[o + 26] = (byte) (v7 >>> 19);
        }
    }

    private static void pack28(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 28) {
            final int v0 = in[p] & 0xFFFFFFF;
            final int v1 = in[p + 1] & 0xFFFFFFF;
            final int v2 = in[p + 2] & 0xFFFFFFF;
            final int v3 = in[p + 3] & 0xFFFFFFF;
            final int v4 = in[p + 4] & 0xFFFFFFF;
            final int v5 = in[p + 5] & 0xFFFFFFF;
            final int v6 = in[p + 6] & 0xFFFFFFF;
            final int v7 = in[p + 7] & 0xFFFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 4);
            out[o + 4] = (byte) (v1 >>> 4);
            out[o + 5] = (byte) (v1 >>> 12);
            out[o + 6] = (byte) (v1 >>> 20);
            out[o + 7] = (byte) (v2);
            out[o + 8] = (byte) (v2 >>> 8);
            out[o + 9] = (byte) (v2 >>> 16);
            out[o + 10] = (byte) (v2 >>> 24 | v3 << 4);
            out[o + 11] = (byte) (v3 >>> 4);
            out[o + 12] = (byte) (v3 >>> 12);
            out[o + 13] = (byte) (v3 >>> 20);
            out[o + 14] = (byte) (v4);
            out[o + 15] = (byte) (v4 >>> 8);
            out[o + 16] = (byte) (v4 >>> 16);
            out[o + 17] = (byte) (v4 >>> 24 | v5 << 4);
            out[o + 18] = (byte) (v5 >>> 4);
            out[o + 19] = (byte) (v5 >>> 12);
            out[o + 20] = (byte) (v5 >>> 20);
            out[o + 21] = (byte) (v6);
            out[o + 22] = (byte) (v6 >>> 8);
            out[o + 23] = (byte) (v6 >>> 16);
            out[o + 24] = (byte) (v6 >>> 24 | v7 << 4);
            out[o + 25] = (byte) (v7 >>> 4);
            out[o + 26] = (byte) (v7 >>> 12);
            out[o + 27] = (byte) (v7 >>> 20);
        }
    }

    private static void pack29(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 29) {
            final int v0 = in[p] & 0x1FFFFFFF;
            final int v1 = in[p + 1] & 0x1FFFFFFF;
            final int v2 = in[p + 2] & 0x1FFFFFFF;
            final int v3 = in[p + 3] & 0x1FFFFFFF;
            final int v4 = in[p + 4] & 0x1FFFFFFF;
            final int v5 = in[p + 5] & 0x1FFFFFFF;
            final int v6 = in[p + 6] & 0x1FFFFFFF;
            final int v7 = in[p + 7] & 0x1FFFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 5);
            out[o + 4] = (byte) (v1 >>> 3);
            out[o + 5] = (byte) (v1 >>> 11);
            out[o + 6] = (byte) (v1 >>> 19);
            out[o + 7] = (byte) (v1 >>> 27 | v2 << 2);
            out[o + 8] = (byte) (v2 >>> 6);
            out[o + 9] = (byte) (v2 >>> 14);
            out[o + 10] = (byte) (v2 >>> 22 | v3 << 7);
            out[o + 11] = (byte) (v3 >>> 1);
            out[o + 12] = (byte) (v3 >>> 9);
            out[o + 13] = (byte) (v3 >>> 17);
            out[o + 14] = (byte) (v3 >>> 25 | v4 << 4);
            out[o + 15] = (byte) (v4 >>> 4);
            out[o + 16] = (byte) (v4 >>> 12);
            out[o + 17] = (byte) (v4 >>> 20);
            out[o + 18] = (byte) (v4 >>> 28 | v5 << 1);
            out[o + 19] = (byte) (v5 >>> 7);
            out[o + 20] = (byte) (v5 >>> 15);
            out[o + 21] = (byte) (v5 >>> 23 | v6 << 6);
            out[o + 22] = (byte) (v6 >>> 2);
            out[o + 23] = (byte) (v6 >>> 10);
            out[o + 24] = (byte) (v6 >>> 18);
            out[o + 25] = (byte) (v6 >>> 26 | v7 << 3);
            out[o + 26] = (byte) (v7 >>> 5);
            out[o + 27] = (byte) (v7 >>> 13);
            out[o + 28] = (byte) (v7 >>> 21);
        }
    }

    private static void pack30(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 30) {
            final int v0 = in[p] & 0x3FFFFFFF;
            final int v1 = in[p + 1] & 0x3FFFFFFF;
            final int v2 = in[p + 2] & 0x3FFFFFFF;
            final int v3 = in[p + 3] & 0x3FFFFFFF;
            final int v4 = in[p + 4] & 0x3FFFFFFF;
            final int v5 = in[p + 5] & 0x3FFFFFFF;
            final int v6 = in[p + 6] & 0x3FFFFFFF;
            final int v7 = in[p + 7] & 0x3FFFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 6);
            out[o + 4] = (byte) (v1 >>> 2);
            out[o + 5] = (byte) (v1 >>> 10);
            out[o + 6] = (byte) (v1 >>> 18);
            out[o + 7] = (byte) (v1 >>> 26 | v2 << 4);
            out[o + 8] = (byte) (v2 >>> 4);
            out[o + 9] = (byte) (v2 >>> 12);
            out[o + 10] = (byte) (v2 >>> 20);
            out[o + 11] = (byte) (v2 >>> 28 | v3 << 2);
            out[o + 12] = (byte) (v3 >>> 6);
            out[o + 13] = (byte) (v3 >>> 14);
            out[o + 14] = (byte) (v3 >>> 22);
            out[o + 15] = (byte) (v4);
            out[o + 16] = (byte) (v4 >>> 8);
            out[o + 17] = (byte) (v4 >>> 16);
            out[o + 18] = (byte) (v4 >>> 24 | v5 << 6);
            out[o + 19] = (byte) (v5 >>> 2);
            out[o + 20] = (byte) (v5 >>> 10);
            out[o + 21] = (byte) (v5 >>> 18);
            out[o + 22] = (byte) (v5 >>> 26 | v6 << 4);
            out[o + 23] = (byte) (v6 >>> 4);
            out[o + 24] = (byte) (v6 >>> 12);
            out[o + 25] = (byte) (v6 >>> 20);
            out[o + 26] = (byte) (v6 >>> 28 | v7 << 2);
            out[o + 27] = (byte) (v7 >>> 6);
            out[o + 28] = (byte) (v7 >>> 14);
            out[o + 29] = (byte) (v7 >>> 22);
        }
    }

    private static void pack31(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 31) {
            final int v0 = in[p] & 0x7FFFFFFF;
            final int v1 = in[p + 1] & 0x7FFFFFFF;
            final int v2 = in[p + 2] & 0x7FFFFFFF;
            final int v3 = in[p + 3] & 0x7FFFFFFF;
            final int v4 = in[p + 4] & 0x7FFFFFFF;
            final int v5 = in[p + 5] & 0x7FFFFFFF;
            final int v6 = in[p + 6] & 0x7FFFFFFF;
            final int v7 = in[p + 7] & 0x7FFFFFFF;
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24 | v1 << 7);
            out[o + 4] = (byte) (v1 >>> 1);
            out[o + 5] = (byte) (v1 >>> 9);
            out[o + 6] = (byte) (v1 >>> 17);
            out[o + 7] = (byte) (v1 >>> 25 | v2 << 6);
            out[o + 8] = (byte) (v2 >>> 2);
            out[o + 9] = (byte) (v2 >>> 10);
            out[o + 10] = (byte) (v2 >>> 18);
            out[o + 11] = (byte) (v2 >>> 26 | v3 << 5);
            out[o + 12] = (byte) (v3 >>> 3);
            out[o + 13] = (byte) (v3 >>> 11);
            out[o + 14] = (byte) (v3 >>> 19);
            out[o + 15] = (byte) (v3 >>> 27 | v4 << 4);
            out[o + 16] = (byte) (v4 >>> 4);
            out[o + 17] = (byte) (v4 >>> 12);
            out[o + 18] = (byte) (v4 >>> 20);
            out[o + 19] = (byte) (v4 >>> 28 | v5 << 3);
            out[o + 20] = (byte) (v5 >>> 5);
            out[o + 21] = (byte) (v5 >>> 13);
            out[o + 22] = (byte) (v5 >>> 21);
            out[o + 23] = (byte) (v5 >>> 29 | v6 << 2);
            out[o + 24] = (byte) (v6 >>> 6);
            out[o + 25] = (byte) (v6 >>> 14);
            out[o + 26] = (byte) (v6 >>> 22);
            out[o + 27] = (byte) (v6 >>> 30 | v7 << 1);
            out[o + 28] = (byte) (v7 >>> 7);
            out[o + 29] = (byte) (v7 >>> 15);
            out[o + 30] = (byte) (v7 >>> 23);
        }
    }

    private static void pack32(int[] in, int p, byte[] out, int o, int groups) {
        for (int g = 0; g < groups; g++, p += 8, o += 32) {
            final int v0 = in[p];
            final int v1 = in[p + 1];
            final int v2 = in[p + 2];
            final int v3 = in[p + 3];
            final int v4 = in[p + 4];
            final int v5 = in[p + 5];
            final int v6 = in[p + 6];
            final int v7 = in[p + 7];
            out[o] = (byte) (v0);
            out[o + 1] = (byte) (v0 >>> 8);
            out[o + 2] = (byte) (v0 >>> 16);
            out[o + 3] = (byte) (v0 >>> 24);
            out[o + 4] = (byte) (v1);
            out[o + 5] = (byte) (v1 >>> 8);
            out[o + 6] = (byte) (v1 >>> 16);
            out[o + 7] = (byte) (v1 >>> 24);
            out[o + 8] = (byte) (v2);
            out[o + 9] = (byte) (v2 >>> 8);
            out[o + 10] = (byte) (v2 >>> 16);
            out[o + 11] = (byte) (v2 >>> 24);
            out[o + 12] = (byte) (v3);
            out[o + 13] = (byte) (v3 >>> 8);
            out[o + 14] = (byte) (v3 >>> 16);
            out[o + 15] = (byte) (v3 >>> 24);
            out[o + 16] = (byte) (v4);
            out[o + 17] = (byte) (v4 >>> 8);
            out[o + 18] = (byte) (v4 >>> 16);
            out[o + 19] = (byte) (v4 >>> 24);
            out[o + 20] = (byte) (v5);
            out[o + 21] = (byte) (v5 >>> 8);
            out[o + 22] = (byte) (v5 >>> 16);
            out[o + 23] = (byte) (v5 >>> 24);
            out[o + 24] = (byte) (v6);
            out[o + 25] = (byte) (v6 >>> 8);
            out[o + 26] = (byte) (v6 >>> 16);
            out[o + 27] = (byte) (v6 >>> 24);
            out[o + 28] = (byte) (v7);
            out[o + 29] = (byte) (v7 >>> 8);
            out[o + 30] = (byte) (v7 >>> 16);
            out[o + 31] = (byte) (v7 >>> 24);
        }
    }
}
