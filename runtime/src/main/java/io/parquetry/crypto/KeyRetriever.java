package io.parquetry.crypto;

/**
 * Finds a key from the key metadata stored in an encrypted file (for the footer key and for each
 * column key). Called once per key per file opened; implementations must be thread-safe if one
 * {@link FileDecryption} is shared by readers on several threads.
 */
@FunctionalInterface
public interface KeyRetriever {
    /**
     * Returns the AES key (16, 24 or 32 bytes) the metadata names, or {@code null} when the caller
     * does not have it (the columns under that key then cannot be read; others still can).
     *
     * @param keyMetadata the bytes the writer stored with the key, never {@code null} (empty when
     *     the writer stored none)
     * @return the key, or {@code null} when the caller does not have it
     */
    byte[] key(byte[] keyMetadata);
}
