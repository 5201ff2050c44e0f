package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.util.Arrays;

/**
 * Encodes ints of a fixed bit width (0..32) in the RLE/bit-packing hybrid encoding, without the
 * optional 4-byte length prefix (callers that need it, such as data page v1 levels, add it).
 *
 * <p>A value repeated often enough becomes an RLE run; everything else is bit-packed in groups
 * of 8. Bit-packed runs only hold whole groups, so a repeat first tops up the open group and
 * becomes an RLE run only if enough repeats are left: by default as many as make the RLE run
 * no larger than packing them ({@link #smallestPayingRun}: 24 values at bit width 1, 12 at 2,
 * 8 from 3 on), since an RLE run costs its header, the value and the header of the bit-packed
 * run that resumes after it. Bit-packed runs are capped at 63
 * groups so their header is one byte that can be reserved up front and patched when the run
 * ends. The final group is padded with zeros; readers stop at the value count they know.
 *
 * <p>The encoder streams: it keeps only the pending run, one open group and the output.
 */
public final class RleBitPackedHybridEncoder implements ValuesEncoder {
    private static final int MAX_GROUPS_PER_RUN = 63;

    private final int bitWidth;
    private final int valueBytes;

    private byte[] out = new byte[64];
    private int size;

    /** The value being repeated and how many times; not yet placed in a run. */
    private int runValue;
    private int runLength;

    /** The open group of values to bit-pack. */
    private final int[] group = new int[8];
    private int groupCount;

    /** Where the header byte of the open bit-packed run is, or -1. */
    private int packedHeaderPos = -1;
    private int packedGroups;

    /** The shortest repeat (after topping up the open group) written as an RLE run. */
    private final int minRleRun;

    /** An encoder for values of {@code bitWidth} bits (0..32), with RLE runs where they pay. */
    public RleBitPackedHybridEncoder(int bitWidth) {
        this(bitWidth, smallestPayingRun(bitWidth));
    }

    /**
     * The shortest repeat for which an RLE run (1-byte header, the value's bytes, then a new
     * bit-packed run header if packing resumes) is no larger than bit-packing it, and at least 8.
     */
    public static int smallestPayingRun(int bitWidth) {
        if (bitWidth == 0) {
            return 8;
        }
        int rleBytes = 2 + ((bitWidth + 7) >>> 3);
        return Math.max(8, (8 * rleBytes + bitWidth - 1) / bitWidth); // a tie goes to the RLE run
    }

    /**
     * An encoder for values of {@code bitWidth} bits (0..32) that bit-packs repeats shorter than
     * {@code minRleRun} (at least 8) instead of writing them as RLE runs.
     */
    public RleBitPackedHybridEncoder(int bitWidth, int minRleRun) {
        if (bitWidth < 0 || bitWidth > 32) {
            throw new ParquetException("RLE/bit-packed bit width " + bitWidth + " outside 0..32");
        }
        if (minRleRun < 8) {
            throw new ParquetException("RLE runs shorter than 8 values are never written, got " + minRleRun);
        }
        this.bitWidth = bitWidth;
        this.valueBytes = (bitWidth + 7) >>> 3;
        this.minRleRun = minRleRun;
    }

    public int bitWidth() {
        return bitWidth;
    }

    /**
     * Adds one value.
     *
     * @throws ParquetException if {@code v} does not fit in the bit width (as an unsigned number)
     */
    @Override
    public void writeInt(int v) {
        if (v == runValue && runLength != 0 && runLength != Integer.MAX_VALUE) {
            runLength++;
            return;
        }
        if (bitWidth < 32 && (v >>> bitWidth) != 0) {
            throw new ParquetException("value " + Integer.toUnsignedString(v) + " does not fit in bit width " + bitWidth);
        }
        placeRun();
        runValue = v;
        runLength = 1;
    }

    /**
     * Adds {@code n} values from {@code src[off ..]}: the same bytes as {@code n} calls of
     * {@link #writeInt}, but runs are found by scanning the array and whole groups are bit-packed
     * straight from it.
     *
     * @throws ParquetException if a value does not fit in the bit width (nothing is added then)
     */
    public void writeInts(int[] src, int off, int n) {
        checkFits(src, off, off + n);
        writeFittingInts(src, off, n);
    }

    /** {@link #writeInts} of values the caller knows to fit the bit width. */
    void writeFittingInts(int[] src, int off, int n) {
        int end = off + n;
        int i = off;
        if (runLength != 0) {
            int v = runValue;
            while (i < end && src[i] == v && runLength != Integer.MAX_VALUE) {
                runLength++;
                i++;
            }
            if (i == end) {
                return;
            }
            placeRun();
        }
        if (i == end) {
            return;
        }
        // src[packStart, ..) is waiting to be bit-packed after the open group's values. An RLE run
        // must cover a whole group aligned to the packing (the repeats before it top up the open
        // group), so the scan tests aligned groups of 8 for equality instead of every value.
        int packStart = i;
        int g = i + ((8 - groupCount) & 7);
        while (g + 8 <= end) {
            int v = src[g];
            if (((src[g + 1] ^ v) | (src[g + 2] ^ v) | (src[g + 3] ^ v) | (src[g + 4] ^ v)
                    | (src[g + 5] ^ v) | (src[g + 6] ^ v) | (src[g + 7] ^ v)) != 0) {
                g += 8;
                continue;
            }
            int e = g + 8;
            while (e < end && src[e] == v) {
                e++;
            }
            if (e == end) {
                break; // the last run stays pending, as in writeInt: the next value may extend it
            }
            if (e - g < minRleRun) {
                g += (e - g) & ~7; // too short: stays bit-packed; look on from the group holding e
                continue;
            }
            packFrom(src, packStart, g);
            endPackedRun();
            writeRle(v, e - g);
            packStart = e;
            g = e;
        }
        // the trailing run (after packStart) becomes the pending run
        int v = src[end - 1];
        int runStart = end - 1;
        while (runStart > packStart && src[runStart - 1] == v) {
            runStart--;
        }
        packFrom(src, packStart, runStart);
        runValue = v;
        runLength = end - runStart;
    }

    private void checkFits(int[] src, int from, int to) {
        if (bitWidth == 32) {
            return;
        }
        int bits = 0;
        for (int i = from; i < to; i++) {
            bits |= src[i];
        }
        if ((bits >>> bitWidth) != 0) {
            for (int i = from; i < to; i++) {
                if ((src[i] >>> bitWidth) != 0) {
                    throw new ParquetException("value " + Integer.toUnsignedString(src[i]) + " does not fit in bit width " + bitWidth);
                }
            }
        }
    }

    /** Appends {@code src[from, to)} to the values being bit-packed: whole groups are packed, the rest stays open. */
    private void packFrom(int[] src, int from, int to) {
        if (groupCount > 0) {
            int take = Math.min(8 - groupCount, to - from);
            System.arraycopy(src, from, group, groupCount, take);
            groupCount += take;
            from += take;
            if (groupCount < 8) {
                return;
            }
            emitGroup();
        }
        int groups = (to - from) >>> 3;
        while (groups > 0) {
            if (packedHeaderPos < 0) {
                ensure(1);
                packedHeaderPos = size++;
                packedGroups = 0;
            }
            int g = Math.min(groups, MAX_GROUPS_PER_RUN - packedGroups);
            ensure(g * bitWidth);
            BitPacking.pack(src, from, out, size, g, bitWidth);
            size += g * bitWidth;
            from += 8 * g;
            groups -= g;
            packedGroups += g;
            if (packedGroups == MAX_GROUPS_PER_RUN) {
                endPackedRun();
            }
        }
        groupCount = to - from;
        System.arraycopy(src, from, group, 0, groupCount);
    }

    /** Adds {@code count} copies of {@code v}. */
    public void writeRepeated(int v, int count) {
        if (count <= 0) {
            return;
        }
        writeInt(v);
        long total = (long) runLength + count - 1;
        if (total < Integer.MAX_VALUE) {
            runLength = (int) total;
        } else {
            for (int i = 1; i < count; i++) {
                writeInt(v);
            }
        }
    }

    @Override
    public long estimatedSize() {
        long pending = runLength == 0 ? 0 : Math.min(5L + valueBytes, BitPacking.bytesFor(runLength, bitWidth) + 1);
        return size + BitPacking.bytesFor(groupCount, bitWidth) + pending + (groupCount > 0 ? 1 : 0);
    }

    /** Ends the encoding, appends it to {@code dest} (no length prefix) and resets this encoder. */
    @Override
    public void flushTo(BytesBuilder dest) {
        finish();
        dest.writeBytes(out, 0, size);
        reset();
    }

    /** Ends the encoding and returns its size in bytes; the bytes are then {@link #array()}{@code [0, size)}. */
    public int finish() {
        placeRun();
        if (groupCount > 0) {
            Arrays.fill(group, groupCount, 8, 0);
            groupCount = 8;
            emitGroup();
        }
        endPackedRun();
        return size;
    }

    /** The output buffer; valid after {@link #finish()} up to the size it returned. */
    public byte[] array() {
        return out;
    }

    @Override
    public void reset() {
        size = 0;
        runLength = 0;
        groupCount = 0;
        packedHeaderPos = -1;
        packedGroups = 0;
    }

    /** Places the pending repeats of {@link #runValue}: topping up the open group, then RLE or more packing. */
    private void placeRun() {
        int r = runLength;
        if (r == 0) {
            return;
        }
        runLength = 0;
        int v = runValue;
        if (groupCount > 0) {
            int fill = Math.min(r, 8 - groupCount);
            Arrays.fill(group, groupCount, groupCount + fill, v);
            groupCount += fill;
            r -= fill;
            if (groupCount == 8) {
                emitGroup();
            }
        }
        if (r >= minRleRun) {
            endPackedRun();
            writeRle(v, r);
            return;
        }
        // here the open group is empty: whole groups of v, then the rest stays open
        while (r >= 8) {
            Arrays.fill(group, v);
            groupCount = 8;
            emitGroup();
            r -= 8;
        }
        if (r > 0) {
            Arrays.fill(group, 0, r, v);
            groupCount = r;
        }
    }

    private void emitGroup() {
        ensure(1 + bitWidth);
        if (packedHeaderPos < 0) {
            packedHeaderPos = size++;
            packedGroups = 0;
        }
        BitPacking.pack(group, 0, out, size, 1, bitWidth);
        size += bitWidth;
        groupCount = 0;
        if (++packedGroups == MAX_GROUPS_PER_RUN) {
            endPackedRun();
        }
    }

    private void endPackedRun() {
        if (packedHeaderPos >= 0) {
            out[packedHeaderPos] = (byte) ((packedGroups << 1) | 1);
            packedHeaderPos = -1;
            packedGroups = 0;
        }
    }

    private void writeRle(int v, int count) {
        ensure(5 + valueBytes);
        long header = (long) count << 1;
        while ((header & ~0x7FL) != 0) {
            out[size++] = (byte) ((header & 0x7F) | 0x80);
            header >>>= 7;
        }
        out[size++] = (byte) header;
        for (int i = 0; i < valueBytes; i++) {
            out[size++] = (byte) (v >>> (8 * i));
        }
    }

    private void ensure(int extra) {
        if (size + extra > out.length) {
            long grown = Math.max((long) size + extra, (long) out.length * 2);
            if (grown > Integer.MAX_VALUE - 16) {
                throw new ParquetException("RLE/bit-packed output would exceed 2 GiB");
            }
            out = Arrays.copyOf(out, (int) grown);
        }
    }
}
