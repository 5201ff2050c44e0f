package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bare repeated groups (no LIST around them, as {@code @Repeated} lists of records write them),
 * with one field and with two, read by Spark's two readers as the format says: arrays of structs.
 * (DuckDB reads the one-field kind as an array of the field's values: see the interop module's
 * {@code BareRepeatedGroupInteropTest}.)
 */
class SparkReadsBareRepeatedGroupsTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              repeated group tags {
                optional binary name (STRING);
              }
              repeated group pairs {
                optional binary name (STRING);
                required int32 weight;
              }
            }
            """);

    @Test
    void bothReadersReadArraysOfStructs(@TempDir Path dir) {
        GroupType tag = SCHEMA.field("tags").asGroup();
        GroupType pair = SCHEMA.field("pairs").asGroup();
        Path file = dir.resolve("bare.parquet");
        List<List<Object>> expected = new ArrayList<>();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).build()) {
            for (int i = 0; i < 50; i++) {
                List<Object> tags = new ArrayList<>();
                List<Object> pairs = new ArrayList<>();
                List<Object> expectedTags = new ArrayList<>();
                List<Object> expectedPairs = new ArrayList<>();
                for (int k = 0; k < i % 4; k++) {
                    String name = k == 2 ? null : "t" + i + "-" + k;
                    tags.add(Row.of(tag, name));
                    pairs.add(Row.of(pair, "p" + k, i * k));
                    expectedTags.add(Arrays.asList(name));
                    expectedPairs.add(Arrays.asList("p" + k, i * k));
                }
                w.write(Row.of(SCHEMA, (long) i, tags, pairs));
                expected.add(Arrays.asList((long) i, expectedTags, expectedPairs));
            }
        }
        for (boolean vectorized : new boolean[] {true, false}) {
            SparkSession s = SparkValues.configured(vectorized, true);
            Dataset<org.apache.spark.sql.Row> df = s.read().parquet(file.toString());
            assertEquals("array<struct<name:string>>", df.schema().apply("tags").dataType().simpleString(),
                    "vectorized " + vectorized);
            assertEquals("array<struct<name:string,weight:int>>", df.schema().apply("pairs").dataType().simpleString());
            List<List<Object>> actual = new ArrayList<>();
            for (org.apache.spark.sql.Row r : df.orderBy("id").collectAsList()) {
                actual.add(SparkValues.fields(r));
            }
            assertEquals(expected, actual, "vectorized " + vectorized);
        }
    }
}
