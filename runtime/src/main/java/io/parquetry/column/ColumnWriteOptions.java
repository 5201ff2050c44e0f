package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;

/**
 * Settings of the column writers of one file.
 *
 * @param pageSize target size in bytes of a data page before encoding and compression
 * @param pageRowLimit most rows (records) in one data page; a nested column's page holds all their values
 * @param dictionary whether to try dictionary encoding on columns without an explicit encoding
 *     (pages fall back to one of {@link ValueEncoders#candidates} past the limit, or where the
 *     dictionary does not pay, see {@link PageValueEncoder})
 * @param dictionaryPageSizeLimit largest dictionary, in PLAIN-encoded bytes, before fallback
 * @param pageVersion data page format
 * @param compression codec for page bodies
 * @param compressionLevel codec level, or {@code Codecs.DEFAULT_LEVEL}
 * @param pageChecksums whether to write a CRC32 for every page
 */
public record ColumnWriteOptions(
        int pageSize,
        int pageRowLimit,
        boolean dictionary,
        int dictionaryPageSizeLimit,
        PageVersion pageVersion,
        Compression compression,
        int compressionLevel,
        boolean pageChecksums) {

    public static final int DEFAULT_PAGE_SIZE = 1 << 20;
    public static final int DEFAULT_PAGE_ROW_LIMIT = 20_000;
    public static final int DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT = 1 << 20;

    /** Defaults: 1 MiB pages of at most 20,000 rows, dictionary on, V1 pages, SNAPPY, checksums on. */
    public static ColumnWriteOptions defaults() {
        return new ColumnWriteOptions(DEFAULT_PAGE_SIZE, DEFAULT_PAGE_ROW_LIMIT, true,
                DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V1, Compression.SNAPPY,
                io.parquetry.compression.Codecs.DEFAULT_LEVEL, true);
    }
}
