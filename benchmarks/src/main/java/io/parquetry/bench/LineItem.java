package io.parquetry.bench;

import io.parquetry.annotation.ParquetRecord;
import com.jerolba.carpet.annotation.NotNull;

/** One line of an {@link Order}; {@code note} is usually null. */
@ParquetRecord
public record LineItem(@NotNull String sku, int quantity, double unitPrice, double discount, String note) {
    long hash() {
        long h = Checksums.mix(sku.hashCode());
        h = Checksums.mix(h * 31 + quantity);
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(unitPrice));
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(discount));
        return Checksums.mix(h * 31 + (note == null ? Checksums.NULL : note.hashCode()));
    }
}
