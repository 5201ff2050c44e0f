package io.parquetry.column;

import io.parquetry.encoding.BytesBuilder;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;

/**
 * Where the column writers of one file encode their pages (dictionary indices, levels,
 * statistics, compression, checksums): on the writing thread, or, {@linkplain #background in
 * the background}, on one worker thread of the encoder's own while the writing thread goes on
 * filling the next pages. A page waited for before the worker has started it is encoded by the
 * waiting thread itself, so both threads encode when the worker falls behind (at the end of a
 * row group, every column's last page at once).
 *
 * <p>Each thread encodes in its own {@link PageBuffers}, reused from page to page. A column's
 * pages are encoded one at a time, in order (see {@link ColumnWriter#endPage}); pages of
 * different columns share nothing else.
 */
public final class PageEncoder implements AutoCloseable {
    private final PageBuffers writerBuffers = new PageBuffers();
    private final PageBuffers workerBuffers;
    private final ThreadPoolExecutor worker;
    private volatile Thread workerThread;

    private PageEncoder(String name) {
        if (name == null) {
            this.worker = null;
            this.workerBuffers = null;
            return;
        }
        this.workerBuffers = new PageBuffers();
        // ends when idle for a second: a writer that is never closed leaves no thread behind
        this.worker = new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            workerThread = t;
            return t;
        });
        worker.allowCoreThreadTimeOut(true);
    }

    /** Pages are encoded on the writing thread, when they end. */
    public static PageEncoder onWritingThread() {
        return new PageEncoder(null);
    }

    /** Pages are encoded on a worker thread called {@code threadName} (and by waiting threads). */
    public static PageEncoder background(String threadName) {
        return new PageEncoder(threadName);
    }

    boolean inBackground() {
        return worker != null;
    }

    void submit(FutureTask<?> task) {
        worker.execute(task);
    }

    /** The buffers of the calling thread. */
    PageBuffers buffers() {
        return worker != null && Thread.currentThread() == workerThread ? workerBuffers : writerBuffers;
    }

    /** Stops the worker thread (pages still queued are dropped). */
    @Override
    public void close() {
        if (worker != null) {
            worker.shutdownNow();
        }
    }

    /** Scratch space for encoding, compressing and checksumming one page; grows to the largest page. */
    static final class PageBuffers {
        final BytesBuilder levels = new BytesBuilder();
        final BytesBuilder values = new BytesBuilder();
        final BytesBuilder body = new BytesBuilder();
        final BytesBuilder compressed = new BytesBuilder();
        final BytesBuilder header = new BytesBuilder();
        final CRC32 crc = new CRC32();
    }
}
