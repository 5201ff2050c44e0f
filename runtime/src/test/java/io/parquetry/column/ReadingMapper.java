package io.parquetry.column;

import io.parquetry.schema.MessageType;
import io.parquetry.spi.ColumnSource;
import java.util.function.Function;

/**
 * A mapper that only reads, for the tests of the column cursor: {@code assemble} makes each
 * record from the record's column sources, as a generated mapper's read does.
 */
record ReadingMapper<T>(MessageType schema, Function<ColumnSource[], T> assemble) implements ReadOnlyMapper<T> {
    @Override
    public T read(ColumnSource[] columns) {
        return assemble.apply(columns);
    }
}
