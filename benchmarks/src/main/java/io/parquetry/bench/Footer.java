package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Open a file with a 1,000-column x 20-row-group footer: read and decode the footer and schema (returns a digest). Carpet and parquet-avro open files through the same parquet-java code as the Group reader. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class Footer {
    @Benchmark
    public long parquetry(FooterState s) {
        return ParquetryContender.footer(s.input);
    }

    /** Open and build the public metadata views of every row group and chunk ({@code ParquetFile.metadata()}). */
    @Benchmark
    public long parquetryViews(FooterState s) {
        return ParquetryContender.footerViews(s.input);
    }

    @Benchmark
    public long parquetJava(FooterState s) {
        return GroupContender.footer(s.input);
    }
}
