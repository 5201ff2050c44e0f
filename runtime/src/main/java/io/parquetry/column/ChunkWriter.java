package io.parquetry.column;

import io.parquetry.base.PageVersion;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.compression.Codec;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.base.Encoding;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.format.PageHeader;
import io.parquetry.format.PageLocation;
import io.parquetry.base.PageType;
import io.parquetry.format.ThriftWriter;
import io.parquetry.schema.ColumnDescriptor;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The last stage of writing a column: keeps the open column chunk's encoded data pages (in a
 * {@link PageStore}) with their locations and encodings, and at the end of the row group writes
 * the chunk to the file: its dictionary page (from the {@link PageValueEncoder}), then the data
 * pages, and returns the chunk's metadata. Used by the thread encoding the column's pages, and by
 * the writing thread once those are done; not thread-safe.
 *
 * <p>A dictionary is written sorted when that makes the chunk smaller (see {@link #sortedDictionary}):
 * its entries arrive in first-seen order, which compresses worse than sorted entries, whose
 * neighbours share prefixes (strings) or high bytes (numbers). The dictionary-encoded pages are
 * then written again with their indices into the sorted dictionary: each one's levels and indices
 * are kept as they were before compression (in a second {@link PageStore}) until the chunk ends,
 * and re-encoded, compressed, sealed and checksummed there. Values, and so statistics, page
 * index and bloom filter, do not change.
 */
final class ChunkWriter {
    private final ColumnDescriptor column;
    private final ColumnWriteOptions options;
    private final Codec codec;
    private final PageValueEncoder values;
    private final StatisticsCollector statistics;
    private final PageSealer sealer;
    private final PageStore pages = new PageStore();
    private final List<PageLocation> pageLocations = new ArrayList<>();
    private final Map<Encoding, Integer> dataPageEncodings = new EnumMap<>(Encoding.class);
    private long chunkRows;
    private long chunkValues;
    private long chunkUncompressedBytes;
    /** The levels and indices of the chunk's dictionary-encoded pages before compression, for sorting the dictionary. */
    private final PageStore rawPages = new PageStore();
    private final List<RawPage> raw = new ArrayList<>();
    /**
     * Whether every dictionary-encoded page of the open chunk is in {@link #rawPages}: not once
     * one was left out, after which the chunk's dictionary stays in first-seen order.
     */
    private boolean sortable = true;
    /** Whether {@link #prepare} ran since the chunk's last page was added; then its outcome. */
    private boolean prepared;
    private int[] sorted;
    /**
     * Whether the chunk's dictionary-encoded pages are written again in the fallback encoding, and
     * the chunk then has no dictionary (see {@link #prepare}).
     */
    private boolean inFallback;
    /** The chunk's data pages written for its sorted dictionary or in the fallback, and their locations (relative). */
    private final PageStore rewritten = new PageStore();
    private List<PageLocation> rewrittenLocations;

    /** Fewest dictionary entries worth sorting. */
    static final int MIN_SORTED_ENTRIES = 256;
    /** Most bytes of pages kept for sorting per chunk: a chunk with more keeps its dictionary in first-seen order. */
    static final long MAX_RAW_BYTES = 16L << 20;
    /**
     * A sorted dictionary is written when it saves at least one byte per this many bytes of pages
     * to re-encode (and more than the indices may grow): rewriting pages costs write time in
     * proportion to their size (at one byte per 128 the orders benchmark's nested writes took 6%
     * longer for 0.5% of the file; see BENCHMARKS.md, *Sorted dictionaries*).
     */
    static final int MIN_SAVING_RATIO = 32;

    /**
     * A dictionary-encoded data page as encoded before compression, at {@code offset} in
     * {@link #rawPages}: its levels ({@code levelBytes}), then its dictionary indices
     * ({@code valueBytes}); with its header and what it added to the chunk's uncompressed size.
     */
    private record RawPage(int page, long offset, int levelBytes, int valueBytes, int valueCount, PageHeader header,
                           int uncompressedBytes) {}

    ChunkWriter(ColumnDescriptor column, ColumnWriteOptions options, Codec codec, PageValueEncoder values,
                StatisticsCollector statistics, PageSealer sealer) {
        this.column = column;
        this.options = options;
        this.codec = codec;
        this.values = values;
        this.statistics = statistics;
        this.sealer = sealer;
    }

    /** Data pages of the open chunk so far (the ordinal of the next one). */
    int pageCount() {
        return pageLocations.size();
    }

    /** Bytes of the open chunk's encoded data pages. */
    long pagesSize() {
        return pages.size();
    }

    /**
     * Bytes of the copies of the open chunk's dictionary-encoded pages kept for sorting its
     * dictionary: memory the writer holds that the file will not (see {@link ColumnWriter#heldSize}).
     */
    long keptBytes() {
        return rawPages.size();
    }

    /**
     * Appends an encoded data page (header and body, or the sealed body of an encrypted column)
     * and accounts for it.
     */
    void addDataPage(BytesBuilder header, BytesBuilder body, byte[] sealed, int uncompressedSize, Encoding encoding,
                     int levelCount, int pageRows) {
        unprepare();
        long pageStart = pages.size();
        int written = sealer.writePage(header, body, sealed, false, pageLocations.size(), pages::write);
        pageLocations.add(new PageLocation(pageStart, written, chunkRows));
        chunkUncompressedBytes += header.size() + uncompressedSize;
        dataPageEncodings.merge(encoding, 1, Integer::sum);
        chunkValues += levelCount;
        chunkRows += pageRows;
    }

    /**
     * Keeps the levels and dictionary indices of the dictionary-encoded page about to be added
     * (with {@link #addDataPage}), for writing it again should the dictionary be sorted.
     */
    void keepDictionaryPage(PageHeader header, int headerBytes, BytesBuilder levels, BytesBuilder indices, int valueCount) {
        if (!sortable) {
            return;
        }
        // a dictionary still small after a page is not worth sorting (and rarely grows enough):
        // its chunk keeps nothing, rather than copies of every page
        if (values.dictionarySize() < MIN_SORTED_ENTRIES || rawPages.size() + levels.size() + indices.size() > MAX_RAW_BYTES) {
            sortable = false;
            return;
        }
        raw.add(new RawPage(pageLocations.size(), rawPages.size(), levels.size(), indices.size(), valueCount, header,
                headerBytes + header.uncompressedPageSize()));
        rawPages.write(levels.array(), 0, levels.size());
        rawPages.write(indices.array(), 0, indices.size());
    }

    /**
     * Writes the chunk (dictionary page, if any page used it, and data pages) to {@code out}, which
     * is at file offset {@code fileOffset}, with scratch buffers {@code b}; returns its metadata.
     * Does not reset: see {@link #reset}.
     */
    ColumnWriter.ChunkResult finish(OutputStream out, long fileOffset, PageEncoder.PageBuffers b) throws IOException {
        long offset = fileOffset;
        long dictionaryOffset = -1;
        long compressedTotal = 0;
        long uncompressedTotal = chunkUncompressedBytes;
        List<PageEncodingStats> encodingStats = new ArrayList<>();
        List<Encoding> encodings = new ArrayList<>();
        prepare(b);
        if (values.usedDictionary() && !inFallback) {
            BytesBuilder valuesBuf = b.values;
            BytesBuilder bodyBuf = b.body;
            BytesBuilder headerBuf = b.header;
            valuesBuf.reset();
            int entries = values.writeDictionary(valuesBuf, b, sorted);
            bodyBuf.reset();
            codec.compress(valuesBuf.array(), 0, valuesBuf.size(), bodyBuf);
            byte[] sealed = sealer.seal(bodyBuf, true, pageLocations.size());
            PageHeader header = new PageHeader(PageType.DICTIONARY_PAGE, valuesBuf.size(), PageSealer.storedSize(bodyBuf, sealed),
                    sealer.checksum(bodyBuf, sealed, b.crc), null, null,
                    new DictionaryPageHeader(entries, Encoding.PLAIN, null), null);
            headerBuf.reset();
            ThriftWriter.write(header, headerBuf);
            int written;
            try {
                written = sealer.writePage(headerBuf, bodyBuf, sealed, true, pageLocations.size(), out::write);
            } catch (java.io.UncheckedIOException e) {
                throw e.getCause();
            }
            dictionaryOffset = offset;
            offset += written;
            compressedTotal += written;
            uncompressedTotal += headerBuf.size() + valuesBuf.size();
            encodingStats.add(new PageEncodingStats(PageType.DICTIONARY_PAGE, Encoding.PLAIN, 1));
            encodings.add(Encoding.PLAIN);
        }
        long dataOffset = offset;
        List<PageLocation> written = pageLocations;
        if (sorted == null && !inFallback) {
            pages.writeTo(out);
            compressedTotal += pages.size();
        } else {
            rewritten.writeTo(out);
            written = rewrittenLocations;
            compressedTotal += rewritten.size();
            for (RawPage r : raw) {
                uncompressedTotal -= r.uncompressedBytes();
            }
            uncompressedTotal += rewrittenUncompressed;
        }
        Map<Encoding, Integer> pageEncodings = dataPageEncodings;
        if (inFallback) {
            pageEncodings = new EnumMap<>(dataPageEncodings);
            Integer moved = pageEncodings.remove(Encoding.RLE_DICTIONARY);
            pageEncodings.merge(values.fallbackEncoding(), moved, Integer::sum);
        }
        for (Map.Entry<Encoding, Integer> e : pageEncodings.entrySet()) {
            encodingStats.add(new PageEncodingStats(
                    options.pageVersion() == PageVersion.V2 ? PageType.DATA_PAGE_V2 : PageType.DATA_PAGE, e.getKey(), e.getValue()));
            if (!encodings.contains(e.getKey())) {
                encodings.add(e.getKey());
            }
        }
        if ((column.maxRepetitionLevel() > 0 || column.maxDefinitionLevel() > 0) && !encodings.contains(Encoding.RLE)) {
            encodings.add(Encoding.RLE); // levels (v1 and v2 pages alike)
        }
        List<PageLocation> locations = new ArrayList<>(written.size());
        for (PageLocation p : written) {
            locations.add(new PageLocation(dataOffset + p.offset(), p.compressedPageSize(), p.firstRowIndex()));
        }
        ColumnMetaData meta = new ColumnMetaData(column.type().physicalType(), encodings, column.path().parts(),
                options.compression(), chunkValues, uncompressedTotal, compressedTotal, null, dataOffset, null,
                dictionaryOffset >= 0 ? dictionaryOffset : null, statistics.chunkStatistics(), encodingStats,
                null, null, null, null);
        ColumnChunk chunk = new ColumnChunk(null, dictionaryOffset >= 0 ? dictionaryOffset : dataOffset, meta,
                null, null, null, null, null, null);
        return new ColumnWriter.ChunkResult(chunk, locations, statistics.pageStatistics(), chunkRows);
    }

    /**
     * The sorted place of each dictionary entry (see {@link PageValueEncoder#sortedDictionary})
     * when writing the dictionary sorted makes the chunk smaller, else null. Sorting pays when
     * the sorted dictionary compresses to fewer bytes than the first-seen one, by more than the dictionary-encoded pages' indices may grow (a page
     * whose indices were all small can need a wider bit width once they are sorted), and by at
     * least one byte per {@link #MIN_SAVING_RATIO} bytes of those pages, which are encoded and
     * compressed again.
     */
    private int[] sortedDictionary(PageEncoder.PageBuffers b) {
        int entries = values.usedDictionary() ? values.dictionarySize() : 0;
        if (!sortable || entries < MIN_SORTED_ENTRIES || raw.isEmpty()) {
            return null;
        }
        long compressedSize = compressedDictionarySize(b);
        int[] sorted = values.sortedDictionary();
        b.trial.reset();
        values.writeDictionary(b.trial, b, sorted);
        b.trialCompressed.reset();
        codec.compressFast(b.trial.array(), 0, b.trial.size(), b.trialCompressed);
        long saving = compressedSize - b.trialCompressed.size();
        int widest = 32 - Integer.numberOfLeadingZeros(entries - 1);
        long growth = 0;
        for (RawPage r : raw) {
            byte[] width = new byte[1];
            read(rawPages, r.offset() + r.levelBytes(), 1, (a, off, len) -> width[0] = a[off]);
            growth += ((long) r.valueCount() * Math.max(0, widest - width[0]) + 7) / 8;
        }
        return saving > growth && saving * MIN_SAVING_RATIO >= rawPages.size() ? sorted : null;
    }

    /**
     * Decides whether the chunk's dictionary-encoded pages are written again, and if so writes its
     * data pages again, with scratch buffers {@code b}: in the fallback encoding when the
     * dictionary was never found to pay ({@link PageValueEncoder#dictionaryUnproven}: its pages
     * were dictionary-encoded only while it was on trial) and the chunk is smaller that way,
     * without its dictionary; else with indices into the dictionary sorted, when that makes the chunk
     * smaller (see the class comment). This is the work {@link #finish} leaves to the thread that
     * encoded the chunk's last page, which does it while the writing thread finishes other
     * columns. {@link #finish} does it if it was not done; a page added afterwards undoes it.
     */
    void prepare(PageEncoder.PageBuffers b) {
        if (prepared) {
            return;
        }
        prepared = true;
        rewritten.reset();
        if (values.dictionaryUnproven() && sortable && !raw.isEmpty()) {
            long dictionaryPage = compressedDictionarySize(b);
            List<PageLocation> locations = rewritePages(null, b);
            if (rewritten.size() < pages.size() + dictionaryPage) {
                inFallback = true;
                rewrittenLocations = locations;
                return;
            }
            rewritten.reset();
        }
        sorted = sortedDictionary(b);
        if (sorted != null) {
            rewrittenLocations = rewritePages(sorted, b);
        }
    }

    /** The size of the chunk's dictionary page body, PLAIN and compressed (fast), in first-seen order. */
    private long compressedDictionarySize(PageEncoder.PageBuffers b) {
        b.values.reset();
        values.writeDictionary(b.values, b, null);
        b.body.reset();
        codec.compressFast(b.values.array(), 0, b.values.size(), b.body);
        return b.body.size();
    }

    /** Uncompressed bytes (headers and bodies) of the pages {@link #rewritePages} wrote. */
    private long rewrittenUncompressed;

    /**
     * Writes the chunk's data pages to {@link #rewritten}: the dictionary-encoded ones again, with
     * each index {@code i} replaced by {@code sorted[i]}, or, without {@code sorted}, their values
     * in the fallback encoding; the others as they were. Returns their locations (relative to the
     * first).
     */
    private List<PageLocation> rewritePages(int[] sorted, PageEncoder.PageBuffers b) {
        List<PageLocation> written = new ArrayList<>(pageLocations.size());
        long position = 0;
        rewrittenUncompressed = 0;
        int next = 0; // the next kept page
        boolean compress = options.compression() != io.parquetry.base.Compression.UNCOMPRESSED;
        for (int page = 0; page < pageLocations.size(); page++) {
            PageLocation old = pageLocations.get(page);
            int size;
            if (next < raw.size() && raw.get(next).page() == page) {
                RawPage r = raw.get(next++);
                b.levels.reset();
                read(rawPages, r.offset(), r.levelBytes(), b.levels::writeBytes);
                b.values.reset();
                read(rawPages, r.offset() + r.levelBytes(), r.valueBytes(), b.values::writeBytes);
                int n = r.valueCount();
                int[] indices = b.indices(n);
                b.indicesDecoder.init(b.values.array(), 0, b.values.size(), n);
                b.indicesDecoder.readIndices(indices, 0, n);
                PageHeader original = r.header();
                DataPageHeader v1Header = original.dataPageHeader();
                DataPageHeaderV2 v2Header = original.dataPageHeaderV2();
                if (sorted != null) {
                    int max = 0;
                    for (int i = 0; i < n; i++) {
                        max = Math.max(max, indices[i] = sorted[indices[i]]);
                    }
                    b.trial.reset();
                    b.indicesEncoder.encodePage(indices, n, max, b.trial);
                } else {
                    values.writeEntriesInFallback(indices, n, b.trial, b);
                    Encoding fallback = values.fallbackEncoding();
                    if (v1Header != null) {
                        v1Header = new DataPageHeader(v1Header.numValues(), fallback, v1Header.definitionLevelEncoding(),
                                v1Header.repetitionLevelEncoding(), v1Header.statistics());
                    }
                    if (v2Header != null) {
                        v2Header = new DataPageHeaderV2(v2Header.numValues(), v2Header.numNulls(), v2Header.numRows(),
                                fallback, v2Header.definitionLevelsByteLength(), v2Header.repetitionLevelsByteLength(),
                                v2Header.isCompressed(), v2Header.statistics());
                    }
                }
                boolean v2 = original.type() == PageType.DATA_PAGE_V2;
                DataPageEncoder.writeBody(v2, compress, false, codec, b.levels, b.trial, b.compressed, b.body);
                byte[] sealed = sealer.seal(b.body, false, page);
                int uncompressedSize = b.levels.size() + b.trial.size();
                PageHeader header = new PageHeader(original.type(), uncompressedSize, PageSealer.storedSize(b.body, sealed),
                        sealer.checksum(b.body, sealed, b.crc), v1Header, null, null, v2Header);
                b.header.reset();
                ThriftWriter.write(header, b.header);
                size = sealer.writePage(b.header, b.body, sealed, false, page, rewritten::write);
                rewrittenUncompressed += b.header.size() + uncompressedSize;
            } else {
                read(pages, old.offset(), old.compressedPageSize(), rewritten::write);
                size = old.compressedPageSize();
            }
            written.add(new PageLocation(position, size, old.firstRowIndex()));
            position += size;
        }
        return written;
    }

    private static void read(PageStore store, long offset, long length, PageSealer.PageSink sink) {
        try {
            store.read(offset, length, sink);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // the sinks here are in memory
        }
    }

    private void unprepare() {
        prepared = false;
        inFallback = false;
        sorted = null;
        rewrittenLocations = null;
        rewritten.reset();
    }

    /** Empties the chunk for the next row group (the page blocks are kept for reuse). */
    void reset() {
        unprepare();
        rawPages.reset();
        raw.clear();
        sortable = true;
        pages.reset();
        pageLocations.clear();
        dataPageEncodings.clear();
        chunkRows = 0;
        chunkValues = 0;
        chunkUncompressedBytes = 0;
    }
}
