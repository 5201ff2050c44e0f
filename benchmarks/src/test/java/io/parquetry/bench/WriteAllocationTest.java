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
 * Allocation is counted by the JVM per thread (the writing thread's and the encoding workers'),
 * so the figure does not depend on timing or on which thread encoded a page.
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

    /**
     * Bytes allocated writing {@code trips} to {@code file}: by this thread and by the worker
     * threads that encode pages in the background (a worker started meanwhile counts in full).
     */
    static long allocated(Path file, List<TaxiTrip> trips) {
        java.util.Map<Long, Long> before = allocatedByWriterThreads();
        ParquetryContender.writeTrips(file, trips);
        long total = 0;
        for (java.util.Map.Entry<Long, Long> e : allocatedByWriterThreads().entrySet()) {
            total += e.getValue() - before.getOrDefault(e.getKey(), 0L);
        }
        return total;
    }

    /** Allocated bytes so far of this thread and of every live Parquetry worker thread, by thread id. */
    private static java.util.Map<Long, Long> allocatedByWriterThreads() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        java.util.Map<Long, Long> out = new java.util.HashMap<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t == Thread.currentThread() || t.getName().startsWith("parquetry-worker")) {
                long bytes = mx.getThreadAllocatedBytes(t.getId());
                if (bytes >= 0) {
                    out.put(t.getId(), bytes);
                }
            }
        }
        return out;
    }
}
