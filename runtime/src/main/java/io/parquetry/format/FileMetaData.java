package io.parquetry.format;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Thrift {@code FileMetaData}: the footer of a Parquet file.
 *
 * @param version format version, 1 or 2 (field 1)
 * @param schema schema tree flattened depth-first, root first (field 2)
 * @param numRows number of rows (field 3)
 * @param rowGroups the row groups (field 4)
 * @param keyValueMetadata file key/value metadata, or {@code null} (field 5)
 * @param createdBy application that wrote the file, or {@code null} (field 6)
 * @param columnOrders sort order per leaf column, or {@code null} (field 7)
 * @param encryptionAlgorithm algorithm of a file with an encrypted plaintext footer, or {@code null} (field 8)
 * @param footerSigningKeyMetadata key metadata for footer signing, or {@code null} (field 9)
 */
public record FileMetaData(
        int version,
        List<SchemaElement> schema,
        long numRows,
        List<RowGroup> rowGroups,
        List<KeyValue> keyValueMetadata,
        String createdBy,
        List<ColumnOrder> columnOrders,
        EncryptionAlgorithm encryptionAlgorithm,
        byte[] footerSigningKeyMetadata) {

    @Override
    public boolean equals(Object o) {
        return o instanceof FileMetaData f
                && version == f.version
                && Objects.equals(schema, f.schema)
                && numRows == f.numRows
                && Objects.equals(rowGroups, f.rowGroups)
                && Objects.equals(keyValueMetadata, f.keyValueMetadata)
                && Objects.equals(createdBy, f.createdBy)
                && Objects.equals(columnOrders, f.columnOrders)
                && Objects.equals(encryptionAlgorithm, f.encryptionAlgorithm)
                && Arrays.equals(footerSigningKeyMetadata, f.footerSigningKeyMetadata);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(version, schema, numRows, rowGroups, keyValueMetadata, createdBy, columnOrders,
                encryptionAlgorithm) + Arrays.hashCode(footerSigningKeyMetadata);
    }

    @Override
    public String toString() {
        return "FileMetaData[version=" + version + ", schema=" + schema + ", numRows=" + numRows
                + ", rowGroups=" + rowGroups + ", keyValueMetadata=" + keyValueMetadata + ", createdBy=" + createdBy
                + ", columnOrders=" + columnOrders + ", encryptionAlgorithm=" + encryptionAlgorithm
                + ", footerSigningKeyMetadata=" + Arrays.toString(footerSigningKeyMetadata) + "]";
    }
}
