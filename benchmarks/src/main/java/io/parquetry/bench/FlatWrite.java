package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Write the taxi trips to a file (returns the file size). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FlatWrite {
    @Benchmark
    public long parquetry(TripState s) {
        ParquetryContender.writeTrips(s.output, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long parquetryRow(TripState s) {
        ParquetryContender.writeTripRows(s.output, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long carpet(TripState s) {
        CarpetContender.write(s.output, TaxiTrip.class, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long avro(TripState s) {
        AvroContender.writeTrips(s.output, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long group(TripState s) {
        GroupContender.writeTrips(s.output, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long duckdb(TripState s) {
        s.duck.writeTrips(s.output, s.trips);
        return BenchFiles.size(s.output);
    }
}
