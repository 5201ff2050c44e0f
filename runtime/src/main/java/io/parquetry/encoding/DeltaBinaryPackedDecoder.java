package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/**
 * DELTA_BINARY_PACKED decoder for INT32 ({@link #readInts}) and INT64 ({@link #readLongs}).
 *
 * <p>Accepts any valid block layout: a block size that is a positive multiple of 128, split into
 * miniblocks of a multiple of 32 values. Miniblocks are unpacked 32 values at a time into a
 * primitive buffer; padding bits and the bit widths of miniblocks the last block does not need
 * are ignored, as the specification requires. Arithmetic wraps around in the physical type.
 *
 * <p>Also serves the lengths of DELTA_LENGTH_BYTE_ARRAY and DELTA_BYTE_ARRAY, which need
 * {@link #endOffset()}: where the encoded integers end and the next section begins.
 */
public final class DeltaBinaryPackedDecoder implements ValuesDecoder {
    private static final int GROUP = 32;
    /** Widest INT32 miniblock accepted: deltas of two ints taken in 64 bits need at most 33. */
    private static final int INT32_MAX_WIDTH = 33;

    private final long[] deltas = new long[GROUP];
    private final byte[] scratch = new byte[DeltaBitPacking.SCRATCH_SIZE];

    private byte[] buf;
    private int start;
    private int pos;
    private int limit;

    private int miniblocks;
    private int valuesPerMiniblock;
    private int totalCount;
    private int blocksStart;

    /** Values not yet handed out (including the first value while it is pending). */
    private int remaining;
    /** Deltas not yet unpacked. */
    private int deltasLeft;
    private boolean firstPending;
    private long last;

    // current block / miniblock
    private long minDelta;
    private int widthsPos;
    private int miniblockIndex;
    private int groupsLeftInMiniblock;
    private int width;

    // unpacked deltas (min delta already added) waiting to be consumed
    private int groupPos;
    private int groupLen;

    private int endOffset = -1;

    /** Creates a decoder; call {@link #init} before reading. */
    public DeltaBinaryPackedDecoder() {}

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new ParquetException("DELTA_BINARY_PACKED: range [" + off + ", +" + len + ") outside buffer of " + buf.length);
        }
        if (valueCount < 0) {
            throw new ParquetException("DELTA_BINARY_PACKED: negative value count " + valueCount);
        }
        this.buf = buf;
        this.start = off;
        this.pos = off;
        this.limit = off + len;
        int blockSize = readUnsignedVarInt("block size");
        miniblocks = readUnsignedVarInt("miniblock count");
        totalCount = readUnsignedVarInt("value count");
        long firstValue = readZigZagVarLong("first value");
        if (blockSize <= 0 || blockSize % 128 != 0) {
            throw error("block size " + blockSize + " is not a positive multiple of 128");
        }
        if (miniblocks <= 0 || blockSize % miniblocks != 0 || (blockSize / miniblocks) % 32 != 0) {
            throw error("miniblock count " + miniblocks + " does not split block size " + blockSize
                    + " into miniblocks of a multiple of 32 values");
        }
        if (totalCount < valueCount) {
            throw error("header holds " + totalCount + " values but the page has " + valueCount);
        }
        valuesPerMiniblock = blockSize / miniblocks;
        blocksStart = pos;
        remaining = totalCount;
        deltasLeft = Math.max(0, totalCount - 1);
        firstPending = totalCount > 0;
        last = firstValue;
        miniblockIndex = miniblocks; // forces a block header read on first use
        groupsLeftInMiniblock = 0;
        groupPos = 0;
        groupLen = 0;
        endOffset = -1;
    }

    /** Values the header declares (may exceed the page's value count given to {@link #init}). */
    public int totalCount() {
        return totalCount;
    }

    /** Values not yet read or skipped. */
    public int remaining() {
        return remaining;
    }

    @Override
    public void readInts(int[] dst, int off, int n) {
        checkRequest(n);
        if (n == 0) {
            return;
        }
        remaining -= n;
        if (firstPending) {
            firstPending = false;
            dst[off++] = (int) last;
            n--;
        }
        // int addition wraps exactly like the writer's int subtraction
        int v = (int) last;
        while (n > 0) {
            if (groupPos == groupLen) {
                // The spec caps INT32 miniblocks at 32 bits, but writers that take deltas in 64-bit
                // arithmetic (DuckDB 1.4) emit 33; adding those deltas modulo 2^32 gives the same ints.
                loadGroup(INT32_MAX_WIDTH);
            }
            int k = Math.min(n, groupLen - groupPos);
            long[] d = deltas;
            int g = groupPos;
            for (int i = 0; i < k; i++) {
                v += (int) d[g + i];
                dst[off + i] = v;
            }
            groupPos += k;
            off += k;
            n -= k;
        }
        last = v;
    }

    @Override
    public void readLongs(long[] dst, int off, int n) {
        checkRequest(n);
        if (n == 0) {
            return;
        }
        remaining -= n;
        if (firstPending) {
            firstPending = false;
            dst[off++] = last;
            n--;
        }
        long v = last;
        while (n > 0) {
            if (groupPos == groupLen) {
                loadGroup(64);
            }
            int k = Math.min(n, groupLen - groupPos);
            long[] d = deltas;
            int g = groupPos;
            for (int i = 0; i < k; i++) {
                v += d[g + i];
                dst[off + i] = v;
            }
            groupPos += k;
            off += k;
            n -= k;
        }
        last = v;
    }

    @Override
    public void skip(int n) {
        checkRequest(n);
        if (n == 0) {
            return;
        }
        remaining -= n;
        if (firstPending) {
            firstPending = false;
            n--;
        }
        long v = last;
        while (n > 0) {
            if (groupPos == groupLen) {
                loadGroup(64);
            }
            int k = Math.min(n, groupLen - groupPos);
            for (int i = groupPos, end = groupPos + k; i < end; i++) {
                v += deltas[i];
            }
            groupPos += k;
            n -= k;
        }
        last = v;
    }

    private void checkRequest(int n) {
        if (n < 0) {
            throw new ParquetException("DELTA_BINARY_PACKED: negative count " + n);
        }
        if (n > remaining) {
            throw error("requested " + n + " values but only " + remaining + " remain");
        }
    }

    /** Unpacks the next 32 deltas (fewer at the end) and adds the block's min delta to them. */
    private void loadGroup(int maxWidth) {
        if (groupsLeftInMiniblock == 0) {
            if (miniblockIndex == miniblocks) {
                readBlockHeader();
            }
            int w = buf[widthsPos + miniblockIndex] & 0xFF;
            if (w > maxWidth) {
                throw error("miniblock bit width " + w + " exceeds " + maxWidth + " at byte " + (widthsPos + miniblockIndex - start));
            }
            width = w;
            miniblockIndex++;
            groupsLeftInMiniblock = valuesPerMiniblock / GROUP;
        } else if (width > maxWidth) {
            throw error("miniblock bit width " + width + " exceeds " + maxWidth);
        }
        int bytes = 4 * width;
        if (bytes > limit - pos) {
            throw error("miniblock needs " + bytes + " bytes at byte " + (pos - start) + " but only " + (limit - pos) + " remain");
        }
        DeltaBitPacking.unpack32(buf, pos, limit, width, deltas, scratch);
        pos += bytes;
        groupsLeftInMiniblock--;
        int n = Math.min(GROUP, deltasLeft);
        long md = minDelta;
        for (int i = 0; i < n; i++) {
            deltas[i] += md;
        }
        deltasLeft -= n;
        groupPos = 0;
        groupLen = n;
    }

    private void readBlockHeader() {
        minDelta = readZigZagVarLong("block min delta");
        if (miniblocks > limit - pos) {
            throw error("block at byte " + (pos - start) + " needs " + miniblocks + " bit widths but only " + (limit - pos) + " bytes remain");
        }
        widthsPos = pos;
        pos += miniblocks;
        miniblockIndex = 0;
    }

    /**
     * The buffer offset just past the encoded integers: the start of whatever follows them (the
     * byte data of DELTA_LENGTH_BYTE_ARRAY, the suffixes of DELTA_BYTE_ARRAY). Walks the block
     * structure without unpacking; independent of how much has been read.
     */
    public int endOffset() {
        if (endOffset >= 0) {
            return endOffset;
        }
        int p = blocksStart;
        long left = Math.max(0, totalCount - 1);
        while (left > 0) {
            p = skipVarInt(p, 10, "block min delta");
            if (miniblocks > limit - p) {
                throw error("block at byte " + (p - start) + " needs " + miniblocks + " bit widths but only " + (limit - p) + " bytes remain");
            }
            int wp = p;
            p += miniblocks;
            for (int m = 0; m < miniblocks && left > 0; m++) {
                int w = buf[wp + m] & 0xFF;
                if (w > 64) {
                    throw error("miniblock bit width " + w + " exceeds 64 at byte " + (wp + m - start));
                }
                long bytes = (long) valuesPerMiniblock / 8 * w;
                if (bytes > limit - p) {
                    throw error("miniblock needs " + bytes + " bytes at byte " + (p - start) + " but only " + (limit - p) + " remain");
                }
                p += (int) bytes;
                left -= valuesPerMiniblock;
            }
        }
        endOffset = p;
        return p;
    }

    private int readUnsignedVarInt(String what) {
        int result = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (pos >= limit) {
                throw error("input ends inside the " + what + " at byte " + (pos - start));
            }
            int b = buf[pos++];
            if (shift == 28 && (b & 0xF0) != 0) {
                throw error(what + " does not fit in 32 bits at byte " + (pos - 1 - start));
            }
            result |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                if (result < 0) {
                    throw error(what + " " + Integer.toUnsignedString(result) + " is too large");
                }
                return result;
            }
        }
        throw error(what + " varint too long");
    }

    private long readZigZagVarLong(String what) {
        long result = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            if (pos >= limit) {
                throw error("input ends inside the " + what + " at byte " + (pos - start));
            }
            int b = buf[pos++];
            if (shift == 63 && (b & 0x7E) != 0) {
                throw error(what + " does not fit in 64 bits at byte " + (pos - 1 - start));
            }
            result |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return (result >>> 1) ^ -(result & 1);
            }
        }
        throw error(what + " varint too long");
    }

    private int skipVarInt(int p, int maxBytes, String what) {
        for (int i = 0; i < maxBytes; i++) {
            if (p >= limit) {
                throw error("input ends inside the " + what + " at byte " + (p - start));
            }
            if ((buf[p++] & 0x80) == 0) {
                return p;
            }
        }
        throw error(what + " varint too long at byte " + (p - start));
    }

    private ParquetException error(String msg) {
        return new ParquetException("DELTA_BINARY_PACKED: " + msg);
    }
}
