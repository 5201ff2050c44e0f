package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Read the taxi trip file into TaxiTrip objects, every value (returns the checksum). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FlatRead {
    @Benchmark
    public long parquetry(TripState s) {
        return ParquetryContender.readTrips(s.input);
    }

    @Benchmark
    public long parquetryRow(TripState s) {
        return ParquetryContender.readTripRows(s.input);
    }

    @Benchmark
    public long parquetryCursor(TripState s) {
        return ParquetryContender.readTripCursor(s.input);
    }

    @Benchmark
    public long carpet(TripState s) {
        return CarpetContender.readTrips(s.input);
    }

    @Benchmark
    public long avro(TripState s) {
        return AvroContender.readTrips(s.input);
    }

    @Benchmark
    public long group(TripState s) {
        return GroupContender.readTrips(s.input);
    }

    @Benchmark
    public long duckdb(TripState s) {
        return s.duck.readTrips(s.input);
    }
}
