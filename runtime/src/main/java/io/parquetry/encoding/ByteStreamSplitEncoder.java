package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/**
 * BYTE_STREAM_SPLIT encoder for FLOAT, DOUBLE, INT32, INT64 and FIXED_LEN_BYTE_ARRAY values:
 * byte {@code k} of every value goes to stream {@code k}, and the streams are concatenated.
 * Values are buffered in their PLAIN form and transposed once at {@link #flushTo}.
 */
public final class ByteStreamSplitEncoder implements ValuesEncoder {
    private final int width;
    private final BytesBuilder plain = new BytesBuilder(1024);
    private byte[] transposed = new byte[0];

    /**
     * An encoder for values of {@code width} bytes: 4 for FLOAT and INT32, 8 for DOUBLE and
     * INT64, the type length for FIXED_LEN_BYTE_ARRAY.
     */
    public ByteStreamSplitEncoder(int width) {
        if (width <= 0) {
            throw new ParquetException("BYTE_STREAM_SPLIT: value width must be positive, got " + width);
        }
        this.width = width;
    }

    /** The value width in bytes. */
    public int width() {
        return width;
    }

    @Override
    public void writeFloat(float v) {
        checkWidth(4, "FLOAT");
        plain.writeFloatLE(v);
    }

    @Override
    public void writeDouble(double v) {
        checkWidth(8, "DOUBLE");
        plain.writeDoubleLE(v);
    }

    @Override
    public void writeInt(int v) {
        checkWidth(4, "INT32");
        plain.writeIntLE(v);
    }

    @Override
    public void writeLong(long v) {
        checkWidth(8, "INT64");
        plain.writeLongLE(v);
    }

    @Override
    public void writeFixed(byte[] v, int off, int len) {
        checkWidth(len, "FIXED_LEN_BYTE_ARRAY");
        plain.writeBytes(v, off, len);
    }

    private void checkWidth(int w, String type) {
        if (w != width) {
            throw new ParquetException("BYTE_STREAM_SPLIT: " + type + " value of " + w + " bytes in an encoder of width " + width);
        }
    }

    @Override
    public long estimatedSize() {
        return plain.size();
    }

    @Override
    public void flushTo(BytesBuilder out) {
        int size = plain.size();
        int n = size / width;
        byte[] src = plain.array();
        if (transposed.length < size) {
            transposed = new byte[size];
        }
        byte[] dst = transposed;
        for (int k = 0; k < width; k++) {
            int base = k * n;
            for (int i = 0, s = k; i < n; i++, s += width) {
                dst[base + i] = src[s];
            }
        }
        out.writeBytes(dst, 0, size);
        plain.reset();
    }

    @Override
    public void reset() {
        plain.reset();
    }
}
