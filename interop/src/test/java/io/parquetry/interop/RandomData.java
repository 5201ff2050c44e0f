package io.parquetry.interop;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.EngineFeature;
import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.file.EngineTargets;
import io.parquetry.row.Row;
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
import java.util.Set;
import java.util.function.Function;

/**
 * Random schemas, rows and writer settings for the random round trips
 * ({@code RandomSchemaRoundTripTest} here, {@code SparkReadsRandomSchemasTest} in spark-tests).
 * A schema has structs, 3-level lists, maps and bare repeated fields, nested up to four deep, with
 * every repetition, and leaves of the types in {@link #TYPES}; its rows have nulls, empty and
 * absent lists and maps, NaN, signed zeros, integer extremes and non-ASCII strings. Every draw
 * holds only what the given reader engines read, as the engine table ({@link EngineFeature}) says.
 */
public final class RandomData {
  private RandomData() {}

  private static final Compression[] CODECS = {
    Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.ZSTD, Compression.GZIP, Compression.LZ4_RAW
  };
  // "\ue000" sorts before "🎉" in UTF-8 (EE < F0) but after it in UTF-16 (E000 > D83C): bounds must take the bytes
  private static final String[] WORDS = {"", "a", "b", "ab", "zz", "Zürich", "日本語", "🎉x", "\ue000", "\uffff!",
    "long-" + "x".repeat(40)};

  /** Every leaf type the schemas draw from ({@code %s} is where the name goes, else it follows). */
  private static final String[] TYPES = {
    "boolean", "int32", "int64", "float", "double", "binary %s (STRING)", "binary", "int32 %s (DATE)",
    "int64 %s (TIMESTAMP(MICROS,true))", "int64 %s (DECIMAL(18,4))", "fixed_len_byte_array(4)",
    "int32 %s (INTEGER(8,true))", "int32 %s (INTEGER(32,false))", "int64 %s (INTEGER(64,false))",
    "fixed_len_byte_array(9) %s (DECIMAL(20,2))", "binary %s (DECIMAL(25,3))", "int64 %s (TIMESTAMP(MILLIS,false))",
    "int64 %s (TIME(MICROS,false))", "fixed_len_byte_array(16) %s (UUID)", "binary %s (ENUM)"
  };

  /**
   * One seed's schema (as text and parsed), rows and their canonical values.
   *
   * @param schemaText the schema as text
   * @param schema the schema
   * @param rows the rows, as the {@link Row} API takes them
   * @param expected the rows as {@link Canonical} values
   */
  public record Data(String schemaText, MessageType schema, List<Row> rows, List<Map<String, Object>> expected) {
    /** A random schema of types every engine of {@code readers} reads, and 1-400 rows of it. */
    public static Data of(Random r, Set<Engine> readers) {
      String text = new SchemaText(r, typesRead(readers)).message();
      MessageType schema = MessageTypeParser.parse(text);
      int n = r.nextInt(8) == 0 ? 1 + r.nextInt(3) : 1 + r.nextInt(400);
      List<Row> rows = new ArrayList<>(n);
      Values values = new Values(r);
      for (int i = 0; i < n; i++) {
        rows.add((Row) values.nonNull(schema, i));
      }
      return new Data(text, schema, rows, RowCanonical.rows(rows));
    }

    /**
     * A random schema and {@code n} rows drawn (with repeats) from {@code 3n} random ones: each
     * column holds about 85% distinct values, which repeat too often on a page to drop a default
     * dictionary as unique but too rarely for it to pay, so that chunks ending inside their first
     * judging window have their pages written again without it.
     */
    public static Data pooled(Random r, Set<Engine> readers, int n) {
      String text = new SchemaText(r, typesRead(readers)).message();
      MessageType schema = MessageTypeParser.parse(text);
      Values values = new Values(r);
      List<Row> pool = new ArrayList<>(3 * n);
      for (int i = 0; i < 3 * n; i++) {
        pool.add((Row) values.nonNull(schema, i));
      }
      List<Row> rows = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        rows.add(pool.get(r.nextInt(pool.size())));
      }
      return new Data(text, schema, rows, RowCanonical.rows(rows));
    }

    /** Writes the rows to {@code file} at the writer's defaults, but for what {@code settings} sets; returns the file. */
    public Path writeAtDefaults(Path file, java.util.function.Consumer<ParquetWriter.Builder<Row>> settings) {
      ParquetWriter.Builder<Row> b = ParquetFile.writer(schema, file);
      settings.accept(b);
      try (ParquetWriter<Row> w = b.build()) {
        w.writeAll(rows);
      }
      return file;
    }
  }

  /**
   * The seeds a random test runs: N seeds from F for {@code -Dparquetry.random.seeds=N} (else
   * {@code defaultCount}) and {@code -Dparquetry.random.from=F} (else 0), or only S for
   * {@code -Dparquetry.random.seed=S}.
   */
  public static java.util.stream.Stream<Long> seeds(long defaultCount) {
    String one = System.getProperty("parquetry.random.seed");
    if (one != null) {
      return java.util.stream.Stream.of(Long.parseLong(one));
    }
    long from = Long.getLong("parquetry.random.from", 0);
    return java.util.stream.LongStream.range(from, from + Long.getLong("parquetry.random.seeds", defaultCount)).boxed();
  }

  /** Makes non-null values of a leaf type, which may be in no row (for filter literals). */
  public static Function<PrimitiveType, Object> values(Random r) {
    Values v = new Values(r);
    return type -> v.nonNull(type, r.nextInt(400));
  }

  /** The entries of {@link #TYPES} that no engine of {@code readers} refuses. */
  private static List<String> typesRead(Set<Engine> readers) {
    List<String> out = new ArrayList<>();
    for (String t : TYPES) {
      MessageType one = MessageTypeParser.parse("message m { required " + (t.contains("%s") ? t.formatted("x") : t + " x")
          + "; }");
      try {
        EngineTargets.check(readers, "random schema", Compression.UNCOMPRESSED, one, Map.of());
        out.add(t);
      } catch (ParquetException refused) {
        // a type one of the readers refuses
      }
    }
    return out;
  }

  /**
   * Writes {@code rows} with random settings: codec, page version, dictionary, page size and row
   * limit, row group size, page index on or off, and for some leaf columns an explicit encoding
   * or a bloom filter; only what every engine of {@code readers} reads, as the engine table says.
   * Returns the settings, for messages.
   */
  public static String write(Path file, MessageType schema, List<Row> rows, Random r, Set<Engine> readers) {
    List<Compression> codecs = new ArrayList<>();
    for (Compression c : CODECS) {
      if (reads(readers, EngineFeature.codec(c.name()))) {
        codecs.add(c);
      }
    }
    Compression codec = codecs.get(r.nextInt(codecs.size()));
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
        Encoding e = encodingFor(c, r, readers);
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
    // pages cut at the same rows in every column (the default), or by each column's size, as
    // other writers cut them: the file's readers must read both
    boolean alignedPages = r.nextBoolean();
    b.alignedPages(alignedPages);
    try (ParquetWriter<Row> w = b.build()) {
      w.writeAll(rows);
    }
    return codec + " " + version + " dictionary=" + dictionary + " pageSize=" + pageSize + " pageRowLimit=" + pageRows
        + " rowGroupSize=" + rowGroupSize + " pageIndex=" + pageIndex + " alignedPages=" + alignedPages + columns
        + ", " + rows.size() + " rows";
  }

  /** Whether the file {@link #write} described by {@code settings} has every column's pages start on the same rows. */
  public static boolean alignedPages(String settings) {
    return settings.contains(" alignedPages=true");
  }

  /** An encoding the writer can write for {@code column} and that every engine of {@code readers} reads. */
  private static Encoding encodingFor(io.parquetry.schema.ColumnDescriptor column, Random r, Set<Engine> readers) {
    PrimitiveType type = column.type();
    List<Encoding> options = new ArrayList<>();
    for (Encoding e : List.of(Encoding.PLAIN, Encoding.RLE_DICTIONARY, Encoding.RLE, Encoding.DELTA_BINARY_PACKED,
        Encoding.DELTA_LENGTH_BYTE_ARRAY, Encoding.DELTA_BYTE_ARRAY, Encoding.BYTE_STREAM_SPLIT)) {
      EngineFeature f = EngineFeature.encoding(e.name(), type.physicalType().name(),
          type.logicalType() instanceof LogicalType.DecimalType, column.maxDefinitionLevel() > 0);
      if (writes(e, type.physicalType()) && reads(readers, f)) {
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

  /** Whether no engine of {@code readers} refuses or misreads {@code feature} (null: every engine reads it). */
  private static boolean reads(Set<Engine> readers, EngineFeature feature) {
    return feature == null || feature.refusals(readers).isEmpty();
  }

  /** A random schema as text: {@code message m { ... }}. */
  private static final class SchemaText {
    private final List<String> types;
    private final Random r;
    private final StringBuilder out = new StringBuilder();

    SchemaText(Random r, List<String> types) {
      this.r = r;
      this.types = types;
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
      String t = types.get(r.nextInt(types.size()));
      line(depth, repetition + " " + (t.contains("%s") ? t.formatted(name) : t + " " + name) + ";");
    }

    private void line(int depth, String text) {
      out.append("  ".repeat(depth)).append(text).append('\n');
    }
  }

  /** Values for a schema node, as the {@link Row} API takes them. */
  static final class Values {
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
        // no column of RandomData's is INT96; filter literals for other writers' INT96 columns
        case INT96 -> Instant.ofEpochSecond(1_600_000_000L + r.nextInt(100_000_000), r.nextInt(1_000_000_000));
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
