package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;

/** PLAIN decoding of FLOAT values: 4 bytes little-endian each. */
public final class PlainFloatDecoder implements ValuesDecoder {
    private byte[] buf = new byte[0];
    private int pos;
    private int remaining;

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if ((long) valueCount * 4 > len) {
            throw new ParquetException("PLAIN FLOAT data of " + len + " bytes is too short for " + valueCount + " values");
        }
        this.buf = buf;
        this.pos = off;
        this.remaining = valueCount;
    }

    @Override
    public void readFloats(float[] dst, int off, int n) {
        PlainValues.checkRead(n, remaining, "FLOAT");
        byte[] b = buf;
        int p = pos;
        for (int i = off, e = off + n; i < e; i++, p += 4) {
            dst[i] = Float.intBitsToFloat(ByteOrderAccess.getInt(b, p));
        }
        pos = p;
        remaining -= n;
    }

    @Override
    public void skip(int n) {
        PlainValues.checkRead(n, remaining, "FLOAT");
        pos += n * 4;
        remaining -= n;
    }
}
