package io.parquetry.hostile;

import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.List;

/**
 * Writes files of int32 columns with levels chosen by the test, including level sequences no
 * valid record produces, to reproduce mutated level streams without depending on byte offsets.
 * Each record is a list of entries {@code {column, rep, def, value}}.
 */
final class LevelsWriter implements RecordMapper<int[][]> {
    private final MessageType schema;

    private LevelsWriter(MessageType schema) {
        this.schema = schema;
    }

    /** A mapper for {@code schema} (usable for writing only). */
    static LevelsWriter mapper(MessageType schema) {
        return new LevelsWriter(schema);
    }

    static byte[] write(MessageType schema, List<int[][]> records) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<int[][]> w = new ParquetWriter.Builder<>(out, new LevelsWriter(schema)).build()) {
            w.writeAll(records);
        }
        return out.toByteArray();
    }

    @Override
    public MessageType schema() {
        return schema;
    }

    @Override
    public void write(int[][] record, ColumnSink[] columns) {
        for (int[] e : record) {
            ColumnSink c = columns[e[0]];
            if (e[2] == c.column().maxDefinitionLevel()) {
                c.writeInt(e[3], e[1], e[2]);
            } else {
                c.writeNull(e[1], e[2]);
            }
        }
    }

    @Override
    public int[][] read(ColumnSource[] columns) {
        throw new UnsupportedOperationException("write only");
    }

}
