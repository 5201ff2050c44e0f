package io.parquetry.column;

import io.parquetry.schema.ColumnDescriptor;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;

/**
 * The pages between {@link PageDecoder} and the {@link ColumnReader} cursor: the page the cursor
 * reads and, when reading ahead, the next one, which a worker decodes meanwhile. Without reading
 * ahead the next page is decoded in place of the current one when the cursor gets to it. Used by
 * the cursor's thread only (the worker touches only the decoder and the page it decodes, and the
 * cursor waits for it before reading that page).
 */
final class DecodedPages {
    /** Pages larger than this (uncompressed) are not read ahead. */
    static final int MAX_READ_AHEAD_PAGE = 16 << 20;

    private final PageDecoder decoder;
    private final ColumnDescriptor column;
    private final boolean binary;
    private DecodedPage current;
    /** The page decoded ahead, or null when not reading ahead. */
    private DecodedPage next;
    private FutureTask<Void> ahead;
    /** What decodes ahead: the user's executor, or null for the shared workers. */
    private Executor executor;
    /**
     * Whether the page after the current one is too large to decode while the cursor still reads
     * the current one (two such pages at once could exceed the heap): it is then decoded when the
     * cursor gets to it, into the current page's place.
     */
    private boolean deferred;

    DecodedPages(PageDecoder decoder, ColumnDescriptor column, boolean binary) {
        this.decoder = decoder;
        this.column = column;
        this.binary = binary;
    }

    /**
     * From now on, decodes each page ahead on a worker (of {@code executor}, or a shared one when
     * it is null) while the cursor reads the one before.
     */
    void startReadingAhead(Executor executor) {
        this.executor = executor;
        decoder.resolveDictionaries(executor); // the worker does the lookups the cursor would
        next = new DecodedPage(binary);
        decodeAhead();
    }

    /** The chunk's next data page that has entries (none left: a page without entries). */
    DecodedPage advance() {
        if (current == null) {
            current = new DecodedPage(binary);
        }
        if (next != null && deferred) {
            // a huge page: the page the cursor finished makes room for it
            deferred = false;
            next.release();
            decoder.decodeNextPage(current);
            decodeAhead();
        } else if (next != null) { // reading ahead
            if (ahead != null) {
                FutureTask<Void> task = ahead;
                ahead = null;
                Workers.await(task, () -> "decoding a page of column " + column.path());
            }
            DecodedPage done = current;
            current = next;
            next = done;
            decodeAhead();
        } else {
            decoder.decodeNextPage(current);
        }
        return current;
    }

    /** Has a worker decode the page after the current one into {@link #next}, if there is one. */
    private void decodeAhead() {
        DecodedPage target = next;
        if (decoder.done()) {
            target.levels = 0;
            return;
        }
        if (decoder.pages().nextPageSize() > MAX_READ_AHEAD_PAGE) {
            deferred = true;
            return;
        }
        ahead = new FutureTask<>(() -> decoder.decodeNextPage(target), null);
        Workers.submit(ahead, executor);
    }
}
