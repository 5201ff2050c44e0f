package io.parquetry.cipher;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.format.AesGcmCtrV1;
import io.parquetry.format.AesGcmV1;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnCryptoMetaData;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.EncryptionAlgorithm;
import io.parquetry.format.EncryptionWithColumnKey;
import io.parquetry.format.EncryptionWithFooterKey;
import io.parquetry.format.FileCryptoMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftWriter;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The encryption of one file being written: its file identifier (part of every module's AAD),
 * which columns are encrypted under which key, the column metadata and the footer. Internal to
 * the runtime; built by the writer from the caller's {@link FileEncryption}.
 */
public final class FileEncryptor {
    private static final int FILE_UNIQUE_BYTES = 8;
    private static final byte[] PARE = "PARE".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PAR1 = "PAR1".getBytes(StandardCharsets.US_ASCII);

    private final FileEncryption settings;
    private final SecureRandom random = new SecureRandom();
    private final byte[] fileAad;
    private final EncryptionAlgorithm algorithm;
    private final ColumnEncryption[] columns;       // null: the column is written in plaintext
    private final ColumnCryptoMetaData[] cryptoMetaData;
    private final boolean[] ownKey;                 // the column has its own key (not the footer's)

    private FileEncryptor(FileEncryption settings, List<ColumnDescriptor> leaves, String location) {
        this.settings = settings;
        byte[] unique = new byte[FILE_UNIQUE_BYTES];
        random.nextBytes(unique);
        byte[] prefix = settings.aadPrefix();
        byte[] stored = prefix != null && settings.storeAadPrefix() ? prefix.clone() : null;
        Boolean supply = prefix != null && !settings.storeAadPrefix() ? Boolean.TRUE : null;
        boolean ctr = settings.algorithm() == FileEncryption.Algorithm.AES_GCM_CTR_V1;
        this.algorithm = ctr ? new AesGcmCtrV1(stored, unique, supply) : new AesGcmV1(stored, unique, supply);
        this.fileAad = concat(prefix == null ? new byte[0] : prefix, unique);
        Map<ColumnPath, Integer> ordinals = new HashMap<>();
        for (int i = 0; i < leaves.size(); i++) {
            ordinals.put(leaves.get(i).path(), i);
        }
        this.columns = new ColumnEncryption[leaves.size()];
        this.cryptoMetaData = new ColumnCryptoMetaData[leaves.size()];
        this.ownKey = new boolean[leaves.size()];
        java.util.Set<String> keys = settings.columnKeyPaths();
        if (keys.isEmpty()) {
            for (int i = 0; i < columns.length; i++) {
                columns[i] = new ColumnEncryption(settings.footerKey(), fileAad, ctr, i, random);
                cryptoMetaData[i] = new EncryptionWithFooterKey();
            }
        }
        for (String path : keys) {
            Integer i = ordinals.get(ColumnPath.parse(path));
            if (i == null) {
                throw new ParquetException(location + ": FileEncryption has a key for column " + path
                        + ", which is not a leaf column of the schema (leaf columns: "
                        + leaves.stream().map(c -> c.path().toString()).toList() + ")");
            }
            columns[i] = new ColumnEncryption(settings.columnKey(path), fileAad, ctr, i, random);
            cryptoMetaData[i] = new EncryptionWithColumnKey(leaves.get(i).path().parts(), settings.columnKeyMetadata(path));
            ownKey[i] = true;
        }
    }

    /**
     * The encryptor of a file with leaf columns {@code leaves}.
     *
     * @throws ParquetException naming {@code location} when a column key names no leaf column
     */
    public static FileEncryptor of(FileEncryption settings, List<ColumnDescriptor> leaves, String location) {
        return new FileEncryptor(settings, leaves, location);
    }

    /** The magic at both ends of the file: {@code PARE} with an encrypted footer, else {@code PAR1}. */
    public byte[] magic() {
        return (settings.plaintextFooter() ? PAR1 : PARE).clone();
    }

    /** The encryption of leaf column {@code i}, or {@code null} when it is written in plaintext. */
    public ColumnEncryption column(int i) {
        return columns[i];
    }

    /**
     * The row groups as stored in the footer: encrypted chunks carry their crypto metadata, and their
     * {@code ColumnMetaData} encrypted when the footer does not protect it (own key, or plaintext
     * footer; there the plaintext copy stays for readers without keys, its statistics removed).
     */
    public List<RowGroup> seal(List<RowGroup> rowGroups) {
        List<RowGroup> sealed = new ArrayList<>(rowGroups.size());
        BytesBuilder buf = new BytesBuilder(1 << 10);
        for (int g = 0; g < rowGroups.size(); g++) {
            RowGroup rg = rowGroups.get(g);
            List<ColumnChunk> chunks = new ArrayList<>(rg.columns().size());
            for (int i = 0; i < rg.columns().size(); i++) {
                ColumnChunk c = rg.columns().get(i);
                if (columns[i] == null) {
                    chunks.add(c);
                    continue;
                }
                ColumnMetaData plain = c.metaData();
                ColumnMetaData inFooter = plain;
                byte[] encrypted = null;
                if (ownKey[i] || settings.plaintextFooter()) {
                    buf.reset();
                    ThriftWriter.write(plain, buf);
                    encrypted = columns[i].module(ModuleCrypto.COLUMN_META_DATA, g, buf.array(), 0, buf.size());
                    inFooter = settings.plaintextFooter() ? redacted(plain) : null;
                }
                chunks.add(new ColumnChunk(c.filePath(), c.fileOffset(), inFooter, c.offsetIndexOffset(),
                        c.offsetIndexLength(), c.columnIndexOffset(), c.columnIndexLength(), cryptoMetaData[i], encrypted));
            }
            sealed.add(new RowGroup(chunks, rg.totalByteSize(), rg.numRows(), rg.sortingColumns(), rg.fileOffset(),
                    rg.totalCompressedSize(), rg.ordinal()));
        }
        return sealed;
    }

    /** What a plaintext footer shows of an encrypted column: where its data is, not what it holds. */
    private static ColumnMetaData redacted(ColumnMetaData m) {
        return new ColumnMetaData(m.type(), m.encodings(), m.pathInSchema(), m.codec(), m.numValues(),
                m.totalUncompressedSize(), m.totalCompressedSize(), m.keyValueMetadata(), m.dataPageOffset(),
                m.indexPageOffset(), m.dictionaryPageOffset(), null, null, m.bloomFilterOffset(), m.bloomFilterLength(),
                null, null);
    }

    /**
     * Appends the footer of {@code md} (row groups already {@linkplain #seal sealed}): encrypted
     * after a {@code FileCryptoMetaData}, or in plaintext followed by its signature; then the
     * footer's length and the magic.
     */
    public void writeFooter(FileMetaData md, BytesBuilder out) {
        byte[] footerAad = ModuleCrypto.footerAad(fileAad);
        int start = out.size();
        if (settings.plaintextFooter()) {
            FileMetaData signed = new FileMetaData(md.version(), md.schema(), md.numRows(), md.rowGroups(),
                    md.keyValueMetadata(), md.createdBy(), md.columnOrders(), algorithm, settings.footerKeyMetadata());
            byte[] plain = ThriftWriter.toBytes(signed);
            out.writeBytes(plain);
            out.writeBytes(ModuleCrypto.signFooter(settings.footerKey(), plain, plain.length, footerAad, random));
        } else {
            ThriftWriter.write(new FileCryptoMetaData(algorithm, settings.footerKeyMetadata()), out);
            byte[] plain = ThriftWriter.toBytes(md);
            out.writeBytes(ModuleCrypto.encryptGcm(settings.footerKey(), plain, 0, plain.length, footerAad, random));
        }
        out.writeIntLE(out.size() - start);
        out.writeBytes(magic());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = new byte[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
