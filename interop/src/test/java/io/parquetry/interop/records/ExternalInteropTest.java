package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetExternal;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.interop.DuckDbFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class mapped by {@code @ParquetExternal} (getters and a static factory, no annotations of its
 * own), written top-level and nested in a record: DuckDB reads its columns and struct by name.
 */
@ParquetExternal(value = ExternalInteropTest.Temperature.class, factory = "of", parameters = {"station", "celsius"})
class ExternalInteropTest {

  /** Stands for a library class: private constructor, static factory, getters. */
  public static final class Temperature {
    private final String station;
    private final double celsius;

    private Temperature(String station, double celsius) {
      this.station = station;
      this.celsius = celsius;
    }

    public static Temperature of(String station, double celsius) {
      return new Temperature(station, celsius);
    }

    public String getStation() {
      return station;
    }

    public double getCelsius() {
      return celsius;
    }
  }

  @ParquetRecord
  record Log(long id, Temperature reading, List<Temperature> history) {}

  @TempDir
  Path dir;

  @Test
  void duckDbReadsTheExternalColumnsTopLevelAndNested() throws Exception {
    List<Temperature> rows = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      rows.add(Temperature.of("st" + (i % 4), i * 0.5 - 3));
    }
    Path flat = dir.resolve("temperatures.parquet");
    try (ParquetWriter<Temperature> w = Parquet.writer(Temperature.class, flat).build()) {
      for (Temperature t : rows) {
        w.write(t);
      }
    }
    List<String> expected = rows.stream().map(t -> t.getStation() + "|" + t.getCelsius()).toList();
    assertEquals(expected, text(DuckDbFiles.query("SELECT station AS s, celsius AS c FROM read_parquet("
        + DuckDbFiles.literal(flat) + ")")));

    Path nested = dir.resolve("logs.parquet");
    try (ParquetWriter<Log> w = Parquet.writer(Log.class, nested).build()) {
      for (int i = 0; i < rows.size(); i++) {
        w.write(new Log(i, rows.get(i), rows.subList(0, i % 3)));
      }
    }
    assertEquals(expected, text(DuckDbFiles.query("SELECT reading.station AS s, reading.celsius AS c FROM read_parquet("
        + DuckDbFiles.literal(nested) + ") ORDER BY id")));
    List<Map<String, Object>> counts = DuckDbFiles.query("SELECT len(history) AS n FROM read_parquet("
        + DuckDbFiles.literal(nested) + ") ORDER BY id");
    for (int i = 0; i < rows.size(); i++) {
      assertEquals(String.valueOf(i % 3), String.valueOf(counts.get(i).get("n")), "row " + i);
    }
  }

  private static List<String> text(List<Map<String, Object>> rows) {
    return rows.stream().map(r -> r.get("s") + "|" + r.get("c")).toList();
  }
}
