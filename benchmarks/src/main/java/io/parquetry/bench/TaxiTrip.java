package io.parquetry.bench;

import io.parquetry.annotation.ParquetRecord;
import com.jerolba.carpet.annotation.NotNull;
import java.time.Instant;

/**
 * The flat benchmark record: one taxi trip, 18 fields of the kinds a typical fact table has
 * (ids, counts, timestamps, money as doubles, low-cardinality strings, one nullable double).
 * Carpet's {@code @NotNull} makes its schema match the others (reference fields required);
 * it has no effect on the other contenders.
 */
@ParquetRecord
public record TaxiTrip(
        long tripId,
        int vendorId,
        @NotNull Instant pickupAt,
        @NotNull Instant dropoffAt,
        int passengerCount,
        double tripDistance,
        int rateCode,
        @NotNull String storeAndForward,
        int pickupLocation,
        int dropoffLocation,
        @NotNull String paymentType,
        double fareAmount,
        double extra,
        double mtaTax,
        Double tipAmount,
        double tollsAmount,
        double totalAmount,
        @NotNull String zone) {

    /** Order-independent checksum contribution of this trip: every field is read. */
    public long hash() {
        long h = Checksums.mix(tripId);
        h = Checksums.mix(h * 31 + vendorId);
        h = Checksums.mix(h * 31 + Checksums.micros(pickupAt));
        h = Checksums.mix(h * 31 + Checksums.micros(dropoffAt));
        h = Checksums.mix(h * 31 + passengerCount);
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(tripDistance));
        h = Checksums.mix(h * 31 + rateCode);
        h = Checksums.mix(h * 31 + storeAndForward.hashCode());
        h = Checksums.mix(h * 31 + pickupLocation);
        h = Checksums.mix(h * 31 + dropoffLocation);
        h = Checksums.mix(h * 31 + paymentType.hashCode());
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(fareAmount));
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(extra));
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(mtaTax));
        h = Checksums.mix(h * 31 + (tipAmount == null ? Checksums.NULL : Double.doubleToLongBits(tipAmount)));
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(tollsAmount));
        h = Checksums.mix(h * 31 + Double.doubleToLongBits(totalAmount));
        return Checksums.mix(h * 31 + zone.hashCode());
    }
}
