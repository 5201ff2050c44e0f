package io.parquetry.encoding;

import io.parquetry.base.Encoding;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import java.util.Arrays;

/**
 * Decodes the repetition or definition levels of one data page: the RLE/bit-packing hybrid with
 * a 4-byte length prefix or the deprecated BIT_PACKED encoding in data page v1
 * ({@link #initV1}), the hybrid without prefix in data page v2 ({@link #initV2}). The init
 * methods return the bytes the levels take, so the page reader can find what follows them.
 *
 * <p>Levels above {@code maxLevel} (possible when {@code maxLevel} is not {@code 2^w - 1}) are
 * reported as {@link ParquetException}s. A column whose max level is 0 has no levels in its
 * pages: the decoder then consumes no bytes and yields zeros.
 *
 * <p>Levels are decoded into bytes: they are bounded by the schema depth, so a max level of at
 * most 127 is accepted. Not thread-safe.
 */
public final class LevelsDecoder {
    private final int maxLevel;
    private final int bitWidth;
    /** Whether levels above maxLevel fit in the bit width, so decoded values need a check. */
    private final boolean needsRangeCheck;
    private final RleBitPackedHybridDecoder hybrid;
    private final BitPackedLevelsDecoder bitPacked;
    private ValuesDecoder current;
    private int remaining;

    /** A decoder for levels in {@code 0..maxLevel}. */
    public LevelsDecoder(int maxLevel) {
        if (maxLevel < 0) {
            throw new ParquetException("negative max level " + maxLevel);
        }
        if (maxLevel > Byte.MAX_VALUE) {
            throw new ParquetException("max level " + maxLevel + " exceeds " + Byte.MAX_VALUE + ", the most levels held in bytes allow");
        }
        this.maxLevel = maxLevel;
        this.bitWidth = LevelsEncoder.bitWidth(maxLevel);
        this.needsRangeCheck = bitWidth < 32 && maxLevel != (int) ((1L << bitWidth) - 1);
        this.hybrid = new RleBitPackedHybridDecoder(bitWidth);
        this.bitPacked = new BitPackedLevelsDecoder(bitWidth);
        this.current = hybrid;
    }

    public int maxLevel() {
        return maxLevel;
    }

    /**
     * Points at the levels of a data page v1 starting at {@code buf[off]}, where {@code len} bytes
     * remain in the page, and returns the bytes they take.
     *
     * @param encoding the page header's level encoding: RLE or BIT_PACKED
     */
    public int initV1(Encoding encoding, byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        remaining = valueCount;
        if (maxLevel == 0) {
            current = hybrid;
            hybrid.init(buf, off, 0, valueCount);
            return 0;
        }
        if (encoding == Encoding.RLE) {
            if (len < 4) {
                throw new ParquetException("data page v1 has " + len + " bytes left, too few for the 4-byte levels length");
            }
            int size = ByteOrderAccess.getInt(buf, off);
            if (size < 0 || size > len - 4) {
                throw new ParquetException("levels length " + Integer.toUnsignedString(size) + " exceeds the " + (len - 4)
                        + " bytes left in the data page");
            }
            hybrid.init(buf, off + 4, size, valueCount);
            current = hybrid;
            return 4 + size;
        }
        if (encoding == Encoding.BIT_PACKED) {
            bitPacked.init(buf, off, len, valueCount);
            current = bitPacked;
            return (int) bitPacked.byteLength(valueCount);
        }
        throw new ParquetException("unsupported level encoding " + encoding);
    }

    /**
     * Points at the levels of a data page v2: {@code len} bytes (from the page header) of the
     * hybrid encoding without length prefix. Returns {@code len}.
     */
    public int initV2(byte[] buf, int off, int len, int valueCount) {
        PlainValues.checkRange(buf, off, len, valueCount);
        remaining = valueCount;
        hybrid.init(buf, off, len, valueCount);
        current = hybrid;
        return len;
    }

    /** Levels not yet read or skipped. */
    public int remaining() {
        return remaining;
    }

    /** Reads {@code n} levels into {@code dst[off ..]}. */
    public void readLevels(byte[] dst, int off, int n) {
        if (n > remaining) {
            throw new ParquetException("cannot read " + n + " levels: only " + remaining + " remain");
        }
        if (maxLevel == 0) {
            Arrays.fill(dst, off, off + n, (byte) 0);
        } else {
            if (current == hybrid) {
                hybrid.readBytes(dst, off, n);
            } else {
                bitPacked.readBytes(dst, off, n);
            }
            if (needsRangeCheck) {
                checkRange(dst, off, n);
            }
        }
        remaining -= n;
    }

    /** Skips {@code n} levels. */
    public void skip(int n) {
        if (n > remaining) {
            throw new ParquetException("cannot skip " + n + " levels: only " + remaining + " remain");
        }
        if (maxLevel != 0) {
            current.skip(n);
        }
        remaining -= n;
    }

    private void checkRange(byte[] dst, int off, int n) {
        // OR of (maxLevel - level) is negative iff some level exceeds maxLevel; branch-free loop
        int acc = 0;
        for (int i = off, e = off + n; i < e; i++) {
            acc |= maxLevel - dst[i];
        }
        if (acc < 0) {
            for (int i = off, e = off + n; i < e; i++) {
                if (dst[i] > maxLevel) {
                    throw new ParquetException("level " + dst[i] + " exceeds the max level " + maxLevel);
                }
            }
        }
    }
}
