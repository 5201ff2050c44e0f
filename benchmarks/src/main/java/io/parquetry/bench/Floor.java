package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The floors ({@link Floors}): the column work of FlatRead, NestedRead and FlatWrite with no
 * objects, one thread. BENCHMARKS.md reports the typed reads and writes as multiples of these.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class Floor {
    /** The trips as prepared primitive columns. */
    @State(Scope.Benchmark)
    public static class Columns {
        public Floors.TripColumns columns;

        @Setup(Level.Trial)
        public void setUp(TripState trips) {
            columns = new Floors.TripColumns(trips.trips);
        }
    }

    @Benchmark
    public long flatRead(TripState s) {
        return Floors.read(s.input);
    }

    @Benchmark
    public long nestedRead(OrderState s) {
        return Floors.read(s.input);
    }

    @Benchmark
    public void flatWrite(TripState s, Columns c) {
        Floors.writeTrips(s.output, c.columns);
    }
}
