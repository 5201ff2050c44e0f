package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.Encoding;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.IntCase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class LevelsTest {

    static List<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (int maxLevel : new int[] {1, 2, 3, 5, 7, 8, 64, 100, 127}) {
            int w = LevelsEncoder.bitWidth(maxLevel);
            for (IntCase c : EncodingTestTable.unsignedIntCases(w)) {
                int[] v = c.values().clone();
                for (int i = 0; i < v.length; i++) {
                    v[i] = v[i] % (maxLevel + 1);
                }
                out.add(Arguments.of(maxLevel, new IntCase(c.name(), v)));
            }
        }
        return out;
    }

    static int[] readAll(LevelsDecoder dec, int n, int batch) {
        byte[] got = new byte[n];
        for (int i = 0; i < n; ) {
            int k = Math.min(batch, n - i);
            dec.readLevels(got, i, k);
            i += k;
        }
        return widen(got);
    }

    static int[] widen(byte[] levels) {
        int[] out = new int[levels.length];
        for (int i = 0; i < levels.length; i++) {
            out[i] = levels[i];
        }
        return out;
    }

    @ParameterizedTest(name = "[{index}] max={0} {1}")
    @MethodSource("cases")
    void v1RoundTripReportsConsumedBytes(int maxLevel, IntCase c) {
        int[] v = c.values();
        LevelsEncoder enc = new LevelsEncoder(maxLevel);
        writeAll(enc, v);
        BytesBuilder page = new BytesBuilder();
        page.writeByte(0xEE); // something before the levels
        int written = enc.flushV1(page);
        assertEquals(page.size() - 1, written);
        page.writeBytes(new byte[] {1, 2, 3}); // the values section
        byte[] buf = page.toByteArray();
        assertEquals(written - 4, ByteOrderAccess.getInt(buf, 1));
        for (int batch : EncodingTestTable.BATCH_SIZES) {
            LevelsDecoder dec = new LevelsDecoder(maxLevel);
            assertEquals(written, dec.initV1(Encoding.RLE, buf, 1, buf.length - 1, v.length));
            assertArrayEquals(v, readAll(dec, v.length, batch), c + " batch " + batch);
        }
    }

    @ParameterizedTest(name = "[{index}] max={0} {1}")
    @MethodSource("cases")
    void v2RoundTripWithSkip(int maxLevel, IntCase c) {
        int[] v = c.values();
        LevelsEncoder enc = new LevelsEncoder(maxLevel);
        for (int x : v) {
            enc.writeLevel(x);
        }
        BytesBuilder page = new BytesBuilder();
        int written = enc.flushV2(page);
        assertEquals(page.size(), written);
        byte[] buf = page.toByteArray();
        LevelsDecoder dec = new LevelsDecoder(maxLevel);
        assertEquals(written, dec.initV2(buf, 0, buf.length, v.length));
        int i = 0;
        while (i < v.length) {
            int s = Math.min(7, v.length - i);
            dec.skip(s);
            i += s;
            int k = Math.min(3, v.length - i);
            byte[] got = new byte[k];
            dec.readLevels(got, 0, k);
            assertArrayEquals(Arrays.copyOfRange(v, i, i + k), widen(got));
            i += k;
        }
        assertEquals(0, dec.remaining());
    }

    @ParameterizedTest(name = "[{index}] max={0} {1}")
    @MethodSource("cases")
    void deprecatedBitPackedLevels(int maxLevel, IntCase c) {
        int[] v = c.values();
        int w = LevelsEncoder.bitWidth(maxLevel);
        byte[] buf = new byte[(int) BitPacking.bytesFor(v.length, w) + 2];
        BitPacking.packMsbFirst(v, 0, v.length, buf, 0, w);
        for (int batch : EncodingTestTable.BATCH_SIZES) {
            LevelsDecoder dec = new LevelsDecoder(maxLevel);
            assertEquals(BitPacking.bytesFor(v.length, w), dec.initV1(Encoding.BIT_PACKED, buf, 0, buf.length, v.length));
            assertArrayEquals(v, readAll(dec, v.length, batch), c + " batch " + batch);
        }
    }

    @Test
    void deprecatedBitPackedSpecExample() {
        // Encodings.md: 0..7 at width 3 MSB first
        byte[] buf = {(byte) 0b00000101, (byte) 0b00111001, (byte) 0b01110111};
        LevelsDecoder dec = new LevelsDecoder(7);
        assertEquals(3, dec.initV1(Encoding.BIT_PACKED, buf, 0, 3, 8));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, readAll(dec, 8, 3));
    }

    @Test
    void maxLevelZeroWritesAndConsumesNothing() {
        LevelsEncoder enc = new LevelsEncoder(0);
        enc.writeRepeated(0, 50);
        BytesBuilder out = new BytesBuilder();
        assertEquals(0, enc.flushV1(out));
        assertEquals(0, out.size());
        LevelsDecoder dec = new LevelsDecoder(0);
        assertEquals(0, dec.initV1(Encoding.RLE, new byte[] {1, 2}, 0, 2, 50));
        assertArrayEquals(new int[50], readAll(dec, 50, 7));
    }

    /** Writes levels given as ints (each within a byte) through the encoder's byte[] path. */
    static void writeAll(LevelsEncoder enc, int[] levels) {
        byte[] bytes = new byte[levels.length];
        for (int i = 0; i < levels.length; i++) {
            bytes[i] = (byte) levels[i];
            assertEquals(levels[i], bytes[i], "test levels fit a byte");
        }
        enc.writeLevels(bytes, bytes.length, new int[bytes.length + 5]);
    }

    @Test
    void levelArraysOutsideTheRangeAreRejectedWherever() {
        // the range check of writeLevels is one pass over all levels: a bad level anywhere (in
        // a vectorised stretch or the tail), above the max or negative, is reported
        for (int max : new int[] {1, 2, 5, 64}) {
            for (int bad : new int[] {max + 1, -1, Byte.MIN_VALUE, Byte.MAX_VALUE}) {
                for (int at : new int[] {0, 7, 63, 99}) {
                    byte[] levels = new byte[100];
                    for (int i = 0; i < levels.length; i++) {
                        levels[i] = (byte) (i % (max + 1));
                    }
                    levels[at] = (byte) bad;
                    LevelsEncoder enc = new LevelsEncoder(max);
                    ParquetException e = assertThrows(ParquetException.class,
                            () -> enc.writeLevels(levels, 100, new int[100]));
                    assertEquals("level " + bad + " outside 0.." + max, e.getMessage());
                    // nothing was added: the levels before it alone encode as they would have
                    enc.writeLevels(levels, at, new int[100]);
                    BytesBuilder after = new BytesBuilder();
                    enc.flushV2(after);
                    LevelsEncoder fresh = new LevelsEncoder(max);
                    fresh.writeLevels(levels, at, new int[100]);
                    BytesBuilder expected = new BytesBuilder();
                    fresh.flushV2(expected);
                    assertArrayEquals(expected.toByteArray(), after.toByteArray());
                }
            }
            int[] edge = {0, max, max, 0};
            LevelsEncoder enc = new LevelsEncoder(max);
            writeAll(enc, edge);
            BytesBuilder out = new BytesBuilder();
            enc.flushV2(out);
            LevelsDecoder dec = new LevelsDecoder(max);
            byte[] bytes = out.toByteArray();
            dec.initV2(bytes, 0, bytes.length, 4);
            assertArrayEquals(edge, readAll(dec, 4, 4));
        }
    }

    @Test
    void levelsAboveMaxAreRejected() {
        LevelsEncoder enc = new LevelsEncoder(2);
        assertThrows(ParquetException.class, () -> enc.writeLevel(3));
        // a hand-written page: bit width 2 allows 3 but max level is 2
        RleBitPackedHybridEncoder raw = new RleBitPackedHybridEncoder(2);
        raw.writeInts(new int[] {0, 1, 2, 3, 1}, 0, 5);
        BytesBuilder b = new BytesBuilder();
        raw.flushTo(b);
        byte[] buf = b.toByteArray();
        LevelsDecoder dec = new LevelsDecoder(2);
        dec.initV2(buf, 0, buf.length, 5);
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readLevels(new byte[5], 0, 5));
        assertEquals("level 3 exceeds the max level 2", e.getMessage());
        // the deprecated BIT_PACKED encoding is checked the same way
        byte[] msbFirst = new byte[2];
        BitPacking.packMsbFirst(new int[] {0, 1, 2, 3, 1}, 0, 5, msbFirst, 0, 2);
        LevelsDecoder bp = new LevelsDecoder(2);
        bp.initV1(Encoding.BIT_PACKED, msbFirst, 0, msbFirst.length, 5);
        e = assertThrows(ParquetException.class, () -> bp.readLevels(new byte[5], 0, 5));
        assertEquals("level 3 exceeds the max level 2", e.getMessage());
    }

    @Test
    void maxLevelsAboveWhatAByteHoldsAreRejected() {
        assertEquals(127, new LevelsDecoder(127).maxLevel());
        ParquetException e = assertThrows(ParquetException.class, () -> new LevelsDecoder(128));
        assertEquals("max level 128 exceeds 127, the most levels held in bytes allow", e.getMessage());
    }

    @Test
    void badLengthPrefixesAreRejected() {
        LevelsDecoder dec = new LevelsDecoder(1);
        assertThrows(ParquetException.class, () -> dec.initV1(Encoding.RLE, new byte[3], 0, 3, 1));
        byte[] tooLong = {10, 0, 0, 0, 1, 2};
        assertThrows(ParquetException.class, () -> dec.initV1(Encoding.RLE, tooLong, 0, tooLong.length, 1));
        byte[] negative = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1, 2};
        assertThrows(ParquetException.class, () -> dec.initV1(Encoding.RLE, negative, 0, negative.length, 1));
        assertThrows(ParquetException.class, () -> dec.initV1(Encoding.BIT_PACKED, new byte[1], 0, 1, 9));
        assertThrows(ParquetException.class, () -> dec.initV1(Encoding.PLAIN, new byte[8], 0, 8, 1));
    }
}
