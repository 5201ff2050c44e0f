package io.parquetry.interop.records;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.TimeUnit;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Record types matching files that DuckDB and parquet-java write. */
final class Foreign {
  private Foreign() {}

  record Item(String label, Integer n, Boolean ok) {}

  /** One field per DuckDB column type of {@link RecordsFromOtherWritersTest#duckDbSelect}. */
  @ParquetRecord
  record DuckRow(long id, String name, @Decimal(precision = 18, scale = 4) BigDecimal amount, Instant at,
      LocalDate day, List<String> tags, Map<String, Long> attrs, Item item, List<Item> items, UUID uuid,
      byte[] blob, boolean flag, double score, int count, short small, byte tiny, LocalTime time,
      LocalDateTime local) {}

  record Point(double x, Double y) {}

  /** Matches {@link RecordsFromOtherWritersTest#PARQUET_JAVA_SCHEMA}: legacy lists and map, bare repeated. */
  @ParquetRecord
  record JavaRow(long id, String name, List<String> tags, Map<String, Long> attrs, List<Point> points,
      List<Long> bare, UUID uuid, @Timestamp(unit = TimeUnit.MILLIS) Instant at,
      @Decimal(precision = 9, scale = 2) BigDecimal price, LocalDate day, Integer count) {}
}
