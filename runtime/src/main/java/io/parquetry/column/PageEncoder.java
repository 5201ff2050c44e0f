package io.parquetry.column;

import io.parquetry.base.Encoding;
import io.parquetry.base.Type;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.DictionaryIndicesDecoder;
import io.parquetry.encoding.DictionaryIndicesEncoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesEncoder;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * Where the column writers of one file encode their pages (dictionary indices, levels,
 * statistics, compression, checksums): on the writing thread, or, {@linkplain #background in
 * the background}, on the shared worker threads while the writing thread goes on filling the
 * next pages. A page waited for before a worker has started it is encoded by the waiting thread
 * itself, so both threads encode when the workers fall behind (at the end of a row group, every
 * column's last page at once).
 *
 * <p>Each thread encodes in its own {@link PageBuffers}, reused from page to page: the writing
 * thread in the file's, a worker in its own. A column's pages are encoded one at a time, in order
 * (see {@link ColumnWriter#endPage}); pages of different columns share nothing else.
 *
 * <p>With an {@link Executor} of the user's in place of the shared workers, its threads are not
 * known to own buffers: each page encoded in the background (by the executor's thread or by a
 * thread waiting for it) borrows buffers from this encoder's spares for the time it takes, and
 * gives them back, so no buffers are ever used by two threads at once.
 */
public final class PageEncoder {
    private final PageBuffers writerBuffers = new PageBuffers();
    private final boolean background;
    /** The user's executor of background pages, or null for the shared workers. */
    private final Executor executor;
    /** The buffers not in use by a page encoded for {@link #executor} (unused without it). */
    private final ConcurrentLinkedQueue<PageBuffers> spares = new ConcurrentLinkedQueue<>();

    private PageEncoder(boolean background, Executor executor) {
        this.background = background;
        this.executor = executor;
    }

    /** Pages are encoded on the writing thread, when they end. */
    public static PageEncoder onWritingThread() {
        return new PageEncoder(false, null);
    }

    /** Pages are encoded by the shared worker threads (and by threads waiting for them). */
    public static PageEncoder background() {
        return new PageEncoder(true, null);
    }

    /**
     * Pages are encoded by {@code executor}'s threads (and by threads waiting for them), or by
     * the shared worker threads when it is null. The executor stays the caller's: nothing here
     * shuts it down; it must run (or reject) each task it is given, on any thread.
     */
    public static PageEncoder background(Executor executor) {
        return new PageEncoder(true, executor);
    }

    /**
     * Starts {@code encode} in the background (see {@link #background(Executor)}) and returns the
     * task to await (with {@link Workers#await}); {@code encode} gets buffers no other thread
     * uses meanwhile.
     */
    FutureTask<Void> submit(Consumer<PageBuffers> encode) {
        FutureTask<Void> task;
        if (executor == null) {
            task = new FutureTask<>(() -> encode.accept(buffers()), null);
        } else {
            task = new FutureTask<>(() -> {
                PageBuffers borrowed = spares.poll();
                if (borrowed == null) {
                    borrowed = new PageBuffers();
                }
                try {
                    encode.accept(borrowed);
                } finally {
                    spares.offer(borrowed);
                }
            }, null);
        }
        Workers.submit(task, executor);
        return task;
    }

    boolean inBackground() {
        return background;
    }

    /** The buffers of the calling thread. */
    PageBuffers buffers() {
        PageBuffers worker = Workers.workerBuffers();
        return worker != null ? worker : writerBuffers;
    }

    /**
     * Scratch space for encoding, compressing and checksumming one page; grows to the largest page.
     * Also what {@link PageValueEncoder} needs only while it encodes a page (the trial of a chunk's
     * encodings, dictionary indices, value encoders), so that the columns of a file, and the files
     * a worker encodes for, share it instead of each column holding its own. Used by one thread at
     * a time (see the class comment); nothing in it outlives the page it is used for.
     */
    static final class PageBuffers {
        final BytesBuilder levels = new BytesBuilder();
        final BytesBuilder values = new BytesBuilder();
        final BytesBuilder body = new BytesBuilder();
        final BytesBuilder compressed = new BytesBuilder();
        final BytesBuilder header = new BytesBuilder();
        final CRC32 crc = new CRC32();
        /** A candidate encoding's values, and their compressed copy, while a chunk's encodings are measured. */
        final BytesBuilder trial = new BytesBuilder();
        final BytesBuilder trialCompressed = new BytesBuilder();
        /** Encodes a page's dictionary indices (holding a bit-packing buffer per width). */
        final DictionaryIndicesEncoder indicesEncoder = new DictionaryIndicesEncoder();
        /** Decodes a page's dictionary indices, when a chunk's pages are rewritten for its sorted dictionary. */
        final DictionaryIndicesDecoder indicesDecoder = new DictionaryIndicesDecoder();
        /** The dictionary index of each value of the page being encoded. */
        private int[] indices = new int[0];
        /** Value encoders by encoding, physical type and length; each is empty between uses. */
        private final Map<Long, ValuesEncoder> encoders = new HashMap<>();

        /** A page's levels widened for the level encoder. */
        private int[] levelScratch = new int[0];

        /** {@link #levelScratch} with room for {@code n} levels (contents undefined). */
        int[] levelScratch(int n) {
            if (levelScratch.length < n) {
                levelScratch = new int[Math.max(n, levelScratch.length + (levelScratch.length >> 1))];
            }
            return levelScratch;
        }

        /** {@link #indices} with room for {@code n} entries (contents undefined). */
        int[] indices(int n) {
            if (indices.length < n) {
                indices = new int[Math.max(n, indices.length + (indices.length >> 1))];
            }
            return indices;
        }

        /**
         * An empty encoder of {@code type} values ({@code typeLength}: FIXED_LEN_BYTE_ARRAY's) in
         * {@code encoding}, this thread's: its user flushes it before the page is done.
         */
        ValuesEncoder encoder(Encoding encoding, Type type, int typeLength) {
            long key = ((long) typeLength << 16) | (encoding.ordinal() << 8) | type.ordinal();
            ValuesEncoder e = encoders.get(key);
            if (e == null) {
                e = encoding == Encoding.PLAIN ? PlainValues.newEncoder(type, typeLength)
                        : ValueEncoders.newEncoder(encoding, type, typeLength);
                encoders.put(key, e);
            } else {
                e.reset(); // in case a page failed half-way through it
            }
            return e;
        }
    }
}
