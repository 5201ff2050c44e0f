package io.parquetry.metadata;

import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;

/**
 * One page header of a column chunk, as stored in the file (returned by
 * {@code ParquetFile.pages(rowGroup, columnPath)}). Exactly one of {@code dictionaryPage},
 * {@code dataPage} and {@code dataPageV2} is normally set, matching {@code type}; a page of
 * another type (an index page) has none. Immutable and thread-safe.
 *
 * @param offset where the header starts in the file
 * @param headerLength the header's length in bytes; the page body follows it
 * @param type the page type
 * @param compressedSize the stored size of the page body (after compression, without the header)
 * @param uncompressedSize the size of the page body before compression
 * @param crc the CRC-32 of the stored body the writer recorded, or {@code null} when it recorded none
 * @param crcMatches whether {@code crc} matches the body's bytes, or {@code null} when there is no CRC
 * @param dictionaryPage the dictionary page header, or {@code null}
 * @param dataPage the v1 data page header, or {@code null}
 * @param dataPageV2 the v2 data page header, or {@code null}
 */
public record PageHeaderMetadata(long offset, int headerLength, PageType type, int compressedSize, int uncompressedSize,
        Integer crc, Boolean crcMatches, DictionaryPage dictionaryPage, DataPage dataPage, DataPageV2 dataPageV2) {

    /** {@return the values the page holds, nulls included, or {@code -1} for a page of neither data nor dictionary} */
    public int valueCount() {
        return dictionaryPage != null ? dictionaryPage.valueCount()
                : dataPage != null ? dataPage.valueCount()
                : dataPageV2 != null ? dataPageV2.valueCount() : -1;
    }

    /**
     * A dictionary page header.
     *
     * @param valueCount entries in the dictionary
     * @param encoding the encoding of the entries, or {@code null} when this version does not know it
     * @param sorted whether the entries are sorted, or {@code null} when the writer did not say
     */
    public record DictionaryPage(int valueCount, Encoding encoding, Boolean sorted) {}

    /**
     * A v1 data page header.
     *
     * @param valueCount values, nulls included
     * @param encoding the encoding of the values, or {@code null} when this version does not know it
     * @param definitionLevelEncoding the encoding of the definition levels
     * @param repetitionLevelEncoding the encoding of the repetition levels
     * @param statistics the page's statistics, or {@code null} when the writer stored none
     */
    public record DataPage(int valueCount, Encoding encoding, Encoding definitionLevelEncoding,
            Encoding repetitionLevelEncoding, ColumnStatistics statistics) {}

    /**
     * A v2 data page header.
     *
     * @param valueCount values, nulls included
     * @param nullCount nulls
     * @param rowCount rows (a page holds whole rows)
     * @param encoding the encoding of the values, or {@code null} when this version does not know it
     * @param definitionLevelsByteLength the length of the (uncompressed) definition levels
     * @param repetitionLevelsByteLength the length of the (uncompressed) repetition levels
     * @param compressed whether the values section is compressed (the format's default when absent: true)
     * @param statistics the page's statistics, or {@code null} when the writer stored none
     */
    public record DataPageV2(int valueCount, int nullCount, int rowCount, Encoding encoding, int definitionLevelsByteLength,
            int repetitionLevelsByteLength, boolean compressed, ColumnStatistics statistics) {}
}
