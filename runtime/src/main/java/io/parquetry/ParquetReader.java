package io.parquetry;

import io.parquetry.base.ParquetException;
import io.parquetry.column.ColumnReader;
import io.parquetry.file.ChunkCache;
import io.parquetry.file.SchemaMatcher;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
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
    /**
     * The first row at which a take may have used up some column's page ({@link #settleColumns}):
     * until then every column without repetition has an entry in its current page.
     */
    private long settleRow;
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
    /**
     * Records assembled ahead by a run ({@link RecordMapper#readRun}), handed out from
     * {@code runNext} up to {@code runEnd} (each slot cleared as it goes, so the array is empty
     * when a run starts); null before the first run.
     */
    private Object[] run;
    private int runNext;
    private int runEnd;
    private io.parquetry.spi.RunBuffers runBuffers;
    /** Whether the mapper may read runs of the current row group's columns (once it says no, not again there). */
    private boolean runsReady;
    /** A failure building a run's record, thrown when that record's turn comes, and its row. */
    private RuntimeException runFailure;
    private long runFailureRow;
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
            int group = ordinal;
            ChunkCache chunks = new ChunkCache(file.input(), file.location(), file.schema(), rg, ordinal,
                    fc -> file.decryption(group, fc), file.thriftLimits(), file.options().columnOptions(), () -> pagesSkipped++);
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
            chunks.rows(wholeGroup ? null : rows);
            chunks.prefetch(readColumns()); // tell the file which chunks (or pages) are about to be read, at once
            openRowGroup(rg, ordinal, chunks);
            groupRows = rows;
            rangeIdx = 0;
            nextRow = rows.start(0);
            return true;
        }
        return false;
    }

    /** The file columns a row group's readers read: the projected columns the file has, and the filter's. */
    private java.util.BitSet readColumns() {
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
        return fcs;
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
        ColumnReader[] readers = ColumnReader.openAll(openers, file.options().readAhead(), file.options().executor());
        if (chunkError != null) {
            throw chunkError;
        }
        columns = readers;
        settleRow = 0;
        runsReady = true;
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
            byte[] def = new byte[n];
            java.util.Arrays.fill(def, (byte) m.defMap()[0]);
            return levels(expected, m, new byte[n], def, n);
        }
        // the whole chunk: the levels built here number their rows from the row group's first
        ColumnReader mirror = chunks.reader(m.mirrorColumn(), null, null, true);
        byte[] rep = new byte[1024];
        byte[] def = new byte[1024];
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
            rep[n] = (byte) r;
            def[n] = (byte) mapped;
            n++;
        }
        if (rows < numRows) {
            throw ColumnReader.shortChunk(file.location(), chunks.ordinal(), mirror.column(), rows + " rows", numRows);
        }
        return levels(expected, m, rep, def, n);
    }

    /** The reader of a missing column's levels: with its declared default as the value, if any. */
    private ColumnReader levels(ColumnDescriptor expected, SchemaMatcher.ColumnMatch m, byte[] rep, byte[] def, int n) {
        if (m.defaultValue() != null) {
            return ColumnReader.constant(expected, rep, def, n, m.defaultValue(), file.location());
        }
        return ColumnReader.levelsOnly(expected, rep, def, n, file.location());
    }

    /**
     * Reads the next record (the next one the filter matches), or returns null at the end of the file.
     *
     * @throws ParquetException when the reader is closed, or the file is damaged (naming where)
     * @return the next record, or null at the end
     */
    public T read() {
        if (closed) {
            throw new ParquetException(file.location() + ": the reader is closed");
        }
        if (runNext < runEnd) {
            return fromRun();
        }
        if (runFailure != null) {
            RuntimeException e = runFailure;
            runFailure = null;
            throw atRow(e, runFailureRow);
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
                        c.skipToRow(row); // (which settles the column first)
                    }
                } else {
                    if (row >= settleRow) {
                        settleRow = settleColumns(row);
                    }
                    if (runsReady) {
                        // records every column's current page still holds, within the rows to visit
                        long left = Math.min(settleRow, groupRows.end(rangeIdx)) - row;
                        if (left > 1) {
                            T first = readRun(row, (int) Math.min(left, io.parquetry.spi.RunBuffers.MAX_RUN));
                            if (first != null) {
                                return first;
                            }
                        }
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
     * Loads the next page of every column whose current page a take used up (the mapper's own
     * accesses would, one column at a time, with the page transition's code in the mapper's; see
     * {@code PageCursor.settle}); returns the row at which the next page may be used up: a column
     * without repetition holds one entry per record.
     */
    private long settleColumns(long row) {
        long left = Long.MAX_VALUE;
        for (ColumnReader c : columns) {
            c.settle();
            left = Math.min(left, c.recordsLeftInPage());
        }
        return left == Long.MAX_VALUE ? Long.MAX_VALUE : row + left;
    }

    /**
     * The record of row {@code row} of the current row group. A value the record cannot hold (a
     * TIME outside a day for a LocalTime, an unknown enum constant) fails naming the file and the row.
     */
    private T assemble(long row) {
        try {
            return mapper.read(columns);
        } catch (RuntimeException e) {
            throw atRow(e, row);
        }
    }

    /**
     * Reads the {@code count} records from row {@code row} as a run and returns the first (the
     * rest follow from {@link #fromRun}); null, having read nothing, when the mapper reads no runs
     * of these columns (then not again in this row group). A record that fails to build is
     * thrown when its turn comes, after the ones before it.
     */
    private T readRun(long row, int count) {
        if (run == null) {
            run = new Object[io.parquetry.spi.RunBuffers.MAX_RUN];
            runBuffers = new io.parquetry.spi.RunBuffers(columns.length);
        }
        int built;
        try {
            built = mapper.readRun(columns, runBuffers, run, count);
        } catch (RuntimeException e) {
            built = 0;
            while (built < count && run[built] != null) {
                built++;
            }
            if (built == 0) {
                throw atRow(e, row);
            }
            runFailure = e;
            runFailureRow = row + built;
        }
        if (built == 0) {
            runsReady = false;
            return null;
        }
        if (built != count && runFailure == null) {
            throw new IllegalStateException(mapper.getClass().getName() + ".readRun read " + built
                    + " records of a run of " + count + " (it must read all or none)");
        }
        nextRow = row + count; // the columns moved past the whole run, even a failed one
        runNext = 0;
        runEnd = built;
        return fromRun();
    }

    /** The next record of the current run. */
    @SuppressWarnings("unchecked")
    private T fromRun() {
        T record = (T) run[runNext];
        run[runNext++] = null;
        return record;
    }

    /**
     * {@code e}, from building the record of row {@code row} of the current row group, with the
     * file and row in its message when it is a {@link ParquetException} without them (any other
     * exception is the record type's own and passes as it is).
     */
    private RuntimeException atRow(RuntimeException e, long row) {
        if (!(e instanceof ParquetException)) {
            return e;
        }
        String message = e.getMessage();
        if (message != null && message.startsWith(file.location())) {
            return e;
        }
        return new ParquetException(file.location() + ": row " + (groupFirstRow[currentRowGroup] + row) + " (row group "
                + currentRowGroup + "): " + message, e);
    }

    private void finishRowGroup() {
        // a chunk holding more rows than its row group is left unread past the row group's
        // last row, as parquet-java and DuckDB read it
        columns = null;
        filterColumns = null;
        groupRows = null;
    }

    /**
     * Data pages left unread so far because none of their rows could be wanted.
     *
     * @return the number of pages skipped
     */
    public long skippedPages() {
        return pagesSkipped;
    }

    /**
     * Row groups skipped so far without reading their data, by the evidence that ruled them out.
     *
     * @return the number of row groups skipped, by reason
     */
    public java.util.Map<io.parquetry.filter.SkipReason, Integer> skippedRowGroups() {
        java.util.Map<io.parquetry.filter.SkipReason, Integer> out =
                new java.util.EnumMap<>(io.parquetry.filter.SkipReason.class);
        for (io.parquetry.filter.SkipReason r : io.parquetry.filter.SkipReason.values()) {
            out.put(r, skippedBy[r.ordinal()]);
        }
        return out;
    }

    /** {@return rows tested against the filter so far (the rows of row groups that were read)} */
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
        run = null;
        runNext = 0;
        runEnd = 0;
        if (closesFile) {
            file.close();
        }
    }
}
