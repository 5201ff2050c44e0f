package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageVersion;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Filters in Spark over Parquetry's files return the same rows with filter pushdown on and off
 * (statistics, dictionaries and the page index let Spark and parquet-java skip row groups and
 * pages), with the vectorized reader on and off, and those rows are the ones the predicate selects
 * in Java. Files have many small row groups and pages; one is written with the defaults, one with
 * V2 pages and no dictionary.
 */
class SparkFilterPushdownTest {
    static final int ROWS = 3000;
    static final List<Reading> DATA = data();
    static final Instant T2001 = Instant.parse("2001-01-01T00:00:00Z");

    @TempDir
    static Path dir;
    static Path defaults;
    static Path v2Plain;

    static List<Reading> data() {
        Random r = new Random(7);
        double[] specials = {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE};
        List<Reading> out = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            double value = i % 17 == 0 ? specials[(i / 17) % specials.length] : Math.sin(i) * 1000;
            out.add(new Reading(i,
                    i % 9 == 0 ? null : r.nextInt(100),
                    i % 13 == 0 ? null : String.format("st-%02d", (i / 60) % 50),
                    value,
                    BigDecimal.valueOf(r.nextInt(100_000) - 20_000, 2),
                    LocalDate.of(2024, 1, 1).plusDays(i / 20),
                    Instant.parse("1999-06-01T00:00:00Z").plusSeconds(i * 40_000L),
                    r.nextBoolean(),
                    i % 11 == 0 ? null : Color.values()[i % 3],
                    i % 7 == 0 ? null : new Place(i % 5 == 0 ? null : "city-" + (i % 6), i),
                    (short) (r.nextInt(2000) - 1000),
                    i % 4 == 0 ? null : List.of("t" + (i % 10))));
        }
        return out;
    }

    @BeforeAll
    static void write() throws Exception {
        defaults = write("defaults", b -> b);
        v2Plain = write("v2-plain", b -> b.pageVersion(PageVersion.V2).dictionary(false));
        SparkValues.spark();
    }

    static Path write(String name, java.util.function.UnaryOperator<ParquetWriter.Builder<Reading>> settings)
            throws Exception {
        Path file = dir.resolve(name + ".parquet");
        try (ParquetWriter<Reading> w = settings.apply(Parquet.writer(Reading.class, file).pageRowLimit(100)
                .rowGroupSize(24 << 10)).build()) {
            w.writeAll(DATA);
        }
        return file;
    }

    static Arguments filter(String sql, Predicate<Reading> java) {
        return Arguments.of(sql, java);
    }

    static boolean lt(Integer a, int b) {
        return a != null && a < b;
    }

    static Stream<Arguments> filters() {
        return Stream.of(
                filter("id = 1234", r -> r.id() == 1234),
                filter("id < 100", r -> r.id() < 100),
                filter("id >= 2900", r -> r.id() >= 2900),
                filter("id BETWEEN 500 AND 520", r -> r.id() >= 500 && r.id() <= 520),
                filter("id IN (3, 700, 2999)", r -> r.id() == 3 || r.id() == 700 || r.id() == 2999),
                filter("id != 5", r -> r.id() != 5),
                filter("level IS NULL", r -> r.level() == null),
                filter("level IS NOT NULL AND level > 50", r -> r.level() != null && r.level() > 50),
                filter("NOT (level > 50)", r -> r.level() != null && !(r.level() > 50)),
                filter("level < 10 OR station = 'st-49'", r -> lt(r.level(), 10) || "st-49".equals(r.station())),
                filter("station = 'st-07'", r -> "st-07".equals(r.station())),
                filter("station != 'st-07'", r -> r.station() != null && !r.station().equals("st-07")),
                filter("station LIKE 'st-1%'", r -> r.station() != null && r.station().startsWith("st-1")),
                filter("station IN ('st-01', 'st-33')", r -> "st-01".equals(r.station()) || "st-33".equals(r.station())),
                filter("station > 'st-40'", r -> r.station() != null && r.station().compareTo("st-40") > 0),
                filter("station IS NULL", r -> r.station() == null),
                filter("value = 0.0", r -> r.value() == 0.0),
                filter("value < 0.0", r -> r.value() < 0.0),
                filter("value > 1e300", r -> r.value() > 1e300),
                filter("value <= -1e300", r -> r.value() <= -1e300),
                filter("price >= 100.00", r -> r.price().compareTo(new BigDecimal("100.00")) >= 0),
                filter("day = DATE'2024-03-01'", r -> r.day().equals(LocalDate.of(2024, 3, 1))),
                filter("at < TIMESTAMP'2001-01-01 00:00:00'", r -> r.at().isBefore(T2001)),
                filter("ok = true AND color = 'RED'", r -> r.ok() && r.color() == Color.RED),
                filter("color IS NULL", r -> r.color() == null),
                filter("place.city = 'city-3'", r -> r.place() != null && "city-3".equals(r.place().city())),
                filter("place.zip < 50", r -> r.place() != null && r.place().zip() < 50),
                filter("code < 0", r -> r.code() < 0),
                filter("array_contains(tags, 't3')", r -> r.tags() != null && r.tags().contains("t3")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("filters")
    void pushdownChangesNoRow(String sql, Predicate<Reading> java) {
        List<Long> expected = DATA.stream().filter(java).map(Reading::id).toList();
        assertTrue(!expected.isEmpty() && expected.size() < ROWS, sql + " selects some rows, not all");
        for (Path file : List.of(defaults, v2Plain)) {
            for (boolean vectorized : new boolean[] {true, false}) {
                for (boolean pushdown : new boolean[] {true, false}) {
                    List<Long> ids = new ArrayList<>();
                    for (Row r : SparkValues.configured(vectorized, pushdown).read().parquet(file.toString()).where(sql)
                            .select("id").orderBy("id").collectAsList()) {
                        ids.add(r.getLong(0));
                    }
                    assertEquals(expected, ids, file.getFileName() + " vectorized=" + vectorized + " pushdown=" + pushdown
                            + ": " + sql);
                }
            }
        }
    }
}
