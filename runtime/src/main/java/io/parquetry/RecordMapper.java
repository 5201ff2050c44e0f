package io.parquetry;

import io.parquetry.column.ColumnReader;
import io.parquetry.column.ColumnWriter;
import io.parquetry.schema.MessageType;

/**
 * Maps objects of one type to the leaf columns of a Parquet schema and back. Generated
 * {@code <Record>Parquet} classes implement it with compile-time constant levels; {@link Row}
 * has a schema-driven implementation. The column arrays are in the order of
 * {@code schema().columns()}.
 *
 * @param <T> the mapped type
 */
public interface RecordMapper<T> {
    /** The Parquet schema objects are written with. */
    MessageType schema();

    /** Shreds one record into the column writers (one or more entries per column). */
    void write(T record, ColumnWriter[] columns);

    /**
     * Assembles one record from the column readers, each positioned at the first entry of the
     * record, and leaves each positioned at the first entry of the next record.
     */
    T read(ColumnReader[] columns);

    /**
     * Value encodings chosen for some leaf columns, keyed by dotted column path (generated
     * mappers return the {@code @ParquetEncoding} choices of their fields). Options given to
     * {@link ParquetWriter.Builder#encoding} override these. Empty by default: every column uses
     * the writer's default encodings.
     */
    default java.util.Map<String, io.parquetry.format.Encoding> columnEncodings() {
        return java.util.Map.of();
    }
}
