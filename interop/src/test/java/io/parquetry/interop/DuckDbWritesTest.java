package io.parquetry.interop;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.map;
import static io.parquetry.interop.Canonical.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DuckDB writes a file covering most types, nesting shapes and NULL placements; DuckDB and
 * parquet-java must read it back into the same canonical rows, and a few rows must equal values
 * worked out here by hand.
 */
class DuckDbWritesTest {
  static final int ROWS = 40;

  /** Every column is NULL on rows where i % 7 = 6. */
  private static String col(String expr, String name) {
    return "CASE WHEN i % 7 = 6 THEN NULL ELSE (" + expr + ") END AS " + name;
  }

  static final String SELECT = "SELECT "
      + String.join(",\n  ",
          col("(i - 20)::TINYINT", "i8"),
          col("(i * 1000 - 20000)::SMALLINT", "i16"),
          col("(i::BIGINT * 100000007 - 2000000000)::INTEGER", "i32"),
          col("i::BIGINT * 1000000000000 - 5", "i64"),
          col("i::UTINYINT", "u8"),
          col("(i * 1000)::USMALLINT", "u16"),
          col("(i::UBIGINT * 100000000)::UINTEGER", "u32"),
          col("i::UBIGINT * 400000000000000000", "u64"),
          col("CASE WHEN i = 2 THEN 'nan'::FLOAT WHEN i = 3 THEN '-inf'::FLOAT ELSE (i / 4.0)::FLOAT END", "f32"),
          col("(i * 1.5 - 0.1)::DOUBLE", "f64"),
          col("'str-' || i || 'é'", "s"),
          col("'\\xAA'::BLOB || encode(i::VARCHAR)", "b"),
          col("(i * 1.25 - 3)::DECIMAL(9,2)", "d9"),
          col("(i * 12345.6789)::DECIMAL(18,4)", "d18"),
          col("(CASE WHEN i % 2 = 1 THEN '-' ELSE '' END || '12345678901234567890123456.' || lpad(i::VARCHAR, 10, '0'))::DECIMAL(38,10)", "d38"),
          col("DATE '2020-01-01' + (i * 37)::INTEGER", "dt"),
          col("TIME '01:02:03.000004' + to_microseconds(i * 1000003)", "tm"),
          col("TIMESTAMP '2021-03-04 05:06:07.123456' + to_microseconds(i * 86400000001)", "ts"),
          col("TIMESTAMPTZ '1969-12-31 23:59:59.999999+00' + to_microseconds(i * 3600000007)", "tstz"),
          col("('2022-01-01 00:00:00.' || lpad((i * 7)::VARCHAR, 9, '0'))::TIMESTAMP_NS", "tsns"),
          col("('f0000000-0000-4000-8000-' || lpad(i::VARCHAR, 12, '0'))::UUID", "u"),
          col("i % 3 = 0", "bo"),
          col("CASE i % 4 WHEN 0 THEN []::VARCHAR[] WHEN 1 THEN ['a' || i, NULL, 'c'] WHEN 2 THEN NULL ELSE ['x'] END", "tags"),
          col("{'name': 'n' || i, 'score': CASE WHEN i % 5 = 0 THEN NULL ELSE i * 2 END, 'inner': {'flag': i % 2 = 0}}", "st"),
          col("CASE WHEN i % 4 = 0 THEN MAP([], [])::MAP(VARCHAR, INTEGER) ELSE MAP {'k' || i: i, 'z': NULL} END", "m"),
          col("CASE WHEN i % 3 = 0 THEN [] ELSE [{'x': i, 'y': 'a'}, NULL, {'x': NULL, 'y': NULL}] END", "los"),
          col("[[i, NULL], [], NULL]::INTEGER[][]", "nested"))
      + "\nFROM range(0, " + ROWS + ") t(i) ORDER BY i";

  @ParameterizedTest
  @ValueSource(strings = {
      "COMPRESSION zstd, ROW_GROUP_SIZE 16",
      "COMPRESSION snappy",
      "COMPRESSION uncompressed, PARQUET_VERSION v2",
      "COMPRESSION gzip, ROW_GROUP_SIZE 7, PARQUET_VERSION v2"})
  void bothReadersSeeTheSameRows(String options, @TempDir Path dir) {
    Path file = dir.resolve("duck.parquet");
    DuckDbFiles.copy(SELECT, file, options);

    List<Map<String, Object>> duck = DuckDbFiles.read(file);
    List<Map<String, Object>> java = ParquetJavaFiles.read(file);
    assertEquals(ROWS, duck.size());
    Canonical.assertRowsEqual(duck, java);

    // DuckDB's own query result (not via the file) must match too: the file lost nothing.
    Canonical.assertRowsEqual(DuckDbFiles.query(SELECT), java);

    Canonical.assertValueEquals(expectedRow1(), java.get(1));
    Canonical.assertValueEquals(expectedRow0(), java.get(0));
    Map<String, Object> allNull = java.get(6);
    assertEquals(expectedRow1().keySet(), allNull.keySet());
    allNull.forEach((k, v) -> assertEquals(null, v, k));
    assertTrue(Float.isNaN((Float) java.get(2).get("f32")));
    assertEquals(Float.NEGATIVE_INFINITY, java.get(3).get("f32"));
    assertEquals(new BigInteger("9600000000000000000"), java.get(24).get("u64")); // above Long.MAX_VALUE
    assertNotNull(ParquetJavaFiles.footer(file).getBlocks());
  }

  static Map<String, Object> expectedRow1() {
    return Canonical.row(
        "i8", -19,
        "i16", -19000,
        "i32", -1899999993,
        "i64", 999999999995L,
        "u8", 1,
        "u16", 1000,
        "u32", 100000000L,
        "u64", new BigInteger("400000000000000000"),
        "f32", 0.25f,
        "f64", 1.4,
        "s", "str-1é",
        "b", Bytes.of(0xAA, '1'),
        "d9", new BigDecimal("-1.75"),
        "d18", new BigDecimal("12345.6789"),
        "d38", new BigDecimal("-12345678901234567890123456.0000000001"),
        "dt", LocalDate.of(2020, 2, 7),
        "tm", LocalTime.parse("01:02:04.000007"),
        "ts", LocalDateTime.parse("2021-03-05T05:06:07.123457"),
        "tstz", Instant.parse("1970-01-01T01:00:00.000006Z"),
        "tsns", LocalDateTime.parse("2022-01-01T00:00:00.000000007"),
        "u", UUID.fromString("f0000000-0000-4000-8000-000000000001"),
        "bo", false,
        "tags", list("a1", null, "c"),
        "st", struct("name", "n1", "score", 2L, "inner", struct("flag", false)),
        "m", map("k1", 1L, "z", null),
        "los", list(struct("x", 1L, "y", "a"), null, struct("x", null, "y", null)),
        "nested", list(list(1, null), list(), null));
  }

  static Map<String, Object> expectedRow0() {
    Map<String, Object> row = expectedRow1();
    row.put("i8", -20);
    row.put("i16", -20000);
    row.put("i32", -2000000000);
    row.put("i64", -5L);
    row.put("u8", 0);
    row.put("u16", 0);
    row.put("u32", 0L);
    row.put("u64", BigInteger.ZERO);
    row.put("f32", 0.0f);
    row.put("f64", -0.1);
    row.put("s", "str-0é");
    row.put("b", Bytes.of(0xAA, '0'));
    row.put("d9", new BigDecimal("-3.00"));
    row.put("d18", new BigDecimal("0.0000"));
    row.put("d38", new BigDecimal("12345678901234567890123456.0000000000"));
    row.put("dt", LocalDate.of(2020, 1, 1));
    row.put("tm", LocalTime.parse("01:02:03.000004"));
    row.put("ts", LocalDateTime.parse("2021-03-04T05:06:07.123456"));
    row.put("tstz", Instant.parse("1969-12-31T23:59:59.999999Z"));
    row.put("tsns", LocalDateTime.parse("2022-01-01T00:00:00"));
    row.put("u", UUID.fromString("f0000000-0000-4000-8000-000000000000"));
    row.put("bo", true);
    row.put("tags", list());
    row.put("st", struct("name", "n0", "score", null, "inner", struct("flag", true)));
    row.put("m", map());
    row.put("los", list());
    row.put("nested", list(list(0, null), list(), null));
    return row;
  }
}
