package io.parquetry.interop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.NanoTime;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation.DateLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.DecimalLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.EnumLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.Float16LogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.IntLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.JsonLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.ListLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.MapKeyValueTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.MapLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.StringLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimeLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimeUnit;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimestampLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.UUIDLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * parquet-java (1.17, the reference implementation) as a writer and reader of fixture files, in
 * {@link Canonical} values. Local files go through parquet-java's {@code LocalInputFile} /
 * {@code LocalOutputFile}, so no Hadoop file system is involved (Hadoop classes are still loaded
 * for the codecs and the default configuration).
 *
 * <p>Reading uses the record-assembly API with the example {@link Group} model, then converts
 * by the file's schema: logical and legacy converted types, 3-level lists, the legacy 2-level
 * list forms (repeated primitive, repeated multi-field group, {@code array} and
 * {@code <name>_tuple} groups), maps (MAP and MAP_KEY_VALUE, including maps without a value
 * field, whose values read as null) and unannotated repeated fields (as lists).
 *
 * <p>Writing fills Groups from canonical values; it refuses values that would lose information
 * (a timestamp finer than the column unit, a decimal with more scale than the column, a float
 * not exactly representable as FLOAT16, a row with a field the schema lacks).
 */
public final class ParquetJavaFiles {
  private static final long JULIAN_EPOCH_DAY = 2_440_588L; // Julian day number of 1970-01-01

  private ParquetJavaFiles() {}

  // ------------------------------------------------------------------ reading

  /** Reads every row of {@code file} into canonical values. */
  public static List<Map<String, Object>> read(Path file) {
    return read(file, false);
  }

  /**
   * Reads every row of {@code file}; with {@code verifyChecksums}, parquet-java checks the CRC
   * of every page that carries one and fails on a mismatch.
   */
  public static List<Map<String, Object>> read(Path file, boolean verifyChecksums) {
    return read(file, ParquetReadOptions.builder().usePageChecksumVerification(verifyChecksums).build());
  }

  /** Reads every row of an encrypted {@code file} with parquet-java's decryption. */
  public static List<Map<String, Object>> read(Path file, org.apache.parquet.crypto.FileDecryptionProperties keys) {
    return read(file, ParquetReadOptions.builder().withDecryption(keys).build());
  }

  /**
   * Reads the columns of {@code projection} (a {@code message m { ... }} subset of the file's
   * schema) of an encrypted {@code file}: the other columns' chunks are never read.
   */
  public static List<Map<String, Object>> read(Path file, org.apache.parquet.crypto.FileDecryptionProperties keys,
      String projection) {
    return read(file, ParquetReadOptions.builder().withDecryption(keys).build(), projection);
  }

  private static List<Map<String, Object>> read(Path file, ParquetReadOptions options) {
    return read(file, options, null);
  }

  private static List<Map<String, Object>> read(Path file, ParquetReadOptions options, String projection) {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file), options)) {
      MessageType schema = projection == null ? reader.getFooter().getFileMetaData().getSchema()
          : MessageTypeParser.parseMessageType(projection);
      if (projection != null) {
        reader.setRequestedSchema(schema);
      }
      MessageColumnIO columnIO = new ColumnIOFactory().getColumnIO(schema);
      List<Map<String, Object>> rows = new ArrayList<>();
      PageReadStore pages;
      while ((pages = reader.readNextRowGroup()) != null) {
        RecordReader<Group> records = columnIO.getRecordReader(pages, new GroupRecordConverter(schema));
        for (long i = 0, n = pages.getRowCount(); i < n; i++) {
          rows.add(readGroup(records.read(), schema));
        }
      }
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException("parquet-java failed to read " + file, e);
    }
  }

  /** parquet-java's view of the footer (schema, row groups, column chunks, key-value metadata). */
  public static ParquetMetadata footer(Path file) {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      return reader.getFooter();
    } catch (IOException e) {
      throw new UncheckedIOException("parquet-java failed to read the footer of " + file, e);
    }
  }

  /** The file schema as parquet-java parses it. */
  public static MessageType schema(Path file) {
    return footer(file).getFileMetaData().getSchema();
  }

  private static Map<String, Object> readGroup(Group g, GroupType type) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (int f = 0; f < type.getFieldCount(); f++) {
      values.put(type.getFieldName(f), readField(g, f, type.getType(f)));
    }
    return values;
  }

  /** One field of a group: null if absent, a list if the field is repeated. */
  private static Object readField(Group g, int f, Type type) {
    int n = g.getFieldRepetitionCount(f);
    if (type.isRepetition(Type.Repetition.REPEATED)) {
      List<Object> list = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        list.add(readValue(g, f, i, type));
      }
      return list;
    }
    return n == 0 ? null : readValue(g, f, 0, type);
  }

  private static Object readValue(Group g, int f, int i, Type type) {
    if (type.isPrimitive()) {
      return readPrimitive(g, f, i, type.asPrimitiveType());
    }
    return readGroupValue(g.getGroup(f, i), type.asGroupType());
  }

  /** A group's value by its annotation: list, map or struct. */
  private static Object readGroupValue(Group child, GroupType gt) {
    LogicalTypeAnnotation a = gt.getLogicalTypeAnnotation();
    boolean oneRepeated = gt.getFieldCount() == 1 && gt.getType(0).isRepetition(Type.Repetition.REPEATED);
    if (a instanceof ListLogicalTypeAnnotation && oneRepeated) {
      return readList(child, gt);
    }
    if ((a instanceof MapLogicalTypeAnnotation || a instanceof MapKeyValueTypeAnnotation)
        && oneRepeated && !gt.getType(0).isPrimitive()) {
      return readMap(child, gt.getType(0).asGroupType());
    }
    return readGroup(child, gt);
  }

  private static List<Object> readList(Group listGroup, GroupType listType) {
    Type repeated = listType.getType(0);
    int n = listGroup.getFieldRepetitionCount(0);
    List<Object> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      if (repeated.isPrimitive()) {
        list.add(readPrimitive(listGroup, 0, i, repeated.asPrimitiveType())); // 2-level
      } else if (isThreeLevel(repeated.asGroupType(), listType.getName())) {
        Group wrapper = listGroup.getGroup(0, i);
        list.add(readField(wrapper, 0, repeated.asGroupType().getType(0)));
      } else {
        list.add(readGroupValue(listGroup.getGroup(0, i), repeated.asGroupType())); // 2-level
      }
    }
    return list;
  }

  /** The LogicalTypes.md backward-compatibility rule for a LIST's repeated group. */
  static boolean isThreeLevel(GroupType repeated, String listName) {
    return repeated.getFieldCount() == 1
        && !repeated.getName().equals("array")
        && !repeated.getName().equals(listName + "_tuple");
  }

  private static Map<Object, Object> readMap(Group mapGroup, GroupType keyValue) {
    int n = mapGroup.getFieldRepetitionCount(0);
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      Group kv = mapGroup.getGroup(0, i);
      Object key = readField(kv, 0, keyValue.getType(0));
      Object value = keyValue.getFieldCount() > 1 ? readField(kv, 1, keyValue.getType(1)) : null;
      map.put(key, value);
    }
    return map;
  }

  private static Object readPrimitive(Group g, int f, int i, PrimitiveType t) {
    LogicalTypeAnnotation a = t.getLogicalTypeAnnotation();
    switch (t.getPrimitiveTypeName()) {
      case BOOLEAN:
        return g.getBoolean(f, i);
      case INT32: {
        int v = g.getInteger(f, i);
        if (a instanceof IntLogicalTypeAnnotation ia && !ia.isSigned() && ia.getBitWidth() == 32) {
          return Integer.toUnsignedLong(v);
        }
        if (a instanceof DecimalLogicalTypeAnnotation d) {
          return BigDecimal.valueOf(v, d.getScale());
        }
        if (a instanceof DateLogicalTypeAnnotation) {
          return LocalDate.ofEpochDay(v);
        }
        if (a instanceof TimeLogicalTypeAnnotation ta) {
          return timeOf(v, ta.getUnit());
        }
        return v;
      }
      case INT64: {
        long v = g.getLong(f, i);
        if (a instanceof IntLogicalTypeAnnotation ia && !ia.isSigned()) {
          return new BigInteger(Long.toUnsignedString(v));
        }
        if (a instanceof DecimalLogicalTypeAnnotation d) {
          return BigDecimal.valueOf(v, d.getScale());
        }
        if (a instanceof TimeLogicalTypeAnnotation ta) {
          return timeOf(v, ta.getUnit());
        }
        if (a instanceof TimestampLogicalTypeAnnotation ta) {
          Instant instant = instantOf(v, ta.getUnit());
          return ta.isAdjustedToUTC() ? instant : LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
        }
        return v;
      }
      case INT96:
        return int96ToInstant(NanoTime.fromBinary(g.getInt96(f, i)));
      case FLOAT:
        return g.getFloat(f, i);
      case DOUBLE:
        return g.getDouble(f, i);
      case BINARY:
      case FIXED_LEN_BYTE_ARRAY: {
        byte[] b = g.getBinary(f, i).getBytes();
        if (a instanceof StringLogicalTypeAnnotation || a instanceof EnumLogicalTypeAnnotation
            || a instanceof JsonLogicalTypeAnnotation) {
          return new String(b, StandardCharsets.UTF_8);
        }
        if (a instanceof DecimalLogicalTypeAnnotation d) {
          return new BigDecimal(b.length == 0 ? BigInteger.ZERO : new BigInteger(b), d.getScale());
        }
        if (a instanceof UUIDLogicalTypeAnnotation && b.length == 16) {
          ByteBuffer bb = ByteBuffer.wrap(b);
          return new UUID(bb.getLong(), bb.getLong());
        }
        if (a instanceof Float16LogicalTypeAnnotation && b.length == 2) {
          return halfToFloat((short) ((b[0] & 0xFF) | (b[1] & 0xFF) << 8));
        }
        return Bytes.of(b);
      }
      default:
        throw new IllegalStateException("unknown physical type " + t);
    }
  }

  private static long nanosPer(TimeUnit unit) {
    return switch (unit) {
      case MILLIS -> 1_000_000L;
      case MICROS -> 1_000L;
      case NANOS -> 1L;
    };
  }

  private static Instant instantOf(long v, TimeUnit unit) {
    long perSecond = 1_000_000_000L / nanosPer(unit);
    return Instant.ofEpochSecond(Math.floorDiv(v, perSecond), Math.floorMod(v, perSecond) * nanosPer(unit));
  }

  /** INT96 (legacy Impala/Spark timestamp) as parquet-java decodes it: Julian day and nanoseconds of the day. */
  static Instant int96ToInstant(NanoTime t) {
    return Instant.ofEpochSecond((t.getJulianDay() - JULIAN_EPOCH_DAY) * 86_400L, t.getTimeOfDayNanos());
  }

  /** A TIME value: a LocalTime within the day, else the Duration from midnight. */
  static Object timeOf(long v, TimeUnit unit) {
    long per = nanosPer(unit);
    if (v >= 0 && v < 86_400_000_000_000L / per) {
      return LocalTime.ofNanoOfDay(v * per);
    }
    return java.time.Duration.ofNanos(0).plus(v, unit == TimeUnit.MILLIS ? java.time.temporal.ChronoUnit.MILLIS
        : unit == TimeUnit.MICROS ? java.time.temporal.ChronoUnit.MICROS : java.time.temporal.ChronoUnit.NANOS);
  }

  /** IEEE 754 binary16 to float; every half value is exactly representable as a float. */
  static float halfToFloat(short h) {
    int sign = (h & 0x8000) << 16;
    int exp = (h >>> 10) & 0x1F;
    int mant = h & 0x3FF;
    if (exp == 0) {
      float v = mant * 0x1p-24f; // zero or subnormal
      return sign != 0 ? -v : v;
    }
    if (exp == 0x1F) {
      return Float.intBitsToFloat(sign | 0x7F80_0000 | mant << 13); // infinity or NaN
    }
    return Float.intBitsToFloat(sign | (exp - 15 + 127) << 23 | mant << 13);
  }

  /** Float to binary16 bits; only exact values (and NaN) are accepted. */
  static short floatToHalf(float f) {
    if (Float.isNaN(f)) {
      return (short) 0x7E00;
    }
    int bits = Float.floatToRawIntBits(f);
    int sign = (bits >>> 16) & 0x8000;
    float abs = Math.abs(f);
    int h;
    if (Float.isInfinite(f)) {
      h = 0x7C00;
    } else if (abs < 0x1p-14f) {
      float scaled = abs * 0x1p24f; // subnormal halves are multiples of 2^-24
      h = (int) scaled;
      if (h != scaled) {
        throw new IllegalArgumentException(f + " is not exactly representable as FLOAT16");
      }
    } else {
      int exp = ((bits >>> 23) & 0xFF) - 127 + 15;
      int mant = bits & 0x7F_FFFF;
      if (exp >= 0x1F || (mant & 0x1FFF) != 0) {
        throw new IllegalArgumentException(f + " is not exactly representable as FLOAT16");
      }
      h = exp << 10 | mant >>> 13;
    }
    return (short) (sign | h);
  }

  // ------------------------------------------------------------------ writing

  /** Writes {@code rows} with SNAPPY, dictionary encoding and v1 data pages. */
  public static void write(Path file, String schemaText, List<Map<String, Object>> rows) {
    write(file, schemaText, rows, CompressionCodecName.SNAPPY, true, WriterVersion.PARQUET_1_0);
  }

  /**
   * Writes {@code rows} (canonical values) to {@code file}, replacing it.
   *
   * @param schemaText a {@code message m { ... }} schema parsed by parquet-java's MessageTypeParser
   * @param version PARQUET_1_0 for v1 data pages, PARQUET_2_0 for v2 data pages and encodings
   */
  public static void write(Path file, String schemaText, List<Map<String, Object>> rows,
      CompressionCodecName codec, boolean dictionary, WriterVersion version) {
    write(file, schemaText, rows, codec, dictionary, version, ParquetWriter.DEFAULT_PAGE_SIZE,
        ParquetWriter.DEFAULT_BLOCK_SIZE);
  }

  /** Writer settings as the random tests draw them: codec, dictionary, page version, page and row group size. */
  public record Settings(CompressionCodecName codec, boolean dictionary, WriterVersion version, int pageSize,
      long rowGroupSize) {
    /** Settings drawn from {@code r}: small pages and row groups as often as large ones. */
    public static Settings random(java.util.Random r) {
      CompressionCodecName codec = new CompressionCodecName[] {CompressionCodecName.UNCOMPRESSED,
          CompressionCodecName.SNAPPY, CompressionCodecName.ZSTD, CompressionCodecName.GZIP}[r.nextInt(4)];
      boolean dictionary = r.nextInt(4) != 0;
      WriterVersion version = r.nextBoolean() ? WriterVersion.PARQUET_1_0 : WriterVersion.PARQUET_2_0;
      int pageSize = new int[] {64, 512, 8192, 1 << 20}[r.nextInt(4)];
      long rowGroupSize = new long[] {1024, 16 << 10, 128L << 20}[r.nextInt(3)];
      return new Settings(codec, dictionary, version, pageSize, rowGroupSize);
    }

    @Override
    public String toString() {
      return "parquet-java " + codec + " " + version + " dictionary=" + dictionary + " pageSize=" + pageSize
          + " rowGroupSize=" + rowGroupSize;
    }
  }

  /** Writes {@code rows} (canonical values) to {@code file} with {@code settings}, replacing it. */
  public static void write(Path file, String schemaText, List<Map<String, Object>> rows, Settings settings) {
    write(file, schemaText, rows, settings.codec(), settings.dictionary(), settings.version(), settings.pageSize(),
        settings.rowGroupSize());
  }

  /**
   * Like {@link #write(Path, String, List, CompressionCodecName, boolean, WriterVersion)}, with
   * parquet-java's target page and row group sizes in bytes (small ones give many pages and row
   * groups from few rows).
   */
  public static void write(Path file, String schemaText, List<Map<String, Object>> rows,
      CompressionCodecName codec, boolean dictionary, WriterVersion version, int pageSize, long rowGroupSize) {
    write(file, schemaText, rows, codec, dictionary, version, pageSize, rowGroupSize, null);
  }

  /** Writes {@code rows} (SNAPPY, dictionary, v1 pages) encrypted with parquet-java's encryption. */
  public static void write(Path file, String schemaText, List<Map<String, Object>> rows,
      org.apache.parquet.crypto.FileEncryptionProperties encryption) {
    write(file, schemaText, rows, CompressionCodecName.SNAPPY, true, WriterVersion.PARQUET_1_0,
        ParquetWriter.DEFAULT_PAGE_SIZE, ParquetWriter.DEFAULT_BLOCK_SIZE, encryption);
  }

  static void write(Path file, String schemaText, List<Map<String, Object>> rows,
      CompressionCodecName codec, boolean dictionary, WriterVersion version, int pageSize, long rowGroupSize,
      org.apache.parquet.crypto.FileEncryptionProperties encryption) {
    MessageType schema = MessageTypeParser.parseMessageType(schemaText);
    SimpleGroupFactory groups = new SimpleGroupFactory(schema);
    try (ParquetWriter<Group> writer = ExampleParquetWriter.builder(new LocalOutputFile(file))
        .withType(schema)
        .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
        .withCompressionCodec(codec)
        .withDictionaryEncoding(dictionary)
        .withWriterVersion(version)
        .withPageSize(pageSize)
        .withDictionaryPageSize(Math.max(pageSize, 64))
        .withRowGroupSize(rowGroupSize)
        .withEncryption(encryption)
        .build()) {
      for (int r = 0; r < rows.size(); r++) {
        Group g = groups.newGroup();
        try {
          fillGroup(g, schema, rows.get(r), "");
        } catch (RuntimeException e) {
          throw new IllegalArgumentException("row " + r + ": " + e.getMessage(), e);
        }
        writer.write(g);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("parquet-java failed to write " + file, e);
    }
  }

  private static void fillGroup(Group g, GroupType type, Map<?, ?> values, String path) {
    for (Object key : values.keySet()) {
      if (!(key instanceof String name) || !type.containsField(name)) {
        throw new IllegalArgumentException(path + ": no field " + key + " in " + type.getName());
      }
    }
    for (int f = 0; f < type.getFieldCount(); f++) {
      Type ft = type.getType(f);
      writeField(g, f, ft, values.get(ft.getName()), join(path, ft.getName()));
    }
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  private static void writeField(Group g, int f, Type type, Object v, String path) {
    if (v == null) {
      if (type.isRepetition(Type.Repetition.REQUIRED)) {
        throw new IllegalArgumentException(path + ": null for a required field");
      }
      return; // absent optional value, or a repeated field with no values
    }
    if (type.isRepetition(Type.Repetition.REPEATED)) {
      List<?> list = as(List.class, v, path);
      for (int i = 0; i < list.size(); i++) {
        Object e = list.get(i);
        if (e == null) {
          throw new IllegalArgumentException(path + "[" + i + "]: null in a repeated field");
        }
        writeValue(g, f, type, e, path + "[" + i + "]");
      }
      return;
    }
    writeValue(g, f, type, v, path);
  }

  private static void writeValue(Group g, int f, Type type, Object v, String path) {
    if (type.isPrimitive()) {
      writePrimitive(g, f, type.asPrimitiveType(), v, path);
      return;
    }
    writeGroupValue(g.addGroup(f), type.asGroupType(), v, path);
  }

  private static void writeGroupValue(Group child, GroupType gt, Object v, String path) {
    LogicalTypeAnnotation a = gt.getLogicalTypeAnnotation();
    boolean oneRepeated = gt.getFieldCount() == 1 && gt.getType(0).isRepetition(Type.Repetition.REPEATED);
    if (a instanceof ListLogicalTypeAnnotation && oneRepeated) {
      writeList(child, gt, as(List.class, v, path), path);
    } else if ((a instanceof MapLogicalTypeAnnotation || a instanceof MapKeyValueTypeAnnotation)
        && oneRepeated && !gt.getType(0).isPrimitive()) {
      GroupType kv = gt.getType(0).asGroupType();
      Map<?, ?> map = as(Map.class, v, path);
      for (Map.Entry<?, ?> e : map.entrySet()) {
        Group entry = child.addGroup(0);
        String at = path + "{" + e.getKey() + "}";
        writeField(entry, 0, kv.getType(0), e.getKey(), at + ".key");
        if (kv.getFieldCount() > 1) {
          writeField(entry, 1, kv.getType(1), e.getValue(), at);
        } else if (e.getValue() != null) {
          throw new IllegalArgumentException(at + ": a value for a map without a value field");
        }
      }
    } else {
      fillGroup(child, gt, as(Map.class, v, path), path);
    }
  }

  private static void writeList(Group listGroup, GroupType listType, List<?> list, String path) {
    Type repeated = listType.getType(0);
    for (int i = 0; i < list.size(); i++) {
      Object e = list.get(i);
      String at = path + "[" + i + "]";
      if (repeated.isPrimitive()) {
        if (e == null) {
          throw new IllegalArgumentException(at + ": null element in a 2-level list");
        }
        writePrimitive(listGroup, 0, repeated.asPrimitiveType(), e, at);
      } else if (isThreeLevel(repeated.asGroupType(), listType.getName())) {
        writeField(listGroup.addGroup(0), 0, repeated.asGroupType().getType(0), e, at);
      } else {
        if (e == null) {
          throw new IllegalArgumentException(at + ": null element in a 2-level list");
        }
        writeGroupValue(listGroup.addGroup(0), repeated.asGroupType(), e, at);
      }
    }
  }

  private static void writePrimitive(Group g, int f, PrimitiveType t, Object v, String path) {
    LogicalTypeAnnotation a = t.getLogicalTypeAnnotation();
    switch (t.getPrimitiveTypeName()) {
      case BOOLEAN -> g.add(f, as(Boolean.class, v, path));
      case INT32 -> {
        int x;
        if (a instanceof DecimalLogicalTypeAnnotation d) {
          x = unscaled(as(BigDecimal.class, v, path), d, path).intValueExact();
        } else if (a instanceof DateLogicalTypeAnnotation) {
          x = Math.toIntExact(as(LocalDate.class, v, path).toEpochDay());
        } else if (a instanceof TimeLogicalTypeAnnotation ta) {
          x = Math.toIntExact(timeUnits(as(LocalTime.class, v, path), ta.getUnit(), path));
        } else if (a instanceof IntLogicalTypeAnnotation ia && !ia.isSigned() && ia.getBitWidth() == 32) {
          long u = as(Long.class, v, path);
          if (u < 0 || u > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException(path + ": " + u + " out of UINT32 range");
          }
          x = (int) u;
        } else {
          x = as(Integer.class, v, path);
        }
        g.add(f, x);
      }
      case INT64 -> {
        long x;
        if (a instanceof DecimalLogicalTypeAnnotation d) {
          x = unscaled(as(BigDecimal.class, v, path), d, path).longValueExact();
        } else if (a instanceof TimeLogicalTypeAnnotation ta) {
          x = timeUnits(as(LocalTime.class, v, path), ta.getUnit(), path);
        } else if (a instanceof TimestampLogicalTypeAnnotation ta) {
          Instant instant = ta.isAdjustedToUTC()
              ? as(Instant.class, v, path)
              : as(LocalDateTime.class, v, path).toInstant(ZoneOffset.UTC);
          x = timestampUnits(instant, ta.getUnit(), path);
        } else if (a instanceof IntLogicalTypeAnnotation ia && !ia.isSigned()) {
          BigInteger u = as(BigInteger.class, v, path);
          if (u.signum() < 0 || u.bitLength() > 64) {
            throw new IllegalArgumentException(path + ": " + u + " out of UINT64 range");
          }
          x = u.longValue();
        } else {
          x = as(Long.class, v, path);
        }
        g.add(f, x);
      }
      case INT96 -> {
        Instant instant = as(Instant.class, v, path);
        long day = Math.floorDiv(instant.getEpochSecond(), 86_400L);
        long nanos = Math.floorMod(instant.getEpochSecond(), 86_400L) * 1_000_000_000L + instant.getNano();
        g.add(f, new NanoTime(Math.toIntExact(day + JULIAN_EPOCH_DAY), nanos));
      }
      case FLOAT -> g.add(f, as(Float.class, v, path));
      case DOUBLE -> g.add(f, as(Double.class, v, path));
      case BINARY, FIXED_LEN_BYTE_ARRAY -> {
        byte[] b;
        if (a instanceof StringLogicalTypeAnnotation || a instanceof EnumLogicalTypeAnnotation
            || a instanceof JsonLogicalTypeAnnotation) {
          b = as(String.class, v, path).getBytes(StandardCharsets.UTF_8);
        } else if (a instanceof DecimalLogicalTypeAnnotation d) {
          b = unscaled(as(BigDecimal.class, v, path), d, path).toByteArray();
          if (t.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY) {
            b = signExtend(b, t.getTypeLength(), path);
          }
        } else if (a instanceof UUIDLogicalTypeAnnotation) {
          UUID u = as(UUID.class, v, path);
          b = ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
        } else if (a instanceof Float16LogicalTypeAnnotation) {
          short h = floatToHalf(as(Float.class, v, path));
          b = new byte[] {(byte) h, (byte) (h >>> 8)};
        } else {
          b = v instanceof byte[] raw ? raw.clone() : as(Bytes.class, v, path).toByteArray();
        }
        if (t.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.FIXED_LEN_BYTE_ARRAY
            && b.length != t.getTypeLength()) {
          throw new IllegalArgumentException(path + ": " + b.length + " bytes for FIXED_LEN_BYTE_ARRAY("
              + t.getTypeLength() + ")");
        }
        g.add(f, Binary.fromConstantByteArray(b));
      }
      default -> throw new IllegalStateException("unknown physical type " + t);
    }
  }

  private static BigInteger unscaled(BigDecimal v, DecimalLogicalTypeAnnotation d, String path) {
    try {
      return v.setScale(d.getScale()).unscaledValue(); // throws rather than rounds
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(path + ": " + v + " does not fit scale " + d.getScale(), e);
    }
  }

  private static byte[] signExtend(byte[] b, int length, String path) {
    if (b.length > length) {
      throw new IllegalArgumentException(path + ": decimal needs " + b.length + " bytes, column has " + length);
    }
    byte[] out = new byte[length];
    byte fill = (byte) (b[0] < 0 ? 0xFF : 0);
    for (int i = 0; i < length - b.length; i++) {
      out[i] = fill;
    }
    System.arraycopy(b, 0, out, length - b.length, b.length);
    return out;
  }

  private static long timeUnits(LocalTime t, TimeUnit unit, String path) {
    long nanos = t.toNanoOfDay();
    if (nanos % nanosPer(unit) != 0) {
      throw new IllegalArgumentException(path + ": " + t + " is finer than TIME(" + unit + ")");
    }
    return nanos / nanosPer(unit);
  }

  private static long timestampUnits(Instant instant, TimeUnit unit, String path) {
    long per = nanosPer(unit);
    if (instant.getNano() % per != 0) {
      throw new IllegalArgumentException(path + ": " + instant + " is finer than TIMESTAMP(" + unit + ")");
    }
    // exact through BigInteger: Long.MIN_VALUE units have a second below Long.MIN_VALUE / perSecond
    return BigInteger.valueOf(instant.getEpochSecond()).multiply(BigInteger.valueOf(1_000_000_000L / per))
        .add(BigInteger.valueOf(instant.getNano() / per)).longValueExact();
  }

  private static <T> T as(Class<T> type, Object v, String path) {
    if (!type.isInstance(v)) {
      throw new IllegalArgumentException(path + ": expected " + type.getSimpleName() + " but got "
          + v.getClass().getSimpleName() + " " + Canonical.show(v));
    }
    return type.cast(v);
  }
}
