package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.filter2.predicate.FilterPredicate;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * parquet-java's dictionary and bloom filter checks (which Spark and Hive push filters through)
 * take {@code x = 0.0} to need +0.0 itself: a chunk whose zeros are all -0.0 was skipped for a
 * query that matches them (and the other way round), though the values are equal (found by
 * {@code SparkReadsRandomSchemasTest}, stop 41). The writer puts the other zero into a FLOAT or
 * DOUBLE dictionary that holds one (an entry no index points at) and both zeros into bloom
 * filters; the values themselves keep their sign. Each case is checked with only that one way of
 * skipping on, reading row groups whole.
 */
class SignedZeroPruningInteropTest {
  @ParameterizedTest(name = "{0}, {1} zeros, {2}")
  @CsvSource({"double, negative, dictionary", "double, positive, dictionary", "float, negative, dictionary",
      "float, positive, dictionary", "double, negative, bloom", "double, positive, bloom", "float, negative, bloom",
      "float, positive, bloom"})
  void aQueryForEitherZeroKeepsAChunkOfTheOther(String type, String zeros, String pruning, @TempDir Path dir)
      throws Exception {
    MessageType schema = MessageTypeParser.parse("message m { required int32 id; optional " + type + " x; }");
    boolean negative = zeros.equals("negative");
    boolean bloom = pruning.equals("bloom");
    Path file = dir.resolve("zeros.parquet");
    ParquetWriter.Builder<Row> b = ParquetFile.writer(schema, file).dictionary(!bloom);
    if (bloom) {
      b.bloomFilter("x", 100, 0.01);
    }
    try (ParquetWriter<Row> w = b.build()) {
      for (int i = 0; i < 10; i++) {
        Object zero = type.equals("double") ? (Object) (negative ? -0.0 : 0.0) : (Object) (negative ? -0.0f : 0.0f);
        Object other = type.equals("double") ? (Object) 1.5 : (Object) 1.5f;
        w.write(Row.of(schema, i, i % 2 == 0 ? zero : other));
      }
    }
    FilterPredicate query = type.equals("double") ? FilterApi.eq(FilterApi.doubleColumn("x"), negative ? 0.0 : -0.0)
        : FilterApi.eq(FilterApi.floatColumn("x"), negative ? 0.0f : -0.0f);
    int rows = 0;
    try (ParquetReader<Group> r = ParquetReader.builder(new GroupReadSupport(), new org.apache.hadoop.fs.Path(file.toUri()))
        .withFilter(FilterCompat.get(query)).useStatsFilter(false).useColumnIndexFilter(false).useRecordFilter(false)
        .useDictionaryFilter(!bloom).useBloomFilter(bloom).build()) {
      for (Group g = r.read(); g != null; g = r.read()) {
        double x = type.equals("double") ? g.getDouble("x", 0) : g.getFloat("x", 0);
        if (x == 0.0) {
          assertEquals(negative, 1 / x < 0, "the stored zero keeps its sign");
        }
        rows++;
      }
    }
    assertEquals(10, rows, "parquet-java skipped the row group");
  }
}
