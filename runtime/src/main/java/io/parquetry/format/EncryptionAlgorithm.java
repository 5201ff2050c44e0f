package io.parquetry.format;

/**
 * Thrift {@code EncryptionAlgorithm} union: {@link AesGcmV1} or {@link AesGcmCtrV1}; members this
 * version does not know read as {@link Unknown}.
 */
public sealed interface EncryptionAlgorithm permits AesGcmV1, AesGcmCtrV1, EncryptionAlgorithm.Unknown {
    /** Thrift field id of this member in the union. */
    int fieldId();

    /** A member this version does not know (its content was skipped); cannot be written. */
    record Unknown(int fieldId) implements EncryptionAlgorithm {}
}
