package io.parquetry.bench;

import io.parquetry.RecordMapper;
import io.parquetry.ValueConversions;
import io.parquetry.column.ColumnReader;
import io.parquetry.column.ColumnWriter;
import io.parquetry.format.TimeUnit;
import io.parquetry.schema.MessageType;

/**
 * A hand-written {@link RecordMapper} for {@link TaxiTrip}, written the way the annotation
 * processor's generated {@code TaxiTripParquet} will be: typed column calls with literal
 * levels (a flat record: repetition 0, definition 0 for required fields, 0/1 for the nullable
 * one). Stands in for the generated mapper until it lands.
 */
final class TaxiTripMapper implements RecordMapper<TaxiTrip> {
    @Override
    public MessageType schema() {
        return Data.TRIP;
    }

    @Override
    public void write(TaxiTrip t, ColumnWriter[] c) {
        c[0].writeLong(t.tripId(), 0, 0);
        c[1].writeInt(t.vendorId(), 0, 0);
        c[2].writeLong(ValueConversions.toTimestamp(t.pickupAt(), TimeUnit.MICROS, "pickupAt"), 0, 0);
        c[3].writeLong(ValueConversions.toTimestamp(t.dropoffAt(), TimeUnit.MICROS, "dropoffAt"), 0, 0);
        c[4].writeInt(t.passengerCount(), 0, 0);
        c[5].writeDouble(t.tripDistance(), 0, 0);
        c[6].writeInt(t.rateCode(), 0, 0);
        c[7].writeString(t.storeAndForward(), 0, 0);
        c[8].writeInt(t.pickupLocation(), 0, 0);
        c[9].writeInt(t.dropoffLocation(), 0, 0);
        c[10].writeString(t.paymentType(), 0, 0);
        c[11].writeDouble(t.fareAmount(), 0, 0);
        c[12].writeDouble(t.extra(), 0, 0);
        c[13].writeDouble(t.mtaTax(), 0, 0);
        Double tip = t.tipAmount();
        if (tip == null) {
            c[14].writeNull(0, 0);
        } else {
            c[14].writeDouble(tip, 0, 1);
        }
        c[15].writeDouble(t.tollsAmount(), 0, 0);
        c[16].writeDouble(t.totalAmount(), 0, 0);
        c[17].writeString(t.zone(), 0, 0);
    }

    @Override
    public TaxiTrip read(ColumnReader[] c) {
        long tripId = c[0].getLong();
        c[0].next();
        int vendorId = c[1].getInt();
        c[1].next();
        long pickupAt = c[2].getLong();
        c[2].next();
        long dropoffAt = c[3].getLong();
        c[3].next();
        int passengerCount = c[4].getInt();
        c[4].next();
        double tripDistance = c[5].getDouble();
        c[5].next();
        int rateCode = c[6].getInt();
        c[6].next();
        String storeAndForward = c[7].getString();
        c[7].next();
        int pickupLocation = c[8].getInt();
        c[8].next();
        int dropoffLocation = c[9].getInt();
        c[9].next();
        String paymentType = c[10].getString();
        c[10].next();
        double fareAmount = c[11].getDouble();
        c[11].next();
        double extra = c[12].getDouble();
        c[12].next();
        double mtaTax = c[13].getDouble();
        c[13].next();
        Double tipAmount = c[14].def() == 1 ? c[14].getDouble() : null;
        c[14].next();
        double tollsAmount = c[15].getDouble();
        c[15].next();
        double totalAmount = c[16].getDouble();
        c[16].next();
        String zone = c[17].getString();
        c[17].next();
        return new TaxiTrip(tripId, vendorId, ValueConversions.fromTimestamp(pickupAt, TimeUnit.MICROS),
                ValueConversions.fromTimestamp(dropoffAt, TimeUnit.MICROS), passengerCount, tripDistance, rateCode,
                storeAndForward, pickupLocation, dropoffLocation, paymentType, fareAmount, extra, mtaTax, tipAmount,
                tollsAmount, totalAmount, zone);
    }
}
