package io.parquetry.iceberg;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A test record covering Iceberg's primitive types, a struct, a list and a map. */
@ParquetRecord
public record Trade(long id, String symbol, @Decimal(precision = 18, scale = 4) BigDecimal price, int qty,
                    Instant at, LocalDate day, Double ratio, List<String> tags, Map<String, Long> attrs,
                    Venue venue, UUID ref, byte[] blob) {}
