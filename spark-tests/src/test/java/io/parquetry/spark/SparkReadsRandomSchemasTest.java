package io.parquetry.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.annotation.Engine;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.filter.Filter;
import io.parquetry.interop.Bytes;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.RandomData;
import io.parquetry.interop.RandomFilter;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Spark reads Parquetry's files of random schemas, rows and writer settings ({@link RandomData},
 * limited to what the engine table says Spark reads): with its vectorized reader and without it,
 * every value must be what was written. Then a random filter ({@link RandomFilter}, any operator on
 * scalar columns outside lists and maps, combined with and/or/not) must select the same rows with
 * filter pushdown on as with it off: pushdown is where Spark and parquet-java trust the file's
 * statistics, page index, dictionaries and bloom filters, so a bound that misses a value shows
 * here as a missing row. The row-based reader filters without the page index, whose use in
 * parquet-java loses rows of its own (GH-3747, see {@code SparkCanonical}). {@code -Dparquetry.random.seeds=N} runs N seeds (default 30) from 0 or from {@code -Dparquetry.random.from=F};
 * {@code -Dparquetry.random.seed=S} replays one.
 */
class SparkReadsRandomSchemasTest {
    static final Set<Engine> READERS = EnumSet.of(Engine.SPARK);

    static Stream<Long> seeds() {
        return RandomData.seeds(30);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void sparkReadsEveryValueAndPushdownKeepsEveryMatch(long seed, @TempDir Path dir) {
        Random r = new Random(seed ^ 0x5BA4CL);
        RandomData.Data d = RandomData.Data.of(r, READERS);
        Path file = dir.resolve("random.parquet");
        String settings = RandomData.write(file, d.schema(), d.rows(), r, READERS);
        String context = "seed " + seed + ", " + settings + ", schema:\n" + d.schema();
        readEveryValueAndPushdown(d, file, RandomData.alignedPages(settings), r, context);
    }

    /**
     * 3,000 rows that repeat now and then ({@link RandomData.Data#pooled}), written at the
     * defaults: default dictionaries that never pay have their pages written again in the
     * fallback encoding, and Spark reads them as it reads the rest.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("pooledSeeds")
    void sparkReadsPagesWrittenAgainWithoutTheirDictionary(long seed, @TempDir Path dir) {
        Random r = new Random(seed ^ 0x9001L);
        RandomData.Data d = RandomData.Data.pooled(r, READERS, 3_000);
        Path file = d.writeAtDefaults(dir.resolve("pooled.parquet"), b -> b.target(Engine.SPARK));
        readEveryValueAndPushdown(d, file, true, r, "pooled seed " + seed + ", defaults, schema:\n" + d.schema());
    }

    static Stream<Long> pooledSeeds() {
        return RandomData.seeds(10);
    }

    /**
     * Both of Spark's readers read every value of {@code file}, and a random filter selects the
     * same rows with pushdown on as with it off.
     */
    private static void readEveryValueAndPushdown(RandomData.Data d, Path file, boolean aligned, Random r, String context) {
        RandomFilter f = RandomFilter.random(d.schema(), d.rows(), r, RandomData.values(new Random(r.nextLong())));
        for (boolean vectorized : new boolean[] {true, false}) {
            String reader = vectorized ? "Spark, vectorized reader" : "Spark, row reader";
            List<Map<String, Object>> all;
            try {
                all = SparkCanonical.read(d.schema(), file, vectorized, true, null, aligned);
            } catch (Exception e) { // Spark throws its checked SparkException unchecked
                throw new AssertionError(context + "\n" + reader + " failed: " + SparkFailures.describe(e), e);
            }
            assertEquals(null, Canonical.firstDifference(d.expected(), all), context + "\n" + reader);
            if (f != null) {
                Column c = spark(f.filter);
                String what = context + "\n" + reader + ", filter " + f.filter;
                List<Map<String, Object>> without;
                List<Map<String, Object>> with;
                try {
                    without = SparkCanonical.read(d.schema(), file, vectorized, false, c, aligned);
                    with = SparkCanonical.read(d.schema(), file, vectorized, true, c, aligned);
                } catch (Exception e) { // as above
                    throw new AssertionError(what + " failed: " + SparkFailures.describe(e), e);
                }
                assertEquals(null, Canonical.firstDifference(without, with), what + " with pushdown against without");
            }
        }
    }

    /** A Parquetry filter as a Spark column expression (Spark's semantics; both sides of the comparison use it). */
    static Column spark(Filter f) {
        if (f instanceof Filter.Compare c) {
            Column column = col(c.column().path());
            Object v = literal(c.value());
            return switch (c.op()) {
                case EQ -> column.equalTo(v);
                case NOT_EQ -> column.notEqual(v);
                case LT -> column.lt(v);
                case LT_EQ -> column.leq(v);
                case GT -> column.gt(v);
                case GT_EQ -> column.geq(v);
            };
        } else if (f instanceof Filter.In in) {
            Column isIn = col(in.column().path()).isin(in.values().stream().map(SparkReadsRandomSchemasTest::literal)
                    .toArray());
            return in.negated() ? not(isIn) : isIn;
        } else if (f instanceof Filter.IsNull n) {
            return n.negated() ? col(n.column().path()).isNotNull() : col(n.column().path()).isNull();
        } else if (f instanceof Filter.StartsWith s) {
            Column starts = col(s.column().path()).startsWith(s.prefix());
            return s.negated() ? not(starts) : starts;
        } else if (f instanceof Filter.And and) {
            return and.filters().stream().map(SparkReadsRandomSchemasTest::spark).reduce(Column::and).orElseThrow();
        } else if (f instanceof Filter.Or or) {
            return or.filters().stream().map(SparkReadsRandomSchemasTest::spark).reduce(Column::or).orElseThrow();
        } else if (f instanceof Filter.Not n) {
            return not(spark(n.filter()));
        }
        throw new IllegalArgumentException("no Spark form for " + f);
    }

    /** A Row API value as a Spark literal: an unsigned 64-bit value is Spark's DECIMAL(20,0). */
    private static Object literal(Object v) {
        return lit(v instanceof BigInteger b ? new BigDecimal(b) : v);
    }
}
