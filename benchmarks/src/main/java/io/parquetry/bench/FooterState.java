package io.parquetry.bench;

import java.nio.file.Path;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** A file with a large footer: {@code columns} columns in 20 row groups, written by parquet-java. */
@State(Scope.Benchmark)
public class FooterState {
    public static final int ROW_GROUPS = 20;
    public static final int ROWS_PER_GROUP = 10;

    @Param("1000")
    public int columns;

    public Path dir;
    public Path input;
    /** The digest both footer readers must return. */
    public long digest;

    @Setup(Level.Trial)
    public void setUp() {
        dir = BenchFiles.tempDir("parquetry-bench-footer");
        input = dir.resolve("wide-footer.parquet");
        GroupContender.writeWideFooterFile(input, columns, ROW_GROUPS, ROWS_PER_GROUP);
        digest = (long) ROW_GROUPS * ROWS_PER_GROUP * 31 + ROW_GROUPS * 7L + columns;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        BenchFiles.deleteTree(dir);
    }
}
