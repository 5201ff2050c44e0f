package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Write the nested orders (returns the file size). DuckDB is not a contender here: its JDBC appender has no convenient path for lists of structs. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class NestedWrite {
    @Benchmark
    public long parquetry(OrderState s) {
        ParquetryContender.writeOrders(s.output, s.orders);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long parquetryRow(OrderState s) {
        ParquetryContender.writeOrderRows(s.output, s.orders);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long carpet(OrderState s) {
        CarpetContender.write(s.output, Order.class, s.orders);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long avro(OrderState s) {
        AvroContender.writeOrders(s.output, s.orders);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long group(OrderState s) {
        GroupContender.writeOrders(s.output, s.orders);
        return BenchFiles.size(s.output);
    }
}
