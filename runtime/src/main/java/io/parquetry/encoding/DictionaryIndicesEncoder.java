package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
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
        int max = maxIndex;
        int min = 0;
        for (int i = off, e = off + n; i < e; i++) {
            max = Math.max(max, src[i]);
            min = Math.min(min, src[i]);
        }
        if (min < 0) {
            throw new ParquetException("negative dictionary index " + min);
        }
        if (indices.length - count < n) {
            indices = Arrays.copyOf(indices, Math.max(count + n, indices.length * 2));
        }
        System.arraycopy(src, off, indices, count, n);
        count += n;
        maxIndex = max;
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
        encodePage(indices, count, maxIndex, out);
        reset();
    }

    /**
     * Encodes a whole page of indices straight from {@code indices[0, n)} (nothing is buffered;
     * indices written with {@link #writeInt} are left alone).
     *
     * @param maxIndex the largest of the indices (it sets the bit width)
     * @throws ParquetException if {@code maxIndex} or an index is negative, or an index needs more
     *     bits than {@code maxIndex}
     */
    public void encodePage(int[] indices, int n, int maxIndex, BytesBuilder out) {
        if (maxIndex < 0) {
            throw new ParquetException("negative dictionary index " + maxIndex);
        }
        int w = Math.max(1, 32 - Integer.numberOfLeadingZeros(maxIndex));
        RleBitPackedHybridEncoder enc = byWidth[w];
        if (enc == null) {
            enc = byWidth[w] = new RleBitPackedHybridEncoder(w);
        }
        enc.reset();
        enc.writeInts(indices, 0, n); // a negative index does not fit the width: rejected there
        int size = enc.finish();
        out.writeByte(w);
        out.writeBytes(enc.array(), 0, size);
        enc.reset();
    }

    @Override
    public void reset() {
        count = 0;
        maxIndex = 0;
    }
}
