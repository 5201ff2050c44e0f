package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Read 3 of the 18 taxi trip columns into TripProjection objects (returns the checksum). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FlatProjection {
    @Benchmark
    public long parquetry(TripState s) {
        return ParquetryContender.readProjection(s.input);
    }

    @Benchmark
    public long parquetryRow(TripState s) {
        return ParquetryContender.readProjectionRows(s.input);
    }

    @Benchmark
    public long carpet(TripState s) {
        return CarpetContender.readProjection(s.input);
    }

    @Benchmark
    public long avro(TripState s) {
        return AvroContender.readProjection(s.input);
    }

    @Benchmark
    public long group(TripState s) {
        return GroupContender.readProjection(s.input);
    }

    @Benchmark
    public long duckdb(TripState s) {
        return s.duck.readProjection(s.input);
    }
}
