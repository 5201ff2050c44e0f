package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import java.util.Arrays;

/**
 * DELTA_BYTE_ARRAY decoder for BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY values. Rebuilds each value
 * from the previous one's prefix and its own suffix, straight into the {@link BinaryBatch}; the
 * previous value is kept in a reusable array, so skipping and batch boundaries cost nothing
 * extra. Checks that every prefix length is at most the previous value's length (so the first
 * is 0), that suffixes fit in the input, and, for FIXED_LEN_BYTE_ARRAY, every value's length.
 */
public final class DeltaByteArrayDecoder implements ValuesDecoder {
    private static final int CHUNK = 256;

    private final int fixedLength;
    private final DeltaBinaryPackedDecoder prefixLengths = new DeltaBinaryPackedDecoder();
    private final DeltaBinaryPackedDecoder suffixLengths = new DeltaBinaryPackedDecoder();
    private final int[] prefixChunk = new int[CHUNK];
    private final int[] suffixChunk = new int[CHUNK];

    private byte[] buf;
    private int start;
    private int dataPos;
    private int limit;
    private int remaining;
    private byte[] previous = new byte[64];
    private int previousLength;

    /** A decoder for BYTE_ARRAY values. */
    public DeltaByteArrayDecoder() {
        this.fixedLength = -1;
    }

    /** A decoder for FIXED_LEN_BYTE_ARRAY values of {@code typeLength} bytes each. */
    public DeltaByteArrayDecoder(int typeLength) {
        if (typeLength < 0) {
            throw new ParquetException("DELTA_BYTE_ARRAY: negative type length " + typeLength);
        }
        this.fixedLength = typeLength;
    }

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        prefixLengths.init(buf, off, len, valueCount);
        int suffixStart = prefixLengths.endOffset();
        suffixLengths.init(buf, suffixStart, off + len - suffixStart, valueCount);
        this.buf = buf;
        this.start = off;
        this.limit = off + len;
        this.dataPos = suffixLengths.endOffset();
        this.remaining = valueCount;
        this.previousLength = 0;
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
            throw new ParquetException("DELTA_BYTE_ARRAY: requested " + n + " values but " + remaining + " remain");
        }
        remaining -= n;
        while (n > 0) {
            int k = Math.min(n, CHUNK);
            prefixLengths.readInts(prefixChunk, 0, k);
            suffixLengths.readInts(suffixChunk, 0, k);
            for (int i = 0; i < k; i++) {
                int prefix = prefixChunk[i];
                int suffix = suffixChunk[i];
                if (prefix < 0 || prefix > previousLength) {
                    throw new ParquetException("DELTA_BYTE_ARRAY: prefix length " + prefix
                            + " but the previous value has " + previousLength + " bytes");
                }
                if (suffix < 0 || suffix > limit - dataPos) {
                    throw new ParquetException("DELTA_BYTE_ARRAY: suffix length " + suffix + " at byte "
                            + (dataPos - start) + " but " + (limit - dataPos) + " bytes remain");
                }
                long total = (long) prefix + suffix;
                if (total > Integer.MAX_VALUE - 16) {
                    throw new ParquetException("DELTA_BYTE_ARRAY: value of " + total + " bytes is too large");
                }
                int len = (int) total;
                if (fixedLength >= 0 && len != fixedLength) {
                    throw new ParquetException("DELTA_BYTE_ARRAY: value of " + len
                            + " bytes in a FIXED_LEN_BYTE_ARRAY(" + fixedLength + ") column");
                }
                if (len > previous.length) {
                    previous = Arrays.copyOf(previous, (int) Math.min(Integer.MAX_VALUE - 16, Math.max(len, 2L * previous.length)));
                }
                System.arraycopy(buf, dataPos, previous, prefix, suffix);
                previousLength = len;
                dataPos += suffix;
                if (dst != null) {
                    dst.add(previous, 0, len);
                }
            }
            n -= k;
        }
    }
}
