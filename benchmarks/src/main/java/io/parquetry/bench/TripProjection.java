package io.parquetry.bench;

import io.parquetry.annotation.ParquetRecord;
import com.jerolba.carpet.annotation.NotNull;
import java.time.Instant;

/** The 3 of 18 {@link TaxiTrip} columns the projection workload reads. */
@ParquetRecord
public record TripProjection(@NotNull Instant pickupAt, @NotNull String paymentType, double fareAmount) {
    /** Column names, in the order of the record components. */
    public static final String[] COLUMNS = {"pickupAt", "paymentType", "fareAmount"};

    public static TripProjection of(TaxiTrip t) {
        return new TripProjection(t.pickupAt(), t.paymentType(), t.fareAmount());
    }

    public long hash() {
        long h = Checksums.mix(Checksums.micros(pickupAt));
        h = Checksums.mix(h * 31 + paymentType.hashCode());
        return Checksums.mix(h * 31 + Double.doubleToLongBits(fareAmount));
    }
}
