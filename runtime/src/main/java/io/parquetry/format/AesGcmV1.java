package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code AesGcmV1}: AES-GCM for both footer and pages.
 *
 * @param aadPrefix AAD prefix, or {@code null} (field 1)
 * @param aadFileUnique unique file part of the AAD suffix, or {@code null} (field 2)
 * @param supplyAadPrefix whether readers must supply the prefix, or {@code null} (field 3)
 */
public record AesGcmV1(byte[] aadPrefix, byte[] aadFileUnique, Boolean supplyAadPrefix) implements EncryptionAlgorithm {
    @Override
    public int fieldId() {
        return 1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AesGcmV1 a
                && Arrays.equals(aadPrefix, a.aadPrefix)
                && Arrays.equals(aadFileUnique, a.aadFileUnique)
                && Objects.equals(supplyAadPrefix, a.supplyAadPrefix);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(aadPrefix) + Arrays.hashCode(aadFileUnique)) + Objects.hashCode(supplyAadPrefix);
    }

    @Override
    public String toString() {
        return "AesGcmV1[aadPrefix=" + Arrays.toString(aadPrefix) + ", aadFileUnique=" + Arrays.toString(aadFileUnique)
                + ", supplyAadPrefix=" + supplyAadPrefix + "]";
    }
}
