package io.parquetry.bench;

import io.parquetry.annotation.ParquetRecord;
import com.jerolba.carpet.annotation.NotNull;
import java.util.List;
import java.util.Map;

/** The nested benchmark record: a list of structs (1-20 items) and a string map. */
@ParquetRecord
public record Order(long id, @NotNull String customer, @NotNull List<LineItem> items,
        @NotNull Map<String, @NotNull String> attributes) {

    /** Order-independent checksum contribution (map entries are summed, so their order is free). */
    public long hash() {
        long h = Checksums.mix(id);
        h = Checksums.mix(h * 31 + customer.hashCode());
        for (LineItem item : items) {
            h = Checksums.mix(h * 31 + item.hash());
        }
        long m = 0;
        for (Map.Entry<String, String> e : attributes.entrySet()) {
            m += Checksums.mix(e.getKey().hashCode() * 31L + e.getValue().hashCode());
        }
        return Checksums.mix(h * 31 + m);
    }
}
