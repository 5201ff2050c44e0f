package io.parquetry.bench;

import java.nio.file.Path;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** The nested orders in memory and the file every reader reads (written by the Group writer). */
@State(Scope.Benchmark)
public class OrderState {
    @Param("50000")
    public int rows;

    public List<Order> orders;
    public Path dir;
    public Path input;
    public Path output;
    public long readChecksum;

    @Setup(Level.Trial)
    public void setUp() {
        orders = Data.orders(rows);
        readChecksum = Checksums.orders(orders);
        dir = BenchFiles.tempDir("parquetry-bench-orders");
        input = dir.resolve("orders.parquet");
        output = dir.resolve("out.parquet");
        GroupContender.writeOrders(input, orders);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        BenchFiles.deleteTree(dir);
    }
}
