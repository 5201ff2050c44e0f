package io.parquetry.spark;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.ParquetTarget;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** Rows for the filter tests: a sorted id, clustered strings, nulls, ±0.0 and infinities, nested and repeated columns. */
@ParquetRecord
@ParquetTarget(Engine.SPARK)
public record Reading(long id, Integer level, String station, double value,
        @Decimal(precision = 9, scale = 2) BigDecimal price, LocalDate day, Instant at, boolean ok, Color color,
        Place place, short code, List<String> tags) {
}
