package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.row.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files written by DuckDB ({@code COPY ... TO}) and by parquet-java ({@code ExampleParquetWriter})
 * read with {@code ParquetFile.open(path).rows()}: every value must equal what the reference
 * readers see and, for parquet-java's files, the rows that were written; Parquetry's decoded
 * footer must agree with parquet-java's.
 */
class RuntimeReadsTest {

  /** Reads every row of {@code file} with Parquetry, as canonical values. */
  static List<Map<String, Object>> readOurs(Path file) {
    List<Row> rows = new ArrayList<>();
    try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> reader = f.rows()) {
      for (Row r : reader) {
        rows.add(r);
      }
      assertEquals(f.rowCount(), rows.size(), "rows read vs the footer's row count");
    }
    return RowCanonical.rows(rows);
  }

  // ------------------------------------------------------------------ DuckDB's files

  /** DuckDbWritesTest's fixture: most types, nesting shapes and NULL placements, 40 rows. */
  @ParameterizedTest
  @ValueSource(strings = {
      "COMPRESSION zstd, ROW_GROUP_SIZE 16",
      "COMPRESSION snappy",
      "COMPRESSION uncompressed, PARQUET_VERSION v2",
      "COMPRESSION gzip, ROW_GROUP_SIZE 7, PARQUET_VERSION v2",
      "COMPRESSION brotli, ROW_GROUP_SIZE 10",
      "COMPRESSION lz4_raw, PARQUET_VERSION v2"})
  void readsDuckDbFixture(String options, @TempDir Path dir) {
    Path file = dir.resolve("duck.parquet");
    DuckDbFiles.copy(DuckDbWritesTest.SELECT, file, options);

    List<Map<String, Object>> ours = readOurs(file);
    assertEquals(DuckDbWritesTest.ROWS, ours.size());
    Canonical.assertRowsEqual(DuckDbFiles.read(file), ours);
    Canonical.assertValueEquals(DuckDbWritesTest.expectedRow0(), ours.get(0));
    Canonical.assertValueEquals(DuckDbWritesTest.expectedRow1(), ours.get(1));
    if (!options.contains("brotli")) { // parquet-java has no BROTLI codec here
      Canonical.assertRowsEqual(ParquetJavaFiles.read(file), ours);
    }
    assertTrue(FooterAgreement.assertAgrees(file) > 0, "no statistics compared");
  }

  /**
   * Enough rows for many pages per chunk, several row groups, dictionary pages that DuckDB
   * abandons for high-cardinality columns, and (with v2) DuckDB's delta and byte-stream-split
   * encodings.
   */
  static final String LARGE_SELECT = """
      SELECT i::INTEGER AS id,
        CASE WHEN i % 11 = 0 THEN NULL ELSE (i % 13)::TINYINT END AS small,
        'v' || (i % 50) AS lowcard,
        CASE WHEN i % 17 = 0 THEN NULL ELSE md5(i::VARCHAR) || repeat('x', (i % 7)::INTEGER) END AS highcard,
        i * 0.5 - 1000 AS dbl,
        (i * 1.5)::FLOAT AS flt,
        CASE WHEN i % 9 = 0 THEN NULL ELSE i::BIGINT * 1000003 - 5000000000 END AS big,
        (i * 7 % 100000)::DECIMAL(18,3) / 7 AS dec,
        DATE '2000-01-01' + (i % 5000)::INTEGER AS day,
        TIMESTAMP '2020-01-01' + to_microseconds(i::BIGINT * 1234567) AS ts,
        CASE WHEN i % 5 = 0 THEN NULL ELSE [i, NULL, i % 3]::INTEGER[] END AS lst,
        CASE WHEN i % 4 = 0 THEN NULL ELSE {'a': i % 10, 'b': 'n' || (i % 100)} END AS st,
        i % 2 = 0 AS even
      FROM range(0, 12000) t(i) ORDER BY i
      """;

  @ParameterizedTest
  @ValueSource(strings = {
      "COMPRESSION snappy, ROW_GROUP_SIZE 3000",
      "COMPRESSION zstd, ROW_GROUP_SIZE 5000, PARQUET_VERSION v2",
      "COMPRESSION uncompressed, ROW_GROUP_SIZE 2048, PARQUET_VERSION v2",
      "COMPRESSION gzip"})
  void readsLargeDuckDbFile(String options, @TempDir Path dir) {
    Path file = dir.resolve("large.parquet");
    DuckDbFiles.copy(LARGE_SELECT, file, options);

    List<Map<String, Object>> ours = readOurs(file);
    assertEquals(12_000, ours.size());
    Canonical.assertRowsEqual(ParquetJavaFiles.read(file), ours);
    Canonical.assertRowsEqual(DuckDbFiles.read(file), ours);
    assertTrue(FooterAgreement.assertAgrees(file) > 0, "no statistics compared");
  }

  // ------------------------------------------------------------------ parquet-java's files

  static Stream<Arguments> parquetJavaVariants() {
    List<Arguments> out = new ArrayList<>();
    for (CompressionCodecName c : new CompressionCodecName[] {CompressionCodecName.UNCOMPRESSED,
        CompressionCodecName.SNAPPY, CompressionCodecName.GZIP, CompressionCodecName.ZSTD,
        CompressionCodecName.LZ4_RAW, CompressionCodecName.LZ4}) {
      for (WriterVersion v : new WriterVersion[] {WriterVersion.PARQUET_1_0, WriterVersion.PARQUET_2_0}) {
        for (boolean dictionary : new boolean[] {true, false}) {
          out.add(Arguments.of(c, v, dictionary));
        }
      }
    }
    return out.stream();
  }

  /**
   * RuntimeWritesTest's fixture (every type, nulls everywhere, deep nesting) written by
   * parquet-java in small pages and row groups; with v2 and no dictionary parquet-java uses
   * DELTA_BINARY_PACKED and DELTA_BYTE_ARRAY, with v2 and dictionary RLE_DICTIONARY.
   */
  @ParameterizedTest(name = "{0} {1} dictionary={2}")
  @MethodSource("parquetJavaVariants")
  void readsParquetJavaFiles(CompressionCodecName c, WriterVersion v, boolean dictionary, @TempDir Path dir) {
    Path file = dir.resolve("pj.parquet");
    List<Map<String, Object>> written = RowCanonical.rows(RuntimeWritesTest.rows());
    ParquetJavaFiles.write(file, RuntimeWritesTest.SCHEMA_TEXT, written, c, dictionary, v, 1024, 32 << 10);

    List<Map<String, Object>> ours = readOurs(file);
    Canonical.assertRowsEqual(written, ours);
    Canonical.assertRowsEqual(ParquetJavaFiles.read(file), ours);
    try (ParquetFile f = ParquetFile.open(file)) {
      assertTrue(f.rowGroups().size() > 1, "expected several row groups, got " + f.rowGroups().size());
      assertEquals(RuntimeWritesTest.SCHEMA, f.schema());
    }
    assertTrue(FooterAgreement.assertAgrees(file) > 40, "too few statistics compared");
  }

  /** ParquetJavaWritesTest's fixture, which also has a legacy 2-level list ({@code repeated int32 array}). */
  @ParameterizedTest(name = "{0} {1} dictionary={2}")
  @MethodSource("parquetJavaVariants")
  void readsParquetJavaLegacyFixture(CompressionCodecName c, WriterVersion v, boolean dictionary,
      @TempDir Path dir) {
    Path file = dir.resolve("pj-legacy.parquet");
    List<Map<String, Object>> written = ParquetJavaWritesTest.rows();
    ParquetJavaFiles.write(file, ParquetJavaWritesTest.SCHEMA, written, c, dictionary, v);

    List<Map<String, Object>> ours = readOurs(file);
    Canonical.assertRowsEqual(written, ours);
    FooterAgreement.assertAgrees(file);
  }
}
