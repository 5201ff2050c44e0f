package io.parquetry;

import io.parquetry.column.ColumnReadOptions;

/**
 * Reader settings, with safe defaults for untrusted files.
 *
 * @param verifyChecksums verify page CRC32s where pages carry one (default on)
 * @param maxFooterSize largest footer accepted, in bytes (default 64 MiB)
 * @param maxPageSize largest page accepted, compressed or not, in bytes (default 1 GiB)
 */
public record ReadOptions(boolean verifyChecksums, int maxFooterSize, int maxPageSize) {
    public static final int DEFAULT_MAX_FOOTER_SIZE = 64 << 20;

    public static ReadOptions defaults() {
        return new ReadOptions(true, DEFAULT_MAX_FOOTER_SIZE, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE);
    }

    public ReadOptions withVerifyChecksums(boolean verify) {
        return new ReadOptions(verify, maxFooterSize, maxPageSize);
    }

    public ReadOptions withMaxFooterSize(int bytes) {
        return new ReadOptions(verifyChecksums, bytes, maxPageSize);
    }

    public ReadOptions withMaxPageSize(int bytes) {
        return new ReadOptions(verifyChecksums, maxFooterSize, bytes);
    }

    ColumnReadOptions columnOptions() {
        return new ColumnReadOptions(verifyChecksums, maxPageSize);
    }
}
