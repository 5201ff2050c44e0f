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
 * Read the 220-column file, every value, through each library's generic row type, and through
 * Parquetry's generated mapper of {@link WideRecord} (returns the checksum).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class WideRead {
    @Benchmark
    public long parquetry(WideState s) {
        return ParquetryContender.readWideRecords(s.input);
    }

    @Benchmark
    public long parquetryRow(WideState s) {
        return ParquetryContender.readWide(s.input);
    }

    @Benchmark
    public long avro(WideState s) {
        return AvroContender.readWide(s.input);
    }

    @Benchmark
    public long group(WideState s) {
        return GroupContender.readWide(s.input);
    }

    @Benchmark
    public long duckdb(WideState s) {
        return s.duck.readWide(s.input);
    }
}
