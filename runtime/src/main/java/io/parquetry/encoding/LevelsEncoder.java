package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/**
 * Encodes the repetition or definition levels of one data page in the RLE/bit-packing hybrid at
 * bit width {@code 32 - numberOfLeadingZeros(maxLevel)}: with a 4-byte little-endian length prefix
 * for data page v1 ({@link #flushV1}), without one for data page v2 ({@link #flushV2}), whose
 * header records the length instead.
 *
 * <p>A column whose max level is 0 has no levels in its pages: both flushes then write nothing.
 */
public final class LevelsEncoder {
    private final int maxLevel;
    private final RleBitPackedHybridEncoder hybrid;

    /**
     * Shortest repeat of a level of bit width 1 or 2 written as an RLE run when the levels are
     * compressed afterwards: bit-packed repeats are runs of equal bytes the codec shrinks as well,
     * and longer bit-packed runs leave fewer run headers in the way (on the orders benchmark's
     * nested columns SNAPPY made bit-packed repetition levels ~20% smaller than with RLE runs
     * from 8 repeats, and 5-15% smaller than with the uncompressed optimum).
     */
    static final int COMPRESSED_SMALL_WIDTH_RUN = 64;

    /** An encoder for levels in {@code 0..maxLevel}, sized for pages stored uncompressed. */
    public LevelsEncoder(int maxLevel) {
        this(maxLevel, false);
    }

    /**
     * An encoder for levels in {@code 0..maxLevel}; {@code compressed} says whether the page's
     * codec compresses the levels afterwards (data page v1 with a codec), which changes where
     * RLE runs pay.
     */
    public LevelsEncoder(int maxLevel, boolean compressed) {
        if (maxLevel < 0) {
            throw new ParquetException("negative max level " + maxLevel);
        }
        this.maxLevel = maxLevel;
        int width = bitWidth(maxLevel);
        int minRun = compressed && width > 0 && width <= 2
                ? COMPRESSED_SMALL_WIDTH_RUN
                : RleBitPackedHybridEncoder.smallestPayingRun(width);
        this.hybrid = new RleBitPackedHybridEncoder(width, minRun);
    }

    /** The bit width levels up to {@code maxLevel} are encoded with. */
    public static int bitWidth(int maxLevel) {
        return 32 - Integer.numberOfLeadingZeros(maxLevel);
    }

    public int maxLevel() {
        return maxLevel;
    }

    /** Adds one level. */
    public void writeLevel(int level) {
        checkLevel(level);
        hybrid.writeInt(level);
    }

    /**
     * Adds the first {@code n} levels of {@code src}, widening them into {@code scratch} (at least
     * {@code n} long) for the hybrid encoder.
     *
     * @throws ParquetException if a level lies outside {@code 0..maxLevel} (nothing is added then)
     */
    public void writeLevels(byte[] src, int n, int[] scratch) {
        // a level l is in range when neither l nor maxLevel - l is negative: one branch-free
        // pass the JIT vectorises, the offending level looked for only when there is one
        int signs = 0;
        for (int i = 0; i < n; i++) {
            int l = src[i];
            signs |= l | (maxLevel - l);
            scratch[i] = l;
        }
        if (signs < 0) {
            for (int i = 0; i < n; i++) {
                checkLevel(src[i]);
            }
        }
        hybrid.writeFittingInts(scratch, 0, n);
    }

    private void checkLevel(int level) {
        if (level < 0 || level > maxLevel) {
            throw new ParquetException("level " + level + " outside 0.." + maxLevel);
        }
    }

    /** Adds {@code count} copies of {@code level} (a run of nulls, or of present values). */
    public void writeRepeated(int level, int count) {
        if (level < 0 || level > maxLevel) {
            throw new ParquetException("level " + level + " outside 0.." + maxLevel);
        }
        hybrid.writeRepeated(level, count);
    }

    /** Bytes the levels written so far will take (v1 form, with prefix), approximately. */
    public long estimatedSize() {
        return maxLevel == 0 ? 0 : 4 + hybrid.estimatedSize();
    }

    /**
     * Appends the levels for a data page v1 (4-byte length, then the hybrid encoding), resets,
     * and returns the number of bytes appended.
     */
    public int flushV1(BytesBuilder out) {
        if (maxLevel == 0) {
            hybrid.reset();
            return 0;
        }
        int size = hybrid.finish();
        out.writeIntLE(size);
        out.writeBytes(hybrid.array(), 0, size);
        hybrid.reset();
        return 4 + size;
    }

    /**
     * Appends the levels for a data page v2 (the hybrid encoding alone; the page header holds its
     * length), resets, and returns the number of bytes appended.
     */
    public int flushV2(BytesBuilder out) {
        if (maxLevel == 0) {
            hybrid.reset();
            return 0;
        }
        int size = hybrid.finish();
        out.writeBytes(hybrid.array(), 0, size);
        hybrid.reset();
        return size;
    }

    /** Drops the levels written since the last flush. */
    public void reset() {
        hybrid.reset();
    }
}
