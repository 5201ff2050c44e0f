package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.interop.RandomData;
import io.parquetry.interop.records.Mapped.AllScalars;
import io.parquetry.interop.records.Mapped.Containers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.apache.parquet.schema.MessageType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated record mappers read what DuckDB rewrites: DuckDB reads a Parquetry file of
 * {@link AllScalars} or {@link Containers} (every scalar mapping; nesting, collections, bare
 * repeated fields, maps, Optionals) and writes it again in its own schema (every column
 * optional, bare repeated fields as LISTs, TIME in microseconds) with a random codec, page
 * version and row group size, the rows several times over so that row groups end inside the
 * data. {@code Parquet.reader(type, file)} must read every record as written (DuckDB cuts
 * nanosecond instants to microseconds: that column is compared so). {@code
 * -Dparquetry.random.seeds=N} runs N seeds (default 6) from 0 or from {@code -Dparquetry.random.from=F}.
 */
class RecordsRewrittenByDuckDbTest {
  static final int ROWS = 300;

  static Stream<Long> seeds() {
    return RandomData.seeds(6);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void scalars(long seed, @TempDir Path dir) {
    check(seed, dir, AllScalars.class, Gen::allScalars, "tsNanos");
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void containers(long seed, @TempDir Path dir) {
    check(seed, dir, Containers.class, Gen::containers);
  }

  private static <T> void check(long seed, Path dir, Class<T> type, BiFunction<Integer, Long, List<T>> gen,
      String... nanosecondInstants) {
    Random r = new Random(seed ^ 0xD0C7EL);
    List<T> records = gen.apply(ROWS, seed);
    Path source = dir.resolve("source.parquet");
    try (ParquetWriter<T> w = Parquet.writer(type, source).build()) {
      w.writeAll(records);
    }
    int copies = 1 + r.nextInt(12);
    String options = "COMPRESSION " + new String[] {"uncompressed", "snappy", "zstd", "gzip", "lz4_raw"}[r.nextInt(5)]
        + ", PARQUET_VERSION " + (r.nextBoolean() ? "v1" : "v2") + ", ROW_GROUP_SIZE " + (2_048 + r.nextInt(2_000));
    Path file = dir.resolve("duckdb.parquet");
    DuckDbFiles.copy("SELECT * EXCLUDE (copy, file_row_number) FROM range(" + copies + ") c(copy), read_parquet("
        + DuckDbFiles.literal(source) + ", file_row_number = true) ORDER BY copy, file_row_number", file, options);
    String context = "seed " + seed + ", DuckDB " + options + ", " + ROWS + " rows x " + copies;

    List<T> back = new ArrayList<>();
    try (ParquetReader<T> reader = Parquet.reader(type, file).build()) {
      reader.forEach(back::add);
    } catch (RuntimeException e) {
      throw new AssertionError(context + ": " + e.getMessage(), e);
    }
    MessageType schema = ParquetJavaFiles.schema(source);
    List<Map<String, Object>> expected = new ArrayList<>();
    for (int c = 0; c < copies; c++) {
      expected.addAll(RecordsReadByOthersTest.toMicros(RecordCanonical.rows(schema, records), nanosecondInstants));
    }
    List<Map<String, Object>> actual = RecordsReadByOthersTest.toMicros(RecordCanonical.rows(schema, back),
        nanosecondInstants);
    assertEquals(null, Canonical.firstDifference(expected, actual), context);
  }
}
