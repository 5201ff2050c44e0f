package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;

/**
 * RLE encoding of BOOLEAN values in data pages (v1 and v2): a 4-byte little-endian length, then
 * the RLE/bit-packing hybrid at bit width 1.
 */
public final class RleBooleanEncoder implements ValuesEncoder {
    private final RleBitPackedHybridEncoder hybrid = new RleBitPackedHybridEncoder(1);

    @Override
    public void writeBoolean(boolean v) {
        hybrid.writeInt(v ? 1 : 0);
    }

    /** Appends {@code n} values from {@code src[off ..]}. */
    public void writeBooleans(boolean[] src, int off, int n) {
        for (int i = off, e = off + n; i < e; i++) {
            hybrid.writeInt(src[i] ? 1 : 0);
        }
    }

    @Override
    public long estimatedSize() {
        return 4 + hybrid.estimatedSize();
    }

    @Override
    public void flushTo(BytesBuilder out) {
        int size = hybrid.finish();
        out.writeIntLE(size);
        out.writeBytes(hybrid.array(), 0, size);
        hybrid.reset();
    }

    @Override
    public void reset() {
        hybrid.reset();
    }
}
