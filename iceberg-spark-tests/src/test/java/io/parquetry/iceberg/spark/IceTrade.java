package io.parquetry.iceberg.spark;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** A record Parquetry appends to an Iceberg table that Spark then reads. */
@ParquetRecord
public record IceTrade(long id, String symbol, @Decimal(precision = 18, scale = 4) BigDecimal price, int qty, Instant at,
                       Double ratio, List<String> tags, Map<String, Long> attrs, Spot venue, Side side) {
    /** An enum: an Iceberg string column. */
    public enum Side { BUY, SELL }
}
