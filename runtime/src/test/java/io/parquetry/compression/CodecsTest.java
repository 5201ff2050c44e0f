package io.parquetry.compression;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class CodecsTest {
    /** Every codec Parquetry implements (all but LZO). */
    static final Compression[] WORKING = {
        Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.GZIP, Compression.ZSTD,
        Compression.LZ4_RAW, Compression.LZ4, Compression.BROTLI
    };

    static byte[] random(int n, long seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    static byte[] text(int n) {
        String[] words = {"parquet", "column", "page", "row", "group", "dictionary", "encoding", "the", "of", "42"};
        Random r = new Random(7);
        StringBuilder sb = new StringBuilder(n + 16);
        while (sb.length() < n) {
            sb.append(words[r.nextInt(words.length)]).append(r.nextInt(5) == 0 ? '\n' : ' ');
        }
        return Arrays.copyOf(sb.toString().getBytes(StandardCharsets.US_ASCII), n);
    }

    static List<byte[]> inputs() {
        return List.of(new byte[0], new byte[] {42}, random(7, 1), random(1000, 2), text(1 << 20), random(1 << 20, 3));
    }

    static Stream<Arguments> codecsAndInputs() {
        List<Arguments> args = new ArrayList<>();
        for (Compression c : WORKING) {
            for (byte[] in : inputs()) {
                args.add(Arguments.of(c, in.length, in));
            }
        }
        return args.stream();
    }

    static byte[] compress(Compression c, byte[] in) {
        BytesBuilder out = new BytesBuilder(16);
        Codecs.get(c).compress(in, 0, in.length, out);
        return out.toByteArray();
    }

    static byte[] decompress(Compression c, byte[] in, int size) {
        byte[] out = new byte[size];
        Codecs.get(c).decompress(in, 0, in.length, out, 0, size);
        return out;
    }

    @ParameterizedTest(name = "{0} {1} bytes")
    @MethodSource("codecsAndInputs")
    void roundTrips(Compression c, int size, byte[] input) {
        Codec codec = Codecs.get(c);
        // Compress from an offset into a builder that already holds bytes, to check offsets.
        byte[] padded = new byte[input.length + 10];
        System.arraycopy(input, 0, padded, 3, input.length);
        BytesBuilder out = new BytesBuilder(16);
        out.writeBytes(new byte[] {9, 9, 9});
        codec.compress(padded, 3, input.length, out);
        byte[] prefix = Arrays.copyOf(out.array(), 3);
        assertArrayEquals(new byte[] {9, 9, 9}, prefix);
        int clen = out.size() - 3;

        byte[] result = new byte[size + 5];
        Arrays.fill(result, (byte) 0x55);
        codec.decompress(out.array(), 3, clen, result, 2, size);
        assertArrayEquals(input, Arrays.copyOfRange(result, 2, 2 + size));
        assertEquals(0x55, result[0] & 0xFF);
        assertEquals(0x55, result[size + 2] & 0xFF, "wrote past the declared size");

        // The same instance keeps working (reused contexts are reset between calls).
        codec.compress(input, 0, input.length, out);
        byte[] again = new byte[size];
        codec.decompress(out.array(), 3 + clen, out.size() - 3 - clen, again, 0, size);
        assertArrayEquals(input, again);
    }

    @Test
    void compressibleTextShrinks() {
        byte[] in = text(1 << 20);
        for (Compression c : WORKING) {
            if (c != Compression.UNCOMPRESSED) {
                int n = compress(c, in).length;
                assertTrue(n < in.length / 2, c + " compressed 1 MiB of text to " + n + " bytes");
            }
        }
    }

    static Stream<Arguments> codecsAndSizes() {
        List<Arguments> args = new ArrayList<>();
        for (Compression c : WORKING) {
            args.add(Arguments.of(c, 1));
            args.add(Arguments.of(c, 1000));
            args.add(Arguments.of(c, 300_000));
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0} {1} bytes")
    @MethodSource("codecsAndSizes")
    void wrongDeclaredSizeFails(Compression c, int size) {
        byte[] in = size > 1000 ? text(size) : random(size, size);
        byte[] compressed = compress(c, in);
        byte[] big = new byte[size + 100];
        Codec codec = Codecs.get(c);
        ParquetException smaller = assertThrows(ParquetException.class,
                () -> codec.decompress(compressed, 0, compressed.length, big, 0, size - 1));
        assertTrue(smaller.getMessage().contains(c.name()), smaller.getMessage());
        ParquetException larger = assertThrows(ParquetException.class,
                () -> codec.decompress(compressed, 0, compressed.length, big, 0, size + 1));
        assertTrue(larger.getMessage().contains(c.name()), larger.getMessage());
        // A failure leaves the codec usable.
        byte[] ok = new byte[size];
        codec.decompress(compressed, 0, compressed.length, ok, 0, size);
        assertArrayEquals(in, ok);
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = {"SNAPPY", "GZIP", "ZSTD", "LZ4_RAW", "LZ4", "BROTLI"})
    void truncatedInputFails(Compression c) {
        byte[] in = text(5000);
        byte[] compressed = compress(c, in);
        Codec codec = Codecs.get(c);
        for (int cut : new int[] {1, 2, compressed.length / 2, compressed.length - 1}) {
            byte[] truncated = Arrays.copyOf(compressed, cut);
            byte[] out = new byte[in.length];
            ParquetException e = assertThrows(ParquetException.class,
                    () -> codec.decompress(truncated, 0, truncated.length, out, 0, in.length), c + " cut at " + cut);
            assertTrue(e.getMessage().contains(c.name()), e.getMessage());
        }
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = {"SNAPPY", "GZIP", "ZSTD", "LZ4_RAW", "LZ4", "BROTLI"})
    void corruptInputFailsOnlyWithParquetException(Compression c) {
        byte[] in = text(20_000);
        byte[] compressed = compress(c, in);
        Codec codec = Codecs.get(c);
        Random r = new Random(c.ordinal());
        int failures = 0;
        for (int i = 0; i < 300; i++) {
            byte[] bad = compressed.clone();
            int flips = 1 + r.nextInt(4);
            for (int f = 0; f < flips; f++) {
                bad[r.nextInt(bad.length)] ^= (byte) (1 + r.nextInt(255));
            }
            failures += decodeOrParquetException(codec, bad, in.length);
        }
        // Pure garbage, of the right and of huge declared sizes.
        for (int i = 0; i < 100; i++) {
            byte[] garbage = random(1 + r.nextInt(200), i);
            failures += decodeOrParquetException(codec, garbage, 1 + r.nextInt(5000));
        }
        assertTrue(failures > 100, c + " detected only " + failures + " corruptions");
    }

    /** Returns 1 when decoding failed with a ParquetException, 0 when it succeeded. */
    private static int decodeOrParquetException(Codec codec, byte[] in, int size) {
        byte[] out = new byte[size];
        try {
            codec.decompress(in, 0, in.length, out, 0, size);
            return 0;
        } catch (ParquetException expected) {
            return 1;
        } catch (Throwable t) {
            fail("expected only ParquetException", t);
            return 0;
        }
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = {"UNCOMPRESSED", "SNAPPY", "GZIP", "ZSTD", "LZ4_RAW", "LZ4", "BROTLI"})
    void badArgumentsAreParquetExceptions(Compression c) {
        Codec codec = Codecs.get(c);
        byte[] compressed = compress(c, random(100, 5));
        assertThrows(ParquetException.class, () -> codec.decompress(compressed, 0, compressed.length, new byte[50], 0, 100));
        assertThrows(ParquetException.class, () -> codec.decompress(compressed, 0, compressed.length, new byte[100], 1, 100));
        assertThrows(ParquetException.class, () -> codec.decompress(compressed, 1, compressed.length, new byte[100], 0, 100));
        assertThrows(ParquetException.class, () -> codec.decompress(compressed, 0, compressed.length, new byte[100], 0, -1));
        assertThrows(ParquetException.class, () -> codec.compress(compressed, -1, 5, new BytesBuilder()));
    }

    @Test
    void emptyInputDecodesToEmptyOutputOnly() {
        for (Compression c : WORKING) {
            Codec codec = Codecs.get(c);
            codec.decompress(new byte[0], 0, 0, new byte[0], 0, 0);
            assertThrows(ParquetException.class, () -> codec.decompress(new byte[0], 0, 0, new byte[4], 0, 4), c.name());
        }
    }

    @Test
    void lzoIsRejectedClearly() {
        Codec lzo = Codecs.get(Compression.LZO);
        ParquetException d = assertThrows(ParquetException.class, () -> lzo.decompress(new byte[4], 0, 4, new byte[8], 0, 8));
        assertTrue(d.getMessage().startsWith("LZO compression is not supported"), d.getMessage());
        ParquetException c = assertThrows(ParquetException.class, () -> lzo.compress(new byte[4], 0, 4, new BytesBuilder()));
        assertTrue(c.getMessage().startsWith("LZO compression is not supported"), c.getMessage());
    }

    @Test
    void missingLibraryNamesTheArtifact() {
        ParquetException e = assertThrows(ParquetException.class,
                () -> Codecs.requireLibrary(Compression.ZSTD, "com.example.NoSuchZstd", Codecs.ZSTD_ARTIFACT));
        assertEquals("ZSTD compression needs com.github.luben:zstd-jni on the classpath", e.getMessage());
        assertTrue(e.getCause() instanceof ClassNotFoundException);
        assertEquals("LZ4_RAW compression needs at.yawk.lz4:lz4-java on the classpath",
                Codecs.missingLibraryMessage(Compression.LZ4_RAW, Codecs.LZ4_ARTIFACT));
        assertEquals("BROTLI compression needs com.aayushatharva.brotli4j:brotli4j on the classpath",
                Codecs.missingLibraryMessage(Compression.BROTLI, Codecs.BROTLI_ARTIFACT));
        // The real class names resolve on the test classpath.
        Codecs.requireLibrary(Compression.ZSTD, Codecs.ZSTD_CLASS, Codecs.ZSTD_ARTIFACT);
        Codecs.requireLibrary(Compression.LZ4, Codecs.LZ4_CLASS, Codecs.LZ4_ARTIFACT);
        Codecs.requireLibrary(Compression.BROTLI, Codecs.BROTLI_CLASS, Codecs.BROTLI_ARTIFACT);
    }

    @Test
    void levels() {
        byte[] in = text(100_000);
        for (Compression c : new Compression[] {Compression.GZIP, Compression.ZSTD, Compression.BROTLI}) {
            int max = c == Compression.GZIP ? 9 : c == Compression.ZSTD ? 22 : 11;
            for (int level : new int[] {1, max}) {
                BytesBuilder out = new BytesBuilder();
                Codecs.get(c, level).compress(in, 0, in.length, out);
                assertArrayEquals(in, decompress(c, out.toByteArray(), in.length));
            }
            assertThrows(ParquetException.class, () -> Codecs.get(c, max + 1));
        }
        assertSame(Codecs.get(Compression.SNAPPY), Codecs.get(Compression.SNAPPY, 5));
        assertThrows(ParquetException.class, () -> Codecs.get(null));
    }
}
