package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.BinaryCase;
import io.parquetry.encoding.EncodingTestTable.BooleanCase;
import io.parquetry.encoding.EncodingTestTable.DoubleCase;
import io.parquetry.encoding.EncodingTestTable.FixedCase;
import io.parquetry.encoding.EncodingTestTable.FloatCase;
import io.parquetry.encoding.EncodingTestTable.IntCase;
import io.parquetry.encoding.EncodingTestTable.LongCase;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PlainEncodingTest {

    static List<IntCase> ints() {
        return EncodingTestTable.intCases();
    }

    static List<LongCase> longs() {
        return EncodingTestTable.longCases();
    }

    static List<FloatCase> floats() {
        return EncodingTestTable.floatCases();
    }

    static List<DoubleCase> doubles() {
        return EncodingTestTable.doubleCases();
    }

    static List<BooleanCase> booleans() {
        return EncodingTestTable.booleanCases();
    }

    static List<BinaryCase> binaries() {
        return EncodingTestTable.binaryCases();
    }

    static List<FixedCase> fixed() {
        return EncodingTestTable.fixedCases();
    }

    /** Encoded bytes placed at offset 3 of a larger buffer, to catch offset mistakes. */
    static byte[] flushAtOffset(ValuesEncoder enc) {
        BytesBuilder out = new BytesBuilder();
        out.writeBytes(new byte[] {9, 9, 9});
        enc.flushTo(out);
        out.writeBytes(new byte[] {9, 9, 9});
        assertEquals(0, enc.estimatedSize(), "flush resets the encoder");
        return out.toByteArray();
    }

    static int batch(int requested, int left) {
        return Math.min(requested, left);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("ints")
    void int32(IntCase c) {
        int[] v = c.values();
        ValuesEncoder enc = PlainValues.newEncoder(Type.INT32, 0);
        for (int x : v) {
            enc.writeInt(x);
        }
        assertEquals(4L * v.length, enc.estimatedSize());
        byte[] buf = flushAtOffset(enc);
        assertEquals(4 * v.length + 6, buf.length);
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.INT32, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            int[] got = new int[v.length];
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readInts(got, i, batch(bs, v.length - i));
            }
            assertArrayEquals(v, got, c + " batch " + bs);
            assertThrows(ParquetException.class, () -> dec.readInts(new int[1], 0, 1));
        }
        // skip every other stretch of 3
        ValuesDecoder dec = PlainValues.newDecoder(Type.INT32, 0);
        dec.init(buf, 3, buf.length - 6, v.length);
        for (int i = 0; i < v.length; i += 4) {
            dec.skip(Math.min(3, v.length - i));
            if (i + 3 < v.length) {
                int[] one = new int[1];
                dec.readInts(one, 0, 1);
                assertEquals(v[i + 3], one[0]);
            }
        }
        // bulk write gives the same bytes
        PlainInt32Encoder bulk = new PlainInt32Encoder();
        bulk.writeInts(v, 0, v.length);
        assertArrayEquals(buf, flushAtOffset(bulk));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("longs")
    void int64(LongCase c) {
        long[] v = c.values();
        ValuesEncoder enc = PlainValues.newEncoder(Type.INT64, 0);
        for (long x : v) {
            enc.writeLong(x);
        }
        byte[] buf = flushAtOffset(enc);
        assertEquals(8 * v.length + 6, buf.length);
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.INT64, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            long[] got = new long[v.length];
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readLongs(got, i, batch(bs, v.length - i));
            }
            assertArrayEquals(v, got, c + " batch " + bs);
        }
        if (v.length > 2) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.INT64, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            dec.skip(v.length - 1);
            long[] last = new long[1];
            dec.readLongs(last, 0, 1);
            assertEquals(v[v.length - 1], last[0]);
        }
        PlainInt64Encoder bulk = new PlainInt64Encoder();
        bulk.writeLongs(v, 0, v.length);
        assertArrayEquals(buf, flushAtOffset(bulk));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("floats")
    void floats(FloatCase c) {
        float[] v = c.values();
        ValuesEncoder enc = PlainValues.newEncoder(Type.FLOAT, 0);
        for (float x : v) {
            enc.writeFloat(x);
        }
        byte[] buf = flushAtOffset(enc);
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.FLOAT, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            float[] got = new float[v.length];
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readFloats(got, i, batch(bs, v.length - i));
            }
            for (int i = 0; i < v.length; i++) {
                assertEquals(Float.floatToRawIntBits(v[i]), Float.floatToRawIntBits(got[i]), c + " at " + i);
            }
        }
        // little-endian IEEE on the wire
        for (int i = 0; i < v.length; i++) {
            assertEquals(Float.floatToRawIntBits(v[i]), ByteOrderAccess.getInt(buf, 3 + 4 * i));
        }
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("doubles")
    void doubles(DoubleCase c) {
        double[] v = c.values();
        ValuesEncoder enc = PlainValues.newEncoder(Type.DOUBLE, 0);
        for (double x : v) {
            enc.writeDouble(x);
        }
        byte[] buf = flushAtOffset(enc);
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.DOUBLE, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            double[] got = new double[v.length];
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readDoubles(got, i, batch(bs, v.length - i));
            }
            for (int i = 0; i < v.length; i++) {
                assertEquals(Double.doubleToRawLongBits(v[i]), Double.doubleToRawLongBits(got[i]), c + " at " + i);
            }
        }
        for (int i = 0; i < v.length; i++) {
            assertEquals(Double.doubleToRawLongBits(v[i]), ByteOrderAccess.getLong(buf, 3 + 8 * i));
        }
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("booleans")
    void booleans(BooleanCase c) {
        boolean[] v = c.values();
        ValuesEncoder enc = PlainValues.newEncoder(Type.BOOLEAN, 0);
        for (boolean x : v) {
            enc.writeBoolean(x);
        }
        assertEquals((v.length + 7) / 8, enc.estimatedSize());
        byte[] buf = flushAtOffset(enc);
        assertEquals((v.length + 7) / 8 + 6, buf.length);
        // LSB first
        for (int i = 0; i < v.length; i++) {
            assertEquals(v[i], ((buf[3 + i / 8] >>> (i % 8)) & 1) == 1);
        }
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.BOOLEAN, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            boolean[] got = new boolean[v.length];
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readBooleans(got, i, batch(bs, v.length - i));
            }
            assertArrayEquals(v, got, c + " batch " + bs);
        }
        // skip odd amounts, read the rest in bulk
        if (v.length > 5) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.BOOLEAN, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            dec.skip(5);
            boolean[] rest = new boolean[v.length - 5];
            dec.readBooleans(rest, 0, rest.length);
            assertArrayEquals(Arrays.copyOfRange(v, 5, v.length), rest);
        }
        // bulk writer, with a misaligned start
        PlainBooleanEncoder bulk = new PlainBooleanEncoder();
        if (v.length > 0) {
            bulk.writeBoolean(v[0]);
            bulk.writeBooleans(v, 1, v.length - 1);
        }
        assertArrayEquals(buf, flushAtOffset(bulk));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("binaries")
    void byteArrays(BinaryCase c) {
        byte[][] v = c.values();
        ValuesEncoder enc = PlainValues.newEncoder(Type.BYTE_ARRAY, 0);
        long total = 0;
        for (byte[] x : v) {
            enc.writeBinary(x, 0, x.length);
            total += 4 + x.length;
        }
        assertEquals(total, enc.estimatedSize());
        byte[] buf = flushAtOffset(enc);
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.BYTE_ARRAY, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            BinaryBatch batch = new BinaryBatch();
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readBinaries(batch, batch(bs, v.length - i));
            }
            assertEquals(v.length, batch.count());
            for (int i = 0; i < v.length; i++) {
                assertArrayEquals(v[i], batch.get(i), c + " at " + i);
            }
        }
        if (v.length > 3) {
            ValuesDecoder dec = PlainValues.newDecoder(Type.BYTE_ARRAY, 0);
            dec.init(buf, 3, buf.length - 6, v.length);
            dec.skip(3);
            BinaryBatch batch = new BinaryBatch();
            dec.readBinaries(batch, 1);
            assertArrayEquals(v[3], batch.get(0));
        }
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("fixed")
    void fixedLenByteArrays(FixedCase c) {
        byte[][] v = c.values();
        int len = c.typeLength();
        Type type = len == 12 ? Type.INT96 : Type.FIXED_LEN_BYTE_ARRAY;
        ValuesEncoder enc = PlainValues.newEncoder(type, len);
        for (byte[] x : v) {
            enc.writeFixed(x, 0, x.length);
        }
        byte[] buf = flushAtOffset(enc);
        assertEquals(v.length * len + 6, buf.length);
        for (int bs : EncodingTestTable.BATCH_SIZES) {
            ValuesDecoder dec = PlainValues.newDecoder(type, len);
            dec.init(buf, 3, buf.length - 6, v.length);
            BinaryBatch batch = new BinaryBatch();
            for (int i = 0; i < v.length; i += batch(bs, v.length - i)) {
                dec.readBinaries(batch, batch(bs, v.length - i));
            }
            for (int i = 0; i < v.length; i++) {
                assertArrayEquals(v[i], batch.get(i), c + " at " + i);
            }
        }
        if (v.length > 2) {
            PlainFixedLenByteArrayDecoder dec = new PlainFixedLenByteArrayDecoder(len);
            dec.init(buf, 3, buf.length - 6, v.length);
            dec.skip(1);
            byte[] two = new byte[2 * len];
            dec.readFixed(two, 0, 2);
            assertArrayEquals(v[1], Arrays.copyOfRange(two, 0, len));
            assertArrayEquals(v[2], Arrays.copyOfRange(two, len, 2 * len));
        }
        assertThrows(ParquetException.class, () -> enc.writeFixed(new byte[len + 1], 0, len + 1));
    }

    @Test
    void byteArrayTruncatedAtEveryLengthThrowsParquetExceptionOnly() {
        for (BinaryCase c : EncodingTestTable.binaryCases()) {
            byte[][] v = c.values();
            if (v.length == 0 || v.length > 100) {
                continue;
            }
            ValuesEncoder enc = new PlainByteArrayEncoder();
            for (byte[] x : v) {
                enc.writeBinary(x, 0, x.length);
            }
            BytesBuilder out = new BytesBuilder();
            enc.flushTo(out);
            byte[] full = out.toByteArray();
            for (int len = 0; len < full.length; len++) {
                byte[] cut = Arrays.copyOf(full, len);
                for (boolean skip : new boolean[] {false, true}) {
                    PlainByteArrayDecoder dec = new PlainByteArrayDecoder();
                    BinaryBatch batch = new BinaryBatch();
                    ParquetException e = assertThrows(ParquetException.class, () -> {
                        dec.init(cut, 0, cut.length, v.length);
                        if (skip) {
                            dec.skip(v.length);
                        } else {
                            dec.readBinaries(batch, v.length);
                        }
                    }, c + " cut at " + len);
                    assertTrue(e.getMessage().contains("BYTE_ARRAY"), e.getMessage());
                }
            }
        }
    }

    @Test
    void byteArrayLengthsAreValidated() {
        byte[] negative = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1, 2};
        PlainByteArrayDecoder dec = new PlainByteArrayDecoder();
        dec.init(negative, 0, negative.length, 1);
        assertThrows(ParquetException.class, () -> dec.readBinaries(new BinaryBatch(), 1));
        byte[] huge = {0, 0, 0, 0x7F, 1, 2};
        dec.init(huge, 0, huge.length, 1);
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readBinaries(new BinaryBatch(), 1));
        assertTrue(e.getMessage().contains("only 2 bytes remain"), e.getMessage());
    }

    @Test
    void fixedWidthDecodersRejectShortDataUpFront() {
        byte[] seven = new byte[7];
        assertThrows(ParquetException.class, () -> new PlainInt32Decoder().init(seven, 0, 7, 2));
        assertThrows(ParquetException.class, () -> new PlainInt64Decoder().init(seven, 0, 7, 1));
        assertThrows(ParquetException.class, () -> new PlainFloatDecoder().init(seven, 0, 7, 2));
        assertThrows(ParquetException.class, () -> new PlainDoubleDecoder().init(seven, 0, 7, 1));
        assertThrows(ParquetException.class, () -> new PlainBooleanDecoder().init(seven, 0, 0, 1));
        assertThrows(ParquetException.class, () -> new PlainFixedLenByteArrayDecoder(12).init(seven, 0, 7, 1));
        assertThrows(ParquetException.class, () -> new PlainByteArrayDecoder().init(seven, 0, 7, 2));
        assertThrows(ParquetException.class, () -> new PlainInt32Decoder().init(seven, 4, 4, 1));
    }

    @Test
    void wrongTypeCallsAreParquetExceptions() {
        assertThrows(ParquetException.class, () -> new PlainInt32Encoder().writeLong(1));
        assertThrows(ParquetException.class, () -> new PlainInt32Decoder().readLongs(new long[1], 0, 1));
    }
}
