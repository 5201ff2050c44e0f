package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The floors do the column work they claim, and the row-group split reads every row once. */
class FloorsTest {
    static long bits(double d) {
        return Double.doubleToRawLongBits(d);
    }

    @Test
    void readFloorVisitsEveryValueOfEveryColumn(@TempDir Path dir) {
        List<TaxiTrip> trips = Data.trips(3000);
        Path file = dir.resolve("trips.parquet");
        GroupContender.writeTrips(file, trips);
        long expected = 0;
        for (TaxiTrip t : trips) {
            expected += t.tripId() + t.vendorId() + Checksums.micros(t.pickupAt()) + Checksums.micros(t.dropoffAt())
                    + t.passengerCount() + bits(t.tripDistance()) + t.rateCode() + 1 + t.pickupLocation()
                    + t.dropoffLocation() + 1 + bits(t.fareAmount()) + bits(t.extra()) + bits(t.mtaTax())
                    + (t.tipAmount() == null ? 0 : bits(t.tipAmount())) + bits(t.tollsAmount()) + bits(t.totalAmount()) + 1;
        }
        assertEquals(expected, Floors.read(file));
    }

    @Test
    void writeFloorWritesTheTrips(@TempDir Path dir) {
        List<TaxiTrip> trips = Data.trips(3000);
        Path file = dir.resolve("floor.parquet");
        Floors.writeTrips(file, new Floors.TripColumns(trips));
        assertEquals(Checksums.trips(trips), ParquetryContender.readTrips(file));
        assertEquals(Checksums.trips(trips), ParquetryContender.readTripCursor(file));
    }

    @Test
    void rowGroupSplitReadsEveryRowOnce() throws Exception {
        RowGroupScaling.Split s = new RowGroupScaling.Split();
        s.threads = 2;
        s.rows = 60_000;
        s.setUp();
        try (ParquetFile f = ParquetFile.open(s.input)) {
            assertTrue(f.rowGroupCount() >= 3, "row groups: " + f.rowGroupCount());
            RowGroupScaling b = new RowGroupScaling();
            assertEquals(s.readChecksum, b.typed(s));
            assertEquals(s.readChecksum, b.cursor(s));
        } finally {
            s.tearDown();
        }
    }
}
