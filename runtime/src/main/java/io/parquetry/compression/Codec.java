package io.parquetry.compression;

import io.parquetry.encoding.BytesBuilder;

/**
 * One compression codec. Works on arrays (no streams) and is safe for use by one thread at a
 * time; obtain instances from {@code Codecs.get(Compression)}.
 */
public interface Codec {
    /** Compresses {@code in[off .. off+len)} and appends the result to {@code out}. */
    void compress(byte[] in, int off, int len, BytesBuilder out);

    /**
     * Decompresses {@code in[off .. off+len)} into exactly {@code uncompressedSize} bytes at
     * {@code out[outOff ..]}. Input that is corrupt, or decompresses to any other size, is a
     * {@code ParquetException}.
     */
    void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize);
}
