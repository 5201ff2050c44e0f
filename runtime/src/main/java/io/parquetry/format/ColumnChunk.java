package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code ColumnChunk}: one column of one row group.
 *
 * @param filePath file holding the data if not this one, or {@code null} (field 1)
 * @param fileOffset deprecated offset of the metadata; 0 by convention (field 2)
 * @param metaData the column metadata, {@code null} only when encrypted (field 3)
 * @param offsetIndexOffset file offset of the {@link OffsetIndex} (field 4)
 * @param offsetIndexLength size of the offset index (field 5)
 * @param columnIndexOffset file offset of the {@link ColumnIndex} (field 6)
 * @param columnIndexLength size of the column index (field 7)
 * @param cryptoMetadata how the column is encrypted (field 8)
 * @param encryptedColumnMetadata encrypted serialized {@link ColumnMetaData} (field 9)
 */
public record ColumnChunk(
        String filePath,
        long fileOffset,
        ColumnMetaData metaData,
        Long offsetIndexOffset,
        Integer offsetIndexLength,
        Long columnIndexOffset,
        Integer columnIndexLength,
        ColumnCryptoMetaData cryptoMetadata,
        byte[] encryptedColumnMetadata) {

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnChunk c
                && Objects.equals(filePath, c.filePath)
                && fileOffset == c.fileOffset
                && Objects.equals(metaData, c.metaData)
                && Objects.equals(offsetIndexOffset, c.offsetIndexOffset)
                && Objects.equals(offsetIndexLength, c.offsetIndexLength)
                && Objects.equals(columnIndexOffset, c.columnIndexOffset)
                && Objects.equals(columnIndexLength, c.columnIndexLength)
                && Objects.equals(cryptoMetadata, c.cryptoMetadata)
                && Arrays.equals(encryptedColumnMetadata, c.encryptedColumnMetadata);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(filePath, fileOffset, metaData, offsetIndexOffset, offsetIndexLength,
                columnIndexOffset, columnIndexLength, cryptoMetadata) + Arrays.hashCode(encryptedColumnMetadata);
    }

    @Override
    public String toString() {
        return "ColumnChunk[filePath=" + filePath + ", fileOffset=" + fileOffset + ", metaData=" + metaData
                + ", offsetIndexOffset=" + offsetIndexOffset + ", offsetIndexLength=" + offsetIndexLength
                + ", columnIndexOffset=" + columnIndexOffset + ", columnIndexLength=" + columnIndexLength
                + ", cryptoMetadata=" + cryptoMetadata
                + ", encryptedColumnMetadata=" + Arrays.toString(encryptedColumnMetadata) + "]";
    }
}
