package io.parquetry.crypto;

/**
 * A key management service holding master keys, for envelope encryption ({@link EnvelopeKeys}):
 * it wraps (encrypts) and unwraps data or key-encryption keys with the master key it names. The
 * master keys never leave it. Implementations must be thread-safe.
 */
public interface KmsClient {
    /**
     * Wraps {@code key} with the master key {@code masterKeyId}.
     *
     * @return the wrapped key as text (stored in the file's key material)
     * @param key the key to wrap
     * @param masterKeyId the id of the master key to wrap it with
     */
    String wrapKey(byte[] key, String masterKeyId);

    /**
     * Unwraps a key {@link #wrapKey} wrapped with master key {@code masterKeyId}.
     *
     * @throws io.parquetry.base.ParquetException when the key cannot be unwrapped (unknown master key,
     *     no access, tampered key material)
     * @param wrappedKey the text {@link #wrapKey} returned
     * @param masterKeyId the id of the master key it was wrapped with
     * @return the key
     */
    byte[] unwrapKey(String wrappedKey, String masterKeyId);
}
