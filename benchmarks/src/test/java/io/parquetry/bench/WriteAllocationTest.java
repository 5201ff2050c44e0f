package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write path's allocation per row, beyond the input records: the difference between
 * writing 2N and N rows, divided by N, so that per-file costs (buffers, footer) cancel out.
 * Allocation is counted by the JVM per thread, so the figure does not depend on timing.
 */
class WriteAllocationTest {
    static final int N = 200_000;
    /** The target: the write path allocates less than this per row. */
    static final double MAX_BYTES_PER_ROW = 32;

    @TempDir
    Path dir;

    @Test
    void generatedMapperAllocatesUnder32BytesPerRow() {
        List<TaxiTrip> trips = Data.trips(2 * N);
        List<TaxiTrip> half = trips.subList(0, N);
        Path file = dir.resolve("trips.parquet");
        // warm up, so the measured runs are compiled code (escape analysis included), as in production
        for (int i = 0; i < 3; i++) {
            allocated(file, trips);
        }
        long small = Long.MAX_VALUE;
        long large = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            small = Math.min(small, allocated(file, half));
            large = Math.min(large, allocated(file, trips));
        }
        double perRow = (double) (large - small) / N;
        System.out.printf("write allocation: %,d B for %,d rows, %,d B for %,d rows: %.1f B/row%n",
                small, N, large, 2 * N, perRow);
        assertTrue(perRow < MAX_BYTES_PER_ROW, "write path allocates " + perRow + " bytes per row");
    }

    /** Bytes the current thread allocates writing {@code trips} to {@code file}. */
    static long allocated(Path file, List<TaxiTrip> trips) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = mx.getThreadAllocatedBytes(thread);
        ParquetryContender.writeTrips(file, trips);
        return mx.getThreadAllocatedBytes(thread) - before;
    }
}
