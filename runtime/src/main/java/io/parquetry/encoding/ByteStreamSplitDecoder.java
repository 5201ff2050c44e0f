package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/**
 * BYTE_STREAM_SPLIT decoder for FLOAT, DOUBLE, INT32, INT64 and FIXED_LEN_BYTE_ARRAY values.
 * The page body must hold exactly {@code valueCount * width} bytes: the encoding has no header,
 * so that is the only consistency check there is.
 */
public final class ByteStreamSplitDecoder implements ValuesDecoder {
    private final int width;
    private byte[] buf;
    private int start;
    private int count;
    private int next;

    /**
     * A decoder for values of {@code width} bytes: 4 for FLOAT and INT32, 8 for DOUBLE and
     * INT64, the type length for FIXED_LEN_BYTE_ARRAY.
     */
    public ByteStreamSplitDecoder(int width) {
        if (width <= 0) {
            throw new ParquetException("BYTE_STREAM_SPLIT: value width must be positive, got " + width);
        }
        this.width = width;
    }

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new ParquetException("BYTE_STREAM_SPLIT: range [" + off + ", +" + len + ") outside buffer of " + buf.length);
        }
        if (valueCount < 0 || (long) valueCount * width != len) {
            throw new ParquetException("BYTE_STREAM_SPLIT: " + len + " bytes cannot hold " + valueCount
                    + " values of " + width + " bytes (need " + (long) valueCount * width + ")");
        }
        this.buf = buf;
        this.start = off;
        this.count = valueCount;
        this.next = 0;
    }

    private int begin(int n, int w, String type) {
        if (w != width) {
            throw new ParquetException("BYTE_STREAM_SPLIT: cannot read " + type + " from streams of width " + width);
        }
        if (n < 0 || n > count - next) {
            throw new ParquetException("BYTE_STREAM_SPLIT: requested " + n + " values but " + (count - next) + " remain");
        }
        int i = next;
        next += n;
        return i;
    }

    @Override
    public void readInts(int[] dst, int off, int n) {
        int first = begin(n, 4, "INT32");
        gatherInts(first, dst, off, n);
    }

    @Override
    public void readFloats(float[] dst, int off, int n) {
        int first = begin(n, 4, "FLOAT");
        byte[] b = buf;
        int s0 = start + first, s1 = s0 + count, s2 = s1 + count, s3 = s2 + count;
        for (int i = 0; i < n; i++) {
            dst[off + i] = Float.intBitsToFloat((b[s0 + i] & 0xFF) | (b[s1 + i] & 0xFF) << 8
                    | (b[s2 + i] & 0xFF) << 16 | (b[s3 + i] & 0xFF) << 24);
        }
    }

    private void gatherInts(int first, int[] dst, int off, int n) {
        byte[] b = buf;
        int s0 = start + first, s1 = s0 + count, s2 = s1 + count, s3 = s2 + count;
        for (int i = 0; i < n; i++) {
            dst[off + i] = (b[s0 + i] & 0xFF) | (b[s1 + i] & 0xFF) << 8
                    | (b[s2 + i] & 0xFF) << 16 | (b[s3 + i] & 0xFF) << 24;
        }
    }

    @Override
    public void readLongs(long[] dst, int off, int n) {
        int first = begin(n, 8, "INT64");
        for (int i = 0; i < n; i++) {
            dst[off + i] = gatherLong(first + i);
        }
    }

    @Override
    public void readDoubles(double[] dst, int off, int n) {
        int first = begin(n, 8, "DOUBLE");
        for (int i = 0; i < n; i++) {
            dst[off + i] = Double.longBitsToDouble(gatherLong(first + i));
        }
    }

    private long gatherLong(int index) {
        byte[] b = buf;
        int c = count;
        int p = start + index;
        long v = 0;
        for (int k = 0; k < 8; k++, p += c) {
            v |= (b[p] & 0xFFL) << (8 * k);
        }
        return v;
    }

    @Override
    public void readBinaries(BinaryBatch dst, int n) {
        int first = begin(n, width, "FIXED_LEN_BYTE_ARRAY");
        byte[] b = buf;
        int w = width;
        int c = count;
        for (int i = 0; i < n; i++) {
            int at = dst.reserve(w);
            byte[] out = dst.data(); // reserve may have grown the array
            for (int k = 0, p = start + first + i; k < w; k++, p += c) {
                out[at + k] = b[p];
            }
        }
    }

    @Override
    public void skip(int n) {
        if (n < 0 || n > count - next) {
            throw new ParquetException("BYTE_STREAM_SPLIT: cannot skip " + n + " values, " + (count - next) + " remain");
        }
        next += n;
    }
}
