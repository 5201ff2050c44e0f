package io.parquetry.column;

import io.parquetry.base.ParquetException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The threads that encode pages for writers and decode pages ahead for readers, shared by every
 * file of the JVM: one fewer than the processors (at least one), daemons that end after a few
 * idle seconds. A task is never waited for before it starts: {@link #await} runs a task that no
 * worker has taken yet on the waiting thread, so a busy pool slows work down but never stalls it.
 */
public final class Workers {
    private static final ThreadPoolExecutor POOL = newPool();

    private Workers() {}

    private static ThreadPoolExecutor newPool() {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 5, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), Worker::new);
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    /**
     * Whether handing work to the workers pays: the JVM has more than one processor (the
     * default of {@code backgroundEncoding} and {@code ReadOptions.readAhead}).
     */
    public static boolean worthwhile() {
        return Runtime.getRuntime().availableProcessors() > 1;
    }

    static void submit(FutureTask<?> task) {
        POOL.execute(task);
    }

    /**
     * Waits for {@code task}, running it here if no worker has started it; rethrows what it threw
     * ({@code what} says what it was doing, for other throwables than runtime exceptions and
     * errors; built only then).
     */
    static <T> T await(FutureTask<T> task, Supplier<String> what) {
        task.run(); // a no-op when a worker has started (or finished) it
        // interrupts do not abort a read or a write, with or without workers (the same file comes
        // out either way); the flag stays set for the caller's own code
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new ParquetException(what.get() + " failed: " + cause, cause);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The scratch buffers of the calling thread when it is a worker, else null. */
    static PageEncoder.PageBuffers workerBuffers() {
        return Thread.currentThread() instanceof Worker w ? w.buffers : null;
    }

    /** A pool thread, with the page-encoding buffers it reuses across every file it works for. */
    private static final class Worker extends Thread {
        final PageEncoder.PageBuffers buffers = new PageEncoder.PageBuffers();

        private static final java.util.concurrent.atomic.AtomicInteger COUNT = new java.util.concurrent.atomic.AtomicInteger();

        Worker(Runnable r) {
            super(r, "parquetry-worker-" + COUNT.incrementAndGet());
            setDaemon(true);
        }
    }
}
