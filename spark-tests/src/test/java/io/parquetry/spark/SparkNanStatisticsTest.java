package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntPredicate;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The case in Spark itself: a float column with every 997th value NaN, written with
 * default settings. Spark (both readers) must return the same rows with filter pushdown on and
 * off, those rows must be the ones its semantics select (NaN above every number, NaN = NaN), and
 * aggregate pushdown must give the same max/min as computing over the values.
 */
class SparkNanStatisticsTest {
    static final int ROWS = 300_000;

    @TempDir
    static Path dir;
    static Path file;

    @BeforeAll
    static void write() {
        SparkValues.spark();
        MessageType schema = MessageTypeParser.parse("message m { required int64 id; optional float f; optional double d; }");
        file = dir.resolve("nan.parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).build()) {
            for (int i = 0; i < ROWS; i++) {
                boolean nan = isNan(i);
                w.write(Row.of(schema, (long) i, nan ? Float.NaN : (float) i, nan ? Double.NaN : i * 0.5));
            }
        }
    }

    static boolean isNan(int i) {
        return i % 997 == 0;
    }

    @Test
    void filtersReturnTheSameRowsWithPushdownOnAndOff() {
        record Query(String where, IntPredicate expected) {}
        List<Query> queries = List.of(
                new Query("f > 200000", i -> isNan(i) || i > 200_000),
                new Query("f = CAST('NaN' AS FLOAT)", SparkNanStatisticsTest::isNan),
                new Query("f < 1000", i -> !isNan(i) && i < 1000),
                new Query("NOT (f <= 299000)", i -> isNan(i) || i > 299_000),
                new Query("f IN (CAST('NaN' AS FLOAT), 5)", i -> isNan(i) || i == 5),
                new Query("d > 149000", i -> isNan(i) || i * 0.5 > 149_000),
                new Query("d = CAST('NaN' AS DOUBLE)", SparkNanStatisticsTest::isNan));
        for (Query q : queries) {
            long expected = java.util.stream.IntStream.range(0, ROWS).filter(q.expected()).count();
            for (boolean vectorized : new boolean[] {true, false}) {
                for (boolean pushdown : new boolean[] {true, false}) {
                    long n = SparkValues.configured(vectorized, pushdown).read().parquet(file.toString())
                            .where(q.where()).count();
                    assertEquals(expected, n, q.where() + ", vectorized " + vectorized + ", pushdown " + pushdown);
                }
            }
        }
        assertEquals(301, java.util.stream.IntStream.range(0, ROWS).filter(SparkNanStatisticsTest::isNan).count());
    }

    @Test
    void aggregatePushdownGivesTheEngineAnswer() {
        SparkSession s = SparkValues.configured(true, true);
        try {
            for (String agg : List.of("max(f)", "min(f)", "max(d)", "min(d)", "count(f)")) {
                s.conf().set("spark.sql.parquet.aggregatePushdown", "false");
                String plain = s.read().parquet(file.toString()).selectExpr(agg).first().get(0).toString();
                s.conf().set("spark.sql.parquet.aggregatePushdown", "true");
                String pushed = s.read().parquet(file.toString()).selectExpr(agg).first().get(0).toString();
                assertEquals(plain, pushed, agg);
            }
            // Spark orders NaN above every number: the max of a column with NaN is NaN
            assertTrue(s.read().parquet(file.toString()).selectExpr("max(f)").first().get(0).toString().equals("NaN"));
        } finally {
            s.conf().set("spark.sql.parquet.aggregatePushdown", "false");
        }
    }
}
