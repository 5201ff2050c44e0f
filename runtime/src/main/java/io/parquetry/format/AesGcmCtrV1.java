package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code AesGcmCtrV1}: AES-GCM for the footer, AES-CTR for page bodies.
 *
 * @param aadPrefix AAD prefix, or {@code null} (field 1)
 * @param aadFileUnique unique file part of the AAD suffix, or {@code null} (field 2)
 * @param supplyAadPrefix whether readers must supply the prefix, or {@code null} (field 3)
 */
public record AesGcmCtrV1(byte[] aadPrefix, byte[] aadFileUnique, Boolean supplyAadPrefix) implements EncryptionAlgorithm {
    @Override
    public int fieldId() {
        return 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AesGcmCtrV1 a
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
        return "AesGcmCtrV1[aadPrefix=" + Arrays.toString(aadPrefix) + ", aadFileUnique=" + Arrays.toString(aadFileUnique)
                + ", supplyAadPrefix=" + supplyAadPrefix + "]";
    }
}
