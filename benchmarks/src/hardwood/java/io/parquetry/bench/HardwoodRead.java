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
 * Hardwood's row reader on the FlatRead and NestedRead files (the {@code hardwood} profile
 * only: Hardwood needs Java 21). Compare with FlatRead / NestedRead of the same run.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class HardwoodRead {
    @Benchmark
    public long flat(TripState s) {
        return HardwoodContender.readTrips(s.input);
    }

    @Benchmark
    public long nested(OrderState s) {
        return HardwoodContender.readOrders(s.input);
    }
}
