package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.BinaryCase;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DeltaLengthByteArrayTest {

    static List<BinaryCase> binaryCases() {
        return EncodingTestTable.binaryCases();
    }

    static byte[] encode(byte[][] values) {
        DeltaLengthByteArrayEncoder enc = new DeltaLengthByteArrayEncoder();
        for (byte[] v : values) {
            enc.writeBinary(v, 0, v.length);
        }
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        return out.toByteArray();
    }

    /** Decodes in batches of {@code batch} into a batch that is cleared between calls, as readers do. */
    static byte[][] decode(ValuesDecoder dec, byte[] enc, int count, int batch) {
        dec.init(enc, 0, enc.length, count);
        byte[][] out = new byte[count][];
        BinaryBatch b = new BinaryBatch();
        int done = 0;
        while (done < count) {
            int k = Math.min(batch, count - done);
            b.clear();
            dec.readBinaries(b, k);
            assertEquals(k, b.count());
            for (int i = 0; i < k; i++) {
                out[done + i] = b.get(i);
            }
            done += k;
        }
        return out;
    }

    static Stream<Object[]> casesWithBatches() {
        return binaryCases().stream().flatMap(c -> Arrays.stream(EncodingTestTable.BATCH_SIZES).mapToObj(b -> new Object[] {c, b}));
    }

    @ParameterizedTest(name = "{0} batch {1}")
    @MethodSource("casesWithBatches")
    void roundTrip(BinaryCase c, int batch) {
        byte[] enc = encode(c.values());
        assertArrayEquals(c.values(), decode(new DeltaLengthByteArrayDecoder(), enc, c.values().length, batch));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("binaryCases")
    void skipsAndReadsInterleaved(BinaryCase c) {
        byte[][] v = c.values();
        byte[] enc = encode(v);
        DeltaLengthByteArrayDecoder dec = new DeltaLengthByteArrayDecoder();
        dec.init(enc, 0, enc.length, v.length);
        BinaryBatch b = new BinaryBatch();
        int pos = 0;
        int[] pattern = {1, -3, 3, 7, -300, 2};
        for (int step = 0; pos < v.length; step++) {
            int p = pattern[step % pattern.length];
            int k = Math.min(Math.abs(p), v.length - pos);
            if (p < 0) {
                dec.skip(k);
            } else {
                int before = b.count(); // accumulate without clearing: appends must not disturb earlier values
                dec.readBinaries(b, k);
                for (int i = 0; i < k; i++) {
                    assertArrayEquals(v[pos + i], b.get(before + i), "value " + (pos + i));
                }
            }
            pos += k;
        }
        assertEquals(enc.length, dec.position());
        assertThrows(ParquetException.class, () -> dec.readBinaries(b, 1));
    }

    @Test
    void specExampleLayout() {
        byte[][] v = {utf8("Hello"), utf8("World"), utf8("Foobar"), utf8("ABCDEF")};
        byte[] enc = encode(v);
        DeltaBinaryPackedDecoder lengths = new DeltaBinaryPackedDecoder();
        lengths.init(enc, 0, enc.length, 4);
        int[] l = new int[4];
        lengths.readInts(l, 0, 4);
        assertArrayEquals(new int[] {5, 5, 6, 6}, l);
        assertEquals("HelloWorldFoobarABCDEF", new String(enc, lengths.endOffset(), enc.length - lengths.endOffset(), StandardCharsets.UTF_8));
    }

    @Test
    void rejectsNegativeAndOversizedLengths() {
        assertThrows(ParquetException.class, () -> decode(new DeltaLengthByteArrayDecoder(), lengthsThen(new int[] {2, -1}, "ab"), 2, 10));
        assertThrows(ParquetException.class, () -> decode(new DeltaLengthByteArrayDecoder(), lengthsThen(new int[] {2, 3}, "abcd"), 2, 10));
        assertThrows(ParquetException.class, () -> decode(new DeltaLengthByteArrayDecoder(), lengthsThen(new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE}, "abcd"), 2, 10));
        // a skip validates too
        DeltaLengthByteArrayDecoder dec = new DeltaLengthByteArrayDecoder();
        byte[] enc = lengthsThen(new int[] {1, 100}, "x");
        dec.init(enc, 0, enc.length, 2);
        assertThrows(ParquetException.class, () -> dec.skip(2));
    }

    static byte[] lengthsThen(int[] lengths, String data) {
        DeltaBinaryPackedEncoder enc = new DeltaBinaryPackedEncoder();
        enc.writeInts(lengths, 0, lengths.length);
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        out.writeUtf8(data);
        return out.toByteArray();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("truncationCases")
    void everyTruncationIsAParquetException(BinaryCase c) {
        byte[] enc = encode(c.values());
        assertOnlyParquetExceptions(enc, c.values().length, DeltaLengthByteArrayDecoder::new, c.toString());
    }

    static Stream<BinaryCase> truncationCases() {
        return binaryCases().stream().filter(c -> c.values().length > 0 && c.values().length <= 300
                && Arrays.stream(c.values()).mapToInt(x -> x.length).sum() < 20_000);
    }

    /** Decoding every strict prefix of {@code enc} must fail, and only with a ParquetException. */
    static void assertOnlyParquetExceptions(byte[] enc, int count, java.util.function.Supplier<ValuesDecoder> factory, String name) {
        BinaryBatch b = new BinaryBatch();
        for (int len = 0; len < enc.length; len++) {
            byte[] cut = Arrays.copyOf(enc, len);
            try {
                b.clear();
                ValuesDecoder dec = factory.get();
                dec.init(cut, 0, len, count);
                dec.readBinaries(b, count);
                fail(name + ": truncation to " + len + " of " + enc.length + " bytes decoded without error");
            } catch (ParquetException expected) {
                // the only acceptable failure
            } catch (Throwable t) {
                throw new AssertionError(name + ": truncation to " + len + " threw " + t, t);
            }
        }
    }

    @Test
    void corruptedInputOnlyEverThrowsParquetException() {
        fuzz(encode(EncodingTestTable.binaryCases().get(5).values()), DeltaLengthByteArrayDecoder::new);
    }

    static void fuzz(byte[] base, java.util.function.Supplier<ValuesDecoder> factory) {
        Random r = new Random(99);
        int count = new DeltaBinaryPackedDecoderProbe(base).count;
        for (int iter = 0; iter < 3000; iter++) {
            byte[] b = base.clone();
            for (int f = 1 + r.nextInt(3); f > 0; f--) {
                b[r.nextInt(Math.min(b.length, (iter & 1) == 0 ? 24 : b.length))] = (byte) r.nextInt(256);
            }
            try {
                ValuesDecoder dec = factory.get();
                dec.init(b, 0, b.length, count);
                BinaryBatch out = new BinaryBatch();
                dec.readBinaries(out, count / 2);
                dec.skip(count - count / 2);
            } catch (ParquetException expected) {
                // fine
            } catch (Throwable t) {
                throw new AssertionError("iteration " + iter + " threw " + t, t);
            }
        }
    }

    /** Reads the value count from a delta header. */
    static final class DeltaBinaryPackedDecoderProbe {
        final int count;

        DeltaBinaryPackedDecoderProbe(byte[] enc) {
            DeltaBinaryPackedDecoder d = new DeltaBinaryPackedDecoder();
            d.init(enc, 0, enc.length, 0);
            count = d.totalCount();
        }
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
