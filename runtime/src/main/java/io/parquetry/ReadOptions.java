package io.parquetry;

import io.parquetry.column.ColumnReadOptions;
import io.parquetry.crypto.FileDecryption;

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
 * @param decryption keys for encrypted files (Parquet Modular Encryption), or {@code null} (default)
 */
public record ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth,
                          boolean readAhead, FileDecryption decryption) {
    public static final int DEFAULT_MAX_FOOTER_SIZE = 64 << 20;
    public static final int DEFAULT_MAX_NESTING_DEPTH = ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH;

    public ReadOptions {
        if (maxFooterSize < 0 || maxPageSize < 0 || maxNestingDepth < 1) {
            throw new IllegalArgumentException("invalid read limits: footer " + maxFooterSize + ", page " + maxPageSize
                    + ", nesting depth " + maxNestingDepth);
        }
    }

    /** Options without decryption keys. */
    public ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize, int maxNestingDepth, boolean readAhead) {
        this(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, null);
    }

    public static ReadOptions defaults() {
        return new ReadOptions(true, DEFAULT_MAX_FOOTER_SIZE, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                DEFAULT_MAX_NESTING_DEPTH, io.parquetry.column.Workers.worthwhile());
    }

    public ReadOptions withVerifyChecksums(boolean verify) {
        return new ReadOptions(verify, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, decryption);
    }

    public ReadOptions withMaxFooterSize(int bytes) {
        return new ReadOptions(verifyChecksums, bytes, maxPageSize, maxNestingDepth, readAhead, decryption);
    }

    public ReadOptions withMaxPageSize(int bytes) {
        return new ReadOptions(verifyChecksums, maxFooterSize, bytes, maxNestingDepth, readAhead, decryption);
    }

    public ReadOptions withMaxNestingDepth(int depth) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, depth, readAhead, decryption);
    }

    public ReadOptions withReadAhead(boolean enabled) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, enabled, decryption);
    }

    /** The same options with keys for encrypted files ({@code null}: none). */
    public ReadOptions withDecryption(FileDecryption keys) {
        return new ReadOptions(verifyChecksums, maxFooterSize, maxPageSize, maxNestingDepth, readAhead, keys);
    }

    ColumnReadOptions columnOptions() {
        return new ColumnReadOptions(verifyChecksums, maxPageSize, maxNestingDepth, readAhead);
    }
}
