package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Read the trips with a selective filter: ids in a range holding 1% of the rows (the id column
 * is sorted, so statistics and page indexes can rule out most pages). Returns the checksum of
 * the matching trips.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FlatFilter {
    @Benchmark
    public long parquetry(TripState s) {
        return ParquetryContender.readTrips(s.input, s.filterFrom, s.filterTo);
    }

    @Benchmark
    public long carpet(TripState s) {
        return CarpetContender.readTrips(s.input, GroupContender.tripIdRange(s.filterFrom, s.filterTo));
    }

    @Benchmark
    public long avro(TripState s) {
        return AvroContender.readTrips(s.input, GroupContender.tripIdRange(s.filterFrom, s.filterTo));
    }

    @Benchmark
    public long group(TripState s) {
        return GroupContender.readTrips(s.input, GroupContender.tripIdRange(s.filterFrom, s.filterTo));
    }

    @Benchmark
    public long duckdb(TripState s) {
        return s.duck.readTrips(s.input, s.filterFrom, s.filterTo);
    }
}
