package io.parquetry.cipher;

import io.parquetry.base.ParquetException;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.format.AesGcmCtrV1;
import io.parquetry.format.AesGcmV1;
import io.parquetry.format.EncryptionAlgorithm;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-GCM modules and AADs of the Parquet encryption chapter. Internal to the runtime (public only
 * for its other packages). A GCM module is: length (4 bytes little-endian, of what follows),
 * nonce (12), ciphertext, tag (16).
 */
public final class ModuleCrypto {
    public static final byte FOOTER = 0;
    public static final byte COLUMN_META_DATA = 1;
    public static final byte DATA_PAGE = 2;
    public static final byte DICTIONARY_PAGE = 3;
    public static final byte DATA_PAGE_HEADER = 4;
    public static final byte DICTIONARY_PAGE_HEADER = 5;
    public static final byte COLUMN_INDEX = 6;
    public static final byte OFFSET_INDEX = 7;
    public static final byte BLOOM_FILTER_HEADER = 8;
    public static final byte BLOOM_FILTER_BITSET = 9;
    private static final byte[] NO_AAD = new byte[0];

    static final int NONCE = 12;
    static final int TAG = 16;
    private static final int TAG_BITS = TAG * 8;

    private ModuleCrypto() {}

    /**
     * The file AAD (prefix then file-unique part) of the algorithm, taking the prefix from the file
     * or, when the file asks for it to be supplied, from the caller; {@code null} for a file that
     * has neither (DuckDB writes such files and authenticates every module without AAD).
     */
    public static byte[] fileAad(EncryptionAlgorithm algorithm, FileDecryption decryption, String where) {
        byte[] prefix;
        byte[] unique;
        Boolean supply;
        if (algorithm instanceof AesGcmV1 a) {
            prefix = a.aadPrefix();
            unique = a.aadFileUnique();
            supply = a.supplyAadPrefix();
        } else if (algorithm instanceof AesGcmCtrV1 a) {
            prefix = a.aadPrefix();
            unique = a.aadFileUnique();
            supply = a.supplyAadPrefix();
        } else {
            throw new ParquetException(where + ": unknown encryption algorithm " + algorithm);
        }
        byte[] given = decryption == null ? null : decryption.aadPrefix();
        if (given != null) {
            if (prefix != null && !MessageDigest.isEqual(prefix, given)) {
                throw new ParquetException(where + ": the AAD prefix supplied differs from the one stored in the file");
            }
            prefix = given;
        } else if (Boolean.TRUE.equals(supply)) {
            throw new ParquetException(where + ": the file was written with an AAD prefix it does not store;"
                    + " FileDecryption.Builder.aadPrefix must supply it");
        }
        if (unique == null && prefix == null) {
            return null;
        }
        if (unique == null) {
            unique = new byte[0];
        }
        if (prefix == null) {
            return unique.clone();
        }
        byte[] aad = new byte[prefix.length + unique.length];
        System.arraycopy(prefix, 0, aad, 0, prefix.length);
        System.arraycopy(unique, 0, aad, prefix.length, unique.length);
        return aad;
    }

    /** The footer's AAD: file AAD then the module type (none when the file has no file AAD). */
    public static byte[] footerAad(byte[] fileAad) {
        if (fileAad == null) {
            return NO_AAD;
        }
        byte[] aad = new byte[fileAad.length + 1];
        System.arraycopy(fileAad, 0, aad, 0, fileAad.length);
        aad[fileAad.length] = FOOTER;
        return aad;
    }

    /**
     * A module's AAD: file AAD, module type, row group and column ordinals, and (for pages and
     * page headers; pass -1 otherwise) the page ordinal, each ordinal 2 bytes little-endian (none
     * when the file has no file AAD).
     */
    public static byte[] moduleAad(byte[] fileAad, byte type, int rowGroup, int column, int page) {
        if (fileAad == null) {
            return NO_AAD;
        }
        int n = fileAad.length;
        byte[] aad = new byte[n + 5 + (page >= 0 ? 2 : 0)];
        System.arraycopy(fileAad, 0, aad, 0, n);
        aad[n] = type;
        putShort(aad, n + 1, rowGroup, "row group");
        putShort(aad, n + 3, column, "column");
        if (page >= 0) {
            putShort(aad, n + 5, page, "page");
        }
        return aad;
    }

    private static void putShort(byte[] b, int off, int ordinal, String what) {
        if (ordinal > 0xFFFF) {
            throw new ParquetException("encryption supports at most 65536 of each " + what + "; ordinal " + ordinal);
        }
        b[off] = (byte) ordinal;
        b[off + 1] = (byte) (ordinal >>> 8);
    }

    /** The 4-byte little-endian length that starts a module, unchecked. */
    public static long lengthPrefix(byte[] buf, int off) {
        return (buf[off] & 0xFFL) | (buf[off + 1] & 0xFFL) << 8 | (buf[off + 2] & 0xFFL) << 16 | (buf[off + 3] & 0xFFL) << 24;
    }

    /** Length of the GCM module starting at {@code off}, including its 4-byte length field. */
    public static int moduleLength(byte[] buf, int off, int available, String what) {
        if (available < 4) {
            throw new ParquetException(what + ": encrypted module truncated (no length)");
        }
        long len = lengthPrefix(buf, off);
        if (len < NONCE + TAG || len > available - 4) {
            throw tampered(what, "encrypted module length " + len + " does not fit the " + (available - 4) + " bytes that follow");
        }
        return (int) len + 4;
    }

    /** The error for a module whose framing (length, size) is wrong: as for a wrong tag, the data failed authentication. */
    public static ParquetException tampered(String what, String detail) {
        return new ParquetException(what + ": the data failed authentication (" + detail + "; truncated or tampered file)");
    }

    /**
     * Decrypts and authenticates the GCM module at {@code off}.
     *
     * @param what names the module and the file in errors
     */
    public static byte[] decryptGcm(byte[] key, byte[] buf, int off, int available, byte[] aad, String what) {
        int total = moduleLength(buf, off, available, what);
        try {
            Cipher c = gcm(Cipher.DECRYPT_MODE, key, buf, off + 4);
            c.updateAAD(aad);
            return c.doFinal(buf, off + 4 + NONCE, total - 4 - NONCE);
        } catch (AEADBadTagException e) {
            throw new ParquetException(what + ": the data failed authentication (wrong key, wrong AAD prefix, or tampered file)", e);
        } catch (GeneralSecurityException e) {
            throw new ParquetException(what + ": cannot decrypt: " + e.getMessage(), e);
        }
    }

    /**
     * Encrypts {@code len} bytes at {@code off} as a GCM module (length, fresh nonce, ciphertext,
     * tag): the inverse of {@link #decryptGcm}.
     */
    public static byte[] encryptGcm(byte[] key, byte[] buf, int off, int len, byte[] aad, SecureRandom random) {
        byte[] nonce = nonce(random);
        byte[] module = new byte[4 + NONCE + len + TAG];
        putLength(module, NONCE + len + TAG);
        System.arraycopy(nonce, 0, module, 4, NONCE);
        try {
            Cipher c = gcm(Cipher.ENCRYPT_MODE, key, nonce, 0);
            c.updateAAD(aad);
            c.doFinal(buf, off, len, module, 4 + NONCE);
        } catch (GeneralSecurityException e) {
            throw new ParquetException("cannot encrypt: " + e.getMessage(), e);
        }
        return module;
    }

    /** Encrypts a page as a CTR module (length, fresh nonce, ciphertext; no tag). */
    public static byte[] encryptCtr(byte[] key, byte[] buf, int off, int len, SecureRandom random) {
        byte[] nonce = nonce(random);
        byte[] module = new byte[4 + NONCE + len];
        putLength(module, NONCE + len);
        System.arraycopy(nonce, 0, module, 4, NONCE);
        try {
            ctr(Cipher.ENCRYPT_MODE, key, nonce, 0).doFinal(buf, off, len, module, 4 + NONCE);
        } catch (GeneralSecurityException e) {
            throw new ParquetException("cannot encrypt: " + e.getMessage(), e);
        }
        return module;
    }

    /** Decrypts the ciphertext of a CTR module whose nonce is at {@code nonceOff}. */
    static byte[] decryptCtr(byte[] key, byte[] buf, int nonceOff, int len, String what) {
        try {
            return ctr(Cipher.DECRYPT_MODE, key, buf, nonceOff).doFinal(buf, nonceOff + NONCE, len);
        } catch (GeneralSecurityException e) {
            throw new ParquetException(what + ": cannot decrypt: " + e.getMessage(), e);
        }
    }

    /** The 28-byte signature (fresh nonce, GCM tag) of a plaintext footer. */
    public static byte[] signFooter(byte[] key, byte[] footer, int len, byte[] aad, SecureRandom random) {
        byte[] signature = new byte[NONCE + TAG];
        System.arraycopy(nonce(random), 0, signature, 0, NONCE);
        System.arraycopy(footerTag(key, footer, len, signature, 0, aad, "footer"), 0, signature, NONCE, TAG);
        return signature;
    }

    /**
     * Verifies a plaintext footer's signature: the 28 bytes after it are a nonce and the GCM tag of
     * the footer encrypted with that nonce.
     */
    public static void verifyFooterSignature(byte[] key, byte[] footer, int len, byte[] signature, int sigOff,
                                             byte[] aad, String what) {
        byte[] computed = footerTag(key, footer, len, signature, sigOff, aad, what);
        byte[] tag = new byte[TAG];
        System.arraycopy(signature, sigOff + NONCE, tag, 0, TAG);
        if (!MessageDigest.isEqual(tag, computed)) {
            throw new ParquetException(what + ": the plaintext footer failed authentication (its signature does not match:"
                    + " wrong footer key, wrong AAD prefix, or tampered file)");
        }
    }

    /** The GCM tag of the footer encrypted under the nonce at {@code nonceOff} (the ciphertext is dropped). */
    private static byte[] footerTag(byte[] key, byte[] footer, int len, byte[] nonce, int nonceOff, byte[] aad, String what) {
        try {
            Cipher c = gcm(Cipher.ENCRYPT_MODE, key, nonce, nonceOff);
            c.updateAAD(aad);
            byte[] out = c.doFinal(footer, 0, len);
            byte[] tag = new byte[TAG];
            System.arraycopy(out, out.length - TAG, tag, 0, TAG);
            return tag;
        } catch (GeneralSecurityException e) {
            throw new ParquetException(what + ": cannot compute the footer signature: " + e.getMessage(), e);
        }
    }

    private static Cipher gcm(int mode, byte[] key, byte[] nonce, int nonceOff) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(mode, new SecretKeySpec(key, "AES"), new GCMParameterSpec(TAG_BITS, nonce, nonceOff, NONCE));
        return c;
    }

    /** A CTR cipher whose 16-byte IV is the nonce then a 4-byte counter starting at 1. */
    private static Cipher ctr(int mode, byte[] key, byte[] nonce, int nonceOff) throws GeneralSecurityException {
        byte[] iv = new byte[16];
        System.arraycopy(nonce, nonceOff, iv, 0, NONCE);
        iv[15] = 1;
        Cipher c = Cipher.getInstance("AES/CTR/NoPadding");
        c.init(mode, new SecretKeySpec(key, "AES"), new IvParameterSpec(iv));
        return c;
    }

    private static byte[] nonce(SecureRandom random) {
        byte[] nonce = new byte[NONCE];
        random.nextBytes(nonce);
        return nonce;
    }

    private static void putLength(byte[] module, int len) {
        module[0] = (byte) len;
        module[1] = (byte) (len >>> 8);
        module[2] = (byte) (len >>> 16);
        module[3] = (byte) (len >>> 24);
    }
}
