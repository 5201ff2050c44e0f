package io.parquetry.metadata;

import java.util.List;

/**
 * One row group of a file. Immutable and thread-safe.
 *
 * @param ordinal the row group's position in the file (0-based)
 * @param rowCount the rows it holds
 * @param totalByteSize the uncompressed size of its column data, as the writer recorded it
 * @param totalCompressedSize the stored size of its column chunks, or {@code null} when not recorded
 * @param fileOffset the offset of its first page, or {@code null} when not recorded
 * @param columns its column chunks, one per leaf column in schema order
 * @param sortingColumns the sort order the writer declared, empty when none
 */
public record RowGroupMetadata(int ordinal, long rowCount, long totalByteSize, Long totalCompressedSize, Long fileOffset,
        List<ColumnChunkMetadata> columns, List<SortingColumn> sortingColumns) {
    /**
     * Copies the lists; both are unmodifiable afterwards.
     *
     * @param ordinal the row group's position in the file (0-based)
     * @param rowCount the rows it holds
     * @param totalByteSize the uncompressed size of its column data, as the writer recorded it
     * @param totalCompressedSize the stored size of its column chunks, or {@code null} when not recorded
     * @param fileOffset the offset of its first page, or {@code null} when not recorded
     * @param columns its column chunks, one per leaf column in schema order
     * @param sortingColumns the sort order the writer declared, empty when none
     */
    public RowGroupMetadata {
        columns = List.copyOf(columns);
        sortingColumns = List.copyOf(sortingColumns);
    }

    /**
     * One column of a row group's declared sort order.
     *
     * @param columnIndex the leaf column (its index in the schema's columns)
     * @param descending whether values descend
     * @param nullsFirst whether nulls come before values
     */
    public record SortingColumn(int columnIndex, boolean descending, boolean nullsFirst) {}
}
