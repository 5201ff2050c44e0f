package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.parquet.column.EncodingStats;
import org.apache.parquet.column.statistics.BinaryStatistics;
import org.apache.parquet.column.statistics.IntStatistics;
import org.apache.parquet.column.statistics.LongStatistics;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files written by {@code ParquetFile.writer} from generic {@link Row}s, covering every physical
 * type, the logical types, nulls at every level, nested groups, 3-level lists, maps and bare
 * repeated fields, for every codec, V1 and V2 pages and dictionary on and off, cut into many
 * pages and row groups: DuckDB and parquet-java must read back exactly the rows written, and
 * parquet-java must decode the footer (row groups, column paths, codecs, statistics) as we wrote it.
 */
class RuntimeWritesTest {
  static final String SCHEMA_TEXT = """
      message written {
        required int32 id;
        optional boolean flag;
        required boolean req_flag;
        optional int32 i32;
        optional int64 i64;
        optional int96 ts96;
        optional float f32;
        optional double f64;
        optional binary raw;
        optional fixed_len_byte_array(5) fixed5;
        optional binary str (STRING);
        optional binary en (ENUM);
        optional binary js (JSON);
        optional fixed_len_byte_array(16) uuid (UUID);
        optional int32 date (DATE);
        optional int32 tmillis (TIME(MILLIS,true));
        optional int64 tmicros (TIME(MICROS,false));
        optional int64 tnanos (TIME(NANOS,false));
        optional int64 tsmillis_utc (TIMESTAMP(MILLIS,true));
        optional int64 tsmillis_local (TIMESTAMP(MILLIS,false));
        optional int64 tsmicros_utc (TIMESTAMP(MICROS,true));
        optional int64 tsmicros_local (TIMESTAMP(MICROS,false));
        optional int64 tsnanos_utc (TIMESTAMP(NANOS,true));
        optional int64 tsnanos_local (TIMESTAMP(NANOS,false));
        optional int32 dec32 (DECIMAL(9,2));
        optional int64 dec64 (DECIMAL(18,4));
        optional fixed_len_byte_array(16) decfix (DECIMAL(38,10));
        optional binary decbin (DECIMAL(25,3));
        optional int32 i8 (INTEGER(8,true));
        optional int32 i16 (INTEGER(16,true));
        optional int32 i32s (INTEGER(32,true));
        optional int64 i64s (INTEGER(64,true));
        optional int32 u8 (INTEGER(8,false));
        optional int32 u16 (INTEGER(16,false));
        optional int32 u32 (INTEGER(32,false));
        optional int64 u64 (INTEGER(64,false));
        optional fixed_len_byte_array(2) half (FLOAT16);
        optional group tags (LIST) { repeated group list { optional binary element (STRING); } }
        required group ints (LIST) { repeated group list { required int32 element; } }
        optional group matrix (LIST) {
          repeated group list { optional group element (LIST) { repeated group list { optional int64 element; } } }
        }
        optional group people (LIST) {
          repeated group list {
            optional group element {
              required binary name (STRING);
              optional int32 age;
              optional group nicks (LIST) { repeated group list { required binary element (STRING); } }
            }
          }
        }
        optional group attrs (MAP) { repeated group key_value { required binary key (STRING); optional int32 value; } }
        optional group scores (MAP) {
          repeated group key_value {
            required int32 key;
            optional group value { optional double v; optional group vs (LIST) { repeated group list { optional double element; } } }
          }
        }
        optional group lom (LIST) {
          repeated group list {
            optional group element (MAP) { repeated group key_value { required binary key (STRING); optional int64 value; } }
          }
        }
        optional group address {
          required binary city (STRING);
          optional group geo { optional double lat; optional double lon; }
          optional group lines (LIST) { repeated group list { optional binary element (STRING); } }
        }
        required group meta { required int64 seq; optional binary note (STRING); }
        repeated int64 reps;
        repeated group points { required int32 x; optional int32 y; }
      }
      """;

  static final MessageType SCHEMA = MessageTypeParser.parse(SCHEMA_TEXT);
  static final int ROWS = 400;

  private static GroupType group(String... path) {
    return SCHEMA.node(path).asGroup();
  }

  private static final GroupType PERSON = group("people", "list", "element");
  private static final GroupType SCORE = group("scores", "key_value", "value");
  private static final GroupType ADDRESS = group("address");
  private static final GroupType GEO = group("address", "geo");
  private static final GroupType META = group("meta");
  private static final GroupType POINT = group("points");

  /** A list that may hold nulls. */
  private static List<Object> list(Object... elements) {
    return Canonical.list(elements);
  }

  private static Map<Object, Object> map(Object... keysAndValues) {
    return Canonical.map(keysAndValues);
  }

  /** Row {@code i}; every optional field is null on rows where i % 7 = 6. */
  static Row row(int i) {
    boolean n = i % 7 == 6;
    Row.Builder b = Row.builder(SCHEMA);
    b.set("id", i);
    b.set("req_flag", i % 2 == 1);
    b.set("ints", intsOf(i));
    b.set("meta", Row.of(META, (long) i * -31, i % 4 == 0 ? null : "note " + (i % 9)));
    List<Object> reps = new ArrayList<>();
    for (int k = 0; k < i % 4; k++) {
      reps.add((long) i << 32 | k);
    }
    b.set("reps", reps);
    b.set("points", i % 3 == 0 ? list() : list(Row.of(POINT, i, null), Row.of(POINT, -i, i * 2)));
    if (n) {
      return b.build();
    }
    b.set("flag", i % 3 == 0);
    b.set("i32", i == 0 ? Integer.MIN_VALUE : i == 1 ? Integer.MAX_VALUE : i * 7919 - 1_000_000);
    b.set("i64", i == 0 ? Long.MIN_VALUE : i == 1 ? Long.MAX_VALUE : i * 1_000_000_000_007L - 5);
    b.set("ts96", Instant.ofEpochSecond(-2_000_000_000L + i * 12_345_678L, i * 987_654_321L % 1_000_000_000L));
    b.set("f32", switch (i % 50) {
      case 0 -> Float.NaN;
      case 1 -> -0.0f;
      case 2 -> Float.POSITIVE_INFINITY;
      case 3 -> Float.NEGATIVE_INFINITY;
      case 4 -> Float.MIN_VALUE;
      case 5 -> Float.MAX_VALUE;
      default -> i / 8f - 10;
    });
    b.set("f64", switch (i % 40) {
      case 0 -> Double.NaN;
      case 1 -> -0.0;
      case 2 -> Double.NEGATIVE_INFINITY;
      case 3 -> Double.MIN_VALUE;
      default -> i * 1.1 - 300;
    });
    b.set("raw", i % 5 == 0 ? new byte[0] : new byte[] {0, (byte) i, (byte) 0xFF, (byte) (i >> 8)});
    b.set("fixed5", new byte[] {(byte) i, 0, (byte) 0x80, (byte) (i % 3), (byte) 0xFF});
    b.set("str", i % 11 == 0 ? "" : i % 13 == 0 ? "ünïcödé 🎉 " + i : "s" + i % 17);
    b.set("en", new String[] {"RED", "GREEN", "BLUE"}[i % 3]);
    b.set("js", "{\"k\":" + i + ",\"a\":[1,null]}");
    b.set("uuid", new UUID(i * 0x9E37_79B9_7F4A_7C15L, ~(long) i));
    b.set("date", LocalDate.ofEpochDay(i * 97L - 20_000));
    b.set("tmillis", LocalTime.ofNanoOfDay(i * 3_599_001L % 86_400_000L * 1_000_000L));
    b.set("tmicros", LocalTime.ofNanoOfDay(i * 3_599_000_001L % 86_400_000_000L * 1_000L));
    b.set("tnanos", LocalTime.ofNanoOfDay(i * 3_599_999_999_987L % 86_400_000_000_000L));
    Instant base = Instant.parse("1969-12-30T00:00:00Z");
    b.set("tsmillis_utc", base.plusMillis(i * 123_456_789_012L - 10_000_000_000_000L));
    b.set("tsmillis_local", local(base.plusMillis(i * 86_400_001L)));
    b.set("tsmicros_utc", base.plus(i * 1_234_567_890_123L, ChronoUnit.MICROS));
    b.set("tsmicros_local", local(base.plus(-i * 1_001_001_001L, ChronoUnit.MICROS)));
    b.set("tsnanos_utc", base.plusNanos(i * 1_000_000_000_123L));
    b.set("tsnanos_local", local(base.plusNanos(i * -7_777_777_777_777L)));
    b.set("dec32", i == 0 ? new BigDecimal("9999999.99") : i == 1 ? new BigDecimal("-9999999.99")
        : BigDecimal.valueOf(i * 12_345L - 999_999, 2));
    b.set("dec64", i == 0 ? new BigDecimal("99999999999999.9999")
        : BigDecimal.valueOf(i * 1_000_000_007_000L - 7, 4));
    b.set("decfix", i == 0 ? new BigDecimal("-9999999999999999999999999999.9999999999")
        : new BigDecimal("12345678901234567890.0123456789").multiply(BigDecimal.valueOf(i - 300)));
    b.set("decbin", i == 0 ? new BigDecimal("9999999999999999999999.999")
        : BigDecimal.valueOf(i % 5 == 0 ? 0 : (i - 350) * 1_000_003L, 3));
    b.set("i8", i % 256 - 128);
    b.set("i16", i * 331 % 65_536 - 32_768);
    b.set("i32s", i == 2 ? Integer.MIN_VALUE : -i * 65_537);
    b.set("i64s", i == 2 ? Long.MAX_VALUE : -i * 4_294_967_297L);
    b.set("u8", i % 256);
    b.set("u16", i * 257 % 65_536);
    b.set("u32", i == 1 ? 0xFFFF_FFFFL : i * 6_135_847L);
    b.set("u64", i == 1 ? new java.math.BigInteger("18446744073709551615") // 2^64 - 1
        : i == 2 ? java.math.BigInteger.ONE.shiftLeft(63) : java.math.BigInteger.valueOf(i * 26_339_017_463_871L));
    float half = ParquetJavaFiles.halfToFloat((short) (i * 131));
    b.set("half", Float.isNaN(half) ? 1.5f : half); // keep NaN payloads out: readers may canonicalize them
    b.set("tags", switch (i % 5) {
      case 0 -> list();
      case 1 -> list("a", null, "c" + i);
      case 2 -> null;
      case 3 -> list((Object) null);
      default -> list("x" + i % 3);
    });
    b.set("matrix", switch (i % 3) {
      case 0 -> list(list(1L, 2L + i), list(), null, list((Object) null));
      case 1 -> list();
      default -> null;
    });
    b.set("people", i % 4 == 3 ? null : list(
        Row.of(PERSON, "p" + i, i, i % 2 == 0 ? list("n1", "n" + i) : list()),
        null,
        Row.of(PERSON, "q", null, null)));
    b.set("attrs", i % 3 == 0 ? map() : map("a" + i, i, "b", null));
    b.set("scores", i % 5 == 4 ? null : map(
        1, Row.of(SCORE, 1.5 * i, list(0.5, null)),
        2, null,
        3, Row.of(SCORE, null, null)));
    b.set("lom", i % 2 == 0 ? list(map("k" + i, (long) i, "z", null), null, map()) : list());
    b.set("address", i % 6 == 1 ? null : Row.of(ADDRESS, "city" + i % 10,
        i % 2 == 0 ? Row.of(GEO, 52.5 + i, null) : null,
        i % 3 == 0 ? null : list("l1", null)));
    return b.build();
  }

  private static List<Object> intsOf(int i) {
    List<Object> ints = new ArrayList<>();
    for (int k = 0; k < i % 4; k++) {
      ints.add(i * 100 + k);
    }
    return ints;
  }

  private static LocalDateTime local(Instant instant) {
    return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
  }

  static List<Row> rows() {
    List<Row> rows = new ArrayList<>(ROWS);
    for (int i = 0; i < ROWS; i++) {
      rows.add(row(i));
    }
    return rows;
  }

  /**
   * What DuckDB 1.5 reads for {@code expected}: it has no nanosecond TIMESTAMPTZ, so INT96 and
   * TIMESTAMP(NANOS, isAdjustedToUTC=true) come back truncated to microseconds (documented in
   * {@link DuckDbFiles}); every other column, TIME(NANOS) included, must be exact.
   */
  static List<Map<String, Object>> duckDbView(List<Map<String, Object>> expected) {
    List<Map<String, Object>> out = new ArrayList<>(expected.size());
    for (Map<String, Object> r : expected) {
      Map<String, Object> copy = new LinkedHashMap<>(r);
      if (copy.get("ts96") instanceof Instant t) {
        copy.put("ts96", t.truncatedTo(ChronoUnit.MICROS)); // nanos of day >= 0: toward the past
      }
      if (copy.get("tsnanos_utc") instanceof Instant t) {
        // DuckDB divides epoch nanoseconds by 1000, rounding toward zero (toward the epoch)
        long micros = Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000_000L), t.getNano()) / 1000;
        copy.put("tsnanos_utc", Instant.EPOCH.plus(micros, ChronoUnit.MICROS));
      }
      out.add(copy);
    }
    return out;
  }

  static Stream<Arguments> variants() {
    List<Arguments> out = new ArrayList<>();
    for (Compression c : new Compression[] {Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.GZIP,
        Compression.ZSTD, Compression.LZ4_RAW, Compression.BROTLI, Compression.LZ4}) {
      for (PageVersion v : PageVersion.values()) {
        for (boolean dictionary : new boolean[] {true, false}) {
          out.add(Arguments.of(c, v, dictionary));
        }
      }
    }
    return out.stream();
  }

  static void write(Path file, List<Row> rows, Compression c, PageVersion v, boolean dictionary) {
    try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).compression(c).pageVersion(v)
        .dictionary(dictionary).pageSize(512).rowGroupSize(24 << 10).build()) {
      w.writeAll(rows);
    }
  }

  @ParameterizedTest(name = "{0} {1} dictionary={2}")
  @MethodSource("variants")
  void duckDbAndParquetJavaReadEveryValue(Compression c, PageVersion v, boolean dictionary, @TempDir Path dir) {
    Path file = dir.resolve("ours.parquet");
    List<Row> rows = rows();
    write(file, rows, c, v, dictionary);
    List<Map<String, Object>> expected = RowCanonical.rows(rows);

    // parquet-java ships no BROTLI codec (Hadoop's BrotliCodec class is not on any classpath
    // here), and DuckDB 1.5.6 refuses the deprecated Hadoop-framed LZ4: each reads the rest
    if (c != Compression.BROTLI) {
      Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file, true)); // and our page CRCs hold
    }
    if (c != Compression.LZ4) {
      Canonical.assertRowsEqual(duckDbView(expected), DuckDbFiles.read(file));
    }

    ParquetMetadata footer = ParquetJavaFiles.footer(file);
    assertTrue(footer.getBlocks().size() > 2, "expected several row groups, got " + footer.getBlocks().size());
    for (BlockMetaData block : footer.getBlocks()) {
      for (ColumnChunkMetaData chunk : block.getColumns()) {
        assertEquals(c.name(), chunk.getCodec().name(), chunk.getPath().toString());
      }
    }
    EncodingStats jsPages = chunk(footer.getBlocks().get(0), "js").getEncodingStats();
    int dataPages = 0;
    for (org.apache.parquet.column.Encoding e : jsPages.getDataEncodings()) {
      dataPages += jsPages.getNumDataPagesEncodedAs(e);
    }
    assertTrue(dataPages > 2, "expected several pages in the js chunk of row group 0, got " + dataPages);
    int withStatistics = FooterAgreement.assertAgrees(file);
    assertTrue(withStatistics > 40 * footer.getBlocks().size(), withStatistics + " chunks with min/max compared");
    assertStatisticsMatchRows(footer, expected);
  }

  /** Chunk statistics as parquet-java decodes them equal those computed here from the rows. */
  private static void assertStatisticsMatchRows(ParquetMetadata footer, List<Map<String, Object>> rows) {
    int first = 0;
    for (BlockMetaData block : footer.getBlocks()) {
      List<Map<String, Object>> slice = rows.subList(first, first + (int) block.getRowCount());
      first += (int) block.getRowCount();
      String where = "row group starting at row " + (first - block.getRowCount());

      IntStatistics id = (IntStatistics) chunk(block, "id").getStatistics();
      assertEquals(slice.get(0).get("id"), id.getMin(), where);
      assertEquals(slice.get(slice.size() - 1).get("id"), id.getMax(), where);
      assertEquals(0, id.getNumNulls(), where);

      LongStatistics i64 = (LongStatistics) chunk(block, "i64").getStatistics();
      List<Long> longs = new ArrayList<>();
      for (Map<String, Object> r : slice) {
        if (r.get("i64") != null) {
          longs.add((Long) r.get("i64"));
        }
      }
      assertEquals(longs.stream().min(Long::compare).orElseThrow(), i64.getMin(), where);
      assertEquals(longs.stream().max(Long::compare).orElseThrow(), i64.getMax(), where);
      assertEquals(slice.size() - longs.size(), i64.getNumNulls(), where);

      BinaryStatistics str = (BinaryStatistics) chunk(block, "str").getStatistics();
      List<byte[]> strings = new ArrayList<>();
      for (Map<String, Object> r : slice) {
        if (r.get("str") != null) {
          strings.add(((String) r.get("str")).getBytes(StandardCharsets.UTF_8));
        }
      }
      assertEquals(Bytes.of(strings.stream().min(java.util.Arrays::compareUnsigned).orElseThrow()),
          Bytes.of(str.getMin().getBytes()), where);
      assertEquals(Bytes.of(strings.stream().max(java.util.Arrays::compareUnsigned).orElseThrow()),
          Bytes.of(str.getMax().getBytes()), where);
      assertEquals(slice.size() - strings.size(), str.getNumNulls(), where);

      Statistics<?> date = chunk(block, "date").getStatistics();
      List<Integer> days = new ArrayList<>();
      for (Map<String, Object> r : slice) {
        if (r.get("date") != null) {
          days.add(Math.toIntExact(((LocalDate) r.get("date")).toEpochDay()));
        }
      }
      assertEquals(days.stream().min(Integer::compare).orElseThrow(), date.genericGetMin(), where);
      assertEquals(days.stream().max(Integer::compare).orElseThrow(), date.genericGetMax(), where);
    }
  }

  static final MessageType EDGE_SCHEMA = MessageTypeParser.parse("""
      message edge {
        required int64 id;
        optional binary s (STRING);
        optional binary blob;
        optional double d;
        optional group xs (LIST) { repeated group list { optional int32 element; } }
        optional int32 never;
      }
      """);

  private static void assertReadersAgree(Path file, List<Row> rows) {
    List<Map<String, Object>> expected = RowCanonical.rows(rows);
    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file, true));
    Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
    FooterAgreement.assertAgrees(file);
  }

  /** A file with no rows: one schema, no row groups. */
  @ParameterizedTest
  @MethodSource("pageVersions")
  void emptyFile(PageVersion v, @TempDir Path dir) {
    Path file = dir.resolve("empty.parquet");
    try (ParquetWriter<Row> w = ParquetFile.writer(EDGE_SCHEMA, file).pageVersion(v).build()) {
      assertEquals(0, w.rowCount());
    }
    assertReadersAgree(file, List.of());
    assertEquals(0, ParquetJavaFiles.footer(file).getBlocks().size());
    assertEquals(6, DuckDbFiles.query("DESCRIBE SELECT * FROM read_parquet(" + DuckDbFiles.literal(file) + ")").size());
  }

  static Stream<PageVersion> pageVersions() {
    return Stream.of(PageVersion.values());
  }

  /**
   * Chunks in which every value is null (statistics with a null count and no bounds), values
   * larger than the page size, a list of 20,000 elements in one row, and a dictionary that
   * overflows its limit mid-chunk so later pages fall back to PLAIN.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("edgeVariants")
  void allNullChunksHugeValuesLongListsAndDictionaryFallback(Compression c, PageVersion v, @TempDir Path dir) {
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      rows.add(Row.of(EDGE_SCHEMA, (long) i, null, null, null, null, null));
    }
    StringBuilder big = new StringBuilder();
    for (int k = 0; big.length() < 200_000; k++) {
      big.append("chunk-").append(k).append(' ');
    }
    List<Object> longList = new ArrayList<>();
    for (int k = 0; k < 20_000; k++) {
      longList.add(k % 10 == 0 ? null : k * 3);
    }
    for (int i = 300; i < 3300; i++) {
      String s = i % 500 == 0 ? big + "#" + i : "distinct-" + i * 7919L; // high cardinality
      byte[] blob = i % 700 == 0 ? new byte[150_000] : new byte[] {(byte) i, (byte) (i >> 8)};
      rows.add(Row.of(EDGE_SCHEMA, (long) i, s, blob, i % 3 == 0 ? null : i / 3.0,
          i == 1000 ? longList : i % 4 == 0 ? null : list(i, null), null));
    }
    Path file = dir.resolve("edge.parquet");
    try (ParquetWriter<Row> w = ParquetFile.writer(EDGE_SCHEMA, file).compression(c).pageVersion(v)
        .pageSize(4096).dictionaryPageSizeLimit(8 << 10).rowGroupSize(256 << 10).build()) {
      w.writeAll(rows.subList(0, 300));
      w.writeAll(rows.subList(300, rows.size()));
    }
    assertReadersAgree(file, rows);

    ParquetMetadata footer = ParquetJavaFiles.footer(file);
    assertTrue(footer.getBlocks().size() > 1, "row groups: " + footer.getBlocks().size());
    for (BlockMetaData block : footer.getBlocks()) {
      Statistics<?> never = chunk(block, "never").getStatistics();
      assertEquals(block.getRowCount(), never.getNumNulls());
      assertTrue(!never.hasNonNullValue(), "an all-null chunk has no bounds");
    }
    boolean mixed = false;
    for (BlockMetaData block : footer.getBlocks()) {
      EncodingStats stats = chunk(block, "s").getEncodingStats();
      mixed |= stats.hasDictionaryEncodedPages() && stats.hasNonDictionaryEncodedPages();
    }
    assertTrue(mixed, "expected a chunk of s with dictionary pages followed by PLAIN pages");
  }

  static Stream<Arguments> edgeVariants() {
    return Stream.of(
        Arguments.of(Compression.UNCOMPRESSED, PageVersion.V1),
        Arguments.of(Compression.SNAPPY, PageVersion.V2),
        Arguments.of(Compression.ZSTD, PageVersion.V1),
        Arguments.of(Compression.GZIP, PageVersion.V2));
  }

  private static ColumnChunkMetaData chunk(BlockMetaData block, String dotted) {
    for (ColumnChunkMetaData c : block.getColumns()) {
      if (c.getPath().toDotString().equals(dotted)) {
        return c;
      }
    }
    throw new AssertionError("no column " + dotted);
  }
}
