package io.parquetry.spark;

import static org.apache.spark.sql.functions.col;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.interop.Bytes;
import io.parquetry.interop.RowCanonical;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import scala.jdk.javaapi.CollectionConverters;

/**
 * What Spark reads from a Parquet file, as the canonical values of the interop tests
 * ({@code io.parquetry.interop.Canonical}), driven by the file's Parquet schema: Spark's Row to an
 * ordered map, arrays to lists (3-level or legacy 2-level LISTs, bare repeated fields), maps to
 * hash maps (compared without order), binary to {@link Bytes}, bytes and shorts to ints, an
 * unsigned 64-bit value (Spark's DECIMAL(20,0)) to its BigInteger. The session runs with the
 * java.time API on, so dates and timestamps already are LocalDate, Instant and LocalDateTime.
 */
final class SparkCanonical {
    private SparkCanonical() {
    }

    /** parquet-java's setting for filtering with the page index (ParquetInputFormat). */
    private static final String COLUMN_INDEX = "parquet.filter.columnindex.enabled";

    /**
     * The rows Spark reads from {@code file} (those {@code filter} selects, when not null), in
     * file order, as canonical values of {@code schema} (the file's); {@code alignedPages} says
     * whether every column's pages of the file start on the same rows.
     */
    static List<Map<String, Object>> read(GroupType schema, Path file, boolean vectorized, boolean pushdown,
            Column filter, boolean alignedPages) {
        SparkSession spark = SparkValues.configured(vectorized, pushdown);
        // parquet-java's column-index filtering, under the row-based reader, returns an earlier
        // row's values for the last selected row of a row group when pages do not align
        // (GH-3747, MisalignedPagesInteropTest): the row reader filters without the page index
        // then; the vectorized reader, which reads it right, keeps it, and so does the row reader
        // on files whose pages align (where it only skips whole pages)
        spark.conf().set(COLUMN_INDEX, Boolean.toString(vectorized || alignedPages));
        try {
            Dataset<Row> df = spark.read().parquet(file.toString());
            if (filter != null) {
                df = df.filter(filter);
            }
            List<Map<String, Object>> out = new ArrayList<>();
            for (Row row : df.withColumn("__row", col("_metadata.row_index")).orderBy("__row").drop("__row")
                    .collectAsList()) {
                out.add(struct(schema, row));
            }
            return out;
        } finally {
            spark.conf().unset(COLUMN_INDEX); // other tests read with parquet-java's default
        }
    }

    private static Map<String, Object> struct(GroupType g, Row row) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < g.fieldCount(); i++) {
            SchemaNode f = g.field(i);
            out.put(f.name(), field(f, row.get(i)));
        }
        return out;
    }

    private static Object field(SchemaNode node, Object v) {
        if (v == null) {
            return null;
        }
        if (node.repetition() == FieldRepetitionType.REPEATED) {
            return elements(node, v);
        }
        return value(node, v);
    }

    private static List<Object> elements(SchemaNode element, Object v) {
        List<Object> out = new ArrayList<>();
        for (Object e : CollectionConverters.asJava((scala.collection.Iterable<?>) v)) {
            out.add(e == null ? null : value(element, e));
        }
        return out;
    }

    private static Object value(SchemaNode node, Object v) {
        if (node.isPrimitive()) {
            return primitive(node.asPrimitive(), v);
        }
        GroupType g = node.asGroup();
        if (RowCanonical.isList(g)) {
            SchemaNode element = RowCanonical.listElement(g);
            return element == g.field(0) ? elements(element, v) : threeLevel(element, v);
        }
        if (RowCanonical.isMap(g)) {
            GroupType keyValue = g.field(0).asGroup();
            Map<Object, Object> out = new HashMap<>(); // compared without order
            CollectionConverters.asJava((scala.collection.Map<?, ?>) v).forEach((k, x) -> out.put(
                    value(keyValue.field(0), k), keyValue.fieldCount() > 1 ? field(keyValue.field(1), x) : null));
            return out;
        }
        return struct(g, (Row) v);
    }

    private static List<Object> threeLevel(SchemaNode element, Object v) {
        List<Object> out = new ArrayList<>();
        for (Object e : CollectionConverters.asJava((scala.collection.Iterable<?>) v)) {
            out.add(field(element, e));
        }
        return out;
    }

    private static Object primitive(PrimitiveType t, Object v) {
        if (v instanceof byte[] b) {
            return Bytes.of(b);
        } else if (v instanceof Byte || v instanceof Short) {
            return ((Number) v).intValue(); // INT(8), INT(16): ByteType, ShortType
        } else if (v instanceof BigDecimal d && t.logicalType() instanceof LogicalType.IntType) {
            return d.toBigIntegerExact(); // INT(64,false): DECIMAL(20,0)
        }
        return v;
    }
}
