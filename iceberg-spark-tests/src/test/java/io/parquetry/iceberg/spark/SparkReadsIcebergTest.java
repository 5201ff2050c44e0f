package io.parquetry.iceberg.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.iceberg.IcebergAppender;
import io.parquetry.iceberg.IcebergTables;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.hadoop.HadoopCatalog;
import org.apache.iceberg.types.Types;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spark (local mode, Iceberg's Spark runtime) reads Iceberg tables that Parquetry appended to, value
 * by value: an unpartitioned and a partitioned table, several snapshots, and a filtered query.
 */
class SparkReadsIcebergTest {
    @TempDir
    Path warehouse;

    static Schema schema() {
        return new Schema(
                Types.NestedField.required(1, "id", Types.LongType.get()),
                Types.NestedField.optional(2, "symbol", Types.StringType.get()),
                Types.NestedField.optional(3, "price", Types.DecimalType.of(18, 4)),
                Types.NestedField.required(4, "qty", Types.IntegerType.get()),
                Types.NestedField.optional(5, "at", Types.TimestampType.withZone()),
                Types.NestedField.optional(6, "ratio", Types.DoubleType.get()),
                Types.NestedField.optional(7, "tags", Types.ListType.ofOptional(20, Types.StringType.get())),
                Types.NestedField.optional(8, "attrs", Types.MapType.ofOptional(21, 22, Types.StringType.get(),
                        Types.LongType.get())),
                Types.NestedField.optional(9, "venue", Types.StructType.of(
                        Types.NestedField.optional(23, "city", Types.StringType.get()),
                        Types.NestedField.required(24, "zip", Types.IntegerType.get()))),
                Types.NestedField.optional(10, "side", Types.StringType.get()));
    }

    static List<IceTrade> trades(long seed, long firstId, int n) {
        Random r = new Random(seed);
        String[] symbols = {"AAPL", "MSFT", "GOOG", "ÄPFEL-très-long-symbol-beyond-sixteen", null};
        List<IceTrade> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Instant at = r.nextInt(10) == 0 ? null
                    : Instant.ofEpochSecond(1_700_000_000L + r.nextInt(3 * 86_400), r.nextInt(1_000_000) * 1000L);
            Double ratio = switch (r.nextInt(10)) {
                case 0 -> null;
                case 1 -> Double.NaN;
                default -> r.nextGaussian();
            };
            Map<String, Long> attrs = new LinkedHashMap<>();
            attrs.put("k" + r.nextInt(3), r.nextLong());
            out.add(new IceTrade(firstId + i, symbols[r.nextInt(symbols.length)],
                    r.nextInt(8) == 0 ? null : BigDecimal.valueOf(r.nextLong() % 1_000_000_000L, 4), r.nextInt(1000),
                    at, ratio, r.nextInt(5) == 0 ? null : List.of("t" + r.nextInt(4)), attrs,
                    r.nextInt(5) == 0 ? null : new Spot(r.nextBoolean() ? null : "c" + r.nextInt(5), r.nextInt(99999)),
                    r.nextInt(6) == 0 ? null : IceTrade.Side.values()[r.nextInt(2)]));
        }
        return out;
    }

    private static SparkSession session;

    /** One local Spark session for the class, with Iceberg's catalog {@code ice} over {@code warehouse}. */
    private SparkSession spark() {
        if (session == null) {
            session = SparkSession.builder()
                    .master("local[2]")
                    .appName("parquetry-iceberg")
                    .config("spark.ui.enabled", "false")
                    .config("spark.ui.showConsoleProgress", "false")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.sql.session.timeZone", "UTC")
                    .config("spark.sql.datetime.java8API.enabled", "true")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.sql.warehouse.dir", System.getProperty("java.io.tmpdir") + "/parquetry-iceberg-spark-warehouse")
                    .getOrCreate();
        }
        session.conf().set("spark.sql.catalog.ice", "org.apache.iceberg.spark.SparkCatalog");
        session.conf().set("spark.sql.catalog.ice.type", "hadoop");
        session.conf().set("spark.sql.catalog.ice.warehouse", warehouse.toUri().toString());
        return session;
    }

    @AfterAll
    static void stop() {
        if (session != null) {
            session.stop();
            session = null;
        }
    }

    /** A row's fields as plain Java values comparable with {@code equals} (structs and arrays as lists, maps as maps). */
    static List<Object> fields(Row row) {
        List<Object> out = new ArrayList<>(row.size());
        for (int i = 0; i < row.size(); i++) {
            out.add(normalize(row.get(i)));
        }
        return out;
    }

    private static Object normalize(Object v) {
        if (v instanceof Row r) {
            return fields(r);
        } else if (v instanceof scala.collection.Map<?, ?> m) {
            Map<Object, Object> out = new java.util.HashMap<>();
            scala.jdk.javaapi.CollectionConverters.asJava(m).forEach((k, val) -> out.put(normalize(k), normalize(val)));
            return out;
        } else if (v instanceof scala.collection.Iterable<?> seq) {
            List<Object> out = new ArrayList<>();
            for (Object o : scala.jdk.javaapi.CollectionConverters.asJava(seq)) {
                out.add(normalize(o));
            }
            return out;
        }
        return v;
    }

    /** A trade as Spark's row values (see {@link #normalize}). */
    static List<Object> expected(IceTrade t) {
        Map<Object, Object> attrs = new java.util.HashMap<>(t.attrs());
        return Arrays.asList(t.id(), t.symbol(), t.price(), t.qty(), t.at(), t.ratio(), t.tags(), attrs,
                t.venue() == null ? null : Arrays.asList(t.venue().city(), t.venue().zip()),
                t.side() == null ? null : t.side().name());
    }

    private List<List<Object>> sparkRows(String sql) {
        List<List<Object>> rows = new ArrayList<>();
        for (Row row : spark().sql(sql).collectAsList()) {
            rows.add(fields(row));
        }
        rows.sort(Comparator.comparing(l -> (Long) l.get(0)));
        return rows;
    }

    private static void assertRows(List<IceTrade> trades, List<List<Object>> actual) {
        List<List<Object>> expected = trades.stream().sorted(Comparator.comparingLong(IceTrade::id))
                .map(SparkReadsIcebergTest::expected).toList();
        assertEquals(expected.size(), actual.size(), "row count");
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i), "row " + i);
        }
    }

    @Test
    void sparkReadsTablesParquetryAppendedTo() {
        HadoopCatalog catalog = new HadoopCatalog(new Configuration(), warehouse.toUri().toString());
        catalog.createNamespace(Namespace.of("db"));
        Schema schema = schema();
        Table plain = catalog.createTable(TableIdentifier.of("db", "plain"), schema);
        Table parts = catalog.createTable(TableIdentifier.of("db", "parts"), schema,
                PartitionSpec.builderFor(schema).identity("symbol").hour("at").build());
        List<IceTrade> first = trades(1, 0, 1200);
        List<IceTrade> second = trades(2, 1200, 800);
        for (Table table : List.of(plain, parts)) {
            try (IcebergAppender<IceTrade> appender = IcebergTables.appender(table, IceTrade.class).targetFileRows(500).build()) {
                appender.writeAll(first);
                appender.commit();
                appender.writeAll(second);
                appender.commit();
            }
        }
        List<IceTrade> all = new ArrayList<>(first);
        all.addAll(second);
        String columns = "id, symbol, price, qty, at, ratio, tags, attrs, venue, side";
        assertRows(all, sparkRows("SELECT " + columns + " FROM ice.db.plain"));
        assertRows(all, sparkRows("SELECT " + columns + " FROM ice.db.parts"));
        assertRows(all.stream().filter(t -> "MSFT".equals(t.symbol()) && t.qty() > 500).toList(),
                sparkRows("SELECT " + columns + " FROM ice.db.parts WHERE symbol = 'MSFT' AND qty > 500"));
        assertRows(all.stream().filter(t -> t.id() >= 1000 && t.id() < 1300).toList(),
                sparkRows("SELECT " + columns + " FROM ice.db.plain WHERE id >= 1000 AND id < 1300"));
        assertRows(all.stream().filter(t -> t.ratio() != null && t.ratio().isNaN()).toList(),
                sparkRows("SELECT " + columns + " FROM ice.db.plain WHERE isnan(ratio)"));
        // primitive columns only: Iceberg's vectorized Parquet reader
        List<List<Object>> flat = sparkRows("SELECT id, symbol, price, qty, at, ratio, side FROM ice.db.plain");
        List<List<Object>> expectedFlat = all.stream().sorted(Comparator.comparingLong(IceTrade::id))
                .map(t -> Arrays.<Object>asList(t.id(), t.symbol(), t.price(), t.qty(), t.at(), t.ratio(),
                        t.side() == null ? null : t.side().name())).toList();
        assertEquals(expectedFlat, flat);
        assertRows(all.stream().filter(t -> t.side() == IceTrade.Side.SELL).toList(),
                sparkRows("SELECT " + columns + " FROM ice.db.parts WHERE side = 'SELL'"));
        // Spark sees both snapshots and the files' metrics
        List<Row> snapshots = spark().sql("SELECT snapshot_id FROM ice.db.plain.snapshots").collectAsList();
        assertEquals(2, snapshots.size());
        Row counts = spark().sql("SELECT sum(record_count), count(*) FROM ice.db.plain.files").collectAsList().get(0);
        assertEquals(2000L, counts.getLong(0));
        assertTrue(counts.getLong(1) >= 4, "rolled files: " + counts.getLong(1));
    }
}
