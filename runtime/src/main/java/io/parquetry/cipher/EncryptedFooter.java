package io.parquetry.cipher;

import io.parquetry.base.ParquetException;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.EncryptionWithFooterKey;
import io.parquetry.format.FileCryptoMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import java.util.ArrayList;
import java.util.List;

/** Reads encrypted ({@code PARE}) footers and verifies signed plaintext footers. Internal to the runtime. */
public final class EncryptedFooter {
    private EncryptedFooter() {}

    /**
     * Decrypts an encrypted footer: a plaintext {@code FileCryptoMetaData} followed by the
     * {@code FileMetaData} as a GCM module. The result carries the file's algorithm and footer key
     * metadata, so that the columns can be decrypted with it.
     *
     * @param where names the file and the footer's offset in errors
     */
    public static FileMetaData read(byte[] footer, ThriftLimits limits, FileDecryption decryption, String where) {
        ThriftReader head = new ThriftReader(footer, 0, footer.length, limits);
        FileCryptoMetaData crypto = head.readFileCryptoMetaData();
        int start = head.position();
        byte[] key = footerKey(decryption, crypto.keyMetadata(), where);
        if (key == null) {
            throw new ParquetException(where + ": no footer key (FileDecryption has no footer key, and its key retriever"
                    + " returned none for the footer's key metadata)");
        }
        byte[] fileAad = ModuleCrypto.fileAad(crypto.encryptionAlgorithm(), decryption, where);
        byte[] plain = ModuleCrypto.decryptGcm(key, footer, start, footer.length - start, ModuleCrypto.footerAad(fileAad),
                where + ": encrypted footer");
        FileMetaData md = new ThriftReader(plain, 0, plain.length, limits).readFileMetaData();
        List<RowGroup> rowGroups = fileAad == null ? footerKeyForEveryChunk(md.rowGroups()) : md.rowGroups();
        return new FileMetaData(md.version(), md.schema(), md.numRows(), rowGroups, md.keyValueMetadata(),
                md.createdBy(), md.columnOrders(), crypto.encryptionAlgorithm(), crypto.keyMetadata());
    }

    /**
     * The footer key; a key retriever's failure (a key service that lacks the master key, refuses
     * access) is a {@link KeyRetrievalException}, not a corrupt footer.
     */
    private static byte[] footerKey(FileDecryption decryption, byte[] keyMetadata, String where) {
        try {
            return decryption.footerKey(keyMetadata);
        } catch (ParquetException e) {
            throw new KeyRetrievalException(where + ": cannot retrieve the footer key: " + e.getMessage(), e);
        }
    }

    /** The footer key could not be retrieved: the footer itself may well be sound. */
    public static final class KeyRetrievalException extends ParquetException {
        private static final long serialVersionUID = 1L;

        KeyRetrievalException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * A file without file AAD is DuckDB's: it encrypts every column with the footer key but records
     * no crypto metadata for its chunks. Say so in the chunks, so that they are decrypted.
     */
    private static List<RowGroup> footerKeyForEveryChunk(List<RowGroup> rowGroups) {
        List<RowGroup> out = new ArrayList<>(rowGroups.size());
        for (RowGroup g : rowGroups) {
            List<ColumnChunk> chunks = new ArrayList<>(g.columns().size());
            for (ColumnChunk c : g.columns()) {
                chunks.add(c.cryptoMetadata() != null ? c : new ColumnChunk(c.filePath(), c.fileOffset(), c.metaData(),
                        c.offsetIndexOffset(), c.offsetIndexLength(), c.columnIndexOffset(), c.columnIndexLength(),
                        new EncryptionWithFooterKey(), c.encryptedColumnMetadata()));
            }
            out.add(new RowGroup(chunks, g.totalByteSize(), g.numRows(), g.sortingColumns(), g.fileOffset(),
                    g.totalCompressedSize(), g.ordinal()));
        }
        return out;
    }

    /**
     * Verifies, when the footer key is known, the signature after a plaintext footer of an encrypted file (a nonce and a GCM
     * tag, 28 bytes, following the {@code FileMetaData} of {@code metadataLength} bytes).
     */
    public static void verifySigned(FileMetaData md, byte[] footer, int metadataLength, FileDecryption decryption,
                                    String where) {
        if (footer.length - metadataLength != ModuleCrypto.NONCE + ModuleCrypto.TAG) {
            throw new ParquetException(where + ": a signed plaintext footer is followed by "
                    + (ModuleCrypto.NONCE + ModuleCrypto.TAG) + " bytes of signature, not " + (footer.length - metadataLength));
        }
        byte[] key = footerKey(decryption, md.footerSigningKeyMetadata(), where);
        if (key == null) {
            return; // a reader with column keys only reads the plaintext footer unverified, as the spec allows
        }
        byte[] fileAad = ModuleCrypto.fileAad(md.encryptionAlgorithm(), decryption, where);
        ModuleCrypto.verifyFooterSignature(key, footer, metadataLength, footer, metadataLength,
                ModuleCrypto.footerAad(fileAad), where);
    }
}
