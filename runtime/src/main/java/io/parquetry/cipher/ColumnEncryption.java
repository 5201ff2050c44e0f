package io.parquetry.cipher;

import java.security.SecureRandom;

/**
 * The encryption of one column's modules: pages, page headers, and the column's metadata, indexes
 * and bloom filters. Internal to the runtime. Thread-safe: a column's pages may be encrypted on an
 * encoding thread while the writer encrypts other modules.
 */
public final class ColumnEncryption {
    private final byte[] key;
    private final byte[] fileAad;
    private final boolean ctr;
    private final int column;
    private final SecureRandom random;

    ColumnEncryption(byte[] key, byte[] fileAad, boolean ctr, int column, SecureRandom random) {
        this.key = key;
        this.fileAad = fileAad;
        this.ctr = ctr;
        this.column = column;
        this.random = random;
    }

    /**
     * A page body as its encrypted module (CTR under AES_GCM_CTR_V1, else GCM).
     *
     * @param page the data page's ordinal in the chunk; ignored for the dictionary page
     */
    public byte[] page(byte[] buf, int off, int len, boolean dictionary, int rowGroup, int page) {
        if (ctr) {
            return ModuleCrypto.encryptCtr(key, buf, off, len, random);
        }
        return ModuleCrypto.encryptGcm(key, buf, off, len, ModuleCrypto.moduleAad(fileAad,
                dictionary ? ModuleCrypto.DICTIONARY_PAGE : ModuleCrypto.DATA_PAGE, rowGroup, column, dictionary ? -1 : page),
                random);
    }

    /** A serialized page header as its GCM module. */
    public byte[] pageHeader(byte[] buf, int off, int len, boolean dictionary, int rowGroup, int page) {
        return ModuleCrypto.encryptGcm(key, buf, off, len, ModuleCrypto.moduleAad(fileAad,
                dictionary ? ModuleCrypto.DICTIONARY_PAGE_HEADER : ModuleCrypto.DATA_PAGE_HEADER, rowGroup, column,
                dictionary ? -1 : page), random);
    }

    /**
     * A module without a page ordinal (column metadata, column index, offset index, bloom filter
     * header or bitset: one of the {@link ModuleCrypto} type constants) as its GCM module.
     */
    public byte[] module(byte type, int rowGroup, byte[] buf, int off, int len) {
        return ModuleCrypto.encryptGcm(key, buf, off, len, ModuleCrypto.moduleAad(fileAad, type, rowGroup, column, -1), random);
    }
}
