package io.parquetry.bench;

import io.parquetry.ParquetException;
import io.parquetry.RecordMapper;
import io.parquetry.ValueConversions;
import io.parquetry.column.ColumnReader;
import io.parquetry.column.ColumnWriter;
import io.parquetry.format.TimeUnit;
import io.parquetry.schema.MessageType;

/**
 * A read-only hand-written mapper for {@link TripProjection}: its schema names 3 of the
 * file's 18 columns, so the reader fetches and decodes only those chunks.
 */
final class TripProjectionMapper implements RecordMapper<TripProjection> {
    @Override
    public MessageType schema() {
        return Data.PROJECTION;
    }

    @Override
    public void write(TripProjection record, ColumnWriter[] columns) {
        throw new ParquetException("TripProjection is a read projection; write TaxiTrip records instead");
    }

    @Override
    public TripProjection read(ColumnReader[] c) {
        long pickupAt = c[0].getLong();
        c[0].next();
        String paymentType = c[1].getString();
        c[1].next();
        double fareAmount = c[2].getDouble();
        c[2].next();
        return new TripProjection(ValueConversions.fromTimestamp(pickupAt, TimeUnit.MICROS), paymentType, fareAmount);
    }
}
