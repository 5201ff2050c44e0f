package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Read the nested order file into Order objects (returns the checksum). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class NestedRead {
    @Benchmark
    public long parquetry(OrderState s) {
        return ParquetryContender.readOrders(s.input);
    }

    @Benchmark
    public long parquetryRow(OrderState s) {
        return ParquetryContender.readOrderRows(s.input);
    }

    @Benchmark
    public long parquetryCursor(OrderState s) {
        return ParquetryContender.readOrderCursor(s.input);
    }

    @Benchmark
    public long carpet(OrderState s) {
        return CarpetContender.readOrders(s.input);
    }

    @Benchmark
    public long avro(OrderState s) {
        return AvroContender.readOrders(s.input);
    }

    @Benchmark
    public long group(OrderState s) {
        return GroupContender.readOrders(s.input);
    }
}
