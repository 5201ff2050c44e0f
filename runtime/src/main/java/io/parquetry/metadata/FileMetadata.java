package io.parquetry.metadata;

import java.util.List;
import java.util.Map;

/**
 * A file's footer: the writer, the file-level key/value metadata and the row groups.
 * Immutable and thread-safe.
 *
 * @param version the format version the writer recorded (1 or 2)
 * @param rowCount the footer's {@code num_rows} as written; {@link io.parquetry.ParquetFile#rowCount()}
 *        sums the row groups instead, which is what readers read
 * @param createdBy the writer's name and version, or {@code null} when not recorded
 * @param keyValueMetadata file-level key/value metadata in file order (a key without a value maps
 *        to {@code null})
 * @param rowGroups the row groups in file order
 * @param encrypted whether the file uses Parquet Modular Encryption (encrypted or signed footer)
 */
public record FileMetadata(int version, long rowCount, String createdBy, Map<String, String> keyValueMetadata,
        List<RowGroupMetadata> rowGroups, boolean encrypted) {
    /**
     * Copies the map and list; both are unmodifiable afterwards.
     *
     * @param version the format version the writer recorded (1 or 2)
     * @param rowCount the footer's {@code num_rows} as written; {@link io.parquetry.ParquetFile#rowCount()}
     *     sums the row groups instead, which is what readers read
     * @param createdBy the writer's name and version, or {@code null} when not recorded
     * @param keyValueMetadata file-level key/value metadata in file order (a key without a value maps
     *     to {@code null})
     * @param rowGroups the row groups in file order
     * @param encrypted whether the file uses Parquet Modular Encryption (encrypted or signed footer)
     */
    public FileMetadata {
        keyValueMetadata = Views.copy(keyValueMetadata);
        rowGroups = List.copyOf(rowGroups);
    }
}
