package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;

/** PLAIN encoding of FLOAT values: 4 bytes little-endian each. */
public final class PlainFloatEncoder implements ValuesEncoder {
    private final BytesBuilder buf = new BytesBuilder(1024);

    @Override
    public void writeFloat(float v) {
        buf.writeFloatLE(v);
    }

    /** Appends {@code n} values from {@code src[off ..]} in one pass. */
    public void writeFloats(float[] src, int off, int n) {
        buf.ensureCapacity(n * 4);
        for (int i = off, e = off + n; i < e; i++) {
            buf.writeFloatLE(src[i]);
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
