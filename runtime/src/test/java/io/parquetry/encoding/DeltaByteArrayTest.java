package io.parquetry.encoding;

import static io.parquetry.encoding.DeltaLengthByteArrayTest.decode;
import static io.parquetry.encoding.DeltaLengthByteArrayTest.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.BinaryCase;
import io.parquetry.encoding.EncodingTestTable.FixedCase;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DeltaByteArrayTest {

    static List<BinaryCase> binaryCases() {
        List<BinaryCase> cases = new ArrayList<>(EncodingTestTable.binaryCases());
        cases.add(new BinaryCase("prefixesGrowAndShrink", new byte[][] {
            utf8("a"), utf8("ab"), utf8("abc"), utf8("ab"), utf8(""), utf8("abc"), utf8("abcabc"), utf8("abcabc"), utf8("b")}));
        return cases;
    }

    static byte[] encode(byte[][] values, boolean fixed) {
        DeltaByteArrayEncoder enc = new DeltaByteArrayEncoder();
        for (byte[] v : values) {
            if (fixed) {
                enc.writeFixed(v, 0, v.length);
            } else {
                enc.writeBinary(v, 0, v.length);
            }
        }
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    static Stream<Object[]> binaryWithBatches() {
        return binaryCases().stream().flatMap(c -> Arrays.stream(EncodingTestTable.BATCH_SIZES).mapToObj(b -> new Object[] {c, b}));
    }

    static Stream<Object[]> fixedWithBatches() {
        return EncodingTestTable.fixedCases().stream().flatMap(c -> Arrays.stream(EncodingTestTable.BATCH_SIZES).mapToObj(b -> new Object[] {c, b}));
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("binaryWithBatches")
    void binaryRoundTrip(BinaryCase c, int batch) {
        byte[] enc = encode(c.values(), false);
        assertArrayEquals(c.values(), decode(new DeltaByteArrayDecoder(), enc, c.values().length, batch));
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("fixedWithBatches")
    void fixedRoundTrip(FixedCase c, int batch) {
        byte[] enc = encode(c.values(), true);
        assertArrayEquals(c.values(), decode(new DeltaByteArrayDecoder(c.typeLength()), enc, c.values().length, batch));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("binaryCases")
    void skipsKeepThePreviousValue(BinaryCase c) {
        byte[][] v = c.values();
        byte[] enc = encode(v, false);
        DeltaByteArrayDecoder dec = new DeltaByteArrayDecoder();
        dec.init(enc, 0, enc.length, v.length);
        BinaryBatch b = new BinaryBatch();
        int pos = 0;
        int[] pattern = {-1, 1, -3, 3, 7, -257, 2};
        for (int step = 0; pos < v.length; step++) {
            int p = pattern[step % pattern.length];
            int k = Math.min(Math.abs(p), v.length - pos);
            if (p < 0) {
                dec.skip(k);
            } else {
                b.clear();
                dec.readBinaries(b, k);
                for (int i = 0; i < k; i++) {
                    assertArrayEquals(v[pos + i], b.get(i), "value " + (pos + i));
                }
            }
            pos += k;
        }
        assertThrows(ParquetException.class, () -> dec.skip(1));
    }

    @Test
    void encoderRestartsPrefixesOnEachPage() {
        DeltaByteArrayEncoder enc = new DeltaByteArrayEncoder();
        BytesBuilder out = new BytesBuilder();
        enc.writeBinary(utf8("hello"), 0, 5);
        enc.flushTo(out);
        out.reset();
        enc.writeBinary(utf8("help"), 0, 4);
        enc.flushTo(out);
        assertArrayEquals(new byte[][] {utf8("help")}, decode(new DeltaByteArrayDecoder(), out.toByteArray(), 1, 1));
    }

    @Test
    void specExampleLayout() {
        byte[][] v = {utf8("axis"), utf8("axle"), utf8("babble"), utf8("babyhood")};
        byte[] enc = encode(v, false);
        DeltaBinaryPackedDecoder prefixes = new DeltaBinaryPackedDecoder();
        prefixes.init(enc, 0, enc.length, 4);
        int[] p = new int[4];
        prefixes.readInts(p, 0, 4);
        assertArrayEquals(new int[] {0, 2, 0, 3}, p);
        int suffixStart = prefixes.endOffset();
        DeltaBinaryPackedDecoder suffixes = new DeltaBinaryPackedDecoder();
        suffixes.init(enc, suffixStart, enc.length - suffixStart, 4);
        int[] s = new int[4];
        suffixes.readInts(s, 0, 4);
        assertArrayEquals(new int[] {4, 2, 6, 5}, s);
        int dataStart = suffixes.endOffset();
        assertEquals("axislebabbleyhood", new String(enc, dataStart, enc.length - dataStart, StandardCharsets.UTF_8));
        assertArrayEquals(v, decode(new DeltaByteArrayDecoder(), enc, 4, 4));
    }

    /** Builds a DELTA_BYTE_ARRAY page from raw prefix lengths and suffixes, valid or not. */
    static byte[] build(int[] prefixes, String... suffixes) {
        BytesBuilder out = new BytesBuilder();
        DeltaBinaryPackedEncoder p = new DeltaBinaryPackedEncoder();
        p.writeInts(prefixes, 0, prefixes.length);
        p.flushTo(out);
        DeltaLengthByteArrayEncoder s = new DeltaLengthByteArrayEncoder();
        for (String x : suffixes) {
            s.writeBinary(utf8(x), 0, utf8(x).length);
        }
        s.flushTo(out);
        return out.toByteArray();
    }

    @Test
    void validatesPrefixLengths() {
        // sanity: the builder makes valid pages
        assertArrayEquals(new byte[][] {utf8("ab"), utf8("ac")}, decode(new DeltaByteArrayDecoder(), build(new int[] {0, 1}, "ab", "c"), 2, 2));
        // first prefix must be 0
        assertThrows(ParquetException.class, () -> decode(new DeltaByteArrayDecoder(), build(new int[] {1, 0}, "ab", "c"), 2, 2));
        // prefix longer than the previous value
        assertThrows(ParquetException.class, () -> decode(new DeltaByteArrayDecoder(), build(new int[] {0, 3}, "ab", "c"), 2, 2));
        // negative prefix
        assertThrows(ParquetException.class, () -> decode(new DeltaByteArrayDecoder(), build(new int[] {0, -1}, "ab", "c"), 2, 2));
        // the same checks hold while skipping
        DeltaByteArrayDecoder dec = new DeltaByteArrayDecoder();
        byte[] bad = build(new int[] {0, 3}, "ab", "c");
        dec.init(bad, 0, bad.length, 2);
        assertThrows(ParquetException.class, () -> dec.skip(2));
    }

    @Test
    void validatesFixedLength() {
        byte[] enc = build(new int[] {0, 1}, "ab", "cde");
        assertThrows(ParquetException.class, () -> decode(new DeltaByteArrayDecoder(2), enc, 2, 2));
        assertArrayEquals(new byte[][] {utf8("ab"), utf8("acde")}, decode(new DeltaByteArrayDecoder(), enc, 2, 2));
    }

    @Test
    void countsMustMatch() {
        // fewer suffixes than prefixes
        BytesBuilder out = new BytesBuilder();
        DeltaBinaryPackedEncoder p = new DeltaBinaryPackedEncoder();
        p.writeInts(new int[] {0, 0, 0}, 0, 3);
        p.flushTo(out);
        DeltaLengthByteArrayEncoder s = new DeltaLengthByteArrayEncoder();
        s.writeBinary(utf8("x"), 0, 1);
        s.flushTo(out);
        byte[] enc = out.toByteArray();
        assertThrows(ParquetException.class, () -> decode(new DeltaByteArrayDecoder(), enc, 3, 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("truncationCases")
    void everyTruncationIsAParquetException(BinaryCase c) {
        byte[] enc = encode(c.values(), false);
        DeltaLengthByteArrayTest.assertOnlyParquetExceptions(enc, c.values().length, DeltaByteArrayDecoder::new, c.toString());
    }

    static Stream<BinaryCase> truncationCases() {
        return binaryCases().stream().filter(c -> c.values().length > 0 && c.values().length <= 300
                && Arrays.stream(c.values()).mapToInt(x -> x.length).sum() < 20_000);
    }

    @Test
    void corruptedInputOnlyEverThrowsParquetException() {
        DeltaLengthByteArrayTest.fuzz(encode(binaryCases().get(binaryCases().size() - 1).values(), false), DeltaByteArrayDecoder::new);
        byte[][] urls = EncodingTestTable.binaryCases().stream().filter(c -> c.name().equals("sharedPrefixes")).findFirst().orElseThrow().values();
        DeltaLengthByteArrayTest.fuzz(encode(Arrays.copyOf(urls, 200), false), DeltaByteArrayDecoder::new);
    }
}
