package io.parquetry.base;

/**
 * Compression codecs of the Parquet format. {@link #ZSTD}, {@link #LZ4_RAW}, {@link #LZ4} and
 * {@link #BROTLI} need their optional library on the classpath (zstd-jni, lz4-java, brotli4j);
 * using one without it fails with an error that names the artifact to add.
 */
public enum Compression {
    /** No compression. */
    UNCOMPRESSED(0),
    /** Snappy (snappy-java, a required dependency). */
    SNAPPY(1),
    /** GZIP (the JDK's deflate). */
    GZIP(2),
    /** Not supported: reading a chunk that uses it fails with a clear error. */
    LZO(3),
    /** Brotli (needs brotli4j). */
    BROTLI(4),
    /** Deprecated Hadoop-framed LZ4 (readers also accept the unframed variant). */
    LZ4(5),
    /** Zstandard (needs zstd-jni). */
    ZSTD(6),
    /** LZ4 block format without framing (needs lz4-java). */
    LZ4_RAW(7);

    private final int thriftId;

    Compression(int thriftId) {
        this.thriftId = thriftId;
    }

    /** {@return the id of this codec in the Thrift {@code CompressionCodec} enum} */
    public int thriftId() {
        return thriftId;
    }

    /**
     * The codec with the given Thrift id, or throws {@link ParquetException} for an unknown id.
     *
     * @param id the id in the Thrift {@code CompressionCodec} enum
     * @return the codec
     * @throws ParquetException for an id no codec has
     */
    public static Compression fromThriftId(int id) {
        for (Compression c : values()) {
            if (c.thriftId == id) {
                return c;
            }
        }
        throw new ParquetException("unknown compression codec id " + id);
    }
}
