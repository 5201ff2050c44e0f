package io.parquetry.column;

/**
 * Settings of the column readers.
 *
 * @param verifyChecksums check the CRC32 of every page that carries one
 * @param maxPageSize largest uncompressed or compressed page accepted, in bytes; a larger one is
 *     reported as corrupt rather than allocated
 */
public record ColumnReadOptions(boolean verifyChecksums, int maxPageSize) {
    public static final int DEFAULT_MAX_PAGE_SIZE = 1 << 30;

    public static ColumnReadOptions defaults() {
        return new ColumnReadOptions(true, DEFAULT_MAX_PAGE_SIZE);
    }
}
