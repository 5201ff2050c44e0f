package io.parquetry.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.parquetry.base.Compression;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import java.util.Arrays;

/**
 * Fuzzes the decompressors' framing: corrupt compressed bytes and declared uncompressed sizes that
 * are wrong, checked the way a page reader checks them (against {@code maxDecompressedSize} before
 * allocating); and the compressors (Parquetry's own Snappy encoder among them): whatever bytes
 * they compress decompress back to themselves.
 */
class CodecFuzzTest {
    private static final Compression[] CODECS = {Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.GZIP,
        Compression.BROTLI, Compression.LZ4, Compression.ZSTD, Compression.LZ4_RAW};
    /** Largest output a fuzz input may ask for; the reader's own limit is the page size limit. */
    private static final int MAX_OUTPUT = 1 << 20;

    @FuzzTest(maxDuration = "4s")
    void decompress(FuzzedDataProvider in) {
        Compression compression = in.pickValue(CODECS);
        int declared = in.consumeInt(-1, MAX_OUTPUT);
        int outOff = in.consumeInt(0, 3);
        byte[] compressed = in.consumeRemainingAsBytes();
        Contract.onlyParquetException(() -> {
            var codec = Codecs.get(compression);
            long max = codec.maxDecompressedSize(compressed, 0, compressed.length);
            if (declared < 0 || declared > max) {
                return; // the page reader rejects such a header before decompressing
            }
            codec.decompress(compressed, 0, compressed.length, new byte[outOff + declared], outOff, declared);
        });
    }

    @FuzzTest(maxDuration = "4s")
    void compressThenDecompress(FuzzedDataProvider in) {
        Compression compression = in.pickValue(CODECS);
        boolean fast = in.consumeBoolean();
        byte[] data = in.consumeRemainingAsBytes();
        Codec codec = Codecs.get(compression);
        BytesBuilder out = new BytesBuilder();
        if (fast) {
            codec.compressFast(data, 0, data.length, out);
        } else {
            codec.compress(data, 0, data.length, out);
        }
        byte[] back = new byte[data.length];
        codec.decompress(out.array(), 0, out.size(), back, 0, data.length);
        if (!Arrays.equals(data, back)) {
            throw new AssertionError(compression + (fast ? " (fast)" : "") + " changed " + data.length + " bytes");
        }
    }
}
