package io.parquetry.format;

/**
 * Thrift {@code SortingColumn}: sort order of one leaf column within a row group.
 *
 * @param columnIdx ordinal of the leaf column (field 1)
 * @param descending whether sorted descending (field 2)
 * @param nullsFirst whether nulls come first (field 3)
 */
public record SortingColumn(int columnIdx, boolean descending, boolean nullsFirst) {
}
