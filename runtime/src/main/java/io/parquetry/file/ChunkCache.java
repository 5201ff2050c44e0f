package io.parquetry.file;

import io.parquetry.base.ParquetException;
import io.parquetry.cipher.ColumnDecryption;
import io.parquetry.column.ChunkBytes;
import io.parquetry.column.ColumnReadOptions;
import io.parquetry.column.ColumnReader;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftLimits;
import io.parquetry.io.InputFile;
import io.parquetry.io.IoErrors;
import io.parquetry.pruning.RowRanges;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The column chunks of one row group, read by their readers a window at a time as the pages are
 * read ({@link ChunkBytes}: a read holds a window and the pages in it per column, not whole
 * chunks; a chunk no larger than the window is read whole, in one read), and page selection:
 * when only some rows are read, the offset index picks the pages that hold them (validated
 * against the chunk first; adjacent pages are read together), and only those are read and
 * decrypted. Encrypted chunks are read whole (or their selected pages, at once) and decrypted.
 * The reader of a file ({@code ParquetReader}) holds one per row group. Not thread-safe: one reader's thread uses it (the openers it returns may run on worker threads).
 */
public final class ChunkCache {
    private final InputFile input;
    private final String location;
    private final MessageType schema;
    private final RowGroup rg;
    private final int ordinal;
    private final IntFunction<ColumnDecryption> decryption;
    private final ThriftLimits limits;
    private final ColumnReadOptions options;
    private final Runnable pageSkipped;
    private final long fileLength;
    /** Per column, the selected pages' bytes and first rows (when reading only some rows of an encrypted chunk). */
    private final java.util.Map<Integer, Object> selections = new java.util.HashMap<>();
    /** Per column, the pages planned for {@link #rows} (a PagePlan, or FALSE: the whole chunk). */
    private final java.util.Map<Integer, Object> plans = new java.util.HashMap<>();
    private final java.util.Map<Integer, Object> offsetIndexes = new java.util.HashMap<>();
    /**
     * Per column, its bytes when they fit in one window: a column read twice (for the filter and
     * for the records) reads the file once. Bounded by the windows, a share of the heap.
     */
    private final java.util.Map<Integer, ChunkBytes> inMemory = new java.util.concurrent.ConcurrentHashMap<>();
    /** The row-group-local rows to read, or null for all. */
    private RowRanges rows;
    /** How many bytes of a chunk its reader holds at a time (see {@link #window}). */
    private int window;

    /**
     * The chunks of row group {@code ordinal} ({@code rg}) of a file.
     *
     * @param input the file
     * @param location the file's name in errors
     * @param schema the file's schema
     * @param rg the row group's footer entry
     * @param ordinal its index in the file
     * @param decryption per file column, the chunk's decryption, or null when it is not encrypted
     * @param limits limits for the Thrift structures of encrypted chunks
     * @param options options of the column readers
     * @param pageSkipped called for each data page that page selection leaves unread
     * @throws ParquetException naming the file when its length cannot be read
     */
    public ChunkCache(InputFile input, String location, MessageType schema, RowGroup rg, int ordinal,
                      IntFunction<ColumnDecryption> decryption, ThriftLimits limits, ColumnReadOptions options,
                      Runnable pageSkipped) {
        this.input = input;
        this.location = location;
        this.schema = schema;
        this.rg = rg;
        this.ordinal = ordinal;
        this.decryption = decryption;
        this.limits = limits;
        this.options = options;
        this.pageSkipped = pageSkipped;
        this.window = window(rg.columns() == null ? 1 : rg.columns().size());
        try {
            this.fileLength = input.length();
        } catch (IOException e) {
            throw new ParquetException(location + ": " + IoErrors.describe(e, location), e);
        }
    }

    /** The row group's index in the file. */
    public int ordinal() {
        return ordinal;
    }

    /** Reads only the pages holding {@code rows} (row-group-local) from now on; null reads whole chunks. */
    public void rows(RowRanges rows) {
        this.rows = rows;
    }

    /** The decryption of column {@code fc}'s chunk, or null when it is not encrypted. */
    public ColumnDecryption decryption(int fc) {
        return decryption.apply(fc);
    }

    /**
     * Passes the byte ranges the readers of columns {@code fcs} will read (whole chunks, or the
     * pages that hold the selected rows) to
     * {@link io.parquetry.io.InputFile#prefetch}.
     */
    public void prefetch(java.util.BitSet fcs) {
        window = window(fcs.cardinality());
        List<InputFile.Range> ranges = new ArrayList<>(fcs.cardinality());
        for (int fc = fcs.nextSetBit(0); fc >= 0; fc = fcs.nextSetBit(fc + 1)) {
            ColumnChunk c = chunk(fc);
            ColumnMetaData m = c == null ? null : c.metaData();
            if (m == null) {
                continue; // encrypted metadata or a damaged footer: the read reports it
            }
            Long dict = m.dictionaryPageOffset(); // a chunk starts at its dictionary page, as in opener()
            long start = dict != null && dict >= 4 && dict < m.dataPageOffset() ? dict : m.dataPageOffset();
            long length = m.totalCompressedSize();
            if (start < 4 || length <= 0 || start + length > fileLength) {
                continue;
            }
            PagePlan plan;
            try {
                plan = rows == null ? null : plan(fc, start, length);
            } catch (RuntimeException e) {
                continue; // a damaged offset index: the column's own read reports it, in column order
            }
            if (plan == null) {
                ranges.add(new InputFile.Range(start, length));
            } else {
                for (int i = 0; i < plan.spans().length; i += 2) {
                    ranges.add(new InputFile.Range(plan.spans()[i], plan.spans()[i + 1] - plan.spans()[i]));
                }
            }
        }
        input.prefetch(ranges);
    }

    /** The footer entry of column {@code fc}'s chunk, or null when the row group has none. */
    public ColumnChunk chunk(int fc) {
        List<ColumnChunk> cs = rg.columns();
        return cs == null || fc >= cs.size() ? null : cs.get(fc);
    }

    /** The offset index of column {@code fc}'s chunk (read once), or null when it has none. */
    public io.parquetry.format.OffsetIndex offsetIndex(int fc) {
        Object o = offsetIndexes.computeIfAbsent(fc, k -> {
            ColumnChunk c = chunk(k);
            io.parquetry.format.OffsetIndex oi = c == null ? null
                    : io.parquetry.index.PageIndexReader.offsetIndex(input, c, decryption(k));
            return oi == null ? Boolean.FALSE : oi;
        });
        return o instanceof io.parquetry.format.OffsetIndex oi ? oi : null;
    }

    /**
     * The dictionary page and the data pages of {@code fc} that hold rows of {@link #rows},
     * read from the file (adjacent pages in one read), or null when the chunk has no usable
     * offset index (then the whole chunk is read).
     */
    private Selection select(int fc, long start, long length) {
        Object cached = selections.get(fc);
        if (cached != null) {
            return cached instanceof Selection sel ? sel : null;
        }
        Selection sel = buildSelection(fc, start, length);
        selections.put(fc, sel == null ? Boolean.FALSE : sel);
        return sel;
    }

    private Selection buildSelection(int fc, long start, long length) {
        PagePlan plan = plan(fc, start, length);
        if (plan == null) {
            return null;
        }
        long[] spans = plan.spans();
        byte[] data = new byte[(int) plan.total()];
        int at = 0;
        try {
            for (int i = 0; i < spans.length; i += 2) {
                int n = (int) (spans[i + 1] - spans[i]);
                input.readFully(spans[i], data, at, n);
                at += n;
            }
        } catch (IOException e) {
            throw new ParquetException(location + ": " + IoErrors.describe(e, location), e);
        }
        return new Selection(data, plan.firstRows(), plan.endRows(), start, plan.ordinals());
    }

    /** Which pages of {@code fc} hold rows of {@link #rows}, and their file ranges; planned once per chunk. */
    private PagePlan plan(int fc, long start, long length) {
        Object cached = plans.get(fc);
        if (cached == null) {
            PagePlan plan = buildPlan(fc, start, length);
            plans.put(fc, plan == null ? Boolean.FALSE : plan);
            return plan;
        }
        return cached instanceof PagePlan plan ? plan : null;
    }

    private PagePlan buildPlan(int fc, long start, long length) {
        io.parquetry.format.OffsetIndex oi = offsetIndex(fc);
        if (oi == null || oi.pageLocations() == null || oi.pageLocations().isEmpty()) {
            return null;
        }
        List<io.parquetry.format.PageLocation> locs = oi.pageLocations();
        int pages = locs.size();
        long end = start + length;
        long numRows = rg.numRows();
        // validate before trusting: pages inside the chunk, in order, rows increasing from 0
        long prevEnd = start;
        for (int i = 0; i < pages; i++) {
            io.parquetry.format.PageLocation l = locs.get(i);
            long rowEnd = i + 1 < pages ? locs.get(i + 1).firstRowIndex() : numRows;
            if (l.offset() < prevEnd || l.compressedPageSize() <= 0 || l.offset() + l.compressedPageSize() > end
                    || l.firstRowIndex() < 0 || rowEnd <= l.firstRowIndex() || rowEnd > numRows
                    || (i == 0 && l.firstRowIndex() != 0)) {
                return null; // an offset index that does not describe this chunk: read all of it
            }
            prevEnd = l.offset() + l.compressedPageSize();
        }
        long[] firstRows = new long[pages];
        int[] ordinals = new int[pages];
        long[] endRows = new long[pages];
        long[] spans = new long[pages * 2 + 2]; // file ranges to read, adjacent ones merged
        int nSpans = 0;
        long total = 0;
        int nPages = 0;
        long firstData = locs.get(0).offset();
        if (firstData > start) {
            spans[nSpans++] = start; // the dictionary page (and anything else before the first data page)
            spans[nSpans++] = firstData;
            total += firstData - start;
        }
        for (int i = 0; i < pages; i++) {
            io.parquetry.format.PageLocation l = locs.get(i);
            long rowEnd = i + 1 < pages ? locs.get(i + 1).firstRowIndex() : numRows;
            if (!rows.overlaps(l.firstRowIndex(), rowEnd)) {
                pageSkipped.run();
                continue;
            }
            endRows[nPages] = rowEnd;
            ordinals[nPages] = i;
            firstRows[nPages++] = l.firstRowIndex();
            long ps = l.offset();
            long pe = ps + l.compressedPageSize();
            if (nSpans > 0 && spans[nSpans - 1] == ps) {
                spans[nSpans - 1] = pe;
            } else {
                spans[nSpans++] = ps;
                spans[nSpans++] = pe;
            }
            total += pe - ps;
        }
        if (nPages == 0) {
            return null; // cannot happen when rows lie within the row group; read everything
        }
        return new PagePlan(java.util.Arrays.copyOf(spans, nSpans), total, java.util.Arrays.copyOf(firstRows, nPages),
                java.util.Arrays.copyOf(endRows, nPages), java.util.Arrays.copyOf(ordinals, nPages));
    }

    /**
     * The largest window a chunk is read in: a chunk of up to this many bytes is read whole, in
     * one read (small chunks are read at once, as before), a larger one a window at a time.
     */
    static final int MAX_WINDOW = 8 << 20;
    /** The least window (a page larger than the window is read in a buffer of its own size). */
    static final int MIN_WINDOW = 1 << 20;

    /**
     * The window each of {@code columns} chunks read at once is read in: together a sixteenth
     * of the heap at most, between {@link #MIN_WINDOW} and {@link #MAX_WINDOW} each.
     */
    static int window(int columns) {
        long share = Runtime.getRuntime().maxMemory() / 16 / Math.max(1, columns);
        return (int) Math.max(MIN_WINDOW, Math.min(MAX_WINDOW, share));
    }

    /** The bytes of {@code spans} of column {@code fc}: kept from an earlier read when they fit in one window. */
    private ChunkBytes bytes(int fc, long[] spans) {
        ChunkBytes earlier = inMemory.get(fc);
        if (earlier != null && earlier.covers(spans)) {
            return earlier.again();
        }
        ChunkBytes read = ChunkBytes.ofFile(input, location, spans, window);
        if (read.inMemory()) {
            inMemory.put(fc, read);
        }
        return read;
    }

    /** Bytes {@code [start, start+len)} of column {@code fc}'s chunk. */
    public byte[] range(int fc, long start, int len) {
        byte[] out = new byte[len];
        try {
            input.readFully(start, out, 0, len);
        } catch (IOException e) {
            throw new ParquetException(location + ": " + IoErrors.describe(e, location), e);
        }
        return out;
    }

    /** A reader of the selected pages of column {@code fc}. */
    public ColumnReader reader(int fc, int[] defMap, io.parquetry.column.ValueConverter converter) {
        return reader(fc, defMap, converter, false);
    }

    /** A reader of column {@code fc}: of the selected pages only unless {@code wholeChunk}. */
    public ColumnReader reader(int fc, int[] defMap, io.parquetry.column.ValueConverter converter, boolean wholeChunk) {
        return opener(fc, defMap, converter, wholeChunk).get();
    }

    /**
     * Reads and checks what a reader of column {@code fc} needs now, and returns what opens it
     * (decoding its first page), which may run on another thread.
     */
    public Supplier<ColumnReader> opener(int fc, int[] defMap, io.parquetry.column.ValueConverter converter, boolean wholeChunk) {
        ColumnDescriptor fileColumn = schema.columns().get(fc);
        List<ColumnChunk> chunks = rg.columns();
        if (chunks == null || fc >= chunks.size()) {
            throw new ParquetException(location + ": row group " + ordinal + " has no chunk for column "
                    + fileColumn.path());
        }
        ColumnChunk chunk = chunks.get(fc);
        ColumnDecryption crypto = decryption(fc);
        ThriftLimits limits = crypto == null ? null : this.limits;
        ColumnMetaData meta = crypto == null ? chunk.metaData() : crypto.metaData(chunk, limits);
        if (meta == null) {
            throw new ParquetException(location + ": row group " + ordinal + ", column " + fileColumn.path()
                    + ": the column metadata is missing (encrypted column?)");
        }
        if (meta.numValues() < rg.numRows()) {
            // every row has at least one entry (exactly one in an unrepeated column). More
            // rows than the row group's are left unread (as parquet-java and DuckDB do);
            // fewer cannot be matched to the other columns' rows.
            throw ColumnReader.shortChunk(location, ordinal, fileColumn, Math.max(0, meta.numValues()) + " values", rg.numRows());
        }
        long start = meta.dataPageOffset();
        Long dict = meta.dictionaryPageOffset();
        if (dict != null && dict >= 4 && dict < start) {
            start = dict;
        }
        long length = meta.totalCompressedSize();
        if (start < 4 || length < 0 || length > Integer.MAX_VALUE - 16 || start + length > fileLength) {
            throw new ParquetException(location + ": row group " + ordinal + ", column " + fileColumn.path()
                    + ": chunk range [" + start + ", " + (start + length) + ") lies outside the " + fileLength + "-byte file");
        }
        boolean hasDictionary = dict != null && dict >= 4 && dict < meta.dataPageOffset();
        if (crypto != null && rows != null && !wholeChunk) {
            // the pages the offset index selects, decrypted by their ordinals in the chunk
            Selection sel = select(fc, start, length);
            if (sel != null) {
                byte[] plain = crypto.decryptPages(sel.data(), hasDictionary, limits, sel.ordinals());
                return () -> ColumnReader.selectedPages(fileColumn, plain, 0, plain.length, sel.fileOffset(),
                        meta.codec(), options, location, defMap, converter, sel.firstRows(),
                        sel.endRows());
            }
        }
        if (crypto != null) {
            // encrypted pages: decrypted as a whole chunk into plaintext pages (a per-chunk branch)
            byte[] cipher = new byte[(int) length];
            try {
                input.readFully(start, cipher, 0, cipher.length);
            } catch (IOException e) {
                throw new ParquetException(location + ": " + IoErrors.describe(e, location), e);
            }
            byte[] plain = crypto.decryptPages(cipher, hasDictionary, limits);
            long offset = start;
            return () -> ColumnReader.ofRowGroup(fileColumn, plain, 0, plain.length, offset, meta.numValues(), meta.codec(),
                    options, location, defMap, converter, ordinal, rg.numRows());
        }
        if (rows != null && !wholeChunk) {
            PagePlan plan = plan(fc, start, length);
            if (plan != null) {
                // the selected pages (and the dictionary page), a window at a time
                ChunkBytes pages = bytes(fc, plan.spans());
                return () -> ColumnReader.selectedPages(fileColumn, pages, meta.codec(), options, location, defMap,
                        converter, plan.firstRows(), plan.endRows()).expectRows(ordinal, rg.numRows());
            }
        }
        // the whole chunk, a window at a time (a chunk no larger than the window in one read)
        ChunkBytes bytes = bytes(fc, new long[] {start, start + length});
        return () -> ColumnReader.ofRowGroup(fileColumn, bytes, meta.numValues(), meta.codec(),
                options, location, defMap, converter, ordinal, rg.numRows());
    }

    /** Selected pages: their bytes (after the dictionary page, if any), rows, and data page ordinals in the chunk. */
    private record Selection(byte[] data, long[] firstRows, long[] endRows, long fileOffset, int[] ordinals) {}

    /** The selected pages of a chunk: file ranges {@code [spans[2i], spans[2i+1])} of {@code total} bytes, their rows and ordinals. */
    private record PagePlan(long[] spans, long total, long[] firstRows, long[] endRows, int[] ordinals) {}
}
