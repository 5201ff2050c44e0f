package io.parquetry.interop;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.map;
import static io.parquetry.interop.Canonical.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * parquet-java writes canonical rows under a schema with every physical type, most logical
 * types, nested groups, 3-level and legacy lists, maps and bare repeated fields, for each codec
 * and page version; parquet-java and DuckDB must both read back exactly those rows.
 */
class ParquetJavaWritesTest {
  static final String SCHEMA = """
      message fixture {
        required int32 id;
        optional boolean flag;
        optional int32 i32;
        optional int32 i8 (INTEGER(8,true));
        optional int32 i16 (INTEGER(16,true));
        optional int32 u8 (INTEGER(8,false));
        optional int32 u16 (INTEGER(16,false));
        optional int32 u32 (INTEGER(32,false));
        optional int64 i64;
        optional int64 u64 (INTEGER(64,false));
        optional int96 ts96;
        optional float f32;
        optional double f64;
        optional binary raw;
        optional binary str (STRING);
        optional binary en (ENUM);
        optional binary js (JSON);
        optional fixed_len_byte_array(3) fixed3;
        optional fixed_len_byte_array(16) uuid (UUID);
        optional fixed_len_byte_array(2) half (FLOAT16);
        optional int32 dec32 (DECIMAL(9,2));
        optional int64 dec64 (DECIMAL(18,4));
        optional fixed_len_byte_array(16) decfix (DECIMAL(38,10));
        optional binary decbin (DECIMAL(20,3));
        optional int32 date (DATE);
        optional int32 tmillis (TIME(MILLIS,true));
        optional int64 tmicros (TIME(MICROS,false));
        optional int64 tsmillis (TIMESTAMP(MILLIS,true));
        optional int64 tsmicros (TIMESTAMP(MICROS,false));
        optional int64 tsnanos (TIMESTAMP(NANOS,false));
        optional group tags (LIST) { repeated group list { optional binary element (STRING); } }
        required group ints (LIST) { repeated group list { required int32 element; } }
        optional group matrix (LIST) {
          repeated group list { optional group element (LIST) { repeated group list { optional int64 element; } } }
        }
        optional group people (LIST) {
          repeated group list { optional group element { required binary name (STRING); optional int32 age; } }
        }
        optional group legacy (LIST) { repeated int32 array; }
        optional group attrs (MAP) { repeated group key_value { required binary key (STRING); optional int32 value; } }
        optional group scores (MAP) {
          repeated group key_value {
            required int32 key;
            required group value { optional double v; optional group vs (LIST) { repeated group list { optional double element; } } }
          }
        }
        optional group address {
          required binary city (STRING);
          optional group geo { optional double lat; optional double lon; }
          optional group lines (LIST) { repeated group list { optional binary element (STRING); } }
        }
        repeated int64 reps;
        repeated group points { required int32 x; optional int32 y; }
      }
      """;

  static final int ROWS = 25;

  /** Row i; every optional field is null on rows where i % 6 = 5. */
  static Map<String, Object> row(int i) {
    boolean n = i % 6 == 5;
    Map<String, Object> r = Canonical.row("id", i);
    r.put("flag", n ? null : i % 2 == 0);
    r.put("i32", n ? null : i * 7919 - 100_000);
    r.put("i8", n ? null : i * 10 - 128);
    r.put("i16", n ? null : i * 1000 - 12_000);
    r.put("u8", n ? null : 255 - i);
    r.put("u16", n ? null : 65_535 - i * 100);
    r.put("u32", n ? null : 4_294_967_295L - i);
    r.put("i64", n ? null : Long.MIN_VALUE + i * 1_000_000_000_007L);
    r.put("u64", n ? null : BigInteger.TWO.pow(64).subtract(BigInteger.valueOf(i * 1_000_000_000_000_000L + 1)));
    r.put("ts96", n ? null : Instant.parse("1965-02-03T04:05:06.123456Z").plusSeconds(i * 86_401L * 400));
    r.put("f32", n ? null : i == 2 ? Float.NaN : i == 3 ? Float.NEGATIVE_INFINITY : i * 0.5f - 3);
    r.put("f64", n ? null : i == 4 ? -0.0 : i / 3.0);
    r.put("raw", n ? null : Bytes.of(new byte[i % 5]));
    r.put("str", n ? null : "s" + i + " ✓");
    r.put("en", n ? null : i % 2 == 0 ? "RED" : "GREEN");
    r.put("js", n ? null : "{\"k\":" + i + "}");
    r.put("fixed3", n ? null : Bytes.of(i, i + 1, 255));
    r.put("uuid", n ? null : new UUID(0x0123_4567_89AB_CDEFL * i, -i));
    r.put("half", n ? null : i == 4 ? 65504f : i * 0.25f - 1);
    r.put("dec32", n ? null : BigDecimal.valueOf(i * 12_345L - 99_999, 2));
    r.put("dec64", n ? null : BigDecimal.valueOf(i * 1_234_567_890_123L - 7, 4));
    r.put("decfix", n ? null : new BigDecimal("-9999999999999999999999999999.9999999999").add(BigDecimal.valueOf(i * 3)));
    r.put("decbin", n ? null : new BigDecimal((i % 2 == 0 ? "" : "-") + "12345678901234567.89" + i % 10));
    r.put("date", n ? null : LocalDate.of(1969, 12, 31).plusDays(i * 1000L - 5000));
    r.put("tmillis", n ? null : LocalTime.ofNanoOfDay(i * 3_599_001L % 86_400_000L * 1_000_000L));
    r.put("tmicros", n ? null : LocalTime.of(23, 59, 59, 999_999_000).minusNanos(i * 1_000_000_007_000L));
    r.put("tsmillis", n ? null : Instant.ofEpochMilli(i * 123_456_789_012L - 1_000_000_000_000L));
    r.put("tsmicros", n ? null : LocalDateTime.of(2024, 2, 29, 12, 0).plusNanos(i * 1_001_001_000L));
    r.put("tsnanos", n ? null : LocalDateTime.of(1900, 1, 1, 0, 0).plusNanos(i * 1_000_000_001L));
    r.put("tags", n ? null : switch (i % 4) {
      case 0 -> list();
      case 1 -> list("a", null, "c" + i);
      case 2 -> null;
      default -> list((Object) null);
    });
    List<Object> ints = new ArrayList<>();
    for (int k = 0; k < i % 4; k++) {
      ints.add(i * 100 + k);
    }
    r.put("ints", ints); // required: never null
    r.put("matrix", n ? null : switch (i % 3) {
      case 0 -> list(list(1L, 2L + i), list(), null, list((Object) null));
      case 1 -> list();
      default -> null;
    });
    r.put("people", n ? null : list(struct("name", "p" + i, "age", i), null, struct("name", "q", "age", null)));
    r.put("legacy", n ? null : i % 2 == 0 ? list(i, i + 1) : list());
    r.put("attrs", n ? null : i % 3 == 0 ? map() : map("a" + i, i, "b", null));
    r.put("scores", n ? null : map(1, struct("v", 1.5, "vs", list(0.5, null)), 2, struct("v", null, "vs", null)));
    r.put("address", n ? null : struct(
        "city", "c" + i,
        "geo", i % 2 == 0 ? struct("lat", 52.5 + i, "lon", null) : null,
        "lines", list("l1", null)));
    List<Object> reps = new ArrayList<>();
    for (int k = 0; k < i % 3; k++) {
      reps.add((long) i << 33 | k);
    }
    r.put("reps", reps); // repeated: empty, never null
    r.put("points", i % 2 == 0 ? list(struct("x", i, "y", null), struct("x", -i, "y", i)) : list());
    return r;
  }

  static List<Map<String, Object>> rows() {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      rows.add(row(i));
    }
    return rows;
  }

  static Stream<Arguments> variants() {
    List<Arguments> out = new ArrayList<>();
    CompressionCodecName[] codecs = {
        CompressionCodecName.UNCOMPRESSED, CompressionCodecName.SNAPPY, CompressionCodecName.GZIP, CompressionCodecName.ZSTD};
    for (int c = 0; c < codecs.length; c++) {
      for (WriterVersion v : new WriterVersion[] {WriterVersion.PARQUET_1_0, WriterVersion.PARQUET_2_0}) {
        out.add(Arguments.of(codecs[c], v, (c + v.ordinal()) % 2 == 0));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1} dictionary={2}")
  @MethodSource("variants")
  void duckDbReadsWhatParquetJavaWrote(CompressionCodecName codec, WriterVersion version, boolean dictionary,
      @TempDir Path dir) {
    Path file = dir.resolve("pj.parquet");
    List<Map<String, Object>> rows = rows();
    ParquetJavaFiles.write(file, SCHEMA, rows, codec, dictionary, version);

    for (BlockMetaData block : ParquetJavaFiles.footer(file).getBlocks()) {
      for (ColumnChunkMetaData chunk : block.getColumns()) {
        assertEquals(codec, chunk.getCodec(), chunk.getPath().toString());
      }
    }
    Canonical.assertRowsEqual(rows, ParquetJavaFiles.read(file));
    // with v2 pages and no dictionary parquet-java writes DELTA_BYTE_ARRAY for every byte-array
    // column (UUID, FLOAT16 and DECIMAL too), which DuckDB 1.5.6 decodes (1.4 did not)
    Canonical.assertRowsEqual(rows, DuckDbFiles.read(file));
  }

  @Test
  void writerRefusesLossyOrMistypedValues(@TempDir Path dir) {
    Path file = dir.resolve("bad.parquet");
    String schema = "message m { optional int64 ts (TIMESTAMP(MILLIS,true)); optional int32 d (DECIMAL(9,2)); }";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ParquetJavaFiles.write(
        file, schema, List.of(Canonical.row("ts", Instant.parse("2020-01-01T00:00:00.000001Z"), "d", null))));
    assertTrue(e.getMessage().startsWith("row 0: ts: "), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ParquetJavaFiles.write(
        file, schema, List.of(Canonical.row("ts", null, "d", new BigDecimal("1.234")))));
    assertTrue(e.getMessage().contains("does not fit scale 2"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ParquetJavaFiles.write(
        file, schema, List.of(Canonical.row("ts", null, "d", 5))));
    assertTrue(e.getMessage().contains("expected BigDecimal but got Integer"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> ParquetJavaFiles.write(
        file, schema, List.of(Canonical.row("nope", 1))));
    assertTrue(e.getMessage().contains("no field nope"), e.getMessage());
  }

  @Test
  void float16ConversionIsExact() {
    for (int bits = 0; bits <= 0xFFFF; bits++) {
      float f = ParquetJavaFiles.halfToFloat((short) bits);
      if (Float.isNaN(f)) {
        continue;
      }
      assertEquals(bits, ParquetJavaFiles.floatToHalf(f) & 0xFFFF, "half bits " + Integer.toHexString(bits));
    }
    assertEquals(65504f, ParquetJavaFiles.halfToFloat((short) 0x7BFF));
    assertEquals(0x1p-24f, ParquetJavaFiles.halfToFloat((short) 1));
    assertThrows(IllegalArgumentException.class, () -> ParquetJavaFiles.floatToHalf(0.1f));
  }
}
