package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;

/** PLAIN encoding of DOUBLE values: 8 bytes little-endian each. */
public final class PlainDoubleEncoder implements ValuesEncoder {
    private final BytesBuilder buf = new BytesBuilder(1024);

    @Override
    public void writeDouble(double v) {
        buf.writeDoubleLE(v);
    }

    /** Appends {@code n} values from {@code src[off ..]} in one pass. */
    public void writeDoubles(double[] src, int off, int n) {
        buf.ensureCapacity(n * 8);
        for (int i = off, e = off + n; i < e; i++) {
            buf.writeDoubleLE(src[i]);
        }
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
