/**
 * The Parquetry runtime: reading and writing Apache Parquet files without Hadoop.
 *
 * <p>Exported, for users: {@code io.parquetry} (the entry points {@code Parquet},
 * {@code ParquetFile}, readers, writers, options), {@code io.parquetry.metadata} (immutable views
 * of a file's footer), {@code io.parquetry.base} (errors and the Parquet vocabulary: physical and
 * logical types, encodings, codecs), {@code io.parquetry.schema}, {@code io.parquetry.filter},
 * {@code io.parquetry.io}, {@code io.parquetry.row}, {@code io.parquetry.variant} and
 * {@code io.parquetry.crypto}. Exported for the code the annotation processor generates:
 * {@code io.parquetry.spi}. Everything else (format, bytes, compression, encoding, index, column,
 * cipher, pruning, file) is internal and may change in any release.
 *
 * <p>Generated mappers are found with {@link java.util.ServiceLoader}: a module that holds
 * {@code @ParquetRecord} types declares, for each, {@code provides io.parquetry.spi.GeneratedMapper
 * with <Record>Parquet.Registration;}. The optional codecs (zstd-jni, lz4-java, brotli4j) are
 * {@code requires static}: on the module path, add the one you use to the module graph (require it
 * or pass {@code --add-modules}); without it, that codec fails with an error naming the library.
 */
module io.parquetry {
    requires transitive io.parquetry.annotation;
    // generated mappers carry @javax.annotation.processing.Generated (source retention): a module
    // of records reads java.compiler when it compiles, and needs nothing of it at run time
    requires static transitive java.compiler;
    requires org.apache.thrift;
    requires snappy.java;
    requires static com.github.luben.zstd_jni;
    requires static org.lz4.java;
    requires static com.aayushatharva.brotli4j;

    exports io.parquetry;
    exports io.parquetry.base;
    exports io.parquetry.crypto;
    exports io.parquetry.filter;
    exports io.parquetry.io;
    exports io.parquetry.metadata;
    exports io.parquetry.row;
    exports io.parquetry.schema;
    exports io.parquetry.spi;
    exports io.parquetry.variant;

    uses io.parquetry.spi.GeneratedMapper;
}
