package io.parquetry;

import io.parquetry.io.FileStore;
import io.parquetry.io.LocalFileStore;
import io.parquetry.row.Row;
import io.parquetry.row.RowMapper;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.RecordMapper;
import java.nio.file.Path;

/**
 * Entry points for partitioned datasets: many Parquet files under one root, laid out as Hive and
 * Spark lay them out, which Spark ({@code spark.read.parquet(root)}), DuckDB
 * ({@code read_parquet('root/**}{@code /*.parquet', hive_partitioning = true)}), Trino and others read as one table.
 *
 * <pre>
 * root/date=2026-11-25/venue.country=CH/part-&lt;uuid&gt;-00000.parquet
 * root/date=2026-11-25/venue.country=__HIVE_DEFAULT_PARTITION__/part-&lt;uuid&gt;-00001.parquet
 * </pre>
 *
 * <ul>
 *   <li>One directory level per partition column, {@code column=value}, with Hive's escaping
 *       ({@code %XX} for <code>" # % ' * / : = ? \ &#123; [ ] ^</code> and control characters) and
 *       {@code __HIVE_DEFAULT_PARTITION__} for null (and for the empty string, which Hive and
 *       Spark cannot tell from null: it reads back as null).</li>
 *   <li>As Spark writes them, the data files do not hold the partition columns. A nested
 *       partition column ({@code venue.country}) is removed from its group in the files; engines
 *       see it as a top-level column named {@code venue.country} beside the group {@code venue}
 *       without it, and Parquetry's readers put it back into the group.</li>
 *   <li>Files are published atomically through the {@link FileStore}; names and directories
 *       starting with {@code '.'} or {@code '_'} are never read.</li>
 * </ul>
 *
 * <pre>{@code
 * try (DatasetWriter<Trade> w = ParquetDataset.writer(Trade.class, root)
 *         .partitionBy("side", "venue.country")
 *         .fileOptions(f -> f.compression(Compression.ZSTD))
 *         .maxRowsPerFile(1_000_000)
 *         .build()) {
 *     w.writeAll(trades);
 * }
 * try (DatasetReader<Trade> r = ParquetDataset.reader(Trade.class, root)
 *         .filter(TradeParquet.VENUE_COUNTRY.eq("CH")).build()) {
 *     r.stream().forEach(...);
 * }
 * }</pre>
 */
public final class ParquetDataset {
    private ParquetDataset() {}

    /**
     * {@return a writer of {@code type} records into a dataset in a local directory}
     *
     * @param type the {@code @ParquetRecord} type
     * @param root the dataset's directory (created when missing)
     * @param <T> the record type
     */
    public static <T> DatasetWriter.Builder<T> writer(Class<T> type, Path root) {
        return writer(type, new LocalFileStore(root));
    }

    /**
     * {@return a writer of {@code type} records into a dataset in any file store}
     *
     * @param type the {@code @ParquetRecord} type
     * @param store where the files go
     * @param <T> the record type
     */
    public static <T> DatasetWriter.Builder<T> writer(Class<T> type, FileStore store) {
        return writer(Parquet.mapper(type), store);
    }

    /**
     * {@return a writer through an explicit mapper (for example {@code TradeParquet.mapper()})}
     *
     * @param mapper the records' mapper
     * @param store where the files go
     * @param <T> the record type
     */
    public static <T> DatasetWriter.Builder<T> writer(RecordMapper<T> mapper, FileStore store) {
        return DatasetWriter.builder(mapper, store);
    }

    /**
     * {@return a writer of generic rows of {@code schema} into a dataset in a local directory}
     *
     * @param schema the rows' schema, partition columns included
     * @param root the dataset's directory
     */
    public static DatasetWriter.Builder<Row> writer(MessageType schema, Path root) {
        return writer(new RowMapper(schema), new LocalFileStore(root));
    }

    /**
     * {@return a writer of generic rows of {@code schema} into a dataset in any file store}
     *
     * @param schema the rows' schema, partition columns included
     * @param store where the files go
     */
    public static DatasetWriter.Builder<Row> writer(MessageType schema, FileStore store) {
        return writer(new RowMapper(schema), store);
    }

    /**
     * {@return a reader of every {@code type} record of a dataset in a local directory}
     *
     * @param type the {@code @ParquetRecord} type
     * @param root the dataset's directory
     * @param <T> the record type
     */
    public static <T> DatasetReader.Builder<T> reader(Class<T> type, Path root) {
        return reader(type, new LocalFileStore(root));
    }

    /**
     * {@return a reader of every {@code type} record of a dataset in any file store}
     *
     * @param type the {@code @ParquetRecord} type
     * @param store where the files are
     * @param <T> the record type
     */
    public static <T> DatasetReader.Builder<T> reader(Class<T> type, FileStore store) {
        return reader(Parquet.mapper(type), store);
    }

    /**
     * {@return a reader through an explicit mapper}
     *
     * @param mapper the records' mapper
     * @param store where the files are
     * @param <T> the record type
     */
    public static <T> DatasetReader.Builder<T> reader(RecordMapper<T> mapper, FileStore store) {
        return new DatasetReader.Builder<>(mapper, store);
    }

    /**
     * {@return a reader of generic rows of {@code schema} (partition columns included) from a local directory}
     *
     * @param schema the rows' schema
     * @param root the dataset's directory
     */
    public static DatasetReader.Builder<Row> reader(MessageType schema, Path root) {
        return reader(new RowMapper(schema), new LocalFileStore(root));
    }

    /**
     * {@return a reader of generic rows of {@code schema} (partition columns included) from any file store}
     *
     * @param schema the rows' schema
     * @param store where the files are
     */
    public static DatasetReader.Builder<Row> reader(MessageType schema, FileStore store) {
        return reader(new RowMapper(schema), store);
    }
}
