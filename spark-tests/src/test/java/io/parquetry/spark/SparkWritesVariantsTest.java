package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.interop.RandomData;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.variant.VariantReconstruction;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Parquetry reads the VARIANT columns Spark writes: random JSON documents (objects, arrays,
 * integers of every width, decimals, doubles, strings with escapes, booleans, nulls), parsed by
 * Spark's {@code parse_json} and written unshredded or shredded by a random schema (Spark's
 * test setting {@code spark.sql.variant.forceShreddingSchemaForTest}: objects, arrays and scalars
 * that fit the data, partly or not at all). Every row's {@link VariantReconstruction} must print
 * the JSON value that Spark's {@code to_json} prints for it (numbers compared by value).
 * {@code -Dparquetry.random.seeds=N} runs N seeds (default 10) from 0 or from
 * {@code -Dparquetry.random.from=F}.
 */
class SparkWritesVariantsTest {
    /** Shredding schemas: none, and shapes that fit the documents' fields in part. */
    static final String[] SHREDDING = {
        null,
        "struct<a int, b string, c array<double>>",
        "struct<a bigint, o struct<x string, y decimal(10,2)>, n boolean>",
        "array<int>",
        "struct<b string, c array<struct<x string>>>",
        "decimal(18,4)",
        "string",
        "struct<o struct<o struct<a int>>>",
    };

    static Stream<Long> seeds() {
        return RandomData.seeds(10);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void parquetryReadsWhatSparkWrote(long seed, @TempDir Path dir) throws IOException {
        Random r = new Random(seed ^ 0x7A41A7L);
        List<String> documents = new ArrayList<>();
        for (int i = 0, n = 20 + r.nextInt(200); i < n; i++) {
            documents.add(r.nextInt(12) == 0 ? null : new Json(r).value(0));
        }
        String shredding = SHREDDING[r.nextInt(SHREDDING.length)];
        SparkSession spark = SparkValues.configured(true, true);
        Path out = dir.resolve("spark");
        spark.conf().set("spark.sql.variant.writeShredding.enabled", Boolean.toString(shredding != null));
        spark.conf().set("spark.sql.variant.forceShreddingSchemaForTest", shredding == null ? "" : shredding);
        try {
            Dataset<String> json = spark.createDataset(documents, Encoders.STRING());
            json.selectExpr("parse_json(value) AS v").coalesce(1)
                    .write().parquet(out.toString());
        } finally {
            spark.conf().unset("spark.sql.variant.writeShredding.enabled");
            spark.conf().unset("spark.sql.variant.forceShreddingSchemaForTest");
        }
        Path part;
        try (Stream<Path> files = Files.list(out)) {
            part = files.filter(p -> p.toString().endsWith(".parquet")).findFirst().orElseThrow();
        }

        List<String> sparkJson = new ArrayList<>();
        for (org.apache.spark.sql.Row row : spark.read().parquet(part.toString())
                .selectExpr("to_json(v)", "_metadata.row_index AS i").orderBy("i").collectAsList()) {
            sparkJson.add(row.getString(0));
        }
        List<String> parquetryJson = new ArrayList<>();
        String schemaText;
        try (ParquetFile f = ParquetFile.open(part); ParquetReader<Row> rows = f.rows()) {
            GroupType variant = f.schema().field("v").asGroup();
            schemaText = f.schema().toString();
            assertEquals(shredding != null, variant.containsField("typed_value"), schemaText);
            for (Row row : rows) {
                Row v = (Row) row.get("v");
                parquetryJson.add(v == null ? null : VariantReconstruction.fromRow(v, variant).toJson());
            }
        }
        assertEquals(documents.size(), parquetryJson.size());
        for (int i = 0; i < documents.size(); i++) {
            assertTrue(sameJson(sparkJson.get(i), parquetryJson.get(i)), "seed " + seed + ", shredding " + shredding
                    + ", row " + i + ", document " + documents.get(i) + ": Spark " + sparkJson.get(i) + ", Parquetry "
                    + parquetryJson.get(i) + ", schema:\n" + schemaText);
        }
        assertTrue(parquetryJson.stream().anyMatch(j -> j != null && j.length() > 2), "documents were read");
    }

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS, DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    /**
     * Whether two JSON texts hold the same value, numbers compared by value: Spark prints a
     * decimal without trailing zeros (10 for 10.0000), Parquetry with its scale.
     */
    static boolean sameJson(String a, String b) throws IOException {
        if (a == null || b == null) {
            return a == b;
        }
        Comparator<JsonNode> numbersByValue = (x, y) -> x.isNumber() && y.isNumber()
                ? x.decimalValue().compareTo(y.decimalValue()) : x.equals(y) ? 0 : 1;
        return JSON.readTree(a).equals(numbersByValue, JSON.readTree(b));
    }

    /** Random JSON text: fields named a, b, c, o, n, x, y (those the shredding schemas name) and others. */
    private static final class Json {
        private static final String[] NAMES = {"a", "b", "c", "o", "n", "x", "y", "z", "long name", "é"};
        private final Random r;

        Json(Random r) {
            this.r = r;
        }

        String value(int depth) {
            int k = r.nextInt(depth >= 3 ? 7 : 9);
            return switch (k) {
                case 0 -> "null";
                case 1 -> Boolean.toString(r.nextBoolean());
                case 2 -> integer();
                case 3 -> decimal();
                case 4 -> r.nextInt(4) == 0 ? "-0.0e0" : Double.toString(r.nextGaussian() * Math.pow(10, r.nextInt(40) - 20))
                        .replace("E", "e");
                case 5, 6 -> string();
                case 7 -> object(depth);
                default -> array(depth);
            };
        }

        private String integer() {
            return switch (r.nextInt(5)) {
                case 0 -> Integer.toString(r.nextInt(256) - 128);
                case 1 -> Integer.toString(r.nextInt(65_536) - 32_768);
                case 2 -> Integer.toString(r.nextInt());
                case 3 -> Long.toString(r.nextLong());
                default -> "1" + Long.toUnsignedString(r.nextLong()) + r.nextInt(1000); // beyond a long: a decimal
            };
        }

        private String decimal() {
            String digits = Long.toString(Math.abs(r.nextLong() % 1_000_000_000_000L));
            int scale = r.nextInt(Math.min(digits.length(), 10));
            String sign = r.nextBoolean() ? "-" : "";
            return scale == 0 ? sign + digits + ".0"
                    : sign + digits.substring(0, digits.length() - scale) + (digits.length() == scale ? "0" : "") + "."
                            + digits.substring(digits.length() - scale);
        }

        private String string() {
            String[] parts = {"x", "Oslo", "é", "\\\"", "\\n", "\\\\", "\\u00e9", "\uD83D\uDE00", " ", "1"};
            StringBuilder sb = new StringBuilder("\"");
            for (int i = r.nextInt(6); i > 0; i--) {
                sb.append(parts[r.nextInt(parts.length)]);
            }
            return sb.append('"').toString();
        }

        private String object(int depth) {
            StringBuilder sb = new StringBuilder("{");
            List<String> used = new ArrayList<>();
            for (int i = r.nextInt(5); i > 0; i--) {
                String name = NAMES[r.nextInt(NAMES.length)];
                if (used.contains(name)) {
                    continue;
                }
                used.add(name);
                sb.append(sb.length() > 1 ? "," : "").append('"').append(name).append("\":").append(value(depth + 1));
            }
            return sb.append('}').toString();
        }

        private String array(int depth) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = r.nextInt(5); i > 0; i--) {
                sb.append(sb.length() > 1 ? "," : "").append(value(depth + 1));
            }
            return sb.append(']').toString();
        }
    }
}
