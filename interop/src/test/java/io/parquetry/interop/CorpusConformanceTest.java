package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.SchemaNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Parquetry reads every file of the conformance corpus's {@code data/} directory (recursively)
 * into the same values as DuckDB, or as parquet-java where DuckDB cannot read a file; the files
 * that must not read (encrypted, corrupt checksums, malformed) fail with a
 * {@link ParquetException} that says why. A per-file table is printed at the end.
 *
 * <p>Rows are compared whole, in the {@link Canonical} model, with no row limit: the whole
 * corpus reads in a few seconds.
 */
class CorpusConformanceTest {

  /** Files DuckDB 1.5.6 cannot read (or reads wrongly): compared with parquet-java, and why. */
  static final Map<String, String> PARQUET_JAVA_REFERENCE = Map.of(
      "byte_stream_split_extended.gzip.parquet", "DuckDB: BYTE_STREAM_SPLIT only for FLOAT/DOUBLE",
      "hadoop_lz4_compressed.parquet", "DuckDB: no LZ4 (Hadoop) codec",
      "hadoop_lz4_compressed_larger.parquet", "DuckDB: no LZ4 (Hadoop) codec",
      "map_no_value.parquet", "DuckDB: MAP_KEY_VALUE requires two children",
      "int96_from_spark.parquet", "DuckDB: INT96 beyond its timestamp range wraps (row 5)",
      // LogicalTypes.md maps the legacy TIMESTAMP_MICROS to isAdjustedToUTC=true (an Instant)
      "nested_structs.rust.parquet", "DuckDB: legacy TIMESTAMP_MICROS read as a local timestamp");

  /**
   * Files neither DuckDB (no LZ4 codec) nor parquet-java 1.17 (ArrayIndexOutOfBounds: it expects
   * the Hadoop framing) reads: compared with parquet-java's reading of a file with the same rows.
   */
  static final Map<String, String> SAME_ROWS_AS = Map.of(
      "non_hadoop_lz4_compressed.parquet", "hadoop_lz4_compressed.parquet");

  /** Files that must fail to read, with substrings their error message must hold. */
  static final Map<String, List<String>> MUST_FAIL = Map.of(
      // page CRC32 verification is on by default; see checksumVerificationCanBeTurnedOff
      "datapage_v1-corrupt-checksum.parquet", List.of("column a, page 0", "page checksum mismatch"),
      "rle-dict-uncompressed-corrupt-checksum.parquet", List.of("column long_field, page 0", "page checksum mismatch"),
      // the footer's total_compressed_size of column "name" is 15 bytes short: its last page
      // runs past the end of the chunk
      "nation.dict-malformed.parquet", List.of("column name, page 0", "DATA_PAGE of 28 bytes does not fit"),
      // a BROTLI dictionary page of 1 GiB + 4 bytes (the column chunk holds > 2 GB of strings):
      // rejected up front by the default page-size limit rather than allocated. Reading it within
      // bounded memory would need streaming values out of a page larger than a Java array.
      "large_string_map.brotli.parquet", List.of("column arr.key_value.key", "ReadOptions.maxPageSize"));

  private static final String ENCRYPTED_MESSAGE = "decryption keys are required";
  private static final ConcurrentLinkedQueue<String> TABLE = new ConcurrentLinkedQueue<>();

  static Path corpusDir() {
    String dir = System.getProperty("parquetry.testing.dir");
    if (dir == null || dir.isEmpty()) {
      throw new IllegalStateException("system property parquetry.testing.dir is not set (the build sets it to testing/parquet-testing)");
    }
    Path p = Path.of(dir);
    if (!Files.isDirectory(p)) {
      throw new IllegalStateException("test corpus not found at " + p);
    }
    return p;
  }

  static Path data(String name) {
    return corpusDir().resolve("data").resolve(name);
  }

  /** Every Parquet file under data/, recursively (bloom filter bitsets, CSV and JSON skipped). */
  static List<Path> dataFiles() {
    try (Stream<Path> s = Files.walk(corpusDir().resolve("data"))) {
      return s.filter(Files::isRegularFile)
          .filter(p -> {
            String n = p.getFileName().toString();
            return !(n.endsWith(".bin") || n.endsWith(".csv") || n.endsWith(".json"));
          })
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @TestFactory
  Stream<DynamicTest> everyDataFile() {
    List<Path> files = dataFiles();
    assertTrue(files.size() >= 85, "corpus looks incomplete: " + files.size() + " files");
    return files.stream().map(p -> DynamicTest.dynamicTest(relative(p), () -> check(p)));
  }

  private static String relative(Path p) {
    return corpusDir().resolve("data").relativize(p).toString();
  }

  private static void check(Path file) {
    String name = relative(file);
    String base = file.getFileName().toString();
    if (base.endsWith(".encrypted")) {
      ParquetException e = assertThrows(ParquetException.class, () -> readParquetry(file, ReadOptions.defaults()));
      assertTrue(e.getMessage().contains(ENCRYPTED_MESSAGE), e.getMessage());
      record(name, "-", "-", "rejected: encrypted");
      return;
    }
    List<String> failure = MUST_FAIL.get(base);
    if (failure != null) {
      ParquetException e = assertThrows(ParquetException.class, () -> readParquetry(file, ReadOptions.defaults()));
      for (String s : failure) {
        assertTrue(e.getMessage().contains(s), "expected '" + s + "' in: " + e.getMessage());
      }
      record(name, "-", "-", "rejected: " + failure.get(failure.size() - 1));
      return;
    }
    List<Map<String, Object>> ours = readParquetry(file, ReadOptions.defaults());
    int columns;
    try (ParquetFile f = ParquetFile.open(file)) {
      columns = f.schema().columns().size();
      // the row groups' counts, not FileMetaData.num_rows: parquet-rs 0.3.0 wrote 0 there
      // (repeated_no_annotation.parquet)
      assertEquals(f.rowGroups().stream().mapToLong(rg -> rg.rowCount()).sum(), ours.size(), "rows of the row groups");
    }
    String result;
    if (PARQUET_JAVA_REFERENCE.containsKey(base)) {
      Canonical.assertRowsEqual(ParquetJavaFiles.read(file), ours);
      result = "= parquet-java (" + PARQUET_JAVA_REFERENCE.get(base) + ")";
    } else if (SAME_ROWS_AS.containsKey(base)) {
      String other = SAME_ROWS_AS.get(base);
      Canonical.assertRowsEqual(ParquetJavaFiles.read(data(other)), ours);
      result = "= parquet-java of " + other;
    } else {
      Canonical.assertRowsEqual(DuckDbFiles.read(file), ours);
      result = "= DuckDB";
    }
    Path csv = file.resolveSibling(base.replace(".parquet", "_expect.csv"));
    if (Files.isRegularFile(csv)) {
      assertMatchesCsv(csv, ours);
      result += ", = " + csv.getFileName();
    }
    record(name, String.valueOf(ours.size()), String.valueOf(columns), result);
  }

  private static void record(String file, String rows, String columns, String result) {
    TABLE.add(String.format("| %-66s | %6s | %4s | %s |", file, rows, columns, result));
  }

  @AfterAll
  static void printTable() {
    List<String> lines = new ArrayList<>(TABLE);
    lines.sort(null);
    System.out.println(String.format("| %-66s | %6s | %4s | %s |", "file", "rows", "cols", "result"));
    lines.forEach(System.out::println);
  }

  // ------------------------------------------------------------------ special cases

  /** With verification off, the corrupt-checksum files read like DuckDB (which checks no CRC). */
  @Test
  void checksumVerificationCanBeTurnedOff() {
    for (String name : List.of("datapage_v1-corrupt-checksum.parquet", "rle-dict-uncompressed-corrupt-checksum.parquet")) {
      Path file = data(name);
      List<Map<String, Object>> ours = readParquetry(file, ReadOptions.defaults().withVerifyChecksums(false));
      assertFalse(ours.isEmpty(), name);
      Canonical.assertRowsEqual(DuckDbFiles.read(file), ours);
    }
  }

  /** bad_data/ARROW-GH-43605 (bit width 0 dictionary indices) reads as both references read it. */
  @Test
  void bitWidthZeroDictionaryIndicesReadLikeTheReferences() {
    Path file = corpusDir().resolve("bad_data").resolve("ARROW-GH-43605.parquet");
    List<Map<String, Object>> ours = readParquetry(file, ReadOptions.defaults());
    assertEquals(21186, ours.size());
    Canonical.assertRowsEqual(DuckDbFiles.read(file), ours);
    Canonical.assertRowsEqual(ParquetJavaFiles.read(file), ours);
  }

  /** GEOMETRY/GEOGRAPHY read as WKB bytes (compared above); the CRS is in the schema's logical type. */
  @Test
  void geospatialCrsIsExposedThroughTheSchema() {
    for (Path file : dataFiles()) {
      if (!file.getParent().getFileName().toString().equals("geospatial")) {
        continue;
      }
      try (ParquetFile f = ParquetFile.open(file)) {
        for (SchemaNode field : f.schema().fields()) {
          LogicalType lt = field.logicalType();
          if (!(lt instanceof LogicalType.GeometryType || lt instanceof LogicalType.GeographyType)) {
            continue;
          }
          String ours = lt instanceof LogicalType.GeometryType g ? g.crs() : ((LogicalType.GeographyType) lt).crs();
          String duck = duckDbLogicalType(file, field.name());
          assertTrue(duck.startsWith(lt instanceof LogicalType.GeometryType ? "GeometryType" : "GeographyType"),
              file + " " + field.name() + ": " + duck);
          if (ours != null) {
            assertTrue(duck.contains(ours), file + " " + field.name() + ": DuckDB says " + duck + ", we read crs " + ours);
          }
        }
      }
    }
    try (ParquetFile f = ParquetFile.open(data("geospatial/crs-srid.parquet"))) {
      List<String> crs = new ArrayList<>();
      for (SchemaNode field : f.schema().fields()) {
        if (field.logicalType() instanceof LogicalType.GeometryType g) {
          crs.add(g.crs());
        }
      }
      assertTrue(crs.contains("srid:5070"), "crs values: " + crs);
    }
  }

  private static String duckDbLogicalType(Path file, String column) {
    for (Map<String, Object> e : DuckDbFiles.parquetSchema(file)) {
      if (column.equals(e.get("name"))) {
        return String.valueOf(e.get("logical_type"));
      }
    }
    throw new AssertionError(file + ": DuckDB lists no column " + column);
  }

  // ------------------------------------------------------------------ reading with Parquetry

  static List<Map<String, Object>> readParquetry(Path p, ReadOptions options) {
    List<Map<String, Object>> out = new ArrayList<>();
    try (ParquetFile f = ParquetFile.open(p, options); ParquetReader<Row> rows = f.rows()) {
      for (Row r : rows) {
        out.add(canonicalRow(r));
      }
    }
    return out;
  }

  /** A {@link Row} in canonical values (Row already holds UINT64 as the unsigned BigInteger). */
  static Map<String, Object> canonicalRow(Row r) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < r.size(); i++) {
      m.put(r.fieldName(i), canonical(r.get(i), r.type().field(i), false));
    }
    return m;
  }

  /** {@code v} is a value of {@code node}, or one element of it when {@code element} (repeated). */
  private static Object canonical(Object v, SchemaNode node, boolean element) {
    if (v == null) {
      return null;
    }
    if (v instanceof Row r) {
      return canonicalRow(r);
    }
    if (v instanceof byte[] b) {
      return Bytes.of(b);
    }
    if (v instanceof List<?> l) {
      boolean bare = !element && node.repetition() == FieldRepetitionType.REPEATED;
      SchemaNode elementNode = bare ? node : listElement(node.asGroup());
      List<Object> out = new ArrayList<>(l.size());
      for (Object e : l) {
        out.add(canonical(e, elementNode, bare || elementNode.repetition() == FieldRepetitionType.REPEATED));
      }
      return out;
    }
    if (v instanceof Map<?, ?> m) {
      GroupType kv = node.asGroup().field(0).asGroup();
      Map<Object, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        out.put(canonical(e.getKey(), kv.field(0), false),
            kv.fieldCount() > 1 ? canonical(e.getValue(), kv.field(1), false) : null);
      }
      return out;
    }
    return v;
  }

  /** The element node of a LIST group, by the backward-compatibility rules of LogicalTypes.md. */
  private static SchemaNode listElement(GroupType list) {
    SchemaNode repeated = list.field(0);
    if (repeated.isPrimitive()) {
      return repeated;
    }
    GroupType r = repeated.asGroup();
    boolean itself = r.fieldCount() != 1 || r.name().equals("array") || r.name().equals(list.name() + "_tuple");
    return itself ? repeated : r.field(0);
  }

  // ------------------------------------------------------------------ *_expect.csv

  /** Compares with the expected-values CSV by column position (values as text, empty = null). */
  private static void assertMatchesCsv(Path csv, List<Map<String, Object>> rows) {
    List<List<String>> lines;
    try {
      lines = Files.readAllLines(csv, StandardCharsets.UTF_8).stream()
          .filter(l -> !l.isEmpty())
          .map(CorpusConformanceTest::parseCsvLine)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertEquals(lines.size() - 1, rows.size(), csv + ": rows");
    for (int r = 0; r < rows.size(); r++) {
      List<Object> values = new ArrayList<>(rows.get(r).values());
      List<String> expected = lines.get(r + 1);
      assertEquals(expected.size(), values.size(), csv + " row " + r + ": columns");
      for (int c = 0; c < values.size(); c++) {
        Object v = values.get(c);
        String actual = v == null ? null : v instanceof Bytes b ? new String(b.toByteArray(), StandardCharsets.UTF_8)
            : v.toString();
        assertEquals(expected.get(c), actual, csv.getFileName() + " row " + r + ", column " + lines.get(0).get(c));
      }
    }
  }

  /** One CSV line: fields split on commas outside quotes; "" inside quotes is a quote; empty unquoted is null. */
  static List<String> parseCsvLine(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    boolean quoted = false;
    boolean wasQuoted = false;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (quoted) {
        if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          sb.append('"');
          i++;
        } else if (ch == '"') {
          quoted = false;
        } else {
          sb.append(ch);
        }
      } else if (ch == '"') {
        quoted = true;
        wasQuoted = true;
      } else if (ch == ',') {
        out.add(sb.length() == 0 && !wasQuoted ? null : sb.toString());
        sb.setLength(0);
        wasQuoted = false;
      } else {
        sb.append(ch);
      }
    }
    out.add(sb.length() == 0 && !wasQuoted ? null : sb.toString());
    return out;
  }

  @Test
  void csvLinesParse() {
    assertEquals(java.util.Arrays.asList("a", null, "b,c", "", "x\"y", null), parseCsvLine("\"a\",,\"b,c\",\"\",\"x\"\"y\","));
    assertEquals(java.util.Collections.singletonList(null), parseCsvLine(""));
  }
}
