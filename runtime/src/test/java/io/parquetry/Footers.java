package io.parquetry;

import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.RowGroup;
import io.parquetry.index.BloomFilter;
import java.util.List;

/**
 * The decoded Thrift footer of an open file, for the runtime's white-box tests: users see the
 * views of {@code io.parquetry.metadata}, these tests check the structures behind them.
 */
public final class Footers {
    private Footers() {}

    /** The whole decoded footer. */
    public static FileMetaData footer(ParquetFile f) {
        return f.footer();
    }

    /** The decoded row groups. */
    public static List<RowGroup> rowGroups(ParquetFile f) {
        return f.footerRowGroups();
    }

    /** The decoded footer entry of a chunk. */
    public static ColumnChunk chunk(ParquetFile f, int rowGroup, String columnPath) {
        return f.footerChunk(rowGroup, columnPath);
    }

    /** The decoded column index of a chunk, or null. */
    public static ColumnIndex columnIndex(ParquetFile f, int rowGroup, String columnPath) {
        return f.footerColumnIndex(rowGroup, columnPath);
    }

    /** The decoded offset index of a chunk, or null. */
    public static OffsetIndex offsetIndex(ParquetFile f, int rowGroup, String columnPath) {
        return f.footerOffsetIndex(rowGroup, columnPath);
    }

    /** The runtime's bloom filter of a chunk, or null. */
    public static BloomFilter bloomFilter(ParquetFile f, int rowGroup, String columnPath) {
        return f.footerBloomFilter(rowGroup, columnPath);
    }
}
