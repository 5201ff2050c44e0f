package io.parquetry.crypto;

import io.parquetry.base.ParquetException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

/**
 * A {@link KmsClient} whose master keys are held in memory: for tests and local use, not for
 * production (the master keys are in the process). A key is wrapped with AES-GCM under the master
 * key, the master key id as additional authenticated data, as {@code base64(nonce ‖ ciphertext ‖ tag)}:
 * the convention of parquet-java's in-memory test KMS, so that files written by either with the
 * same master keys read in the other. Keys never appear in messages or {@link #toString()}.
 */
public final class InMemoryKms implements KmsClient {
    private final Map<String, byte[]> masterKeys;
    private final SecureRandom random = new SecureRandom();

    /**
     * A KMS holding {@code masterKeys} (id to AES key of 16, 24 or 32 bytes; copied).
     *
     * @param masterKeys the master keys by id
     * @throws IllegalArgumentException if a key is not 16, 24 or 32 bytes long
     */
    public InMemoryKms(Map<String, byte[]> masterKeys) {
        Map<String, byte[]> copy = new HashMap<>();
        masterKeys.forEach((id, key) -> copy.put(id, AesKeys.check(key, "master key " + id).clone()));
        this.masterKeys = Map.copyOf(copy);
    }

    @Override
    public String wrapKey(byte[] key, String masterKeyId) {
        return KeyWrap.wrap(key, master(masterKeyId), masterKeyId.getBytes(StandardCharsets.UTF_8), random);
    }

    @Override
    public byte[] unwrapKey(String wrappedKey, String masterKeyId) {
        return KeyWrap.unwrap(wrappedKey, master(masterKeyId), masterKeyId.getBytes(StandardCharsets.UTF_8),
                "the key wrapped with master key " + masterKeyId);
    }

    private byte[] master(String masterKeyId) {
        byte[] master = masterKeys.get(masterKeyId);
        if (master == null) {
            throw new ParquetException("the in-memory KMS has no master key " + masterKeyId + " (it has " + masterKeys.keySet() + ")");
        }
        return master;
    }

    @Override
    public String toString() {
        return "InMemoryKms" + masterKeys.keySet();
    }
}
