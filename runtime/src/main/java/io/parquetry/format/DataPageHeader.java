package io.parquetry.format;

import io.parquetry.base.Encoding;

/**
 * Thrift {@code DataPageHeader} (data page v1). Encodings this version does not know read as
 * {@code null}.
 *
 * @param numValues number of values including nulls (field 1)
 * @param encoding encoding of the values (field 2)
 * @param definitionLevelEncoding encoding of the definition levels (field 3)
 * @param repetitionLevelEncoding encoding of the repetition levels (field 4)
 * @param statistics page statistics, or {@code null} (field 5)
 */
public record DataPageHeader(
        int numValues,
        Encoding encoding,
        Encoding definitionLevelEncoding,
        Encoding repetitionLevelEncoding,
        Statistics statistics) {
}
