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
 * The first stage of reading a column chunk held in memory: walks its pages, parses and checks
 * each page header (sizes against the chunk and {@link ColumnReadOptions#maxPageSize}, the CRC
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
    private final byte[] chunk;
    private final int chunkEnd;
    /** File offset of {@code chunk[0]}, for messages. */
    private final long chunkFileOffset;
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

    PageReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset, Compression compression,
               ColumnReadOptions options, String location, boolean binary, Runnable beforeBufferDrop) {
        this.column = column;
        this.location = location;
        this.options = options;
        this.headerLimits = ThriftLimits.DEFAULT.withMaxDepth(options.maxNestingDepth());
        this.codec = Codecs.get(compression);
        this.uncompressed = compression == Compression.UNCOMPRESSED;
        this.binary = binary;
        this.chunk = chunk;
        this.pos = off;
        this.chunkEnd = off + len;
        this.chunkFileOffset = chunkFileOffset - off;
        this.beforeBufferDrop = beforeBufferDrop;
    }

    /** The chunk's bytes (page bodies of uncompressed v2 levels and values are read in place). */
    byte[] chunk() {
        return chunk;
    }

    /** Whether bytes are left after the pages read so far. */
    boolean hasMoreBytes() {
        return pos < chunkEnd;
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
                + " at offset " + (chunkFileOffset + pos) + ": " + what);
    }

    /**
     * Reads the next page header, checks its sizes (and CRC, when {@link ColumnReadOptions#verifyChecksums}),
     * and moves past the page: its body is at {@link #bodyStart()}, {@link #compressedSize()} bytes.
     */
    PageHeader nextPage() {
        int headerStart = pos;
        PageHeader header;
        try {
            ThriftReader reader = new ThriftReader(chunk, pos, chunkEnd - pos, headerLimits);
            header = reader.readPageHeader();
            pos = reader.position();
        } catch (ParquetLimitException e) {
            throw new ParquetLimitException(location + ": column " + column.path() + ": page header at offset "
                    + (chunkFileOffset + headerStart) + ": " + e.getMessage()
                    + "; ReadOptions.maxNestingDepth raises the limit", e);
        } catch (ParquetException e) {
            throw badHeader(headerStart, e);
        }
        compressedSize = header.compressedPageSize();
        uncompressedSize = header.uncompressedPageSize();
        if (compressedSize < 0 || uncompressedSize < 0 || compressedSize > chunkEnd - pos) {
            throw corrupt(header.type() + " of " + compressedSize + " bytes does not fit the " + (chunkEnd - pos)
                    + " bytes left in the column chunk (truncated page?)");
        }
        if (uncompressedSize > options.maxPageSize() || compressedSize > options.maxPageSize()) {
            throw new ParquetLimitException(location + ": column " + column.path() + ", page " + pageIndex
                    + " at offset " + (chunkFileOffset + headerStart) + ": page of " + Math.max(uncompressedSize, compressedSize)
                    + " bytes exceeds the page size limit of " + options.maxPageSize()
                    + " bytes; ReadOptions.maxPageSize raises it");
        }
        bodyStart = pos;
        pos += compressedSize;
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
        int headerStart = pos;
        PageHeader header;
        int after;
        try {
            ThriftReader reader = new ThriftReader(chunk, pos, chunkEnd - pos);
            header = reader.readPageHeader();
            after = reader.position();
        } catch (ParquetException e) {
            throw badHeader(headerStart, e);
        }
        pos = after;
        if (header.type() != io.parquetry.base.PageType.DICTIONARY_PAGE) {
            return null;
        }
        compressedSize = header.compressedPageSize();
        uncompressedSize = header.uncompressedPageSize();
        if (compressedSize < 0 || uncompressedSize < 0 || compressedSize > chunkEnd - pos) {
            throw corrupt("dictionary page of " + compressedSize + " bytes does not fit the " + (chunkEnd - pos) + " bytes read");
        }
        if (uncompressedSize > options.maxPageSize()) {
            throw corrupt("dictionary page uncompressed size " + uncompressedSize + " exceeds the limit of "
                    + options.maxPageSize() + " bytes (ReadOptions.maxPageSize)");
        }
        bodyStart = pos;
        return header;
    }

    private ParquetException badHeader(int headerStart, ParquetException e) {
        return new ParquetException(location + ": column " + column.path() + ": bad page header at offset "
                + (chunkFileOffset + headerStart) + ": " + e.getMessage(), e);
    }

    /**
     * The uncompressed size the next page header declares, or -1 when it cannot be read here
     * (decoding it reports why).
     */
    int nextPageSize() {
        if (pos >= chunkEnd) {
            return -1;
        }
        try {
            return new ThriftReader(chunk, pos, chunkEnd - pos, headerLimits).readPageHeader().uncompressedPageSize();
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
