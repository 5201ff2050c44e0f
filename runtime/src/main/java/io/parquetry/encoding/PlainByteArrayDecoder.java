package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;

/**
 * PLAIN decoding of BYTE_ARRAY values: a 4-byte little-endian length, then the bytes. Each length
 * is checked against the bytes that remain before anything is copied.
 */
public final class PlainByteArrayDecoder implements ValuesDecoder {
    private byte[] buf = new byte[0];
    private int start;
    private int pos;
    private int end;
    private int remaining;
    private int valueCount;

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if ((long) valueCount * 4 > len) {
            throw new ParquetException("PLAIN BYTE_ARRAY data of " + len + " bytes is too short for " + valueCount + " values");
        }
        this.buf = buf;
        this.start = off;
        this.pos = off;
        this.end = off + len;
        this.remaining = valueCount;
        this.valueCount = valueCount;
    }

    @Override
    public void readBinaries(BinaryBatch dst, int n) {
        PlainValues.checkRead(n, remaining, "BYTE_ARRAY");
        byte[] b = buf;
        int p = pos;
        // values copied (when the batch does not borrow the page) take at most the bytes left
        if (n == remaining) {
            dst.expectBytes((int) Math.max(0, end - p - 4L * n));
        }
        for (int i = 0; i < n; i++) {
            int len = nextLength(p);
            dst.addSlice(b, p + 4, len);
            p += 4 + len;
            pos = p;
            remaining--;
        }
    }

    @Override
    public void skip(int n) {
        PlainValues.checkRead(n, remaining, "BYTE_ARRAY");
        for (int i = 0; i < n; i++) {
            pos += 4 + nextLength(pos);
            remaining--;
        }
    }

    /** The length of the value at {@code p}, checked against the remaining input. */
    private int nextLength(int p) {
        if (end - p < 4) {
            throw new ParquetException("PLAIN BYTE_ARRAY data ends at offset " + (p - start) + " inside the length of value "
                    + (valueCount - remaining) + " of " + valueCount);
        }
        int len = ByteOrderAccess.getInt(buf, p);
        if (len < 0 || len > end - p - 4) {
            throw new ParquetException("PLAIN BYTE_ARRAY value " + (valueCount - remaining) + " at offset " + (p - start)
                    + " has length " + Integer.toUnsignedString(len) + " but only " + (end - p - 4) + " bytes remain");
        }
        return len;
    }
}
