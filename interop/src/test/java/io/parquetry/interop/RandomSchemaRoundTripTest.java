package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Engine;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.PageVersion;
import io.parquetry.filter.Filter;
import io.parquetry.row.GroupView;
import io.parquetry.row.ListView;
import io.parquetry.row.MapView;
import io.parquetry.row.Row;
import io.parquetry.row.RowCursor;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random schemas and rows ({@link RandomData}), written by Parquetry through the generic
 * {@link Row} API with random settings and read back by Parquetry, parquet-java and DuckDB, value
 * by value; every value must lie within the file's statistics and page index bounds
 * ({@link StatisticsOracle}); then Parquetry reads a random row range, projection (whole fields,
 * or fields inside groups) and filter ({@link RandomFilter}), as rows and through a
 * {@link RowCursor} walked view by view, against the same selection made from the rows in memory.
 * The other way round too: parquet-java, and DuckDB, write a seed's rows with random settings,
 * and Parquetry reads them whole and selectively. Pages and row groups end inside records and
 * every encoding path meets every shape. The fixed Dremel cases live in {@code DremelLevelsTest};
 * this finds the combinations nobody wrote down.
 *
 * <p>{@code -Dparquetry.random.seeds=N} runs N seeds (default 60) from 0 or from {@code -Dparquetry.random.from=F};
 * {@code -Dparquetry.random.seed=S} replays seed S alone. A failure names its seed, the settings
 * and the schema.
 */
class RandomSchemaRoundTripTest {
  /** The engines that read every file here besides Parquetry. */
  private static final java.util.Set<Engine> READERS = java.util.EnumSet.of(Engine.DUCKDB, Engine.PARQUET_JAVA);

  static Stream<Long> seeds() {
    return RandomData.seeds(60);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyReaderReadsWhatParquetryWrote(long seed, @TempDir Path dir) {
    Random r = new Random(seed);
    RandomData.Data d = RandomData.Data.of(r, READERS);
    Path file = dir.resolve("random.parquet");
    String settings = RandomData.write(file, d.schema(), d.rows(), r, READERS);
    String context = "seed " + seed + ", " + settings + ", schema:\n" + d.schema();
    everyReaderReadsEveryValue(file, d, context);
    SelectiveReads.check(file, d.schema(), d.rows(), d.expected(), r, context);
  }

  /** Parquetry, parquet-java and DuckDB read every value of {@code d} from {@code file}, and each lies within its bounds. */
  private static void everyReaderReadsEveryValue(Path file, RandomData.Data d, String context) {
    List<Map<String, Object>> expected = d.expected();
    assertSame(context + "\nParquetry", expected, RowCanonical.rows(readAll(file)));
    assertSame(context + "\nparquet-java", expected, ParquetJavaFiles.read(file));
    assertSame(context + "\nDuckDB", DuckDbShapes.asDuckDbReadsIt(d.schema(), expected), DuckDbFiles.read(file));
    assertEquals(null, StatisticsOracle.firstViolation(file, d.schema(), d.rows()), context);
  }

  static Stream<Long> pooledSeeds() {
    return RandomData.seeds(10);
  }

  /**
   * 3,000 rows that repeat now and then ({@link RandomData.Data#pooled}), written at the defaults
   * but for the page version: default dictionaries that never pay have their pages written again
   * in the fallback encoding, and every reader reads them.
   */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("pooledSeeds")
  void everyReaderReadsPagesWrittenAgainWithoutTheirDictionary(long seed, @TempDir Path dir) {
    Random r = new Random(seed ^ 0x9001);
    RandomData.Data d = RandomData.Data.pooled(r, READERS, 3_000);
    PageVersion version = r.nextBoolean() ? PageVersion.V1 : PageVersion.V2;
    Path file = d.writeAtDefaults(dir.resolve("pooled.parquet"), b -> b.pageVersion(version));
    everyReaderReadsEveryValue(file, d, "pooled seed " + seed + ", " + version + ", schema:\n" + d.schema());
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void parquetryReadsWhatParquetJavaWrote(long seed, @TempDir Path dir) {
    Random r = new Random(seed ^ 0x5EED);
    RandomData.Data d = RandomData.Data.of(r, READERS);
    Path file = dir.resolve("random.parquet");
    ParquetJavaFiles.Settings settings = ParquetJavaFiles.Settings.random(r);
    ParquetJavaFiles.write(file, d.schemaText(), d.expected(), settings);
    String context = "seed " + seed + ", " + settings + ", " + d.rows().size() + " rows, schema:\n" + d.schema();

    assertSame(context + "\nParquetry", d.expected(), RowCanonical.rows(readAll(file)));
    SelectiveReads.check(file, d.schema(), d.rows(), d.expected(), r, context);
  }

  /**
   * DuckDB writes a seed's rows (read from a file Parquetry wrote) with random settings in its own
   * schema (every field optional, LISTs for bare repeated fields); Parquetry reads them whole and
   * selectively, in that schema, as DuckDB reads them.
   */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void parquetryReadsWhatDuckDbWrote(long seed, @TempDir Path dir) {
    Random r = new Random(seed ^ 0xDDB);
    RandomData.Data d = RandomData.Data.of(r, READERS);
    Path source = dir.resolve("source.parquet");
    try (ParquetWriter<Row> w = ParquetFile.writer(d.schema(), source).build()) {
      w.writeAll(d.rows());
    }
    Path file = dir.resolve("duckdb.parquet");
    // DuckDB's row groups hold at least 2,048 rows: one seed in three writes its rows several times over
    int copies = r.nextInt(3) == 0 ? 1 + 5_000 / d.rows().size() : 1;
    String options = "COMPRESSION " + new String[] {"uncompressed", "snappy", "zstd", "gzip", "lz4_raw"}[r.nextInt(5)]
        + ", PARQUET_VERSION " + (r.nextBoolean() ? "v1" : "v2") + ", ROW_GROUP_SIZE " + (2_048 + r.nextInt(2_000));
    DuckDbFiles.copy("SELECT * EXCLUDE (copy, file_row_number) FROM range(" + copies + ") c(copy), read_parquet("
        + DuckDbFiles.literal(source) + ", file_row_number = true) ORDER BY copy, file_row_number", file, options);
    List<Map<String, Object>> expected = new ArrayList<>();
    for (int c = 0; c < copies; c++) {
      expected.addAll(DuckDbShapes.asDuckDbReadsIt(d.schema(), d.expected()));
    }
    String context = "seed " + seed + ", DuckDB " + options + ", " + d.rows().size() + " rows x " + copies
        + ", schema:\n" + d.schema();

    List<Row> back = readAll(file);
    // DuckDB's dictionary writer takes -0.0 and 0.0 for one value (1.5.6: each reads back as the sign seen first)
    assertSame(context + "\nParquetry", unsignedZeros(expected), unsignedZeros(RowCanonical.rows(back)));
    MessageType duckDbSchema;
    try (ParquetFile pf = ParquetFile.open(file)) {
      duckDbSchema = pf.schema();
    }
    // the rows as read stand for what DuckDB wrote (equal to the expectation but for the signs of zeros)
    SelectiveReads.check(file, duckDbSchema, back, RowCanonical.rows(back), r,
        context + "\nDuckDB's schema:\n" + duckDbSchema);
  }

  /** {@code rows} with every -0.0 (float or double, at any depth) as 0.0. */
  @SuppressWarnings("unchecked")
  private static <T> T unsignedZeros(T value) {
    if (value instanceof Double d && d == 0.0) {
      return (T) (Double) 0.0;
    } else if (value instanceof Float f && f == 0.0f) {
      return (T) (Float) 0.0f;
    } else if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      list.forEach(e -> out.add(unsignedZeros(e)));
      return (T) out;
    } else if (value instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(k, unsignedZeros(v)));
      return (T) out;
    }
    return value;
  }

  private static List<Row> readAll(Path file) {
    List<Row> back = new ArrayList<>();
    try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> reader = f.rows()) {
      for (Row row : reader) {
        back.add(row);
      }
    }
    return back;
  }

  private static void assertSame(String what, List<Map<String, Object>> expected, List<Map<String, Object>> actual) {
    String diff = Canonical.firstDifference(expected, actual);
    assertEquals(null, diff, what);
  }
}
