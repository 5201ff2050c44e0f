package io.parquetry.format;

import io.parquetry.base.PageType;

/**
 * Thrift {@code PageHeader}. Exactly one of the type-specific headers is normally set, matching
 * {@code type}.
 *
 * @param type page type (field 1)
 * @param uncompressedPageSize size of the page body before compression (field 2)
 * @param compressedPageSize size of the page body as stored (field 3)
 * @param crc CRC32 of the stored page body, or {@code null} (field 4)
 * @param dataPageHeader header of a v1 data page (field 5)
 * @param indexPageHeader header of an index page (field 6)
 * @param dictionaryPageHeader header of a dictionary page (field 7)
 * @param dataPageHeaderV2 header of a v2 data page (field 8)
 */
public record PageHeader(
        PageType type,
        int uncompressedPageSize,
        int compressedPageSize,
        Integer crc,
        DataPageHeader dataPageHeader,
        IndexPageHeader indexPageHeader,
        DictionaryPageHeader dictionaryPageHeader,
        DataPageHeaderV2 dataPageHeaderV2) {
}
