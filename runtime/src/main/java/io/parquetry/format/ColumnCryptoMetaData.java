package io.parquetry.format;

/**
 * Thrift {@code ColumnCryptoMetaData} union: {@link EncryptionWithFooterKey} or
 * {@link EncryptionWithColumnKey}; members this version does not know read as {@link Unknown}.
 */
public sealed interface ColumnCryptoMetaData permits EncryptionWithFooterKey, EncryptionWithColumnKey,
        ColumnCryptoMetaData.Unknown {
    /** Thrift field id of this member in the union. */
    int fieldId();

    /** A member this version does not know (its content was skipped). */
    record Unknown(int fieldId) implements ColumnCryptoMetaData {}
}
