package io.parquetry;

import io.parquetry.column.ColumnReadOptions;

/**
 * Reader settings, with safe defaults for untrusted files. The limits bound what a file can make
 * the reader allocate or recurse into; a file beyond one fails with a
 * {@link ParquetLimitException} that names the setting to raise.
 *
 * @param verifyChecksums verify page CRC32s where pages carry one (default on)
 * @param maxFooterSize largest footer accepted, in bytes (default 64 MiB)
 * @param maxPageSize largest page accepted, compressed or not, in bytes (default 1 GiB)
 * @param maxNestingDepth deepest nesting accepted, both of the schema's groups and of the Thrift
 *     structs of the footer and page headers (default 64)
 * @param readAhead whether worker threads (shared by the JVM's readers and writers) decode each
 *     column's next page while the current one is read (default: when the JVM has more than
 *     one processor); what is read, and every error, stays the same
 * @param strictSchema whether a reader fails when it opens a file that has no column for a
 *     property of the record (or a field of the read schema) that declares no default, naming
 *     the columns the file has; off by default (such properties read as absent: null, empty, or
 *     {@code Optional.empty()})
 */
public record ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth,
                          boolean readAhead, boolean strictSchema) {
    public static final int DEFAULT_MAX_FOOTER_SIZE = 64 << 20;
    public static final int DEFAULT_MAX_NESTING_DEPTH = ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH;

    public ReadOptions {
        if (maxFooterSize < 0 || maxPageSize < 0 || maxNestingDepth < 1) {
            throw new IllegalArgumentException("invalid read limits: footer " + maxFooterSize + ", page " + maxPageSize
                    + ", nesting depth " + maxNestingDepth);
        }
    }

    /** Options as before {@code strictSchema} existed: absent columns read as absent. */
    public ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth,
                       boolean readAhead) {
        this(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, false);
    }

    public static ReadOptions defaults() {
        return new ReadOptions(true, DEFAULT_MAX_FOOTER_SIZE, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                DEFAULT_MAX_NESTING_DEPTH, io.parquetry.column.Workers.worthwhile(), false);
    }

    public ReadOptions withVerifyChecksums(boolean verify) {
        return new ReadOptions(verify, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, strictSchema);
    }

    public ReadOptions withMaxFooterSize(int bytes) {
        return new ReadOptions(verifyChecksums, bytes, maxPageSize, maxNestingDepth, readAhead, strictSchema);
    }

    public ReadOptions withMaxPageSize(int bytes) {
        return new ReadOptions(verifyChecksums, maxFooterSize, bytes, maxNestingDepth, readAhead, strictSchema);
    }

    public ReadOptions withMaxNestingDepth(int depth) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, depth, readAhead, strictSchema);
    }

    public ReadOptions withReadAhead(boolean enabled) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, enabled, strictSchema);
    }

    /**
     * Whether a file without a column for a record property (one without a declared default)
     * is an error at open instead of reading as absent; see {@link #strictSchema()}.
     */
    public ReadOptions withStrictSchema(boolean strict) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, strict);
    }

    ColumnReadOptions columnOptions() {
        return new ColumnReadOptions(verifyChecksums, maxPageSize, maxNestingDepth, readAhead);
    }
}
