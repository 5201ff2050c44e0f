package io.parquetry.iceberg;

import io.parquetry.Parquet;
import io.parquetry.spi.RecordMapper;
import org.apache.iceberg.Table;

/**
 * Entry points for Apache Iceberg tables: append records with {@link #appender}, read a snapshot
 * with {@link #reader}. Parquetry writes and reads the Parquet data files; Iceberg's own API plans
 * scans, applies partition specs and commits snapshots, so any catalog and file IO work.
 *
 * <pre>{@code
 * Table table = catalog.loadTable(TableIdentifier.of("db", "trades"));
 * try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).build()) {
 *     appender.writeAll(trades);
 *     appender.commit();                       // one snapshot
 * }
 * List<Trade> big = IcebergTables.reader(table, Trade.class)
 *         .filter(Expressions.greaterThan("qty", 100)).build().toList();
 * }</pre>
 *
 * <p>Thread-safe (stateless).
 */
public final class IcebergTables {
    private IcebergTables() {}

    /**
     * An appender of {@code type}'s records (a {@code @ParquetRecord} with a generated mapper) to
     * {@code table}. Fields match table columns by {@code @ParquetField(id = ...)} when given, else
     * by name; the data files carry the table's field ids.
     *
     * @param <T> the record type
     * @param table the Iceberg table (from any catalog)
     * @param type the record class (with a generated mapper)
     * @return a builder of the appender
     * @throws IllegalArgumentException (at {@code build()}) naming the field when a field is not in
     *     the table, its type does not store the column's type, it may be null where the column is
     *     required, or a required column has no field
     */
    public static <T> IcebergAppender.Builder<T> appender(Table table, Class<T> type) {
        return new IcebergAppender.Builder<>(table, Parquet.mapper(type), type.getName());
    }

    /**
     * An appender of records mapped by {@code mapper} (a generated one or a {@link io.parquetry.row.Row} mapper).
     *
     * @param <T> the record type
     * @param table the Iceberg table (from any catalog)
     * @param mapper the record mapper
     * @return a builder of the appender
     */
    public static <T> IcebergAppender.Builder<T> appender(Table table, RecordMapper<T> mapper) {
        return new IcebergAppender.Builder<>(table, mapper, mapper.schema().name());
    }

    /**
     * A reader of the table's current snapshot into {@code type}'s records.
     *
     * @param <T> the record type
     * @param table the Iceberg table (from any catalog)
     * @param type the record class (with a generated mapper)
     * @return a builder of the reader
     */
    public static <T> IcebergReader.Builder<T> reader(Table table, Class<T> type) {
        return new IcebergReader.Builder<>(table, Parquet.mapper(type), type.getName());
    }

    /**
     * A reader of the table's current snapshot with {@code mapper}.
     *
     * @param <T> the record type
     * @param table the Iceberg table (from any catalog)
     * @param mapper the record mapper
     * @return a builder of the reader
     */
    public static <T> IcebergReader.Builder<T> reader(Table table, RecordMapper<T> mapper) {
        return new IcebergReader.Builder<>(table, mapper, mapper.schema().name());
    }
}
