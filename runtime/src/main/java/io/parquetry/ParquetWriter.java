package io.parquetry;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.column.ColumnWriteOptions;
import io.parquetry.column.ColumnWriter;
import io.parquetry.column.PageEncoder;
import io.parquetry.compression.Codecs;
import io.parquetry.file.EngineTargets;
import io.parquetry.file.SchemaConverter;
import io.parquetry.file.WriterMemory;
import io.parquetry.format.BloomFilterHeader;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.ColumnOrder;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.KeyValue;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SizeStatistics;
import io.parquetry.format.SortingColumn;
import io.parquetry.format.ThriftWriter;
import io.parquetry.index.BloomFilter;
import io.parquetry.index.BoundTruncation;
import io.parquetry.index.PageIndexCollector;
import io.parquetry.io.OutputFile;
import io.parquetry.io.PositionOutputStream;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.BloomFilterOptions;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes records to a Parquet file. Records are shredded into column writers as they arrive;
 * a row group is written out when its buffered size reaches the target, so memory stays
 * bounded by the row group size. {@link #close()} writes the footer; for path targets the file
 * appears at its path only then. If a write fails, the writer is unusable and closing it
 * discards the output. Not thread-safe: one thread writes to a writer (its background encoding
 * uses the JVM-wide shared worker threads, or an executor of the caller's, see
 * {@code Builder.backgroundEncoding} and {@code Builder.executor}). A writer that
 * dies before {@code close()} leaves its rows in a footerless temporary file, which
 * {@link ParquetFile#recover} turns back into a valid file (exactly, up to the last cumulative
 * footer, with {@link Builder#cumulativeFooterEvery(int)}).
 *
 * @param <T> the record type
 */
public final class ParquetWriter<T> implements Closeable {
    /** The {@code created_by} written to every file. */
    public static final String CREATED_BY = "parquetry version 0.1.0 (build parquetry)";
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final int SIZE_CHECK_INTERVAL = 64;

    private final RecordMapper<T> mapper;
    private final MessageType schema;
    private final ColumnWriter[] columns;
    private final PositionOutputStream out;
    private final long rowGroupSize;
    private final Map<String, String> keyValueMetadata;
    private final String location;
    private final List<RowGroup> rowGroups = new ArrayList<>();
    // page indexes and bloom filters (null entries: nothing collected for that column)
    private final boolean pageIndex;
    private final PageIndexCollector[] indexes;
    private final List<SortingColumn> sortingColumns;
    // per row group, per column: the indexes written after the last row group
    private final List<ColumnIndex[]> columnIndexes = new ArrayList<>();
    private final List<OffsetIndex[]> offsetIndexes = new ArrayList<>();
    private long rowsInGroup;
    private long totalRows;
    // pages cut at the same rows in every column (alignedPages): the shared cut, else null
    private final io.parquetry.column.PageCut pageCut;
    private final int pageRowLimit;
    private int rowsInPage;
    private boolean failed;
    private boolean closed;
    // the footer close() wrote, for callers that describe the file elsewhere (table metadata)
    private io.parquetry.metadata.FileMetadata footer;
    /** Set while a thread is in write or writeAll (see enter). */
    @SuppressWarnings("unused")
    private boolean busy;
    private static final java.lang.invoke.VarHandle BUSY;

    static {
        try {
            BUSY = java.lang.invoke.MethodHandles.lookup().findVarHandle(ParquetWriter.class, "busy", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
    // encodes the columns' pages, in the background or when they end
    private final PageEncoder encoder;
    // Parquet Modular Encryption of this file, or null
    private final io.parquetry.cipher.FileEncryptor encryptor;
    // a cumulative footer after every this many row groups; 0 for none
    private final int cumulativeFooterEvery;

    private ParquetWriter(Builder<T> b) {
        if (b.compression == Compression.LZO) {
            // reading LZO fails with the same advice; writing would fail only at the first page
            throw new ParquetException(b.output.location() + ": cannot write LZO (not supported by Parquetry: its"
                    + " only Java implementations are GPL-licensed); choose SNAPPY, ZSTD, GZIP, LZ4_RAW, BROTLI"
                    + " or UNCOMPRESSED");
        }
        if (b.cumulativeFooterEvery > 0 && b.encryption != null) {
            throw new ParquetException(b.output.location() + ": cumulative footers cannot be combined with encryption"
                    + " (they would hold the metadata in plaintext, and encrypted files cannot be recovered)");
        }
        this.cumulativeFooterEvery = b.cumulativeFooterEvery;
        this.mapper = b.mapper;
        this.schema = b.mapper.schema();
        this.rowGroupSize = b.rowGroupSize;
        this.keyValueMetadata = new LinkedHashMap<>(b.keyValueMetadata);
        this.location = b.output.location();
        ColumnWriteOptions options = new ColumnWriteOptions(b.pageSize, b.pageRowLimit, b.dictionary,
                b.dictionaryPageSizeLimit, b.pageVersion, b.compression, b.compressionLevel, b.pageChecksums);
        List<ColumnDescriptor> descriptors = schema.columns();
        Map<ColumnPath, io.parquetry.base.Encoding> encodings = perColumn(b.mapper.columnEncodings(), b.encodings,
                "encoding");
        EngineTargets.check(b.targets != null ? b.targets : b.mapper.targets(), location, b.compression, schema,
                encodings);
        this.columns = new ColumnWriter[descriptors.size()];
        this.encoder = b.backgroundEncoding ? PageEncoder.background(b.executor) : PageEncoder.onWritingThread();
        this.pageCut = b.alignedPages ? new io.parquetry.column.PageCut() : null;
        this.pageRowLimit = b.pageRowLimit;
        for (int i = 0; i < columns.length; i++) {
            // validates the encoding against the column's physical type
            columns[i] = new ColumnWriter(descriptors.get(i), options, encodings.get(descriptors.get(i).path()), encoder);
            if (pageCut != null) {
                columns[i].cutPagesWith(pageCut);
            }
        }
        this.pageIndex = b.pageIndex;
        this.indexes = new PageIndexCollector[columns.length];
        Map<ColumnPath, BloomFilterOptions> bloomFilters = perColumn(b.mapper.columnBloomFilters(), b.bloomFilters,
                "bloom filter options");
        for (ColumnPath p : bloomFilters.keySet()) {
            if (schema.column(p).physicalType() == io.parquetry.base.Type.BOOLEAN) {
                throw new ParquetException("column " + p + ": bloom filters are not supported on BOOLEAN columns");
            }
        }
        for (int i = 0; i < columns.length; i++) {
            BloomFilterOptions bloom = bloomFilters.get(descriptors.get(i).path());
            if (pageIndex || bloom != null) {
                BloomFilter filter = bloom == null ? null : BloomFilter.ofSize(bloom.numBytes());
                indexes[i] = new PageIndexCollector(descriptors.get(i), pageIndex, b.truncateLength, filter);
                columns[i].collectIndexes(indexes[i]);
            }
        }
        this.encryptor = b.encryption == null ? null
                : io.parquetry.cipher.FileEncryptor.of(b.encryption, descriptors, location);
        if (encryptor != null) {
            for (int i = 0; i < columns.length; i++) {
                if (encryptor.column(i) != null) {
                    columns[i].encryptWith(encryptor.column(i));
                }
            }
        }
        List<SortingColumn> sorting = new ArrayList<>();
        for (Map.Entry<ColumnPath, boolean[]> e : b.sortingColumns.entrySet()) {
            int idx = descriptors.indexOf(schema.column(e.getKey()));
            sorting.add(new SortingColumn(idx, e.getValue()[0], e.getValue()[1]));
        }
        this.sortingColumns = sorting.isEmpty() ? null : List.copyOf(sorting);
        try {
            this.out = b.output.create();
            out.write(encryptor == null ? MAGIC : encryptor.magic());
        } catch (IOException e) {
            throw new ParquetException(location + ": cannot create: " + io.parquetry.io.IoErrors.describe(e, location), e);
        }
        WriterMemory.opened();
    }

    /**
     * A per-column choice of the mapper (by dotted path) overridden by the builder's, each checked
     * to name a leaf column and not to be null ({@code what} names the choice in the error).
     */
    private <V> Map<ColumnPath, V> perColumn(Map<String, V> fromMapper, Map<ColumnPath, V> fromBuilder, String what) {
        Map<ColumnPath, V> result = new java.util.HashMap<>();
        if (fromMapper != null) {
            fromMapper.forEach((path, v) -> result.put(ColumnPath.parse(path), v));
        }
        result.putAll(fromBuilder);
        for (Map.Entry<ColumnPath, V> e : result.entrySet()) {
            schema.column(e.getKey()); // names a missing column in its exception
            if (e.getValue() == null) {
                throw new ParquetException("column " + e.getKey() + ": " + what + " must not be null");
            }
        }
        return result;
    }

    /**
     * Writes one record.
     *
     * @throws ParquetException when the record does not fit the schema (the writer is then
     *     unusable and closing it discards the file), or when another thread is writing to this
     *     writer at the same time (a writer belongs to one thread; the file is then discarded too)
     * @param record the record
     */
    public void write(T record) {
        enter();
        try {
            writeOne(record);
        } finally {
            BUSY.setRelease(this, false);
        }
    }

    /**
     * Claims the writer for the calling thread's write. Two threads in {@code write} at once would
     * interleave their records' columns: the second one fails, and so does the file.
     */
    private void enter() {
        if ((boolean) BUSY.getAndSet(this, true)) {
            failed = true;
            throw new ParquetException(location + ": two threads wrote to one ParquetWriter at the same time; a writer"
                    + " belongs to one thread (use one writer per thread, or synchronize); the file is discarded");
        }
        if (closed || failed) {
            BUSY.setRelease(this, false);
            throw new ParquetException(location + ": the writer is " + (closed ? "closed" : "unusable after an earlier failure"));
        }
    }

    private void writeOne(T record) {
        try {
            mapper.write(record, columns);
            rowsInGroup++;
            totalRows++;
            if (pageCut != null && (++rowsInPage >= pageRowLimit || pageCut.due())) {
                endPages();
            }
            if (rowsInGroup % SIZE_CHECK_INTERVAL == 0 && rowGroupFull()) {
                flushRowGroup();
            }
        } catch (RuntimeException e) {
            // a record may be half-shredded: the file can no longer be completed consistently
            failed = true;
            throw e;
        }
    }

    /**
     * Writes every record of {@code records}. If anything fails on the way (a record that does
     * not fit, or the caller's iterator throwing), the writer is aborted: nothing is published.
     *
     * @param records the records
     */
    public void writeAll(Iterable<? extends T> records) {
        enter();
        try {
            for (T r : records) {
                writeOne(r);
            }
        } catch (RuntimeException | Error e) {
            abortAfter(e);
            throw e;
        } finally {
            BUSY.setRelease(this, false);
        }
    }

    /**
     * Writes every record of {@code records}, in encounter order; like {@link #writeAll(Iterable)},
     * a failure on the way aborts the writer.
     *
     * @param records the records
     */
    public void writeAll(java.util.stream.Stream<? extends T> records) {
        Iterable<T> once = () -> records.<T>map(r -> r).iterator();
        writeAll(once);
    }

    /**
     * Gives up the file: nothing is published at the path (a local file's temporary sibling is
     * deleted) and the writer is closed. For code that writes record by record:
     *
     * <pre>{@code
     * try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, path).build()) {
     *     try {
     *         for (...) { w.write(next()); }
     *     } catch (RuntimeException e) {
     *         w.abort();   // otherwise close() publishes the rows written so far
     *         throw e;
     *     }
     * }
     * }</pre>
     */
    public void abort() {
        if (closed) {
            return;
        }
        closed = true;
        WriterMemory.closed();
        try {
            out.abort();
        } catch (IOException e) {
            throw new ParquetException(location + ": cannot discard the output: " + io.parquetry.io.IoErrors.describe(e, location), e);
        }
    }

    private void abortAfter(Throwable failure) {
        try {
            abort();
        } catch (RuntimeException suppressed) {
            failure.addSuppressed(suppressed);
        }
    }

    /** {@return rows written so far} */
    public long rowCount() {
        return totalRows;
    }

    /**
     * {@return about how large the file is so far: the bytes written out, plus the row group still
     * buffered (encoded pages, and the open pages' values before compression)} For rolling to a new
     * file at a target size; the footer is not counted.
     */
    public long estimatedSize() {
        return out.position() + bufferedSize();
    }

    /**
     * The footer {@link #close()} wrote: row groups and their column statistics, as a reader of
     * the file sees them through {@link ParquetFile#metadata()} (table formats such as Iceberg take
     * their column metrics from it without reading the file back). For an encrypted file, every
     * chunk's metadata is shown: the writer has all the keys.
     *
     * @return the file's footer metadata
     * @throws IllegalStateException before {@link #close()} has published the file, or after
     *     {@link #abort()} or a failure discarded it
     */
    public io.parquetry.metadata.FileMetadata footer() {
        if (footer == null) {
            throw new IllegalStateException(location + ": the footer exists once close() has published the file");
        }
        return footer;
    }

    private long bufferedSize() {
        long total = 0;
        for (ColumnWriter c : columns) {
            total += c.bufferedSize();
        }
        return total;
    }

    /**
     * Whether the row group reached its size (what the file will hold) or the memory it holds
     * reached this writer's share of the heap ({@link WriterMemory}; that includes page copies
     * kept for sorting dictionaries, which the file will not hold).
     */
    private boolean rowGroupFull() {
        long buffered = 0;
        long held = 0;
        for (ColumnWriter c : columns) {
            buffered += c.bufferedSize();
            held += c.heldSize();
        }
        return buffered >= WriterMemory.limit(rowGroupSize) || held >= WriterMemory.share();
    }

    /**
     * Waits until the page each column handed off last is encoded, from the last column to the
     * first: the worker takes pages from the start, so this thread encodes those no worker has
     * started rather than waiting on each one in turn while the worker is busy with it.
     */
    private void awaitPages() {
        for (int i = columns.length - 1; i >= 0; i--) {
            columns[i].awaitPage();
        }
    }

    /** Ends every column's page after the record just written (pages cut at the same rows). */
    private void endPages() {
        awaitPages(); // the pages handed off last, before their arrays are reused
        for (ColumnWriter c : columns) {
            c.endPage();
        }
        pageCut.clear();
        rowsInPage = 0;
    }

    private void flushRowGroup() {
        if (rowsInGroup == 0) {
            return;
        }
        rowsInPage = 0; // the chunks end with their pages
        if (pageCut != null) {
            pageCut.clear();
        }
        try {
            // every column's last page is encoded (in parallel with the others' when pages are
            // encoded in the background) before the chunks are written with the shared buffers
            for (ColumnWriter c : columns) {
                c.endChunk(); // with its last page, sorts its dictionary if that pays (ChunkWriter.prepare)
            }
            awaitPages();
            long groupStart = out.position();
            List<ColumnChunk> chunks = new ArrayList<>(columns.length);
            ColumnIndex[] cis = new ColumnIndex[columns.length];
            OffsetIndex[] ois = new OffsetIndex[columns.length];
            long uncompressed = 0;
            for (int i = 0; i < columns.length; i++) {
                ColumnWriter c = columns[i];
                ColumnWriter.ChunkResult r = c.finishChunk(out, out.position());
                if (r.rows() != rowsInGroup) {
                    throw new ParquetException("column " + c.column().path() + " received " + r.rows()
                            + " rows but the row group has " + rowsInGroup + " (a mapper wrote an inconsistent record)");
                }
                ColumnChunk chunk = r.chunk();
                PageIndexCollector pc = indexes[i];
                if (pc != null && pageIndex) {
                    cis[i] = pc.columnIndex();
                    ois[i] = pc.offsetIndex(r.pageLocations());
                    SizeStatistics sizes = pc.sizeStatistics();
                    if (sizes != null) {
                        chunk = withMetaData(chunk, withSizeStatistics(chunk.metaData(), sizes));
                    }
                }
                chunks.add(chunk);
                uncompressed += chunk.metaData().totalUncompressedSize();
            }
            long compressed = out.position() - groupStart;
            writeBloomFilters(chunks);
            rowGroups.add(new RowGroup(chunks, uncompressed, rowsInGroup, sortingColumns, groupStart, compressed,
                    (short) rowGroups.size()));
            columnIndexes.add(cis);
            offsetIndexes.add(ois);
            rowsInGroup = 0;
            if (cumulativeFooterEvery > 0 && rowGroups.size() % cumulativeFooterEvery == 0) {
                BytesBuilder block = new BytesBuilder(1 << 12);
                io.parquetry.file.CumulativeFooter.write(fileMetaData(rowGroups), block);
                block.writeTo(out);
            }
        } catch (IOException e) {
            failed = true;
            throw new ParquetException(location + ": " + io.parquetry.io.IoErrors.describe(e, location), e);
        }
    }

    /** Writes the row group's bloom filters after its column chunks and points the chunks at them. */
    private void writeBloomFilters(List<ColumnChunk> chunks) throws IOException {
        BytesBuilder buf = null;
        for (int i = 0; i < indexes.length; i++) {
            PageIndexCollector pc = indexes[i];
            if (pc == null) {
                continue;
            }
            BloomFilter filter = pc.bloomFilter();
            if (filter != null) {
                if (buf == null) {
                    buf = new BytesBuilder(filter.numBytes() + 32);
                }
                buf.reset();
                ThriftWriter.write(BloomFilterHeader.splitBlockXxHash(filter.numBytes()), buf);
                io.parquetry.cipher.ColumnEncryption crypto = encryptor == null ? null : encryptor.column(i);
                if (crypto == null) {
                    buf.writeBytes(filter.toBitset());
                } else {
                    // header and bitset are separate modules
                    byte[] header = crypto.module(io.parquetry.cipher.ModuleCrypto.BLOOM_FILTER_HEADER, rowGroups.size(),
                            buf.array(), 0, buf.size());
                    byte[] bitset = filter.toBitset();
                    buf.reset();
                    buf.writeBytes(header);
                    buf.writeBytes(crypto.module(io.parquetry.cipher.ModuleCrypto.BLOOM_FILTER_BITSET, rowGroups.size(),
                            bitset, 0, bitset.length));
                }
                long offset = out.position();
                buf.writeTo(out);
                ColumnChunk c = chunks.get(i);
                ColumnMetaData m = c.metaData();
                chunks.set(i, withMetaData(c, new ColumnMetaData(m.type(), m.encodings(), m.pathInSchema(), m.codec(),
                        m.numValues(), m.totalUncompressedSize(), m.totalCompressedSize(), m.keyValueMetadata(),
                        m.dataPageOffset(), m.indexPageOffset(), m.dictionaryPageOffset(), m.statistics(),
                        m.encodingStats(), offset, buf.size(), m.sizeStatistics(), m.geospatialStatistics())));
            }
            pc.reset();
        }
    }

    /**
     * Writes every column index, then every offset index (PageIndex.md: after the row groups,
     * before the footer), and returns the row groups with their chunks pointing at them.
     */
    private List<RowGroup> writePageIndexes() throws IOException {
        if (!pageIndex) {
            return rowGroups;
        }
        BytesBuilder buf = new BytesBuilder(1 << 12);
        long[][] ciOffsets = new long[rowGroups.size()][];
        int[][] ciLengths = new int[rowGroups.size()][];
        for (int g = 0; g < rowGroups.size(); g++) {
            ColumnIndex[] cis = columnIndexes.get(g);
            ciOffsets[g] = new long[cis.length];
            ciLengths[g] = new int[cis.length];
            for (int i = 0; i < cis.length; i++) {
                if (cis[i] != null) {
                    buf.reset();
                    ThriftWriter.write(cis[i], buf);
                    ciOffsets[g][i] = out.position();
                    ciLengths[g][i] = writeModule(buf, io.parquetry.cipher.ModuleCrypto.COLUMN_INDEX, g, i);
                }
            }
        }
        List<RowGroup> result = new ArrayList<>(rowGroups.size());
        for (int g = 0; g < rowGroups.size(); g++) {
            RowGroup rg = rowGroups.get(g);
            OffsetIndex[] ois = offsetIndexes.get(g);
            List<ColumnChunk> chunks = new ArrayList<>(rg.columns().size());
            for (int i = 0; i < ois.length; i++) {
                ColumnChunk c = rg.columns().get(i);
                Long oiOffset = null;
                Integer oiLength = null;
                if (ois[i] != null) {
                    buf.reset();
                    ThriftWriter.write(ois[i], buf);
                    oiOffset = out.position();
                    oiLength = writeModule(buf, io.parquetry.cipher.ModuleCrypto.OFFSET_INDEX, g, i);
                }
                boolean hasCi = columnIndexes.get(g)[i] != null;
                chunks.add(new ColumnChunk(c.filePath(), c.fileOffset(), c.metaData(), oiOffset, oiLength,
                        hasCi ? ciOffsets[g][i] : null, hasCi ? ciLengths[g][i] : null,
                        c.cryptoMetadata(), c.encryptedColumnMetadata()));
            }
            result.add(new RowGroup(chunks, rg.totalByteSize(), rg.numRows(), rg.sortingColumns(), rg.fileOffset(),
                    rg.totalCompressedSize(), rg.ordinal()));
        }
        return result;
    }

    /** Writes a serialized index, encrypted as a module of its type when its column is; returns its length. */
    private int writeModule(BytesBuilder buf, byte moduleType, int rowGroup, int column) throws IOException {
        io.parquetry.cipher.ColumnEncryption crypto = encryptor == null ? null : encryptor.column(column);
        if (crypto == null) {
            buf.writeTo(out);
            return buf.size();
        }
        byte[] module = crypto.module(moduleType, rowGroup, buf.array(), 0, buf.size());
        out.write(module);
        return module.length;
    }

    private static ColumnChunk withMetaData(ColumnChunk c, ColumnMetaData m) {
        return new ColumnChunk(c.filePath(), c.fileOffset(), m, c.offsetIndexOffset(), c.offsetIndexLength(),
                c.columnIndexOffset(), c.columnIndexLength(), c.cryptoMetadata(), c.encryptedColumnMetadata());
    }

    private static ColumnMetaData withSizeStatistics(ColumnMetaData m, SizeStatistics sizes) {
        return new ColumnMetaData(m.type(), m.encodings(), m.pathInSchema(), m.codec(), m.numValues(),
                m.totalUncompressedSize(), m.totalCompressedSize(), m.keyValueMetadata(), m.dataPageOffset(),
                m.indexPageOffset(), m.dictionaryPageOffset(), m.statistics(), m.encodingStats(),
                m.bloomFilterOffset(), m.bloomFilterLength(), sizes, m.geospatialStatistics());
    }

    /** The file metadata over {@code groups}: schema, their rows, key/value metadata, writer, column orders. */
    private FileMetaData fileMetaData(List<RowGroup> groups) {
        List<KeyValue> kv = new ArrayList<>();
        keyValueMetadata.forEach((k, v) -> kv.add(new KeyValue(k, v)));
        List<ColumnOrder> orders = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            orders.add(ColumnOrder.TYPE_DEFINED);
        }
        long rows = 0;
        for (RowGroup g : groups) {
            rows += g.numRows();
        }
        return new FileMetaData(2, SchemaConverter.toElements(schema), rows, List.copyOf(groups), kv.isEmpty() ? null : kv,
                CREATED_BY, orders, null, null);
    }

    /** Writes the last row group and the footer, and publishes the file. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        WriterMemory.closed();
        if (failed) {
            try {
                out.abort();
            } catch (IOException e) {
                throw new ParquetException(location + ": " + io.parquetry.io.IoErrors.describe(e, location), e);
            }
            return;
        }
        try {
            flushRowGroup();
            List<RowGroup> groups = writePageIndexes();
            FileMetaData plain = fileMetaData(groups);
            FileMetaData meta = encryptor == null ? plain : fileMetaData(encryptor.seal(groups));
            BytesBuilder footer = new BytesBuilder(1 << 12);
            if (encryptor == null) {
                ThriftWriter.write(meta, footer);
                footer.writeIntLE(footer.size());
                footer.writeBytes(MAGIC);
            } else {
                encryptor.writeFooter(meta, footer);
            }
            footer.writeTo(out);
            out.close();
            this.footer = MetadataViews.written(plain, schema, location, encryptor != null);
        } catch (IOException | RuntimeException e) {
            try {
                out.abort();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            if (e instanceof ParquetException pe) {
                throw pe;
            }
            throw new ParquetException(location + ": " + (e instanceof IOException ioe ? io.parquetry.io.IoErrors.describe(ioe, location) : String.valueOf(e)), e);
        }
    }

    /**
     * Builder of a {@link ParquetWriter}: defaults are SNAPPY, 128 MiB row groups, 1 MiB pages,
     * dictionary encoding on, V1 pages, page checksums on.
     *
     * @param <T> the record type
     */
    public static final class Builder<T> {
        private final OutputFile output;
        private final RecordMapper<T> mapper;
        private Compression compression = Compression.SNAPPY;
        private int compressionLevel = Codecs.DEFAULT_LEVEL;
        private long rowGroupSize = 128L << 20;
        private int pageSize = ColumnWriteOptions.DEFAULT_PAGE_SIZE;
        private int pageRowLimit = ColumnWriteOptions.DEFAULT_PAGE_ROW_LIMIT;
        private boolean dictionary = true;
        private int dictionaryPageSizeLimit = ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT;
        private PageVersion pageVersion = PageVersion.V1;
        private boolean pageChecksums = true;
        private final Map<String, String> keyValueMetadata = new LinkedHashMap<>();
        private boolean pageIndex = true;
        private boolean alignedPages = true;
        private int truncateLength = BoundTruncation.DEFAULT_LENGTH;
        private final Map<ColumnPath, BloomFilterOptions> bloomFilters = new LinkedHashMap<>();
        private final Map<ColumnPath, boolean[]> sortingColumns = new LinkedHashMap<>();
        private final Map<ColumnPath, io.parquetry.base.Encoding> encodings = new LinkedHashMap<>();
        private boolean backgroundEncoding = io.parquetry.column.Workers.worthwhile();
        private java.util.concurrent.Executor executor; // null: the shared workers
        private java.util.Set<io.parquetry.annotation.Engine> targets;
        private io.parquetry.crypto.FileEncryption encryption;
        private int cumulativeFooterEvery;

        /**
         * A builder writing to {@code output} through {@code mapper}.
         *
         * @param output where the file is written
         * @param mapper the record mapper
         */
        public Builder(OutputFile output, RecordMapper<T> mapper) {
            this.output = output;
            this.mapper = mapper;
        }

        /**
         * The codec of every page (LZO cannot be written: {@link #build()} says so).
         *
         * @param codec the codec (default SNAPPY)
         * @return this builder
         */
        public Builder<T> compression(Compression codec) {
            this.compression = codec;
            return this;
        }

        /**
         * Codec level (GZIP 0..9, ZSTD -7..22, BROTLI 0..11); others ignore it.
         *
         * @param level the codec level
         * @return this builder
         */
        public Builder<T> compressionLevel(int level) {
            this.compressionLevel = level;
            return this;
        }

        /**
         * Target row group size in bytes (buffered, before compression of the open page).
         *
         * @param bytes the size in bytes, positive
         * @return this builder
         */
        public Builder<T> rowGroupSize(long bytes) {
            if (bytes <= 0) {
                throw new ParquetException("row group size must be positive, got " + bytes);
            }
            this.rowGroupSize = bytes;
            return this;
        }

        /**
         * Target data page size in bytes.
         *
         * @param bytes the size in bytes, positive
         * @return this builder
         */
        public Builder<T> pageSize(int bytes) {
            if (bytes <= 0) {
                throw new ParquetException("page size must be positive, got " + bytes);
            }
            this.pageSize = bytes;
            return this;
        }

        /**
         * Most rows (records) in one data page; a page of a nested column holds every value of
         * its rows (as in parquet-java), up to 8 values (levels) per row of the limit. The page
         * size limit still ends a page first.
         *
         * @param rows the number of rows, positive
         * @return this builder
         */
        public Builder<T> pageRowLimit(int rows) {
            if (rows <= 0) {
                throw new ParquetException("page row limit must be positive, got " + rows);
            }
            this.pageRowLimit = rows;
            return this;
        }

        /**
         * Whether every column's pages end on the same rows (default on). A page then ends, in
         * every column at once, after the record at which some column's page reached the page
         * size (or 8 levels per row of the row limit), or at the row limit; a page may thus hold
         * one record past the size limit, and columns of small values get smaller pages when
         * another column's values are large.
         *
         * <p>Off, each column ends its pages by its own size, as most writers do. Pages of
         * different columns then start on different rows, and readers that filter through the page
         * index must skip rows inside pages of the columns not filtered on, which some get wrong:
         * parquet-java up to 1.18.1 (its record reader, behind Spark's row-based reader and Hive)
         * returns an earlier row's value for the last selected row of a row group
         * (apache/parquet-java GH-3747), and Spark 4.2's vectorized reader misreads
         * DELTA_BINARY_PACKED after skipping rows without values and fails on DELTA_BYTE_ARRAY
         * over fixed-length bytes. With aligned pages such readers skip whole pages only.
         *
         * @param aligned whether pages of all columns end on the same rows
         * @return this builder
         */
        public Builder<T> alignedPages(boolean aligned) {
            this.alignedPages = aligned;
            return this;
        }

        /**
         * Whether columns without an explicit encoding try dictionary encoding first (see {@link #encoding}).
         *
         * @param enabled whether dictionary encoding is tried (default true)
         * @return this builder
         */
        public Builder<T> dictionary(boolean enabled) {
            this.dictionary = enabled;
            return this;
        }

        /**
         * Largest dictionary (PLAIN bytes) before a column chunk falls back (see {@link #encoding}).
         *
         * @param bytes the limit in bytes
         * @return this builder
         */
        public Builder<T> dictionaryPageSizeLimit(int bytes) {
            this.dictionaryPageSizeLimit = bytes;
            return this;
        }

        /**
         * The data page format (see {@link PageVersion}).
         *
         * @param version V1 (default) or V2
         * @return this builder
         */
        public Builder<T> pageVersion(PageVersion version) {
            this.pageVersion = version;
            return this;
        }

        /**
         * Whether every page header carries the CRC32 of the page.
         *
         * @param enabled whether page CRCs are written (default true)
         * @return this builder
         */
        public Builder<T> pageChecksums(boolean enabled) {
            this.pageChecksums = enabled;
            return this;
        }

        /**
         * Whether pages are encoded, compressed and checksummed on worker threads (shared by all
         * files; one fewer than the processors) while the next ones fill (default: when the JVM
         * has more than one processor). The
         * file is the same either way, byte for byte: pages and row groups end where the data
         * puts them, not where the encoder happens to be. Errors the encoder meets surface from
         * a later {@code write} or from {@code close}. {@link #executor} puts the work on threads
         * of the caller's instead.
         *
         * @param enabled whether pages are encoded on worker threads
         * @return this builder
         */
        public Builder<T> backgroundEncoding(boolean enabled) {
            this.backgroundEncoding = enabled;
            return this;
        }

        /**
         * Has {@code executor}'s threads encode pages in the background, in place of the
         * JVM-wide shared workers, or, when it is {@code null}, turns background encoding off:
         * every page is encoded on the writing thread and no other thread does anything for this
         * writer. A later {@link #backgroundEncoding backgroundEncoding(true)} turns it back on
         * (on the shared workers unless an executor was given). The file is the same byte for
         * byte whichever runs the work.
         *
         * <p>Lifecycle: the executor stays the caller's; the writer never shuts it down. It should
         * keep accepting tasks until the writer is closed: a task it rejects, or has not started
         * when the writer needs the page, is encoded on the writing thread instead, so a slow or
         * shut-down executor slows writing down but never stalls or fails it. Its tasks may run
         * on any of its threads, several columns' pages at once, but each column has at most one
         * page in flight, awaited before the next (and all of them before {@code close} returns),
         * and no two tasks ever share scratch buffers. The default shared workers are daemon
         * threads that end by themselves after a few idle seconds: nothing to shut down.
         *
         * @param executor runs page encoding; {@code null}: nothing runs in the background
         * @return this builder
         */
        public Builder<T> executor(java.util.concurrent.Executor executor) {
            this.executor = executor;
            this.backgroundEncoding = executor != null;
            return this;
        }

        /**
         * Adds a file-level key/value metadata entry.
         *
         * @param key the entry's key
         * @param value its value
         * @return this builder
         */
        public Builder<T> keyValue(String key, String value) {
            keyValueMetadata.put(key, value);
            return this;
        }

        /**
         * Whether to write a ColumnIndex and an OffsetIndex for every column chunk, and level
         * histograms (SizeStatistics) for columns with repetition or definition levels. On by
         * default; readers use them to skip pages.
         *
         * @param enabled whether it is on
         * @return this builder
         */
        public Builder<T> pageIndex(boolean enabled) {
            this.pageIndex = enabled;
            return this;
        }

        /**
         * Longest BYTE_ARRAY min/max stored in the column index (default 64 bytes). Longer bounds
         * are shortened: a lower bound to a prefix, an upper bound to an incremented prefix.
         *
         * @param bytes the length in bytes
         * @return this builder
         */
        public Builder<T> columnIndexTruncateLength(int bytes) {
            if (bytes <= 0) {
                throw new ParquetException("column index truncate length must be positive, got " + bytes);
            }
            this.truncateLength = bytes;
            return this;
        }

        /**
         * Writes a split-block bloom filter for the leaf column at dotted path {@code columnPath}
         * in every row group, sized for {@code ndv} distinct values per row group at false-positive
         * probability {@code fpp} (at most 1 MiB per filter; see {@link BloomFilterOptions}). Not
         * available on BOOLEAN columns. Overrides the record mapper's choice for the column
         * ({@link RecordMapper#columnBloomFilters()}, e.g. from {@code @BloomFilter}).
         *
         * @throws ParquetException if {@code ndv} is negative or {@code fpp} is not strictly between 0 and 1
         * @param columnPath the dotted path of the leaf column
         * @param ndv distinct values expected per row group, zero or more
         * @param fpp the false-positive probability, strictly between 0 and 1
         * @return this builder
         */
        public Builder<T> bloomFilter(String columnPath, long ndv, double fpp) {
            bloomFilters.put(ColumnPath.parse(columnPath), new BloomFilterOptions(ndv, fpp));
            return this;
        }

        /**
         * Declares that rows are written sorted by the leaf column at dotted path
         * {@code columnPath} (after any columns declared before it); recorded as the row groups'
         * {@code sorting_columns}. The writer does not check the order: declare only what holds.
         *
         * @param columnPath the dotted path of the leaf column
         * @param descending whether the order is descending
         * @param nullsFirst whether nulls come first
         * @return this builder
         */
        public Builder<T> sortedBy(String columnPath, boolean descending, boolean nullsFirst) {
            ColumnPath p = ColumnPath.parse(columnPath);
            if (sortingColumns.containsKey(p)) {
                throw new ParquetException("column " + p + " is already declared as a sort column");
            }
            sortingColumns.put(p, new boolean[] {descending, nullsFirst});
            return this;
        }

        /**
         * Encodes the values of the leaf column at dotted path {@code columnPath} in
         * {@code encoding}, overriding the record mapper's choice for it
         * ({@link RecordMapper#columnEncodings()}, e.g. from {@code @ParquetEncoding}).
         *
         * <ul>
         *   <li>{@code RLE_DICTIONARY}: dictionary encoding (even with {@link #dictionary(boolean)}
         *       off), falling back to the default below when the dictionary outgrows
         *       {@link #dictionaryPageSizeLimit(int)}. Any type but BOOLEAN and INT96.
         *   <li>{@code PLAIN}: any type, no dictionary.
         *   <li>{@code DELTA_BINARY_PACKED}: INT32, INT64. {@code DELTA_LENGTH_BYTE_ARRAY}:
         *       BYTE_ARRAY. {@code DELTA_BYTE_ARRAY}: BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY.
         *       {@code BYTE_STREAM_SPLIT}: FLOAT, DOUBLE, INT32, INT64, FIXED_LEN_BYTE_ARRAY.
         *       {@code RLE}: BOOLEAN (the spec lists it for V2 pages; DuckDB and parquet-java read
         *       it in V1 pages too). None of these uses a dictionary.
         * </ul>
         *
         * <p>Columns without an explicit encoding use a dictionary when {@link #dictionary(boolean)}
         * is on (the default) and choose, per column chunk, the encoding of the pages written without
         * one: on the chunk's first page the writer encodes the values in PLAIN, DELTA_BINARY_PACKED
         * (INT32, INT64 columns where every row holds a value: not optional, not in an optional group,
         * list or map, where Spark's vectorized reader misreads it), DELTA_BYTE_ARRAY (BYTE_ARRAY other than decimals) and, with V2 pages only,
         * RLE (BOOLEAN), compresses each with the file's codec and keeps the smallest; other types
         * stay PLAIN. The dictionary is dropped for the rest of the chunk when it outgrows
         * {@link #dictionaryPageSizeLimit(int)} or when, on a page of at least 1,024 values, the
         * values of the page's second half cost more with it (indices and new entries) than in the
         * chosen encoding, as compressed. BYTE_STREAM_SPLIT is never chosen by default. A page whose
         * values are all null is dictionary encoded (no indices) while the chunk's dictionary holds,
         * even before its first entry, so that no chunk goes from PLAIN to dictionary pages or back
         * (Spark's vectorized reader fails on that in repeated columns); a chunk of nulls only thus
         * has an empty dictionary page. An encoding that cannot encode the column's physical type, or a path naming no leaf column, fails
         * {@link #build()} with a {@link ParquetException}.
         *
         * @param columnPath the dotted path of the leaf column
         * @param encoding the value encoding
         * @return this builder
         */
        public Builder<T> encoding(String columnPath, io.parquetry.base.Encoding encoding) {
            if (encoding == null) {
                throw new ParquetException("column " + columnPath + ": encoding must not be null");
            }
            encodings.put(ColumnPath.parse(columnPath), encoding);
            return this;
        }

        /**
         * The engines that must read the file: {@link #build()} fails with a {@link ParquetException}
         * listing every setting one of them cannot read (for Spark: BROTLI, BYTE_STREAM_SPLIT; for
         * DuckDB: LZ4 with Hadoop framing, BYTE_STREAM_SPLIT on integers; and column types such as
         * UUID for Spark), naming the column, the engine and what to choose instead. Replaces the
         * mapper's targets ({@link RecordMapper#targets()}, from {@code @ParquetTarget}); no
         * engines checks nothing. The table is {@link io.parquetry.annotation.EngineFeature}.
         *
         * @param engines the engines
         * @return this builder
         */
        public Builder<T> target(io.parquetry.annotation.Engine... engines) {
            java.util.Set<io.parquetry.annotation.Engine> set = java.util.EnumSet.noneOf(io.parquetry.annotation.Engine.class);
            for (io.parquetry.annotation.Engine e : engines) {
                if (e == null) {
                    throw new ParquetException("target engines must not be null");
                }
                set.add(e);
            }
            this.targets = set;
            return this;
        }

        /**
         * Encrypts the file with Parquet Modular Encryption (see {@link io.parquetry.crypto.FileEncryption}):
         * every page, page header, dictionary, column index, offset index and bloom filter of an
         * encrypted column, and the footer or (plaintext footer) its signature. {@code null} (the
         * default) writes a plaintext file.
         *
         * @param encryption the encryption settings (keys, algorithm, footer mode)
         * @return this builder
         */
        public Builder<T> encryption(io.parquetry.crypto.FileEncryption encryption) {
            this.encryption = encryption;
            return this;
        }

        /**
         * Writes a cumulative footer after every {@code rowGroups} row groups (0, the default,
         * writes none): a CRC-framed copy of the file metadata so far (schema, key/value
         * metadata, the row groups written), between row groups where no column chunk refers to
         * it, so the finished file is a standard Parquet file that every reader reads as before.
         * If the writer dies before {@link ParquetWriter#close()}, {@link ParquetFile#recover}
         * rebuilds the file exactly up to the last cumulative footer, needing no schema, and
         * recovers the row groups after it by scanning their pages. Each footer costs the size
         * of the file metadata so far; with 1 (every row group) recovery never depends on page
         * scanning. Not available with {@link #encryption} ({@link #build()} fails).
         *
         * @param rowGroups how many row groups between cumulative footers; 0 for none
         * @return this builder
         */
        public Builder<T> cumulativeFooterEvery(int rowGroups) {
            if (rowGroups < 0) {
                throw new ParquetException("cumulativeFooterEvery must be 0 (none) or positive, got " + rowGroups);
            }
            this.cumulativeFooterEvery = rowGroups;
            return this;
        }

        /**
         * Checks the settings against the mapper's schema and opens the output.
         *
         * @return the writer, which has written nothing yet
         * @throws ParquetException when a setting is invalid for the schema or the target engines
         */
        public ParquetWriter<T> build() {
            return new ParquetWriter<>(this);
        }
    }
}
