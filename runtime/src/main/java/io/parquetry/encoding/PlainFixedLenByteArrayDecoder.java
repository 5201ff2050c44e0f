package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/** PLAIN decoding of FIXED_LEN_BYTE_ARRAY (and INT96, length 12) values: the bytes, back to back. */
public final class PlainFixedLenByteArrayDecoder implements ValuesDecoder {
    private final int typeLength;
    private byte[] buf = new byte[0];
    private int pos;
    private int remaining;

    /** A decoder for values of exactly {@code typeLength} bytes (at least 1). */
    public PlainFixedLenByteArrayDecoder(int typeLength) {
        if (typeLength < 1) {
            throw new ParquetException("FIXED_LEN_BYTE_ARRAY type length " + typeLength + " must be positive");
        }
        this.typeLength = typeLength;
    }

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if ((long) valueCount * typeLength > len) {
            throw new ParquetException("PLAIN FIXED_LEN_BYTE_ARRAY(" + typeLength + ") data of " + len
                    + " bytes is too short for " + valueCount + " values");
        }
        this.buf = buf;
        this.pos = off;
        this.remaining = valueCount;
    }

    @Override
    public void readBinaries(BinaryBatch dst, int n) {
        PlainValues.checkRead(n, remaining, "FIXED_LEN_BYTE_ARRAY");
        int len = typeLength;
        int p = pos;
        dst.expectBytes(n * len);
        for (int i = 0; i < n; i++, p += len) {
            dst.addSlice(buf, p, len);
        }
        pos = p;
        remaining -= n;
    }

    /** Copies the next {@code n} values back to back into {@code dst[off ..]} ({@code n * typeLength} bytes). */
    public void readFixed(byte[] dst, int off, int n) {
        PlainValues.checkRead(n, remaining, "FIXED_LEN_BYTE_ARRAY");
        System.arraycopy(buf, pos, dst, off, n * typeLength);
        pos += n * typeLength;
        remaining -= n;
    }

    @Override
    public void skip(int n) {
        PlainValues.checkRead(n, remaining, "FIXED_LEN_BYTE_ARRAY");
        pos += n * typeLength;
        remaining -= n;
    }
}
