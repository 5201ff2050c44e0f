package io.parquetry.compression;

import io.parquetry.bytes.BytesBuilder;

/**
 * One compression codec. Works on arrays (no streams) and is safe for use by one thread at a
 * time; obtain instances from {@code Codecs.get(Compression)}.
 */
public interface Codec {
    /** Compresses {@code in[off .. off+len)} and appends the result to {@code out}. */
    void compress(byte[] in, int off, int len, BytesBuilder out);

    /**
     * Compresses like {@link #compress}, as fast as the codec can where it has a faster
     * compressor that writes somewhat larger output ({@code SNAPPY}: snappy-java's native one);
     * both are valid data of the codec. The writer ranks candidate encodings by its sizes, and
     * uses it for the pages of a column chunk where {@link #compress} saved too little on the
     * first (see {@link #hasFastVariant}).
     */
    default void compressFast(byte[] in, int off, int len, BytesBuilder out) {
        compress(in, off, len, out);
    }

    /** Whether {@link #compressFast} is another compressor than {@link #compress}. */
    default boolean hasFastVariant() {
        return false;
    }

    /**
     * Decompresses {@code in[off .. off+len)} into exactly {@code uncompressedSize} bytes at
     * {@code out[outOff ..]}. Input that is corrupt, or decompresses to any other size, is a
     * {@code ParquetException}.
     */
    void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize);

    /**
     * The most bytes that decompressing {@code in[off .. off+len)} can produce: a size the data
     * itself declares, or the format's maximum expansion ratio times {@code len};
     * {@code Long.MAX_VALUE} when the format sets no useful bound. Readers check a page's
     * declared uncompressed size against it before allocating, so a few bytes cannot make them
     * allocate gigabytes. Input whose declared size cannot be read is a {@code ParquetException}.
     */
    default long maxDecompressedSize(byte[] in, int off, int len) {
        return Long.MAX_VALUE;
    }
}
