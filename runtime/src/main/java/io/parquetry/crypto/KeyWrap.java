package io.parquetry.crypto;

import io.parquetry.base.ParquetException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** Wrapping a key with another under AES-GCM: {@code base64(nonce ‖ ciphertext ‖ tag)}, with an AAD. */
final class KeyWrap {
    private static final int NONCE = 12;
    private static final int TAG_BITS = 128;

    private KeyWrap() {}

    static String wrap(byte[] key, byte[] wrappingKey, byte[] aad, SecureRandom random) {
        byte[] nonce = new byte[NONCE];
        random.nextBytes(nonce);
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(wrappingKey, "AES"), new GCMParameterSpec(TAG_BITS, nonce));
            c.updateAAD(aad);
            byte[] sealed = c.doFinal(key);
            byte[] out = new byte[NONCE + sealed.length];
            System.arraycopy(nonce, 0, out, 0, NONCE);
            System.arraycopy(sealed, 0, out, NONCE, sealed.length);
            return Base64.getEncoder().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new ParquetException("cannot wrap a key: " + e.getMessage(), e);
        }
    }

    /** @param what names the wrapped key in errors */
    static byte[] unwrap(String wrapped, byte[] wrappingKey, byte[] aad, String what) {
        byte[] in;
        try {
            in = Base64.getDecoder().decode(wrapped);
        } catch (IllegalArgumentException e) {
            throw new ParquetException(what + " is not base64", e);
        }
        if (in.length < NONCE + TAG_BITS / 8) {
            throw new ParquetException(what + " is too short (" + in.length + " bytes)");
        }
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(wrappingKey, "AES"), new GCMParameterSpec(TAG_BITS, in, 0, NONCE));
            c.updateAAD(aad);
            return c.doFinal(in, NONCE, in.length - NONCE);
        } catch (GeneralSecurityException e) {
            throw new ParquetException(what + " failed authentication (wrong master key or tampered key material)", e);
        }
    }
}
