package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Decoding levels straight into bytes ({@link RleBitPackedHybridDecoder#readBytes},
 * {@link BitPackedLevelsDecoder#readBytes}, {@link BitPacking#unpackBytes},
 * {@link LevelUnpacking}) against the int decoding of the same input, on random input at every
 * bit width a level can have.
 */
class LevelBytesDecodingTest {

    private static int[] widen(byte[] b, int from, int to) {
        int[] out = new int[to - from];
        for (int i = from; i < to; i++) {
            out[i - from] = b[i];
        }
        return out;
    }

    @ParameterizedTest(name = "w={0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void unpackEqualsIntUnpackingUpToTheArraysEnd(int w) {
        Random rnd = new Random(17 + w);
        for (int trial = 0; trial < 300; trial++) {
            byte[] in = new byte[1 + rnd.nextInt(80)];
            rnd.nextBytes(in);
            int maxGroups = w == 0 ? 10 : in.length / w;
            int groups = rnd.nextInt(maxGroups + 1);
            // start anywhere, often so that the last groups end exactly at the array's end
            int inPos = rnd.nextBoolean() ? in.length - groups * w : rnd.nextInt(in.length - groups * w + 1);
            int outPos = rnd.nextInt(5);
            int[] expected = new int[groups * 8];
            BitPacking.unpack(in, inPos, expected, 0, groups, w);
            byte[] got = new byte[outPos + groups * 8 + 3];
            Arrays.fill(got, (byte) -1);
            BitPacking.unpackBytes(in, inPos, got, outPos, groups, w);
            assertArrayEquals(expected, widen(got, outPos, outPos + groups * 8), "w=" + w + " trial " + trial);
            assertEquals(-1, got[outPos + groups * 8], "wrote past the groups");
            if (outPos > 0) {
                assertEquals(-1, got[outPos - 1], "wrote before the groups");
            }
        }
    }

    @ParameterizedTest(name = "w={0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void msbFirstUnpackEqualsIntUnpackingAtEveryBitOffset(int w) {
        Random rnd = new Random(31 + w);
        for (int trial = 0; trial < 300; trial++) {
            byte[] in = new byte[1 + rnd.nextInt(40)];
            rnd.nextBytes(in);
            int bitOffset = rnd.nextInt(8);
            int inPos = rnd.nextInt(in.length);
            long bits = (long) (in.length - inPos) * 8 - bitOffset;
            int maxCount = w == 0 ? 50 : (int) (bits / w);
            // often every value that fits, so the last one may end in the array's last byte
            int count = rnd.nextBoolean() ? maxCount : rnd.nextInt(maxCount + 1);
            int[] expected = new int[count];
            BitPacking.unpackMsbFirst(in, inPos, bitOffset, expected, 0, count, w);
            byte[] got = new byte[count + 1];
            LevelUnpacking.unpackMsbFirst(in, inPos, bitOffset, got, 1, count, w);
            assertArrayEquals(expected, widen(got, 1, count + 1), "w=" + w + " trial " + trial);
        }
    }

    /**
     * A random hybrid stream at width {@code w}: RLE runs of 1..300 values and bit-packed runs of
     * 1..70 groups, in random order, with random content.
     */
    private static byte[] randomRuns(Random rnd, int w, int runs) {
        BytesBuilder out = new BytesBuilder();
        for (int r = 0; r < runs; r++) {
            if (rnd.nextBoolean()) {
                int count = 1 + rnd.nextInt(300);
                writeVarInt(out, count << 1);
                int value = w == 0 ? 0 : rnd.nextInt(1 << w);
                if (w > 0) {
                    out.writeByte(value);
                }
            } else {
                int groups = 1 + rnd.nextInt(70);
                writeVarInt(out, groups << 1 | 1);
                byte[] packed = new byte[groups * w];
                rnd.nextBytes(packed);
                out.writeBytes(packed);
            }
        }
        return out.toByteArray();
    }

    private static void writeVarInt(BytesBuilder out, int v) {
        while ((v & ~0x7F) != 0) {
            out.writeByte((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte(v);
    }

    /**
     * Reads {@code count} values from {@code data[off, +len)} in batches of random sizes (seeded
     * by {@code seed}), with random skips between them, as ints or as bytes; returns the values
     * read (skipped ones as -1) and, when decoding failed, the error's class and message.
     */
    private static String outcome(int w, byte[] data, int off, int len, int count, long seed, boolean asBytes) {
        Random rnd = new Random(seed);
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(w);
        int[] values = new int[count];
        Arrays.fill(values, -1);
        int i = 0;
        try {
            dec.init(data, off, len, count);
            while (i < count) {
                int k = Math.min(count - i, 1 + rnd.nextInt(rnd.nextBoolean() ? 9 : 400));
                if (rnd.nextInt(4) == 0) {
                    dec.skip(k);
                } else if (asBytes) {
                    byte[] b = new byte[k + 2];
                    dec.readBytes(b, 2, k);
                    System.arraycopy(widen(b, 2, k + 2), 0, values, i, k);
                } else {
                    dec.readInts(values, i, k);
                }
                i += k;
            }
            return Arrays.toString(values);
        } catch (RuntimeException e) {
            return "after " + i + ": " + e.getClass().getSimpleName() + ": " + e.getMessage() + " "
                    + Arrays.toString(Arrays.copyOf(values, i));
        }
    }

    @ParameterizedTest(name = "w={0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void readBytesEqualsReadIntsOnRandomRunsAndBatches(int w) {
        Random rnd = new Random(101 + w);
        for (int trial = 0; trial < 200; trial++) {
            byte[] data = randomRuns(rnd, w, 1 + rnd.nextInt(12));
            int off = rnd.nextInt(3);
            byte[] buf = new byte[off + data.length + rnd.nextInt(3)];
            System.arraycopy(data, 0, buf, off, data.length);
            int total = count(w, data);
            // every value, or fewer: the last run then crosses the requested count
            int count = rnd.nextBoolean() ? total : rnd.nextInt(total + 1);
            long seed = rnd.nextLong();
            String ints = outcome(w, buf, off, data.length, count, seed, false);
            assertTrue(ints.startsWith("["), () -> "valid data failed: " + ints);
            assertEquals(ints, outcome(w, buf, off, data.length, count, seed, true), "w=" + w + " trial " + trial);
        }
    }

    /** Values a hybrid stream holds (its runs' lengths). */
    private static int count(int w, byte[] data) {
        int n = 0;
        int p = 0;
        while (p < data.length) {
            int header = 0;
            int shift = 0;
            int b;
            do {
                b = data[p++] & 0xFF;
                header |= (b & 0x7F) << shift;
                shift += 7;
            } while (b >= 0x80);
            if ((header & 1) == 0) {
                n += header >>> 1;
                p += (w + 7) / 8;
            } else {
                n += (header >>> 1) * 8;
                p += (header >>> 1) * w;
            }
        }
        return n;
    }

    @ParameterizedTest(name = "w={0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    void corruptInputFailsTheSameWayAsReadInts(int w) {
        Random rnd = new Random(211 + w);
        int failures = 0;
        for (int trial = 0; trial < 300; trial++) {
            byte[] data = randomRuns(rnd, w, 1 + rnd.nextInt(6));
            int total = count(w, data);
            switch (trial % 3) {
                case 0 -> data = Arrays.copyOf(data, rnd.nextInt(data.length)); // cut short
                case 1 -> data[rnd.nextInt(data.length)] = (byte) rnd.nextInt(256); // a byte changed
                default -> total += 1 + rnd.nextInt(20); // more values expected than there are
            }
            long seed = rnd.nextLong();
            String ints = outcome(w, data, 0, data.length, total, seed, false);
            assertEquals(ints, outcome(w, data, 0, data.length, total, seed, true), "w=" + w + " trial " + trial);
            if (!ints.startsWith("[")) {
                failures++;
            }
        }
        assertTrue(failures > 100, "only " + failures + " of 300 corrupt inputs failed");
    }

    @Test
    void rleValuesTooWideAreRejectedAsWhenReadingInts() {
        // width 3: an RLE run of 5 whose value 9 needs 4 bits
        byte[] data = {10, 9};
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(3);
        dec.init(data, 0, data.length, 5);
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readBytes(new byte[5], 0, 5));
        assertEquals("RLE run value 9 at offset 1 does not fit in bit width 3", e.getMessage());
    }

    @Test
    void runsLongerThanTheCountAreCutAtIt() {
        // width 2: an RLE run of 100 threes (header 200 as a varint), then a bit-packed run of 2
        // groups (3, 0, 1, 2, ...); only 103 values expected
        byte[] data = {(byte) 200, 1, 3, 5, (byte) 0b10_01_00_11, 0, 0, 0, 0, 0, 0, 0};
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(2);
        dec.init(data, 0, 5, 103); // the second group of the bit-packed run is cut off: not needed
        byte[] got = new byte[103];
        dec.readBytes(got, 0, 99);
        dec.readBytes(got, 99, 4);
        byte[] expected = new byte[103];
        Arrays.fill(expected, 0, 100, (byte) 3);
        expected[100] = 3;
        expected[101] = 0;
        expected[102] = 1;
        assertArrayEquals(expected, got);
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readBytes(new byte[1], 0, 1));
        assertEquals("cannot read 1 RLE/bit-packed values: only 0 of 103 remain", e.getMessage());
    }

    @Test
    void readBytesNeedsABitWidthOfAtMost7() {
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(8);
        dec.init(new byte[] {2, 1}, 0, 2, 1);
        assertThrows(IllegalStateException.class, () -> dec.readBytes(new byte[1], 0, 1));
        RleBitPackedHybridDecoder narrow = new RleBitPackedHybridDecoder(1);
        narrow.init(new byte[] {2, 1}, 0, 2, 1);
        assertThrows(IndexOutOfBoundsException.class, () -> narrow.readBytes(new byte[1], 1, 1));
    }

    @ParameterizedTest(name = "w={0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
    void bitPackedLevelsReadBytesEqualsReadInts(int w) {
        Random rnd = new Random(307 + w);
        for (int trial = 0; trial < 100; trial++) {
            int count = rnd.nextInt(500);
            byte[] data = new byte[(int) BitPacking.bytesFor(count, w)];
            rnd.nextBytes(data);
            BitPackedLevelsDecoder ints = new BitPackedLevelsDecoder(w);
            BitPackedLevelsDecoder bytes = new BitPackedLevelsDecoder(w);
            ints.init(data, 0, data.length, count);
            bytes.init(data, 0, data.length, count);
            for (int i = 0; i < count; ) {
                int k = Math.min(count - i, 1 + rnd.nextInt(20));
                if (rnd.nextInt(4) == 0) {
                    ints.skip(k);
                    bytes.skip(k);
                } else {
                    int[] expected = new int[k];
                    ints.readInts(expected, 0, k);
                    byte[] got = new byte[k];
                    bytes.readBytes(got, 0, k);
                    assertArrayEquals(expected, widen(got, 0, k), "w=" + w + " trial " + trial + " at " + i);
                }
                i += k;
            }
            ParquetException e = assertThrows(ParquetException.class, () -> bytes.readBytes(new byte[1], 0, 1));
            assertEquals("cannot read 1 BIT_PACKED levels: only 0 remain", e.getMessage());
        }
    }
}
