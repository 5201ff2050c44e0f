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

/** Where the hybrid encoder puts RLE runs, and that every choice decodes to the same values. */
class RleRunChoiceTest {

    static byte[] encode(RleBitPackedHybridEncoder enc, int[] values) {
        enc.writeInts(values, 0, values.length);
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    /** A value, then {@code repeats} copies of another, then a different value: 8 + repeats (+ padding). */
    static int[] groupThenRepeats(int repeats) {
        int[] v = new int[8 + repeats + 1];
        for (int i = 0; i < 8; i++) {
            v[i] = i & 1;
        }
        Arrays.fill(v, 8, 8 + repeats, 1);
        v[8 + repeats] = 0;
        return v;
    }

    @Test
    void smallestPayingRunPerWidth() {
        // RLE run: 1 header byte + value bytes + 1 header byte of the packed run resuming after it
        assertEquals(24, RleBitPackedHybridEncoder.smallestPayingRun(1)); // 24 bit-packed ones = 3 bytes
        assertEquals(12, RleBitPackedHybridEncoder.smallestPayingRun(2));
        for (int w = 3; w <= 32; w++) {
            assertEquals(8, RleBitPackedHybridEncoder.smallestPayingRun(w), "width " + w);
        }
        assertEquals(8, RleBitPackedHybridEncoder.smallestPayingRun(0));
    }

    @Test
    void bitWidthOneRepeatsBelow24StayBitPacked() {
        int[] packed = groupThenRepeats(23);
        byte[] a = encode(new RleBitPackedHybridEncoder(1), packed);
        // one bit-packed run of 4 groups (32 values): header + 4 bytes, the last holds the final 0
        assertArrayEquals(new byte[] {(byte) ((4 << 1) | 1), (byte) 0xAA, (byte) 0xFF, (byte) 0xFF, 0x7F}, a);
        assertArrayEquals(packed, RleBitPackedHybridTest.decode(1, a, packed.length, 7));

        int[] rle = groupThenRepeats(24);
        byte[] b = encode(new RleBitPackedHybridEncoder(1), rle);
        // group, RLE run of 24 ones, then the last 0 in a padded group
        assertArrayEquals(new byte[] {0x03, (byte) 0xAA, 24 << 1, 0x01, 0x03, 0x00}, b);
        assertArrayEquals(rle, RleBitPackedHybridTest.decode(1, b, rle.length, 3));
    }

    @Test
    void explicitMinimumRunIsHonouredAndEightStillWorks() {
        int[] v = groupThenRepeats(16);
        // minimum 8: group, RLE of 16, final group (the pre-change behaviour, parquet-java's too)
        byte[] eight = encode(new RleBitPackedHybridEncoder(1, 8), v);
        assertArrayEquals(new byte[] {0x03, (byte) 0xAA, 16 << 1, 0x01, 0x03, 0x00}, eight);
        // minimum 64: all bit-packed
        byte[] sixtyFour = encode(new RleBitPackedHybridEncoder(1, 64), v);
        assertArrayEquals(new byte[] {(byte) ((4 << 1) | 1), (byte) 0xAA, (byte) 0xFF, (byte) 0xFF, 0x00}, sixtyFour);
        assertArrayEquals(v, RleBitPackedHybridTest.decode(1, sixtyFour, v.length, 5));
        ParquetException e = assertThrows(ParquetException.class, () -> new RleBitPackedHybridEncoder(2, 7));
        assertTrue(e.getMessage().contains("7"), e.getMessage());
    }

    @Test
    void longBitPackedRepeatsStillSplitAt63Groups() {
        // 600 ones at minimum run 1000: 75 groups, one full run of 63 and one of 12
        int[] v = new int[600];
        Arrays.fill(v, 1);
        RleBitPackedHybridEncoder enc = new RleBitPackedHybridEncoder(1, 1000);
        for (int x : v) {
            enc.writeInt(x); // the pending-run path (placeRun), not the array scan
        }
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        byte[] data = out.toByteArray();
        assertEquals((byte) ((63 << 1) | 1), data[0]);
        assertEquals((byte) ((12 << 1) | 1), data[1 + 63]);
        assertEquals(1 + 63 + 1 + 12, data.length);
        assertArrayEquals(v, RleBitPackedHybridTest.decode(1, data, v.length, 100));
    }

    @Test
    void writeIntsWriteIntAndWriteRepeatedAgreeForEveryMinimumRun() {
        Random rnd = new Random(18);
        int[] minimums = {8, 9, 12, 24, 25, 64, 200};
        for (int trial = 0; trial < 2000; trial++) {
            int w = 1 + rnd.nextInt(trial % 3 == 0 ? 2 : 10);
            int min = minimums[trial % minimums.length];
            int n = rnd.nextInt(trial % 10 == 0 ? 4000 : 300);
            int[] values = new int[n];
            for (int i = 0; i < n; ) {
                int v = rnd.nextInt(1 << Math.min(w, 3));
                int run = switch (rnd.nextInt(4)) {
                    case 0 -> 1 + rnd.nextInt(300);
                    case 1 -> 6 + rnd.nextInt(30);
                    default -> 1;
                };
                for (int k = 0; k < run && i < n; k++) {
                    values[i++] = v;
                }
            }
            RleBitPackedHybridEncoder single = new RleBitPackedHybridEncoder(w, min);
            RleBitPackedHybridEncoder batch = new RleBitPackedHybridEncoder(w, min);
            RleBitPackedHybridEncoder repeated = new RleBitPackedHybridEncoder(w, min);
            for (int v : values) {
                single.writeInt(v);
            }
            for (int i = 0; i < n; ) {
                int k = Math.min(n - i, rnd.nextInt(3) == 0 ? rnd.nextInt(700) : rnd.nextInt(40));
                batch.writeInts(values, i, k);
                i += k;
            }
            for (int i = 0; i < n; ) {
                int e = i;
                while (e < n && values[e] == values[i]) {
                    e++;
                }
                repeated.writeRepeated(values[i], e - i);
                i = e;
            }
            byte[] x = flush(single);
            String at = "trial " + trial + " width " + w + " min " + min + " n " + n;
            assertArrayEquals(x, flush(batch), at);
            assertArrayEquals(x, flush(repeated), at);
            assertArrayEquals(values, RleBitPackedHybridTest.decode(w, x, n, 1 + rnd.nextInt(100)), at);
            assertNoRleRunShorterThan(x, w, min, at);
        }
    }

    static byte[] flush(RleBitPackedHybridEncoder enc) {
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    /** Walks the runs: every RLE run holds at least {@code min} values. */
    static void assertNoRleRunShorterThan(byte[] data, int w, int min, String at) {
        int pos = 0;
        while (pos < data.length) {
            long h = 0;
            int shift = 0;
            int b;
            do {
                b = data[pos++] & 0xFF;
                h |= (long) (b & 0x7F) << shift;
                shift += 7;
            } while (b >= 0x80);
            if ((h & 1) == 0) {
                assertTrue((h >>> 1) >= min, at + ": RLE run of " + (h >>> 1));
                pos += (w + 7) >>> 3;
            } else {
                pos += (int) (h >>> 1) * w;
            }
        }
        assertEquals(data.length, pos, at);
    }

    @Test
    void compressedLevelsBitPackRepeatsUpTo63AtSmallWidths() {
        int[] levels = groupThenRepeats(40);
        BytesBuilder plain = new BytesBuilder();
        LevelsEncoder uncompressed = new LevelsEncoder(1, false);
        LevelsTest.writeAll(uncompressed, levels);
        uncompressed.flushV2(plain);
        BytesBuilder forCodec = new BytesBuilder();
        LevelsEncoder compressed = new LevelsEncoder(1, true);
        LevelsTest.writeAll(compressed, levels);
        compressed.flushV2(forCodec);
        // uncompressed: group, RLE of 40, last group; for a codec: 7 bit-packed groups (49 values padded)
        assertArrayEquals(new byte[] {0x03, (byte) 0xAA, 40 << 1, 0x01, 0x03, 0x00}, plain.toByteArray());
        byte[] packed = forCodec.toByteArray();
        assertEquals((7 << 1) | 1, packed[0]);
        assertEquals(8, packed.length);
        assertArrayEquals(levels, RleBitPackedHybridTest.decode(1, packed, levels.length, 9));
        // a run of 64 is an RLE run again
        int[] long64 = groupThenRepeats(64);
        LevelsEncoder again = new LevelsEncoder(1, true);
        LevelsTest.writeAll(again, long64);
        BytesBuilder out = new BytesBuilder();
        again.flushV2(out);
        assertArrayEquals(new byte[] {0x03, (byte) 0xAA, (byte) 0x80, 0x01, 0x01, 0x03, 0x00}, out.toByteArray());
    }
}
