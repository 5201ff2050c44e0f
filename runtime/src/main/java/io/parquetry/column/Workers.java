package io.parquetry.column;

import io.parquetry.base.ParquetException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The threads that encode pages for writers and decode pages ahead for readers, shared by every
 * file of the JVM: one fewer than the processors (at least one), daemons that end after a few
 * idle seconds. A task is never waited for before it starts: {@link #await} runs a task that no
 * worker has taken yet on the waiting thread, so a busy pool slows work down but never stalls it.
 *
 * <p>A writer or reader may be given an {@link Executor} of the user's in their place (see
 * {@link #submit(FutureTask, Executor)}); the same rule holds for it: a task it has not started
 * when awaited runs on the waiting thread, and a task it rejects is simply left for that.
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

    /**
     * How many tasks the shared workers have been handed since the JVM started (approximate
     * while tasks are being handed over): lets tests and monitoring see whether a reader or
     * writer used them.
     */
    public static long sharedTasks() {
        return POOL.getTaskCount();
    }

    /**
     * Hands {@code task} to {@code executor}, or to the shared workers when it is null. A task
     * the executor rejects (say it is shut down) is left unstarted: {@link #await} runs it.
     */
    static void submit(FutureTask<?> task, Executor executor) {
        if (executor == null) {
            POOL.execute(task);
            return;
        }
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            // left for await, on the waiting thread
        }
    }

    /**
     * Hands optional work to {@code executor} (the shared workers when null), which nothing will
     * wait for: work the executor rejects is dropped. The task must not throw.
     */
    static void offer(Runnable task, Executor executor) {
        try {
            (executor == null ? POOL : executor).execute(task);
        } catch (RejectedExecutionException e) {
            // optional: whoever needs the result computes it when it does
        }
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
