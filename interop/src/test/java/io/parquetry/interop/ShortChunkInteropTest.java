package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.ParquetException;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Column chunks that hold fewer or more rows than their row group (issue 12, part 3), built by
 * splicing chunks of well-formed files ({@link ChunkSplice}).
 *
 * <p>What the other readers do (parquet-java 1.15, DuckDB 1.4, checked when this test was written; not asserted here):
 * with a short chunk, parquet-java reads made-up values for the missing rows (0, or the repeated
 * column's first list again) and fails on an empty chunk ("totalValueCount '0' <= 0"); DuckDB reads
 * uninitialized values for a short unrepeated column and fails on a short repeated one ("Mismatch
 * in parquet read for column 2, expected 10 rows, got 6"). Neither reads the right thing, so
 * Parquetry fails, naming the row group, the column and the rows it holds, in every kind of read
 * that reaches the chunk's end. With a chunk holding more rows than its row group, both read the
 * row group's rows and ignore the rest: so does Parquetry, and this test compares the values.
 */
class ShortChunkInteropTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("message m { required int64 id; optional int32 v; "
            + "optional group tags (LIST) { repeated group list { optional binary element (STRING); } } }");

    @ParquetRecord
    record Rec(long id, Integer v, List<String> tags) {}

    @TempDir
    Path dir;

    /** {@code n} rows; row i has {@code tags.apply(i)} tags. */
    static byte[] write(int n, Function<Integer, Integer> tags) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> t = new ArrayList<>();
            for (int k = 0; k < tags.apply(i); k++) {
                t.add("t" + i + "_" + k);
            }
            rows.add(Row.of(SCHEMA, (long) i, i % 4 == 3 ? null : i * 10, t));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageRowLimit(4).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    static byte[] write(int n) {
        return write(n, i -> i % 3);
    }

    private Path save(String name, byte[] bytes) throws Exception {
        Path p = dir.resolve(name + ".parquet");
        Files.write(p, bytes);
        return p;
    }

    /** Every way of reading the spliced file that reaches column {@code path}'s last rows fails naming the defect. */
    private void assertShort(Path file, String path, String held) {
        String expected = file + ": row group 0, column " + path + " holds " + held + " but the row group has 10 rows"
                + " (a short column chunk";
        String leaf = path.split("\\.")[0];
        Map<String, Executable> reads = new LinkedHashMap<>();
        reads.put("rows", () -> drain(file, ReadOptions.defaults(), ParquetFile::rows));
        reads.put("rows without read-ahead", () -> drain(file, ReadOptions.defaults().withReadAhead(false), ParquetFile::rows));
        reads.put("projection", () -> drain(file, ReadOptions.defaults(), f -> f.rows("id", leaf)));
        reads.put("filter on id", () -> drain(file, ReadOptions.defaults(), f -> f.rows(Columns.longColumn("id").gtEq(0L))));
        reads.put("row range", () -> drain(file, ReadOptions.defaults(), f -> f.rows(null, 2, 10)));
        reads.put("typed", () -> drain(Parquet.reader(Rec.class, file).build()));
        reads.put("typed row range", () -> drain(Parquet.reader(Rec.class, file).rowRange(5, 10).build()));
        if (!leaf.equals("tags")) {
            Filter onV = Filter.or(Columns.intColumn("v").isNull(), Columns.intColumn("v").gtEq(0));
            reads.put("filter on the column", () -> drain(file, ReadOptions.defaults(), f -> f.rows(onV, "id")));
        }
        for (Map.Entry<String, Executable> r : reads.entrySet()) {
            ParquetException e = assertThrows(ParquetException.class, r.getValue(), r.getKey());
            assertTrue(e.getMessage().startsWith(expected), r.getKey() + ": " + e.getMessage());
        }
        // a read that leaves the column out reads every row
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> ids = f.rows("id")) {
            List<Object> got = new ArrayList<>();
            ids.forEach(row -> got.add(row.get("id")));
            assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L), got);
        }
    }

    private static void drain(Path file, ReadOptions options, Function<ParquetFile, ParquetReader<?>> read) {
        try (ParquetFile f = ParquetFile.open(file, options)) {
            drain(read.apply(f));
        }
    }

    private static void drain(ParquetReader<?> reader) {
        try (reader) {
            reader.forEach(r -> { });
        }
    }

    @Test
    void unrepeatedColumnWithFewerValues() throws Exception {
        Path file = save("v_short", ChunkSplice.splice(write(10), null, ChunkSplice.Part.of(write(6))));
        assertShort(file, "v", "6 values");
    }

    @Test
    void unrepeatedColumnWhoseMetadataCountsMoreValuesThanItsPagesHold() throws Exception {
        // a truncated chunk: num_values says 10, the pages hold 6
        Path file = save("v_truncated", ChunkSplice.splice(write(10), null, ChunkSplice.Part.claiming(write(6), 10)));
        assertShort(file, "v", "6 rows");
    }

    @Test
    void emptyChunk() throws Exception {
        Path file = save("v_empty", ChunkSplice.splice(write(10), null, ChunkSplice.Part.none()));
        assertShort(file, "v", "0 values");
    }

    @Test
    void repeatedColumnWithFewerEntriesThanRows() throws Exception {
        Path file = save("tags_few", ChunkSplice.splice(write(10), null, null, ChunkSplice.Part.of(write(6))));
        assertShort(file, "tags.list.element", "8 values");
    }

    @Test
    void repeatedColumnWithFewerRows() throws Exception {
        // 6 rows of 3 entries: more entries than the row group's rows, yet too few rows
        Path file = save("tags_short", ChunkSplice.splice(write(10), null, null, ChunkSplice.Part.of(write(6, i -> 3))));
        assertShort(file, "tags.list.element", "6 rows");
    }

    @Test
    void columnsWithMoreRowsReadTheRowGroupsRowsLikeParquetJavaAndDuckDb() throws Exception {
        byte[] full = write(10);
        byte[] longer = write(14);
        List<Row> expected = readRows(save("full", full));
        assertEquals(10, expected.size());
        Path[] files = {
            save("v_long", ChunkSplice.splice(full, null, ChunkSplice.Part.of(longer))),
            save("tags_long", ChunkSplice.splice(full, null, null, ChunkSplice.Part.of(longer))),
            save("both_long", ChunkSplice.splice(full, ChunkSplice.Part.of(longer), ChunkSplice.Part.of(longer),
                    ChunkSplice.Part.of(longer))),
        };
        for (Path file : files) {
            assertEquals(expected, readRows(file), file.toString());
            List<Map<String, Object>> canonical = RowCanonical.rows(readRows(file));
            assertEquals(canonical, ParquetJavaFiles.read(file), "parquet-java, " + file);
            assertEquals(canonical, DuckDbFiles.read(file), "DuckDB, " + file);
            List<Rec> typed = new ArrayList<>();
            try (ParquetReader<Rec> r = Parquet.reader(Rec.class, file).build()) {
                r.forEach(typed::add);
            }
            assertEquals(10, typed.size());
            assertEquals(new Rec(9, 90, List.of()), typed.get(9));
            assertEquals(new Rec(8, 80, List.of("t8_0", "t8_1")), typed.get(8));
            List<Row> range = new ArrayList<>();
            try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows(null, 7, 10)) {
                r.forEach(range::add);
            }
            assertEquals(expected.subList(7, 10), range, file.toString());
            List<Row> filtered = new ArrayList<>();
            try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows(Columns.longColumn("id").gtEq(8L))) {
                r.forEach(filtered::add);
            }
            assertEquals(expected.subList(8, 10), filtered, file.toString());
        }
    }

    private static List<Row> readRows(Path file) {
        List<Row> rows = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows()) {
            r.forEach(rows::add);
        }
        return rows;
    }
}
