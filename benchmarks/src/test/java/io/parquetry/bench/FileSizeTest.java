package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Parquetry's files are about as small as parquet-java's for the same data and the same
 * settings (SNAPPY, dictionaries, V1 pages, page CRCs): writing is deterministic on both
 * sides, so the ratio is a fixed number, not a measurement.
 */
class FileSizeTest {
    static final int ROWS = 200_000;
    /** The target: at most 5% larger than parquet-java's file. */
    static final double MAX_RATIO = 1.05;

    @TempDir
    Path dir;

    @Test
    void tripsFileWithin5PercentOfParquetJava() {
        List<TaxiTrip> trips = Data.trips(ROWS);
        Path ours = dir.resolve("parquetry.parquet");
        Path theirs = dir.resolve("parquet-java.parquet");
        ParquetryContender.writeTrips(ours, trips);
        GroupContender.writeTrips(theirs, trips);
        long a = BenchFiles.size(ours);
        long b = BenchFiles.size(theirs);
        double ratio = (double) a / b;
        System.out.printf("trips: parquetry %,d B, parquet-java %,d B, ratio %.3f%n", a, b, ratio);
        Map<String, long[]> x = chunkSizes(ours);
        Map<String, long[]> y = chunkSizes(theirs);
        for (String c : x.keySet()) {
            System.out.printf("  %-16s %,12d %,12d%n", c, x.get(c)[0], y.getOrDefault(c, new long[1])[0]);
        }
        assertTrue(ratio <= MAX_RATIO, "Parquetry's trips file is " + ratio + " times parquet-java's");
    }

    /** Compressed bytes per column (all row groups), by column path. */
    static Map<String, long[]> chunkSizes(Path file) {
        Map<String, long[]> sizes = new LinkedHashMap<>();
        try (ParquetFile f = ParquetFile.open(file)) {
            for (RowGroupMetadata g : f.rowGroups()) {
                for (ColumnChunkMetadata c : g.columns()) {
                    String name = c.path().toDotString();
                    sizes.computeIfAbsent(name, k -> new long[1])[0] += c.compressedSize();
                }
            }
        }
        return sizes;
    }
}
