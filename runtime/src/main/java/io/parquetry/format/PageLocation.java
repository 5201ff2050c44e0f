package io.parquetry.format;

/**
 * Thrift {@code PageLocation}: one entry of an {@link OffsetIndex}.
 *
 * @param offset file offset of the page header (field 1)
 * @param compressedPageSize page size including its header (field 2)
 * @param firstRowIndex index within the row group of the page's first row (field 3)
 */
public record PageLocation(long offset, int compressedPageSize, long firstRowIndex) {
}
