package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;

/** PLAIN encoding of BYTE_ARRAY values: a 4-byte little-endian length, then the bytes. */
public final class PlainByteArrayEncoder implements ValuesEncoder {
    private final BytesBuilder buf = new BytesBuilder(1024);

    @Override
    public void writeBinary(byte[] v, int off, int len) {
        buf.ensureCapacity(4 + len);
        buf.writeIntLE(len);
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
