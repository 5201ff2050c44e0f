package io.parquetry;

import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.KeyValue;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.format.PageLocation;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SizeStatistics;
import io.parquetry.format.SortingColumn;
import io.parquetry.format.Statistics;
import io.parquetry.metadata.BloomFilter;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.metadata.FileMetadata;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.schema.ColumnPath;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the decoded Thrift footer into the public views of {@code io.parquetry.metadata}. The
 * views are built on first use, so opening a file costs nothing more than decoding its footer.
 */
final class MetadataViews {
    private MetadataViews() {}

    /** How one chunk of a footer becomes its view. */
    private interface ChunkView {
        ColumnChunkMetadata of(int rowGroup, int column, io.parquetry.schema.ColumnDescriptor leaf, ColumnChunk chunk);
    }

    static FileMetadata file(ParquetFile f, FileMetaData md) {
        return file(md, f.schema(), f.location(), md.encryptionAlgorithm() != null,
                (g, c, leaf, chunk) -> readableChunk(f, g, c, leaf, chunk));
    }

    /**
     * The views of the footer a writer has just written, from its row groups before encryption
     * sealed them: the writer knows every chunk's metadata, so none is hidden.
     */
    static FileMetadata written(FileMetaData md, io.parquetry.schema.MessageType schema, String location, boolean encrypted) {
        return file(md, schema, location, encrypted, (g, c, leaf, chunk) -> chunk(leaf.path(), chunk, chunk.metaData()));
    }

    private static FileMetadata file(FileMetaData md, io.parquetry.schema.MessageType schema, String location, boolean encrypted,
                                     ChunkView view) {
        List<RowGroup> groups = md.rowGroups() == null ? List.of() : md.rowGroups();
        List<RowGroupMetadata> views = new ArrayList<>(groups.size());
        for (int g = 0; g < groups.size(); g++) {
            views.add(rowGroup(schema, location, g, groups.get(g), view));
        }
        return new FileMetadata(md.version(), md.numRows(), md.createdBy(), keyValues(md.keyValueMetadata()), views, encrypted);
    }

    private static RowGroupMetadata rowGroup(io.parquetry.schema.MessageType schema, String location, int g, RowGroup group,
                                             ChunkView view) {
        List<ColumnChunk> chunks = group.columns() == null ? List.of() : group.columns();
        List<ColumnChunkMetadata> columns = new ArrayList<>(chunks.size());
        List<io.parquetry.schema.ColumnDescriptor> leaves = schema.columns();
        if (chunks.size() != leaves.size()) {
            throw new io.parquetry.base.ParquetException(location + ": corrupt footer: row group " + g + " has "
                    + chunks.size() + " column chunks for " + leaves.size() + " leaf columns");
        }
        for (int c = 0; c < chunks.size(); c++) {
            columns.add(view.of(g, c, leaves.get(c), chunks.get(c)));
        }
        List<RowGroupMetadata.SortingColumn> sorting = new ArrayList<>();
        if (group.sortingColumns() != null) {
            for (SortingColumn s : group.sortingColumns()) {
                sorting.add(new RowGroupMetadata.SortingColumn(s.columnIdx(), s.descending(), s.nullsFirst()));
            }
        }
        return new RowGroupMetadata(g, group.numRows(), group.totalByteSize(), group.totalCompressedSize(), group.fileOffset(),
                columns, sorting);
    }

    /**
     * The chunk's view; for an encrypted chunk whose key the reader lacks, the footer's plaintext
     * copy of its metadata when the writer left one, else a hidden view.
     */
    static ColumnChunkMetadata readableChunk(ParquetFile f, int g, int c, io.parquetry.schema.ColumnDescriptor leaf,
            ColumnChunk chunk) {
        ColumnMetaData md;
        try {
            md = f.columnMetaData(g, c);
        } catch (io.parquetry.base.ParquetException e) {
            if (chunk.cryptoMetadata() == null) {
                throw e;
            }
            md = chunk.metaData();
        }
        if (md == null) {
            return ColumnChunkMetadata.hidden(leaf.path(), leaf.type().physicalType(), new ColumnChunkMetadata.IndexLocations(
                    chunk.columnIndexOffset(), chunk.columnIndexLength(), chunk.offsetIndexOffset(), chunk.offsetIndexLength(),
                    null, null));
        }
        return chunk(leaf.path(), chunk, md);
    }

    static ColumnChunkMetadata chunk(ColumnPath path, ColumnChunk chunk, ColumnMetaData md) {
        List<ColumnChunkMetadata.EncodingStats> stats = new ArrayList<>();
        if (md.encodingStats() != null) {
            for (PageEncodingStats s : md.encodingStats()) {
                stats.add(new ColumnChunkMetadata.EncodingStats(s.pageType(), s.encoding(), s.count()));
            }
        }
        SizeStatistics size = md.sizeStatistics();
        ColumnChunkMetadata.SizeStatistics sizes = size == null ? null : new ColumnChunkMetadata.SizeStatistics(
                size.unencodedByteArrayDataBytes(), longs(size.repetitionLevelHistogram()), longs(size.definitionLevelHistogram()));
        ColumnChunkMetadata.GeospatialStatistics geo = null;
        if (md.geospatialStatistics() != null) {
            io.parquetry.format.BoundingBox b = md.geospatialStatistics().bbox();
            List<Integer> types = new ArrayList<>();
            if (md.geospatialStatistics().geospatialTypes() != null) {
                for (int t : md.geospatialStatistics().geospatialTypes()) {
                    types.add(t);
                }
            }
            geo = new ColumnChunkMetadata.GeospatialStatistics(b == null ? null : new ColumnChunkMetadata.BoundingBox(b.xmin(),
                    b.xmax(), b.ymin(), b.ymax(), b.zmin(), b.zmax(), b.mmin(), b.mmax()), types);
        }
        ColumnChunkMetadata.IndexLocations index = new ColumnChunkMetadata.IndexLocations(chunk.columnIndexOffset(),
                chunk.columnIndexLength(), chunk.offsetIndexOffset(), chunk.offsetIndexLength(), md.bloomFilterOffset(),
                md.bloomFilterLength());
        return new ColumnChunkMetadata(path, md.type(), md.codec(), md.encodings() == null ? List.of() : md.encodings(),
                md.numValues(), md.totalCompressedSize(), md.totalUncompressedSize(), md.dataPageOffset(),
                md.dictionaryPageOffset(), statistics(md.statistics()), stats, sizes, geo, index, keyValues(md.keyValueMetadata()),
                chunk.cryptoMetadata() != null);
    }

    static ColumnStatistics statistics(Statistics s) {
        return s == null ? null : new ColumnStatistics(s.minValue(), s.maxValue(), s.isMinValueExact(), s.isMaxValueExact(),
                s.nullCount(), s.distinctCount(), s.nanCount(), s.min(), s.max());
    }

    static io.parquetry.metadata.ColumnPages pages(io.parquetry.file.PageHeaderWalk.Result walk) {
        List<io.parquetry.metadata.PageHeaderMetadata> pages = new java.util.ArrayList<>(walk.pages().size());
        for (io.parquetry.file.PageHeaderWalk.Page p : walk.pages()) {
            io.parquetry.format.PageHeader h = p.header();
            io.parquetry.format.DictionaryPageHeader d = h.dictionaryPageHeader();
            io.parquetry.format.DataPageHeader v1 = h.dataPageHeader();
            io.parquetry.format.DataPageHeaderV2 v2 = h.dataPageHeaderV2();
            pages.add(new io.parquetry.metadata.PageHeaderMetadata(p.offset(), p.headerLength(), h.type(),
                    h.compressedPageSize(), h.uncompressedPageSize(), h.crc(), p.crcOk(),
                    d == null ? null : new io.parquetry.metadata.PageHeaderMetadata.DictionaryPage(d.numValues(), d.encoding(), d.isSorted()),
                    v1 == null ? null : new io.parquetry.metadata.PageHeaderMetadata.DataPage(v1.numValues(), v1.encoding(),
                            v1.definitionLevelEncoding(), v1.repetitionLevelEncoding(), statistics(v1.statistics())),
                    v2 == null ? null : new io.parquetry.metadata.PageHeaderMetadata.DataPageV2(v2.numValues(), v2.numNulls(),
                            v2.numRows(), v2.encoding(), v2.definitionLevelsByteLength(), v2.repetitionLevelsByteLength(),
                            v2.compressed(), statistics(v2.statistics()))));
        }
        return new io.parquetry.metadata.ColumnPages(pages, walk.problem(), walk.problemOffset());
    }

    static ColumnIndex columnIndex(io.parquetry.format.ColumnIndex ci) {
        return ci == null ? null : new ColumnIndex(ci.nullPages(), ci.minValues(), ci.maxValues(), ci.boundaryOrder(),
                ci.nullCounts(), ci.nanCounts(), ci.repetitionLevelHistograms(), ci.definitionLevelHistograms());
    }

    static OffsetIndex offsetIndex(io.parquetry.format.OffsetIndex oi) {
        if (oi == null) {
            return null;
        }
        List<OffsetIndex.PageLocation> pages = new ArrayList<>(oi.pageLocations().size());
        long[] unencoded = oi.unencodedByteArrayDataBytes();
        for (int i = 0; i < oi.pageLocations().size(); i++) {
            PageLocation p = oi.pageLocations().get(i);
            pages.add(new OffsetIndex.PageLocation(p.offset(), p.compressedPageSize(), p.firstRowIndex(),
                    unencoded != null && i < unencoded.length ? unencoded[i] : null));
        }
        return new OffsetIndex(pages);
    }

    static BloomFilter bloomFilter(io.parquetry.index.BloomFilter b) {
        return b == null ? null : new BloomFilterView(b);
    }

    private static Map<String, String> keyValues(List<KeyValue> kvs) {
        Map<String, String> out = new LinkedHashMap<>();
        if (kvs != null) {
            for (KeyValue kv : kvs) {
                out.put(kv.key(), kv.value());
            }
        }
        return out;
    }

    private static List<Long> longs(long[] values) {
        if (values == null) {
            return List.of();
        }
        List<Long> out = new ArrayList<>(values.length);
        for (long v : values) {
            out.add(v);
        }
        return out;
    }

    /** The public probe over the runtime's bloom filter. */
    private record BloomFilterView(io.parquetry.index.BloomFilter filter) implements BloomFilter {
        @Override
        public int numBytes() {
            return filter.numBytes();
        }

        @Override
        public boolean mightContain(int value) {
            return filter.findHash(io.parquetry.index.BloomFilter.hash(value));
        }

        @Override
        public boolean mightContain(long value) {
            return filter.findHash(io.parquetry.index.BloomFilter.hash(value));
        }

        @Override
        public boolean mightContain(float value) {
            return filter.findHash(io.parquetry.index.BloomFilter.hash(value));
        }

        @Override
        public boolean mightContain(double value) {
            return filter.findHash(io.parquetry.index.BloomFilter.hash(value));
        }

        @Override
        public boolean mightContain(byte[] value) {
            return filter.findHash(io.parquetry.index.BloomFilter.hash(value));
        }

        @Override
        public boolean mightContain(String value) {
            return filter.findHash(io.parquetry.index.BloomFilter.hash(value));
        }
    }
}
