package io.parquetry.format;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Thrift {@code EncryptionWithColumnKey}: the column is encrypted with its own key.
 *
 * @param pathInSchema path of the column (field 1, required)
 * @param keyMetadata retrieval metadata of the column key, or {@code null} (field 2)
 */
public record EncryptionWithColumnKey(List<String> pathInSchema, byte[] keyMetadata) implements ColumnCryptoMetaData {
    @Override
    public int fieldId() {
        return 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EncryptionWithColumnKey e
                && Objects.equals(pathInSchema, e.pathInSchema)
                && Arrays.equals(keyMetadata, e.keyMetadata);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(pathInSchema) + Arrays.hashCode(keyMetadata);
    }

    @Override
    public String toString() {
        return "EncryptionWithColumnKey[pathInSchema=" + pathInSchema + ", keyMetadata=" + Arrays.toString(keyMetadata) + "]";
    }
}
