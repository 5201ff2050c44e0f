package io.parquetry.format;

/** Thrift {@code EncryptionWithFooterKey}: the column is encrypted with the footer key. */
public record EncryptionWithFooterKey() implements ColumnCryptoMetaData {
    @Override
    public int fieldId() {
        return 1;
    }
}
