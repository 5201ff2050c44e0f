package io.parquetry.bench;

import io.parquetry.DatasetReader;
import io.parquetry.DatasetWriter;
import io.parquetry.ParquetDataset;
import io.parquetry.io.LocalFileStore;
import java.nio.file.Path;
import java.util.List;
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
 * Reads a dataset of {@code rows} readings in 100 site partitions: everything, or one site
 * through a filter that prunes the other 99 partitions before their files are opened; and the
 * full read with 2 threads. Returns a checksum of the ids read.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Benchmark)
public class DatasetRead {
    @Param("200000")
    public int rows;

    Path root;
    long fullChecksum;
    long siteChecksum;

    @Setup(Level.Trial)
    public void setUp() {
        root = BenchFiles.tempDir("parquetry-dataset-read");
        List<SensorReading> readings = SensorReading.generate(rows, 100);
        try (DatasetWriter<SensorReading> w = ParquetDataset.writer(SensorReading.class, new LocalFileStore(root, false))
                .partitionBy("site").maxOpenFiles(100).build()) {
            w.writeAll(readings);
        }
        fullChecksum = readings.stream().mapToLong(SensorReading::id).sum();
        siteChecksum = readings.stream().filter(r -> r.site().equals("site-42")).mapToLong(SensorReading::id).sum();
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        BenchFiles.deleteTree(root);
    }

    private static long sum(DatasetReader<SensorReading> r, long expected) {
        long sum = 0;
        for (SensorReading s : r) {
            sum += s.id();
        }
        if (sum != expected) {
            throw new IllegalStateException("read checksum " + sum + ", expected " + expected);
        }
        return sum;
    }

    @Benchmark
    public long fullRead() {
        try (DatasetReader<SensorReading> r = ParquetDataset.reader(SensorReading.class, root).build()) {
            return sum(r, fullChecksum);
        }
    }

    @Benchmark
    public long fullReadTwoThreads() {
        try (DatasetReader<SensorReading> r = ParquetDataset.reader(SensorReading.class, root).threads(2).build()) {
            return sum(r, fullChecksum);
        }
    }

    @Benchmark
    public long prunedRead() {
        try (DatasetReader<SensorReading> r = ParquetDataset.reader(SensorReading.class, root)
                .filter(SensorReadingParquet.SITE.eq("site-42")).build()) {
            return sum(r, siteChecksum);
        }
    }
}
