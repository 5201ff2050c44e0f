package io.parquetry.encoding;

import io.parquetry.ParquetException;
import java.util.Arrays;

/**
 * Encodes the dictionary indices of an RLE_DICTIONARY (or PLAIN_DICTIONARY) data page: one byte
 * holding the bit width, then the indices in the RLE/bit-packing hybrid at that width (no length
 * prefix).
 *
 * <p>The bit width is that of the largest index written to the page, so indices are buffered
 * until {@link #flushTo}. It is at least 1 even when every index is 0: width 0 is valid per the
 * spec and {@link DictionaryIndicesDecoder} reads it, but some readers mishandle it and the cost
 * of width 1 is a byte per page.
 */
public final class DictionaryIndicesEncoder implements ValuesEncoder {
    private int[] indices = new int[1024];
    private int count;
    private int maxIndex;
    private final RleBitPackedHybridEncoder[] byWidth = new RleBitPackedHybridEncoder[33];

    /** Adds one dictionary index (non-negative). */
    @Override
    public void writeInt(int index) {
        if (index < 0) {
            throw new ParquetException("negative dictionary index " + index);
        }
        if (count == indices.length) {
            indices = Arrays.copyOf(indices, count * 2);
        }
        indices[count++] = index;
        maxIndex = Math.max(maxIndex, index);
    }

    /** Adds {@code n} indices from {@code src[off ..]}. */
    public void writeInts(int[] src, int off, int n) {
        for (int i = off, e = off + n; i < e; i++) {
            writeInt(src[i]);
        }
    }

    /** The bit width the indices written so far will be encoded with. */
    public int bitWidth() {
        return Math.max(1, 32 - Integer.numberOfLeadingZeros(maxIndex));
    }

    /** Indices written since the last flush. */
    public int count() {
        return count;
    }

    @Override
    public long estimatedSize() {
        // bit-packed size plus a header byte per 504 values; RLE runs only make it smaller
        return 1 + BitPacking.bytesFor(count, bitWidth()) + count / 504 + 1;
    }

    @Override
    public void flushTo(BytesBuilder out) {
        int w = bitWidth();
        RleBitPackedHybridEncoder enc = byWidth[w];
        if (enc == null) {
            enc = byWidth[w] = new RleBitPackedHybridEncoder(w);
        }
        enc.writeInts(indices, 0, count);
        int size = enc.finish();
        out.writeByte(w);
        out.writeBytes(enc.array(), 0, size);
        enc.reset();
        reset();
    }

    @Override
    public void reset() {
        count = 0;
        maxIndex = 0;
    }
}
