package io.parquetry.column;

/**
 * Settings of the column readers.
 *
 * @param verifyChecksums check the CRC32 of every page that carries one
 * @param maxPageSize largest uncompressed or compressed page accepted, in bytes; a larger one is
 *     reported (as {@code ReadOptions.maxPageSize}) rather than allocated
 * @param maxNestingDepth deepest Thrift struct nesting accepted in a page header
 * @param readAhead whether worker threads decode a chunk's next page while the current one is read
 * @param executor what runs the pages decoded ahead, or null for the shared worker threads
 */
public record ColumnReadOptions(boolean verifyChecksums, int maxPageSize, int maxNestingDepth, boolean readAhead,
                                java.util.concurrent.Executor executor) {
    public static final int DEFAULT_MAX_PAGE_SIZE = 1 << 30;
    public static final int DEFAULT_MAX_NESTING_DEPTH = 64;

    /** Options that read ahead (when {@code readAhead}) on the shared worker threads. */
    public ColumnReadOptions(boolean verifyChecksums, int maxPageSize, int maxNestingDepth, boolean readAhead) {
        this(verifyChecksums, maxPageSize, maxNestingDepth, readAhead, null);
    }

    public static ColumnReadOptions defaults() {
        return new ColumnReadOptions(true, DEFAULT_MAX_PAGE_SIZE, DEFAULT_MAX_NESTING_DEPTH, Workers.worthwhile());
    }
}
