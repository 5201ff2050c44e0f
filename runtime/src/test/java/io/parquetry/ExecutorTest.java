package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.column.Workers;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A writer's or reader's own {@link Executor} in place of the JVM-wide shared workers: it is
 * handed the background work (and the shared workers none), the files are byte for byte those
 * of the default and of the writing thread alone, and reads give the same rows. With a null
 * executor nothing runs in the background at all.
 */
class ExecutorTest {
    private static final List<Row> ROWS = RowRoundTripTest.rows(3000, 23);
    /** Small pages and row groups: many pages per column, several row groups, dictionary fallbacks. */
    private static final UnaryOperator<ParquetWriter.Builder<Row>> SETTINGS = b -> b.compression(Compression.ZSTD)
            .pageVersion(PageVersion.V2).pageSize(1024).pageRowLimit(50).rowGroupSize(48 << 10)
            .dictionaryPageSizeLimit(300).bloomFilter("name", 100, 0.01);

    private ExecutorService pool;
    private Counting counting;

    /** Counts the tasks it is given and records the names of the threads that run them. */
    private static final class Counting implements Executor {
        final Executor target;
        final AtomicInteger tasks = new AtomicInteger();
        final Set<String> threads = ConcurrentHashMap.newKeySet();

        Counting(Executor target) {
            this.target = target;
        }

        @Override
        public void execute(Runnable task) {
            tasks.incrementAndGet();
            target.execute(() -> {
                threads.add(Thread.currentThread().getName());
                task.run();
            });
        }
    }

    @BeforeEach
    void startPool() {
        AtomicInteger n = new AtomicInteger();
        pool = Executors.newFixedThreadPool(2, r -> new Thread(r, "user-pool-" + n.incrementAndGet()));
        counting = new Counting(pool);
    }

    @AfterEach
    void stopPool() throws InterruptedException {
        // the executor is the caller's: the writers and readers never shut it down
        assertFalse(pool.isShutdown());
        pool.shutdown();
        assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
    }

    private static byte[] write(UnaryOperator<ParquetWriter.Builder<Row>> threads) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = threads.apply(SETTINGS.apply(ParquetFile.writer(RowRoundTripTest.SCHEMA, out))).build()) {
            w.writeAll(ROWS);
        }
        return out.toByteArray();
    }

    private static List<Row> read(byte[] file, ReadOptions options) {
        List<Row> back = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), options); ParquetReader<Row> r = f.rows()) {
            for (Row row : r) {
                back.add(row);
            }
        }
        return back;
    }

    @Test
    void aWritersExecutorIsHandedItsPagesAndTheFileIsTheSame() {
        byte[] writingThread = write(b -> b.backgroundEncoding(false));
        byte[] shared = write(b -> b.backgroundEncoding(true));
        long sharedBefore = Workers.sharedTasks();
        byte[] own = write(b -> b.executor(counting));
        assertEquals(sharedBefore, Workers.sharedTasks(), "the shared workers were handed nothing");
        assertTrue(counting.tasks.get() > 100, "every page went to the executor: " + counting.tasks.get());
        assertTrue(counting.threads.stream().allMatch(t -> t.startsWith("user-pool-")), counting.threads.toString());
        assertArrayEquals(writingThread, own);
        assertArrayEquals(shared, own);
        RowRoundTripTest.assertRowsEqual(ROWS, RowRoundTripTest.read(own));
    }

    @Test
    void aNullExecutorEncodesEveryPageOnTheWritingThread() {
        byte[] shared = write(b -> b.backgroundEncoding(true));
        long sharedBefore = Workers.sharedTasks();
        // an executor given, then taken away: neither it nor the shared workers see a task
        byte[] none = write(b -> b.executor(counting).executor(null));
        assertEquals(sharedBefore, Workers.sharedTasks(), "the shared workers were handed nothing");
        assertEquals(0, counting.tasks.get());
        assertArrayEquals(shared, none);
    }

    @Test
    void anExecutorThatRunsTasksInPlaceOrRejectsThemStillWritesTheSameFile() {
        byte[] expected = write(b -> b.backgroundEncoding(false));
        String me = Thread.currentThread().getName();
        Counting inPlace = new Counting(Runnable::run);
        assertArrayEquals(expected, write(b -> b.executor(inPlace)));
        assertTrue(inPlace.tasks.get() > 100, "tasks: " + inPlace.tasks.get());
        assertEquals(Set.of(me), inPlace.threads);

        ExecutorService stopped = Executors.newSingleThreadExecutor();
        stopped.shutdown(); // rejects every task: the writing thread encodes each page when it waits for it
        assertArrayEquals(expected, write(b -> b.executor(stopped)));
    }

    @Test
    void writersSharingOneSmallExecutorEachGetTheirOwnFile() throws Exception {
        // four writing threads and two executor threads encode pages of four files at once: no
        // scratch buffers may be used by two of them together
        byte[] expected = write(b -> b.backgroundEncoding(false));
        List<byte[]> results = Collections.synchronizedList(new ArrayList<>());
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread thread = new Thread(() -> results.add(write(b -> b.executor(counting))));
            writers.add(thread);
            thread.start();
        }
        for (Thread thread : writers) {
            thread.join();
        }
        assertEquals(4, results.size());
        for (byte[] r : results) {
            assertArrayEquals(expected, r);
        }
    }

    @Test
    void aReadersExecutorDecodesAheadAndTheRowsAreTheSame() {
        byte[] file = write(b -> b.backgroundEncoding(false));
        List<Row> inPlace = read(file, ReadOptions.defaults().withReadAhead(false));
        RowRoundTripTest.assertRowsEqual(ROWS, inPlace);

        long sharedBefore = Workers.sharedTasks();
        ReadOptions options = ReadOptions.defaults().withExecutor(counting);
        assertTrue(options.readAhead());
        RowRoundTripTest.assertRowsEqual(inPlace, read(file, options));
        assertEquals(sharedBefore, Workers.sharedTasks(), "the shared workers were handed nothing");
        assertTrue(counting.tasks.get() > 100, "pages decoded ahead: " + counting.tasks.get());
        assertTrue(counting.threads.stream().allMatch(t -> t.startsWith("user-pool-")), counting.threads.toString());
    }

    @Test
    void aNullReaderExecutorDecodesOnTheReadingThread() {
        byte[] file = write(b -> b.backgroundEncoding(false));
        long sharedBefore = Workers.sharedTasks();
        ReadOptions options = ReadOptions.defaults().withExecutor(counting).withExecutor(null);
        assertFalse(options.readAhead());
        RowRoundTripTest.assertRowsEqual(ROWS, read(file, options));
        assertEquals(sharedBefore, Workers.sharedTasks(), "the shared workers were handed nothing");
        assertEquals(0, counting.tasks.get());
    }
}
