package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.IntCase;
import io.parquetry.encoding.EncodingTestTable.LongCase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DeltaBinaryPackedTest {

    // ------------------------------------------------------------ cases

    static List<IntCase> intCases() {
        List<IntCase> cases = new ArrayList<>(EncodingTestTable.intCases());
        cases.add(new IntCase("minMaxNeighbours", new int[] {
            Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1,
            Integer.MIN_VALUE, 0, Integer.MIN_VALUE, -1, 1, Integer.MAX_VALUE}));
        int[] plusMinus = new int[300];
        for (int i = 0; i < plusMinus.length; i++) {
            plusMinus[i] = (i & 1) == 0 ? 1 : -1;
        }
        cases.add(new IntCase("plusMinusOne", plusMinus));
        int[] wrapUp = new int[200];
        for (int i = 0; i < wrapUp.length; i++) {
            wrapUp[i] = Integer.MAX_VALUE - 100 + i; // counts up through the overflow
        }
        cases.add(new IntCase("countingThroughOverflow", wrapUp));
        for (int n : new int[] {127, 128, 129, 255, 256, 257, 4096 + 5}) {
            cases.add(new IntCase("blockBoundary", EncodingTestTable.randomInts(n, n, 20)));
        }
        return cases;
    }

    static List<LongCase> longCases() {
        List<LongCase> cases = new ArrayList<>(EncodingTestTable.longCases());
        cases.add(new LongCase("minMaxNeighbours", new long[] {
            Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE, Long.MAX_VALUE - 1, Long.MIN_VALUE + 1,
            Long.MIN_VALUE, 0, Long.MIN_VALUE, -1, 1, Long.MAX_VALUE}));
        long[] plusMinus = new long[300];
        for (int i = 0; i < plusMinus.length; i++) {
            plusMinus[i] = (i & 1) == 0 ? 1 : -1;
        }
        cases.add(new LongCase("plusMinusOne", plusMinus));
        long[] wrapUp = new long[200];
        for (int i = 0; i < wrapUp.length; i++) {
            wrapUp[i] = Long.MAX_VALUE - 100 + i;
        }
        cases.add(new LongCase("countingThroughOverflow", wrapUp));
        for (int n : new int[] {127, 128, 129, 255, 256, 257, 4096 + 5}) {
            cases.add(new LongCase("blockBoundary", EncodingTestTable.randomLongs(n, n, 50)));
        }
        return cases;
    }

    static byte[] encodeInts(int[] values) {
        DeltaBinaryPackedEncoder enc = new DeltaBinaryPackedEncoder();
        for (int v : values) {
            enc.writeInt(v);
        }
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    static byte[] encodeLongs(long[] values) {
        DeltaBinaryPackedEncoder enc = new DeltaBinaryPackedEncoder();
        enc.writeLongs(values, 0, values.length);
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    /** Reads all values in batches of {@code batch}, into an array with junk around the window. */
    static int[] readInts(byte[] enc, int off, int len, int count, int batch) {
        DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
        dec.init(enc, off, len, count);
        int[] out = new int[count + 2];
        out[0] = 0x5EED;
        int done = 0;
        while (done < count) {
            int k = Math.min(batch, count - done);
            dec.readInts(out, 1 + done, k);
            done += k;
        }
        assertEquals(0x5EED, out[0]);
        assertEquals(0, out[count + 1]);
        assertEquals(0, dec.remaining());
        return Arrays.copyOfRange(out, 1, count + 1);
    }

    static long[] readLongs(byte[] enc, int count, int batch) {
        DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
        dec.init(enc, 0, enc.length, count);
        long[] out = new long[count];
        int done = 0;
        while (done < count) {
            int k = Math.min(batch, count - done);
            dec.readLongs(out, done, k);
            done += k;
        }
        return out;
    }

    static Stream<Object[]> intCasesWithBatches() {
        return intCases().stream().flatMap(c -> Arrays.stream(EncodingTestTable.BATCH_SIZES).mapToObj(b -> new Object[] {c, b}));
    }

    static Stream<Object[]> longCasesWithBatches() {
        return longCases().stream().flatMap(c -> Arrays.stream(EncodingTestTable.BATCH_SIZES).mapToObj(b -> new Object[] {c, b}));
    }

    // ------------------------------------------------------------ round trips

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("intCasesWithBatches")
    void intRoundTrip(IntCase c, int batch) {
        byte[] enc = encodeInts(c.values());
        // embed in a larger buffer at an offset to prove off/len are honoured
        byte[] framed = new byte[enc.length + 20];
        Arrays.fill(framed, (byte) 0xA5);
        System.arraycopy(enc, 0, framed, 7, enc.length);
        assertArrayEquals(c.values(), readInts(framed, 7, enc.length, c.values().length, batch));
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("longCasesWithBatches")
    void longRoundTrip(LongCase c, int batch) {
        byte[] enc = encodeLongs(c.values());
        assertArrayEquals(c.values(), readLongs(enc, c.values().length, batch));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("intCases")
    void intUnevenBatchesAndSkips(IntCase c) {
        int[] v = c.values();
        byte[] enc = encodeInts(v);
        DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
        dec.init(enc, 0, enc.length, v.length);
        int pos = 0;
        int[] pattern = {1, -3, 3, 7, -40, 1, -1, 33};
        int step = 0;
        int[] buf = new int[v.length];
        while (pos < v.length) {
            int p = pattern[step++ % pattern.length];
            int k = Math.min(Math.abs(p), v.length - pos);
            if (p < 0) {
                dec.skip(k);
            } else {
                dec.readInts(buf, 0, k);
                assertArrayEquals(Arrays.copyOfRange(v, pos, pos + k), Arrays.copyOf(buf, k), "at " + pos);
            }
            pos += k;
        }
        assertThrows(ParquetException.class, () -> dec.readInts(buf, 0, 1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("longCases")
    void longUnevenBatchesAndSkips(LongCase c) {
        long[] v = c.values();
        byte[] enc = encodeLongs(v);
        DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
        dec.init(enc, 0, enc.length, v.length);
        int pos = 0;
        int[] pattern = {1, 3, 7, -1, -129, 2};
        int step = 0;
        long[] buf = new long[v.length];
        while (pos < v.length) {
            int p = pattern[step++ % pattern.length];
            int k = Math.min(Math.abs(p), v.length - pos);
            if (p < 0) {
                dec.skip(k);
            } else {
                dec.readLongs(buf, 0, k);
                assertArrayEquals(Arrays.copyOfRange(v, pos, pos + k), Arrays.copyOf(buf, k), "at " + pos);
            }
            pos += k;
        }
        assertEquals(0, dec.remaining());
    }

    @Test
    void encoderIsReusableAcrossPages() {
        DeltaBinaryPackedEncoder enc = new DeltaBinaryPackedEncoder();
        BytesBuilder out = new BytesBuilder();
        enc.writeLong(5);
        enc.writeLong(9);
        enc.flushTo(out);
        byte[] first = out.toByteArray();
        out.reset();
        enc.writeInt(-3); // a flushed encoder may switch type
        enc.flushTo(out);
        assertArrayEquals(new long[] {5, 9}, readLongs(first, 2, 10));
        assertArrayEquals(new int[] {-3}, readInts(out.toByteArray(), 0, out.size(), 1, 10));
    }

    @Test
    void mixingTypesInOnePageIsRejected() {
        DeltaBinaryPackedEncoder enc = new DeltaBinaryPackedEncoder();
        enc.writeInt(1);
        assertThrows(ParquetException.class, () -> enc.writeLong(2));
    }

    // ------------------------------------------------------------ exact bytes

    @Test
    void exactBytesOfASimpleSequence() {
        // header: block 128 (0x80 0x01), 4 miniblocks, 5 values, first value zigzag(1)=2;
        // block: min delta zigzag(1)=2, four widths of 0, no miniblock data
        byte[] expected = {(byte) 0x80, 0x01, 0x04, 0x05, 0x02, 0x02, 0, 0, 0, 0};
        assertArrayEquals(expected, encodeInts(new int[] {1, 2, 3, 4, 5}));
        assertArrayEquals(new int[] {1, 2, 3, 4, 5}, readInts(expected, 0, expected.length, 5, 100));
    }

    @Test
    void exactBytesOfTheSpecExample2() {
        // 7,5,3,1,2,3,4,5: deltas -2,-2,-2,1,1,1,1 -> min -2, relative 0,0,0,3,3,3,3 at width 2
        byte[] enc = encodeInts(new int[] {7, 5, 3, 1, 2, 3, 4, 5});
        byte[] expectedStart = {(byte) 0x80, 0x01, 0x04, 0x08, 0x0E, 0x03, 0x02, 0, 0, 0};
        assertArrayEquals(expectedStart, Arrays.copyOf(enc, 10));
        // relative deltas 0,0,0,3 | 3,3,3 then zero padding, LSB first: 0b11000000, 0b00111111
        assertEquals((byte) 0xC0, enc[10]);
        assertEquals((byte) 0x3F, enc[11]);
        for (int i = 12; i < enc.length; i++) {
            assertEquals(0, enc[i], "padding byte " + i);
        }
        assertEquals(10 + 8, enc.length); // 32 values * 2 bits
    }

    @Test
    void emptyAndSingleValueHaveNoBlocks() {
        assertArrayEquals(new byte[] {(byte) 0x80, 0x01, 0x04, 0x00, 0x00}, encodeInts(new int[0]));
        assertArrayEquals(new byte[] {(byte) 0x80, 0x01, 0x04, 0x01, 0x01}, encodeLongs(new long[] {-1}));
    }

    @Test
    void int32DeltasWrapInsteadOfWidening() {
        // deltas MAX_VALUE and (MIN - MAX) = 1 in int arithmetic: min 1, relative MAX-1 and 0,
        // width 31 (long arithmetic would need 33 bits)
        int[] v = {0, Integer.MAX_VALUE, Integer.MIN_VALUE};
        byte[] enc = encodeInts(v);
        // header 80 01 04 03 00, min delta zigzag(1) = 02, then the first miniblock's width
        assertArrayEquals(new byte[] {(byte) 0x80, 0x01, 0x04, 0x03, 0x00, 0x02, 31, 0, 0, 0}, Arrays.copyOf(enc, 10));
        assertArrayEquals(v, readInts(enc, 0, enc.length, 3, 2));
    }

    // ------------------------------------------------------------ hand-built inputs

    /** An independent bit-level writer: the decoder must agree with this, not with our encoder. */
    static final class HandBuilder {
        final BytesBuilder out = new BytesBuilder();
        final Random random = new Random(12345);

        HandBuilder header(int blockSize, int miniblocks, int count, long first) {
            out.writeUnsignedVarInt(blockSize);
            out.writeUnsignedVarInt(miniblocks);
            out.writeUnsignedVarInt(count);
            out.writeZigZagVarLong(first);
            return this;
        }

        /** One miniblock of {@code valuesPerMiniblock} slots; slots past {@code values} get random garbage. */
        void miniblock(long[] values, int from, int n, int valuesPerMiniblock, int width) {
            int totalBits = valuesPerMiniblock * width;
            byte[] bytes = new byte[totalBits / 8];
            random.nextBytes(bytes); // garbage everywhere, then overwrite the real slots
            for (int i = 0; i < n; i++) {
                long v = values[from + i];
                for (int b = 0; b < width; b++) {
                    int bit = i * width + b;
                    int mask = 1 << (bit & 7);
                    if (((v >>> b) & 1) != 0) {
                        bytes[bit >>> 3] |= (byte) mask;
                    } else {
                        bytes[bit >>> 3] &= (byte) ~mask;
                    }
                }
            }
            out.writeBytes(bytes);
        }
    }

    /**
     * Encodes {@code values} by hand with a custom layout, random padding bits, random bit widths
     * for miniblocks the last block does not need, and extra-wide widths where requested.
     */
    static byte[] handEncode(long[] values, int blockSize, int miniblocks, int extraWidth) {
        HandBuilder h = new HandBuilder();
        h.header(blockSize, miniblocks, values.length, values.length == 0 ? 0 : values[0]);
        int perMini = blockSize / miniblocks;
        long[] deltas = new long[Math.max(0, values.length - 1)];
        for (int i = 0; i < deltas.length; i++) {
            deltas[i] = values[i + 1] - values[i];
        }
        for (int b = 0; b < deltas.length; b += blockSize) {
            int n = Math.min(blockSize, deltas.length - b);
            long min = Long.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                min = Math.min(min, deltas[b + i]);
            }
            long[] rel = new long[n];
            for (int i = 0; i < n; i++) {
                rel[i] = deltas[b + i] - min;
            }
            h.out.writeZigZagVarLong(min);
            int used = (n + perMini - 1) / perMini;
            int[] widths = new int[miniblocks];
            for (int m = 0; m < miniblocks; m++) {
                if (m < used) {
                    long or = 0;
                    for (int i = m * perMini; i < Math.min(n, (m + 1) * perMini); i++) {
                        or |= rel[i];
                    }
                    widths[m] = Math.min(64, 64 - Long.numberOfLeadingZeros(or) + extraWidth);
                    h.out.writeByte(widths[m]);
                } else {
                    h.out.writeByte(h.random.nextInt(256)); // unneeded: arbitrary width byte, no body
                }
            }
            for (int m = 0; m < used; m++) {
                int from = m * perMini;
                h.miniblock(rel, from, Math.min(perMini, n - from), perMini, widths[m]);
            }
        }
        return h.out.toByteArray();
    }

    @Test
    void acceptsOtherLayoutsGarbagePaddingAndShortLastBlocks() {
        Random r = new Random(7);
        int[][] layouts = {{128, 1}, {128, 4}, {256, 8}, {256, 2}, {512, 16}, {1024, 1}, {384, 3}};
        for (int[] layout : layouts) {
            for (int n : new int[] {0, 1, 2, 33, 100, 129, 300, 1500}) {
                for (int extra : new int[] {0, 3}) {
                    long[] v = new long[n];
                    for (int i = 0; i < n; i++) {
                        v[i] = (i % 50 == 0) ? r.nextLong() : r.nextInt(1000) - 500;
                    }
                    byte[] enc = handEncode(v, layout[0], layout[1], extra);
                    String what = Arrays.toString(layout) + " n=" + n + " extra=" + extra;
                    for (int batch : new int[] {1, 5, 1000}) {
                        assertArrayEquals(v, readLongs(enc, n, batch), what);
                    }
                    DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
                    dec.init(enc, 0, enc.length, n);
                    assertEquals(enc.length, dec.endOffset(), what);
                }
            }
        }
    }

    @Test
    void handBuiltIntsWithGarbagePaddingDecodeAsInts() {
        int[] values = EncodingTestTable.randomInts(77, 5, 32);
        long[] asLongs = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            asLongs[i] = values[i];
        }
        // hand encoding works in long arithmetic: deltas may need 33 bits, so it is not valid
        // INT32 data; keep the values small enough that every relative delta fits in 32 bits
        for (int i = 0; i < asLongs.length; i++) {
            asLongs[i] = values[i] >> 2;
        }
        byte[] enc = handEncode(asLongs, 256, 8, 0);
        int[] expected = new int[values.length];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = (int) asLongs[i];
        }
        assertArrayEquals(expected, readInts(enc, 0, enc.length, expected.length, 9));
    }

    // ------------------------------------------------------------ validation

    static DeltaBinaryPackedDecoder init(byte[] enc, int count) {
        DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
        dec.init(enc, 0, enc.length, count);
        return dec;
    }

    @Test
    void rejectsBadHeaders() {
        BytesBuilder b = new BytesBuilder();
        b.writeUnsignedVarInt(100); // not a multiple of 128
        b.writeUnsignedVarInt(4);
        b.writeUnsignedVarInt(0);
        b.writeZigZagVarLong(0);
        assertThrows(ParquetException.class, () -> init(b.toByteArray(), 0));
        b.reset();
        b.writeUnsignedVarInt(128);
        b.writeUnsignedVarInt(3); // 128/3 is not a whole number
        b.writeUnsignedVarInt(0);
        b.writeZigZagVarLong(0);
        assertThrows(ParquetException.class, () -> init(b.toByteArray(), 0));
        b.reset();
        b.writeUnsignedVarInt(128);
        b.writeUnsignedVarInt(8); // 16 values per miniblock
        b.writeUnsignedVarInt(0);
        b.writeZigZagVarLong(0);
        assertThrows(ParquetException.class, () -> init(b.toByteArray(), 0));
        b.reset();
        b.writeUnsignedVarInt(0);
        b.writeUnsignedVarInt(0);
        b.writeUnsignedVarInt(0);
        b.writeZigZagVarLong(0);
        assertThrows(ParquetException.class, () -> init(b.toByteArray(), 0));
        // value count larger than int
        assertThrows(ParquetException.class, () -> init(new byte[] {(byte) 0x80, 1, 4, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F, 0}, 0));
        // overlong first value varint
        byte[] overlong = {(byte) 0x80, 1, 4, 1, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
            (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x01};
        assertThrows(ParquetException.class, () -> init(overlong, 1));
        // fewer values in the header than the page says
        assertThrows(ParquetException.class, () -> init(encodeInts(new int[] {1, 2}), 3));
    }

    @Test
    void int32DeltasTakenIn64BitsDecode() {
        // DuckDB 1.4 writes INT32 deltas computed in 64 bits: MIN - MAX needs 33 bits after the
        // frame of reference; the reader must still restore the ints
        long[] v = {0, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, -5, 7};
        byte[] enc = handEncode(v, 128, 4, 0);
        // header 80 01 04 06 00, then min delta zigzag(MIN - MAX) in 5 varint bytes, then the widths
        assertEquals(33, enc[10], "first miniblock width");
        int[] expected = {0, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, -5, 7};
        for (int batch : new int[] {1, 4, 6}) {
            assertArrayEquals(expected, readInts(enc, 0, enc.length, expected.length, batch));
        }
    }

    @Test
    void rejectsWidthsAboveTheType() {
        long[] v = {0, 1L << 40, 0, 5};
        byte[] enc = encodeLongs(v);
        assertArrayEquals(v, readLongs(enc, 4, 4));
        DeltaBinaryPackedDecoder dec = init(enc, 4);
        int[] out = new int[4];
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readInts(out, 0, 4));
        assertEquals(true, e.getMessage().contains("bit width"), e.getMessage());

        // a width of 65 is invalid for any type
        byte[] bad = {(byte) 0x80, 1, 1, 3, 0, 0, 65};
        byte[] padded = Arrays.copyOf(bad, bad.length + 4 * 65 * 4);
        assertThrows(ParquetException.class, () -> readLongs(padded, 3, 3));
        assertThrows(ParquetException.class, () -> init(padded, 3).endOffset());
    }

    @Test
    void hugeDeclaredCountsAreBoundedByTheInput() {
        // 2^31-1 values claimed, but no blocks present: reading beyond the first fails cleanly
        byte[] enc = {(byte) 0x80, 1, 4, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 0};
        DeltaBinaryPackedDecoder dec = init(enc, 10);
        long[] out = new long[10];
        assertThrows(ParquetException.class, () -> dec.readLongs(out, 0, 10));
        assertThrows(ParquetException.class, () -> init(enc, 10).endOffset());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("truncationCases")
    void everyTruncationIsAParquetException(String name, byte[] enc, int count) {
        for (int len = 0; len < enc.length; len++) {
            byte[] cut = Arrays.copyOf(enc, len);
            try {
                long[] out = new long[count];
                DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
                dec.init(cut, 0, len, count);
                dec.readLongs(out, 0, count);
                dec.endOffset();
                fail(name + ": truncation to " + len + " of " + enc.length + " bytes decoded without error");
            } catch (ParquetException expected) {
                // the only acceptable failure
            } catch (Throwable t) {
                throw new AssertionError(name + ": truncation to " + len + " threw " + t, t);
            }
        }
    }

    static Stream<Object[]> truncationCases() {
        List<Object[]> cases = new ArrayList<>();
        for (LongCase c : EncodingTestTable.longCases()) {
            if (c.values().length > 0 && c.values().length <= 300) {
                cases.add(new Object[] {c.toString(), encodeLongs(c.values()), c.values().length});
            }
        }
        return cases.stream();
    }

    @Test
    void corruptedInputOnlyEverThrowsParquetException() {
        Random r = new Random(2024);
        byte[] base = encodeLongs(EncodingTestTable.randomLongs(300, 3, 40));
        for (int iter = 0; iter < 3000; iter++) {
            byte[] b = base.clone();
            int flips = 1 + r.nextInt(4);
            for (int f = 0; f < flips; f++) {
                b[r.nextInt(Math.min(b.length, iter % 2 == 0 ? 16 : b.length))] = (byte) r.nextInt(256);
            }
            try {
                DeltaBinaryPackedDecoder dec = new DeltaBinaryPackedDecoder();
                dec.init(b, 0, b.length, 300);
                if ((iter & 1) == 0) {
                    dec.readLongs(new long[300], 0, 300);
                } else {
                    dec.readInts(new int[150], 0, 150);
                    dec.skip(150);
                }
            } catch (ParquetException expected) {
                // fine
            } catch (Throwable t) {
                throw new AssertionError("iteration " + iter + " threw " + t, t);
            }
        }
    }
}
