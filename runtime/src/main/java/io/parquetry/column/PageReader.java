package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.schema.ColumnDescriptor;
import java.util.zip.CRC32;

/**
 * The first stage of reading a column chunk: walks its pages, loading the chunk's bytes a window
 * at a time from its {@link ChunkBytes} (a page larger than the window in a buffer of its own
 * size), parses and checks each page header (sizes against the chunk and {@link ColumnReadOptions#maxPageSize}, the CRC
 * when asked), and decompresses page bodies into reused buffers. {@link PageDecoder} turns what it
 * returns into levels and values. Not thread-safe: one thread at a time (the cursor's, or the
 * read-ahead worker's while the cursor reads the page before).
 */
final class PageReader {
    private final ColumnDescriptor column;
    private final String location;
    private final ColumnReadOptions options;
    private final ThriftLimits headerLimits;
    private final Codec codec;
    /** Whether pages are stored uncompressed (then read where they lie in the chunk). */
    private final boolean uncompressed;
    private final boolean binary;
    /** Where the chunk's bytes come from: the window below is refilled from it as pages are read. */
    private final ChunkBytes source;
    /**
     * The window of the chunk held now: {@code chunk[0, chunkEnd)}; its byte 0 is byte
     * {@link #windowStart} of the chunk. A refill replaces the array (never overwrites it): pages
     * decoded in place keep pointing into the one they were read from.
     */
    private byte[] chunk;
    private int chunkEnd;
    private long windowStart;
    private final CRC32 crc = new CRC32();
    /** Run before a page buffer is dropped for a larger one: points the level decoders away from it. */
    private final Runnable beforeBufferDrop;
    private int pos;
    /** Data pages decoded so far (the 1-based number of the last one), for messages. */
    private int pageIndex;
    /** The decompressed page of a column whose values are not binary (binary pages own theirs). */
    private byte[] pageBuffer = DecodedPage.EMPTY;
    /** Where in the array {@link #decompress} returned last the page body starts. */
    private int bodyOffset;
    // the page header read last, and where its body lies in the chunk
    private int bodyStart;
    private int compressedSize;
    private int uncompressedSize;

    PageReader(ColumnDescriptor column, ChunkBytes source, Compression compression,
               ColumnReadOptions options, String location, boolean binary, Runnable beforeBufferDrop) {
        this.column = column;
        this.location = location;
        this.options = options;
        this.headerLimits = ThriftLimits.DEFAULT.withMaxDepth(options.maxNestingDepth());
        this.codec = Codecs.get(compression);
        this.uncompressed = compression == Compression.UNCOMPRESSED;
        this.binary = binary;
        this.source = source;
        this.chunk = source.first();
        this.pos = source.firstOffset();
        this.chunkEnd = pos + source.firstLength();
        this.windowStart = -pos;
        this.beforeBufferDrop = beforeBufferDrop;
    }

    /**
     * The array holding the window of the chunk read last (page bodies of uncompressed v2 levels
     * and values are read in place): valid until the next page header is read.
     */
    byte[] chunk() {
        return chunk;
    }

    /** Whether bytes are left after the pages read so far. */
    boolean hasMoreBytes() {
        return pos < chunkEnd || source.remaining() > 0;
    }

    /** Bytes of the chunk from {@code chunk[at]} on, held or not. */
    private long bytesLeft(int at) {
        return chunkEnd - at + source.remaining();
    }

    /** The file offset of {@code chunk[at]}, for messages. */
    private long fileOffset(int at) {
        return source.fileOffset(windowStart + at);
    }

    /**
     * Loads a new window that holds the bytes from {@code chunk[keep]} on: at least {@code need}
     * of them (fewer only when the chunk has no more), and a whole window when the chunk has
     * that much left. Indexes into the window move down by the returned amount ({@link #pos} is
     * moved here). Does nothing, returning 0, when the window already holds all that is left.
     */
    private int refill(int keep, long need) {
        int held = chunkEnd - keep;
        long size = Math.min(bytesLeft(keep), Math.max(need, source.window()));
        if (size <= held) {
            return 0;
        }
        if (size > Integer.MAX_VALUE - 16) {
            throw corrupt("a page of " + need + " bytes cannot be held in one array");
        }
        byte[] next = new byte[(int) size];
        System.arraycopy(chunk, keep, next, 0, held);
        source.read(next, held, (int) size - held);
        chunk = next;
        chunkEnd = (int) size;
        windowStart += keep;
        pos -= keep;
        return keep;
    }

    /** Counts one more data page; returns its 1-based number. */
    int countDataPage() {
        return ++pageIndex;
    }

    /** The number of the data page decoded last (0 before the first), for messages. */
    int pageIndex() {
        return pageIndex;
    }

    int bodyStart() {
        return bodyStart;
    }

    int compressedSize() {
        return compressedSize;
    }

    int uncompressedSize() {
        return uncompressedSize;
    }

    /** Where in the array {@link #decompress} returned last the page body starts. */
    int bodyOffset() {
        return bodyOffset;
    }

    /** A corrupt-data error naming the file, column, page and current offset. */
    ParquetException corrupt(String what) {
        return new ParquetException(location + ": column " + column.path() + ", page " + pageIndex
                + " at offset " + fileOffset(pos) + ": " + what);
    }

    /** A page header is read from a window holding at least this many bytes (or the rest of the chunk). */
    private static final int HEADER_LOOKAHEAD = 16 << 10;

    /**
     * Parses the page header at {@link #pos} (not moving past it), loading more of the chunk
     * when the header runs past the window; {@link #headerEnd} is where it ends.
     */
    private PageHeader readHeader(ThriftLimits limits) {
        if (chunkEnd - pos < HEADER_LOOKAHEAD) {
            refill(pos, HEADER_LOOKAHEAD);
        }
        while (true) {
            try {
                ThriftReader reader = limits == null ? new ThriftReader(chunk, pos, chunkEnd - pos)
                        : new ThriftReader(chunk, pos, chunkEnd - pos, limits);
                PageHeader header = reader.readPageHeader();
                headerEnd = reader.position();
                return header;
            } catch (ParquetLimitException e) {
                throw e;
            } catch (ParquetException e) {
                // a header cut off by the window's end: read on, up to the page size limit
                long held = chunkEnd - pos;
                if (source.remaining() == 0 || held >= options.maxPageSize()) {
                    throw e;
                }
                refill(pos, Math.min(2 * held, options.maxPageSize()));
            }
        }
    }

    /** Where the header {@link #readHeader} read last ends. */
    private int headerEnd;

    /**
     * Makes the window hold the {@code compressedSize} bytes of the body after the header at
     * {@link #pos} (a body larger than the window gets a window of its own size).
     */
    private void holdBody(int compressedSize) {
        if (compressedSize > chunkEnd - headerEnd) {
            headerEnd -= refill(pos, (long) (headerEnd - pos) + compressedSize);
        }
    }

    /**
     * Reads the next page header, checks its sizes (and CRC, when {@link ColumnReadOptions#verifyChecksums}),
     * and moves past the page: its body is at {@link #bodyStart()}, {@link #compressedSize()} bytes.
     */
    PageHeader nextPage() {
        PageHeader header;
        try {
            header = readHeader(headerLimits);
        } catch (ParquetLimitException e) {
            throw new ParquetLimitException(location + ": column " + column.path() + ": page header at offset "
                    + fileOffset(pos) + ": " + e.getMessage()
                    + "; ReadOptions.maxNestingDepth raises the limit", e);
        } catch (ParquetException e) {
            throw badHeader(pos, e);
        }
        compressedSize = header.compressedPageSize();
        uncompressedSize = header.uncompressedPageSize();
        long left = bytesLeft(headerEnd);
        if (compressedSize < 0 || uncompressedSize < 0 || compressedSize > left) {
            pos = headerEnd;
            throw corrupt(header.type() + " of " + compressedSize + " bytes does not fit the " + left
                    + " bytes left in the column chunk (truncated page?)");
        }
        if (uncompressedSize > options.maxPageSize() || compressedSize > options.maxPageSize()) {
            throw new ParquetLimitException(location + ": column " + column.path() + ", page " + pageIndex
                    + " at offset " + fileOffset(pos) + ": page of " + Math.max(uncompressedSize, compressedSize)
                    + " bytes exceeds the page size limit of " + options.maxPageSize()
                    + " bytes; ReadOptions.maxPageSize raises it");
        }
        holdBody(compressedSize);
        int headerStart = pos;
        bodyStart = headerEnd;
        pos = bodyStart + compressedSize;
        if (options.verifyChecksums() && header.crc() != null) {
            crc.reset();
            crc.update(chunk, bodyStart, compressedSize);
            if ((int) crc.getValue() != header.crc()) {
                pos = headerStart;
                throw corrupt("page checksum mismatch (CRC32 in header " + Integer.toHexString(header.crc())
                        + ", computed " + Integer.toHexString((int) crc.getValue()) + ")");
            }
        }
        return header;
    }

    /**
     * Reads the header at the start of the chunk if it is a dictionary page's (moving past the
     * header, with the page's sizes checked), or returns null, having read nothing.
     */
    PageHeader leadingDictionaryPage() {
        PageHeader header;
        try {
            header = readHeader(null);
        } catch (ParquetException e) {
            throw badHeader(pos, e);
        }
        if (header.type() != io.parquetry.base.PageType.DICTIONARY_PAGE) {
            return null;
        }
        compressedSize = header.compressedPageSize();
        uncompressedSize = header.uncompressedPageSize();
        long left = bytesLeft(headerEnd);
        if (compressedSize < 0 || uncompressedSize < 0 || compressedSize > left) {
            pos = headerEnd;
            throw corrupt("dictionary page of " + compressedSize + " bytes does not fit the " + left + " bytes read");
        }
        if (uncompressedSize > options.maxPageSize()) {
            pos = headerEnd;
            throw corrupt("dictionary page uncompressed size " + uncompressedSize + " exceeds the limit of "
                    + options.maxPageSize() + " bytes (ReadOptions.maxPageSize)");
        }
        holdBody(compressedSize);
        bodyStart = headerEnd;
        pos = headerEnd;
        return header;
    }

    private ParquetException badHeader(int headerStart, ParquetException e) {
        return new ParquetException(location + ": column " + column.path() + ": bad page header at offset "
                + fileOffset(headerStart) + ": " + e.getMessage(), e);
    }

    /**
     * The uncompressed size the next page header declares, or -1 when it cannot be read here
     * (decoding it reports why). May load the next window: call it only while no page is being
     * decoded.
     */
    int nextPageSize() {
        if (!hasMoreBytes()) {
            return -1;
        }
        try {
            return readHeader(headerLimits).uncompressedPageSize();
        } catch (ParquetException e) {
            return -1;
        }
    }

    /**
     * The page body at {@code chunk[off, off+len)} decompressed into {@code out}'s buffer (reused
     * when large enough, else replaced by one of exactly the page's size: values decoded in place
     * point into it), or into a new array when {@code out} is null. An uncompressed data page is
     * not copied: the chunk itself is returned. The body starts at {@link #bodyOffset()}.
     */
    byte[] decompress(int off, int len, int uncompressedSize, DecodedPage out) {
        long producible;
        try {
            producible = codec.maxDecompressedSize(chunk, off, len);
        } catch (ParquetException e) {
            throw corrupt(e.getMessage());
        }
        if (uncompressedSize > producible) {
            // checked before allocating: the declared size is the file's word, the bound is the data's
            throw corrupt("page declares " + uncompressedSize + " uncompressed bytes, more than its " + len
                    + " compressed bytes can produce (at most " + producible + ")");
        }
        bodyOffset = 0;
        byte[] decompressed;
        if (out == null) {
            decompressed = new byte[uncompressedSize];
        } else if (uncompressed && len == uncompressedSize) {
            // the chunk holds the page as it is, for as long as this reader lives: no copy
            bodyOffset = off;
            return chunk;
        } else if (binary) {
            // values decoded in place point into the page's own buffer
            if (out.buffer.length < uncompressedSize) {
                // the previous page's bytes go before the next page's are allocated
                out.release();
                beforeBufferDrop.run();
                out.buffer = new byte[uncompressedSize];
            }
            decompressed = out.buffer;
        } else {
            // values are copied out of the buffer as decoded: one buffer serves every page
            if (pageBuffer.length < uncompressedSize) {
                pageBuffer = DecodedPage.EMPTY;
                beforeBufferDrop.run();
                pageBuffer = new byte[uncompressedSize];
            }
            decompressed = pageBuffer;
        }
        if (uncompressedSize > 0) {
            try {
                codec.decompress(chunk, off, len, decompressed, 0, uncompressedSize);
            } catch (ParquetException e) {
                throw corrupt(e.getMessage());
            }
        }
        return decompressed;
    }
}
