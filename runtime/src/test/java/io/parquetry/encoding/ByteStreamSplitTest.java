package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.DoubleCase;
import io.parquetry.encoding.EncodingTestTable.FixedCase;
import io.parquetry.encoding.EncodingTestTable.FloatCase;
import io.parquetry.encoding.EncodingTestTable.IntCase;
import io.parquetry.encoding.EncodingTestTable.LongCase;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ByteStreamSplitTest {

    static <T> Stream<Object[]> withBatches(List<T> cases) {
        return cases.stream().flatMap(c -> Arrays.stream(EncodingTestTable.BATCH_SIZES).mapToObj(b -> new Object[] {c, b}));
    }

    static Stream<Object[]> floats() {
        return withBatches(EncodingTestTable.floatCases());
    }

    static Stream<Object[]> doubles() {
        return withBatches(EncodingTestTable.doubleCases());
    }

    static Stream<Object[]> ints() {
        return withBatches(EncodingTestTable.intCases());
    }

    static Stream<Object[]> longs() {
        return withBatches(EncodingTestTable.longCases());
    }

    static Stream<Object[]> fixed() {
        return withBatches(EncodingTestTable.fixedCases());
    }

    static byte[] flush(ValuesEncoder enc) {
        BytesBuilder out = new BytesBuilder();
        out.writeByte(0x77); // something already in the output must stay in front
        enc.flushTo(out);
        byte[] all = out.toByteArray();
        assertEquals(0x77, all[0]);
        return Arrays.copyOfRange(all, 1, all.length);
    }

    static ByteStreamSplitDecoder decoder(int width, byte[] enc, int count) {
        // embed at an offset with junk around it
        byte[] framed = new byte[enc.length + 11];
        Arrays.fill(framed, (byte) 0xEE);
        System.arraycopy(enc, 0, framed, 5, enc.length);
        ByteStreamSplitDecoder dec = new ByteStreamSplitDecoder(width);
        dec.init(framed, 5, enc.length, count);
        return dec;
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("floats")
    void floatRoundTrip(FloatCase c, int batch) {
        float[] v = c.values();
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(4);
        for (float f : v) {
            enc.writeFloat(f);
        }
        assertEquals(4L * v.length, enc.estimatedSize());
        ByteStreamSplitDecoder dec = decoder(4, flush(enc), v.length);
        float[] out = new float[v.length];
        for (int done = 0; done < v.length; ) {
            int k = Math.min(batch, v.length - done);
            dec.readFloats(out, done, k);
            done += k;
        }
        for (int i = 0; i < v.length; i++) {
            assertEquals(Float.floatToRawIntBits(v[i]), Float.floatToRawIntBits(out[i]), "value " + i);
        }
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("doubles")
    void doubleRoundTrip(DoubleCase c, int batch) {
        double[] v = c.values();
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(8);
        for (double d : v) {
            enc.writeDouble(d);
        }
        ByteStreamSplitDecoder dec = decoder(8, flush(enc), v.length);
        double[] out = new double[v.length];
        for (int done = 0; done < v.length; ) {
            int k = Math.min(batch, v.length - done);
            dec.readDoubles(out, done, k);
            done += k;
        }
        for (int i = 0; i < v.length; i++) {
            assertEquals(Double.doubleToRawLongBits(v[i]), Double.doubleToRawLongBits(out[i]), "value " + i);
        }
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("ints")
    void intRoundTripWithSkips(IntCase c, int batch) {
        int[] v = c.values();
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(4);
        for (int x : v) {
            enc.writeInt(x);
        }
        ByteStreamSplitDecoder dec = decoder(4, flush(enc), v.length);
        int[] out = new int[Math.min(batch, v.length)];
        boolean skip = false;
        for (int done = 0; done < v.length; skip = !skip) {
            int k = Math.min(batch, v.length - done);
            if (skip) {
                dec.skip(k);
            } else {
                dec.readInts(out, 0, k);
                assertArrayEquals(Arrays.copyOfRange(v, done, done + k), Arrays.copyOf(out, k), "at " + done);
            }
            done += k;
        }
        assertThrows(ParquetException.class, () -> dec.readInts(new int[1], 0, 1));
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("longs")
    void longRoundTrip(LongCase c, int batch) {
        long[] v = c.values();
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(8);
        for (long x : v) {
            enc.writeLong(x);
        }
        ByteStreamSplitDecoder dec = decoder(8, flush(enc), v.length);
        long[] out = new long[v.length];
        for (int done = 0; done < v.length; ) {
            int k = Math.min(batch, v.length - done);
            dec.readLongs(out, done, k);
            done += k;
        }
        assertArrayEquals(v, out);
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("fixed")
    void fixedRoundTrip(FixedCase c, int batch) {
        byte[][] v = c.values();
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(c.typeLength());
        for (byte[] x : v) {
            enc.writeFixed(x, 0, x.length);
        }
        byte[] bytes = flush(enc);
        assertArrayEquals(v, DeltaLengthByteArrayTest.decode(new ByteStreamSplitDecoder(c.typeLength()), bytes, v.length, batch));
    }

    @Test
    void specExampleBytes() {
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(4);
        // little-endian ints whose bytes in memory order are AA BB CC DD, 00 11 22 33, A3 B4 C5 D6
        enc.writeInt(0xDDCCBBAA);
        enc.writeInt(0x33221100);
        enc.writeInt(0xD6C5B4A3);
        byte[] expected = {(byte) 0xAA, 0x00, (byte) 0xA3, (byte) 0xBB, 0x11, (byte) 0xB4,
            (byte) 0xCC, 0x22, (byte) 0xC5, (byte) 0xDD, 0x33, (byte) 0xD6};
        assertArrayEquals(expected, flush(enc));
        ByteStreamSplitDecoder dec = decoder(4, expected, 3);
        float[] f = new float[3];
        dec.readFloats(f, 0, 3);
        assertEquals(0xDDCCBBAA, Float.floatToRawIntBits(f[0]));
        assertEquals(0xD6C5B4A3, Float.floatToRawIntBits(f[2]));
    }

    @Test
    void encoderIsReusableAcrossPages() {
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(8);
        for (int i = 0; i < 100; i++) {
            enc.writeLong(i);
        }
        flush(enc);
        enc.writeLong(-2);
        enc.writeLong(3);
        byte[] second = flush(enc);
        assertEquals(16, second.length);
        long[] out = new long[2];
        decoder(8, second, 2).readLongs(out, 0, 2);
        assertArrayEquals(new long[] {-2, 3}, out);
    }

    @Test
    void lengthMustEqualCountTimesWidth() {
        byte[] eight = new byte[8];
        for (int count : new int[] {0, 1, 3, -1, Integer.MAX_VALUE}) {
            ByteStreamSplitDecoder dec = new ByteStreamSplitDecoder(4);
            assertThrows(ParquetException.class, () -> dec.init(eight, 0, 8, count), "count " + count);
        }
        // every truncation of a valid page is rejected
        ByteStreamSplitEncoder enc = new ByteStreamSplitEncoder(12);
        for (int i = 0; i < 10; i++) {
            enc.writeFixed(new byte[12], 0, 12);
        }
        byte[] full = flush(enc);
        for (int len = 0; len < full.length; len++) {
            int l = len;
            assertThrows(ParquetException.class, () -> new ByteStreamSplitDecoder(12).init(full, 0, l, 10));
        }
        assertThrows(ParquetException.class, () -> new ByteStreamSplitDecoder(4).init(eight, 4, 8, 2));
    }

    @Test
    void typeAndWidthMismatchesAreRejected() {
        assertThrows(ParquetException.class, () -> new ByteStreamSplitEncoder(4).writeDouble(1.0));
        assertThrows(ParquetException.class, () -> new ByteStreamSplitEncoder(8).writeInt(1));
        assertThrows(ParquetException.class, () -> new ByteStreamSplitEncoder(5).writeFixed(new byte[4], 0, 4));
        assertThrows(ParquetException.class, () -> new ByteStreamSplitEncoder(0));
        ByteStreamSplitDecoder dec = decoder(4, new byte[8], 2);
        assertThrows(ParquetException.class, () -> dec.readLongs(new long[2], 0, 2));
        assertThrows(ParquetException.class, () -> dec.readDoubles(new double[2], 0, 2));
        assertThrows(ParquetException.class, () -> dec.skip(3));
        assertThrows(ParquetException.class, () -> dec.readInts(new int[3], 0, 3));
    }
}
