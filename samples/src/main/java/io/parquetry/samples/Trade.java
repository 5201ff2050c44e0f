package io.parquetry.samples;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** A trade as a microservice might export it: the README's example record. */
@ParquetRecord
public record Trade(long id, String symbol, @Decimal(precision = 18, scale = 4) BigDecimal price, Instant at,
                    Side side, List<String> tags, Map<String, Long> attrs, Address venue) {

    /** Buy or sell. */
    public enum Side { BUY, SELL }
}
