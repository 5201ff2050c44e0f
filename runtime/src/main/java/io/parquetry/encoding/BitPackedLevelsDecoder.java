package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/**
 * Decodes levels in the deprecated BIT_PACKED encoding (data page v1 only): values packed MSB
 * first at a fixed bit width, {@code ceil(valueCount * bitWidth / 8)} bytes with no header.
 */
public final class BitPackedLevelsDecoder implements ValuesDecoder {
    private final int bitWidth;
    private byte[] buf = new byte[0];
    /** Absolute bit position of the next value in {@link #buf}. */
    private long bit;
    private int remaining;

    /** A decoder for values of {@code bitWidth} bits (0..32). */
    public BitPackedLevelsDecoder(int bitWidth) {
        if (bitWidth < 0 || bitWidth > 32) {
            throw new ParquetException("BIT_PACKED bit width " + bitWidth + " outside 0..32");
        }
        this.bitWidth = bitWidth;
    }

    /** Bytes that {@code valueCount} values take. */
    public long byteLength(int valueCount) {
        return BitPacking.bytesFor(valueCount, bitWidth);
    }

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        long needed = byteLength(valueCount);
        if (needed > len) {
            throw new ParquetException("BIT_PACKED levels need " + needed + " bytes for " + valueCount + " values but only "
                    + len + " remain");
        }
        this.buf = buf;
        this.bit = (long) off << 3;
        this.remaining = valueCount;
    }

    @Override
    public void readInts(int[] dst, int off, int n) {
        check(n);
        BitPacking.unpackMsbFirst(buf, (int) (bit >>> 3), (int) (bit & 7), dst, off, n, bitWidth);
        bit += (long) n * bitWidth;
        remaining -= n;
    }

    /** Reads {@code n} values into {@code dst[off ..]} as bytes; the bit width must be at most 7. */
    public void readBytes(byte[] dst, int off, int n) {
        check(n);
        LevelUnpacking.unpackMsbFirst(buf, (int) (bit >>> 3), (int) (bit & 7), dst, off, n, bitWidth);
        bit += (long) n * bitWidth;
        remaining -= n;
    }

    @Override
    public void skip(int n) {
        check(n);
        bit += (long) n * bitWidth;
        remaining -= n;
    }

    private void check(int n) {
        if (n < 0 || n > remaining) {
            throw new ParquetException("cannot read " + n + " BIT_PACKED levels: only " + remaining + " remain");
        }
    }
}
