package io.parquetry.crypto;

import java.util.HashMap;
import java.util.Map;

/**
 * Keys to read files written with Parquet Modular Encryption. Pass it through
 * {@code ReadOptions.defaults().withDecryption(...)}. Keys given explicitly win over the
 * {@link KeyRetriever}. Immutable and thread-safe (when the retriever is); keys never appear in
 * {@link #toString()} or in error messages.
 */
public final class FileDecryption {
    private final byte[] footerKey;
    private final Map<String, byte[]> columnKeys;
    private final KeyRetriever retriever;
    private final byte[] aadPrefix;

    private FileDecryption(Builder b) {
        this.footerKey = b.footerKey;
        this.columnKeys = Map.copyOf(b.columnKeys);
        this.retriever = b.retriever;
        this.aadPrefix = b.aadPrefix;
    }

    /**
     * Starts decryption settings with no keys: give explicit keys, a retriever, or both.
     *
     * @return a builder with no keys
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The footer key: the explicit one, else the retriever's for the metadata; {@code null} if unknown.
     *
     * @param keyMetadata the footer key metadata the file stores, or {@code null}
     * @return the footer key, or {@code null} if unknown
     */
    public byte[] footerKey(byte[] keyMetadata) {
        if (footerKey != null) {
            return footerKey;
        }
        return retrieve(keyMetadata);
    }

    /**
     * A column's key by dotted path, else the retriever's for the metadata; {@code null} if unknown.
     *
     * @param columnPath the dotted path of the leaf column
     * @param keyMetadata the key metadata the file stores with the column, or {@code null}
     * @return the column's key, or {@code null} if unknown
     */
    public byte[] columnKey(String columnPath, byte[] keyMetadata) {
        byte[] k = columnKeys.get(columnPath);
        return k != null ? k : retrieve(keyMetadata);
    }

    /**
     * The AAD prefix the caller supplies, or {@code null}.
     *
     * @return a copy of the AAD prefix, or {@code null}
     */
    public byte[] aadPrefix() {
        return aadPrefix == null ? null : aadPrefix.clone();
    }

    private byte[] retrieve(byte[] keyMetadata) {
        return retriever == null ? null : retriever.key(keyMetadata == null ? new byte[0] : keyMetadata);
    }

    @Override
    public String toString() {
        return "FileDecryption[footerKey=" + (footerKey != null ? "set" : "none") + ", columnKeys=" + columnKeys.keySet()
                + ", keyRetriever=" + (retriever != null) + ", aadPrefix=" + (aadPrefix != null ? "set" : "none") + "]";
    }

    /** Builds a {@link FileDecryption}; every key is copied. */
    public static final class Builder {
        private byte[] footerKey;
        private final Map<String, byte[]> columnKeys = new HashMap<>();
        private KeyRetriever retriever;
        private byte[] aadPrefix;

        private Builder() {}

        /**
         * The footer key (used in place of the retriever for the footer).
         *
         * @param key the footer key, 16, 24 or 32 bytes (copied)
         * @return this builder
         * @throws IllegalArgumentException if the key has another length
         */
        public Builder footerKey(byte[] key) {
            this.footerKey = AesKeys.check(key, "footer key").clone();
            return this;
        }

        /**
         * The key of one column, by its dotted path ({@code a.b.c}).
         *
         * @param columnPath the dotted path of the leaf column
         * @param key the column's key, 16, 24 or 32 bytes (copied)
         * @return this builder
         * @throws IllegalArgumentException if the key has another length
         */
        public Builder columnKey(String columnPath, byte[] key) {
            columnKeys.put(columnPath, AesKeys.check(key, "key of column " + columnPath).clone());
            return this;
        }

        /**
         * Finds the keys that are not given explicitly from the key metadata the file stores.
         *
         * @param retriever the retriever, or {@code null} for none
         * @return this builder
         */
        public Builder keyRetriever(KeyRetriever retriever) {
            this.retriever = retriever;
            return this;
        }

        /**
         * The AAD prefix, required for files written with the prefix not stored.
         *
         * @param prefix the AAD prefix the file was written with (copied)
         * @return this builder
         */
        public Builder aadPrefix(byte[] prefix) {
            this.aadPrefix = prefix.clone();
            return this;
        }

        /**
         * {@return the decryption settings}
         */
        public FileDecryption build() {
            return new FileDecryption(this);
        }
    }
}
