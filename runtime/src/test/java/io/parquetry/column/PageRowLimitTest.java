package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page row limit counts rows, for nested columns too, and caps their levels at 8 a row. */
class PageRowLimitTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              repeated int64 xs;
            }
            """);

    static byte[] write(int rows, int valuesPerRow, int pageRowLimit) {
        return write(rows, valuesPerRow, pageRowLimit, true);
    }

    static byte[] write(int rows, int valuesPerRow, int pageRowLimit, boolean alignedPages) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageRowLimit(pageRowLimit)
                .alignedPages(alignedPages).build()) {
            for (int i = 0; i < rows; i++) {
                List<Object> xs = new ArrayList<>();
                for (int k = 0; k < valuesPerRow; k++) {
                    xs.add((long) i * 1_000 + k);
                }
                w.write(Row.of(SCHEMA, (long) i, xs));
            }
        }
        return out.toByteArray();
    }

    static int dataPages(ParquetFile f, int column) {
        ColumnMetaData m = Footers.rowGroups(f).get(0).columns().get(column).metaData();
        return m.encodingStats().stream()
                .filter(s -> s.pageType() != io.parquetry.base.PageType.DICTIONARY_PAGE)
                .mapToInt(s -> s.count()).sum();
    }

    static void assertReadsBack(ParquetFile f, int rows, int valuesPerRow) {
        int i = 0;
        try (ParquetReader<Row> r = f.rows()) {
            for (Row row = r.read(); row != null; row = r.read(), i++) {
                assertEquals((long) i, row.get(0));
                List<?> xs = (List<?>) row.get(1);
                assertEquals(valuesPerRow, xs.size(), "row " + i);
                for (int k = 0; k < valuesPerRow; k++) {
                    assertEquals((long) i * 1_000 + k, xs.get(k), "row " + i + " value " + k);
                }
            }
        }
        assertEquals(rows, i);
    }

    @Test
    void nestedPagesHoldTheRowLimitNotTheValueCount() {
        // 5 values a row: 1,000 rows in pages of 100 rows = 10 pages of 500 values each
        byte[] file = write(1_000, 5, 100);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertEquals(10, dataPages(f, 0), "id");
            assertEquals(10, dataPages(f, 1), "xs");
            assertReadsBack(f, 1_000, 5);
        }
    }

    @Test
    void nestedPagesEndAtEightLevelsPerRowOfTheLimit() {
        // 20 values a row, limit 10 rows: a page of its own ends once it holds 80 levels, i.e.
        // every 4 rows, while the ids' pages end at the row limit
        byte[] file = write(1_000, 20, 10, false);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertEquals(100, dataPages(f, 0), "id");
            assertEquals(250, dataPages(f, 1), "xs");
            assertReadsBack(f, 1_000, 20);
        }
        // pages cut together (the default) end after the record at which the list's page reached
        // 80 levels: every 5 rows (100 levels), in both columns
        byte[] aligned = write(1_000, 20, 10, true);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(aligned))) {
            assertEquals(200, dataPages(f, 0), "id");
            assertEquals(200, dataPages(f, 1), "xs");
            assertReadsBack(f, 1_000, 20);
        }
    }
}
