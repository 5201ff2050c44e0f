package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pages cut at the same rows in every column (the writer's default): the first row of every page
 * is the same in every column, whatever makes a page end (one column's size, the levels of a
 * list, the row limit), across row groups and with or without background encoding; off, each
 * column cuts its own.
 */
class AlignedPagesTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional binary note (STRING);
              required boolean flag;
              repeated int32 xs;
            }
            """);

    /** Rows whose notes are long now and then and whose lists are long now and then. */
    static List<Row> rows(int n, long seed) {
        Random r = new Random(seed);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String note = r.nextInt(5) == 0 ? null : "note " + i + " " + "x".repeat(r.nextInt(4) == 0 ? 300 : 5);
            List<Object> xs = new ArrayList<>();
            for (int k = r.nextInt(3) == 0 ? r.nextInt(40) : 0; k > 0; k--) {
                xs.add(r.nextInt());
            }
            rows.add(Row.of(SCHEMA, (long) i, note, r.nextBoolean(), xs));
        }
        return rows;
    }

    static byte[] write(List<Row> rows, UnaryOperator<ParquetWriter.Builder<Row>> settings) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = settings.apply(ParquetFile.writer(SCHEMA, out).pageSize(2_048).pageRowLimit(50)
                .rowGroupSize(64 << 10)).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    /** Per row group, per column: the first row of each page. */
    static List<List<List<Long>>> pageStarts(ParquetFile f) {
        List<List<List<Long>>> groups = new ArrayList<>();
        for (int g = 0; g < f.rowGroups().size(); g++) {
            List<List<Long>> columns = new ArrayList<>();
            for (String column : List.of("id", "note", "flag", "xs")) {
                columns.add(f.offsetIndex(g, column).pages().stream().map(OffsetIndex.PageLocation::firstRowIndex).toList());
            }
            groups.add(columns);
        }
        return groups;
    }

    static void assertReadsBack(List<Row> expected, ParquetFile f) {
        List<Row> read = new ArrayList<>();
        try (ParquetReader<Row> r = f.rows()) {
            r.forEach(read::add);
        }
        assertEquals(expected, read);
    }

    @ParameterizedTest(name = "background encoding {0}")
    @ValueSource(booleans = {true, false})
    void everyColumnsPagesStartOnTheSameRows(boolean background) {
        List<Row> rows = rows(3_000, 1);
        byte[] file = write(rows, b -> b.backgroundEncoding(background));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            List<List<List<Long>>> starts = pageStarts(f);
            assertTrue(starts.size() > 1, "row groups: " + starts.size());
            int pages = 0;
            for (List<List<Long>> group : starts) {
                List<Long> ids = group.get(0);
                for (List<Long> column : group) {
                    assertEquals(ids, column, "pages of a row group: " + group);
                }
                for (int p = 1; p < ids.size(); p++) {
                    assertTrue(ids.get(p) - ids.get(p - 1) <= 50, "a page of more rows than the limit: " + ids);
                }
                pages += ids.size();
            }
            // the notes' size and the lists' levels end most pages before the row limit
            assertTrue(pages > 3_000 / 50 + 20, "pages: " + pages);
            assertReadsBack(rows, f);
        }
    }

    @Test
    void offEachColumnCutsItsOwnPages() {
        List<Row> rows = rows(3_000, 1);
        byte[] file = write(rows, b -> b.alignedPages(false));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            List<List<Long>> group = pageStarts(f).get(0);
            assertNotEquals(group.get(0), group.get(1), "ids and notes");
            assertNotEquals(group.get(0), group.get(3), "ids and lists");
            assertReadsBack(rows, f);
        }
    }

    @Test
    void theRowLimitEndsPagesExactly() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            rows.add(Row.of(SCHEMA, (long) i, "n", i % 2 == 0, List.of()));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageRowLimit(7).build()) {
            w.writeAll(rows);
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            List<Long> every7 = new ArrayList<>();
            for (long r = 0; r < 100; r += 7) {
                every7.add(r);
            }
            for (List<Long> column : pageStarts(f).get(0)) {
                assertEquals(every7, column);
            }
        }
    }
}
