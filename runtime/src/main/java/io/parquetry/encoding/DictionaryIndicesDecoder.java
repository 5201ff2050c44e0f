package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/**
 * Decodes the dictionary indices of an RLE_DICTIONARY (or PLAIN_DICTIONARY) data page: one byte
 * holding the bit width (0..32), then the indices in the RLE/bit-packing hybrid at that width.
 * Bit width 0 means every index is 0 (a one-entry dictionary); whatever follows is not read.
 * Turning indices into values is the column reader's job; {@link #readIndices(int[], int, int, int)}
 * also checks them against the dictionary size.
 */
public final class DictionaryIndicesDecoder implements ValuesDecoder {
    private final RleBitPackedHybridDecoder[] byWidth = new RleBitPackedHybridDecoder[33];
    private RleBitPackedHybridDecoder current;

    public DictionaryIndicesDecoder() {
        current = decoderFor(0);
        current.init(new byte[0], 0, 0, 0);
    }

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if (len < 1) {
            if (valueCount == 0) {
                current = decoderFor(0);
                current.init(buf, off, 0, 0);
                return;
            }
            throw new ParquetException("dictionary-encoded data page has no bit width byte for " + valueCount + " values");
        }
        int w = buf[off] & 0xFF;
        if (w > 32) {
            throw new ParquetException("dictionary index bit width " + w + " exceeds 32");
        }
        current = decoderFor(w);
        current.init(buf, off + 1, len - 1, valueCount);
    }

    private RleBitPackedHybridDecoder decoderFor(int w) {
        RleBitPackedHybridDecoder d = byWidth[w];
        if (d == null) {
            d = byWidth[w] = new RleBitPackedHybridDecoder(w);
        }
        return d;
    }

    /** The bit width read from the page. */
    public int bitWidth() {
        return current.bitWidth();
    }

    /** Indices not yet read or skipped. */
    public int remaining() {
        return current.remaining();
    }

    /** Reads {@code n} indices into {@code dst[off ..]} (same as {@link #readIndices(int[], int, int)}). */
    @Override
    public void readInts(int[] dst, int off, int n) {
        current.readInts(dst, off, n);
    }

    /** Reads {@code n} indices into {@code dst[off ..]}, unchecked against any dictionary. */
    public void readIndices(int[] dst, int off, int n) {
        current.readInts(dst, off, n);
    }

    /**
     * Reads {@code n} indices into {@code dst[off ..]} and checks that each is below
     * {@code dictionarySize}, so the caller can index its dictionary arrays without a check.
     */
    public void readIndices(int[] dst, int off, int n, int dictionarySize) {
        current.readInts(dst, off, n);
        // indices are non-negative unless the width is 32; an unsigned compare covers both
        int bad = -1;
        for (int i = off, e = off + n; i < e; i++) {
            if (Integer.compareUnsigned(dst[i], dictionarySize) >= 0) {
                bad = i;
                break;
            }
        }
        if (bad >= 0) {
            throw new ParquetException("dictionary index " + Integer.toUnsignedString(dst[bad]) + " out of range for a dictionary of "
                    + dictionarySize + " entries");
        }
    }

    @Override
    public void skip(int n) {
        current.skip(n);
    }
}
