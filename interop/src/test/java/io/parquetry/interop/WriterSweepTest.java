package io.parquetry.interop;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.map;
import static io.parquetry.interop.Canonical.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Time;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.Unsigned;
import io.parquetry.base.ParquetException;
import io.parquetry.filter.Filter;
import io.parquetry.row.Row;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A writer sweep: files as other writers produce them, read by Parquetry.
 *
 * <ul>
 *   <li>DuckDB writes every type it has (integers of every width and signedness, HUGEINT,
 *       decimals on every physical type, strings, blobs, every date/time type, INTERVAL, UUID,
 *       ENUM, JSON, BIT, VARINT, lists, fixed-size arrays, structs, maps of structs and of lists,
 *       unions, nested combinations), with extremes, empties and nulls, in each of its codecs and
 *       both Parquet versions (so with dictionary, DELTA_BINARY_PACKED, DELTA_LENGTH_BYTE_ARRAY and
 *       BYTE_STREAM_SPLIT pages): every {@code Row} value must equal what DuckDB reads from the
 *       same file.</li>
 *   <li>parquet-java writes every logical type, every legacy converted type and every list and
 *       map layout, for each codec, page version and dictionary setting: every {@code Row} value
 *       must equal what parquet-java reads, and what was written.</li>
 *   <li>The same files read into {@code @ParquetRecord}s that declare the Java types of the
 *       README's typed-read table: every component must equal the Row's value.</li>
 * </ul>
 * Differences are reported all at once, one line per value.
 */
class WriterSweepTest {
  private static final int ROWS = 12;

  /**
   * A column: its SQL type and four expressions, for row 0 (the low extreme), row 1 (the high
   * extreme), row 2 (zero or empty) and every other row ({@code k} is the row's varying number).
   * Rows where {@code i % 5 = 4} are NULL.
   */
  record Col(String name, String type, String low, String high, String zero, String typical) {
    String sql() {
      // DuckDB has no CASE over fixed-size ARRAY values: build a list, then cast it
      String t = type.replaceAll("\\[\\d+]$", "[]");
      return "(CASE WHEN i % 5 = 4 THEN NULL WHEN i = 0 THEN (" + low + ")::" + t + " WHEN i = 1 THEN (" + high
          + ")::" + t + " WHEN i = 2 THEN (" + zero + ")::" + t + " ELSE (" + typical + ")::" + t
          + " END)::" + type + " AS " + name;
    }
  }

  static final List<Col> SCALARS = List.of(
      new Col("bool", "BOOLEAN", "false", "true", "false", "k % 2 = 0"),
      new Col("i8", "TINYINT", "-128", "127", "0", "k * 7 - 50"),
      new Col("i16", "SMALLINT", "-32768", "32767", "0", "k * 1000 - 20000"),
      new Col("i32", "INTEGER", "-2147483648", "2147483647", "0", "k * 100000007 - 2000000000"),
      new Col("i64", "BIGINT", "'-9223372036854775808'", "'9223372036854775807'", "0", "k * 1000000000000 - 5"),
      new Col("u8", "UTINYINT", "0", "255", "0", "k * 3"),
      new Col("u16", "USMALLINT", "0", "65535", "0", "k * 1000"),
      new Col("u32", "UINTEGER", "0", "4294967295", "0", "k * 300000000"),
      new Col("u64", "UBIGINT", "0", "'18446744073709551615'", "0", "k::UBIGINT * 1500000000000000000"),
      new Col("i128", "HUGEINT", "'-170141183460469231731687303715884105728'",
          "'170141183460469231731687303715884105727'", "0", "k::HUGEINT * 100000000000000000000000"),
      new Col("u128", "UHUGEINT", "0", "'340282366920938463463374607431768211455'", "0",
          "k::UHUGEINT * 100000000000000000000000"),
      new Col("f32", "FLOAT", "'-inf'", "'inf'", "'-0.0'", "CASE WHEN k = 3 THEN 'nan'::FLOAT ELSE k / 4.0 - 1 END"),
      new Col("f64", "DOUBLE", "-1.7976931348623157e308", "1.7976931348623157e308", "'-0.0'",
          "CASE WHEN k = 3 THEN 'nan'::DOUBLE WHEN k = 5 THEN 4.9e-324 ELSE k * 1.5 - 0.1 END"),
      new Col("d1", "DECIMAL(1,0)", "-9", "9", "0", "k % 10"),
      new Col("d4", "DECIMAL(4,1)", "-999.9", "999.9", "0", "k * 1.5"),
      new Col("d9", "DECIMAL(9,2)", "'-9999999.99'", "'9999999.99'", "0", "k * 1.25 - 3"),
      new Col("d18", "DECIMAL(18,6)", "'-999999999999.999999'", "'999999999999.999999'", "0", "k * 12345.6789"),
      new Col("d10", "DECIMAL(10,0)", "'-9999999999'", "'9999999999'", "0", "k * 123456789"),
      new Col("d19", "DECIMAL(19,2)", "'-99999999999999999.99'", "'99999999999999999.99'", "0", "k * 1000000.01"),
      new Col("d38", "DECIMAL(38,10)", "'-9999999999999999999999999999.9999999999'",
          "'9999999999999999999999999999.9999999999'", "0", "k * 123456789012345678.0123456789::DECIMAL(38,10)"),
      new Col("d38s38", "DECIMAL(38,38)", "'-0.99999999999999999999999999999999999999'",
          "'0.99999999999999999999999999999999999999'", "0", "k::DECIMAL(38,0) / 100"),
      new Col("s", "VARCHAR", "''", "repeat('long é😀 ', 200)", "''", "'str-' || k || 'é'"),
      new Col("b", "BLOB", "'\\x00'::BLOB", "'\\xFF\\xFE\\x00\\x01'::BLOB", "''::BLOB", "encode('b' || k)"),
      new Col("dt", "DATE", "'0001-01-01'", "'9999-12-31'", "'1970-01-01'", "DATE '2020-01-01' + (k * 37)::INTEGER"),
      new Col("tm", "TIME", "'00:00:00'", "'23:59:59.999999'", "'00:00:00'",
          "TIME '01:02:03.000004' + to_microseconds(k * 1000003)"),
      new Col("ttz", "TIMETZ", "'00:00:00+15:59'", "'23:59:59.999999-15:59'", "'00:00:00+00'",
          "('0' || (k % 10) || ':30:00+0' || (k % 7))"),
      new Col("ts", "TIMESTAMP", "'0001-01-01 00:00:00'", "'9999-12-31 23:59:59.999999'", "'1970-01-01'",
          "TIMESTAMP '2021-03-04 05:06:07.123456' + to_microseconds(k * 86400000001)"),
      new Col("ts_s", "TIMESTAMP_S", "'0001-01-01 00:00:00'", "'9999-12-31 23:59:59'", "'1970-01-01'",
          "TIMESTAMP '1969-12-31 23:59:59' + to_seconds(k * 86401)"),
      new Col("ts_ms", "TIMESTAMP_MS", "'0001-01-01 00:00:00'", "'9999-12-31 23:59:59.999'", "'1970-01-01'",
          "TIMESTAMP '1969-12-31 23:59:59.999' + to_milliseconds(k * 86400001)"),
      new Col("ts_ns", "TIMESTAMP_NS", "'1677-09-22 00:00:00'", "'2262-04-11 23:47:16.854775'", "'1970-01-01'",
          "('2022-01-01 00:00:00.' || lpad((k * 7)::VARCHAR, 9, '0'))::TIMESTAMP_NS"),
      new Col("tstz", "TIMESTAMPTZ", "'0001-01-01 00:00:00+00'", "'9999-12-31 23:59:59.999999+00'",
          "'1970-01-01 00:00:00+00'", "TIMESTAMPTZ '1969-12-31 23:59:59.999999+00' + to_microseconds(k * 3600000007)"),
      new Col("iv", "INTERVAL", "INTERVAL '0 seconds'", "INTERVAL '178956970 years 7 months 2147483647 days 1193 hours 2 minutes 47.295 seconds'",
          "INTERVAL '0 seconds'", "INTERVAL (k) MONTH + INTERVAL (k * 3) DAY + to_milliseconds(k * 1001)"),
      new Col("u", "UUID", "'00000000-0000-0000-0000-000000000000'", "'ffffffff-ffff-ffff-ffff-ffffffffffff'",
          "'00000000-0000-0000-0000-000000000000'", "('f0000000-0000-4000-8000-' || lpad(k::VARCHAR, 12, '0'))"),
      new Col("e", "mood", "'sad'", "'happy'", "'ok'", "CASE k % 3 WHEN 0 THEN 'sad' WHEN 1 THEN 'ok' ELSE 'happy' END"),
      new Col("j", "JSON", "'{}'", "'{\"a\":[1,2,{\"b\":null}],\"c\":\"é\"}'", "'null'", "'{\"k\":' || k || '}'"),
      new Col("bit", "BIT", "'0'", "'1111111100000000111'", "'0'", "bin(k + 1)"),
      new Col("big", "VARINT", "'-179769313486231570000000000000000000000000000000000000000'",
          "'999999999999999999999999999999999999999'", "0", "k * 1000"));


  static final List<Col> NESTED = List.of(
      new Col("li", "INTEGER[]", "[-2147483648, NULL, 2147483647]", "[NULL]", "[]", "[k, k + 1, NULL]"),
      new Col("ls", "VARCHAR[]", "['', NULL]", "[repeat('x', 300), 'é😀']", "[]", "['a' || k, 'b']"),
      new Col("arr", "INTEGER[3]", "[NULL, NULL, NULL]", "[1, 2, 3]", "[0, 0, 0]", "[k, NULL, -k]"),
      new Col("arrs", "VARCHAR[2]", "['', NULL]", "['x', 'y']", "['', '']", "['k' || k, NULL]"),
      new Col("st", "STRUCT(a INTEGER, b VARCHAR, c STRUCT(d DOUBLE, e DATE))",
          "{'a': NULL, 'b': NULL, 'c': NULL}", "{'a': 2147483647, 'b': 'x', 'c': {'d': 'nan', 'e': '9999-12-31'}}",
          "{'a': 0, 'b': '', 'c': {'d': NULL, 'e': NULL}}", "{'a': k, 'b': 'b' || k, 'c': {'d': k / 3, 'e': DATE '2000-01-01' + k::INTEGER}}"),
      new Col("lst", "STRUCT(x INTEGER, y VARCHAR)[]", "[NULL, {'x': NULL, 'y': NULL}]", "[{'x': 1, 'y': 'a'}]", "[]",
          "[{'x': k, 'y': 'y' || k}, NULL]"),
      new Col("stl", "STRUCT(xs INTEGER[], m MAP(VARCHAR, INTEGER))", "{'xs': NULL, 'm': NULL}",
          "{'xs': [NULL, 1], 'm': MAP {'a': NULL}}", "{'xs': [], 'm': MAP {}}", "{'xs': [k], 'm': MAP {'k' || k: k}}"),
      new Col("m", "MAP(VARCHAR, INTEGER)", "MAP {'': NULL}", "MAP {'a': 2147483647, 'b': -2147483648}", "MAP {}",
          "MAP {'k' || k: k, 'z': NULL}"),
      new Col("mst", "MAP(INTEGER, STRUCT(x INTEGER, y VARCHAR))", "MAP {-1: NULL}", "MAP {2147483647: {'x': 1, 'y': NULL}}",
          "MAP {}", "MAP {k: {'x': k, 'y': 'y' || k}, k + 100: {'x': NULL, 'y': ''}}"),
      new Col("ml", "MAP(VARCHAR, INTEGER[])", "MAP {'a': NULL}", "MAP {'a': [NULL], 'b': []}", "MAP {}",
          "MAP {'k' || k: [k, NULL, k]}"),
      new Col("mts", "MAP(UUID, TIMESTAMPTZ)", "MAP {'00000000-0000-0000-0000-000000000000': NULL}",
          "MAP {'ffffffff-ffff-ffff-ffff-ffffffffffff': '9999-12-31 23:59:59.999999+00'}", "MAP {}",
          "MAP {('00000000-0000-4000-8000-' || lpad(k::VARCHAR, 12, '0'))::UUID: TIMESTAMPTZ '2000-01-01 00:00:00+00' + to_seconds(k)}"),
      new Col("lm", "MAP(VARCHAR, INTEGER)[]", "[NULL, MAP {}]", "[MAP {'a': 1}, MAP {'b': NULL}]", "[]",
          "[MAP {'k': k}]"),
      new Col("ll", "INTEGER[][]", "[[NULL], NULL, []]", "[[1, 2], [3]]", "[]", "[[k, NULL], [], NULL]"),
      new Col("lll", "VARCHAR[][][]", "[[[NULL]], [NULL], NULL]", "[[['a']]]", "[[[]]]", "[[['x' || k], []]]"),
      new Col("un", "UNION(num INTEGER, str VARCHAR)", "union_value(num := (NULL)::INTEGER)::UNION(num INTEGER, str VARCHAR)",
          "union_value(str := ('é')::VARCHAR)::UNION(num INTEGER, str VARCHAR)", "union_value(num := (0)::INTEGER)::UNION(num INTEGER, str VARCHAR)",
          "CASE WHEN k % 2 = 0 THEN union_value(num := (k)::INTEGER)::UNION(num INTEGER, str VARCHAR) ELSE union_value(str := ('s' || k)::VARCHAR)::UNION(num INTEGER, str VARCHAR) END"),
      new Col("lun", "UNION(num INTEGER, str VARCHAR)[]", "[NULL]", "[union_value(str := ('a')::VARCHAR)::UNION(num INTEGER, str VARCHAR), union_value(num := (1)::INTEGER)::UNION(num INTEGER, str VARCHAR)]",
          "[]", "[union_value(num := (k)::INTEGER)::UNION(num INTEGER, str VARCHAR)]"),
      new Col("ldec", "DECIMAL(38,2)[]", "['-999999999999999999999999999999999999.99'::DECIMAL(38,2)]",
          "[NULL, '999999999999999999999999999999999999.99'::DECIMAL(38,2)]", "[]", "[k * 1.25]"),
      new Col("lts", "TIMESTAMP_NS[]", "[NULL, '1677-09-22 00:00:00'::TIMESTAMP_NS]", "['2262-04-11 23:47:16.854775'::TIMESTAMP_NS]",
          "[]", "[('2022-01-01 00:00:00.' || lpad((k * 7)::VARCHAR, 9, '0'))::TIMESTAMP_NS]"),
      new Col("deep", "STRUCT(l STRUCT(m MAP(VARCHAR, STRUCT(a INTEGER[])), t TIME)[])", "{'l': NULL}",
          "{'l': [{'m': MAP {'x': {'a': [1, NULL]}}, 't': '23:59:59.999999'}]}", "{'l': []}",
          "{'l': [{'m': MAP {'k' || k: {'a': [k]}, 'n': NULL}, 't': NULL}, NULL]}"),
      // NULL fixed-size arrays at every depth: DuckDB writes a continuation entry per slot
      new Col("arr2d", "INTEGER[2][2]", "[NULL, [1, NULL]]", "[[1, 2], NULL]", "[NULL, NULL]", "[[k, k], [NULL, k]]"),
      new Col("larr", "INTEGER[2][]", "[NULL, [NULL, 1], NULL]", "[[1, 2]]", "[]", "[NULL, [k, NULL]]"),
      new Col("sarr", "STRUCT(a INTEGER[2], b VARCHAR[3])[]", "[{'a': NULL, 'b': NULL}, NULL]",
          "[{'a': [1, 2], 'b': ['x', NULL, '']}]", "[]", "[{'a': NULL, 'b': ['k' || k, NULL, NULL]}, {'a': [k, NULL], 'b': NULL}]"),
      new Col("marr", "MAP(VARCHAR, INTEGER[2])", "MAP {'a': NULL, 'b': [1, 2]}", "MAP {'x': [NULL, 0]}", "MAP {}",
          "MAP {'k' || k: NULL, 'n': [k, k]}"),
      new Col("civ", "INTERVAL[]", "[NULL]", "[INTERVAL '1 day', INTERVAL '2 months']", "[]", "[INTERVAL (k) DAY]"));

  static String select(List<Col> cols, String k) {
    StringBuilder sql = new StringBuilder("SELECT ");
    for (int c = 0; c < cols.size(); c++) {
      sql.append(c == 0 ? "" : ",\n  ").append(cols.get(c).sql());
    }
    return sql.append("\nFROM (SELECT i, ").append(k).append(" AS k FROM range(0, ").append(ROWS)
        .append(") t(i)) ORDER BY i").toString();
  }

  static Stream<Arguments> duckDbVariants() {
    List<Arguments> out = new ArrayList<>();
    for (String codec : new String[] {"uncompressed", "snappy", "gzip", "zstd", "lz4", "brotli"}) {
      for (String version : new String[] {"v1", "v2"}) {
        for (String k : new String[] {"i", "i % 2"}) {
          out.add(Arguments.of(codec, version, k));
        }
      }
    }
    return out.stream();
  }

  private static final Set<String> V1_ENCODINGS = Set.of("PLAIN", "RLE_DICTIONARY");
  private static final Set<String> V2_ENCODINGS = Set.of("PLAIN", "RLE_DICTIONARY", "DELTA_BINARY_PACKED",
      "DELTA_LENGTH_BYTE_ARRAY", "BYTE_STREAM_SPLIT");

  @ParameterizedTest(name = "{0} {1} k={2}")
  @MethodSource("duckDbVariants")
  void duckDbScalars(String codec, String version, String k, @TempDir Path dir) {
    check(SCALARS, codec, version, k, dir.resolve("scalars.parquet"));
  }

  @ParameterizedTest(name = "{0} {1} k={2}")
  @MethodSource("duckDbVariants")
  void duckDbNested(String codec, String version, String k, @TempDir Path dir) {
    check(NESTED, codec, version, k, dir.resolve("nested.parquet"));
  }

  /**
   * Enough rows of NULL fixed-size arrays for many pages per chunk, so that the continuation
   * entries of a NULL array also straddle page boundaries where the writer splits records.
   */
  @ParameterizedTest
  @ValueSource(strings = {"v1", "v2"})
  void duckDbNullArraysAcrossPages(String version, @TempDir Path dir) {
    Path file = dir.resolve("arrays.parquet");
    DuckDbFiles.copy("""
        SELECT i, (CASE WHEN i % 3 = 0 THEN NULL ELSE [i, NULL, -i]::INTEGER[] END)::INTEGER[3] AS arr,
          (CASE WHEN i % 4 = 0 THEN NULL
            ELSE [CASE WHEN i % 5 = 0 THEN NULL ELSE [i, i]::INTEGER[] END, [i, -i]::INTEGER[]] END)::INTEGER[2][2] AS arr2,
          [(CASE WHEN i % 7 = 0 THEN NULL ELSE {'a': CASE WHEN i % 2 = 0 THEN NULL ELSE [md5(i::VARCHAR), 'x'] END} END)
            ::STRUCT(a VARCHAR[2])] AS sarr
        FROM range(0, 30000) t(i) ORDER BY i""", file, "PARQUET_VERSION " + version + ", ROW_GROUP_SIZE 20000");
    assertTrue(DuckDbFiles.parquetMetadata(file).size() >= 2 * 4, "expected several row groups");
    assertNoDifferences(DuckDbFiles.read(file), RuntimeReadsTest.readOurs(file));

    // a filter skips the first row group and tests rows one by one in the others; a row range
    // starts in the middle of a chunk: both skip records of NULL arrays
    Filter filter = Filter.and(Filter.gtEq("i", 20_000L), Filter.or(Filter.gt("i", 29_990L),
        Filter.in("i", 20_007L, 21_007L, 25_007L, 29_007L)));
    List<Row> rows = new ArrayList<>();
    try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows(filter)) {
      r.forEach(rows::add);
    }
    assertNoDifferences(DuckDbFiles.query("SELECT * FROM read_parquet(" + DuckDbFiles.literal(file)
        + ") WHERE i IN (20007, 21007, 25007, 29007) OR i > 29990 ORDER BY i"), RowCanonical.rows(rows));
    rows.clear();
    try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows(null, 19_990, 20_010)) {
      r.forEach(rows::add);
    }
    assertNoDifferences(DuckDbFiles.query("SELECT * FROM read_parquet(" + DuckDbFiles.literal(file)
        + ") WHERE i >= 19990 AND i < 20010 ORDER BY i"), RowCanonical.rows(rows));
  }

  /**
   * DuckDB's infinite dates and timestamps and TIME '24:00' are stored as extreme numbers, which
   * its JDBC driver cannot hand out: parquet-java is the oracle. They read as the stored values
   * (int32/int64 extremes in the column's unit), 24:00 as a Duration of a day.
   */
  @Test
  void duckDbInfinitiesReadAsStored(@TempDir Path dir) {
    Path file = dir.resolve("infinities.parquet");
    DuckDbFiles.copy("""
        SELECT 'infinity'::DATE AS d, '-infinity'::DATE AS dn, 'infinity'::TIMESTAMP AS t,
          '-infinity'::TIMESTAMPTZ AS tz, 'infinity'::TIMESTAMP_MS AS tms, 'infinity'::TIMESTAMP_NS AS tns,
          TIME '24:00:00' AS t24""", file, null);
    List<Map<String, Object>> ours = RuntimeReadsTest.readOurs(file);
    assertNoDifferences(ParquetJavaFiles.read(file), ours);
    Canonical.assertValueEquals(Canonical.row(
        "d", LocalDate.ofEpochDay(Integer.MAX_VALUE), "dn", LocalDate.ofEpochDay(-Integer.MAX_VALUE),
        "t", local(instant(Long.MAX_VALUE, 1_000)), "tz", instant(-Long.MAX_VALUE, 1_000),
        "tms", local(instant(Long.MAX_VALUE, 1_000_000)), "tns", local(instant(Long.MAX_VALUE, 1)),
        "t24", java.time.Duration.ofDays(1)), ours.get(0));
  }

  private static void check(List<Col> cols, String codec, String version, String k, Path file) {
    createEnum();
    DuckDbFiles.copy(select(cols, k), file, "COMPRESSION " + codec + ", PARQUET_VERSION " + version);
    Set<String> encodings = new TreeSet<>();
    for (Map<String, Object> m : DuckDbFiles.parquetMetadata(file)) {
      assertEquals(codec.equals("lz4") ? "LZ4_RAW" : codec.toUpperCase(Locale.ROOT), m.get("compression"));
      for (String e : String.valueOf(m.get("encodings")).split(", ")) {
        // DuckDB 1.5 names some v1 dictionary pages PLAIN_DICTIONARY, others RLE_DICTIONARY: the same pages
        encodings.add(e.equals("PLAIN_DICTIONARY") ? "RLE_DICTIONARY" : e);
      }
    }
    assertTrue(encodings.containsAll(version.equals("v1") ? V1_ENCODINGS : V2_ENCODINGS),
        "the sweep should cover DuckDB's " + version + " encodings, file has " + encodings);
    List<Map<String, Object>> duck = DuckDbFiles.read(file);
    List<Map<String, Object>> ours = RuntimeReadsTest.readOurs(file);
    assertEquals(ROWS, ours.size());
    assertNoDifferences(duck, ours);
  }

  /** The ENUM type the sweep's DuckDB columns use. */
  private static void createEnum() {
    DuckDbFiles.execute("CREATE TYPE IF NOT EXISTS mood AS ENUM ('sad', 'ok', 'happy')");
  }

  // ------------------------------------------------------------------ parquet-java

  /**
   * Every logical type annotation, every legacy converted type name (parquet-java writes both
   * the converted and the logical type where one exists), and every list and map layout.
   */
  static final String PJ_SCHEMA = """
      message sweep {
        required int32 id;
        optional boolean bool;
        optional int32 i32;
        optional int64 i64;
        optional float f32;
        optional double f64;
        optional binary raw;
        optional fixed_len_byte_array(3) fixed3;
        optional int32 int8 (INT_8);
        optional int32 int16 (INT_16);
        optional int32 int32 (INT_32);
        optional int64 int64 (INT_64);
        optional int32 uint8 (UINT_8);
        optional int32 uint16 (UINT_16);
        optional int32 uint32 (UINT_32);
        optional int64 uint64 (UINT_64);
        optional int32 li8 (INTEGER(8,true));
        optional int32 lu8 (INTEGER(8,false));
        optional int32 li16 (INTEGER(16,true));
        optional int32 lu16 (INTEGER(16,false));
        optional int32 li32 (INTEGER(32,true));
        optional int32 lu32 (INTEGER(32,false));
        optional int64 li64 (INTEGER(64,true));
        optional int64 lu64 (INTEGER(64,false));
        optional binary utf8 (UTF8);
        optional binary string (STRING);
        optional binary enum (ENUM);
        optional binary json (JSON);
        optional binary bson (BSON);
        optional fixed_len_byte_array(12) interval (INTERVAL);
        optional fixed_len_byte_array(16) uuid (UUID);
        optional fixed_len_byte_array(2) half (FLOAT16);
        optional int32 dec32 (DECIMAL(9,2));
        optional int64 dec64 (DECIMAL(18,4));
        optional binary decbin (DECIMAL(40,5));
        optional fixed_len_byte_array(5) decfix5 (DECIMAL(11,3));
        optional fixed_len_byte_array(16) decfix16 (DECIMAL(38,10));
        optional int32 date (DATE);
        optional int32 time_millis (TIME_MILLIS);
        optional int64 time_micros (TIME_MICROS);
        optional int32 tms_utc (TIME(MILLIS,true));
        optional int32 tms_local (TIME(MILLIS,false));
        optional int64 tus_utc (TIME(MICROS,true));
        optional int64 tus_local (TIME(MICROS,false));
        optional int64 tns_utc (TIME(NANOS,true));
        optional int64 tns_local (TIME(NANOS,false));
        optional int64 timestamp_millis (TIMESTAMP_MILLIS);
        optional int64 timestamp_micros (TIMESTAMP_MICROS);
        optional int64 tsms_utc (TIMESTAMP(MILLIS,true));
        optional int64 tsms_local (TIMESTAMP(MILLIS,false));
        optional int64 tsus_utc (TIMESTAMP(MICROS,true));
        optional int64 tsus_local (TIMESTAMP(MICROS,false));
        optional int64 tsns_utc (TIMESTAMP(NANOS,true));
        optional int64 tsns_local (TIMESTAMP(NANOS,false));
        optional int96 int96;
        optional group list3 (LIST) { repeated group list { optional binary element (UTF8); } }
        optional group list3req (LIST) { repeated group list { required int64 element; } }
        optional group list2 (LIST) { repeated int32 element; }
        optional group list2array (LIST) { repeated group array { optional int32 x; } }
        optional group list2tuple (LIST) { repeated group list2tuple_tuple { required binary s (UTF8); } }
        optional group list2struct (LIST) { repeated group item { required int32 a; optional binary b (UTF8); } }
        optional group nestedlist (LIST) {
          repeated group list { optional group element (LIST) { repeated group list { optional int32 element; } } }
        }
        optional group hivebag (LIST) { repeated group bag { optional int32 array_element; } }
        repeated int32 bare;
        repeated group barestruct { required int32 a; repeated binary tags (UTF8); }
        optional group map (MAP) { repeated group key_value { required binary key (UTF8); optional int32 value; } }
        optional group mapkv (MAP) { repeated group map (MAP_KEY_VALUE) { required binary key (UTF8); optional int64 value; } }
        optional group mapkvonly (MAP_KEY_VALUE) { repeated group map { required int32 key; optional double value; } }
        optional group mapoptkey (MAP) { repeated group key_value { optional binary key (UTF8); optional int32 value; } }
        optional group keyset (MAP) { repeated group key_value { required binary key (UTF8); } }
        optional group mapstruct (MAP) {
          repeated group key_value {
            required int32 key;
            optional group value { optional binary s (STRING); optional group l (LIST) { repeated group list { optional int32 element; } } }
          }
        }
        optional group maplist (MAP) {
          repeated group key_value { required binary key (STRING); optional group value (LIST) { repeated group list { optional int32 element; } } }
        }
        optional group listmap (LIST) {
          repeated group list { optional group element (MAP) { repeated group key_value { required int32 key; optional int32 value; } } }
        }
        optional group struct { optional int32 a; optional group inner { optional binary s (UTF8); optional int96 t; } }
      }
      """;

  static final int PJ_ROWS = 12;

  /** Row {@code i}: extremes in rows 0 and 1, zeros and empties in row 2, nulls where i % 5 = 4. */
  static List<Map<String, Object>> parquetJavaRows() {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i = 0; i < PJ_ROWS; i++) {
      rows.add(parquetJavaRow(i));
    }
    return rows;
  }

  private static Map<String, Object> parquetJavaRow(int i) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("id", i);
    r.put("bool", pick(i, false, true, false, i % 2 == 0));
    r.put("i32", pick(i, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, i * 1000));
    r.put("i64", pick(i, Long.MIN_VALUE, Long.MAX_VALUE, 0L, i * 10_000_000_000L));
    r.put("f32", pick(i, Float.NEGATIVE_INFINITY, Float.POSITIVE_INFINITY, -0.0f, i == 3 ? Float.NaN : i == 5 ? Float.MIN_VALUE : i / 4f));
    r.put("f64", pick(i, -Double.MAX_VALUE, Double.MAX_VALUE, -0.0, i == 3 ? Double.NaN : i == 5 ? Double.MIN_VALUE : i * 1.5));
    r.put("raw", pick(i, Bytes.of(0x00), Bytes.of(0xFF, 0xFE, 0x00), Bytes.of(), Bytes.utf8("raw" + i)));
    r.put("fixed3", pick(i, Bytes.of(0, 0, 0), Bytes.of(0xFF, 0xFF, 0xFF), Bytes.of(0, 0, 0), Bytes.of(i, 2, 3)));
    r.put("int8", pick(i, -128, 127, 0, i * 10 - 50));
    r.put("int16", pick(i, -32768, 32767, 0, i * 1000 - 5000));
    r.put("int32", pick(i, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -i));
    r.put("int64", pick(i, Long.MIN_VALUE, Long.MAX_VALUE, 0L, (long) -i));
    r.put("uint8", pick(i, 0, 255, 0, i * 20));
    r.put("uint16", pick(i, 0, 65535, 0, i * 5000));
    r.put("uint32", pick(i, 0L, 4294967295L, 0L, i * 350_000_000L));
    r.put("uint64", pick(i, BigInteger.ZERO, new BigInteger("18446744073709551615"), BigInteger.ZERO,
        BigInteger.valueOf(i).shiftLeft(60)));
    r.put("li8", r.get("int8"));
    r.put("lu8", r.get("uint8"));
    r.put("li16", r.get("int16"));
    r.put("lu16", r.get("uint16"));
    r.put("li32", r.get("int32"));
    r.put("lu32", r.get("uint32"));
    r.put("li64", r.get("int64"));
    r.put("lu64", r.get("uint64"));
    r.put("utf8", pick(i, "", "é😀\u0000" + "x".repeat(300), "", "s" + i));
    r.put("string", r.get("utf8"));
    r.put("enum", pick(i, "A", "ZZ", "A", i % 2 == 0 ? "A" : "B"));
    r.put("json", pick(i, "{}", "{\"a\":[1,{\"b\":null}]}", "null", "{\"i\":" + i + "}"));
    r.put("bson", pick(i, Bytes.of(5, 0, 0, 0, 0), Bytes.of(5, 0, 0, 0, 0), Bytes.of(5, 0, 0, 0, 0), Bytes.of(5, 0, 0, 0, 0)));
    r.put("interval", pick(i, Bytes.of(new byte[12]), Bytes.of(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF),
        Bytes.of(new byte[12]), Bytes.of(i, 0, 0, 0, 2 * i, 0, 0, 0, 0, 3 * i, 0, 0)));
    r.put("uuid", pick(i, new UUID(0, 0), new UUID(-1, -1), new UUID(0, 0), new UUID(0xF000_0000_0000_4000L, 0x8000_0000_0000_0000L + i)));
    r.put("half", pick(i, Float.NEGATIVE_INFINITY, 65504f, -0.0f, i == 3 ? Float.NaN : i == 5 ? 0x1p-24f : i == 6 ? 0x1p-14f : i * 0.5f));
    r.put("dec32", pick(i, new BigDecimal("-9999999.99"), new BigDecimal("9999999.99"), new BigDecimal("0.00"), BigDecimal.valueOf(i * 125, 2)));
    r.put("dec64", pick(i, new BigDecimal("-99999999999999.9999"), new BigDecimal("99999999999999.9999"), new BigDecimal("0.0000"),
        BigDecimal.valueOf(i * 123456789L, 4)));
    r.put("decbin", pick(i, new BigDecimal("-" + "9".repeat(35) + ".99999"), new BigDecimal("9".repeat(35) + ".99999"),
        new BigDecimal("0.00000"), BigDecimal.valueOf(-i, 5)));
    r.put("decfix5", pick(i, new BigDecimal("-99999999.999"), new BigDecimal("99999999.999"), new BigDecimal("0.000"),
        BigDecimal.valueOf(i * 1001L, 3)));
    r.put("decfix16", pick(i, new BigDecimal("-" + "9".repeat(28) + ".9999999999"), new BigDecimal("9".repeat(28) + ".9999999999"),
        new BigDecimal("0E-10"), BigDecimal.valueOf(i * 7L, 10)));
    r.put("date", pick(i, LocalDate.ofEpochDay(Integer.MIN_VALUE), LocalDate.ofEpochDay(Integer.MAX_VALUE), LocalDate.EPOCH,
        LocalDate.of(2020, 1, 1).plusDays(i * 37)));
    LocalTime ms = pick(i, LocalTime.MIDNIGHT, LocalTime.parse("23:59:59.999"), LocalTime.MIDNIGHT, LocalTime.of(i, i, i, i * 1_000_000));
    LocalTime us = pick(i, LocalTime.MIDNIGHT, LocalTime.parse("23:59:59.999999"), LocalTime.MIDNIGHT, LocalTime.of(i, i, i, i * 1_001_000));
    LocalTime ns = pick(i, LocalTime.MIDNIGHT, LocalTime.MAX, LocalTime.MIDNIGHT, LocalTime.of(i, i, i, i * 1_001_001));
    r.put("time_millis", ms);
    r.put("time_micros", us);
    r.put("tms_utc", ms);
    r.put("tms_local", ms);
    r.put("tus_utc", us);
    r.put("tus_local", us);
    r.put("tns_utc", ns);
    r.put("tns_local", ns);
    Instant tsMs = pick(i, instant(Long.MIN_VALUE, 1_000_000), instant(Long.MAX_VALUE, 1_000_000), Instant.EPOCH,
        Instant.parse("1969-12-31T23:59:59.999Z").plusMillis(i * 86_400_001L));
    Instant tsUs = pick(i, instant(Long.MIN_VALUE, 1_000), instant(Long.MAX_VALUE, 1_000), Instant.EPOCH,
        Instant.parse("1969-12-31T23:59:59.999999Z").plusNanos(i * 86_400_000_001_000L));
    Instant tsNs = pick(i, instant(Long.MIN_VALUE, 1), instant(Long.MAX_VALUE, 1), Instant.EPOCH,
        Instant.parse("1969-12-31T23:59:59.999999999Z").plusNanos(i * 86_400_000_000_001L));
    r.put("timestamp_millis", tsMs);
    r.put("timestamp_micros", tsUs);
    r.put("tsms_utc", tsMs);
    r.put("tsms_local", local(tsMs));
    r.put("tsus_utc", tsUs);
    r.put("tsus_local", local(tsUs));
    r.put("tsns_utc", tsNs);
    r.put("tsns_local", local(tsNs));
    r.put("int96", pick(i, int96(Integer.MIN_VALUE, 0), int96(Integer.MAX_VALUE, 86_399_999_999_999L), int96(2_440_588, 0),
        int96(2_440_588 + i * 1000, i * 3_600_000_000_123L)));
    r.put("list3", pick(i, list("", null), list("x".repeat(100)), list(), list("a" + i, null, "c")));
    r.put("list3req", pick(i, list(Long.MIN_VALUE), list(Long.MAX_VALUE, 0L), list(), list((long) i, (long) -i)));
    r.put("list2", pick(i, list(Integer.MIN_VALUE), list(Integer.MAX_VALUE, 1), list(), list(i, i, i)));
    r.put("list2array", pick(i, list(struct("x", null)), list(struct("x", 1)), list(), list(struct("x", i), struct("x", null))));
    r.put("list2tuple", pick(i, list(struct("s", "")), list(struct("s", "é")), list(), list(struct("s", "t" + i))));
    r.put("list2struct", pick(i, list(struct("a", 0, "b", null)), list(struct("a", 1, "b", "b")), list(),
        list(struct("a", i, "b", "x" + i), struct("a", -i, "b", null))));
    r.put("nestedlist", pick(i, list(null, list()), list(list(1, null)), list(), list(list(i), null, list((Object) null))));
    r.put("hivebag", pick(i, list((Object) null), list(Integer.MAX_VALUE), list(), list(i, null)));
    r.put("bare", i % 5 == 4 ? list() : pick(i, list(Integer.MIN_VALUE), list(Integer.MAX_VALUE), list(), list(i, i + 1)));
    r.put("barestruct", i % 5 == 4 ? list() : pick(i, list(struct("a", 0, "tags", list())), list(struct("a", 1, "tags", list("t", ""))),
        list(), list(struct("a", i, "tags", list("x" + i)))));
    r.put("map", pick(i, map("", null), map("a", Integer.MAX_VALUE, "b", Integer.MIN_VALUE), map(), map("k" + i, i, "z", null)));
    r.put("mapkv", pick(i, map("", null), map("a", Long.MAX_VALUE), map(), map("k" + i, (long) i)));
    r.put("mapkvonly", pick(i, map(0, null), map(Integer.MAX_VALUE, Double.NaN), map(), map(i, i / 2.0)));
    r.put("mapoptkey", pick(i, map(null, 1), map("a", null, null, null), map(), map("k" + i, i)));
    r.put("keyset", pick(i, map("", null), map("a", null, "b", null), map(), map("k" + i, null)));
    r.put("mapstruct", pick(i, map(-1, null), map(1, struct("s", "x", "l", list(1, null))), map(),
        map(i, struct("s", null, "l", null), i + 100, struct("s", "s" + i, "l", list()))));
    r.put("maplist", pick(i, map("a", null), map("a", list((Object) null), "b", list()), map(), map("k" + i, list(i, null))));
    r.put("listmap", pick(i, list(null, map()), list(map(1, null)), list(), list(map(i, i), null)));
    r.put("struct", pick(i, struct("a", null, "inner", null), struct("a", Integer.MAX_VALUE, "inner", struct("s", "é", "t",
        int96(Integer.MAX_VALUE, 0))), struct("a", 0, "inner", struct("s", "", "t", null)), struct("a", i, "inner", struct("s", "s" + i,
        "t", int96(2_440_588 - i, i)))));
    return r;
  }

  /** Value for row i: low, high, zero, typical; null where i % 5 = 4. */
  @SuppressWarnings("unchecked")
  private static <T> T pick(int i, T low, T high, T zero, T typical) {
    return i % 5 == 4 ? null : i == 0 ? low : i == 1 ? high : i == 2 ? zero : typical;
  }

  private static Instant instant(long units, long nanosPerUnit) {
    long perSecond = 1_000_000_000L / nanosPerUnit;
    return Instant.ofEpochSecond(Math.floorDiv(units, perSecond), Math.floorMod(units, perSecond) * nanosPerUnit);
  }

  private static LocalDateTime local(Instant t) {
    return t == null ? null : LocalDateTime.ofEpochSecond(t.getEpochSecond(), t.getNano(), ZoneOffset.UTC);
  }

  /** An INT96 value as parquet-java's NanoTime holds it: a signed Julian day and nanoseconds of the day. */
  private static Instant int96(int julianDay, long nanosOfDay) {
    return Instant.ofEpochSecond((julianDay - 2_440_588L) * 86_400L, nanosOfDay);
  }

  @ParameterizedTest(name = "{0} {1} dictionary={2}")
  @MethodSource("io.parquetry.interop.RuntimeReadsTest#parquetJavaVariants")
  void parquetJavaTypes(CompressionCodecName codec, WriterVersion version, boolean dictionary, @TempDir Path dir) {
    Path file = dir.resolve("pj.parquet");
    List<Map<String, Object>> written = parquetJavaRows();
    ParquetJavaFiles.write(file, PJ_SCHEMA, written, codec, dictionary, version, 512, 16 << 10);

    List<Map<String, Object>> ours = RuntimeReadsTest.readOurs(file);
    assertNoDifferences(ParquetJavaFiles.read(file), ours);
    assertNoDifferences(written, ours);
  }

  /** Every differing value (not only the first), one per line. */
  static void assertNoDifferences(List<Map<String, Object>> expected, List<Map<String, Object>> actual) {
    assertEquals(expected.size(), actual.size(), "rows");
    List<String> diffs = new ArrayList<>();
    for (int r = 0; r < expected.size(); r++) {
      assertEquals(expected.get(r).keySet(), actual.get(r).keySet(), "row " + r + " columns");
      for (String col : expected.get(r).keySet()) {
        String d = Canonical.valueDifference("row " + r + " " + col, expected.get(r).get(col), actual.get(r).get(col));
        if (d != null) {
          diffs.add(d);
        }
      }
    }
    assertTrue(diffs.isEmpty(), diffs.size() + " differences:\n" + String.join("\n", diffs));
  }
  // ------------------------------------------------------------------ pyarrow

  /**
   * pyarrow 25's files (src/test/resources/arrow, made by its generate.py): arrow types with no
   * Parquet twin (large and fixed-size lists, list views, string views, dictionaries, the null
   * type, durations, date64, decimal256, float16, the uuid/json/bool8 extension types) with
   * extremes and nulls, written with v1 and v2 pages, legacy list element names, INT96
   * timestamps, delta and byte-stream-split encodings on every type that takes them, and tiny
   * pages with a page index and checksums. Every Row value must equal what parquet-java reads.
   * parquet-java 1.17 fails on the tiny pages of {@code pageidx} ("Reading past RLE/BitPacking
   * stream"); that file holds the same table as {@code v1_snappy}, so parquet-java's reading of
   * that one is the oracle. (DuckDB is no oracle here: it reads a DECIMAL wider than 38 digits
   * as an inexact DOUBLE and TIME/TIMESTAMP NANOS truncated to microseconds.)
   */
  @ParameterizedTest
  @ValueSource(strings = {"v1_snappy", "v2_zstd", "legacy", "int96", "delta", "pageidx"})
  void pyarrowFiles(String name) throws Exception {
    Path file = arrowFile(name);
    List<Map<String, Object>> ours = RuntimeReadsTest.readOurs(file);
    assertEquals(6, ours.size());
    assertNoDifferences(ParquetJavaFiles.read(name.equals("pageidx") ? arrowFile("v1_snappy") : file), ours);
    if (name.equals("pageidx")) {
      try (ParquetFile f = ParquetFile.open(file)) {
        assertTrue(f.columnIndex(0, "ls") != null, "pageidx has a page index");
      }
    }
  }

  /**
   * pyarrow's lists of structs of maps of lists and nested fixed-size lists, with legacy list
   * element names, in pages of a few rows and three row groups; parquet-java 1.17 cannot read
   * pages this small, DuckDB is the oracle.
   */
  @Test
  void pyarrowNestedTypesInTinyPages() throws Exception {
    Path file = arrowFile("nested_pages");
    try (ParquetFile f = ParquetFile.open(file)) {
      assertEquals(3, f.rowGroups().size());
    }
    assertNoDifferences(DuckDbFiles.read(file), RuntimeReadsTest.readOurs(file));
  }

  private static Path arrowFile(String name) throws Exception {
    java.net.URL url = WriterSweepTest.class.getResource("/arrow/" + name + ".parquet");
    assertTrue(url != null, "missing test resource arrow/" + name + ".parquet");
    return Path.of(url.toURI());
  }

  // ------------------------------------------------------------------ typed records

  /** The DuckDB scalar columns, each as the Java type the README's typed-read table maps it to. */
  @ParquetRecord
  record DuckScalars(Boolean bool, Byte i8, Short i16, Integer i32, Long i64, Integer u8, Integer u16, Long u32,
      @Unsigned Long u64, Double i128, Double u128, Float f32, Double f64,
      @Decimal(precision = 1, scale = 0) BigDecimal d1, @Decimal(precision = 4, scale = 1) BigDecimal d4,
      @Decimal(precision = 9, scale = 2) BigDecimal d9, @Decimal(precision = 18, scale = 6) BigDecimal d18,
      @Decimal(precision = 10, scale = 0) BigDecimal d10, @Decimal(precision = 19, scale = 2) BigDecimal d19,
      @Decimal(precision = 38, scale = 10) BigDecimal d38, @Decimal(precision = 38, scale = 38) BigDecimal d38s38,
      String s, byte[] b, LocalDate dt, LocalTime tm, LocalTime ttz, LocalDateTime ts, LocalDateTime ts_s,
      @Timestamp(unit = TimeUnit.MILLIS) LocalDateTime ts_ms, @Timestamp(unit = TimeUnit.NANOS) LocalDateTime ts_ns,
      Instant tstz, byte[] iv, UUID u, Mood e, String j, String bit, String big) {}

  /** DuckDB's ENUM of the sweep, as a Java enum. */
  enum Mood { sad, ok, happy }

  record Xy(Integer x, String y) {}
  record Cd(Double d, LocalDate e) {}
  record Abc(Integer a, String b, Cd c) {}
  record XsM(List<Integer> xs, Map<String, Integer> m) {}
  record Da(List<Integer> a) {}
  record Dl(Map<String, Da> m, LocalTime t) {}
  record Deep(List<Dl> l) {}
  record Sa(List<Integer> a, List<String> b) {}

  /** The DuckDB nested columns a record can declare (all but the UNIONs, whose tag field has no name). */
  @ParquetRecord
  record DuckNested(List<Integer> li, List<String> ls, List<Integer> arr, List<String> arrs, Abc st, List<Xy> lst,
      XsM stl, Map<String, Integer> m, Map<Integer, Xy> mst, Map<String, List<Integer>> ml, Map<UUID, Instant> mts,
      List<Map<String, Integer>> lm, List<List<Integer>> ll, List<List<List<String>>> lll, Deep deep,
      List<List<Integer>> arr2d, List<List<Integer>> larr, List<Sa> sarr, Map<String, List<Integer>> marr) {}

  record X(Integer x) {}
  record S(String s) {}
  record Ab(int a, String b) {}
  record Bs(int a, List<String> tags) {}
  record Sl(String s, List<Integer> l) {}

  /**
   * parquet-java's columns as the typed-read table maps them (FLOAT16, INT96 at its extremes and
   * the key-only map have no record mapping here; TypedReadsTest covers INT96 cell by cell).
   */
  @ParquetRecord
  record JavaTypes(int id, Boolean bool, Integer i32, Long i64, Float f32, Double f64, byte[] raw, byte[] fixed3,
      Byte int8, Short int16, Integer int32, Long int64, Short uint8, Integer uint16, @Unsigned Integer uint32,
      @Unsigned Long uint64, Byte li8, Integer lu8, Short li16, Integer lu16, Integer li32, Long lu32, Long li64,
      @Unsigned Long lu64, String utf8, String string, String json, byte[] bson, byte[] interval,
      UUID uuid, @Decimal(precision = 9, scale = 2) BigDecimal dec32, @Decimal(precision = 18, scale = 4) BigDecimal dec64,
      @Decimal(precision = 11, scale = 3) BigDecimal decfix5,
      @Decimal(precision = 38, scale = 10) BigDecimal decfix16, LocalDate date,
      @Time(unit = TimeUnit.MILLIS) LocalTime time_millis, LocalTime time_micros,
      @Time(unit = TimeUnit.MILLIS) LocalTime tms_utc, @Time(unit = TimeUnit.MILLIS) LocalTime tms_local,
      LocalTime tus_utc, LocalTime tus_local, @Time(unit = TimeUnit.NANOS) LocalTime tns_utc,
      @Time(unit = TimeUnit.NANOS) LocalTime tns_local,
      @Timestamp(unit = TimeUnit.MILLIS) Instant timestamp_millis, Instant timestamp_micros,
      @Timestamp(unit = TimeUnit.MILLIS) Instant tsms_utc, @Timestamp(unit = TimeUnit.MILLIS) LocalDateTime tsms_local,
      Instant tsus_utc, LocalDateTime tsus_local, @Timestamp(unit = TimeUnit.NANOS) Instant tsns_utc,
      @Timestamp(unit = TimeUnit.NANOS) LocalDateTime tsns_local, List<String> list3, List<Long> list3req,
      List<Integer> list2, List<X> list2array, List<S> list2tuple, List<Ab> list2struct,
      List<List<Integer>> nestedlist, List<Integer> bare, List<Bs> barestruct, Map<String, Integer> map,
      Map<String, Long> mapkv, Map<Integer, Double> mapkvonly, Map<Integer, Sl> mapstruct,
      Map<String, List<Integer>> maplist, List<Map<Integer, Integer>> listmap) {}

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("recordVariants")
  void duckDbFilesIntoRecords(String codec, String version, @TempDir Path dir) {
    createEnum();
    Path scalars = dir.resolve("scalars.parquet");
    // with v2 also field ids and key-value metadata, which records matched by name ignore
    String options = "COMPRESSION " + codec + ", PARQUET_VERSION " + version
        + (version.equals("v2") ? ", FIELD_IDS 'auto', KV_METADATA {writer: 'sweep'}" : "");
    DuckDbFiles.copy(select(SCALARS, "i"), scalars, options);
    assertEquals(version.equals("v2"), DuckDbFiles.parquetSchema(scalars).stream().anyMatch(e -> e.get("field_id") != null),
        "field ids written");
    assertRecordsMatchRows(DuckScalars.class, scalars);
    Path nested = dir.resolve("nested.parquet");
    DuckDbFiles.copy(select(NESTED, "i"), nested, options);
    assertRecordsMatchRows(DuckNested.class, nested);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("recordVariants")
  void parquetJavaFilesIntoRecords(String codec, String version, @TempDir Path dir) {
    Path file = dir.resolve("pj.parquet");
    ParquetJavaFiles.write(file, PJ_SCHEMA, parquetJavaRows(), CompressionCodecName.valueOf(codec.toUpperCase(Locale.ROOT)),
        !version.equals("v2"), version.equals("v2") ? WriterVersion.PARQUET_2_0 : WriterVersion.PARQUET_1_0, 512, 16 << 10);
    assertRecordsMatchRows(JavaTypes.class, file);
  }

  /** A DECIMAL(40,5) column, wider than a record can declare (precision is at most 38). */
  @ParquetRecord
  record WideDecimal(int id, @Decimal(precision = 38, scale = 5) BigDecimal decbin) {}

  /**
   * Values of a DECIMAL wider than 38 digits read into a record where they fit; the first that
   * does not is an error naming the column and the value, never a rounded or wrapped number.
   */
  @Test
  void decimalWiderThanARecordCanDeclare(@TempDir Path dir) {
    Path file = dir.resolve("pj.parquet");
    List<Map<String, Object>> rows = parquetJavaRows();
    ParquetJavaFiles.write(file, PJ_SCHEMA, rows);
    ParquetException e = assertThrows(ParquetException.class, () -> {
      try (ParquetReader<WideDecimal> r = Parquet.reader(WideDecimal.class, file).build()) {
        r.forEach(x -> { });
      }
    });
    assertTrue(e.getMessage().contains("decbin") && e.getMessage().contains("-" + "9".repeat(35) + ".99999"), e.getMessage());
    List<Map<String, Object>> fitting = new ArrayList<>();
    for (Map<String, Object> row : rows.subList(2, rows.size())) {
      fitting.add(Canonical.row("id", row.get("id"), "decbin", row.get("decbin")));
    }
    ParquetJavaFiles.write(file, "message m { required int32 id; optional binary decbin (DECIMAL(40,5)); }", fitting);
    try (ParquetReader<WideDecimal> r = Parquet.reader(WideDecimal.class, file).build()) {
      List<WideDecimal> read = r.stream().toList();
      assertEquals(fitting.size(), read.size());
      for (int i = 0; i < read.size(); i++) {
        assertEquals(fitting.get(i).get("decbin"), read.get(i).decbin(), "row " + i);
      }
    }
  }

  static Stream<Arguments> recordVariants() {
    return Stream.of(Arguments.of("snappy", "v1"), Arguments.of("zstd", "v2"), Arguments.of("uncompressed", "v2"));
  }

  /**
   * Reads {@code file} into records of {@code type} and as Rows; every record component must
   * hold the Row's value of the column of its name (in the component's Java type).
   */
  private static <T extends Record> void assertRecordsMatchRows(Class<T> type, Path file) {
    List<T> records;
    try (ParquetReader<T> r = Parquet.reader(type, file).build()) {
      records = r.stream().toList();
    }
    List<Map<String, Object>> rows = RuntimeReadsTest.readOurs(file);
    assertEquals(rows.size(), records.size(), "records");
    List<String> diffs = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      for (RecordComponent c : type.getRecordComponents()) {
        assertTrue(rows.get(i).containsKey(c.getName()), "the file has no column " + c.getName());
        Object expected = rows.get(i).get(c.getName());
        Object actual = asCanonical(expected, component(records.get(i), c));
        String d = Canonical.valueDifference("row " + i + " " + c.getName(), expected, actual);
        if (d != null) {
          diffs.add(d);
        }
      }
    }
    assertTrue(diffs.isEmpty(), diffs.size() + " differences:\n" + String.join("\n", diffs));
  }

  private static Object component(Object record, RecordComponent c) {
    try {
      Method accessor = c.getAccessor();
      accessor.setAccessible(true);
      return accessor.invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(c + ": " + e, e);
    }
  }

  /**
   * A record's value in the canonical class of the Row's value for the same column: small
   * integers widen to Integer, an {@code @Unsigned} int/long becomes the unsigned Long/BigInteger
   * the Row holds, byte[] becomes Bytes, an enum its name, records become maps; lists and maps convert element by element.
   */
  private static Object asCanonical(Object expected, Object v) {
    if (v == null) {
      return null;
    }
    if (v instanceof Byte || v instanceof Short) {
      return ((Number) v).intValue();
    }
    if (v instanceof Long l && expected instanceof BigInteger) {
      return new BigInteger(Long.toUnsignedString(l));
    }
    if (v instanceof Integer n && expected instanceof Long) {
      return Integer.toUnsignedLong(n);
    }
    if (v instanceof byte[] b) {
      return Bytes.of(b);
    }
    if (v instanceof Enum<?> e) {
      return e.name();
    }
    if (v instanceof Record r) {
      Map<?, ?> e = expected instanceof Map<?, ?> m ? m : Map.of();
      Map<String, Object> out = new LinkedHashMap<>();
      for (RecordComponent c : r.getClass().getRecordComponents()) {
        out.put(c.getName(), asCanonical(e.get(c.getName()), component(r, c)));
      }
      return out;
    }
    if (v instanceof List<?> list) {
      List<?> e = expected instanceof List<?> l ? l : List.of();
      List<Object> out = new ArrayList<>(list.size());
      for (int i = 0; i < list.size(); i++) {
        out.add(asCanonical(i < e.size() ? e.get(i) : null, list.get(i)));
      }
      return out;
    }
    if (v instanceof Map<?, ?> map) {
      List<? extends Map.Entry<?, ?>> e = expected instanceof Map<?, ?> m ? new ArrayList<>(m.entrySet()) : List.of();
      Map<Object, Object> out = new LinkedHashMap<>();
      int i = 0;
      for (Map.Entry<?, ?> x : map.entrySet()) {
        Map.Entry<?, ?> ex = i < e.size() ? e.get(i) : null;
        out.put(asCanonical(ex == null ? null : ex.getKey(), x.getKey()), asCanonical(ex == null ? null : ex.getValue(), x.getValue()));
        i++;
      }
      return out;
    }
    return v;
  }
}
