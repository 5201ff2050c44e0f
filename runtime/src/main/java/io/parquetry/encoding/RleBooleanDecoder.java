package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;

/**
 * RLE decoding of BOOLEAN values in data pages (v1 and v2): a 4-byte little-endian length, then
 * the RLE/bit-packing hybrid at bit width 1.
 */
public final class RleBooleanDecoder implements ValuesDecoder {
    private final RleBitPackedHybridDecoder hybrid = new RleBitPackedHybridDecoder(1);
    private final int[] scratch = new int[512];

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        if (len < 4) {
            throw new ParquetException("RLE BOOLEAN data of " + len + " bytes has no 4-byte length prefix");
        }
        int size = ByteOrderAccess.getInt(buf, off);
        if (size < 0 || size > len - 4) {
            throw new ParquetException("RLE BOOLEAN length prefix " + Integer.toUnsignedString(size) + " exceeds the "
                    + (len - 4) + " bytes that follow it");
        }
        hybrid.init(buf, off + 4, size, valueCount);
    }

    @Override
    public void readBooleans(boolean[] dst, int off, int n) {
        if (n > hybrid.remaining()) {
            throw new ParquetException("cannot read " + n + " RLE BOOLEAN values: only " + hybrid.remaining() + " remain");
        }
        int[] s = scratch;
        for (int done = 0; done < n; ) {
            int k = Math.min(s.length, n - done);
            hybrid.readInts(s, 0, k);
            for (int i = 0; i < k; i++) {
                dst[off + done + i] = s[i] != 0;
            }
            done += k;
        }
    }

    @Override
    public void skip(int n) {
        hybrid.skip(n);
    }
}
