package io.parquetry.bench;

import java.nio.file.Path;
import java.util.List;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** Rows of the 220-column wide record and the file every reader reads (written by the Group writer). */
@State(Scope.Benchmark)
public class WideState {
    @Param("10000")
    public int rows;

    public List<Object[]> data;
    public Path dir;
    public Path input;
    public Path output;
    public DuckDbContender duck;
    public long readChecksum;

    @Setup(Level.Trial)
    public void setUp() {
        data = Data.wideRows(rows, Data.WIDE_FIELDS);
        readChecksum = Data.wideChecksum(data);
        dir = BenchFiles.tempDir("parquetry-bench-wide");
        input = dir.resolve("wide.parquet");
        output = dir.resolve("out.parquet");
        GroupContender.writeWide(input, data);
        duck = new DuckDbContender();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        duck.close();
        BenchFiles.deleteTree(dir);
    }
}
