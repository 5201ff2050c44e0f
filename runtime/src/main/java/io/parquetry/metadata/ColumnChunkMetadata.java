package io.parquetry.metadata;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.base.Type;
import io.parquetry.schema.ColumnPath;
import java.util.List;
import java.util.Map;

/**
 * One column chunk: where its pages are, how they are encoded and compressed, and its
 * statistics. Immutable and thread-safe. For an encrypted column the values are those of the
 * decrypted metadata; when the reader lacks the column's key, the chunk is {@link #hidden()}:
 * only its path, type and page index locations are known, {@code compression} is {@code null},
 * the counts and sizes are {@code -1} and the lists empty.
 *
 * @param path the leaf column
 * @param type the physical type
 * @param compression the codec of its pages
 * @param encodings every encoding its pages use (encodings this version does not know are left out)
 * @param valueCount values including nulls
 * @param compressedSize stored size of all its pages, headers included
 * @param uncompressedSize uncompressed size of all its pages, headers included
 * @param dataPageOffset offset of the first data page
 * @param dictionaryPageOffset offset of the dictionary page, or {@code null} when it has none
 * @param statistics chunk statistics, or {@code null} when the writer stored none
 * @param encodingStats how many pages of each type use each encoding, empty when not recorded
 * @param sizes level histograms and unencoded byte-array size, or {@code null} when not recorded
 * @param geospatial bounding box and geometry types of a GEOMETRY or GEOGRAPHY column, or {@code null}
 * @param pageIndex where the chunk's page index and bloom filter are stored
 * @param keyValueMetadata chunk key/value metadata in file order, empty when none
 * @param encrypted whether the chunk is encrypted (Parquet Modular Encryption)
 */
public record ColumnChunkMetadata(ColumnPath path, Type type, Compression compression, List<Encoding> encodings,
        long valueCount, long compressedSize, long uncompressedSize, long dataPageOffset, Long dictionaryPageOffset,
        ColumnStatistics statistics, List<EncodingStats> encodingStats, SizeStatistics sizes,
        GeospatialStatistics geospatial, IndexLocations pageIndex,
        Map<String, String> keyValueMetadata, boolean encrypted) {
    /**
     * Copies the lists and map; they are unmodifiable afterwards.
     *
     * @param path the leaf column
     * @param type the physical type
     * @param compression the codec of its pages
     * @param encodings every encoding its pages use (encodings this version does not know are left out)
     * @param valueCount values including nulls
     * @param compressedSize stored size of all its pages, headers included
     * @param uncompressedSize uncompressed size of all its pages, headers included
     * @param dataPageOffset offset of the first data page
     * @param dictionaryPageOffset offset of the dictionary page, or {@code null} when it has none
     * @param statistics chunk statistics, or {@code null} when the writer stored none
     * @param encodingStats how many pages of each type use each encoding, empty when not recorded
     * @param sizes level histograms and unencoded byte-array size, or {@code null} when not recorded
     * @param geospatial bounding box and geometry types of a GEOMETRY or GEOGRAPHY column, or {@code null}
     * @param pageIndex where the chunk's page index and bloom filter are stored
     * @param keyValueMetadata chunk key/value metadata in file order, empty when none
     * @param encrypted whether the chunk is encrypted (Parquet Modular Encryption)
     */
    public ColumnChunkMetadata {
        encodings = List.copyOf(encodings);
        encodingStats = List.copyOf(encodingStats);
        keyValueMetadata = Views.copy(keyValueMetadata);
    }

    /**
     * The view of a chunk whose metadata is encrypted with a key the reader lacks.
     *
     * @param path the leaf column
     * @param type its physical type, from the schema
     * @param pageIndex where its page index is stored
     * @return the hidden chunk
     */
    public static ColumnChunkMetadata hidden(ColumnPath path, Type type, IndexLocations pageIndex) {
        return new ColumnChunkMetadata(path, type, null, List.of(), -1, -1, -1, -1, null, null, List.of(), null, null, pageIndex,
                Map.of(), true);
    }

    /** {@return whether the chunk's metadata is encrypted with a key the reader lacks (see {@link #hidden(ColumnPath, Type, IndexLocations)})} */
    public boolean hidden() {
        return compression == null;
    }

    /** {@return the offset of the chunk's first page: its dictionary page when it has one, else its first data page} */
    public long startOffset() {
        return dictionaryPageOffset != null && dictionaryPageOffset > 0 && dictionaryPageOffset < dataPageOffset
                ? dictionaryPageOffset : dataPageOffset;
    }

    /**
     * Pages of one type and encoding in a chunk.
     *
     * @param pageType data, data v2 or dictionary page
     * @param encoding the encoding of their values
     * @param count how many pages
     */
    public record EncodingStats(PageType pageType, Encoding encoding, int count) {}

    /**
     * The chunk's size statistics (format 2.10): what readers use to estimate memory before
     * reading.
     *
     * @param unencodedByteArrayDataBytes bytes of BYTE_ARRAY values before encoding, or {@code null}
     *        (other types, or not recorded)
     * @param repetitionLevelHistogram how many values have each repetition level, empty when not recorded
     * @param definitionLevelHistogram how many values have each definition level, empty when not recorded
     */
    public record SizeStatistics(Long unencodedByteArrayDataBytes, List<Long> repetitionLevelHistogram,
            List<Long> definitionLevelHistogram) {
        /**
         * Copies the lists; they are unmodifiable afterwards.
         *
         * @param unencodedByteArrayDataBytes bytes of BYTE_ARRAY values before encoding, or {@code null}
         *     (other types, or not recorded)
         * @param repetitionLevelHistogram how many values have each repetition level, empty when not recorded
         * @param definitionLevelHistogram how many values have each definition level, empty when not recorded
         */
        public SizeStatistics {
            repetitionLevelHistogram = List.copyOf(repetitionLevelHistogram);
            definitionLevelHistogram = List.copyOf(definitionLevelHistogram);
        }
    }

    /**
     * The geospatial statistics of a GEOMETRY or GEOGRAPHY chunk.
     *
     * @param bbox the bounding box of its values, or {@code null} when not recorded
     * @param geospatialTypes the WKB geometry type codes that occur (ISO WKB, e.g. 1 point, 1001 point Z)
     */
    public record GeospatialStatistics(BoundingBox bbox, List<Integer> geospatialTypes) {
        /**
         * Copies the list; it is unmodifiable afterwards.
         *
         * @param bbox the bounding box of its values, or {@code null} when not recorded
         * @param geospatialTypes the WKB geometry type codes that occur (ISO WKB, e.g. 1 point, 1001 point Z)
         */
        public GeospatialStatistics {
            geospatialTypes = List.copyOf(geospatialTypes);
        }
    }

    /**
     * A bounding box; the Z and M ranges are {@code null} when the values have none.
     *
     * @param xmin least X
     * @param xmax greatest X (less than {@code xmin} for a GEOGRAPHY box across the antimeridian)
     * @param ymin least Y
     * @param ymax greatest Y
     * @param zmin least Z, or {@code null}
     * @param zmax greatest Z, or {@code null}
     * @param mmin least M, or {@code null}
     * @param mmax greatest M, or {@code null}
     */
    public record BoundingBox(double xmin, double xmax, double ymin, double ymax, Double zmin, Double zmax, Double mmin,
            Double mmax) {}

    /**
     * Where a chunk's page index and bloom filter are stored; each part is {@code null} when the
     * writer stored none.
     *
     * @param columnIndexOffset offset of the column index
     * @param columnIndexLength length of the column index
     * @param offsetIndexOffset offset of the offset index
     * @param offsetIndexLength length of the offset index
     * @param bloomFilterOffset offset of the bloom filter (header and bitset)
     * @param bloomFilterLength length of the bloom filter, or {@code null} when only its offset was recorded
     */
    public record IndexLocations(Long columnIndexOffset, Integer columnIndexLength, Long offsetIndexOffset,
            Integer offsetIndexLength, Long bloomFilterOffset, Integer bloomFilterLength) {}
}
