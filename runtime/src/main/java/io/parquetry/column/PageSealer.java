package io.parquetry.column;

import io.parquetry.bytes.BytesBuilder;
import io.parquetry.cipher.ColumnEncryption;
import java.io.IOException;
import java.util.zip.CRC32;

/**
 * The last step of writing a page: encrypts its body and header when the column is encrypted
 * (Parquet Modular Encryption), computes its CRC when page checksums are on, and writes header
 * and body where they go. Knows which row group (chunk ordinal) is being written. Used by the
 * thread encoding the column's pages; not thread-safe.
 */
final class PageSealer {
    private final ColumnWriteOptions options;
    /** The column's encryption, or null. */
    private ColumnEncryption encryption;
    /** Chunks written so far (the row group ordinal in the encryption's AAD). */
    private int chunkOrdinal;

    PageSealer(ColumnWriteOptions options) {
        this.options = options;
    }

    /** Encrypts every page and page header written from now on. */
    void encryptWith(ColumnEncryption encryption) {
        this.encryption = encryption;
    }

    /** The column chunk ended: pages from now on belong to the next row group. */
    void nextChunk() {
        chunkOrdinal++;
    }

    /**
     * The page body encrypted as its module, or {@code null} when the column is not encrypted.
     *
     * @param page the page's ordinal in the chunk (data pages; ignored for the dictionary page)
     */
    byte[] seal(BytesBuilder body, boolean dictionary, int page) {
        return encryption == null ? null : encryption.page(body.array(), 0, body.size(), dictionary, chunkOrdinal, page);
    }

    /** The size of the page body as stored: encrypted or not. */
    static int storedSize(BytesBuilder body, byte[] sealed) {
        return sealed == null ? body.size() : sealed.length;
    }

    /**
     * The CRC of the page as written: of its encrypted module when it is encrypted (as the spec
     * has it); null when page checksums are off.
     */
    Integer checksum(BytesBuilder body, byte[] sealed, CRC32 crc) {
        if (!options.pageChecksums()) {
            return null;
        }
        crc.reset();
        if (sealed == null) {
            crc.update(body.array(), 0, body.size());
        } else {
            crc.update(sealed, 0, sealed.length);
        }
        return (int) crc.getValue();
    }

    /** Where a page's bytes go: the chunk's page store, or the file for the dictionary page. */
    interface PageSink {
        void write(byte[] b, int off, int len) throws IOException;
    }

    /**
     * Writes a page's serialized header and its body, or for an encrypted column the header's
     * module and {@code sealedBody}, to {@code sink}; returns the bytes written.
     *
     * @throws java.io.UncheckedIOException when the sink fails
     */
    int writePage(BytesBuilder header, BytesBuilder body, byte[] sealedBody, boolean dictionary, int page, PageSink sink) {
        try {
            if (sealedBody == null) {
                sink.write(header.array(), 0, header.size());
                sink.write(body.array(), 0, body.size());
                return header.size() + body.size();
            }
            byte[] sealedHeader = encryption.pageHeader(header.array(), 0, header.size(), dictionary, chunkOrdinal, page);
            sink.write(sealedHeader, 0, sealedHeader.length);
            sink.write(sealedBody, 0, sealedBody.length);
            return sealedHeader.length + sealedBody.length;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
