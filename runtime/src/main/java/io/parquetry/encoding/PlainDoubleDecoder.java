package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;

/** PLAIN decoding of DOUBLE values: 8 bytes little-endian each. */
public final class PlainDoubleDecoder implements ValuesDecoder {
    private byte[] buf = new byte[0];
    private int pos;
    private int remaining;

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if ((long) valueCount * 8 > len) {
            throw new ParquetException("PLAIN DOUBLE data of " + len + " bytes is too short for " + valueCount + " values");
        }
        this.buf = buf;
        this.pos = off;
        this.remaining = valueCount;
    }

    @Override
    public void readDoubles(double[] dst, int off, int n) {
        PlainValues.checkRead(n, remaining, "DOUBLE");
        byte[] b = buf;
        int p = pos;
        for (int i = off, e = off + n; i < e; i++, p += 8) {
            dst[i] = Double.longBitsToDouble(ByteOrderAccess.getLong(b, p));
        }
        pos = p;
        remaining -= n;
    }

    @Override
    public void skip(int n) {
        PlainValues.checkRead(n, remaining, "DOUBLE");
        pos += n * 8;
        remaining -= n;
    }
}
