package io.parquetry.index;

import io.parquetry.base.ParquetException;
import io.parquetry.cipher.ColumnDecryption;
import io.parquetry.cipher.ModuleCrypto;
import io.parquetry.format.BloomFilterAlgorithm;
import io.parquetry.format.BloomFilterCompression;
import io.parquetry.format.BloomFilterHash;
import io.parquetry.format.BloomFilterHeader;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.ThriftReader;
import io.parquetry.io.InputFile;
import java.io.IOException;

/**
 * Loads the page index structures and bloom filter of one column chunk. Offsets and lengths come
 * from the chunk's footer entry and are checked against the file before anything is read or
 * allocated; anything malformed is a {@link ParquetException} naming the file, column and offset.
 * {@code ParquetFile.columnIndex/offsetIndex/bloomFilter} are the convenient entry points.
 */
public final class PageIndexReader {
    /** Largest ColumnIndex or OffsetIndex read (they are per chunk; real ones are kilobytes). */
    public static final int MAX_INDEX_BYTES = 64 << 20;
    // a BloomFilterHeader is about 15 bytes; when its length is not recorded, read this much first
    private static final int HEADER_PROBE = 64;

    private PageIndexReader() {}

    /** The chunk's column index, or {@code null} when it has none. */
    public static ColumnIndex columnIndex(InputFile in, ColumnChunk chunk) {
        return columnIndex(in, chunk, null);
    }

    /** The chunk's column index, decrypted with {@code crypto} when not null; {@code null} when it has none. */
    public static ColumnIndex columnIndex(InputFile in, ColumnChunk chunk, ColumnDecryption crypto) {
        if (chunk.columnIndexOffset() == null || chunk.columnIndexLength() == null) {
            return null;
        }
        byte[] b = read(in, chunk, "column index", chunk.columnIndexOffset(), chunk.columnIndexLength());
        if (crypto != null) {
            b = crypto.decryptModule(ModuleCrypto.COLUMN_INDEX, b, 0, b.length, "column index");
        }
        try {
            return new ThriftReader(b, 0, b.length).readColumnIndex();
        } catch (ParquetException e) {
            throw corrupt(in, chunk, "column index", chunk.columnIndexOffset(), e);
        }
    }

    /** The chunk's offset index, or {@code null} when it has none. */
    public static OffsetIndex offsetIndex(InputFile in, ColumnChunk chunk) {
        return offsetIndex(in, chunk, null);
    }

    /** The chunk's offset index, decrypted with {@code crypto} when not null; {@code null} when it has none. */
    public static OffsetIndex offsetIndex(InputFile in, ColumnChunk chunk, ColumnDecryption crypto) {
        if (chunk.offsetIndexOffset() == null || chunk.offsetIndexLength() == null) {
            return null;
        }
        byte[] b = read(in, chunk, "offset index", chunk.offsetIndexOffset(), chunk.offsetIndexLength());
        if (crypto != null) {
            b = crypto.decryptModule(ModuleCrypto.OFFSET_INDEX, b, 0, b.length, "offset index");
        }
        try {
            return new ThriftReader(b, 0, b.length).readOffsetIndex();
        } catch (ParquetException e) {
            throw corrupt(in, chunk, "offset index", chunk.offsetIndexOffset(), e);
        }
    }

    /**
     * The chunk's bloom filter, or {@code null} when it has none.
     *
     * @throws ParquetException when the filter uses an algorithm, hash or compression other than
     *     split-block / xxHash64 / uncompressed, or is malformed
     */
    public static BloomFilter bloomFilter(InputFile in, ColumnChunk chunk) {
        return bloomFilter(in, chunk, chunk.metaData(), null);
    }

    /**
     * The bloom filter of an encrypted chunk ({@code crypto} not null: its header and bitset are
     * two modules), or of a plaintext one; {@code m} is the chunk's (decrypted) metadata.
     */
    public static BloomFilter bloomFilter(InputFile in, ColumnChunk chunk, ColumnMetaData m, ColumnDecryption crypto) {
        if (m == null || m.bloomFilterOffset() == null) {
            return null;
        }
        long offset = m.bloomFilterOffset();
        long fileLength = fileLength(in);
        if (offset < 0 || offset >= fileLength) {
            throw new ParquetException(where(in, chunk) + ": bloom filter offset " + offset
                    + " is outside the file of " + fileLength + " bytes");
        }
        if (crypto != null) {
            return encryptedBloomFilter(in, chunk, m, crypto, offset);
        }
        byte[] head;
        if (m.bloomFilterLength() != null) {
            head = read(in, chunk, "bloom filter", offset, m.bloomFilterLength());
        } else {
            head = readRange(in, chunk, "bloom filter", offset, (int) Math.min(HEADER_PROBE, fileLength - offset));
        }
        BloomFilterHeader header;
        int headerEnd;
        try {
            ThriftReader r = new ThriftReader(head, 0, head.length);
            header = r.readBloomFilterHeader();
            headerEnd = r.position();
        } catch (ParquetException e) {
            throw corrupt(in, chunk, "bloom filter header", offset, e);
        }
        if (!(header.algorithm() instanceof BloomFilterAlgorithm.SplitBlock)
                || !(header.hash() instanceof BloomFilterHash.XxHash)
                || !(header.compression() instanceof BloomFilterCompression.Uncompressed)) {
            throw new ParquetException(where(in, chunk) + ": bloom filter at offset " + offset
                    + " uses an unsupported algorithm, hash or compression: " + header);
        }
        int numBytes = header.numBytes();
        if (numBytes < BloomFilter.MIN_BYTES || numBytes > BloomFilter.MAX_BYTES || numBytes % 32 != 0
                || numBytes > fileLength - offset - headerEnd) {
            throw new ParquetException(where(in, chunk) + ": bloom filter at offset " + offset + " declares "
                    + numBytes + " bytes, which is not a multiple of 32 that fits the file");
        }
        if (m.bloomFilterLength() != null) {
            if (headerEnd + (long) numBytes > head.length) {
                throw new ParquetException(where(in, chunk) + ": bloom filter at offset " + offset + " declares "
                        + numBytes + " bytes but its recorded length is " + head.length);
            }
            return BloomFilter.fromBitset(head, headerEnd, numBytes);
        }
        byte[] bits = readRange(in, chunk, "bloom filter", offset + headerEnd, numBytes);
        return BloomFilter.fromBitset(bits, 0, numBytes);
    }

    private static BloomFilter encryptedBloomFilter(InputFile in, ColumnChunk chunk, ColumnMetaData m, ColumnDecryption crypto,
                                                    long offset) {
        // the header module's length comes first; the bitset module follows it
        byte[] len = readRange(in, chunk, "bloom filter", offset, 4);
        long headerModule = 4 + ((len[0] & 0xFFL) | (len[1] & 0xFFL) << 8 | (len[2] & 0xFFL) << 16 | (len[3] & 0xFFL) << 24);
        if (headerModule > 4096 || headerModule < 4 + 12 + 16) {
            throw ModuleCrypto.tampered(crypto.where() + ": bloom filter header at offset " + offset,
                    "its module declares " + headerModule + " bytes");
        }
        byte[] head = readRange(in, chunk, "bloom filter", offset, (int) headerModule);
        byte[] plainHeader = crypto.decryptModule(ModuleCrypto.BLOOM_FILTER_HEADER, head, 0, head.length, "bloom filter header");
        BloomFilterHeader header;
        try {
            header = new ThriftReader(plainHeader, 0, plainHeader.length).readBloomFilterHeader();
        } catch (ParquetException e) {
            throw corrupt(in, chunk, "bloom filter header", offset, e);
        }
        int numBytes = header.numBytes();
        if (!(header.algorithm() instanceof BloomFilterAlgorithm.SplitBlock)
                || !(header.hash() instanceof BloomFilterHash.XxHash)
                || !(header.compression() instanceof BloomFilterCompression.Uncompressed)
                || numBytes < BloomFilter.MIN_BYTES || numBytes > BloomFilter.MAX_BYTES || numBytes % 32 != 0) {
            throw new ParquetException(crypto.where() + ": bloom filter at offset " + offset
                    + " is not a split-block xxHash filter of a valid size: " + header);
        }
        if (m.bloomFilterLength() != null && m.bloomFilterLength() != headerModule + 4 + 12 + (long) numBytes + 16) {
            throw ModuleCrypto.tampered(crypto.where() + ": bloom filter at offset " + offset, "its modules do not fill the "
                    + m.bloomFilterLength() + " bytes recorded for it");
        }
        long bitsetModule = 4 + 12 + (long) numBytes + 16;
        byte[] bits = readRange(in, chunk, "bloom filter", offset + headerModule, (int) bitsetModule);
        byte[] plain = crypto.decryptModule(ModuleCrypto.BLOOM_FILTER_BITSET, bits, 0, bits.length, "bloom filter bitset");
        if (plain.length != numBytes) {
            throw new ParquetException(crypto.where() + ": bloom filter bitset of " + plain.length + " bytes, header says " + numBytes);
        }
        return BloomFilter.fromBitset(plain, 0, numBytes);
    }

    private static byte[] read(InputFile in, ColumnChunk chunk, String what, long offset, int length) {
        // a bloom filter is its bitset plus a small header
        int limit = what.equals("bloom filter") ? BloomFilter.MAX_BYTES + 4096 : MAX_INDEX_BYTES;
        if (length <= 0 || length > limit) {
            throw new ParquetException(where(in, chunk) + ": " + what + " at offset " + offset
                    + " has an invalid length " + length);
        }
        return readRange(in, chunk, what, offset, length);
    }

    private static byte[] readRange(InputFile in, ColumnChunk chunk, String what, long offset, int length) {
        long fileLength = fileLength(in);
        if (offset < 0 || length < 0 || offset > fileLength - length) {
            throw new ParquetException(where(in, chunk) + ": " + what + " at offset " + offset + " of " + length
                    + " bytes is outside the file of " + fileLength + " bytes");
        }
        byte[] b = new byte[length];
        try {
            in.readFully(offset, b, 0, length);
        } catch (IOException e) {
            throw new ParquetException(where(in, chunk) + ": cannot read " + what + " at offset " + offset + ": "
                    + e.getMessage(), e);
        }
        return b;
    }

    private static long fileLength(InputFile in) {
        try {
            return in.length();
        } catch (IOException e) {
            throw new ParquetException(in.location() + ": " + io.parquetry.io.IoErrors.describe(e, in.location()), e);
        }
    }

    private static ParquetException corrupt(InputFile in, ColumnChunk chunk, String what, long offset,
            ParquetException e) {
        return new ParquetException(where(in, chunk) + ": corrupt " + what + " at offset " + offset + ": "
                + e.getMessage(), e);
    }

    private static String where(InputFile in, ColumnChunk chunk) {
        ColumnMetaData m = chunk.metaData();
        return in.location() + (m != null && m.pathInSchema() != null ? ", column " + String.join(".", m.pathInSchema()) : "");
    }
}
