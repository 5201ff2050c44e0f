package io.parquetry.crypto;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How to encrypt a file with Parquet Modular Encryption. Pass it to a writer through
 * {@code .encryption(...)} on {@code Parquet.writer(...)} or {@code ParquetFile.writer(...)}.
 *
 * <p>Without column keys every column is encrypted with the footer key (uniform encryption). With
 * column keys, each named column is encrypted with its own key and the other columns are left in
 * plaintext; the footer (schema, row counts, statistics of plaintext columns) is encrypted with the
 * footer key, or, with {@link Builder#plaintextFooter(boolean)}, left readable by readers without
 * keys and signed with the footer key.
 *
 * <p>Immutable; one instance may encrypt many files (each file gets its own random file identifier
 * and nonces). Keys are copied and never appear in {@link #toString()} or in error messages.
 */
public final class FileEncryption {
    /** The encryption algorithms of the format. */
    public enum Algorithm {
        /** Every module (pages included) is AES-GCM: data and metadata are authenticated. */
        AES_GCM_V1,
        /** Pages are AES-CTR (faster, not authenticated), every other module AES-GCM. */
        AES_GCM_CTR_V1
    }

    /** A column's key and the key metadata stored with it. */
    private record ColumnKey(byte[] key, byte[] keyMetadata) {}

    private final byte[] footerKey;
    private final byte[] footerKeyMetadata;
    private final Algorithm algorithm;
    private final boolean plaintextFooter;
    private final byte[] aadPrefix;
    private final boolean storeAadPrefix;
    private final Map<String, ColumnKey> columnKeys;

    private FileEncryption(Builder b) {
        this.footerKey = b.footerKey;
        this.footerKeyMetadata = b.footerKeyMetadata;
        this.algorithm = b.algorithm;
        this.plaintextFooter = b.plaintextFooter;
        this.aadPrefix = b.aadPrefix;
        this.storeAadPrefix = b.storeAadPrefix;
        this.columnKeys = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(b.columnKeys));
    }

    /**
     * A builder encrypting the footer (and, without column keys, every column) with {@code footerKey}.
     *
     * @param footerKey the footer key, 16, 24 or 32 bytes (copied)
     * @return the builder
     * @throws IllegalArgumentException if the key has another length
     */
    public static Builder builder(byte[] footerKey) {
        return new Builder(footerKey);
    }

    // Read accessors: the cipher machinery builds each file's encryptor from them. Arrays are
    // copied out, so a caller cannot change the settings of files written later.

    /**
     * A copy of the footer key.
     *
     * @return a copy of the footer key
     */
    public byte[] footerKey() {
        return footerKey.clone();
    }

    /**
     * A copy of the footer key's metadata, or {@code null} when none was set.
     *
     * @return a copy of the footer key metadata, or {@code null}
     */
    public byte[] footerKeyMetadata() {
        return footerKeyMetadata == null ? null : footerKeyMetadata.clone();
    }

    /**
     * The encryption algorithm.
     *
     * @return the encryption algorithm
     */
    public Algorithm algorithm() {
        return algorithm;
    }

    /**
     * Whether the footer stays plaintext (signed with the footer key).
     *
     * @return whether the footer stays plaintext
     */
    public boolean plaintextFooter() {
        return plaintextFooter;
    }

    /**
     * A copy of the AAD prefix, or {@code null} when none was set.
     *
     * @return a copy of the AAD prefix, or {@code null}
     */
    public byte[] aadPrefix() {
        return aadPrefix == null ? null : aadPrefix.clone();
    }

    /**
     * Whether the AAD prefix is stored in the file (else readers must supply it).
     *
     * @return whether the AAD prefix is stored in the file
     */
    public boolean storeAadPrefix() {
        return storeAadPrefix;
    }

    /**
     * The paths of the columns with their own key, in the order they were added; empty for uniform encryption.
     *
     * @return the dotted paths of the columns with their own key
     */
    public java.util.Set<String> columnKeyPaths() {
        return columnKeys.keySet();
    }

    /**
     * A copy of the key of column {@code columnPath}.
     *
     * @throws IllegalArgumentException when that column has no key of its own
     * @param columnPath the dotted path of the leaf column
     * @return a copy of its key
     */
    public byte[] columnKey(String columnPath) {
        return column(columnPath).key().clone();
    }

    /**
     * A copy of the key metadata stored with the key of column {@code columnPath}, or {@code null}.
     *
     * @throws IllegalArgumentException when that column has no key of its own
     * @param columnPath the dotted path of the leaf column
     * @return a copy of its key metadata, or {@code null}
     */
    public byte[] columnKeyMetadata(String columnPath) {
        byte[] m = column(columnPath).keyMetadata();
        return m == null ? null : m.clone();
    }

    private ColumnKey column(String columnPath) {
        ColumnKey k = columnKeys.get(columnPath);
        if (k == null) {
            throw new IllegalArgumentException("no key for column " + columnPath + " (columns with keys: " + columnKeys.keySet() + ")");
        }
        return k;
    }

    @Override
    public String toString() {
        return "FileEncryption[algorithm=" + algorithm + ", footer=" + (plaintextFooter ? "plaintext (signed)" : "encrypted")
                + ", columnKeys=" + (columnKeys.isEmpty() ? "none (uniform)" : columnKeys.keySet())
                + ", aadPrefix=" + (aadPrefix == null ? "none" : storeAadPrefix ? "stored" : "supplied by readers") + "]";
    }

    /** Builds a {@link FileEncryption}; every key is copied. Defaults: AES_GCM_V1, encrypted footer, no AAD prefix. */
    public static final class Builder {
        private final byte[] footerKey;
        private byte[] footerKeyMetadata;
        private Algorithm algorithm = Algorithm.AES_GCM_V1;
        private boolean plaintextFooter;
        private byte[] aadPrefix;
        private boolean storeAadPrefix;
        private final Map<String, ColumnKey> columnKeys = new LinkedHashMap<>();

        private Builder(byte[] footerKey) {
            this.footerKey = AesKeys.check(footerKey, "footer key").clone();
        }

        /**
         * The algorithm: {@link Algorithm#AES_GCM_V1} (default) or {@link Algorithm#AES_GCM_CTR_V1}.
         *
         * @param algorithm the encryption algorithm
         * @return this builder
         */
        public Builder algorithm(Algorithm algorithm) {
            if (algorithm == null) {
                throw new IllegalArgumentException("the encryption algorithm must not be null");
            }
            this.algorithm = algorithm;
            return this;
        }

        /**
         * Bytes stored with the footer key for readers' {@link KeyRetriever} (for example a key id).
         *
         * @param keyMetadata the metadata (copied)
         * @return this builder
         */
        public Builder footerKeyMetadata(byte[] keyMetadata) {
            this.footerKeyMetadata = keyMetadata == null ? null : keyMetadata.clone();
            return this;
        }

        /**
         * Leaves the footer in plaintext (readable without keys, and by readers that do not know
         * encryption, for the columns not encrypted), signed with the footer key. The schema, row
         * counts and the plaintext columns' metadata are then visible; encrypted columns' statistics
         * are not.
         *
         * @param plaintext whether the footer stays plaintext (signed)
         * @return this builder
         */
        public Builder plaintextFooter(boolean plaintext) {
            this.plaintextFooter = plaintext;
            return this;
        }

        /**
         * An AAD prefix (for example a table and partition name) bound into every module, so that
         * a file cannot pass for another. With {@code store} false the prefix is not written and
         * readers must supply it ({@code FileDecryption.Builder.aadPrefix}).
         *
         * @param prefix the AAD prefix (copied)
         * @param store whether the prefix is written into the file
         * @return this builder
         */
        public Builder aadPrefix(byte[] prefix, boolean store) {
            if (prefix == null) {
                throw new IllegalArgumentException("the AAD prefix must not be null");
            }
            this.aadPrefix = prefix.clone();
            this.storeAadPrefix = store;
            return this;
        }

        /**
         * Encrypts the leaf column at dotted path {@code columnPath} with its own {@code key}, storing
         * {@code keyMetadata} (may be null) for readers. Once any column key is given, columns
         * without one are written in plaintext.
         *
         * @param columnPath the dotted path of the leaf column
         * @param key the column's key, 16, 24 or 32 bytes (copied)
         * @param keyMetadata the bytes stored with the key for readers, or {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the key has another length
         */
        public Builder columnKey(String columnPath, byte[] key, byte[] keyMetadata) {
            if (columnPath == null || columnPath.isEmpty()) {
                throw new IllegalArgumentException("a column key needs a column path");
            }
            if (columnKeys.containsKey(columnPath)) {
                throw new IllegalArgumentException("column " + columnPath + " already has a key");
            }
            columnKeys.put(columnPath, new ColumnKey(AesKeys.check(key, "key of column " + columnPath).clone(),
                    keyMetadata == null ? null : keyMetadata.clone()));
            return this;
        }

        /**
         * The encryption; column paths are checked against the schema when a writer is built.
         *
         * @return the encryption settings
         */
        public FileEncryption build() {
            return new FileEncryption(this);
        }
    }
}
