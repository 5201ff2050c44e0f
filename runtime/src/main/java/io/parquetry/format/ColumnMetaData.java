package io.parquetry.format;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.Type;
import java.util.List;

/**
 * Thrift {@code ColumnMetaData}: where a column chunk's pages are and what they hold. Optional
 * fields are {@code null} when absent; encodings this version does not know are left out of
 * {@code encodings}.
 *
 * @param type physical type (field 1)
 * @param encodings all encodings used in the chunk (field 2)
 * @param pathInSchema path of the leaf column (field 3)
 * @param codec compression codec (field 4)
 * @param numValues number of values including nulls (field 5)
 * @param totalUncompressedSize uncompressed size of all pages including headers (field 6)
 * @param totalCompressedSize stored size of all pages including headers (field 7)
 * @param keyValueMetadata chunk key/value metadata (field 8)
 * @param dataPageOffset file offset of the first data page (field 9)
 * @param indexPageOffset file offset of the root index page (field 10)
 * @param dictionaryPageOffset file offset of the dictionary page (field 11)
 * @param statistics chunk statistics (field 12)
 * @param encodingStats page counts per type and encoding (field 13)
 * @param bloomFilterOffset file offset of the bloom filter (field 14)
 * @param bloomFilterLength size of the bloom filter including its header (field 15)
 * @param sizeStatistics unencoded sizes and level histograms (field 16)
 * @param geospatialStatistics geospatial statistics (field 17)
 */
public record ColumnMetaData(
        Type type,
        List<Encoding> encodings,
        List<String> pathInSchema,
        Compression codec,
        long numValues,
        long totalUncompressedSize,
        long totalCompressedSize,
        List<KeyValue> keyValueMetadata,
        long dataPageOffset,
        Long indexPageOffset,
        Long dictionaryPageOffset,
        Statistics statistics,
        List<PageEncodingStats> encodingStats,
        Long bloomFilterOffset,
        Integer bloomFilterLength,
        SizeStatistics sizeStatistics,
        GeospatialStatistics geospatialStatistics) {
}
