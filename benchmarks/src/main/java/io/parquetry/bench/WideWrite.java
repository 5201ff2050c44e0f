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
 * Write 220-column rows through each library's generic row type, and through Parquetry's
 * generated mapper of {@link WideRecord} (returns the file size). Carpet needs a Java record per
 * schema and is not a contender.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class WideWrite {
    @Benchmark
    public long parquetry(WideState s) {
        ParquetryContender.writeWideRecords(s.output, s.data);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long parquetryRow(WideState s) {
        ParquetryContender.writeWide(s.output, s.data);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long avro(WideState s) {
        AvroContender.writeWide(s.output, s.data);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long group(WideState s) {
        GroupContender.writeWide(s.output, s.data);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long duckdb(WideState s) {
        s.duck.writeWide(s.output, s.data);
        return BenchFiles.size(s.output);
    }
}
