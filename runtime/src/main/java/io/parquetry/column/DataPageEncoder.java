package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.compression.Codec;
import io.parquetry.encoding.LevelsEncoder;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.base.Encoding;
import io.parquetry.format.PageHeader;
import io.parquetry.base.PageType;
import io.parquetry.format.ThriftWriter;
import io.parquetry.index.BloomFilter;
import io.parquetry.index.PageIndexCollector;
import java.util.Arrays;

/**
 * The middle stage of writing a column: turns one {@link PendingPage} into a data page (values
 * through the {@link PageValueEncoder}, levels, the {@link PageCollector}s, compression, sealing,
 * the page header) and hands it to the {@link ChunkWriter}. Runs on the thread that encodes the
 * column's pages (the writing thread or a worker, see {@link PageEncoder}), one page at a time;
 * not thread-safe.
 */
final class DataPageEncoder {
    private final ColumnWriteOptions options;
    private final Codec codec;
    private final int maxRep;
    private final int maxDef;
    private final PageValueEncoder values;
    private final ChunkWriter chunk;
    private final PageSealer sealer;
    private final LevelsEncoder repEncoder;
    private final LevelsEncoder defEncoder;
    private final PageCollector.EncodedPage encoded = new PageCollector.EncodedPage();
    /** Whether V1 data page headers carry the page's statistics (not when the column index has them). */
    private boolean v1HeaderStatistics = true;
    /** Statistics first (the others use the page's statistics), then page index and bloom filter. */
    private PageCollector[] collectors;
    /**
     * Whether the chunk's pages are compressed with the codec's thorough compressor rather than
     * its fast one ({@link Codec#compressFast}); null until the chunk's first data page, which
     * is compressed both ways to decide. A chunk of one page gets the fast one: nothing is left to
     * decide for, and the trial would make the whole chunk pay both (in the benchmark's 220-column
     * table, one page per chunk, the thorough compressor held 12% of the write's samples).
     */
    private Boolean thorough;
    /** The least share of the fast compressor's size the thorough one must save to be kept for a chunk. */
    static final double MIN_THOROUGH_GAIN = 0.01;

    DataPageEncoder(ColumnWriteOptions options, Codec codec, int maxRep, int maxDef, PageValueEncoder values,
                    StatisticsCollector statistics, ChunkWriter chunk, PageSealer sealer) {
        this.options = options;
        this.codec = codec;
        this.maxRep = maxRep;
        this.maxDef = maxDef;
        this.values = values;
        this.chunk = chunk;
        this.sealer = sealer;
        // v1 pages compress their levels with the values; v2 pages store them as they are
        boolean compressedLevels = options.pageVersion() == io.parquetry.base.PageVersion.V1
                && options.compression() != io.parquetry.base.Compression.UNCOMPRESSED;
        this.repEncoder = new LevelsEncoder(maxRep, compressedLevels);
        this.defEncoder = new LevelsEncoder(maxDef, compressedLevels);
        this.collectors = new PageCollector[] {statistics};
    }

    /** Adds the page index and, if {@code indexes} has one, the bloom filter of the column to the collectors. */
    void collectIndexes(PageIndexCollector indexes, io.parquetry.base.Type type) {
        // the column index holds every page's bounds: V1 page headers then leave their statistics
        // out, as parquet-java's do (readers use the index; 20-odd bytes saved per page)
        v1HeaderStatistics = !indexes.collectsColumnIndex();
        StatisticsCollector statistics = (StatisticsCollector) collectors[0];
        BloomFilter filter = indexes.bloomFilter();
        collectors = filter == null
                ? new PageCollector[] {statistics, new PageIndexEntries(indexes)}
                : new PageCollector[] {statistics, new PageIndexEntries(indexes), new BloomFilterEntries(filter, type)};
    }

    /** The collectors' per-chunk state, and the choice of compressor, are forgotten at the end of a chunk. */
    void resetChunk() {
        thorough = null;
        for (PageCollector c : collectors) {
            c.resetChunk();
        }
    }

    /** Encodes, compresses and stores one page in {@code b}'s scratch buffers, and accounts for it in the chunk. */
    void encode(PendingPage p, PageEncoder.PageBuffers b) {
        BytesBuilder levelsBuf = b.levels;
        BytesBuilder valuesBuf = b.values;
        BytesBuilder bodyBuf = b.body;
        BytesBuilder compressedBuf = b.compressed;
        BytesBuilder headerBuf = b.header;
        Encoding encoding = values.encode(p, b);
        PageCollector.EncodedPage e = encoded;
        e.page = p;
        e.encoding = encoding;
        e.values = values;
        for (PageCollector c : collectors) {
            c.page(e);
        }
        boolean v2 = options.pageVersion() == PageVersion.V2;
        levelsBuf.reset();
        int repBytes = 0;
        int defBytes = 0;
        if (maxRep > 0) {
            repBytes = writeLevels(repEncoder, p.repLevels, p.levelCount, v2, levelsBuf, b);
        }
        if (maxDef > 0) {
            defBytes = writeLevels(defEncoder, p.defLevels, p.levelCount, v2, levelsBuf, b);
        }
        int uncompressedSize = levelsBuf.size() + valuesBuf.size();
        int page = chunk.pageCount();
        boolean compress = options.compression() != Compression.UNCOMPRESSED;
        if (thorough == null && p.lastOfChunk && codec.hasFastVariant()) {
            thorough = Boolean.FALSE; // the chunk's only page
        }
        BytesBuilder source = writeBody(v2, compress, compress && thorough == Boolean.FALSE, codec, levelsBuf, valuesBuf,
                compressedBuf, bodyBuf);
        if (compress && thorough == null) {
            thorough = !codec.hasFastVariant() || thoroughPays(source, bodyBuf.size() - (v2 ? levelsBuf.size() : 0), b);
        }
        byte[] sealed = sealer.seal(bodyBuf, false, page);
        Integer crc = sealer.checksum(bodyBuf, sealed, b.crc);
        PageHeader header;
        if (v2) {
            DataPageHeaderV2 h = new DataPageHeaderV2(p.levelCount, p.levelCount - p.valueCount, p.pageRows, encoding,
                    defBytes, repBytes, compress, e.statistics);
            header = new PageHeader(PageType.DATA_PAGE_V2, uncompressedSize, PageSealer.storedSize(bodyBuf, sealed),
                    crc, null, null, null, h);
        } else {
            DataPageHeader h = new DataPageHeader(p.levelCount, encoding, Encoding.RLE, Encoding.RLE,
                    v1HeaderStatistics ? e.statistics : null);
            header = new PageHeader(PageType.DATA_PAGE, uncompressedSize, PageSealer.storedSize(bodyBuf, sealed),
                    crc, h, null, null, null);
        }
        headerBuf.reset();
        ThriftWriter.write(header, headerBuf);
        if (encoding == Encoding.RLE_DICTIONARY) {
            chunk.keepDictionaryPage(header, headerBuf.size(), levelsBuf, valuesBuf, p.valueCount);
        }
        chunk.addDataPage(headerBuf, bodyBuf, sealed, uncompressedSize, encoding, p.levelCount, p.pageRows);
        values.pageDone();
        e.page = null;
        if (p.binaries != null) {
            Arrays.fill(p.binaries, 0, p.valueCount, null); // let the page's values be collected
        }
    }

    /**
     * Whether the codec's thorough compressor, which compressed the chunk's first page
     * ({@code source}) into {@code thoroughSize} bytes, saved at least {@link #MIN_THOROUGH_GAIN}
     * of what its fast one writes for the same bytes. Where it saves less (pages of random bits: delta-packed timestamps, indices of
     * large dictionaries) it costs several times the fast one's time for a few bytes; where it
     * pays (levels, small dictionaries' indices) the rest of the chunk is like its first page.
     */
    private boolean thoroughPays(BytesBuilder source, int thoroughSize, PageEncoder.PageBuffers b) {
        b.trialCompressed.reset();
        codec.compressFast(source.array(), 0, source.size(), b.trialCompressed);
        return thoroughSize <= b.trialCompressed.size() * (1 - MIN_THOROUGH_GAIN);
    }

    /**
     * Writes a data page's body into {@code body} (reset first) from its encoded levels and
     * values: a V2 page's levels as they are, then its values, compressed when {@code compress};
     * a V1 page's levels and values compressed together (joined in {@code scratch}). With
     * {@code fast}, the codec's fast compressor ({@link Codec#compressFast}) compresses. Returns
     * the bytes it compressed (or stored).
     */
    static BytesBuilder writeBody(boolean v2, boolean compress, boolean fast, Codec codec, BytesBuilder levels,
                                  BytesBuilder values, BytesBuilder scratch, BytesBuilder body) {
        body.reset();
        if (v2) {
            body.writeAll(levels);
            if (!compress) {
                body.writeAll(values);
                return values;
            }
        }
        BytesBuilder source = values;
        if (!v2 && levels.size() > 0) {
            scratch.reset();
            scratch.writeAll(levels);
            scratch.writeAll(values);
            source = scratch;
        }
        if (fast) {
            codec.compressFast(source.array(), 0, source.size(), body);
        } else {
            codec.compress(source.array(), 0, source.size(), body);
        }
        return source;
    }

    private static int writeLevels(LevelsEncoder levelsEncoder, byte[] levels, int count, boolean v2, BytesBuilder out,
                                   PageEncoder.PageBuffers b) {
        levelsEncoder.writeLevels(levels, count, b.levelScratch(count));
        return v2 ? levelsEncoder.flushV2(out) : levelsEncoder.flushV1(out);
    }
}
