package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.base.ParquetException;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.interop.records.Declared.BoolV;
import io.parquetry.interop.records.Declared.ByteV;
import io.parquetry.interop.records.Declared.BytesV;
import io.parquetry.interop.records.Declared.Customer;
import io.parquetry.interop.records.Declared.CustomerWithDefault;
import io.parquetry.interop.records.Declared.DateV;
import io.parquetry.interop.records.Declared.Dec18s4;
import io.parquetry.interop.records.Declared.Dec38s10;
import io.parquetry.interop.records.Declared.Dec5s3;
import io.parquetry.interop.records.Declared.Dec9s2;
import io.parquetry.interop.records.Declared.DoubleV;
import io.parquetry.interop.records.Declared.FloatV;
import io.parquetry.interop.records.Declared.InstMs;
import io.parquetry.interop.records.Declared.InstNs;
import io.parquetry.interop.records.Declared.InstUs;
import io.parquetry.interop.records.Declared.IntV;
import io.parquetry.interop.records.Declared.LdtMs;
import io.parquetry.interop.records.Declared.LdtNs;
import io.parquetry.interop.records.Declared.LdtUs;
import io.parquetry.interop.records.Declared.LongV;
import io.parquetry.interop.records.Declared.ShortV;
import io.parquetry.interop.records.Declared.StringV;
import io.parquetry.interop.records.Declared.TimeMs;
import io.parquetry.interop.records.Declared.TimeNs;
import io.parquetry.interop.records.Declared.TimeUs;
import io.parquetry.interop.records.Declared.UIntV;
import io.parquetry.interop.records.Declared.ULongV;
import io.parquetry.interop.records.Declared.UuidV;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The README's rule table for typed reads, cell by cell, on files other writers produce: each
 * file column type ({@link Source}) is written by DuckDB and/or parquet-java, and read through
 * generated records declaring each Java type ({@link Declared}). A cell either reads exactly the
 * expected values, fails at the first value the declared type cannot hold (the error names the
 * column and the value), or is refused when the reader opens (the error names the column, the
 * file's type and the declared type).
 */
class TypedReadsTest {
  private static Path dir;
  private static final Map<String, Path> FILES = new HashMap<>();

  @BeforeAll
  static void createDir() throws IOException {
    dir = Files.createTempDirectory("typed-reads");
  }

  @AfterAll
  static void deleteDir() throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      s.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
    }
  }

  /**
   * A file column {@code v}: its DuckDB SQL type and literals (null when DuckDB cannot write
   * it) and its parquet-java schema type with canonical values (null when not written so).
   */
  record Source(String name, String duckType, List<String> duckValues, String javaType, List<Object> javaValues) {
    List<String> writers() {
      List<String> w = new ArrayList<>();
      if (duckType != null) {
        w.add("duckdb");
      }
      if (javaType != null) {
        w.add("parquet-java");
      }
      return w;
    }
  }

  /** How a source reads as a record type: the values, a value error, or a refusal at open. */
  record Cell(Source source, Class<?> record, List<Object> expected, String valueError, String refusal) {}

  static Source duck(String name, String type, String... literals) {
    return new Source(name, type, List.of(literals), null, null);
  }

  static Source java(String name, String type, Object... values) {
    return new Source(name, null, null, type, Arrays.asList(values));
  }

  static Source both(String name, String duckType, List<String> duckValues, String javaType, Object... values) {
    return new Source(name, duckType, duckValues, javaType, Arrays.asList(values));
  }

  static Cell reads(Source s, Class<?> record, Object... expected) {
    return new Cell(s, record, Arrays.asList(expected), null, null);
  }

  static Cell fails(Source s, Class<?> record, String valueError) {
    return new Cell(s, record, null, valueError, null);
  }

  static Cell refused(Source s, Class<?> record, String why) {
    return new Cell(s, record, null, null, why);
  }

  static LocalDateTime ldt(String s) {
    return LocalDateTime.parse(s);
  }

  static Instant inst(String s) {
    return Instant.parse(s);
  }

  static BigDecimal dec(String s) {
    return new BigDecimal(s);
  }

  // ---- sources ---------------------------------------------------------------------------

  static final Source TS_MS_LOCAL = both("TIMESTAMP(MILLIS,false)", "TIMESTAMP_MS",
      List.of("'2024-02-29 12:34:56.789'", "'1969-12-31 23:59:59.999'", "NULL", "'2300-01-01 00:00:00'"),
      "int64 v (TIMESTAMP(MILLIS,false))",
      ldt("2024-02-29T12:34:56.789"), ldt("1969-12-31T23:59:59.999"), null, ldt("2300-01-01T00:00"));
  static final Source TS_US_LOCAL = both("TIMESTAMP(MICROS,false)", "TIMESTAMP",
      List.of("'2024-02-29 12:34:56.789123'", "'1969-12-31 23:59:59.999999'"),
      "int64 v (TIMESTAMP(MICROS,false))", ldt("2024-02-29T12:34:56.789123"), ldt("1969-12-31T23:59:59.999999"));
  static final Source TS_NS_LOCAL = both("TIMESTAMP(NANOS,false)", "TIMESTAMP_NS",
      List.of("'2024-02-29 12:34:56.789123456'", "'1969-12-31 23:59:59.999999999'"),
      "int64 v (TIMESTAMP(NANOS,false))", ldt("2024-02-29T12:34:56.789123456"), ldt("1969-12-31T23:59:59.999999999"));
  static final Source TS_MS_UTC = java("TIMESTAMP(MILLIS,true)", "int64 v (TIMESTAMP(MILLIS,true))",
      inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z"));
  static final Source TS_US_UTC = both("TIMESTAMP(MICROS,true)", "TIMESTAMPTZ",
      List.of("'2024-02-29 12:34:56.789123+00'", "'1969-12-31 23:59:59.999999+00'"),
      "int64 v (TIMESTAMP(MICROS,true))", inst("2024-02-29T12:34:56.789123Z"), inst("1969-12-31T23:59:59.999999Z"));
  static final Source TS_NS_UTC = java("TIMESTAMP(NANOS,true)", "int64 v (TIMESTAMP(NANOS,true))",
      inst("2024-02-29T12:34:56.789123456Z"), inst("1969-12-31T23:59:59.999999999Z"));
  static final Source INT96 = java("INT96", "int96 v",
      inst("2024-02-29T12:34:56.789123456Z"), inst("1969-12-31T23:59:59.999999999Z"), inst("2300-01-01T00:00:00Z"));
  static final Source TIME_MS = java("TIME(MILLIS,false)", "int32 v (TIME(MILLIS,false))",
      LocalTime.parse("23:59:59.999"), LocalTime.parse("00:00:00.001"));
  static final Source TIME_US = both("TIME(MICROS,false)", "TIME", List.of("'12:34:56.789123'", "'00:00:00.000001'"),
      "int64 v (TIME(MICROS,false))", LocalTime.parse("12:34:56.789123"), LocalTime.parse("00:00:00.000001"));
  static final Source TIME_US_UTC = both("TIME(MICROS,true)", "TIMETZ", List.of("'12:34:56.789123+00'"),
      "int64 v (TIME(MICROS,true))", LocalTime.parse("12:34:56.789123"));
  static final Source TIME_NS = java("TIME(NANOS,false)", "int64 v (TIME(NANOS,false))",
      LocalTime.parse("12:34:56.789123456"));
  static final Source TIME_24H = duck("TIME 24:00", "TIME", "'01:02:03'", "'24:00:00'");
  static final Source DATE = both("DATE", "DATE", List.of("'2024-02-29'", "'1900-01-01'"),
      "int32 v (DATE)", LocalDate.parse("2024-02-29"), LocalDate.parse("1900-01-01"));
  static final Source DEC_4_1 = duck("DECIMAL(4,1) INT32", "DECIMAL(4,1)", "123.4", "-0.5");
  static final Source DEC_18_3 = both("DECIMAL(18,3) INT64", "DECIMAL(18,3)", List.of("12345678901234.567", "-0.5"),
      "int64 v (DECIMAL(18,3))", dec("12345678901234.567"), dec("-0.500"));
  static final Source DEC_38_10 = both("DECIMAL(38,10) FIXED(16)", "DECIMAL(38,10)", List.of("1234567.89", "-1.5"),
      "fixed_len_byte_array(16) v (DECIMAL(38,10))", dec("1234567.8900000000"), dec("-1.5000000000"));
  static final Source DEC_BIN = java("DECIMAL(20,2) BYTE_ARRAY", "binary v (DECIMAL(20,2))", dec("12345.67"), dec("-0.01"));
  static final Source I8 = both("INT(8,true)", "TINYINT", List.of("-128", "127"), "int32 v (INTEGER(8,true))", -128, 127);
  static final Source I16 = duck("INT(16,true)", "SMALLINT", "-32768", "300");
  static final Source I32 = both("INT32", "INTEGER", List.of("2147483647", "-1"), "int32 v", 2147483647, -1);
  static final Source I64 = both("INT64", "BIGINT", List.of("5", "9223372036854775807"), "int64 v", 5L, Long.MAX_VALUE);
  static final Source U8 = duck("UINT_8", "UTINYINT", "255", "0");
  static final Source U32 = both("INT(32,false)", "UINTEGER", List.of("4294967295", "1"),
      "int32 v (INTEGER(32,false))", 4294967295L, 1L);
  static final Source U64 = both("INT(64,false)", "UBIGINT", List.of("18446744073709551615", "1"),
      "int64 v (INTEGER(64,false))", new BigInteger("18446744073709551615"), BigInteger.ONE);
  static final Source FLOAT = both("FLOAT", "FLOAT", List.of("1.5", "0.1"), "float v", 1.5f, 0.1f);
  static final Source DOUBLE = both("DOUBLE", "DOUBLE", List.of("0.1"), "double v", 0.1);
  static final Source STRING = both("STRING", "VARCHAR", List.of("'héllo'"), "binary v (STRING)", "héllo");
  static final Source ENUM = java("ENUM", "binary v (ENUM)", "RED");
  static final Source BLOB = both("BYTE_ARRAY", "BLOB", List.of("'\\x68\\x69'"), "binary v",
      io.parquetry.interop.Bytes.of(new byte[] {'h', 'i'}));
  static final Source UUID16 = both("UUID", "UUID", List.of("'123e4567-e89b-12d3-a456-426614174000'"),
      "fixed_len_byte_array(16) v (UUID)", UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
  static final Source BOOL = both("BOOLEAN", "BOOLEAN", List.of("true"), "boolean v", true);

  static final String INSTANT_ONLY = "a timestamp adjusted to UTC is an instant: declare it Instant";
  static final String LOCAL_ONLY = "a local timestamp (not adjusted to UTC) names no instant: declare it LocalDateTime";
  static final String INTEGERS_ONLY = "only integer columns and decimals of scale 0 read as integers";

  static List<Cell> cells() {
    return List.of(
        // local timestamps: LocalDateTime of any unit; to a coarser unit toward negative infinity
        reads(TS_MS_LOCAL, LdtMs.class, ldt("2024-02-29T12:34:56.789"), ldt("1969-12-31T23:59:59.999"), null, ldt("2300-01-01T00:00")),
        reads(TS_MS_LOCAL, LdtUs.class, ldt("2024-02-29T12:34:56.789"), ldt("1969-12-31T23:59:59.999"), null, ldt("2300-01-01T00:00")),
        fails(TS_MS_LOCAL, LdtNs.class, "10413792000000 MILLIS is outside the range of TIMESTAMP(NANOS)"),
        refused(TS_MS_LOCAL, InstMs.class, LOCAL_ONLY),
        reads(TS_US_LOCAL, LdtMs.class, ldt("2024-02-29T12:34:56.789"), ldt("1969-12-31T23:59:59.999")),
        reads(TS_US_LOCAL, LdtUs.class, ldt("2024-02-29T12:34:56.789123"), ldt("1969-12-31T23:59:59.999999")),
        reads(TS_US_LOCAL, LdtNs.class, ldt("2024-02-29T12:34:56.789123"), ldt("1969-12-31T23:59:59.999999")),
        refused(TS_US_LOCAL, InstUs.class, LOCAL_ONLY),
        reads(TS_NS_LOCAL, LdtMs.class, ldt("2024-02-29T12:34:56.789"), ldt("1969-12-31T23:59:59.999")),
        reads(TS_NS_LOCAL, LdtUs.class, ldt("2024-02-29T12:34:56.789123"), ldt("1969-12-31T23:59:59.999999")),
        reads(TS_NS_LOCAL, LdtNs.class, ldt("2024-02-29T12:34:56.789123456"), ldt("1969-12-31T23:59:59.999999999")),
        refused(TS_NS_LOCAL, InstNs.class, LOCAL_ONLY),
        refused(TS_NS_LOCAL, LongV.class, INTEGERS_ONLY),
        // UTC timestamps: Instant of any unit
        reads(TS_MS_UTC, InstMs.class, inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z")),
        reads(TS_MS_UTC, InstUs.class, inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z")),
        reads(TS_MS_UTC, InstNs.class, inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z")),
        refused(TS_MS_UTC, LdtMs.class, INSTANT_ONLY),
        reads(TS_US_UTC, InstMs.class, inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z")),
        reads(TS_US_UTC, InstUs.class, inst("2024-02-29T12:34:56.789123Z"), inst("1969-12-31T23:59:59.999999Z")),
        reads(TS_US_UTC, InstNs.class, inst("2024-02-29T12:34:56.789123Z"), inst("1969-12-31T23:59:59.999999Z")),
        refused(TS_US_UTC, LdtUs.class, INSTANT_ONLY),
        refused(TS_US_UTC, DateV.class, ""),
        reads(TS_NS_UTC, InstMs.class, inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z")),
        reads(TS_NS_UTC, InstUs.class, inst("2024-02-29T12:34:56.789123Z"), inst("1969-12-31T23:59:59.999999Z")),
        reads(TS_NS_UTC, InstNs.class, inst("2024-02-29T12:34:56.789123456Z"), inst("1969-12-31T23:59:59.999999999Z")),
        refused(TS_NS_UTC, LdtNs.class, INSTANT_ONLY),
        // INT96: either kind, any unit; beyond the unit's range an error naming the value
        reads(INT96, InstMs.class, inst("2024-02-29T12:34:56.789Z"), inst("1969-12-31T23:59:59.999Z"), inst("2300-01-01T00:00:00Z")),
        reads(INT96, InstUs.class, inst("2024-02-29T12:34:56.789123Z"), inst("1969-12-31T23:59:59.999999Z"), inst("2300-01-01T00:00:00Z")),
        fails(INT96, InstNs.class, "INT96 timestamp 2300-01-01T00:00:00Z is outside the range of TIMESTAMP(NANOS)"),
        reads(INT96, LdtUs.class, ldt("2024-02-29T12:34:56.789123"), ldt("1969-12-31T23:59:59.999999"), ldt("2300-01-01T00:00")),
        refused(INT96, LongV.class, INTEGERS_ONLY),
        // times: LocalTime of any unit, adjusted to UTC or not
        reads(TIME_MS, TimeMs.class, LocalTime.parse("23:59:59.999"), LocalTime.parse("00:00:00.001")),
        reads(TIME_MS, TimeUs.class, LocalTime.parse("23:59:59.999"), LocalTime.parse("00:00:00.001")),
        reads(TIME_MS, TimeNs.class, LocalTime.parse("23:59:59.999"), LocalTime.parse("00:00:00.001")),
        reads(TIME_US, TimeMs.class, LocalTime.parse("12:34:56.789"), LocalTime.parse("00:00")),
        reads(TIME_US, TimeUs.class, LocalTime.parse("12:34:56.789123"), LocalTime.parse("00:00:00.000001")),
        reads(TIME_US, TimeNs.class, LocalTime.parse("12:34:56.789123"), LocalTime.parse("00:00:00.000001")),
        refused(TIME_US, LdtUs.class, ""),
        refused(TIME_US, LongV.class, INTEGERS_ONLY),
        reads(TIME_US_UTC, TimeUs.class, LocalTime.parse("12:34:56.789123")),
        reads(TIME_US_UTC, TimeMs.class, LocalTime.parse("12:34:56.789")),
        reads(TIME_NS, TimeMs.class, LocalTime.parse("12:34:56.789")),
        reads(TIME_NS, TimeNs.class, LocalTime.parse("12:34:56.789123456")),
        fails(TIME_24H, TimeUs.class, "field v: time value 86400000000 MICROS is outside a day"),
        fails(TIME_24H, TimeMs.class, "field v: time value 86400000 MILLIS is outside a day"),
        // dates
        reads(DATE, DateV.class, LocalDate.parse("2024-02-29"), LocalDate.parse("1900-01-01")),
        refused(DATE, IntV.class, INTEGERS_ONLY),
        refused(DATE, LdtUs.class, ""),
        // decimals: rescaled where exact
        reads(DEC_4_1, Dec9s2.class, dec("123.40"), dec("-0.50")),
        reads(DEC_4_1, Dec18s4.class, dec("123.4000"), dec("-0.5000")),
        reads(DEC_4_1, Dec38s10.class, dec("123.4000000000"), dec("-0.5000000000")),
        fails(DEC_4_1, Dec5s3.class, "123.4 has no exact value in DECIMAL(5,3)"),
        fails(DEC_18_3, Dec9s2.class, "12345678901234.567 has no exact value in DECIMAL(9,2)"),
        reads(DEC_18_3, Dec18s4.class, dec("12345678901234.5670"), dec("-0.5000")),
        reads(DEC_18_3, Dec38s10.class, dec("12345678901234.5670000000"), dec("-0.5000000000")),
        reads(DEC_38_10, Dec9s2.class, dec("1234567.89"), dec("-1.50")),
        reads(DEC_38_10, Dec18s4.class, dec("1234567.8900"), dec("-1.5000")),
        fails(DEC_38_10, Dec5s3.class, "1234567.8900000000 has no exact value in DECIMAL(5,3)"),
        reads(DEC_BIN, Dec9s2.class, dec("12345.67"), dec("-0.01")),
        reads(DEC_BIN, Dec38s10.class, dec("12345.6700000000"), dec("-0.0100000000")),
        refused(DEC_18_3, LongV.class, INTEGERS_ONLY),
        refused(DEC_18_3, DoubleV.class, ""),
        // integers: every width and signedness, exact or an error naming the value
        reads(I8, ByteV.class, (byte) -128, (byte) 127),
        reads(I8, ShortV.class, (short) -128, (short) 127),
        reads(I8, IntV.class, -128, 127),
        reads(I8, LongV.class, -128L, 127L),
        fails(I8, UIntV.class, "-128 does not fit INT(32,false)"),
        fails(I8, ULongV.class, "-128 does not fit INT(64,false)"),
        fails(I16, ByteV.class, "-32768 does not fit INT(8,true)"),
        reads(I16, ShortV.class, (short) -32768, (short) 300),
        reads(I16, LongV.class, -32768L, 300L),
        fails(I32, ShortV.class, "2147483647 does not fit INT(16,true)"),
        reads(I32, IntV.class, 2147483647, -1),
        reads(I32, LongV.class, 2147483647L, -1L),
        fails(I32, UIntV.class, "-1 does not fit INT(32,false)"),
        fails(I64, IntV.class, "9223372036854775807 does not fit INT(32,true)"),
        reads(I64, LongV.class, 5L, Long.MAX_VALUE),
        reads(I64, ULongV.class, 5L, Long.MAX_VALUE),
        fails(U8, ByteV.class, "255 does not fit INT(8,true)"),
        reads(U8, ShortV.class, (short) 255, (short) 0),
        reads(U8, UIntV.class, 255, 0),
        fails(U32, IntV.class, "4294967295 does not fit INT(32,true)"),
        reads(U32, LongV.class, 4294967295L, 1L),
        reads(U32, UIntV.class, -1, 1), // @Unsigned int: the bits of 4294967295
        reads(U32, ULongV.class, 4294967295L, 1L),
        fails(U64, LongV.class, "18446744073709551615 does not fit INT(64,true)"),
        fails(U64, IntV.class, "18446744073709551615 does not fit INT(32,true)"),
        reads(U64, ULongV.class, -1L, 1L), // @Unsigned long: the bits of 2^64-1
        refused(I32, DoubleV.class, ""),
        refused(I64, StringV.class, "text reads only from BYTE_ARRAY text"),
        // floating point
        reads(FLOAT, FloatV.class, 1.5f, 0.1f),
        reads(FLOAT, DoubleV.class, 1.5, (double) 0.1f),
        reads(DOUBLE, DoubleV.class, 0.1),
        refused(DOUBLE, FloatV.class, ""),
        refused(FLOAT, IntV.class, INTEGERS_ONLY),
        // text, bytes, UUID, booleans
        reads(STRING, StringV.class, "héllo"),
        reads(STRING, BytesV.class, "héllo".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
        reads(ENUM, StringV.class, "RED"),
        reads(BLOB, StringV.class, "hi"),
        reads(BLOB, BytesV.class, new byte[] {'h', 'i'}),
        reads(UUID16, UuidV.class, UUID.fromString("123e4567-e89b-12d3-a456-426614174000")),
        reads(UUID16, BytesV.class, new byte[] {0x12, 0x3e, 0x45, 0x67, (byte) 0xe8, (byte) 0x9b, 0x12, (byte) 0xd3,
            (byte) 0xa4, 0x56, 0x42, 0x66, 0x14, 0x17, 0x40, 0x00}),
        refused(UUID16, StringV.class, "text reads only from BYTE_ARRAY text"),
        refused(STRING, UuidV.class, ""),
        reads(BOOL, BoolV.class, true),
        refused(BOOL, IntV.class, INTEGERS_ONLY));
  }

  @TestFactory
  Stream<DynamicTest> everyCell() {
    return cells().stream().flatMap(c -> c.source().writers().stream().map(w -> DynamicTest.dynamicTest(
        c.source().name() + " (" + w + ") as " + c.record().getSimpleName(), () -> check(c, file(c.source(), w)))));
  }

  static void check(Cell c, Path file) {
    if (c.refusal() != null) {
      ParquetException e = assertThrows(ParquetException.class, () -> Parquet.reader(c.record(), file).build());
      String declared = Parquet.mapper(c.record()).schema().columns().get(0).type().toString().trim();
      assertContains(e.getMessage(), "field v expects " + stripSemicolon(declared), "but the file has ", c.refusal());
      return;
    }
    if (c.valueError() != null) {
      ParquetException e = assertThrows(ParquetException.class, () -> values(c.record(), file));
      assertContains(e.getMessage(), file.getFileName().toString(), c.valueError());
      // where: the page of the column for a conversion, the row for a value the Java type cannot hold
      assertContains(e.getMessage(), c.valueError().startsWith("field v") ? ": row 1 (row group 0): " : "column v, page ");
      return;
    }
    List<Object> got = values(c.record(), file);
    assertEquals(c.expected().size(), got.size(), "rows");
    for (int i = 0; i < got.size(); i++) {
      Object want = c.expected().get(i);
      if (want == null) {
        assertNull(got.get(i), "row " + i);
      } else if (want instanceof byte[] b) {
        assertArrayEquals(b, (byte[]) got.get(i), "row " + i);
      } else {
        assertEquals(want, got.get(i), "row " + i);
      }
    }
  }

  static String stripSemicolon(String s) {
    return s.endsWith(";") ? s.substring(0, s.length() - 1) : s;
  }

  static void assertContains(String message, String... parts) {
    for (String p : parts) {
      assertTrue(message.contains(p), "expected '" + p + "' in: " + message);
    }
  }

  /** The field {@code v} of every record of {@code file}, read as {@code type}. */
  static List<Object> values(Class<?> type, Path file) {
    List<Object> out = new ArrayList<>();
    try (ParquetReader<?> r = Parquet.reader(type, file).build()) {
      for (Object rec : r) {
        try {
          out.add(type.getRecordComponents()[0].getAccessor().invoke(rec));
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return out;
  }

  /** The file of {@code source} as {@code writer} writes it (written once per test run). */
  static synchronized Path file(Source s, String writer) {
    String key = s.name() + "/" + writer;
    Path existing = FILES.get(key);
    if (existing != null) {
      return existing;
    }
    Path file = dir.resolve("f" + FILES.size() + "-" + writer + ".parquet");
    if (writer.equals("duckdb")) {
      List<String> selects = new ArrayList<>();
      for (int i = 0; i < s.duckValues().size(); i++) {
        selects.add("SELECT " + i + " AS i, (" + s.duckValues().get(i) + ")::" + s.duckType() + " AS v");
      }
      DuckDbFiles.copy("SELECT v FROM (" + String.join(" UNION ALL ", selects) + ") ORDER BY i", file, null);
    } else {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (Object v : s.javaValues()) {
        rows.add(Canonical.row("v", v));
      }
      ParquetJavaFiles.write(file, "message m { optional " + s.javaType() + "; }", rows);
    }
    FILES.put(key, file);
    return file;
  }

  // ---- the Row API on the same files ---------------------------------------------------------

  /**
   * Generic rows read what parquet-java reads: TIME past 24:00 as a Duration, UINT64 as the
   * unsigned BigInteger, INT96 as the instant of its signed Julian day.
   */
  @Test
  void rowsReadWhatParquetJavaReads() {
    record Case(Source source, String writer, List<Object> expected) {}
    List<Case> cases = List.of(
        new Case(TIME_24H, "duckdb", List.of(LocalTime.parse("01:02:03"), java.time.Duration.ofHours(24))),
        new Case(U64, "duckdb", List.of(new BigInteger("18446744073709551615"), BigInteger.ONE)),
        new Case(U64, "parquet-java", List.of(new BigInteger("18446744073709551615"), BigInteger.ONE)),
        new Case(INT96, "parquet-java", List.of(inst("2024-02-29T12:34:56.789123456Z"),
            inst("1969-12-31T23:59:59.999999999Z"), inst("2300-01-01T00:00:00Z"))));
    for (Case c : cases) {
      Path file = file(c.source(), c.writer());
      List<Object> ours = new ArrayList<>();
      try (io.parquetry.ParquetFile f = io.parquetry.ParquetFile.open(file);
           ParquetReader<io.parquetry.row.Row> rows = f.rows()) {
        rows.forEach(r -> ours.add(r.get("v")));
      }
      List<Object> theirs = ParquetJavaFiles.read(file).stream().map(m -> m.get("v")).toList();
      assertEquals(c.expected(), ours, c.source().name() + " by " + c.writer());
      assertEquals(c.expected(), theirs, c.source().name() + " by " + c.writer() + ", read by parquet-java");
    }
  }

  // ---- strict schema -----------------------------------------------------------------------

  @Test
  void strictSchemaNamesTheFileColumnsWhenARecordPropertyHasNone() {
    Path file = dir.resolve("camel.parquet");
    DuckDbFiles.copy("SELECT 7::BIGINT AS customerId, 'Ada' AS fullName", file, null);
    // lenient (the default): the snake_case columns are absent, so the properties read as null
    try (ParquetReader<Customer> r = Parquet.reader(Customer.class, file).build()) {
      assertEquals(List.of(new Customer(null, null)), r.stream().toList());
    }
    ParquetException e = assertThrows(ParquetException.class, () -> Parquet.reader(Customer.class, file)
        .options(ReadOptions.defaults().withStrictSchema(true)).build());
    assertContains(e.getMessage(), "camel.parquet", "the file has no column for field customer_id",
        "the file's columns: customerId, fullName");
    // a property with a declared default is no error: the default is what it reads as
    Path withId = dir.resolve("ids.parquet");
    DuckDbFiles.copy("SELECT 7::BIGINT AS customerId", withId, null);
    try (ParquetReader<CustomerWithDefault> r = Parquet.reader(CustomerWithDefault.class, withId)
        .options(ReadOptions.defaults().withStrictSchema(true)).build()) {
      assertEquals(List.of(new CustomerWithDefault(7L, 0)), r.stream().toList());
    }
  }
}
