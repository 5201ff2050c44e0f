package io.parquetry.cipher;

import io.parquetry.base.PageType;
import io.parquetry.base.ParquetException;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.format.AesGcmCtrV1;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.EncryptionAlgorithm;
import io.parquetry.format.EncryptionWithColumnKey;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.format.ThriftWriter;
import java.io.ByteArrayOutputStream;

/**
 * The decryption of one encrypted column chunk: its key, its metadata and its pages. Internal to
 * the runtime. Pages are decrypted chunk by chunk into the plaintext layout (headers re-encoded with
 * the plaintext page sizes), which the ordinary column reader then decodes.
 */
public final class ColumnDecryption {
    private final byte[] key;
    private final byte[] fileAad;
    private final boolean ctr;
    private final int rowGroup;
    private final int column;
    private final String where;

    private ColumnDecryption(byte[] key, byte[] fileAad, boolean ctr, int rowGroup, int column, String where) {
        this.key = key;
        this.fileAad = fileAad;
        this.ctr = ctr;
        this.rowGroup = rowGroup;
        this.column = column;
        this.where = where;
    }

    /**
     * The decryption of a chunk, or {@code null} when the chunk is not encrypted.
     *
     * @param where names the file, row group and column in errors
     */
    public static ColumnDecryption of(ColumnChunk chunk, EncryptionAlgorithm algorithm, FileDecryption decryption,
                                      byte[] footerKeyMetadata, String columnPath, int rowGroup, int column, String where) {
        if (chunk.cryptoMetadata() == null) {
            return null;
        }
        if (decryption == null) {
            throw new ParquetException(where + " is encrypted; decryption keys are required to read it (ReadOptions.withDecryption)");
        }
        byte[] key;
        try {
            key = chunk.cryptoMetadata() instanceof EncryptionWithColumnKey ck ? decryption.columnKey(columnPath, ck.keyMetadata())
                    : decryption.footerKey(footerKeyMetadata);
        } catch (ParquetException e) {
            throw new ParquetException(where + ": cannot retrieve its key: " + e.getMessage(), e);
        }
        if (key == null) {
            throw new ParquetException(where + (chunk.cryptoMetadata() instanceof EncryptionWithColumnKey
                    ? " is encrypted with its own key, which FileDecryption does not have (no column key for " + columnPath
                            + ", and the key retriever returned none)"
                    : " is encrypted with the footer key, which FileDecryption does not have"));
        }
        return new ColumnDecryption(key, ModuleCrypto.fileAad(algorithm, decryption, where), algorithm instanceof AesGcmCtrV1,
                rowGroup, column, where);
    }

    /**
     * The bytes of levels that precede the encrypted module of a V2 data page in plaintext. parquet-java
     * encrypts only a V2 page's values; Arrow (C++, Rust), DuckDB and Parquetry encrypt the whole page
     * body. The module's length prefix tells the two apart: the whole body is one module.
     */
    private static int plaintextLevels(PageHeader h, byte[] data, int pos, int written) {
        DataPageHeaderV2 v2 = h.dataPageHeaderV2();
        if (h.type() != PageType.DATA_PAGE_V2 || v2 == null) {
            return 0;
        }
        int levels = v2.repetitionLevelsByteLength() + v2.definitionLevelsByteLength();
        if (levels <= 0 || levels + 4 >= written || ModuleCrypto.lengthPrefix(data, pos) == written - 4L) {
            return 0;
        }
        return ModuleCrypto.lengthPrefix(data, pos + levels) == written - levels - 4L ? levels : 0;
    }

    /** The chunk's metadata: decrypted when the file stores it encrypted, else the footer's. */
    public ColumnMetaData metaData(ColumnChunk chunk, ThriftLimits limits) {
        byte[] enc = chunk.encryptedColumnMetadata();
        if (enc == null) {
            return chunk.metaData();
        }
        byte[] plain = ModuleCrypto.decryptGcm(key, enc, 0, enc.length,
                ModuleCrypto.moduleAad(fileAad, ModuleCrypto.COLUMN_META_DATA, rowGroup, column, -1), where + ": column metadata");
        return new ThriftReader(plain, 0, plain.length, limits).readColumnMetaData();
    }

    /**
     * Decrypts the pages of a chunk (the dictionary page first when {@code hasDictionary}) into
     * plaintext pages.
     */
    public byte[] decryptPages(byte[] data, boolean hasDictionary, ThriftLimits limits) {
        return decryptPages(data, hasDictionary, limits, null);
    }

    /**
     * Decrypts pages (the dictionary page first when {@code hasDictionary}) into plaintext pages;
     * {@code ordinals} are the data pages' ordinals in the chunk (those the offset index selected),
     * or {@code null} when the pages are all of the chunk's, from the first.
     */
    public byte[] decryptPages(byte[] data, boolean hasDictionary, ThriftLimits limits, int[] ordinals) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length);
        int pos = 0;
        int index = 0;
        boolean dictionary = hasDictionary;
        while (pos < data.length) {
            if (!dictionary && ordinals != null && index >= ordinals.length) {
                throw new ParquetException(where + ": more pages than the offset index selected");
            }
            int page = ordinals == null ? index : dictionary ? -1 : ordinals[index];
            String what = where + ": " + (dictionary ? "dictionary page" : "data page " + page);
            byte headerType = dictionary ? ModuleCrypto.DICTIONARY_PAGE_HEADER : ModuleCrypto.DATA_PAGE_HEADER;
            int headerLen = ModuleCrypto.moduleLength(data, pos, data.length - pos, what + " header");
            byte[] headerBytes = ModuleCrypto.decryptGcm(key, data, pos, data.length - pos,
                    ModuleCrypto.moduleAad(fileAad, headerType, rowGroup, column, dictionary ? -1 : page), what + " header");
            pos += headerLen;
            PageHeader h = new ThriftReader(headerBytes, 0, headerBytes.length, limits).readPageHeader();
            if ((h.type() == PageType.DICTIONARY_PAGE) != dictionary) {
                throw new ParquetException(what + ": unexpected page type " + h.type());
            }
            // the header gives the size of the page as written; DuckDB's (the files without file AAD)
            // gives the size before encryption, so there the module's own length prefix decides
            int written = fileAad == null ? ModuleCrypto.moduleLength(data, pos, data.length - pos, what)
                    : h.compressedPageSize();
            if (written < 0 || written > data.length - pos) {
                throw new ParquetException(what + ": encrypted page of " + written + " bytes does not fit the "
                        + (data.length - pos) + " bytes left in the chunk");
            }
            byte pageType = dictionary ? ModuleCrypto.DICTIONARY_PAGE : ModuleCrypto.DATA_PAGE;
            int levels = plaintextLevels(h, data, pos, written);
            byte[] values = ctr
                    ? decryptCtr(data, pos + levels, written - levels, what)
                    : ModuleCrypto.decryptGcm(key, data, pos + levels, written - levels,
                            ModuleCrypto.moduleAad(fileAad, pageType, rowGroup, column, dictionary ? -1 : page), what);
            byte[] body = values;
            if (levels > 0) {
                body = new byte[levels + values.length];
                System.arraycopy(data, pos, body, 0, levels);
                System.arraycopy(values, 0, body, levels, values.length);
            }
            // the spec's CRC covers the page as written (encrypted); some writers take it of the plaintext,
            // which the column reader then verifies as for any page
            Integer crc = h.crc();
            if (crc != null && crc == crc32(data, pos, written)) {
                crc = null;
            }
            pos += written;
            PageHeader plain = new PageHeader(h.type(), h.uncompressedPageSize(), body.length, crc, h.dataPageHeader(),
                    h.indexPageHeader(), h.dictionaryPageHeader(), h.dataPageHeaderV2());
            out.writeBytes(ThriftWriter.toBytes(plain));
            out.writeBytes(body);
            if (!dictionary) {
                index++;
            }
            dictionary = false;
        }
        return out.toByteArray();
    }

    /**
     * Decrypts the GCM module (a column index, offset index or bloom filter part: a {@link ModuleCrypto}
     * type constant) at {@code off} of {@code buf}.
     */
    public byte[] decryptModule(byte type, byte[] buf, int off, int available, String what) {
        if (ModuleCrypto.moduleLength(buf, off, available, where + ": " + what) != available) {
            throw ModuleCrypto.tampered(where + ": " + what, "the module does not fill the " + available + " bytes recorded for it");
        }
        return ModuleCrypto.decryptGcm(key, buf, off, available, ModuleCrypto.moduleAad(fileAad, type, rowGroup, column, -1),
                where + ": " + what);
    }

    /** Names the file, row group and column in errors. */
    public String where() {
        return where;
    }

    private static int crc32(byte[] b, int off, int len) {
        java.util.zip.CRC32 c = new java.util.zip.CRC32();
        c.update(b, off, len);
        return (int) c.getValue();
    }

    /** A CTR page module: length, nonce, ciphertext; no tag (the header, under GCM, is authenticated). */
    private byte[] decryptCtr(byte[] data, int off, int available, String what) {
        if (available < 4 + ModuleCrypto.NONCE) {
            throw ModuleCrypto.tampered(what, "encrypted page truncated");
        }
        long len = (data[off] & 0xFFL) | (data[off + 1] & 0xFFL) << 8 | (data[off + 2] & 0xFFL) << 16 | (data[off + 3] & 0xFFL) << 24;
        if (len < ModuleCrypto.NONCE || len != available - 4) {
            throw ModuleCrypto.tampered(what, "encrypted page length " + len + " does not match the page size " + (available - 4));
        }
        return ModuleCrypto.decryptCtr(key, data, off + 4, (int) len - ModuleCrypto.NONCE, what);
    }
}
