package io.parquetry;

import io.parquetry.column.ColumnReadOptions;
import io.parquetry.crypto.FileDecryption;
import java.util.concurrent.Executor;

/**
 * Reader settings, with safe defaults for untrusted files. The limits bound what a file can make
 * the reader allocate or recurse into; a file beyond one fails with a
 * {@link io.parquetry.base.ParquetLimitException} that names the setting to raise.
 *
 * @param verifyChecksums verify page CRC32s where pages carry one (default on)
 * @param maxFooterSize largest footer accepted, in bytes (default 64 MiB)
 * @param maxPageSize largest page accepted, compressed or not, in bytes (default 1 GiB)
 * @param maxNestingDepth deepest nesting accepted, both of the schema's groups and of the Thrift
 *     structs of the footer and page headers (default 64)
 * @param readAhead whether worker threads (shared by the JVM's readers and writers, or those of
 *     {@code executor}) decode each
 *     column's next page while the current one is read (default: when the JVM has more than
 *     one processor); what is read, and every error, stays the same
 * @param decryption keys for encrypted files (Parquet Modular Encryption), or {@code null} (default)
 * @param strictSchema whether a reader over a record type fails at open when the file lacks a
 *     column for one of its properties (default false; see {@link #withStrictSchema})
 * @param executor what decodes pages ahead when {@code readAhead} is on: an {@link Executor} of
 *     the caller's, or {@code null} (default) for the JVM-wide shared worker threads (see
 *     {@link #withExecutor})
 * @param maxRowGroups most row groups a footer may declare (default {@value #DEFAULT_MAX_ROW_GROUPS});
 *     checked when the footer declares them, before any is decoded
 * @param maxColumns most schema elements (groups and columns) a footer may declare, and most
 *     column chunks of one row group (default {@value #DEFAULT_MAX_COLUMNS}); checked the same way
 */
public record ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth,
                          boolean readAhead, FileDecryption decryption, boolean strictSchema, Executor executor,
                          int maxRowGroups, int maxColumns) {
    /** The default {@link #maxFooterSize()}: 64 MiB. */
    public static final int DEFAULT_MAX_FOOTER_SIZE = 64 << 20;
    /** The default {@link #maxNestingDepth()}: 64. */
    public static final int DEFAULT_MAX_NESTING_DEPTH = ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH;
    /**
     * The default {@link #maxRowGroups()}: one million, far more than writers produce (a row group
     * is typically tens of megabytes to a gigabyte) but a bound on what a crafted footer can declare.
     */
    public static final int DEFAULT_MAX_ROW_GROUPS = 1_000_000;
    /**
     * The default {@link #maxColumns()}: 100,000 schema elements, beyond the widest tables in
     * common use, and a bound on the schema and chunk records a crafted footer can make the
     * reader build.
     */
    public static final int DEFAULT_MAX_COLUMNS = 100_000;

    /**
     * Checks the limits.
     *
     * @param verifyChecksums verify page CRC32s where pages carry one (default on)
     * @param maxFooterSize largest footer accepted, in bytes (default 64 MiB)
     * @param maxPageSize largest page accepted, compressed or not, in bytes (default 1 GiB)
     * @param maxNestingDepth deepest nesting accepted, both of the schema's groups and of the Thrift
     *     structs of the footer and page headers (default 64)
     * @param readAhead whether worker threads (shared by the JVM's readers and writers) decode each
     *     column's next page while the current one is read (default: when the JVM has more than
     *     one processor); what is read, and every error, stays the same
     * @param decryption keys for encrypted files (Parquet Modular Encryption), or {@code null} (default)
     * @param strictSchema whether a reader over a record type fails at open when the file lacks a
     *     column for one of its properties (default false; see {@link #withStrictSchema})
     * @param executor what decodes pages ahead: the caller's {@link Executor}, or {@code null} for the
     *     shared worker threads (see {@link #withExecutor})
     * @param maxRowGroups most row groups a footer may declare
     * @param maxColumns most schema elements of a footer, and column chunks of a row group
     * @throws IllegalArgumentException if a size or count limit is negative or the nesting depth below 1
     */
    public ReadOptions {
        if (maxFooterSize < 0 || maxPageSize < 0 || maxNestingDepth < 1 || maxRowGroups < 0 || maxColumns < 0) {
            throw new IllegalArgumentException("invalid read limits: footer " + maxFooterSize + ", page " + maxPageSize
                    + ", nesting depth " + maxNestingDepth + ", row groups " + maxRowGroups + ", columns " + maxColumns);
        }
    }

    /**
     * Options with the default row group and column limits.
     *
     * @param verifyChecksums whether page CRC32 checksums are verified
     * @param maxFooterSize largest footer accepted, in bytes
     * @param maxPageSize largest page accepted, in bytes
     * @param maxNestingDepth deepest schema nesting accepted
     * @param readAhead whether the next page is decoded ahead
     * @param decryption keys for encrypted files, or null
     * @param strictSchema whether a missing column for a property fails at open
     * @param executor what decodes pages ahead, or null for the shared worker threads
     */
    public ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth, boolean readAhead,
                       FileDecryption decryption, boolean strictSchema, Executor executor) {
        this(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption, strictSchema, executor,
                DEFAULT_MAX_ROW_GROUPS, DEFAULT_MAX_COLUMNS);
    }

    /**
     * Options that read ahead (when {@code readAhead}) on the shared worker threads.
     *
     * @param verifyChecksums whether page CRC32 checksums are verified
     * @param maxFooterSize largest footer accepted, in bytes
     * @param maxPageSize largest page accepted, in bytes
     * @param maxNestingDepth deepest schema nesting accepted
     * @param readAhead whether the next page is decoded on a worker thread
     * @param decryption keys for encrypted files, or null
     * @param strictSchema whether a missing column for a property fails at open
     */
    public ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth, boolean readAhead,
                       FileDecryption decryption, boolean strictSchema) {
        this(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption, strictSchema, null);
    }

    /**
     * Options without decryption keys.
     *
     * @param verifyChecksums whether page CRC32 checksums are verified
     * @param maxFooterSize largest footer accepted, in bytes
     * @param maxPageSize largest page accepted, in bytes
     * @param maxNestingDepth deepest schema nesting accepted
     * @param readAhead whether the next page is decoded on a worker thread
     */
    public ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth, boolean readAhead) {
        this(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, null, false);
    }

    /**
     * Options without strict schema matching (see {@link #withStrictSchema}).
     *
     * @param verifyChecksums whether page CRC32 checksums are verified
     * @param maxFooterSize largest footer accepted, in bytes
     * @param maxPageSize largest page accepted, in bytes
     * @param maxNestingDepth deepest schema nesting accepted
     * @param readAhead whether the next page is decoded on a worker thread
     * @param decryption keys for encrypted files, or null
     */
    public ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth, boolean readAhead,
                       FileDecryption decryption) {
        this(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption, false);
    }

    /**
     * {@return the defaults: checksums verified, 64 MiB footers, 1 GiB pages, nesting depth 64, read-ahead when the JVM has more than one processor, no decryption, no strict schema, 1,000,000 row groups, 100,000 columns}
     */
    public static ReadOptions defaults() {
        return new ReadOptions(true, DEFAULT_MAX_FOOTER_SIZE, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                DEFAULT_MAX_NESTING_DEPTH, io.parquetry.column.Workers.worthwhile());
    }

    /**
     * The same options with {@code verifyChecksums} set.
     *
     * @param verify whether page CRC32 checksums are verified
     * @return the same options with that setting
     */
    public ReadOptions withVerifyChecksums(boolean verify) {
        return new ReadOptions(verify, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption, strictSchema, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * The same options with {@code maxFooterSize} set.
     *
     * @param bytes largest footer accepted, in bytes
     * @return the same options with that setting
     */
    public ReadOptions withMaxFooterSize(int bytes) {
        return new ReadOptions(verifyChecksums, bytes, maxPageSize, maxNestingDepth, readAhead, decryption, strictSchema, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * The same options with {@code maxPageSize} set.
     *
     * @param bytes largest page accepted, compressed or not, in bytes
     * @return the same options with that setting
     */
    public ReadOptions withMaxPageSize(int bytes) {
        return new ReadOptions(verifyChecksums, maxFooterSize, bytes, maxNestingDepth, readAhead, decryption, strictSchema, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * The same options with {@code maxNestingDepth} set.
     *
     * @param depth deepest nesting accepted, 1 or more
     * @return the same options with that setting
     */
    public ReadOptions withMaxNestingDepth(int depth) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, depth, readAhead, decryption, strictSchema, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * The same options with {@code readAhead} set.
     *
     * @param enabled whether worker threads decode each column's next page ahead
     * @return the same options with that setting
     */
    public ReadOptions withReadAhead(boolean enabled) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, enabled, decryption, strictSchema, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * The same options with keys for encrypted files ({@code null}: none).
     *
     * @param keys the keys, or {@code null} for none
     * @return the same options with those keys
     */
    public ReadOptions withDecryption(FileDecryption keys) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, keys, strictSchema, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * Strict schema matching: a reader over a record type fails when it opens a file that lacks a
     * column for one of the record's properties (a property with a declared {@code @ParquetDefault}
     * excepted), and the error lists the columns the file has. Without it such a property reads as
     * null or empty, which is what schema evolution needs but hides a naming mismatch (a
     * SNAKE_CASE record over a camelCase file).
     *
     * @param strict whether a missing column is an error
     * @return options with the given strictness
     */
    public ReadOptions withStrictSchema(boolean strict) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption, strict, executor,
                maxRowGroups, maxColumns);
    }

    /**
     * Options whose pages are decoded ahead by {@code executor}'s threads, or, when it is null,
     * with no background work at all: every page is decoded on the reading thread (read-ahead
     * off). {@link #withReadAhead withReadAhead(true)} turns it back on, on the shared workers
     * unless an executor was given. Either way what is read, and every error, stays the same.
     *
     * <p>Lifecycle: the executor stays the caller's. Readers never shut it down, and it must
     * outlive every reader (and {@code ParquetFile}) opened with these options, or at least keep
     * accepting tasks until they are closed: a task it rejects, or has not started when the
     * reader needs its page, runs on the reading thread instead, so a slow or shut-down executor
     * slows reading down but never stalls or fails it. Tasks may run on any of its threads; a
     * reader waits for each one before it uses its result. Some tasks are optional and nobody
     * waits for them (decoding a string dictionary's entries ahead, a slice at a time): one it
     * rejects or never runs costs only the work it would have saved. The default shared workers are JVM-wide
     * daemon threads that end by themselves after a few idle seconds: nothing to shut down.
     *
     * @param executor runs decoding ahead; {@code null}: nothing runs in the background
     * @return options like these with that executor
     */
    public ReadOptions withExecutor(Executor executor) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, executor != null,
                decryption, strictSchema, executor, maxRowGroups, maxColumns);
    }

    /**
     * The same options with {@code maxRowGroups} set: a footer declaring more row groups fails
     * with a {@link io.parquetry.base.ParquetLimitException} before any is decoded.
     *
     * @param count most row groups accepted, 0 or more
     * @return the same options with that setting
     */
    public ReadOptions withMaxRowGroups(int count) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption,
                strictSchema, executor, count, maxColumns);
    }

    /**
     * The same options with {@code maxColumns} set: a footer whose schema has more elements
     * (groups and columns), or a row group with more column chunks, fails with a
     * {@link io.parquetry.base.ParquetLimitException} before they are decoded.
     *
     * @param count most schema elements and column chunks per row group accepted, 0 or more
     * @return the same options with that setting
     */
    public ReadOptions withMaxColumns(int count) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption,
                strictSchema, executor, maxRowGroups, count);
    }

    ColumnReadOptions columnOptions() {
        return new ColumnReadOptions(verifyChecksums, maxPageSize, maxNestingDepth, readAhead, executor);
    }
}
