package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.compression.Codecs;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Where a string column's pages end: at the first record start at which the open page holds
 * {@code pageRowLimit} rows, {@code LEVELS_PER_ROW_LIMIT} times as many levels, or {@code pageSize} buffered bytes (the values' bytes with a 4-byte
 * length each, plus a quarter byte per level and level stream), as a check before every record
 * would find. The writer looks less often than that; the page boundaries must not move.
 */
class PageLimitsTest {
    @Test
    void stringPagesEndAtTheFirstRecordThatReachesALimit() throws IOException {
        String[] schemas = {
            "message m { required binary s (STRING); }",
            "message m { optional group l (LIST) { repeated group list { optional binary e (STRING); } } }",
        };
        int[][] limits = {{2_000, 20_000}, {300, 20_000}, {5_000, 150}, {64, 20_000}, {9, 20_000}, {1 << 20, 20_000}};
        for (String schema : schemas) {
            ColumnDescriptor column = MessageTypeParser.parse(schema).columns().get(0);
            for (int[] limit : limits) {
                List<Long> expected = new ArrayList<>();
                List<Long> actual = firstRowsOfPages(column, limit[0], limit[1], expected);
                assertTrue(expected.size() > 1 || limit[0] == 1 << 20, "the data spans several pages");
                assertEquals(expected, actual, schema + ", page size " + limit[0] + ", row limit " + limit[1]);
            }
        }
    }

    /** Writes 4,000 random records; returns the first row of each page, and puts the model's into {@code expected}. */
    private static List<Long> firstRowsOfPages(ColumnDescriptor column, int pageSize, int rowLimit, List<Long> expected)
            throws IOException {
        ColumnWriteOptions options = new ColumnWriteOptions(pageSize, rowLimit, false,
                ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V1, Compression.UNCOMPRESSED,
                Codecs.DEFAULT_LEVEL, false);
        ColumnWriter w = new ColumnWriter(column, options);
        boolean repeated = column.maxRepetitionLevel() > 0;
        int levelStreams = repeated ? 2 : 0;
        Random rnd = new Random(pageSize * 31L + rowLimit);
        long levels = 0;
        long rows = 0;
        long valueBytes = 0;
        expected.add(0L);
        for (int row = 0; row < 4_000; row++) {
            long buffered = valueBytes + ((levels * levelStreams) >>> 2);
            if (levels > 0 && (rows >= rowLimit || levels >= (long) ColumnWriter.LEVELS_PER_ROW_LIMIT * rowLimit
                    || buffered >= pageSize)) {
                expected.add((long) row);
                levels = 0;
                rows = 0;
                valueBytes = 0;
            }
            rows++;
            int n = repeated ? rnd.nextInt(6) : 1;
            if (n == 0) {
                w.writeNull(0, 1); // an empty list
                levels++;
            }
            for (int i = 0; i < n; i++) {
                int rep = i == 0 ? 0 : 1;
                if (repeated && rnd.nextInt(5) == 0) {
                    w.writeNull(rep, 2);
                } else {
                    String s = "v".repeat(rnd.nextInt(rnd.nextInt(10) == 0 ? 400 : 20));
                    w.writeString(s, rep, column.maxDefinitionLevel());
                    valueBytes += s.length() + 4;
                }
                levels++;
            }
        }
        ColumnWriter.ChunkResult result = w.finishChunk(OutputStream.nullOutputStream(), 4);
        List<Long> firstRows = new ArrayList<>();
        result.pageLocations().forEach(p -> firstRows.add(p.firstRowIndex()));
        return firstRows;
    }
}
