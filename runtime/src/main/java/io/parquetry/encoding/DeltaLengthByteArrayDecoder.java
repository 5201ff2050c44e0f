package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/**
 * DELTA_LENGTH_BYTE_ARRAY decoder: reads the DELTA_BINARY_PACKED lengths in chunks and appends
 * the matching slices of the concatenated value bytes to a {@link BinaryBatch} (in place when
 * the batch borrows the page buffer). Every length is
 * checked to be non-negative and to fit in the bytes that remain.
 */
public final class DeltaLengthByteArrayDecoder implements ValuesDecoder {
    private static final int CHUNK = 256;

    private final DeltaBinaryPackedDecoder lengths = new DeltaBinaryPackedDecoder();
    private final int[] lengthChunk = new int[CHUNK];

    private byte[] buf;
    private int start;
    private int dataPos;
    private int limit;
    private int remaining;

    /** Creates a decoder; call {@link #init} before reading. */
    public DeltaLengthByteArrayDecoder() {}

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        lengths.init(buf, off, len, valueCount);
        this.buf = buf;
        this.start = off;
        this.limit = off + len;
        this.dataPos = lengths.endOffset();
        this.remaining = valueCount;
    }

    /** Buffer offset just past the last value consumed so far. */
    int position() {
        return dataPos;
    }

    @Override
    public void readBinaries(BinaryBatch dst, int n) {
        decode(dst, n);
    }

    @Override
    public void skip(int n) {
        decode(null, n);
    }

    private void decode(BinaryBatch dst, int n) {
        if (n < 0 || n > remaining) {
            throw new ParquetException("DELTA_LENGTH_BYTE_ARRAY: requested " + n + " values but " + remaining + " remain");
        }
        if (dst != null && n == remaining) {
            dst.expectBytes(limit - dataPos); // copied values (none when the batch borrows the page) fit in what is left
        }
        remaining -= n;
        while (n > 0) {
            int k = Math.min(n, CHUNK);
            lengths.readInts(lengthChunk, 0, k);
            for (int i = 0; i < k; i++) {
                int len = lengthChunk[i];
                if (len < 0 || len > limit - dataPos) {
                    throw new ParquetException("DELTA_LENGTH_BYTE_ARRAY: value length " + len + " at byte "
                            + (dataPos - start) + " but " + (limit - dataPos) + " bytes remain");
                }
                if (dst != null) {
                    dst.addSlice(buf, dataPos, len);
                }
                dataPos += len;
            }
            n -= k;
        }
    }
}
