package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A writer sweep: DuckDB writes every type it has, with each of its codecs and both Parquet
 * versions, and Parquetry's Row API must read every value as DuckDB itself reads the same file.
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
          "MAP {uuid_from(k): TIMESTAMPTZ '2000-01-01 00:00:00+00' + to_seconds(k)}".replace("uuid_from(k)",
              "('00000000-0000-4000-8000-' || lpad(k::VARCHAR, 12, '0'))::UUID")),
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

  private static final TreeSet<String> ENCODINGS = new TreeSet<>();

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

  private static void check(List<Col> cols, String codec, String version, String k, Path file) {
    DuckDbFiles.execute("CREATE TYPE IF NOT EXISTS mood AS ENUM ('sad', 'ok', 'happy')");
    DuckDbFiles.copy(select(cols, k), file, "COMPRESSION " + codec + ", PARQUET_VERSION " + version);
    for (Map<String, Object> m : DuckDbFiles.parquetMetadata(file)) {
      ENCODINGS.add(String.valueOf(m.get("encodings")));
    }
    List<Map<String, Object>> duck = DuckDbFiles.read(file);
    List<Map<String, Object>> ours = RuntimeReadsTest.readOurs(file);
    assertEquals(ROWS, ours.size());
    List<String> diffs = new ArrayList<>();
    for (int r = 0; r < ROWS; r++) {
      for (String col : duck.get(r).keySet()) {
        String d = Canonical.valueDifference("row " + r + " " + col, duck.get(r).get(col), ours.get(r).get(col));
        if (d != null) {
          diffs.add(d);
        }
      }
    }
    assertTrue(diffs.isEmpty(), String.join("\n", diffs));
  }

  @AfterAll
  static void printEncodings() {
    System.out.println("ENCODINGS " + ENCODINGS);
  }
}
