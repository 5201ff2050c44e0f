package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/** PLAIN decoding of BOOLEAN values: one bit each, LSB first. */
public final class PlainBooleanDecoder implements ValuesDecoder {
    private byte[] buf = new byte[0];
    /** Absolute bit position of the next value in {@link #buf}. */
    private long bit;
    private int remaining;

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if (BitPacking.bytesFor(valueCount, 1) > len) {
            throw new ParquetException("PLAIN BOOLEAN data of " + len + " bytes is too short for " + valueCount + " values");
        }
        this.buf = buf;
        this.bit = (long) off << 3;
        this.remaining = valueCount;
    }

    @Override
    public void readBooleans(boolean[] dst, int off, int n) {
        PlainValues.checkRead(n, remaining, "BOOLEAN");
        byte[] b = buf;
        long bt = bit;
        int i = off;
        int e = off + n;
        while (i < e && (bt & 7) != 0) {
            dst[i++] = ((b[(int) (bt >>> 3)] >>> (bt & 7)) & 1) != 0;
            bt++;
        }
        // byte-aligned now (or done): 8 values per byte
        int p = (int) (bt >>> 3);
        for (; i + 8 <= e; i += 8, p++, bt += 8) {
            int v = b[p];
            dst[i] = (v & 1) != 0;
            dst[i + 1] = (v & 2) != 0;
            dst[i + 2] = (v & 4) != 0;
            dst[i + 3] = (v & 8) != 0;
            dst[i + 4] = (v & 16) != 0;
            dst[i + 5] = (v & 32) != 0;
            dst[i + 6] = (v & 64) != 0;
            dst[i + 7] = (v & 128) != 0;
        }
        while (i < e) {
            dst[i++] = ((b[(int) (bt >>> 3)] >>> (bt & 7)) & 1) != 0;
            bt++;
        }
        bit = bt;
        remaining -= n;
    }

    @Override
    public void skip(int n) {
        PlainValues.checkRead(n, remaining, "BOOLEAN");
        bit += n;
        remaining -= n;
    }
}
