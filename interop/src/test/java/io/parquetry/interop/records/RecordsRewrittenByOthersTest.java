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
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated record mappers read what other writers rewrite. A Parquetry file of {@link AllScalars}
 * (every scalar mapping) or {@link Containers} (nesting, collections, bare repeated fields, maps,
 * Optionals) is written again
 * <ul>
 *   <li>by DuckDB, in its own schema (every column optional, bare repeated fields as LISTs, TIME
 *       in microseconds), with a random codec, page version and row group size, the rows several
 *       times over so that row groups end inside the data;</li>
 *   <li>by parquet-java, in Parquetry's schema, with a random codec, page version (V2: its DELTA
 *       encodings), dictionary, page size and row group size.</li>
 * </ul>
 * {@code Parquet.reader(type, file)} must read every record as written (DuckDB cuts nanosecond
 * instants to microseconds: that column is compared so). {@code -Dparquetry.random.seeds=N}
 * runs N seeds (default 6) from 0 or from {@code -Dparquetry.random.from=F}.
 */
class RecordsRewrittenByOthersTest {
  static final int ROWS = 300;

  enum Writer { DUCKDB, PARQUET_JAVA }

  static Stream<Arguments> cases() {
    return RandomData.seeds(6).flatMap(seed -> Stream.of(Writer.values()).map(w -> Arguments.of(w, seed)));
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases")
  void scalars(Writer writer, long seed, @TempDir Path dir) {
    check(writer, seed, dir, AllScalars.class, Gen::allScalars, "tsNanos");
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("cases")
  void containers(Writer writer, long seed, @TempDir Path dir) {
    check(writer, seed, dir, Containers.class, Gen::containers);
  }

  private static <T> void check(Writer writer, long seed, Path dir, Class<T> type,
      BiFunction<Integer, Long, List<T>> gen, String... nanosecondInstants) {
    Random r = new Random(seed ^ 0xD0C7EL);
    List<T> records = gen.apply(ROWS, seed);
    Path source = dir.resolve("source.parquet");
    try (ParquetWriter<T> w = Parquet.writer(type, source).build()) {
      w.writeAll(records);
    }
    MessageType schema = ParquetJavaFiles.schema(source);
    List<Map<String, Object>> written = RecordCanonical.rows(schema, records);
    Path file = dir.resolve("rewritten.parquet");
    int copies = 1;
    String context;
    if (writer == Writer.DUCKDB) {
      copies = 1 + r.nextInt(12);
      String options = "COMPRESSION " + new String[] {"uncompressed", "snappy", "zstd", "gzip", "lz4_raw"}[r.nextInt(5)]
          + ", PARQUET_VERSION " + (r.nextBoolean() ? "v1" : "v2") + ", ROW_GROUP_SIZE " + (2_048 + r.nextInt(2_000));
      DuckDbFiles.copy("SELECT * EXCLUDE (copy, file_row_number) FROM range(" + copies + ") c(copy), read_parquet("
          + DuckDbFiles.literal(source) + ", file_row_number = true) ORDER BY copy, file_row_number", file, options);
      context = "seed " + seed + ", DuckDB " + options + ", " + ROWS + " rows x " + copies;
    } else {
      ParquetJavaFiles.Settings settings = ParquetJavaFiles.Settings.random(r);
      ParquetJavaFiles.write(file, schema.toString(), written, settings);
      context = "seed " + seed + ", " + settings;
    }

    List<T> back = new ArrayList<>();
    try (ParquetReader<T> reader = Parquet.reader(type, file).build()) {
      reader.forEach(back::add);
    } catch (RuntimeException e) {
      throw new AssertionError(context + ": " + e.getMessage(), e);
    }
    List<Map<String, Object>> expected = new ArrayList<>();
    for (int c = 0; c < copies; c++) {
      expected.addAll(RecordsReadByOthersTest.toMicros(written, nanosecondInstants));
    }
    List<Map<String, Object>> actual = RecordsReadByOthersTest.toMicros(RecordCanonical.rows(schema, back),
        nanosecondInstants);
    assertEquals(null, Canonical.firstDifference(expected, actual), context);
  }
}
