package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.schema.MessageType;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generated WideRecord and its mapper stand for the wide rows exactly. */
class WideRecordTest {
    static final List<Object[]> ROWS = Data.wideRows(500, Data.WIDE_FIELDS);

    @TempDir
    Path dir;

    @Test
    void generatedSchemaIsTheWideSchema() {
        MessageType schema = WideRecordParquet.mapper().schema();
        // the message's own name is the class's (WideRecord); its columns are Data.WIDE's
        assertEquals(Data.WIDE.fields(), schema.fields());
        assertEquals(Data.WIDE_FIELDS, schema.columnCount());
    }

    @Test
    void hashesSumToTheWideChecksum() {
        long sum = 0;
        for (Object[] row : ROWS) {
            sum += WideRecord.of(row).hash();
        }
        assertEquals(Data.wideChecksum(ROWS), sum);
    }

    @Test
    void typedWriterWritesTheSameChunksAsTheRowWriter() {
        Path typed = dir.resolve("typed.parquet");
        Path rows = dir.resolve("rows.parquet");
        ParquetryContender.writeWideRecords(typed, ROWS);
        ParquetryContender.writeWide(rows, ROWS);
        assertEquals(BenchFiles.columnSizes(rows), BenchFiles.columnSizes(typed));
    }
}
