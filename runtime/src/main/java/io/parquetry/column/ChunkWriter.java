package io.parquetry.column;

import io.parquetry.base.PageVersion;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.compression.Codec;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
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
     * Appends an encoded data page (header and body, or the sealed body of an encrypted column)
     * and accounts for it.
     */
    void addDataPage(BytesBuilder header, BytesBuilder body, byte[] sealed, int uncompressedSize, Encoding encoding,
                     int levelCount, int pageRows) {
        long pageStart = pages.size();
        int written = sealer.writePage(header, body, sealed, false, pageLocations.size(), pages::write);
        pageLocations.add(new PageLocation(pageStart, written, chunkRows));
        chunkUncompressedBytes += header.size() + uncompressedSize;
        dataPageEncodings.merge(encoding, 1, Integer::sum);
        chunkValues += levelCount;
        chunkRows += pageRows;
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
        if (values.usedDictionary()) {
            BytesBuilder valuesBuf = b.values;
            BytesBuilder bodyBuf = b.body;
            BytesBuilder headerBuf = b.header;
            valuesBuf.reset();
            values.writeDictionary(valuesBuf, b);
            bodyBuf.reset();
            codec.compress(valuesBuf.array(), 0, valuesBuf.size(), bodyBuf);
            byte[] sealed = sealer.seal(bodyBuf, true, pageLocations.size());
            PageHeader header = new PageHeader(PageType.DICTIONARY_PAGE, valuesBuf.size(), PageSealer.storedSize(bodyBuf, sealed),
                    sealer.checksum(bodyBuf, sealed, b.crc), null, null,
                    new DictionaryPageHeader(values.dictionarySize(), Encoding.PLAIN, null), null);
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
        pages.writeTo(out);
        compressedTotal += pages.size();
        for (Map.Entry<Encoding, Integer> e : dataPageEncodings.entrySet()) {
            encodingStats.add(new PageEncodingStats(
                    options.pageVersion() == PageVersion.V2 ? PageType.DATA_PAGE_V2 : PageType.DATA_PAGE, e.getKey(), e.getValue()));
            if (!encodings.contains(e.getKey())) {
                encodings.add(e.getKey());
            }
        }
        if ((column.maxRepetitionLevel() > 0 || column.maxDefinitionLevel() > 0) && !encodings.contains(Encoding.RLE)) {
            encodings.add(Encoding.RLE); // levels (v1 and v2 pages alike)
        }
        List<PageLocation> locations = new ArrayList<>(pageLocations.size());
        for (PageLocation p : pageLocations) {
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

    /** Empties the chunk for the next row group (the page blocks are kept for reuse). */
    void reset() {
        pages.reset();
        pageLocations.clear();
        dataPageEncodings.clear();
        chunkRows = 0;
        chunkValues = 0;
        chunkUncompressedBytes = 0;
    }
}
