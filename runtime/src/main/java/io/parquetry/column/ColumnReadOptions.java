package io.parquetry.column;

/**
 * Settings of the column readers.
 *
 * @param verifyChecksums check the CRC32 of every page that carries one
 * @param maxPageSize largest uncompressed or compressed page accepted, in bytes; a larger one is
 *     reported (as {@code ReadOptions.maxPageSize}) rather than allocated
 * @param maxNestingDepth deepest Thrift struct nesting accepted in a page header
 * @param readAhead whether worker threads decode a chunk's next page while the current one is read
 */
public record ColumnReadOptions(boolean verifyChecksums, int maxPageSize, int maxNestingDepth, boolean readAhead) {
    public static final int DEFAULT_MAX_PAGE_SIZE = 1 << 30;
    public static final int DEFAULT_MAX_NESTING_DEPTH = 64;

    public static ColumnReadOptions defaults() {
        return new ColumnReadOptions(true, DEFAULT_MAX_PAGE_SIZE, DEFAULT_MAX_NESTING_DEPTH, Workers.worthwhile());
    }
}
