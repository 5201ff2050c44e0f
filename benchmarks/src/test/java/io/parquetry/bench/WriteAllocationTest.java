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
 * so the figure does not depend on timing or on which thread encoded a page. What N rows do not
 * account for of the smaller file's allocation is the file's own cost, bounded too.
 */
class WriteAllocationTest {
    static final int N = 200_000;
    /** The target: the write path allocates less than this per row. */
    static final double MAX_BYTES_PER_ROW = 32;
    /**
     * What a file of the trips costs beyond its rows (column and page buffers, dictionaries, the
     * trial of each chunk's encodings, footer): 23-25 MB since the trial's buffers and encoders
     * are the encoding thread's, shared by the columns; 36 MB when each column had its own.
     */
    static final long MAX_BYTES_PER_FILE = 30_000_000;

    @TempDir
    Path dir;

    @Test
    void generatedMapperAllocatesUnder32BytesPerRowAndUnder30MBPerFile() {
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
        long perFile = small - (large - small); // N rows cost large - small: the rest is the file's own
        System.out.printf("write allocation: %,d B for %,d rows, %,d B for %,d rows: %.1f B/row, %,d B per file%n",
                small, N, large, 2 * N, perRow, perFile);
        assertTrue(perRow < MAX_BYTES_PER_ROW, "write path allocates " + perRow + " bytes per row");
        assertTrue(perFile < MAX_BYTES_PER_FILE, "write path allocates " + perFile + " bytes per file beyond its rows");
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
