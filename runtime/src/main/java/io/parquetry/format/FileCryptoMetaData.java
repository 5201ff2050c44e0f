package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code FileCryptoMetaData}: the plaintext prefix of an encrypted footer.
 *
 * @param encryptionAlgorithm the encryption algorithm (field 1, required)
 * @param keyMetadata retrieval metadata of the footer key, or {@code null} (field 2)
 */
public record FileCryptoMetaData(EncryptionAlgorithm encryptionAlgorithm, byte[] keyMetadata) {

    @Override
    public boolean equals(Object o) {
        return o instanceof FileCryptoMetaData f
                && Objects.equals(encryptionAlgorithm, f.encryptionAlgorithm)
                && Arrays.equals(keyMetadata, f.keyMetadata);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(encryptionAlgorithm) + Arrays.hashCode(keyMetadata);
    }

    @Override
    public String toString() {
        return "FileCryptoMetaData[encryptionAlgorithm=" + encryptionAlgorithm
                + ", keyMetadata=" + Arrays.toString(keyMetadata) + "]";
    }
}
