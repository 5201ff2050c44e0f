package io.parquetry.format;

import java.util.List;

/**
 * Thrift {@code RowGroup}.
 *
 * @param columns one chunk per leaf column, in schema order (field 1)
 * @param totalByteSize uncompressed size of all column data (field 2)
 * @param numRows number of rows (field 3)
 * @param sortingColumns sort order of the rows, or {@code null} (field 4)
 * @param fileOffset file offset of the first page, or {@code null} (field 5)
 * @param totalCompressedSize stored size of all column data, or {@code null} (field 6)
 * @param ordinal ordinal of the row group in the file, or {@code null} (field 7)
 */
public record RowGroup(
        List<ColumnChunk> columns,
        long totalByteSize,
        long numRows,
        List<SortingColumn> sortingColumns,
        Long fileOffset,
        Long totalCompressedSize,
        Short ordinal) {
}
