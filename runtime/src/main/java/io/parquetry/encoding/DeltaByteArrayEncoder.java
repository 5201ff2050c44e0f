package io.parquetry.encoding;

import io.parquetry.bytes.BytesBuilder;
import java.util.Arrays;

/**
 * DELTA_BYTE_ARRAY (incremental / front coding) encoder for BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY
 * values: for each value the length of the prefix it shares with the previous value
 * (DELTA_BINARY_PACKED), then the remaining suffixes as DELTA_LENGTH_BYTE_ARRAY. Every page
 * starts afresh, so the first prefix length of a page is 0.
 */
public final class DeltaByteArrayEncoder implements ValuesEncoder {
    private final DeltaBinaryPackedEncoder prefixLengths = new DeltaBinaryPackedEncoder();
    private final DeltaLengthByteArrayEncoder suffixes = new DeltaLengthByteArrayEncoder();
    private byte[] previous = new byte[64];
    private int previousLength;

    /** Creates an empty encoder. */
    public DeltaByteArrayEncoder() {}

    @Override
    public void writeBinary(byte[] v, int off, int len) {
        int common = Math.min(previousLength, len);
        int mismatch = Arrays.mismatch(previous, 0, common, v, off, off + common);
        int prefix = mismatch < 0 ? common : mismatch;
        prefixLengths.writeInt(prefix);
        suffixes.writeBinary(v, off + prefix, len - prefix);
        if (len > previous.length) {
            previous = Arrays.copyOf(previous, Math.max(len, previous.length * 2));
        }
        System.arraycopy(v, off + prefix, previous, prefix, len - prefix);
        previousLength = len;
    }

    @Override
    public void writeFixed(byte[] v, int off, int len) {
        writeBinary(v, off, len);
    }

    @Override
    public long estimatedSize() {
        return prefixLengths.estimatedSize() + suffixes.estimatedSize();
    }

    @Override
    public void flushTo(BytesBuilder out) {
        prefixLengths.flushTo(out);
        suffixes.flushTo(out);
        previousLength = 0;
    }

    @Override
    public void reset() {
        prefixLengths.reset();
        suffixes.reset();
        previousLength = 0;
    }
}
