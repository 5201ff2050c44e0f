package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;

/** PLAIN encoding of BOOLEAN values: one bit each, LSB first, the last byte zero-padded. */
public final class PlainBooleanEncoder implements ValuesEncoder {
    private final BytesBuilder buf = new BytesBuilder(256);
    private int bits;
    private int bitCount;

    @Override
    public void writeBoolean(boolean v) {
        if (v) {
            bits |= 1 << bitCount;
        }
        if (++bitCount == 8) {
            buf.writeByte(bits);
            bits = 0;
            bitCount = 0;
        }
    }

    /** Appends {@code n} values from {@code src[off ..]}. */
    public void writeBooleans(boolean[] src, int off, int n) {
        int i = off;
        int e = off + n;
        while (i < e && bitCount != 0) {
            writeBoolean(src[i++]);
        }
        // byte-aligned: build whole bytes directly
        buf.ensureCapacity((e - i) >>> 3);
        for (; i + 8 <= e; i += 8) {
            int b = (src[i] ? 1 : 0) | (src[i + 1] ? 2 : 0) | (src[i + 2] ? 4 : 0) | (src[i + 3] ? 8 : 0)
                    | (src[i + 4] ? 16 : 0) | (src[i + 5] ? 32 : 0) | (src[i + 6] ? 64 : 0) | (src[i + 7] ? 128 : 0);
            buf.writeByte(b);
        }
        while (i < e) {
            writeBoolean(src[i++]);
        }
    }

    @Override
    public long estimatedSize() {
        return buf.size() + (bitCount > 0 ? 1 : 0);
    }

    @Override
    public void flushTo(BytesBuilder out) {
        out.writeAll(buf);
        if (bitCount > 0) {
            out.writeByte(bits);
        }
        reset();
    }

    @Override
    public void reset() {
        buf.reset();
        bits = 0;
        bitCount = 0;
    }
}
