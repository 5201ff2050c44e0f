package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.IntCase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class RleBitPackedHybridTest {

    static List<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (int w = 0; w <= 32; w++) {
            for (IntCase c : EncodingTestTable.unsignedIntCases(w)) {
                out.add(Arguments.of(w, c));
            }
        }
        return out;
    }

    static byte[] encode(int w, int[] values) {
        RleBitPackedHybridEncoder enc = new RleBitPackedHybridEncoder(w);
        enc.writeInts(values, 0, values.length);
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    /** Decodes in batches of {@code batch} from a buffer placed at offset 5 of a larger array. */
    static int[] decode(int w, byte[] data, int count, int batch) {
        byte[] buf = new byte[data.length + 9];
        Arrays.fill(buf, (byte) 0xA5); // garbage around the data must not be read
        System.arraycopy(data, 0, buf, 5, data.length);
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(w);
        dec.init(buf, 5, data.length, count);
        int[] out = new int[count];
        for (int i = 0; i < count; ) {
            int k = Math.min(batch, count - i);
            dec.readInts(out, i, k);
            i += k;
        }
        assertEquals(0, dec.remaining());
        return out;
    }

    @ParameterizedTest(name = "[{index}] w={0} {1}")
    @MethodSource("cases")
    void roundTripsInEveryBatchSize(int w, IntCase c) {
        byte[] data = encode(w, c.values());
        for (int batch : EncodingTestTable.BATCH_SIZES) {
            assertArrayEquals(c.values(), decode(w, data, c.values().length, batch), c + " batch " + batch);
        }
    }

    @ParameterizedTest(name = "[{index}] w={0} {1}")
    @MethodSource("cases")
    void skipsThenReads(int w, IntCase c) {
        int[] v = c.values();
        byte[] data = encode(w, v);
        for (int skipFirst : new int[] {1, 3, 8, 9, 100}) {
            RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(w);
            dec.init(data, 0, data.length, v.length);
            int i = 0;
            // alternate skip(skipFirst) and read(5) across the whole input
            while (i < v.length) {
                int s = Math.min(skipFirst, v.length - i);
                dec.skip(s);
                i += s;
                int k = Math.min(5, v.length - i);
                int[] got = new int[k];
                dec.readInts(got, 0, k);
                assertArrayEquals(Arrays.copyOfRange(v, i, i + k), got, c + " at " + i);
                i += k;
            }
        }
    }

    @Test
    void longRepeatsBecomeOneRleRun() {
        int[] v = new int[100];
        Arrays.fill(v, 5);
        // header varint(100 << 1) = C8 01, then the value in one byte
        assertArrayEquals(new byte[] {(byte) 0xC8, 0x01, 0x05}, encode(3, v));
        // 32-bit values take 4 bytes, little-endian
        Arrays.fill(v, 0x01020304);
        assertArrayEquals(new byte[] {(byte) 0xC8, 0x01, 0x04, 0x03, 0x02, 0x01}, encode(32, v));
    }

    @Test
    void shortValuesAreBitPackedWithPaddedFinalGroup() {
        // 0..7 at width 3 then 1 more value: two groups, second one padded with zeros
        int[] v = {0, 1, 2, 3, 4, 5, 6, 7, 1};
        byte[] data = encode(3, v);
        assertArrayEquals(new byte[] {0x05, (byte) 0b10001000, (byte) 0b11000110, (byte) 0b11111010, 0x01, 0x00, 0x00}, data);
        assertArrayEquals(v, decode(3, data, 9, 4));
    }

    @Test
    void repeatTopsUpOpenGroupBeforeRle() {
        // 3 distinct values then 20 repeats: 5 repeats complete the group, 15 become an RLE run
        int[] v = new int[23];
        v[0] = 1;
        v[1] = 2;
        v[2] = 3;
        Arrays.fill(v, 3, 23, 7);
        byte[] data = encode(4, v);
        assertEquals(0x03, data[0]); // one bit-packed group
        assertEquals(15 << 1, data[1 + 4]); // RLE run of 15
        assertEquals(7, data[1 + 4 + 1]);
        assertEquals(7, data.length);
        assertArrayEquals(v, decode(4, data, v.length, 7));
    }

    @Test
    void bitPackedRunsSplitAt63Groups() {
        int[] v = EncodingTestTable.randomInts(8 * 100, 3, 2);
        for (int i = 0; i < v.length; i++) {
            v[i] = i % 4; // never 8 repeats
        }
        byte[] data = encode(2, v);
        assertEquals((byte) ((63 << 1) | 1), data[0]);
        assertEquals((byte) ((37 << 1) | 1), data[1 + 63 * 2]);
        assertArrayEquals(v, decode(2, data, v.length, 1000));
    }

    @Test
    void bitWidthZeroIsAllZerosWhateverTheData() {
        int[] v = new int[33];
        byte[] data = encode(0, v);
        assertArrayEquals(new byte[] {66}, data); // RLE run of 33, no value bytes
        assertArrayEquals(v, decode(0, data, 33, 3));
        // a decoder of width 0 does not need data at all
        assertArrayEquals(new int[10], decode(0, new byte[0], 10, 10));
    }

    @Test
    void encoderRejectsValuesWiderThanBitWidth() {
        RleBitPackedHybridEncoder enc = new RleBitPackedHybridEncoder(3);
        assertThrows(ParquetException.class, () -> enc.writeInt(8));
        assertThrows(ParquetException.class, () -> enc.writeInt(-1));
        assertThrows(ParquetException.class, () -> new RleBitPackedHybridEncoder(0).writeInt(1));
    }

    @Test
    void writeRepeatedEqualsWriteIntLoop() {
        RleBitPackedHybridEncoder a = new RleBitPackedHybridEncoder(5);
        RleBitPackedHybridEncoder b = new RleBitPackedHybridEncoder(5);
        int[][] runs = {{1, 3}, {2, 20}, {2, 5}, {3, 1}, {4, 9}};
        for (int[] r : runs) {
            a.writeRepeated(r[0], r[1]);
            for (int i = 0; i < r[1]; i++) {
                b.writeInt(r[0]);
            }
        }
        BytesBuilder x = new BytesBuilder();
        BytesBuilder y = new BytesBuilder();
        a.flushTo(x);
        b.flushTo(y);
        assertArrayEquals(y.toByteArray(), x.toByteArray());
    }

    /**
     * Batch writes (in arbitrary slices, mixed with single writes) give exactly the bytes of one
     * writeInt per value, on random data with runs of every length around the 8-value threshold.
     */
    @Test
    void writeIntsEqualsWriteIntLoopOnRandomRunsAndSlices() {
        java.util.Random rnd = new java.util.Random(42);
        for (int trial = 0; trial < 3000; trial++) {
            int w = 1 + rnd.nextInt(12);
            int n = rnd.nextInt(trial % 10 == 0 ? 5000 : 200);
            int[] values = new int[n];
            for (int i = 0; i < n; ) {
                int v = rnd.nextInt(1 << Math.min(w, 4));
                int run = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(20) : 1;
                for (int k = 0; k < run && i < n; k++) {
                    values[i++] = v;
                }
            }
            RleBitPackedHybridEncoder single = new RleBitPackedHybridEncoder(w);
            RleBitPackedHybridEncoder batch = new RleBitPackedHybridEncoder(w);
            for (int v : values) {
                single.writeInt(v);
            }
            for (int i = 0; i < n; ) {
                if (rnd.nextInt(5) == 0) {
                    batch.writeInt(values[i++]);
                    continue;
                }
                int k = Math.min(n - i, rnd.nextInt(3) == 0 ? rnd.nextInt(700) : rnd.nextInt(20));
                batch.writeInts(values, i, k);
                i += k;
            }
            BytesBuilder x = new BytesBuilder();
            BytesBuilder y = new BytesBuilder();
            single.flushTo(x);
            batch.flushTo(y);
            assertArrayEquals(x.toByteArray(), y.toByteArray(), "trial " + trial + " width " + w + " n " + n);
            assertArrayEquals(values, decode(w, y.toByteArray(), n, 64), "trial " + trial);
        }
    }

    @Test
    void writeIntsRejectsWideValueAndAddsNothing() {
        RleBitPackedHybridEncoder enc = new RleBitPackedHybridEncoder(3);
        enc.writeInts(new int[] {1, 2}, 0, 2);
        ParquetException e = assertThrows(ParquetException.class, () -> enc.writeInts(new int[] {1, 9, 2}, 0, 3));
        assertTrue(e.getMessage().contains("value 9"), e.getMessage());
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        assertArrayEquals(new int[] {1, 2}, decode(3, out.toByteArray(), 2, 8));
    }

    @Test
    void encoderIsReusableAfterFlushAndEstimatesSize() {
        RleBitPackedHybridEncoder enc = new RleBitPackedHybridEncoder(7);
        int[] v = EncodingTestTable.randomInts(1000, 9, 7);
        for (int round = 0; round < 3; round++) {
            enc.writeInts(v, 0, v.length);
            long est = enc.estimatedSize();
            BytesBuilder out = new BytesBuilder();
            enc.flushTo(out);
            assertTrue(Math.abs(est - out.size()) <= 16, "estimate " + est + " vs " + out.size());
            assertArrayEquals(v, decode(7, out.toByteArray(), v.length, 64));
        }
        assertEquals(0, enc.estimatedSize());
    }

    @Test
    void valueCountBeyondDataFailsWithCount() {
        int[] v = new int[20]; // one RLE run (repeats from 12 on are RLE at width 2)
        Arrays.fill(v, 3);
        byte[] data = encode(2, v);
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(2);
        dec.init(data, 0, data.length, 40);
        int[] out = new int[40];
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readInts(out, 0, 40));
        assertTrue(e.getMessage().contains("RLE/bit-packed data ends after 20 of 40 values"), e.getMessage());
    }

    @Test
    void readingPastValueCountFails() {
        byte[] data = encode(2, new int[] {1, 2, 3});
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(2);
        dec.init(data, 0, data.length, 3);
        dec.readInts(new int[2], 0, 2);
        assertThrows(ParquetException.class, () -> dec.readInts(new int[2], 0, 2));
        assertThrows(ParquetException.class, () -> dec.skip(2));
    }

    @Test
    void hugeDeclaredRunsFailFastWithoutAllocating() {
        // bit-packed run of 2^27 groups at width 8 with 3 data bytes
        byte[] data = {(byte) 0x81, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01, 1, 2, 3};
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(8);
        dec.init(data, 0, data.length, 1_000_000);
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readInts(new int[16], 0, 16));
        assertTrue(e.getMessage().contains("bit-packed run"), e.getMessage());
        // a run whose group count overflows 2^31-1 values
        byte[] over = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F};
        dec.init(over, 0, over.length, 5);
        assertThrows(ParquetException.class, () -> dec.readInts(new int[5], 0, 5));
        // a varint longer than 5 bytes
        byte[] longHeader = {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01, 0};
        dec.init(longHeader, 0, longHeader.length, 5);
        assertThrows(ParquetException.class, () -> dec.readInts(new int[5], 0, 5));
        // an RLE run longer than the page is fine: only valueCount values are read
        byte[] bigRle = {(byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 9};
        dec.init(bigRle, 0, bigRle.length, 5);
        int[] five = new int[5];
        dec.readInts(five, 0, 5);
        assertArrayEquals(new int[] {9, 9, 9, 9, 9}, five);
    }

    @Test
    void rleValueWiderThanBitWidthIsRejected() {
        byte[] data = {0x10, 0x09}; // RLE run of 8, value 9 at width 3
        RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(3);
        dec.init(data, 0, data.length, 8);
        assertThrows(ParquetException.class, () -> dec.readInts(new int[8], 0, 8));
    }

    @Test
    void truncatedFinalGroupIsAcceptedWhenItHoldsTheExpectedValues() {
        // 9 values at width 8: the second group needs 1 byte of its 8; some writers cut the rest
        int[] v = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        byte[] full = encode(8, v);
        assertEquals(17, full.length);
        byte[] cut = Arrays.copyOf(full, 10);
        assertArrayEquals(v, decode(8, cut, 9, 2));
        assertThrows(ParquetException.class, () -> decode(8, Arrays.copyOf(full, 9), 9, 9));
    }

    static List<Arguments> truncationCases() {
        List<Arguments> out = new ArrayList<>();
        for (int w : new int[] {1, 2, 3, 7, 8, 13, 31, 32}) {
            for (IntCase c : EncodingTestTable.unsignedIntCases(w)) {
                if (c.values().length > 0 && c.values().length <= 1000) {
                    out.add(Arguments.of(w, c));
                }
            }
        }
        return out;
    }

    /** Every prefix of a valid encoding either decodes to the same values or throws ParquetException. */
    @ParameterizedTest(name = "[{index}] w={0} {1}")
    @MethodSource("truncationCases")
    void truncatedInputAtEveryLength(int w, IntCase c) {
        int[] v = c.values();
        byte[] data = encode(w, v);
        for (int len = 0; len < data.length; len++) {
            byte[] cut = Arrays.copyOf(data, len);
            for (int batch : new int[] {3, Integer.MAX_VALUE}) {
                try {
                    int[] got = decode(w, cut, v.length, batch);
                    assertArrayEquals(v, got, c + " cut at " + len);
                } catch (ParquetException expected) {
                    // fine: truncated input is reported as a ParquetException
                }
            }
        }
        assertThrows(ParquetException.class, () -> decode(w, new byte[0], v.length, 8));
    }

    @Test
    void arbitraryBytesNeverThrowAnythingButParquetException() {
        java.util.Random r = new java.util.Random(1234);
        for (int iter = 0; iter < 20_000; iter++) {
            byte[] junk = new byte[r.nextInt(24)];
            r.nextBytes(junk);
            int w = r.nextInt(33);
            RleBitPackedHybridDecoder dec = new RleBitPackedHybridDecoder(w);
            dec.init(junk, 0, junk.length, r.nextInt(300));
            int[] out = new int[300];
            try {
                while (dec.remaining() > 0) {
                    dec.readInts(out, 0, Math.min(dec.remaining(), 1 + r.nextInt(40)));
                }
            } catch (ParquetException expected) {
                // fine
            }
        }
    }
}
