package io.parquetry.bench;

import io.parquetry.ParquetFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One file's row groups split across {@code threads} threads (each reads its share through
 * {@code rowGroupCursor} / {@code read(mapper, rowGroups)} from one shared {@link ParquetFile},
 * read-ahead off), typed and through the cursor: the scaling on this machine's cores.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RowGroupScaling {
    /** The trips in a file of 1 MiB row groups, and a pool of {@code threads} threads. */
    @State(Scope.Benchmark)
    public static class Split {
        @Param({"1", "2"})
        public int threads;
        @Param("200000")
        public int rows;
        public Path dir;
        public Path input;
        public long readChecksum;
        public ExecutorService pool;

        @Setup(Level.Trial)
        public void setUp() {
            List<TaxiTrip> trips = Data.trips(rows);
            readChecksum = Checksums.trips(trips);
            dir = BenchFiles.tempDir("parquetry-bench-scaling");
            input = dir.resolve("trips.parquet");
            ParquetryContender.writeTrips(input, trips, 1L << 20);
            try (ParquetFile f = ParquetFile.open(input)) {
                System.out.println("RowGroupScaling: " + f.rowGroupCount() + " row groups");
            }
            pool = Executors.newFixedThreadPool(threads);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            pool.shutdownNow();
            BenchFiles.deleteTree(dir);
        }
    }

    static long split(Split s, BiFunction<ParquetFile, int[], Long> read) throws Exception {
        try (ParquetFile f = ParquetFile.open(s.input, ParquetryContender.READ.withReadAhead(false))) {
            int groups = f.rowGroupCount();
            List<Future<Long>> parts = new ArrayList<>();
            for (int t = 0; t < s.threads; t++) {
                List<Integer> mine = new ArrayList<>();
                for (int g = t; g < groups; g += s.threads) {
                    mine.add(g);
                }
                int[] rowGroups = mine.stream().mapToInt(Integer::intValue).toArray();
                parts.add(s.pool.submit(() -> read.apply(f, rowGroups)));
            }
            long sum = 0;
            for (Future<Long> p : parts) {
                sum += p.get();
            }
            return sum;
        }
    }

    @Benchmark
    public long typed(Split s) throws Exception {
        return split(s, ParquetryContender::readTrips);
    }

    @Benchmark
    public long cursor(Split s) throws Exception {
        return split(s, ParquetryContender::readTripCursor);
    }
}
