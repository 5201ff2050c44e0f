package io.parquetry.column;

import io.parquetry.bytes.BytesBuilder;
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
 */
public final class PageEncoder {
    private final PageBuffers writerBuffers = new PageBuffers();
    private final boolean background;

    private PageEncoder(boolean background) {
        this.background = background;
    }

    /** Pages are encoded on the writing thread, when they end. */
    public static PageEncoder onWritingThread() {
        return new PageEncoder(false);
    }

    /** Pages are encoded by the shared worker threads (and by threads waiting for them). */
    public static PageEncoder background() {
        return new PageEncoder(true);
    }

    boolean inBackground() {
        return background;
    }

    /** The buffers of the calling thread. */
    PageBuffers buffers() {
        PageBuffers worker = Workers.workerBuffers();
        return worker != null ? worker : writerBuffers;
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
