package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/**
 * DELTA_BINARY_PACKED encoder for INT32 ({@link #writeInt}) or INT64 ({@link #writeLong})
 * values, with blocks of 128 values in 4 miniblocks of 32 (the sizes other writers use).
 *
 * <p>Deltas are computed with the wrap-around arithmetic of the physical type, so neighbours such
 * as {@code Integer.MIN_VALUE, Integer.MAX_VALUE} round-trip; INT32 miniblocks never exceed a
 * bit width of 32. One encoder instance encodes one physical type: the first write after a
 * flush or reset fixes it.
 */
public final class DeltaBinaryPackedEncoder implements ValuesEncoder {
    static final int BLOCK_SIZE = 128;
    static final int MINIBLOCKS = 4;
    static final int MINIBLOCK_SIZE = BLOCK_SIZE / MINIBLOCKS;

    private static final int MODE_NONE = 0;
    private static final int MODE_INT = 1;
    private static final int MODE_LONG = 2;

    private final BytesBuilder blocks = new BytesBuilder(1024);
    private final long[] deltas = new long[BLOCK_SIZE];
    private final long[] group = new long[MINIBLOCK_SIZE];
    private final byte[] packed = new byte[DeltaBitPacking.SCRATCH_SIZE];
    private final int[] widths = new int[MINIBLOCKS];

    private int mode = MODE_NONE;
    private int count;
    private long first;
    private long previous;
    private int pending;

    /** Creates an encoder with the default block layout (128 values, 4 miniblocks). */
    public DeltaBinaryPackedEncoder() {}

    @Override
    public void writeInt(int v) {
        if (mode != MODE_INT) {
            setMode(MODE_INT);
        }
        if (count++ == 0) {
            first = v;
        } else {
            // int subtraction: wraps exactly like the reader's int addition will
            deltas[pending++] = (int) v - (int) previous;
            if (pending == BLOCK_SIZE) {
                flushBlock();
            }
        }
        previous = v;
    }

    @Override
    public void writeLong(long v) {
        if (mode != MODE_LONG) {
            setMode(MODE_LONG);
        }
        if (count++ == 0) {
            first = v;
        } else {
            deltas[pending++] = v - previous;
            if (pending == BLOCK_SIZE) {
                flushBlock();
            }
        }
        previous = v;
    }

    /** Writes {@code n} ints from {@code src[off..off+n)}. */
    public void writeInts(int[] src, int off, int n) {
        for (int i = 0; i < n; i++) {
            writeInt(src[off + i]);
        }
    }

    /** Writes {@code n} longs from {@code src[off..off+n)}. */
    public void writeLongs(long[] src, int off, int n) {
        for (int i = 0; i < n; i++) {
            writeLong(src[off + i]);
        }
    }

    private void setMode(int m) {
        if (mode != MODE_NONE) {
            throw new ParquetException("DeltaBinaryPackedEncoder cannot mix INT32 and INT64 values in one page");
        }
        mode = m;
    }

    /** Number of values written since the last flush. */
    public int count() {
        return count;
    }

    private void flushBlock() {
        int n = pending;
        long min = deltas[0];
        for (int i = 1; i < n; i++) {
            min = Math.min(min, deltas[i]);
        }
        // relative deltas, unsigned within the physical type's width
        long typeMask = mode == MODE_INT ? 0xFFFFFFFFL : -1L;
        for (int i = 0; i < n; i++) {
            deltas[i] = (deltas[i] - min) & typeMask;
        }
        int miniblocksUsed = (n + MINIBLOCK_SIZE - 1) / MINIBLOCK_SIZE;
        for (int m = 0; m < MINIBLOCKS; m++) {
            long or = 0;
            if (m < miniblocksUsed) {
                int end = Math.min(n, (m + 1) * MINIBLOCK_SIZE);
                for (int i = m * MINIBLOCK_SIZE; i < end; i++) {
                    or |= deltas[i];
                }
            }
            widths[m] = DeltaBitPacking.bitWidth(or);
        }
        blocks.writeZigZagVarLong(min);
        for (int m = 0; m < MINIBLOCKS; m++) {
            blocks.writeByte(widths[m]);
        }
        for (int m = 0; m < miniblocksUsed; m++) {
            int start = m * MINIBLOCK_SIZE;
            int len = Math.min(MINIBLOCK_SIZE, n - start);
            System.arraycopy(deltas, start, group, 0, len);
            java.util.Arrays.fill(group, len, MINIBLOCK_SIZE, 0L); // zero padding
            int w = widths[m];
            DeltaBitPacking.pack32(group, w, packed);
            blocks.writeBytes(packed, 0, 4 * w);
        }
        pending = 0;
    }

    @Override
    public long estimatedSize() {
        // header + finished blocks + the buffered deltas at full width (an upper bound)
        return 20L + blocks.size() + (long) pending * (mode == MODE_LONG ? 8 : 4);
    }

    @Override
    public void flushTo(BytesBuilder out) {
        if (pending > 0) {
            flushBlock();
        }
        out.writeUnsignedVarInt(BLOCK_SIZE);
        out.writeUnsignedVarInt(MINIBLOCKS);
        out.writeUnsignedVarInt(count);
        out.writeZigZagVarLong(count == 0 ? 0 : first);
        out.writeAll(blocks);
        reset();
    }

    @Override
    public void reset() {
        blocks.reset();
        mode = MODE_NONE;
        count = 0;
        pending = 0;
        first = 0;
        previous = 0;
    }
}
