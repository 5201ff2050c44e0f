package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.filter2.predicate.FilterPredicate;
import org.apache.parquet.filter2.predicate.Operators.DoubleColumn;
import org.apache.parquet.filter2.predicate.Operators.FloatColumn;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.MessageType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Statistics no reader can misuse: parquet-java's filter API (statistics, dictionary and column
 * index filtering, the code Spark and Hive filter with) and DuckDB return the same rows from a
 * Parquetry file with floating-point NaN, ±0.0, ±infinity and nulls whether they prune with the
 * file's statistics or not. Both read min/max as bounds of every non-null value and ignore
 * nan_count, so a bound that leaves NaN out makes them skip matching rows.
 */
class NanStatisticsInteropTest {
    static final int ROWS = 60_000;
    static final String SCHEMA = """
            message m {
              required int64 id;
              optional float f;
              optional double d;
              optional float clean;
            }
            """;

    @TempDir
    static Path dir;
    static Path file;

    @BeforeAll
    static void write() {
        io.parquetry.schema.MessageType schema = MessageTypeParser.parse(SCHEMA);
        file = dir.resolve("nan.parquet");
        // small pages and row groups over ascending values: most pages' non-NaN maximum lies below
        // the thresholds queried, so bounds without NaN would let readers skip NaN rows
        try (io.parquetry.ParquetWriter<Row> w = ParquetFile.writer(schema, file).pageRowLimit(1000)
                .rowGroupSize(64 << 10).build()) {
            for (int i = 0; i < ROWS; i++) {
                w.write(Row.of(schema, (long) i, floatAt(i), doubleAt(i), i % 13 == 0 ? null : (float) i));
            }
        }
    }

    static Float floatAt(int i) {
        if (i % 13 == 0) {
            return null;
        }
        if (i % 997 == 0) {
            return Float.NaN;
        }
        return switch (i % 5003) {
            case 1 -> -0.0f;
            case 2 -> 0.0f;
            case 3 -> Float.POSITIVE_INFINITY;
            case 4 -> Float.NEGATIVE_INFINITY;
            default -> (float) i;
        };
    }

    static Double doubleAt(int i) {
        if (i % 17 == 0) {
            return null;
        }
        // a run of NaN-only pages near the end, and scattered NaN before
        if (i % 1009 == 0 || (i >= 55_000 && i < 57_000)) {
            return Double.NaN;
        }
        return i % 7001 == 5 ? Double.NEGATIVE_INFINITY : i * 0.5;
    }

    @Test
    void parquetJavaFiltersReturnTheRowsTheyReturnWithoutPushdown() {
        FloatColumn f = FilterApi.floatColumn("f");
        DoubleColumn d = FilterApi.doubleColumn("d");
        FloatColumn clean = FilterApi.floatColumn("clean");
        List<FilterPredicate> predicates = List.of(
                FilterApi.gt(f, 50_000f), FilterApi.gtEq(f, 59_000f), FilterApi.lt(f, 10f), FilterApi.ltEq(f, 0f),
                FilterApi.eq(f, Float.NaN), FilterApi.notEq(f, Float.NaN), FilterApi.eq(f, 0.0f),
                FilterApi.eq(f, -0.0f), FilterApi.eq(f, Float.POSITIVE_INFINITY), FilterApi.eq(f, (Float) null),
                FilterApi.notEq(f, (Float) null), FilterApi.in(f, new HashSet<>(List.of(Float.NaN, 12_345f))),
                // a HashSet: parquet-java asks the set whether it contains null
                FilterApi.not(FilterApi.lt(f, 50_000f)), FilterApi.notIn(f, new HashSet<>(List.of(1f, 2f))),
                FilterApi.gt(d, 27_000.0), FilterApi.eq(d, Double.NaN), FilterApi.lt(d, -1e300),
                FilterApi.not(FilterApi.ltEq(d, 27_000.0)), FilterApi.eq(d, 27_750.0),
                FilterApi.gt(clean, 59_000f), FilterApi.eq(clean, 42f));
        for (FilterPredicate p : predicates) {
            Set<Long> pushed = parquetJavaIds(p, true);
            Set<Long> plain = parquetJavaIds(p, false);
            Set<Long> skipped = new TreeSet<>(plain);
            skipped.removeAll(pushed);
            Set<Long> extra = new TreeSet<>(pushed);
            extra.removeAll(plain);
            assertTrue(skipped.isEmpty() && extra.isEmpty(), "parquet-java, " + p + ": with pushdown "
                    + skipped.size() + " matching rows skipped (first: " + skipped.stream().limit(10).toList()
                    + "), " + extra.size() + " rows added");
        }
        // the data holds what the predicates are about
        assertTrue(parquetJavaIds(FilterApi.eq(f, Float.NaN), false).size() > 40);
        assertTrue(parquetJavaIds(FilterApi.eq(d, Double.NaN), false).size() > 1500);
        // NaN sorts above every number here, so f > 50000 holds rows far below 50000
        assertTrue(parquetJavaIds(FilterApi.gt(f, 50_000f), false).stream().anyMatch(id -> id < 40_000));
    }

    @Test
    void parquetJavaStillPrunesChunksWithoutNan() {
        // the NaN-free column keeps statistics and column index: a selective query reads few rows
        long read = rowsRead(FilterApi.gt(FilterApi.floatColumn("clean"), 59_500f));
        assertTrue(read > 0 && read <= 5_000, "rows read: " + read);
    }

    @Test
    void duckDbReturnsTheRowsItReturnsWithoutPushdown() {
        String src = "read_parquet(" + DuckDbFiles.literal(file) + ")";
        DuckDbFiles.execute("CREATE OR REPLACE TABLE nan_reference AS SELECT * FROM " + src);
        List<String> predicates = List.of("f > 50000", "f >= 59000", "f < 10", "f <= 0", "f = 'NaN'::FLOAT",
                "f <> 'NaN'::FLOAT", "f = 0", "f = 'inf'::FLOAT", "f IS NULL", "f IS NOT NULL",
                "f IN ('NaN'::FLOAT, 12345)", "NOT (f < 50000)", "isnan(f)", "d > 27000", "d = 'NaN'::DOUBLE",
                "d < -1e300", "NOT (d <= 27000)", "d BETWEEN 27000 AND 'NaN'::DOUBLE", "clean > 59000");
        for (String where : predicates) {
            String q = "SELECT list(id ORDER BY id) AS ids, count(*) AS n FROM %s WHERE " + where;
            Map<String, Object> pushed = DuckDbFiles.query(q.formatted(src)).get(0);
            Map<String, Object> plain = DuckDbFiles.query(q.formatted("nan_reference")).get(0);
            assertEquals(plain.get("n"), pushed.get("n"), "DuckDB, WHERE " + where);
            assertEquals(String.valueOf(plain.get("ids")), String.valueOf(pushed.get("ids")), "DuckDB, WHERE " + where);
        }
        // aggregates answered from statistics must be the engine's answer over the values
        for (String agg : List.of("max(f)", "min(f)", "max(d)", "min(d)", "max(clean)", "min(clean)")) {
            String q = "SELECT CAST(" + agg + " AS VARCHAR) AS v FROM %s";
            assertEquals(DuckDbFiles.query(q.formatted("nan_reference")).get(0).get("v"),
                    DuckDbFiles.query(q.formatted(src)).get(0).get("v"), agg);
        }
    }

    /** Ids of the rows parquet-java returns for the predicate, with or without statistics pruning. */
    private static Set<Long> parquetJavaIds(FilterPredicate predicate, boolean pushdown) {
        Set<Long> ids = new TreeSet<>();
        forEachFilteredRecord(predicate, pushdown, g -> ids.add(g.getLong("id", 0)));
        return ids;
    }

    private static long rowsRead(FilterPredicate predicate) {
        long[] read = {0};
        ParquetReadOptions options = options(predicate, true);
        try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file), options)) {
            PageReadStore pages;
            while ((pages = reader.readNextFilteredRowGroup()) != null) {
                read[0] += pages.getRowCount();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return read[0];
    }

    private static ParquetReadOptions options(FilterPredicate predicate, boolean pushdown) {
        return ParquetReadOptions.builder().withRecordFilter(FilterCompat.get(predicate))
                .useStatsFilter(pushdown).useDictionaryFilter(pushdown).useColumnIndexFilter(pushdown)
                .useBloomFilter(pushdown).build();
    }

    private static void forEachFilteredRecord(FilterPredicate predicate, boolean pushdown,
                                              java.util.function.Consumer<Group> action) {
        try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file), options(predicate, pushdown))) {
            MessageType schema = reader.getFooter().getFileMetaData().getSchema();
            MessageColumnIO io = new ColumnIOFactory().getColumnIO(schema);
            PageReadStore pages;
            while ((pages = reader.readNextFilteredRowGroup()) != null) {
                RecordReader<Group> records = io.getRecordReader(pages, new GroupRecordConverter(schema),
                        FilterCompat.get(predicate));
                List<Group> kept = new ArrayList<>();
                for (long i = 0, n = pages.getRowCount(); i < n; i++) {
                    Group g = records.read();
                    if (g != null && !records.shouldSkipCurrentRecord()) {
                        kept.add(g);
                    }
                }
                kept.forEach(action);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
