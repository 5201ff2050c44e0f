package io.parquetry.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The one Spark session of the test JVM (local[2], no UI, two shuffle partitions, UTC, java.time
 * values) and the conversion of what it returns into plain Java values: structs to lists, arrays
 * to lists, maps to hash maps, binary to hex.
 */
final class SparkValues {
    private SparkValues() {
    }

    private static SparkSession session;

    static synchronized SparkSession spark() {
        if (session == null) {
            session = SparkSession.builder()
                    .master("local[2]")
                    .appName("parquetry-spark-tests")
                    .config("spark.ui.enabled", "false")
                    .config("spark.ui.showConsoleProgress", "false")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.sql.session.timeZone", "UTC")
                    .config("spark.sql.datetime.java8API.enabled", "true")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.sql.warehouse.dir", System.getProperty("java.io.tmpdir") + "/parquetry-spark-warehouse")
                    .getOrCreate();
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }

    /** Sets the vectorized reader and filter pushdown for the queries that follow. */
    static SparkSession configured(boolean vectorized, boolean pushdown) {
        SparkSession s = spark();
        s.conf().set("spark.sql.parquet.enableVectorizedReader", Boolean.toString(vectorized));
        s.conf().set("spark.sql.parquet.filterPushdown", Boolean.toString(pushdown));
        return s;
    }

    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    /** A row's fields, normalized. */
    static List<Object> fields(Row row) {
        List<Object> out = new ArrayList<>(row.size());
        for (int i = 0; i < row.size(); i++) {
            out.add(normalize(row.get(i)));
        }
        return out;
    }

    /** Spark's value as a plain Java value comparable with {@code equals}. */
    static Object normalize(Object v) {
        if (v instanceof Row r) {
            return fields(r);
        } else if (v instanceof byte[] b) {
            return hex(b);
        } else if (v instanceof scala.collection.Map<?, ?> m) {
            Map<Object, Object> out = new HashMap<>();
            CollectionConverters.asJava(m).forEach((k, val) -> out.put(normalize(k), normalize(val)));
            return out;
        } else if (v instanceof scala.collection.Iterable<?> seq) {
            List<Object> out = new ArrayList<>();
            for (Object o : CollectionConverters.asJava(seq)) {
                out.add(normalize(o));
            }
            return out;
        }
        return v;
    }
}
