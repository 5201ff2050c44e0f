package io.parquetry.crypto;

import io.parquetry.base.ParquetException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Envelope encryption with master keys held by a key service ({@link KmsClient}), compatible with
 * parquet-java's properties-driven crypto factory ({@code PropertiesDrivenCryptoFactory}): each file
 * gets random data keys, wrapped by the service's master keys (single wrapping) or by random
 * key-encryption keys that the master keys wrap (double wrapping, the default: one service call per
 * master key and file). The wrapped keys are stored as key material JSON ({@code PKMT1}) in the
 * key metadata of the footer and of each column; readers retrieve them with {@link #retriever}.
 * Files whose key material is stored outside them, in {@code _KEY_MATERIAL_FOR_<file name>.json}
 * beside the file ({@link Builder#externalKeyMaterial(Path)} writes them), are read with
 * {@link #retriever(KmsClient, Path)}.
 *
 * <p>Key material is data: nothing in it names code to load. Keys never appear in messages.
 */
public final class EnvelopeKeys {
    private static final String TYPE = "PKMT1";
    private static final String DEFAULT_KMS_INSTANCE = "DEFAULT";

    private EnvelopeKeys() {}

    /**
     * Encryption whose footer data key is wrapped by master key {@code footerMasterKeyId}.
     *
     * @param kms the key service that wraps the data keys
     * @param footerMasterKeyId the id of the master key for the footer (and, without column keys, every column)
     * @return a builder of one file's encryption
     */
    public static Builder encryption(KmsClient kms, String footerMasterKeyId) {
        return new Builder(kms, footerMasterKeyId);
    }

    /**
     * A key retriever unwrapping key material stored in the file's key metadata through {@code kms}.
     *
     * @param kms the key service that unwraps the data keys
     * @return the retriever, for {@link FileDecryption.Builder#keyRetriever}
     */
    public static KeyRetriever retriever(KmsClient kms) {
        return new Retriever(kms, null);
    }

    /**
     * A key retriever for {@code parquetFile}: key material in its key metadata, or, for files written
     * with external key material, in {@code _KEY_MATERIAL_FOR_<file name>.json} in the same directory
     * (read when first needed).
     *
     * @param kms the key service that unwraps the data keys
     * @param parquetFile the file to read, whose directory may hold its external key material
     * @return the retriever, for {@link FileDecryption.Builder#keyRetriever}
     */
    public static KeyRetriever retriever(KmsClient kms, Path parquetFile) {
        return new Retriever(kms, externalFile(parquetFile));
    }

    /** Where parquet-java (and Parquetry) keep a file's external key material: beside it. */
    private static Path externalFile(Path parquetFile) {
        return parquetFile.toAbsolutePath().getParent().resolve("_KEY_MATERIAL_FOR_" + parquetFile.getFileName() + ".json");
    }

    /** Builds a {@link FileEncryption} with fresh data keys wrapped by the key service: build one per file. */
    public static final class Builder {
        private final KmsClient kms;
        private final String footerMasterKeyId;
        private final Map<String, String> columnMasterKeys = new LinkedHashMap<>();
        private boolean doubleWrapping = true;
        private int dataKeyBytes = 16;
        private boolean plaintextFooter;
        private FileEncryption.Algorithm algorithm = FileEncryption.Algorithm.AES_GCM_V1;
        private byte[] aadPrefix;
        private boolean storeAadPrefix;
        private Path externalFor;

        private Builder(KmsClient kms, String footerMasterKeyId) {
            if (kms == null || footerMasterKeyId == null) {
                throw new IllegalArgumentException("envelope encryption needs a KMS client and a footer master key id");
            }
            this.kms = kms;
            this.footerMasterKeyId = footerMasterKeyId;
        }

        /**
         * Encrypts the column at dotted path {@code columnPath} with a data key wrapped by {@code masterKeyId}.
         *
         * @param columnPath the dotted path of a leaf column
         * @param masterKeyId the id of the master key for that column
         * @return this builder
         */
        public Builder columnKey(String columnPath, String masterKeyId) {
            columnMasterKeys.put(columnPath, masterKeyId);
            return this;
        }

        /**
         * Whether data keys are wrapped by key-encryption keys (default) or by the master keys directly.
         *
         * @param enabled true (the default) to wrap through key-encryption keys
         * @return this builder
         */
        public Builder doubleWrapping(boolean enabled) {
            this.doubleWrapping = enabled;
            return this;
        }

        /**
         * Length of the generated data keys: 128 (default), 192 or 256 bits.
         *
         * @param bits 128, 192 or 256
         * @return this builder
         * @throws IllegalArgumentException for any other length
         */
        public Builder dataKeyLength(int bits) {
            if (bits != 128 && bits != 192 && bits != 256) {
                throw new IllegalArgumentException("data keys have 128, 192 or 256 bits, not " + bits);
            }
            this.dataKeyBytes = bits / 8;
            return this;
        }

        /**
         * See {@link FileEncryption.Builder#plaintextFooter(boolean)}.
         *
         * @param plaintext whether the footer stays plaintext (signed)
         * @return this builder
         */
        public Builder plaintextFooter(boolean plaintext) {
            this.plaintextFooter = plaintext;
            return this;
        }

        /**
         * See {@link FileEncryption.Builder#algorithm}.
         *
         * @param algorithm the encryption algorithm
         * @return this builder
         */
        public Builder algorithm(FileEncryption.Algorithm algorithm) {
            this.algorithm = algorithm;
            return this;
        }

        /**
         * See {@link FileEncryption.Builder#aadPrefix}.
         *
         * @param prefix the AAD prefix (copied)
         * @param store whether the prefix is written into the file
         * @return this builder
         */
        public Builder aadPrefix(byte[] prefix, boolean store) {
            this.aadPrefix = prefix.clone();
            this.storeAadPrefix = store;
            return this;
        }

        /**
         * Stores the key material outside the file, as parquet-java's
         * {@code parquet.encryption.key.material.store.internally=false} does: in
         * {@code _KEY_MATERIAL_FOR_<file name>.json} beside {@code parquetFile}, written (atomically)
         * by {@link #build()}; the file's key metadata then only names its entry. Readers use
         * {@link EnvelopeKeys#retriever(KmsClient, Path)}. Rotating master keys rewrites only that file.
         *
         * @param parquetFile the Parquet file these keys will encrypt
         * @return this builder
         */
        public Builder externalKeyMaterial(Path parquetFile) {
            this.externalFor = parquetFile;
            return this;
        }

        /**
         * Generates the data keys, wraps them through the key service and returns the file's
         * encryption; with {@link #externalKeyMaterial(Path)}, also writes the key material file.
         *
         * @throws ParquetException if the external key material cannot be written
         * @return the file's encryption settings, holding the fresh data keys
         */
        public FileEncryption build() {
            SecureRandom random = new SecureRandom();
            Map<String, Kek> keks = new HashMap<>(); // by master key id: one key-encryption key per master key and file
            Map<String, Object> external = new LinkedHashMap<>();
            byte[] footerKey = randomKey(random);
            FileEncryption.Builder b = FileEncryption.builder(footerKey).algorithm(algorithm).plaintextFooter(plaintextFooter)
                    .footerKeyMetadata(keyMetadata("footerKey", material(footerKey, footerMasterKeyId, true, keks, random), external));
            if (aadPrefix != null) {
                b.aadPrefix(aadPrefix, storeAadPrefix);
            }
            int column = 0;
            for (Map.Entry<String, String> e : columnMasterKeys.entrySet()) {
                byte[] key = randomKey(random);
                b.columnKey(e.getKey(), key, keyMetadata("columnKey" + column++,
                        material(key, e.getValue(), false, keks, random), external));
            }
            if (externalFor != null) {
                writeExternal(externalFile(externalFor), KeyMaterialJson.write(external));
            }
            return b.build();
        }

        /** The key metadata for {@code material}: the material itself, or a reference to its external entry. */
        private byte[] keyMetadata(String reference, Map<String, Object> material, Map<String, Object> external) {
            if (externalFor == null) {
                material.put("internalStorage", Boolean.TRUE);
                return KeyMaterialJson.write(material).getBytes(StandardCharsets.UTF_8);
            }
            external.put(reference, KeyMaterialJson.write(material));
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("keyMaterialType", TYPE);
            m.put("internalStorage", Boolean.FALSE);
            m.put("keyReference", reference);
            return KeyMaterialJson.write(m).getBytes(StandardCharsets.UTF_8);
        }

        private static void writeExternal(Path target, String json) {
            try {
                Path tmp = Files.createTempFile(target.toAbsolutePath().getParent(), "." + target.getFileName(), ".tmp");
                try {
                    Files.writeString(tmp, json, StandardCharsets.UTF_8);
                    Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                            java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Files.deleteIfExists(tmp);
                }
            } catch (IOException e) {
                throw new ParquetException(target + ": cannot write the external key material: " + e.getMessage(), e);
            }
        }

        private byte[] randomKey(SecureRandom random) {
            byte[] key = new byte[dataKeyBytes];
            random.nextBytes(key);
            return key;
        }

        private Map<String, Object> material(byte[] dataKey, String masterKeyId, boolean footer, Map<String, Kek> keks,
                                             SecureRandom random) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("keyMaterialType", TYPE);
            m.put("isFooterKey", footer);
            if (footer) {
                m.put("kmsInstanceID", DEFAULT_KMS_INSTANCE);
                m.put("kmsInstanceURL", DEFAULT_KMS_INSTANCE);
            }
            m.put("masterKeyID", masterKeyId);
            m.put("doubleWrapping", doubleWrapping);
            if (doubleWrapping) {
                Kek kek = keks.computeIfAbsent(masterKeyId, id -> {
                    byte[] key = new byte[16];
                    random.nextBytes(key);
                    byte[] kekId = new byte[16];
                    random.nextBytes(kekId);
                    return new Kek(kekId, kms.wrapKey(key, id), key);
                });
                m.put("keyEncryptionKeyID", Base64.getEncoder().encodeToString(kek.id()));
                m.put("wrappedKEK", kek.wrapped());
                m.put("wrappedDEK", KeyWrap.wrap(dataKey, kek.key(), kek.id(), random));
            } else {
                m.put("wrappedDEK", kms.wrapKey(dataKey, masterKeyId));
            }
            return m;
        }
    }

    /** A key-encryption key: its random id (the AAD of the data keys it wraps), wrapped form and bytes. */
    private record Kek(byte[] id, String wrapped, byte[] key) {}

    /** Unwraps key material; caches unwrapped key-encryption keys by id (one service call each). */
    private static final class Retriever implements KeyRetriever {
        private final KmsClient kms;
        private final Path externalFile;
        private final Map<String, byte[]> keks = new ConcurrentHashMap<>();
        private volatile Map<String, Object> external;

        Retriever(KmsClient kms, Path externalFile) {
            this.kms = kms;
            this.externalFile = externalFile;
        }

        @Override
        public byte[] key(byte[] keyMetadata) {
            if (keyMetadata.length == 0) {
                return null; // not written with key material: another retriever's keys
            }
            Map<String, Object> m = KeyMaterialJson.parse(new String(keyMetadata, StandardCharsets.UTF_8), "key metadata");
            if (Boolean.FALSE.equals(m.get("internalStorage"))) {
                String reference = text(m, "keyReference", "key metadata");
                Object stored = externalMaterial().get(reference);
                if (!(stored instanceof String s)) {
                    throw new ParquetException(externalFile + ": no key material for key reference " + reference);
                }
                m = KeyMaterialJson.parse(s, externalFile + ", key " + reference);
            }
            String what = "key material of master key " + m.get("masterKeyID");
            if (!TYPE.equals(m.get("keyMaterialType"))) {
                throw new ParquetException(what + ": unknown key material type " + m.get("keyMaterialType") + " (expected " + TYPE + ")");
            }
            String masterKeyId = text(m, "masterKeyID", what);
            String wrappedDek = text(m, "wrappedDEK", what);
            if (!Boolean.TRUE.equals(m.get("doubleWrapping"))) {
                return kms.unwrapKey(wrappedDek, masterKeyId);
            }
            String kekId = text(m, "keyEncryptionKeyID", what);
            String wrappedKek = text(m, "wrappedKEK", what);
            byte[] kek = keks.computeIfAbsent(kekId, id -> kms.unwrapKey(wrappedKek, masterKeyId));
            byte[] kekIdBytes;
            try {
                kekIdBytes = Base64.getDecoder().decode(kekId);
            } catch (IllegalArgumentException e) {
                throw new ParquetException(what + ": keyEncryptionKeyID is not base64", e);
            }
            return KeyWrap.unwrap(wrappedDek, kek, kekIdBytes, what + ": the wrapped data key");
        }

        private Map<String, Object> externalMaterial() {
            Map<String, Object> m = external;
            if (m == null) {
                if (externalFile == null) {
                    throw new ParquetException("the file's key material is stored outside it: read it with"
                            + " EnvelopeKeys.retriever(kms, parquetFile)");
                }
                try {
                    m = KeyMaterialJson.parse(Files.readString(externalFile, StandardCharsets.UTF_8), externalFile.toString());
                } catch (IOException e) {
                    throw new ParquetException(externalFile + ": cannot read the external key material: " + e.getMessage(), e);
                }
                external = m;
            }
            return m;
        }

        private static String text(Map<String, Object> m, String member, String what) {
            if (!(m.get(member) instanceof String s)) {
                throw new ParquetException(what + ": key material has no " + member);
            }
            return s;
        }
    }
}
