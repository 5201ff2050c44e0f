package io.parquetry.bench;

import java.nio.file.Path;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The taxi trips in memory, the file every reader reads (written once by parquet-java's Group
 * writer, the reference implementation, with {@link Settings}), and a scratch output path.
 */
@State(Scope.Benchmark)
public class TripState {
    @Param("200000")
    public int rows;

    public List<TaxiTrip> trips;
    public Path dir;
    public Path input;
    public Path output;
    public DuckDbContender duck;
    /** What a full read must sum to. */
    public long readChecksum;
    /** What a projected read must sum to. */
    public long projectionChecksum;
    /** The selective filter: trip ids in {@code [filterFrom, filterTo)}, 1% of the rows from the middle of the file. */
    public long filterFrom;
    public long filterTo;
    /** What a filtered read must sum to. */
    public long filterChecksum;

    @Setup(Level.Trial)
    public void setUp() {
        trips = Data.trips(rows);
        readChecksum = Checksums.trips(trips);
        projectionChecksum = Checksums.projections(trips);
        filterFrom = trips.get(rows / 2).tripId();
        filterTo = filterFrom + Math.max(1, rows / 100);
        filterChecksum = Checksums.trips(trips.stream().filter(t -> t.tripId() >= filterFrom && t.tripId() < filterTo).toList());
        dir = BenchFiles.tempDir("parquetry-bench-trips");
        input = dir.resolve("trips.parquet");
        output = dir.resolve("out.parquet");
        GroupContender.writeTrips(input, trips);
        duck = new DuckDbContender();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        duck.close();
        BenchFiles.deleteTree(dir);
    }
}
