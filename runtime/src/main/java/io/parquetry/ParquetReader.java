package io.parquetry;

import io.parquetry.base.ParquetException;
import io.parquetry.column.ColumnReader;
import io.parquetry.file.SchemaMatcher;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Reads the records of a file one row group at a time: the column chunks of the current row
 * group are held in memory, so memory is bounded by the row group size, not the file size.
 * Iterate it once; close it (or the {@link ParquetFile}) when done. Not thread-safe: one thread
 * iterates a reader (open one reader per thread, from one shared {@link ParquetFile}).
 *
 * @param <T> the record type
 */
public final class ParquetReader<T> implements Iterable<T>, Closeable {
    private final ParquetFile file;
    private final RecordMapper<T> mapper;
    private final List<RowGroup> rowGroups;
    private final List<SchemaMatcher.ColumnMatch> matches;
    private final int[] fileColumnOf;
    /** Per expected column, the definition level translation, or null where file and record agree. */
    private final int[][] defMaps;
    private final boolean closesFile;
    /** Indexes of the row groups to read, in order. */
    private final int[] selected;
    private final io.parquetry.pruning.RowGroupFilter filter;
    private final int[] skippedBy = new int[io.parquetry.filter.SkipReason.values().length];
    private long rowsMatched;
    private long rowsTested;
    private int nextRowGroup;
    private int currentRowGroup = -1;
    private ColumnReader[] columns;
    /** The filter's columns, in the order of {@code filter.columns()}. */
    private ColumnReader[] filterColumns;
    /** File-global rows to read, or null for all. */
    private final io.parquetry.pruning.RowRanges rowRange;
    /** First file-global row of each row group (file order). */
    private final long[] groupFirstRow;
    /** Rows of the current row group still to visit (row-group-local), and where the cursor is. */
    private io.parquetry.pruning.RowRanges groupRows;
    private int rangeIdx;
    private long nextRow;
    /** Whether the current row group visits every row (so its columns must end with its last row). */
    private boolean wholeGroup;
    private long pagesSkipped;
    private boolean iterated;
    private boolean closed;

    ParquetReader(ParquetFile file, RecordMapper<T> mapper) {
        this(file, mapper, false);
    }

    ParquetReader(ParquetFile file, RecordMapper<T> mapper, boolean closesFile) {
        this(file, mapper, closesFile, null, null, -1, -1);
    }

    ParquetReader(ParquetFile file, RecordMapper<T> mapper, boolean closesFile, int[] rowGroups,
                  io.parquetry.filter.Filter filter) {
        this(file, mapper, closesFile, rowGroups, filter, -1, -1);
    }

    /**
     * @param rowGroups indexes of the row groups to read (in the order given), or null for all
     * @param filter rows to keep, or null for all
     */
    /**
     * @param rowGroups indexes of the row groups to read (in the order given), or null for all
     * @param filter rows to keep, or null for all
     * @param firstRow first file-global row to read, or -1 for all rows (then {@code endRow} is ignored)
     * @param endRow row after the last one to read
     */
    ParquetReader(ParquetFile file, RecordMapper<T> mapper, boolean closesFile, int[] rowGroups,
                  io.parquetry.filter.Filter filter, long firstRow, long endRow) {
        this.file = file;
        this.mapper = mapper;
        this.rowGroups = file.footerRowGroups();
        this.closesFile = closesFile;
        if (rowGroups == null) {
            this.selected = java.util.stream.IntStream.range(0, this.rowGroups.size()).toArray();
        } else {
            this.selected = rowGroups.clone();
            for (int g : selected) {
                if (g < 0 || g >= this.rowGroups.size()) {
                    throw new ParquetException(file.location() + ": no row group " + g + " (the file has "
                            + this.rowGroups.size() + ")");
                }
            }
        }
        this.groupFirstRow = new long[this.rowGroups.size()];
        long total = 0;
        for (int g = 0; g < groupFirstRow.length; g++) {
            groupFirstRow[g] = total;
            total += Math.max(0, this.rowGroups.get(g).numRows());
        }
        if (firstRow == -1) {
            this.rowRange = null;
        } else {
            if (firstRow < 0 || endRow < firstRow || endRow > total) {
                throw new ParquetException(file.location() + ": row range [" + firstRow + ", " + endRow
                        + ") is not within the file's rows [0, " + total + ")");
            }
            this.rowRange = io.parquetry.pruning.RowRanges.of(firstRow, endRow);
        }
        List<SchemaMatcher.ColumnMatch> matches = SchemaMatcher.match(mapper.schema(), file.schema(), file.location(),
                mapper.columnDefaults(), file.options().strictSchema());
        this.matches = matches;
        // a predicate on a column the file lacks but the record defaults is decided on the default
        java.util.Map<String, Object> absentDefaults = new java.util.HashMap<>();
        for (SchemaMatcher.ColumnMatch m : matches) {
            if (m.isMissing() && m.defaultValue() != null) {
                absentDefaults.put(m.expectedPath(), m.defaultValue());
            }
        }
        this.filter = filter == null ? null : io.parquetry.pruning.RowGroupFilter.bind(filter, file.schema(), file.location(),
                mapper.schema(), absentDefaults);
        this.fileColumnOf = new int[matches.size()];
        this.defMaps = new int[matches.size()][];
        for (int i = 0; i < matches.size(); i++) {
            SchemaMatcher.ColumnMatch m = matches.get(i);
            fileColumnOf[i] = m.fileColumn();
            defMaps[i] = m.isIdentity() ? null : m.defMap();
        }
    }

    private boolean advanceRowGroup() {
        while (nextRowGroup < selected.length) {
            int ordinal = selected[nextRowGroup++];
            RowGroup rg = rowGroups.get(ordinal);
            long numRows = rg.numRows();
            if (numRows <= 0) {
                continue;
            }
            io.parquetry.pruning.RowRanges rows = io.parquetry.pruning.RowRanges.of(0, numRows);
            if (rowRange != null) {
                rows = rowRange.shift(-groupFirstRow[ordinal]).intersect(rows);
                if (rows.isEmpty()) {
                    continue; // the range lies outside this row group: nothing of it is read
                }
            }
            ChunkCache chunks = new ChunkCache(rg, ordinal);
            if (filter != null) {
                io.parquetry.filter.SkipReason reason = filter.prune(new Source(rg, ordinal, chunks));
                if (reason != null) {
                    skippedBy[reason.ordinal()]++;
                    continue;
                }
                rows = rows.intersect(filter.candidateRows(new Pages(rg, chunks)));
                if (rows.isEmpty()) {
                    continue; // every page of the row group is ruled out by the column indexes
                }
            }
            currentRowGroup = ordinal;
            wholeGroup = rows.size() == 1 && rows.start(0) == 0 && rows.end(0) == numRows;
            chunks.rows = wholeGroup ? null : rows;
            chunks.prefetch(); // tell the file which chunks (or pages) are about to be read, at once
            openRowGroup(rg, ordinal, chunks);
            groupRows = rows;
            rangeIdx = 0;
            nextRow = rows.start(0);
            return true;
        }
        return false;
    }

    /** The page indexes of the current row group, for the filter. */
    private final class Pages implements io.parquetry.pruning.RowGroupFilter.PageSource {
        private final RowGroup rg;
        private final ChunkCache chunks;

        Pages(RowGroup rg, ChunkCache chunks) {
            this.rg = rg;
            this.chunks = chunks;
        }

        @Override
        public long rowCount() {
            return rg.numRows();
        }

        @Override
        public io.parquetry.format.ColumnIndex columnIndex(int fc) {
            ColumnChunk c = chunks.chunk(fc);
            if (c == null || file.schema().columns().get(fc).maxRepetitionLevel() > 0) {
                // kept simple and safe: pages of repeated filter columns are not pruned
                return null;
            }
            return io.parquetry.index.PageIndexReader.columnIndex(file.input(), c, chunks.decryption(fc));
        }

        @Override
        public io.parquetry.format.OffsetIndex offsetIndex(int fc) {
            return chunks.offsetIndex(fc);
        }

        @Override
        public io.parquetry.format.ColumnOrder order(int fc) {
            List<io.parquetry.format.ColumnOrder> orders = file.footer().columnOrders();
            return orders == null || fc >= orders.size() ? null : orders.get(fc);
        }
    }

    /** Row group metadata, dictionaries and bloom filters for the filter. */
    private final class Source implements io.parquetry.pruning.RowGroupFilter.ChunkSource {
        private final RowGroup rg;
        private final int ordinal;
        private final ChunkCache chunks;

        Source(RowGroup rg, int ordinal, ChunkCache chunks) {
            this.rg = rg;
            this.ordinal = ordinal;
            this.chunks = chunks;
        }

        private ColumnChunk chunk(int fc) {
            List<ColumnChunk> cs = rg.columns();
            return cs == null || fc >= cs.size() ? null : cs.get(fc);
        }

        @Override
        public ColumnMetaData metadata(int fc) {
            ColumnChunk c = chunk(fc);
            // an encrypted column's statistics are those of its decrypted metadata (a plaintext footer's are stripped)
            return c == null ? null : c.cryptoMetadata() == null ? c.metaData() : file.columnMetaData(ordinal, fc);
        }

        @Override
        public io.parquetry.format.ColumnOrder order(int fc) {
            List<io.parquetry.format.ColumnOrder> orders = file.footer().columnOrders();
            return orders == null || fc >= orders.size() ? null : orders.get(fc);
        }

        @Override
        public ColumnReader dictionary(int fc) {
            ColumnMetaData m = metadata(fc);
            if (m == null || m.dictionaryPageOffset() == null) {
                return null;
            }
            long start = m.dictionaryPageOffset();
            long end = m.dataPageOffset();
            if (start < 4 || end <= start || end - start > Integer.MAX_VALUE - 16 || end - start > m.totalCompressedSize()) {
                return null; // no bounded dictionary page: leave the decision to the rows
            }
            byte[] bytes = chunks.range(fc, start, (int) (end - start));
            io.parquetry.cipher.ColumnDecryption crypto = chunks.decryption(fc);
            if (crypto != null) {
                bytes = crypto.decryptPages(bytes, true, file.thriftLimits(), new int[0]);
            }
            return ColumnReader.dictionaryOnly(file.schema().columns().get(fc), bytes, 0, bytes.length, start, m.codec(),
                    file.options().columnOptions(), file.location());
        }

        @Override
        public io.parquetry.index.BloomFilter bloomFilter(int fc) {
            ColumnChunk c = chunk(fc);
            return c == null ? null : io.parquetry.index.PageIndexReader.bloomFilter(file.input(), c, metadata(fc),
                    chunks.decryption(fc));
        }
    }

    private void openRowGroup(RowGroup rg, int ordinal, ChunkCache chunks) {
        List<ColumnDescriptor> wanted = mapper.schema().columns();
        // the chunks are read and checked first, in order; then the readers open (each decoding
        // its first page), on the worker threads too when reading ahead. A file with several
        // defects fails on the one reading column by column meets first: a reader that fails
        // to open before the first chunk that fails its checks.
        List<Supplier<ColumnReader>> openers = new ArrayList<>(wanted.size());
        RuntimeException chunkError = null;
        try {
            for (int i = 0; i < wanted.size(); i++) {
                SchemaMatcher.ColumnMatch m = matches.get(i);
                if (m.isMissing()) {
                    ColumnReader missing = missingColumn(wanted.get(i), m, chunks, rg.numRows());
                    openers.add(() -> missing);
                } else {
                    openers.add(chunks.opener(fileColumnOf[i], defMaps[i], m.converter(), false));
                }
            }
        } catch (RuntimeException e) {
            chunkError = e;
        }
        ColumnReader[] readers = ColumnReader.openAll(openers, file.options().readAhead());
        if (chunkError != null) {
            throw chunkError;
        }
        columns = readers;
        if (filter != null) {
            int[] fcs = filter.columns();
            filterColumns = new ColumnReader[fcs.length];
            for (int i = 0; i < fcs.length; i++) {
                filterColumns[i] = chunks.reader(fcs[i], null, null);
            }
        }
    }

    /** Levels for a column the file lacks, following the structure of its mirror column. */
    private ColumnReader missingColumn(ColumnDescriptor expected, SchemaMatcher.ColumnMatch m, ChunkCache chunks, long numRows) {
        if (m.mirrorColumn() < 0) {
            if (numRows > Integer.MAX_VALUE - 16) {
                throw new ParquetException(file.location() + ": row group of " + numRows + " rows is too large");
            }
            int n = (int) numRows;
            int[] def = new int[n];
            java.util.Arrays.fill(def, m.defMap()[0]);
            return levels(expected, m, new int[n], def, n);
        }
        // the whole chunk: the levels built here number their rows from the row group's first
        ColumnReader mirror = chunks.reader(m.mirrorColumn(), null, null, true);
        int[] rep = new int[1024];
        int[] def = new int[1024];
        int n = 0;
        int[] defMap = m.defMap();
        long rows = 0;
        while (mirror.hasNext()) {
            int r = mirror.rep();
            if (r == 0 && rows++ == numRows) {
                break; // entries past the row group's rows are not read (see finishRowGroup)
            }
            int d = mirror.def();
            mirror.next();
            if (r > m.mirrorRep()) {
                continue; // inside the ancestor instance the previous entry began
            }
            int mapped = defMap[d];
            if (mapped < 0) {
                throw new ParquetException(file.location() + ": column " + mirror.column().path()
                        + " has a null where the record type requires a value (reading absent field " + m.expectedPath() + ")");
            }
            if (n == rep.length) {
                rep = java.util.Arrays.copyOf(rep, n * 2);
                def = java.util.Arrays.copyOf(def, n * 2);
            }
            rep[n] = r;
            def[n] = mapped;
            n++;
        }
        if (rows < numRows) {
            throw ColumnReader.shortChunk(file.location(), chunks.ordinal, mirror.column(), rows + " rows", numRows);
        }
        return levels(expected, m, rep, def, n);
    }

    /** The reader of a missing column's levels: with its declared default as the value, if any. */
    private ColumnReader levels(ColumnDescriptor expected, SchemaMatcher.ColumnMatch m, int[] rep, int[] def, int n) {
        if (m.defaultValue() != null) {
            return ColumnReader.constant(expected, rep, def, n, m.defaultValue(), file.location());
        }
        return ColumnReader.levelsOnly(expected, rep, def, n, file.location());
    }

    /** The column chunks of one row group, each read from the file at most once. */
    private final class ChunkCache {
        private final RowGroup rg;
        private final int ordinal;
        private final long fileLength;
        private final java.util.Map<Integer, byte[]> bytes = new java.util.HashMap<>();
        /** Per column, the selected pages' bytes and first rows (when reading only some rows). */
        private final java.util.Map<Integer, Object> selections = new java.util.HashMap<>();
        /** Per column, the pages planned for {@link #rows} (a PagePlan, or FALSE: the whole chunk). */
        private final java.util.Map<Integer, Object> plans = new java.util.HashMap<>();
        private final java.util.Map<Integer, Object> offsetIndexes = new java.util.HashMap<>();
        /** The row-group-local rows to read, or null for all. */
        io.parquetry.pruning.RowRanges rows;

        ChunkCache(RowGroup rg, int ordinal) {
            this.rg = rg;
            this.ordinal = ordinal;
            try {
                this.fileLength = file.input().length();
            } catch (IOException e) {
                throw new ParquetException(file.location() + ": " + io.parquetry.io.IoErrors.describe(e, file.location()), e);
            }
        }

        io.parquetry.cipher.ColumnDecryption decryption(int fc) {
            return file.decryption(ordinal, fc);
        }

        /**
         * Passes the byte ranges this row group's readers will read (of the projected columns and
         * the filter's: whole chunks, or the pages that hold {@link #rows}) to
         * {@link io.parquetry.io.InputFile#prefetch}.
         */
        void prefetch() {
            java.util.BitSet fcs = new java.util.BitSet();
            for (int i = 0; i < matches.size(); i++) {
                if (!matches.get(i).isMissing()) {
                    fcs.set(fileColumnOf[i]);
                }
            }
            if (filter != null) {
                for (int fc : filter.columns()) {
                    fcs.set(fc);
                }
            }
            List<io.parquetry.io.InputFile.Range> ranges = new ArrayList<>(fcs.cardinality());
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
                    ranges.add(new io.parquetry.io.InputFile.Range(start, length));
                } else {
                    for (int i = 0; i < plan.spans().length; i += 2) {
                        ranges.add(new io.parquetry.io.InputFile.Range(plan.spans()[i], plan.spans()[i + 1] - plan.spans()[i]));
                    }
                }
            }
            file.input().prefetch(ranges);
        }

        ColumnChunk chunk(int fc) {
            List<ColumnChunk> cs = rg.columns();
            return cs == null || fc >= cs.size() ? null : cs.get(fc);
        }

        io.parquetry.format.OffsetIndex offsetIndex(int fc) {
            Object o = offsetIndexes.computeIfAbsent(fc, k -> {
                ColumnChunk c = chunk(k);
                io.parquetry.format.OffsetIndex oi = c == null ? null
                        : io.parquetry.index.PageIndexReader.offsetIndex(file.input(), c, decryption(k));
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
                    file.input().readFully(spans[i], data, at, n);
                    at += n;
                }
            } catch (IOException e) {
                throw new ParquetException(file.location() + ": " + io.parquetry.io.IoErrors.describe(e, file.location()), e);
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
                    pagesSkipped++;
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

        /** Bytes {@code [start, start+len)} of column {@code fc}'s chunk, from the whole chunk when already read. */
        byte[] range(int fc, long start, int len) {
            byte[] out = new byte[len];
            try {
                file.input().readFully(start, out, 0, len);
            } catch (IOException e) {
                throw new ParquetException(file.location() + ": " + io.parquetry.io.IoErrors.describe(e, file.location()), e);
            }
            return out;
        }

        ColumnReader reader(int fc, int[] defMap, io.parquetry.column.ValueConverter converter) {
            return reader(fc, defMap, converter, false);
        }

        /** A reader of column {@code fc}: of the selected pages only unless {@code wholeChunk}. */
        ColumnReader reader(int fc, int[] defMap, io.parquetry.column.ValueConverter converter, boolean wholeChunk) {
            return opener(fc, defMap, converter, wholeChunk).get();
        }

        /**
         * Reads and checks what a reader of column {@code fc} needs now, and returns what opens it
         * (decoding its first page), which may run on another thread.
         */
        Supplier<ColumnReader> opener(int fc, int[] defMap, io.parquetry.column.ValueConverter converter, boolean wholeChunk) {
            ColumnDescriptor fileColumn = file.schema().columns().get(fc);
            List<ColumnChunk> chunks = rg.columns();
            if (chunks == null || fc >= chunks.size()) {
                throw new ParquetException(file.location() + ": row group " + ordinal + " has no chunk for column "
                        + fileColumn.path());
            }
            ColumnChunk chunk = chunks.get(fc);
            io.parquetry.cipher.ColumnDecryption crypto = decryption(fc);
            io.parquetry.format.ThriftLimits limits = crypto == null ? null : file.thriftLimits();
            ColumnMetaData meta = crypto == null ? chunk.metaData() : crypto.metaData(chunk, limits);
            if (meta == null) {
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + fileColumn.path()
                        + ": the column metadata is missing (encrypted column?)");
            }
            if (meta.numValues() < rg.numRows()) {
                // every row has at least one entry (exactly one in an unrepeated column). More
                // rows than the row group's are left unread (as parquet-java and DuckDB do);
                // fewer cannot be matched to the other columns' rows.
                throw ColumnReader.shortChunk(file.location(), ordinal, fileColumn, Math.max(0, meta.numValues()) + " values", rg.numRows());
            }
            long start = meta.dataPageOffset();
            Long dict = meta.dictionaryPageOffset();
            if (dict != null && dict >= 4 && dict < start) {
                start = dict;
            }
            long length = meta.totalCompressedSize();
            if (start < 4 || length < 0 || length > Integer.MAX_VALUE - 16 || start + length > fileLength) {
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + fileColumn.path()
                        + ": chunk range [" + start + ", " + (start + length) + ") lies outside the " + fileLength + "-byte file");
            }
            boolean hasDictionary = dict != null && dict >= 4 && dict < meta.dataPageOffset();
            if (crypto != null && rows != null && !wholeChunk) {
                // the pages the offset index selects, decrypted by their ordinals in the chunk
                Selection sel = select(fc, start, length);
                if (sel != null) {
                    byte[] plain = crypto.decryptPages(sel.data(), hasDictionary, limits, sel.ordinals());
                    return () -> ColumnReader.selectedPages(fileColumn, plain, 0, plain.length, sel.fileOffset(),
                            meta.codec(), file.options().columnOptions(), file.location(), defMap, converter, sel.firstRows(),
                            sel.endRows());
                }
            }
            if (crypto != null) {
                // encrypted pages: decrypted as a whole chunk into plaintext pages (a per-chunk branch)
                byte[] cipher = new byte[(int) length];
                try {
                    file.input().readFully(start, cipher, 0, cipher.length);
                } catch (IOException e) {
                    throw new ParquetException(file.location() + ": " + io.parquetry.io.IoErrors.describe(e, file.location()), e);
                }
                byte[] plain = crypto.decryptPages(cipher, hasDictionary, limits);
                long offset = start;
                return () -> ColumnReader.ofRowGroup(fileColumn, plain, 0, plain.length, offset, meta.numValues(), meta.codec(),
                        file.options().columnOptions(), file.location(), defMap, converter, ordinal, rg.numRows());
            }
            if (rows != null && !wholeChunk) {
                Selection sel = select(fc, start, length);
                if (sel != null) {
                    return () -> ColumnReader.selectedPages(fileColumn, sel.data(), 0, sel.data().length, sel.fileOffset(),
                            meta.codec(), file.options().columnOptions(), file.location(), defMap, converter, sel.firstRows(), sel.endRows())
                            .expectRows(ordinal, rg.numRows());
                }
            }
            byte[] data = bytes.get(fc);
            if (data == null) {
                data = new byte[(int) length];
                try {
                    file.input().readFully(start, data, 0, data.length);
                } catch (IOException e) {
                    throw new ParquetException(file.location() + ": " + io.parquetry.io.IoErrors.describe(e, file.location()), e);
                }
                bytes.put(fc, data);
            }
            byte[] bytes = data;
            long offset = start;
            return () -> ColumnReader.ofRowGroup(fileColumn, bytes, 0, bytes.length, offset, meta.numValues(), meta.codec(),
                    file.options().columnOptions(), file.location(), defMap, converter, ordinal, rg.numRows());
        }
    }

    /** Some pages of a chunk: their bytes (after the dictionary page's), and the first row of each data page. */
    /** Selected pages: their bytes (after the dictionary page, if any), rows, and data page ordinals in the chunk. */
    private record Selection(byte[] data, long[] firstRows, long[] endRows, long fileOffset, int[] ordinals) {}

    /** The selected pages of a chunk: file ranges {@code [spans[2i], spans[2i+1])} of {@code total} bytes, their rows and ordinals. */
    private record PagePlan(long[] spans, long total, long[] firstRows, long[] endRows, int[] ordinals) {}

    /**
     * Reads the next record (the next one the filter matches), or returns null at the end of the file.
     *
     * @throws ParquetException when the reader is closed, or the file is damaged (naming where)
     */
    public T read() {
        if (closed) {
            throw new ParquetException(file.location() + ": the reader is closed");
        }
        while (true) {
            if (groupRows == null) {
                if (!advanceRowGroup()) {
                    return null;
                }
            }
            if (nextRow >= groupRows.end(rangeIdx)) {
                if (++rangeIdx == groupRows.size()) {
                    finishRowGroup();
                    continue;
                }
                nextRow = groupRows.start(rangeIdx);
            }
            long row = nextRow++;
            if (filter == null) {
                if (!wholeGroup) {
                    for (ColumnReader c : columns) {
                        c.skipToRow(row);
                    }
                }
                return assemble(row);
            }
            rowsTested++;
            for (ColumnReader c : filterColumns) {
                c.skipToRow(row);
            }
            if (filter.test(filterColumns)) {
                rowsMatched++;
                // the record's columns catch up only for matches: rows in between are skipped undecoded where pages allow
                for (ColumnReader c : columns) {
                    c.skipToRow(row);
                }
                return assemble(row);
            }
        }
    }

    /**
     * The record of row {@code row} of the current row group. A value the record cannot hold (a
     * TIME outside a day for a LocalTime, an unknown enum constant) fails naming the file and the row.
     */
    private T assemble(long row) {
        try {
            return mapper.read(columns);
        } catch (ParquetException e) {
            String message = e.getMessage();
            if (message != null && message.startsWith(file.location())) {
                throw e;
            }
            throw new ParquetException(file.location() + ": row " + (groupFirstRow[currentRowGroup] + row) + " (row group "
                    + currentRowGroup + "): " + message, e);
        }
    }

    private void finishRowGroup() {
        // a chunk holding more rows than its row group is left unread past the row group's
        // last row, as parquet-java and DuckDB read it
        columns = null;
        filterColumns = null;
        groupRows = null;
    }

    /** Data pages left unread so far because none of their rows could be wanted. */
    public long skippedPages() {
        return pagesSkipped;
    }

    /** Row groups skipped so far without reading their data, by the evidence that ruled them out. */
    public java.util.Map<io.parquetry.filter.SkipReason, Integer> skippedRowGroups() {
        java.util.Map<io.parquetry.filter.SkipReason, Integer> out =
                new java.util.EnumMap<>(io.parquetry.filter.SkipReason.class);
        for (io.parquetry.filter.SkipReason r : io.parquetry.filter.SkipReason.values()) {
            out.put(r, skippedBy[r.ordinal()]);
        }
        return out;
    }

    /** Rows tested against the filter so far (the rows of row groups that were read). */
    public long rowsTested() {
        return rowsTested;
    }

    @Override
    public Iterator<T> iterator() {
        if (iterated) {
            throw new IllegalStateException("a ParquetReader can be iterated once");
        }
        iterated = true;
        return RecordIterators.of(this::read);
    }

    /** {@return the records as a sequential stream; closing the stream closes this reader} */
    public Stream<T> stream() {
        return RecordIterators.stream(iterator(), this::close);
    }

    @Override
    public void close() {
        closed = true;
        columns = null;
        if (closesFile) {
            file.close();
        }
    }
}
