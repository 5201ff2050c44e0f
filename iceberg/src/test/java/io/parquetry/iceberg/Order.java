package io.parquetry.iceberg;

import io.parquetry.annotation.ParquetRecord;
import java.time.LocalDateTime;

/** A record with an enum (an Iceberg string column) and a local timestamp (Iceberg's timestamp without zone). */
@ParquetRecord
public record Order(long id, Side side, LocalDateTime placed) {
    /** The order's side. */
    public enum Side { BUY, SELL }
}
