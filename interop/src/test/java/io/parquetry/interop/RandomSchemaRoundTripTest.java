package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.EngineFeature;
import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
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
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random schemas and rows, written by Parquetry through the generic {@link Row} API and read back
 * by Parquetry, parquet-java and DuckDB, value by value; then read by Parquetry again through a
 * random row range, projection (whole fields, or fields inside groups) and (where the schema has a
 * top-level scalar column) filter of any operator, as rows and through a {@link RowCursor} walked view by view,
 * against the same selection made from the rows in memory. The other way round too: parquet-java,
 * and DuckDB, write a seed's rows with random settings, and Parquetry reads them whole and
 * selectively.
 *
 * <p>Each seed makes one schema (structs, 3-level lists, maps and bare repeated fields, nested up
 * to four deep, every repetition), 1-400 rows of it (nulls, empty and absent lists and maps, NaN,
 * -0.0, extremes, non-ASCII strings) and one set of writer settings (codec, page version,
 * dictionary, page size and row limit, row group size), so that pages and row groups end inside
 * records and every encoding path meets every shape. The fixed Dremel cases live in
 * {@code DremelLevelsTest}; this finds the combinations nobody wrote down.
 *
 * <p>{@code -Dparquetry.random.seeds=N} runs seeds 0..N-1 (default 60);
 * {@code -Dparquetry.random.seed=S} replays seed S alone. A failure names its seed and prints the
 * schema.
 */
class RandomSchemaRoundTripTest {
  private static final Compression[] CODECS = {
    Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.ZSTD, Compression.GZIP, Compression.LZ4_RAW
  };
  // "\ue000" sorts before "🎉" in UTF-8 (EE < F0) but after it in UTF-16 (E000 > D83C): bounds must take the bytes
  private static final String[] WORDS = {"", "a", "b", "ab", "zz", "Zürich", "日本語", "🎉x", "\ue000", "\uffff!",
    "long-" + "x".repeat(40)};

  static Stream<Long> seeds() {
    String one = System.getProperty("parquetry.random.seed");
    if (one != null) {
      return Stream.of(Long.parseLong(one));
    }
    return LongStream.range(0, Long.getLong("parquetry.random.seeds", 60)).boxed();
  }

  /** One seed's schema (as text and parsed), rows and their canonical values. */
  private record Data(String schemaText, MessageType schema, List<Row> rows, List<Map<String, Object>> expected) {
    static Data of(Random r) {
      String text = new SchemaText(r).message();
      MessageType schema = MessageTypeParser.parse(text);
      int n = r.nextInt(8) == 0 ? 1 + r.nextInt(3) : 1 + r.nextInt(400);
      List<Row> rows = new ArrayList<>(n);
      Values values = new Values(r);
      for (int i = 0; i < n; i++) {
        rows.add((Row) values.nonNull(schema, i));
      }
      return new Data(text, schema, rows, RowCanonical.rows(rows));
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyReaderReadsWhatParquetryWrote(long seed, @TempDir Path dir) {
    Random r = new Random(seed);
    Data d = Data.of(r);
    Path file = dir.resolve("random.parquet");
    String settings = write(file, d.schema(), d.rows(), r);
    String context = "seed " + seed + ", " + settings + ", schema:\n" + d.schema();

    List<Map<String, Object>> expected = d.expected();
    assertSame(context + "\nParquetry", expected, RowCanonical.rows(readAll(file)));
    assertSame(context + "\nparquet-java", expected, ParquetJavaFiles.read(file));
    assertSame(context + "\nDuckDB", DuckDbShapes.asDuckDbReadsIt(d.schema(), expected), DuckDbFiles.read(file));
    assertEquals(null, StatisticsOracle.firstViolation(file, d.schema(), d.rows()), context);
    assertSelectiveReads(file, d.schema(), d.rows(), d.expected(), r, context);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void parquetryReadsWhatParquetJavaWrote(long seed, @TempDir Path dir) {
    Random r = new Random(seed ^ 0x5EED);
    Data d = Data.of(r);
    Path file = dir.resolve("random.parquet");
    CompressionCodecName codec = new CompressionCodecName[] {CompressionCodecName.UNCOMPRESSED,
        CompressionCodecName.SNAPPY, CompressionCodecName.ZSTD, CompressionCodecName.GZIP}[r.nextInt(4)];
    boolean dictionary = r.nextInt(4) != 0;
    WriterVersion version = r.nextBoolean() ? WriterVersion.PARQUET_1_0 : WriterVersion.PARQUET_2_0;
    int pageSize = new int[] {64, 512, 8192, 1 << 20}[r.nextInt(4)];
    long rowGroupSize = new long[] {1024, 16 << 10, 128L << 20}[r.nextInt(3)];
    ParquetJavaFiles.write(file, d.schemaText(), d.expected(), codec, dictionary, version, pageSize, rowGroupSize);
    String context = "seed " + seed + ", parquet-java " + codec + " " + version + " dictionary=" + dictionary
        + " pageSize=" + pageSize + " rowGroupSize=" + rowGroupSize + ", " + d.rows().size() + " rows, schema:\n"
        + d.schema();

    assertSame(context + "\nParquetry", d.expected(), RowCanonical.rows(readAll(file)));
    assertSelectiveReads(file, d.schema(), d.rows(), d.expected(), r, context);
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
    Data d = Data.of(r);
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
    assertSelectiveReads(file, duckDbSchema, back, RowCanonical.rows(back), r,
        context + "\nDuckDB's schema:\n" + duckDbSchema);
  }

  /**
   * Reads a random row range, projection and (where the schema allows) filter, as rows and through
   * a cursor, against the same selection of {@code rows} (of {@code schema}, canonical:
   * {@code expected}) in memory.
   */
  private static void assertSelectiveReads(Path file, MessageType schema, List<Row> rows,
      List<Map<String, Object>> expected, Random r, String context) {
    int n = rows.size();
    Values fresh = new Values(new Random(r.nextLong()));
    RandomFilter f = RandomFilter.random(schema, rows, r, type -> fresh.nonNull(type, r.nextInt(Math.max(1, n))));
    long first = r.nextInt(n + 1);
    long end = first + r.nextInt((int) (n - first) + 1);
    List<String> kept = new ArrayList<>();
    Map<String, Object> keep = Projection.pick(schema, "", kept, r); // null: no paths, every field
    List<Map<String, Object>> selected = new ArrayList<>();
    for (int i = (int) first; i < end; i++) {
      if (f == null || f.test(rows.get(i))) {
        selected.add(keep == null ? expected.get(i) : Projection.prune(expected.get(i), schema, keep));
      }
    }
    Filter filter = f == null ? null : f.filter;
    List<Row> back = new ArrayList<>();
    try (ParquetFile pf = ParquetFile.open(file);
        ParquetReader<Row> reader = pf.rows(filter, first, end, kept.toArray(String[]::new))) {
      reader.forEach(back::add);
    }
    String selection = "rows [" + first + ", " + end + "), fields " + kept + ", filter " + filter;
    assertSame(context + "\nParquetry, " + selection, selected, RowCanonical.rows(back));
    List<Map<String, Object>> viaCursor = new ArrayList<>();
    try (ParquetFile pf = ParquetFile.open(file);
        RowCursor cursor = pf.cursor(filter, first, end, kept.toArray(String[]::new))) {
      while (cursor.next()) {
        viaCursor.add(CursorValues.group(cursor, cursor.schema()));
      }
    }
    assertSame(context + "\nParquetry's RowCursor, " + selection, selected, viaCursor);
  }

  /**
   * A random projection: dotted paths to whole fields, or into groups that are neither LIST nor
   * MAP (bare repeated ones included), and what it leaves of a canonical row, worked out here
   * rather than from the projected schema Parquetry makes.
   */
  private static final class Projection {
    private static final Object WHOLE = new Object();

    /** Picks paths below {@code g} into {@code paths}; returns what to keep of it, or null for nothing. */
    static Map<String, Object> pick(GroupType g, String prefix, List<String> paths, Random r) {
      Map<String, Object> keep = new LinkedHashMap<>();
      for (int i = 0; i < g.fieldCount(); i++) {
        SchemaNode f = g.field(i);
        int k = r.nextInt(10);
        if (k < 4) {
          paths.add(prefix + f.name());
          keep.put(f.name(), WHOLE);
        } else if (k < 7 && !f.isPrimitive() && f.logicalType() == null) {
          Map<String, Object> inner = pick(f.asGroup(), prefix + f.name() + ".", paths, r);
          if (inner != null) {
            keep.put(f.name(), inner);
          }
        }
      }
      return keep.isEmpty() ? null : keep;
    }

    /** The fields of {@code value} (a struct of {@code g}) that {@code keep} keeps, in schema order. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> prune(Map<String, Object> value, GroupType g, Map<String, Object> keep) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (int i = 0; i < g.fieldCount(); i++) {
        SchemaNode f = g.field(i);
        Object k = keep.get(f.name());
        Object v = value.get(f.name());
        if (k == null) {
          continue;
        }
        if (k == WHOLE || v == null) {
          out.put(f.name(), v);
        } else if (f.repetition() == FieldRepetitionType.REPEATED) {
          List<Object> elements = new ArrayList<>();
          for (Object e : (List<?>) v) {
            elements.add(prune((Map<String, Object>) e, f.asGroup(), (Map<String, Object>) k));
          }
          out.put(f.name(), elements);
        } else {
          out.put(f.name(), prune((Map<String, Object>) v, f.asGroup(), (Map<String, Object>) k));
        }
      }
      return out;
    }
  }

  /** What a {@link RowCursor} shows of a row, walked through its views, as canonical values. */
  private static final class CursorValues {
    static Map<String, Object> group(GroupView view, GroupType type) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (int i = 0; i < type.fieldCount(); i++) {
        SchemaNode f = type.field(i);
        Object value;
        if (f.repetition() == FieldRepetitionType.REPEATED) {
          value = elements(view.getList(i), f);
        } else if (view.isNull(i)) {
          value = null;
        } else if (f.isPrimitive()) {
          value = leaf(view.getObject(i), f.asPrimitive(), view, i);
        } else {
          GroupType g = f.asGroup();
          if (g.logicalType() instanceof LogicalType.ListType) {
            value = elements(view.getList(i), g.field(0).asGroup().field(0));
          } else if (g.logicalType() instanceof LogicalType.MapType) {
            value = map(view.getMap(i), g.field(0).asGroup());
          } else {
            value = group(view.getGroup(i), g);
          }
        }
        out.put(f.name(), value);
      }
      return out;
    }

    /** The elements of a list whose element node is {@code element} (a bare repeated field is its own). */
    private static List<Object> elements(ListView list, SchemaNode element) {
      List<Object> out = new ArrayList<>();
      for (int j = 0; j < list.size(); j++) {
        out.add(element(list, j, element));
      }
      return out;
    }

    private static Object element(ListView list, int j, SchemaNode element) {
      if (list.isNull(j)) {
        return null;
      }
      if (element.isPrimitive()) {
        return list.getObject(j);
      }
      GroupType g = element.asGroup();
      if (g.logicalType() instanceof LogicalType.ListType) {
        return elements(list.getList(j), g.field(0).asGroup().field(0));
      }
      if (g.logicalType() instanceof LogicalType.MapType) {
        return map(list.getMap(j), g.field(0).asGroup());
      }
      return group(list.getGroup(j), g);
    }

    private static Map<Object, Object> map(MapView map, GroupType keyValue) {
      Map<Object, Object> out = new LinkedHashMap<>();
      ListView keys = map.keys();
      List<Object> k = new ArrayList<>();
      for (int j = 0; j < keys.size(); j++) {
        k.add(keys.getObject(j));
      }
      ListView values = map.values();
      for (int j = 0; j < k.size(); j++) {
        out.put(k.get(j), element(values, j, keyValue.field(1)));
      }
      return out;
    }

    /** A leaf's value; for plain numbers and booleans the typed getter must agree with it. */
    private static Object leaf(Object value, PrimitiveType type, GroupView view, int i) {
      if (type.logicalType() == null) {
        Object typed = switch (type.physicalType()) {
          case BOOLEAN -> view.getBoolean(i);
          case INT32 -> view.getInt(i);
          case INT64 -> view.getLong(i);
          case FLOAT -> view.getFloat(i);
          case DOUBLE -> view.getDouble(i);
          default -> value;
        };
        assertEquals(value, typed, "typed getter of " + type.name());
      }
      return value;
    }
  }

  /**
   * Writes {@code rows} with random settings: codec, page version, dictionary, page size and row
   * limit, row group size, page index on or off, and for some leaf columns an explicit encoding
   * (one DuckDB reads too) or a bloom filter. Returns the settings, for messages.
   */
  private static String write(Path file, MessageType schema, List<Row> rows, Random r) {
    Compression codec = CODECS[r.nextInt(CODECS.length)];
    PageVersion version = r.nextBoolean() ? PageVersion.V1 : PageVersion.V2;
    boolean dictionary = r.nextInt(4) != 0;
    int pageSize = new int[] {64, 512, 8192, 1 << 20}[r.nextInt(4)];
    int pageRows = new int[] {1, 3, 17, 20_000}[r.nextInt(4)];
    long rowGroupSize = new long[] {1024, 16 << 10, 128L << 20}[r.nextInt(3)];
    boolean pageIndex = r.nextInt(4) != 0;
    ParquetWriter.Builder<Row> b = ParquetFile.writer(schema, file).compression(codec).pageVersion(version)
        .dictionary(dictionary).pageSize(pageSize).pageRowLimit(pageRows).rowGroupSize(rowGroupSize)
        .pageIndex(pageIndex);
    StringBuilder columns = new StringBuilder();
    for (io.parquetry.schema.ColumnDescriptor c : schema.columns()) {
      String path = String.join(".", c.path().parts());
      if (r.nextInt(4) == 0) {
        Encoding e = encodingFor(c.type(), r);
        b.encoding(path, e);
        columns.append(' ').append(path).append('=').append(e);
      }
      if (c.physicalType() != io.parquetry.base.Type.BOOLEAN && r.nextInt(4) == 0) {
        long ndv = 1 + r.nextInt(1000);
        double fpp = new double[] {0.01, 0.1, 0.3}[r.nextInt(3)];
        b.bloomFilter(path, ndv, fpp);
        columns.append(' ').append(path).append(":bloom(").append(ndv).append(',').append(fpp).append(')');
      }
    }
    try (ParquetWriter<Row> w = b.build()) {
      w.writeAll(rows);
    }
    return codec + " " + version + " dictionary=" + dictionary + " pageSize=" + pageSize + " pageRowLimit=" + pageRows
        + " rowGroupSize=" + rowGroupSize + " pageIndex=" + pageIndex + columns + ", " + rows.size() + " rows";
  }

  /**
   * An encoding the writer can write for {@code type} and that the engine table
   * ({@link EngineFeature}) says DuckDB and parquet-java read.
   */
  private static Encoding encodingFor(PrimitiveType type, Random r) {
    List<Encoding> options = new ArrayList<>();
    for (Encoding e : List.of(Encoding.PLAIN, Encoding.RLE_DICTIONARY, Encoding.RLE, Encoding.DELTA_BINARY_PACKED,
        Encoding.DELTA_LENGTH_BYTE_ARRAY, Encoding.DELTA_BYTE_ARRAY, Encoding.BYTE_STREAM_SPLIT)) {
      EngineFeature f = EngineFeature.encoding(e.name(), type.physicalType().name(),
          type.logicalType() instanceof LogicalType.DecimalType);
      if (writes(e, type.physicalType()) && (f == null
          || f.refusal(Engine.DUCKDB) == null && f.refusal(Engine.PARQUET_JAVA) == null)) {
        options.add(e);
      }
    }
    return options.get(r.nextInt(options.size()));
  }

  /** Whether the writer encodes {@code type} in {@code e} (its {@code encoding} option's rules). */
  private static boolean writes(Encoding e, io.parquetry.base.Type type) {
    return switch (e) {
      case PLAIN -> true;
      case RLE_DICTIONARY -> type != io.parquetry.base.Type.BOOLEAN;
      case RLE -> type == io.parquetry.base.Type.BOOLEAN;
      case DELTA_BINARY_PACKED -> type == io.parquetry.base.Type.INT32 || type == io.parquetry.base.Type.INT64;
      case DELTA_LENGTH_BYTE_ARRAY -> type == io.parquetry.base.Type.BYTE_ARRAY;
      case DELTA_BYTE_ARRAY -> type == io.parquetry.base.Type.BYTE_ARRAY
          || type == io.parquetry.base.Type.FIXED_LEN_BYTE_ARRAY;
      case BYTE_STREAM_SPLIT -> type != io.parquetry.base.Type.BOOLEAN && type != io.parquetry.base.Type.BYTE_ARRAY;
      default -> false;
    };
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

  /** A random schema as text: {@code message m { ... }}. */
  private static final class SchemaText {
    private final Random r;
    private final StringBuilder out = new StringBuilder();

    SchemaText(Random r) {
      this.r = r;
    }

    String message() {
      out.append("message m {\n");
      fields(1, 1 + r.nextInt(6), true);
      out.append("}\n");
      return out.toString();
    }

    private void fields(int depth, int count, boolean allowRepeated) {
      for (int i = 0; i < count; i++) {
        field(depth, "f" + i, repetition(allowRepeated));
      }
    }

    private String repetition(boolean allowRepeated) {
      int k = r.nextInt(allowRepeated ? 10 : 8);
      return k < 3 ? "required" : k < 8 ? "optional" : "repeated";
    }

    private void field(int depth, String name, String repetition) {
      int kind = depth >= 4 ? 0 : r.nextInt(10);
      if (kind < 5) {
        primitive(depth, name, repetition);
      } else if (kind < 7) {
        line(depth, repetition + " group " + name + " {");
        fields(depth + 1, 1 + r.nextInt(3), true);
        line(depth, "}");
      } else if (kind < 9) {
        line(depth, (repetition.equals("repeated") ? "optional" : repetition) + " group " + name + " (LIST) {");
        line(depth + 1, "repeated group list {");
        field(depth + 2, "element", r.nextBoolean() ? "optional" : "required");
        line(depth + 1, "}");
        line(depth, "}");
      } else {
        line(depth, (repetition.equals("repeated") ? "optional" : repetition) + " group " + name + " (MAP) {");
        line(depth + 1, "repeated group key_value {");
        line(depth + 2, "required binary key (STRING);");
        field(depth + 2, "value", r.nextBoolean() ? "optional" : "required");
        line(depth + 1, "}");
        line(depth, "}");
      }
    }

    private void primitive(int depth, String name, String repetition) {
      String[] types = {
        "boolean", "int32", "int64", "float", "double", "binary %s (STRING)", "binary", "int32 %s (DATE)",
        "int64 %s (TIMESTAMP(MICROS,true))", "int64 %s (DECIMAL(18,4))", "fixed_len_byte_array(4)",
        "int32 %s (INTEGER(8,true))", "int32 %s (INTEGER(32,false))", "int64 %s (INTEGER(64,false))",
        "fixed_len_byte_array(9) %s (DECIMAL(20,2))", "binary %s (DECIMAL(25,3))", "int64 %s (TIMESTAMP(MILLIS,false))",
        "int64 %s (TIME(MICROS,false))", "fixed_len_byte_array(16) %s (UUID)", "binary %s (ENUM)"
      };
      String t = types[r.nextInt(types.length)];
      line(depth, repetition + " " + (t.contains("%s") ? t.formatted(name) : t + " " + name) + ";");
    }

    private void line(int depth, String text) {
      out.append("  ".repeat(depth)).append(text).append('\n');
    }
  }

  /** Values for a schema node, as the {@link Row} API takes them. */
  private static final class Values {
    private final Random r;

    Values(Random r) {
      this.r = r;
    }

    /** A field's value: a list for a repeated field, sometimes null for an optional one. */
    Object field(SchemaNode node, int row) {
      if (node.repetition() == FieldRepetitionType.REPEATED) {
        List<Object> list = new ArrayList<>();
        for (int i = r.nextInt(4); i > 0; i--) {
          list.add(nonNull(node, row));
        }
        return list;
      }
      if (node.repetition() == FieldRepetitionType.OPTIONAL && r.nextInt(5) == 0) {
        return null;
      }
      return nonNull(node, row);
    }

    Object nonNull(SchemaNode node, int row) {
      if (node.isPrimitive()) {
        return primitive(node.asPrimitive(), row);
      }
      GroupType g = node.asGroup();
      if (g.logicalType() instanceof LogicalType.ListType) {
        SchemaNode element = g.field(0).asGroup().field(0);
        List<Object> list = new ArrayList<>();
        for (int i = r.nextInt(5); i > 0; i--) {
          list.add(field(element, row));
        }
        return list;
      }
      if (g.logicalType() instanceof LogicalType.MapType) {
        GroupType keyValue = g.field(0).asGroup();
        Map<Object, Object> map = new LinkedHashMap<>();
        for (int i = r.nextInt(4); i > 0; i--) {
          map.put("k" + r.nextInt(6), field(keyValue.field(1), row)); // a repeated key replaces the entry
        }
        return map;
      }
      Object[] values = new Object[g.fieldCount()];
      for (int i = 0; i < values.length; i++) {
        values[i] = field(g.field(i), row);
      }
      return Row.of(g, values);
    }

    private Object primitive(PrimitiveType t, int row) {
      LogicalType lt = t.logicalType();
      int special = r.nextInt(16); // one value in four is an edge case of its type
      return switch (t.physicalType()) {
        case BOOLEAN -> r.nextBoolean();
        case INT32 -> {
          if (lt instanceof LogicalType.DateType) {
            yield LocalDate.of(1970, 1, 1).plusDays(r.nextInt(80_000) - 40_000);
          }
          if (lt instanceof LogicalType.IntType i && !i.isSigned() && i.bitWidth() == 32) { // Longs
            long[] edges = {0xFFFF_FFFFL, 0x8000_0000L, 0L, 0x7FFF_FFFFL};
            yield special < edges.length ? edges[special] : Integer.toUnsignedLong(r.nextInt());
          }
          if (lt instanceof LogicalType.IntType i && i.bitWidth() < 32) { // the width's extremes, or within it
            int shift = 32 - i.bitWidth();
            int bits = special < 2 ? (special == 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE) : r.nextInt();
            yield i.isSigned() ? bits >> shift : bits >>> shift;
          }
          int[] edges = {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1};
          yield special < edges.length ? edges[special] : row - r.nextInt(40); // clustered along the file
        }
        case INT64 -> {
          if (lt instanceof LogicalType.IntType i && !i.isSigned()) { // BigIntegers; around 2^63 matters
            java.math.BigInteger[] edges = {java.math.BigInteger.ONE.shiftLeft(64).subtract(java.math.BigInteger.ONE),
              java.math.BigInteger.ONE.shiftLeft(63), java.math.BigInteger.ZERO};
            yield special < edges.length ? edges[special] : new java.math.BigInteger(Long.toUnsignedString(r.nextLong()));
          }
          if (lt instanceof LogicalType.TimeType) {
            yield java.time.LocalTime.ofNanoOfDay((long) r.nextInt(86_400) * 1_000_000_000L + r.nextInt(1_000_000) * 1000L);
          }
          if (lt instanceof LogicalType.TimestampType ts && !ts.isAdjustedToUTC()) {
            yield java.time.LocalDateTime.ofEpochSecond(r.nextInt() * 3L, r.nextInt(1000) * 1_000_000, java.time.ZoneOffset.UTC);
          }
          if (lt instanceof LogicalType.TimestampType) {
            yield Instant.ofEpochSecond(1_600_000_000L + r.nextInt(100_000_000), r.nextInt(1_000_000) * 1000L);
          }
          if (lt instanceof LogicalType.DecimalType) {
            yield BigDecimal.valueOf(r.nextLong() % 1_000_000_000_000_000L, 4);
          }
          long[] edges = {Long.MIN_VALUE, Long.MAX_VALUE, 0L, -1L};
          yield special < edges.length ? edges[special] : (long) row * 1_000 + r.nextInt(1_500);
        }
        case FLOAT -> {
          float[] edges = {Float.NaN, -0.0f, Float.NEGATIVE_INFINITY, Float.MAX_VALUE, 0.0f};
          yield special < edges.length ? edges[special] : (float) r.nextGaussian();
        }
        case DOUBLE -> {
          double[] edges = {Double.NaN, -0.0, Double.POSITIVE_INFINITY, -Double.MIN_VALUE, 0.0};
          yield special < edges.length ? edges[special] : r.nextGaussian();
        }
        case BYTE_ARRAY -> lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType
            ? WORDS[r.nextInt(WORDS.length)] + (r.nextBoolean() ? "" : String.valueOf(r.nextInt(30)))
            : lt instanceof LogicalType.DecimalType d ? decimal(d, r)
            : WORDS[r.nextInt(WORDS.length)].getBytes(StandardCharsets.UTF_8);
        case FIXED_LEN_BYTE_ARRAY -> {
          if (lt instanceof LogicalType.DecimalType d) {
            yield decimal(d, r);
          }
          if (lt instanceof LogicalType.UuidType) {
            yield new java.util.UUID(special < 2 ? -special : r.nextLong(), r.nextLong());
          }
          byte[] b = new byte[t.typeLength()];
          r.nextBytes(b);
          yield b;
        }
        default -> throw new IllegalStateException("no values for " + t);
      };
    }

    /** A decimal of {@code d}'s scale with up to its precision in digits, either sign; one in four at the extremes. */
    private BigDecimal decimal(LogicalType.DecimalType d, Random r) {
      java.math.BigInteger max = java.math.BigInteger.TEN.pow(d.precision()).subtract(java.math.BigInteger.ONE);
      java.math.BigInteger unscaled = switch (r.nextInt(8)) {
        case 0 -> max;
        case 1 -> max.negate();
        default -> new java.math.BigInteger(r.nextInt(4 * d.precision()) / 4 * 3 + 1, r).mod(max);
      };
      return new BigDecimal(r.nextBoolean() ? unscaled : unscaled.negate(), d.scale());
    }
  }
}
