package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;

/**
 * DELTA_LENGTH_BYTE_ARRAY encoder for BYTE_ARRAY values: all lengths DELTA_BINARY_PACKED, then
 * all value bytes back to back.
 */
public final class DeltaLengthByteArrayEncoder implements ValuesEncoder {
    private final DeltaBinaryPackedEncoder lengths = new DeltaBinaryPackedEncoder();
    private final BytesBuilder data = new BytesBuilder(1024);

    /** Creates an empty encoder. */
    public DeltaLengthByteArrayEncoder() {}

    @Override
    public void writeBinary(byte[] v, int off, int len) {
        lengths.writeInt(len);
        data.writeBytes(v, off, len);
    }

    /** Fixed-length values are encoded like any byte array (used by DELTA_BYTE_ARRAY suffixes). */
    @Override
    public void writeFixed(byte[] v, int off, int len) {
        writeBinary(v, off, len);
    }

    @Override
    public long estimatedSize() {
        return lengths.estimatedSize() + data.size();
    }

    @Override
    public void flushTo(BytesBuilder out) {
        lengths.flushTo(out);
        out.writeAll(data);
        data.reset();
    }

    @Override
    public void reset() {
        lengths.reset();
        data.reset();
    }
}
