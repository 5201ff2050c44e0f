package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import java.util.Arrays;

/**
 * Decodes the RLE/bit-packing hybrid encoding (without its optional 4-byte length prefix) at a
 * fixed bit width of 0..32: definition and repetition levels, dictionary indices and RLE
 * booleans.
 *
 * <p>Decoding works a run at a time: an RLE run becomes one {@link Arrays#fill}, a bit-packed
 * run is unpacked 8 values per step straight into the caller's array by
 * {@link BitPacking#unpack} ({@link #readBytes}: into bytes, for levels); only a partial group at a batch boundary goes through an 8-value
 * scratch buffer. Nothing is allocated per page or per run.
 *
 * <p>Input is checked before use: a run header or RLE value cut short, an RLE value wider than
 * the bit width, a bit-packed run that needs more bytes than remain, or data that ends before
 * {@code valueCount} values are decoded are {@link ParquetException}s. A final bit-packed run
 * whose last group is cut short is accepted as long as it holds every value still expected.
 *
 * <p>Bit width 0 means every value is 0; the data is then not read at all (writers disagree on
 * whether they write runs for it).
 */
public final class RleBitPackedHybridDecoder implements ValuesDecoder {
    private final int bitWidth;
    private final int valueBytes;

    private byte[] buf;
    private int start;
    private int pos;
    private int end;
    private int valueCount;
    /** Values handed out (read or skipped) so far. */
    private int done;

    private int rleRemaining;
    private int rleValue;
    /** Values of the current bit-packed run not yet unpacked (a multiple of 8, padding included). */
    private int packedRemaining;
    /** One unpacked group, for batches that end inside a group; valid from groupPos to 8. */
    private final int[] group = new int[8];
    private int groupPos = 8;

    /** A decoder for values of {@code bitWidth} bits (0..32). */
    public RleBitPackedHybridDecoder(int bitWidth) {
        if (bitWidth < 0 || bitWidth > 32) {
            throw new ParquetException("RLE/bit-packed bit width " + bitWidth + " outside 0..32");
        }
        this.bitWidth = bitWidth;
        this.valueBytes = (bitWidth + 7) >>> 3;
        this.buf = new byte[0];
    }

    public int bitWidth() {
        return bitWidth;
    }

    @Override
    public void init(byte[] buf, int off, int len, int valueCount) {
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new ParquetException("RLE/bit-packed data range [" + off + ", +" + len + ") outside a buffer of " + buf.length + " bytes");
        }
        if (valueCount < 0) {
            throw new ParquetException("negative RLE/bit-packed value count " + valueCount);
        }
        this.buf = buf;
        this.start = off;
        this.pos = off;
        this.end = off + len;
        this.valueCount = valueCount;
        this.done = 0;
        this.rleRemaining = 0;
        this.packedRemaining = 0;
        this.groupPos = 8;
    }

    /** Values not yet read or skipped. */
    public int remaining() {
        return valueCount - done;
    }

    @Override
    public void readInts(int[] dst, int off, int n) {
        if (off < 0 || n < 0 || off > dst.length - n) {
            throw new IndexOutOfBoundsException("range [" + off + ", +" + n + ") of an array of " + dst.length);
        }
        decode(dst, null, off, n);
    }

    /**
     * Reads {@code n} values into {@code dst[off ..]} as bytes, for bit widths 0..7 (levels):
     * RLE runs are filled and bit-packed groups unpacked straight into the bytes, with the same
     * checks as {@link #readInts}.
     *
     * @throws IllegalStateException when the bit width is above 7
     */
    public void readBytes(byte[] dst, int off, int n) {
        if (bitWidth > LevelUnpacking.MAX_WIDTH) {
            throw new IllegalStateException("bit width " + bitWidth + " does not fit byte values");
        }
        if (off < 0 || n < 0 || off > dst.length - n) {
            throw new IndexOutOfBoundsException("range [" + off + ", +" + n + ") of an array of " + dst.length);
        }
        decode(null, dst, off, n);
    }

    @Override
    public void skip(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip " + n);
        }
        decode(null, null, 0, n);
    }

    /**
     * Decodes {@code n} values into {@code ints[off ..]} or {@code bytes[off ..]} (whichever is not
     * null), or skips them when both are null.
     */
    private void decode(int[] ints, byte[] bytes, int off, int n) {
        if (n > valueCount - done) {
            throw new ParquetException("cannot read " + n + " RLE/bit-packed values: only " + (valueCount - done)
                    + " of " + valueCount + " remain");
        }
        if (bitWidth == 0) {
            if (ints != null) {
                Arrays.fill(ints, off, off + n, 0);
            } else if (bytes != null) {
                Arrays.fill(bytes, off, off + n, (byte) 0);
            }
            done += n;
            return;
        }
        int o = off;
        int left = n;
        while (left > 0) {
            if (rleRemaining > 0) {
                int k = Math.min(left, rleRemaining);
                if (ints != null) {
                    Arrays.fill(ints, o, o + k, rleValue);
                } else if (bytes != null) {
                    Arrays.fill(bytes, o, o + k, (byte) rleValue);
                }
                rleRemaining -= k;
                o += k;
                left -= k;
            } else if (groupPos < 8) {
                int k = Math.min(left, 8 - groupPos);
                if (ints != null) {
                    System.arraycopy(group, groupPos, ints, o, k);
                } else if (bytes != null) {
                    for (int i = 0; i < k; i++) {
                        bytes[o + i] = (byte) group[groupPos + i];
                    }
                }
                groupPos += k;
                o += k;
                left -= k;
            } else if (packedRemaining > 0) {
                int groups = Math.min(Math.min(left, packedRemaining) >>> 3, (end - pos) / bitWidth);
                if (groups > 0) {
                    if (ints != null) {
                        BitPacking.unpack(buf, pos, ints, o, groups, bitWidth);
                    } else if (bytes != null) {
                        BitPacking.unpackBytes(buf, pos, bytes, o, groups, bitWidth);
                    }
                    int k = groups << 3;
                    pos += groups * bitWidth;
                    packedRemaining -= k;
                    o += k;
                    left -= k;
                } else {
                    unpackGroup(done + (n - left));
                }
            } else {
                nextRun(done + (n - left));
            }
        }
        done += n;
    }

    /** Unpacks the next group of the current bit-packed run into {@link #group}. */
    private void unpackGroup(int decoded) {
        int avail = end - pos;
        if (avail >= bitWidth) {
            BitPacking.unpack(buf, pos, group, 0, 1, bitWidth);
            pos += bitWidth;
        } else {
            // the last group of the data is cut short: fine if the values still expected are there
            int needed = Math.min(8, valueCount - decoded);
            if ((long) avail * 8 < (long) needed * bitWidth) {
                throw endsEarly(decoded);
            }
            byte[] padded = new byte[32]; // rare: only the very last group of malformed-but-readable data
            System.arraycopy(buf, pos, padded, 0, avail);
            BitPacking.unpack(padded, 0, group, 0, 1, bitWidth);
            pos = end;
        }
        packedRemaining -= 8;
        groupPos = 0;
    }

    private void nextRun(int decoded) {
        if (pos >= end) {
            throw endsEarly(decoded);
        }
        int headerAt = pos;
        long header = readUnsignedVarInt(decoded);
        long count = header >>> 1;
        if ((header & 1) == 0) {
            if (end - pos < valueBytes) {
                throw new ParquetException("RLE/bit-packed data ends inside the value of an RLE run at offset "
                        + (pos - start) + ", after " + decoded + " of " + valueCount + " values");
            }
            int v = 0;
            for (int i = 0; i < valueBytes; i++) {
                v |= (buf[pos + i] & 0xFF) << (8 * i);
            }
            if (bitWidth < 32 && (v >>> bitWidth) != 0) {
                throw new ParquetException("RLE run value " + Integer.toUnsignedString(v) + " at offset " + (pos - start)
                        + " does not fit in bit width " + bitWidth);
            }
            pos += valueBytes;
            if (count > Integer.MAX_VALUE) {
                throw new ParquetException("RLE run length " + count + " at offset " + (headerAt - start) + " exceeds 2^31-1");
            }
            rleValue = v;
            rleRemaining = (int) count;
        } else {
            long values = count * 8;
            if (values > Integer.MAX_VALUE) {
                throw new ParquetException("bit-packed run of " + count + " groups at offset " + (headerAt - start)
                        + " exceeds 2^31-1 values");
            }
            // only the values still expected must be present; the rest of the run may be cut off
            long needed = Math.min(values, valueCount - decoded);
            long neededBytes = BitPacking.bytesFor(needed, bitWidth);
            if (neededBytes > end - pos) {
                throw new ParquetException("bit-packed run at offset " + (headerAt - start) + " needs " + neededBytes
                        + " bytes for " + needed + " values but only " + (end - pos) + " remain; RLE/bit-packed data ends after "
                        + decoded + " of " + valueCount + " values");
            }
            packedRemaining = (int) values;
        }
    }

    private long readUnsignedVarInt(int decoded) {
        long v = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (pos >= end) {
                throw new ParquetException("RLE/bit-packed run header cut short at offset " + (pos - start)
                        + ", after " + decoded + " of " + valueCount + " values");
            }
            int b = buf[pos++];
            v |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return v;
            }
        }
        throw new ParquetException("RLE/bit-packed run header longer than 5 bytes at offset " + (pos - start));
    }

    private ParquetException endsEarly(int decoded) {
        return new ParquetException("RLE/bit-packed data ends after " + decoded + " of " + valueCount + " values");
    }
}
