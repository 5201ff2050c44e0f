package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Encoding;
import io.parquetry.base.PageVersion;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.row.Row;
import io.parquetry.row.RowCursor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Pages decoded ahead come out of a numeric dictionary as values (the worker looks the entries
 * up), and out of a string dictionary with each value's string besides the indices; pages
 * decoded on the reading thread as indices: every reader sees the same rows either way, through
 * a converter and under filters too.
 */
class ResolvedDictionaryTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int32 a;
              optional int64 b;
              optional float c;
              required double d;
              optional group l (LIST) {
                repeated group list {
                  optional double element;
                }
              }
              optional binary s (STRING);
              required int32 w;
            }
            """);

    static final List<Row> WRITTEN = rows(20_000);
    /** The file of {@link #WRITTEN} per page version, written once for every test. */
    static final java.util.Map<PageVersion, byte[]> FILES = new java.util.concurrent.ConcurrentHashMap<>();

    /** Values from small sets, so that the writer keeps each column's dictionary. */
    static List<Row> rows(int n) {
        Random r = new Random(42);
        MessageType s = SCHEMA;
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Object> l = new ArrayList<>();
            for (int k = 0; k < i % 4; k++) {
                l.add(k == 2 ? null : r.nextInt(30) / 4.0);
            }
            rows.add(Row.of(s,
                    r.nextInt(40) - 20,
                    i % 5 == 0 ? null : 1_000_000_000_000L * r.nextInt(25),
                    i % 7 == 0 ? null : r.nextInt(20) / 8f,
                    r.nextInt(60) * 0.25 - 3,
                    i % 9 == 0 ? null : l,
                    i % 3 == 0 ? null : "name-" + r.nextInt(12),
                    r.nextInt(35) * 1_000_003));
        }
        return rows;
    }

    static byte[] write(List<Row> rows, PageVersion v) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        // small pages: each column has dozens, most of them decoded ahead
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageVersion(v).pageSize(1024).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    static byte[] file(PageVersion v) {
        return FILES.computeIfAbsent(v, version -> write(WRITTEN, version));
    }

    /** The rows of {@code file} read with pages decoded ahead, then in place. */
    static List<List<Row>> bothWays(byte[] file, Filter filter, MessageType readSchema) {
        return List.of(read(file, true, filter, readSchema), read(file, false, filter, readSchema));
    }

    static List<Row> read(byte[] file, boolean readAhead, Filter filter, MessageType readSchema) {
        List<Row> back = new ArrayList<>();
        ReadOptions options = ReadOptions.defaults().withReadAhead(readAhead);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), options);
             ParquetReader<Row> r = filter != null ? f.rows(filter) : readSchema != null ? f.rows(readSchema) : f.rows()) {
            for (Row row : r) {
                back.add(row);
            }
        }
        return back;
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void numericDictionaryPagesReadTheSameAheadAndInPlace(PageVersion v) {
        byte[] file = file(v);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            for (ColumnChunkMetadata c : f.rowGroups().get(0).columns()) {
                assertTrue(c.encodings().contains(Encoding.RLE_DICTIONARY), c.path() + ": " + c.encodings());
            }
        }
        for (List<Row> back : bothWays(file, null, null)) {
            RowRoundTripTest.assertRowsEqual(WRITTEN, back);
        }
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void filtersOnResolvedPagesKeepTheRowsTheyKeptOnIndices(PageVersion v) {
        byte[] file = file(v);
        Filter onDouble = Columns.doubleColumn("d").gt(4.0).and(Columns.intColumn("a").ltEq(5));
        Filter onLong = Columns.longColumn("b").eq(7_000_000_000_000L).or(Columns.floatColumn("c").lt(0.5f));
        check(file, onDouble, row -> (double) row.get(3) > 4.0 && (int) row.get(0) <= 5);
        check(file, onLong, row -> Long.valueOf(7_000_000_000_000L).equals(row.get(1))
                || row.get(2) != null && (float) row.get(2) < 0.5f);
    }

    private static void check(byte[] file, Filter filter, Predicate<Row> expected) {
        List<Row> want = WRITTEN.stream().filter(expected).toList();
        assertTrue(want.size() > 100 && want.size() < WRITTEN.size() / 2, "a selective filter: " + want.size());
        for (List<Row> back : bothWays(file, filter, null)) {
            RowRoundTripTest.assertRowsEqual(want, back);
        }
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void aConvertedColumnReadsItsResolvedValuesInTheReadType(PageVersion v) {
        byte[] file = file(v);
        MessageType asLongs = MessageTypeParser.parse("message m { required int64 a; required int64 w; }");
        for (List<Row> back : bothWays(file, null, asLongs)) {
            assertEquals(WRITTEN.size(), back.size());
            for (int i = 0; i < WRITTEN.size(); i++) {
                assertEquals((long) (int) WRITTEN.get(i).get(0), back.get(i).get(0), "a of row " + i);
                assertEquals((long) (int) WRITTEN.get(i).get(6), back.get(i).get(1), "w of row " + i);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void theCursorReadsResolvedPagesByItsPrimitiveGetters(PageVersion v) {
        byte[] file = file(v);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), ReadOptions.defaults().withReadAhead(true));
             RowCursor c = f.cursor()) {
            int i = 0;
            while (c.next()) {
                Row w = WRITTEN.get(i);
                assertEquals((int) w.get(0), c.getInt(0), "a of row " + i);
                assertEquals(w.get(1) == null, c.isNull(1), "b of row " + i);
                if (w.get(1) != null) {
                    assertEquals((long) w.get(1), c.getLong(1), "b of row " + i);
                }
                assertEquals((double) w.get(3), c.getDouble(3), "d of row " + i);
                assertEquals(w.get(5), c.isNull(5) ? null : c.getString(5), "s of row " + i);
                assertEquals((int) w.get(6), c.getInt(6), "w of row " + i);
                i++;
            }
            assertEquals(WRITTEN.size(), i);
        }
    }
}
