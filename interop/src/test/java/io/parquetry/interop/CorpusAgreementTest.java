package io.parquetry.interop;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.map;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DuckDB and parquet-java read files of the conformance corpus into the same canonical rows.
 * Not listed: map_no_value.parquet, which DuckDB 1.5.6 rejects ("MAP_KEY_VALUE requires two
 * children"); parquet-java reads it with null values.
 */
class CorpusAgreementTest {

  static Path corpus(String name) {
    Path p = CorpusConformanceTest.data(name);
    if (!Files.isRegularFile(p)) {
      throw new IllegalStateException("corpus file missing: " + p);
    }
    return p;
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "alltypes_plain.parquet",
      "alltypes_plain.snappy.parquet",
      "alltypes_dictionary.parquet",
      "nested_lists.snappy.parquet",
      "nested_maps.snappy.parquet",
      "nulls.snappy.parquet",
      "datapage_v2.snappy.parquet",
      "int32_decimal.parquet",
      "int64_decimal.parquet",
      "byte_array_decimal.parquet",
      "fixed_length_decimal.parquet",
      "fixed_length_decimal_legacy.parquet",
      "float16_nonzeros_and_nans.parquet",
      "repeated_no_annotation.parquet",
      "old_list_structure.parquet",
      "list_columns.parquet",
      "null_list.parquet",
      "nonnullable.impala.parquet",
      "nullable.impala.parquet",
      "delta_binary_packed.parquet",
      "delta_byte_array.parquet",
  })
  void readersAgree(String name) {
    Path file = corpus(name);
    List<Map<String, Object>> javaRows = ParquetJavaFiles.read(file);
    List<Map<String, Object>> duckRows = DuckDbFiles.read(file);
    org.junit.jupiter.api.Assertions.assertFalse(javaRows.isEmpty(), name + " read as no rows");
    Canonical.assertRowsEqual(javaRows, duckRows);
  }

  @Test
  void alltypesPlainHasKnownValues() {
    List<Map<String, Object>> rows = ParquetJavaFiles.read(corpus("alltypes_plain.parquet"));
    assertEquals(8, rows.size());
    Map<String, Object> first = rows.get(0);
    assertEquals(4, first.get("id"));
    assertEquals(true, first.get("bool_col"));
    assertEquals(Bytes.utf8("03/01/09"), first.get("date_string_col"));
    assertEquals(Bytes.utf8("0"), first.get("string_col"));
    assertEquals(Instant.parse("2009-03-01T00:00:00Z"), first.get("timestamp_col"));
    assertEquals(1.1f, rows.get(1).get("float_col"));
    assertEquals(10.1, rows.get(1).get("double_col"));
  }

  @Test
  void nestedMapsHaveKnownValues() {
    Map<String, Object> first = DuckDbFiles.read(corpus("nested_maps.snappy.parquet")).get(0);
    Canonical.assertValueEquals(map("a", map(1, true, 2, false)), first.get("a"));
    assertEquals(1, first.get("b"));
    assertEquals(1.0, first.get("c"));
    Canonical.assertValueEquals(list(), List.of()); // sanity of the helper itself
  }
}
