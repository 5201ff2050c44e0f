package io.parquetry.bench;

import io.parquetry.DatasetWriter;
import io.parquetry.Parquet;
import io.parquetry.ParquetDataset;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.io.LocalFileStore;
import io.parquetry.io.LocalOutputFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Writes {@code rows} readings into a fresh dataset partitioned by site (100 partitions, all
 * open at once), from {@code writers} threads sharing one {@link DatasetWriter}, each writing its
 * slice. Files are not forced to the device ({@code new LocalFileStore(dir, false)}), so the
 * numbers are the library's, not the disk's. Returns the number of files written. Baselines on
 * one thread: the same rows routed by hand into 100 {@link ParquetWriter}s (what the dataset
 * writer costs beyond having 100 files), and into one file.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Benchmark)
public class DatasetWrite {
    @Param("200000")
    public int rows;

    @Param({"1", "2", "8"})
    public int writers;

    @Param("100")
    public int partitions;

    List<SensorReading> readings;
    ExecutorService pool;
    Path dir;
    int run;

    @Setup(Level.Trial)
    public void setUp() {
        readings = SensorReading.generate(rows, partitions);
        pool = Executors.newFixedThreadPool(writers);
        dir = BenchFiles.tempDir("parquetry-dataset-write");
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        pool.shutdownNow();
        BenchFiles.deleteTree(dir);
    }

    @Benchmark
    public int parquetry() throws Exception {
        Path root = dir.resolve("run-" + run++);
        try (DatasetWriter<SensorReading> w = ParquetDataset.writer(SensorReading.class, new LocalFileStore(root, false))
                .partitionBy("site").maxOpenFiles(partitions)
                .fileOptions(f -> f.compression(Compression.SNAPPY)).build()) {
            List<Future<?>> done = new ArrayList<>();
            int slice = (rows + writers - 1) / writers;
            for (int t = 0; t < writers; t++) {
                List<SensorReading> mine = readings.subList(Math.min(rows, t * slice), Math.min(rows, (t + 1) * slice));
                done.add(pool.submit(() -> {
                    for (SensorReading r : mine) {
                        w.write(r);
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            w.close();
            return w.publishedFiles().size();
        }
    }

    @Benchmark
    public int handRouted100Writers() {
        Path root = dir.resolve("run-" + run++);
        Map<String, ParquetWriter<SensorReading>> files = new HashMap<>();
        for (SensorReading r : readings) {
            files.computeIfAbsent(r.site(), site -> Parquet.writer(SensorReading.class,
                    new LocalOutputFile(root.resolve("site=" + site).resolve("part-0.parquet"), false))
                    .compression(Compression.SNAPPY).build()).write(r);
        }
        for (ParquetWriter<SensorReading> w : files.values()) {
            w.close();
        }
        return files.size();
    }

    @Benchmark
    public int oneFile() {
        Path file = dir.resolve("run-" + run++ + ".parquet");
        try (ParquetWriter<SensorReading> w = Parquet.writer(SensorReading.class, new LocalOutputFile(file, false))
                .compression(Compression.SNAPPY).build()) {
            w.writeAll(readings);
        }
        return 1;
    }

    /** The runs' files are deleted between iterations, outside the measured time. */
    @TearDown(Level.Iteration)
    public void deleteRuns() {
        BenchFiles.deleteTree(dir);
        dir = BenchFiles.tempDir("parquetry-dataset-write");
    }
}
