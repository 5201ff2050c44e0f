package io.parquetry.column;

import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.RecordMapper;

/** A mapper of the column tests that only reads: writing through it fails. */
interface ReadOnlyMapper<T> extends RecordMapper<T> {
    @Override
    default void write(T record, ColumnSink[] columns) {
        throw new UnsupportedOperationException("a reading mapper does not write");
    }
}
