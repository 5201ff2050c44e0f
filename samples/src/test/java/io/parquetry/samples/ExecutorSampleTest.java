package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The README's "Threads" example: generated-mapper writes and reads on a pool of the caller's. */
class ExecutorSampleTest {
    private static byte[] write(List<Trade> trades, java.util.concurrent.Executor executor) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, out).rowGroupSize(24 << 10).pageSize(1 << 10)
                .executor(executor).build()) {
            w.writeAll(trades);
        }
        return out.toByteArray();
    }

    private static List<Trade> read(byte[] file, java.util.concurrent.Executor executor) {
        List<Trade> back = new ArrayList<>();
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, new InMemoryInputFile(file)).executor(executor).build()) {
            for (Trade t : r) {
                back.add(t);
            }
        }
        return back;
    }

    @Test
    void writesAndReadsOnTheCallersPool() throws InterruptedException {
        List<Trade> trades = RowRangeTest.trades(2000, 3);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicInteger tasks = new AtomicInteger();
        java.util.concurrent.Executor counted = task -> {
            tasks.incrementAndGet();
            pool.execute(task);
        };
        byte[] onPool = write(trades, counted);
        int writeTasks = tasks.get();
        assertTrue(writeTasks > 50, "pages encoded on the pool: " + writeTasks);
        assertArrayEquals(write(trades, null), onPool);

        assertEquals(trades, read(onPool, counted));
        assertTrue(tasks.get() > writeTasks, "pages decoded ahead on the pool: " + (tasks.get() - writeTasks));
        int before = tasks.get();
        assertEquals(trades, read(onPool, null));
        assertEquals(before, tasks.get());
        pool.shutdown();
        assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
    }
}
