package io.parquetry.format;

import io.parquetry.base.Encoding;

/**
 * Thrift {@code DataPageHeaderV2}. Levels are RLE without a length prefix and never compressed.
 *
 * @param numValues number of values including nulls (field 1)
 * @param numNulls number of nulls (field 2)
 * @param numRows number of rows (field 3)
 * @param encoding encoding of the values, {@code null} when unknown to this version (field 4)
 * @param definitionLevelsByteLength byte length of the definition levels (field 5)
 * @param repetitionLevelsByteLength byte length of the repetition levels (field 6)
 * @param isCompressed whether the values section is compressed; {@code null} means true (field 7)
 * @param statistics page statistics, or {@code null} (field 8)
 */
public record DataPageHeaderV2(
        int numValues,
        int numNulls,
        int numRows,
        Encoding encoding,
        int definitionLevelsByteLength,
        int repetitionLevelsByteLength,
        Boolean isCompressed,
        Statistics statistics) {

    /** Whether the values section is compressed, applying the Thrift default of {@code true}. */
    public boolean compressed() {
        return isCompressed == null || isCompressed;
    }
}
