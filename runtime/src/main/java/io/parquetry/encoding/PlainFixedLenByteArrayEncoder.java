package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/** PLAIN encoding of FIXED_LEN_BYTE_ARRAY (and INT96, length 12) values: the bytes, back to back. */
public final class PlainFixedLenByteArrayEncoder implements ValuesEncoder {
    private final int typeLength;
    private final BytesBuilder buf = new BytesBuilder(1024);

    /** An encoder for values of exactly {@code typeLength} bytes (at least 1). */
    public PlainFixedLenByteArrayEncoder(int typeLength) {
        if (typeLength < 1) {
            throw new ParquetException("FIXED_LEN_BYTE_ARRAY type length " + typeLength + " must be positive");
        }
        this.typeLength = typeLength;
    }

    @Override
    public void writeFixed(byte[] v, int off, int len) {
        if (len != typeLength) {
            throw new ParquetException("fixed-length value of " + len + " bytes in a column of type length " + typeLength);
        }
        buf.writeBytes(v, off, len);
    }

    @Override
    public long estimatedSize() {
        return buf.size();
    }

    @Override
    public void flushTo(BytesBuilder out) {
        out.writeAll(buf);
        buf.reset();
    }

    @Override
    public void reset() {
        buf.reset();
    }
}
