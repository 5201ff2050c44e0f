package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class BitPackingTest {

    static IntStream widths32() {
        return IntStream.rangeClosed(0, 32);
    }

    static IntStream widths64() {
        return IntStream.rangeClosed(0, 64);
    }

    /** Bit-by-bit LSB-first reference packing, straight from the spec's description. */
    static byte[] referencePackLsb(long[] values, int bitWidth) {
        byte[] out = new byte[(int) BitPacking.bytesFor(values.length, bitWidth)];
        long bit = 0;
        for (long v : values) {
            for (int b = 0; b < bitWidth; b++, bit++) {
                if (((v >>> b) & 1) != 0) {
                    out[(int) (bit >>> 3)] |= (byte) (1 << (bit & 7));
                }
            }
        }
        return out;
    }

    /** Bit-by-bit MSB-first reference packing (deprecated BIT_PACKED). */
    static byte[] referencePackMsb(int[] values, int bitWidth) {
        byte[] out = new byte[(int) BitPacking.bytesFor(values.length, bitWidth)];
        long bit = 0;
        for (int v : values) {
            for (int b = bitWidth - 1; b >= 0; b--, bit++) {
                if (((v >>> b) & 1) != 0) {
                    out[(int) (bit >>> 3)] |= (byte) (0x80 >>> (bit & 7));
                }
            }
        }
        return out;
    }

    static int[] randomValues(int n, int bitWidth, long seed) {
        return EncodingTestTable.randomInts(n, seed, bitWidth);
    }

    @ParameterizedTest
    @MethodSource("widths32")
    void packMatchesReferenceAndUnpacksBack(int w) {
        int groups = 13;
        int[] values = randomValues(groups * 8, w, w * 31L);
        long[] asLongs = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            asLongs[i] = values[i] & 0xFFFFFFFFL;
        }
        byte[] expected = referencePackLsb(asLongs, w);
        // pack at an offset, surrounded by garbage, to catch writes outside the range
        byte[] packed = new byte[expected.length + 6];
        packed[0] = 0x55;
        packed[packed.length - 1] = 0x55;
        BitPacking.pack(values, 0, packed, 3, groups, w);
        byte[] inner = java.util.Arrays.copyOfRange(packed, 3, 3 + expected.length);
        assertArrayEquals(expected, inner, "width " + w);
        assertEquals(0x55, packed[0]);
        assertEquals(0x55, packed[packed.length - 1]);

        int[] back = new int[values.length + 2];
        back[back.length - 1] = 77;
        BitPacking.unpack(packed, 3, back, 1, groups, w);
        assertArrayEquals(values, java.util.Arrays.copyOfRange(back, 1, 1 + values.length), "width " + w);
        assertEquals(77, back[back.length - 1]);
    }

    @ParameterizedTest
    @MethodSource("widths32")
    void packIgnoresBitsAboveWidth(int w) {
        int[] values = new int[8];
        java.util.Arrays.fill(values, -1);
        byte[] packed = new byte[w];
        BitPacking.pack(values, 0, packed, 0, 1, w);
        int[] back = new int[8];
        BitPacking.unpack(packed, 0, back, 0, 1, w);
        int max = w == 32 ? -1 : (int) ((1L << w) - 1);
        for (int v : back) {
            assertEquals(max, v);
        }
    }

    @ParameterizedTest
    @MethodSource("widths32")
    void msbFirstMatchesReferenceAndRoundTrips(int w) {
        for (int n : EncodingTestTable.COUNTS) {
            int[] values = randomValues(n, w, 1000L + w + n);
            byte[] expected = referencePackMsb(values, w);
            byte[] packed = new byte[expected.length];
            assertEquals(expected.length, BitPacking.packMsbFirst(values, 0, n, packed, 0, w));
            assertArrayEquals(expected, packed, "width " + w + " n " + n);
            int[] back = new int[n];
            BitPacking.unpackMsbFirst(packed, 0, back, 0, n, w);
            assertArrayEquals(values, back, "width " + w + " n " + n);
        }
    }

    @ParameterizedTest
    @MethodSource("widths64")
    void longsMatchReferenceAndRoundTrip(int w) {
        Random r = new Random(w);
        for (int n : EncodingTestTable.COUNTS) {
            long[] values = EncodingTestTable.randomLongs(n, r.nextLong(), w);
            byte[] expected = referencePackLsb(values, w);
            byte[] packed = new byte[expected.length + 1];
            assertEquals(expected.length, BitPacking.packLongs(values, 0, n, packed, 1, w));
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(packed, 1, 1 + expected.length), "width " + w);
            long[] back = new long[n];
            BitPacking.unpackLongs(packed, 1, back, 0, n, w);
            assertArrayEquals(values, back, "width " + w + " n " + n);
        }
    }

    @Test
    void specExamples() {
        int[] oneToSeven = {0, 1, 2, 3, 4, 5, 6, 7};
        // Encodings.md, RLE section: 10001000 11000110 11111010
        byte[] lsb = new byte[3];
        BitPacking.pack(oneToSeven, 0, lsb, 0, 1, 3);
        assertArrayEquals(new byte[] {(byte) 0b10001000, (byte) 0b11000110, (byte) 0b11111010}, lsb);
        // Encodings.md, BIT_PACKED section: 00000101 00111001 01110111
        byte[] msb = new byte[3];
        BitPacking.packMsbFirst(oneToSeven, 0, 8, msb, 0, 3);
        assertArrayEquals(new byte[] {(byte) 0b00000101, (byte) 0b00111001, (byte) 0b01110111}, msb);
    }

    @Test
    void msbFirstResumesMidByte() {
        int[] values = randomValues(40, 3, 5);
        byte[] packed = new byte[15];
        BitPacking.packMsbFirst(values, 0, 40, packed, 0, 3);
        int[] back = new int[37];
        // value 1 starts at bit 3
        BitPacking.unpackMsbFirst(packed, 0, 3, back, 0, 37, 3);
        assertArrayEquals(java.util.Arrays.copyOfRange(values, 1, 38), back);
    }
}
