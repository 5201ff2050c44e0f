package io.parquetry.crypto;

/** Checks on the AES keys users hand to the key classes. */
final class AesKeys {
    private AesKeys() {}

    /** {@code key} if it has an AES key length (16, 24 or 32 bytes), else an error naming {@code what}. */
    static byte[] check(byte[] key, String what) {
        if (key == null || (key.length != 16 && key.length != 24 && key.length != 32)) {
            throw new IllegalArgumentException(what + ": an AES key has 16, 24 or 32 bytes, not "
                    + (key == null ? "none" : key.length + ""));
        }
        return key;
    }
}
