package io.parquetry.encoding;

import io.parquetry.bytes.ByteOrderAccess;
import java.util.Arrays;

/**
 * Packs and unpacks groups of 32 values at a bit width of 0..64, least significant bit first, as
 * the miniblocks of DELTA_BINARY_PACKED store them. A group of 32 values at width {@code w}
 * always takes exactly {@code 4 * w} bytes.
 *
 * <p>Kept separate from the RLE/bit-packing hybrid code on purpose: the delta encodings need
 * widths up to 64 and {@code long} output.
 */
final class DeltaBitPacking {
    /** Bytes read past a group's end by the word-at-a-time unpacker (one long plus one byte). */
    static final int SLACK = 9;

    /** Size a scratch array needs to hold one group of the widest width plus the read slack. */
    static final int SCRATCH_SIZE = 4 * 64 + 16;

    private DeltaBitPacking() {}

    /**
     * Unpacks 32 values of {@code width} bits from {@code in[pos .. pos + 4*width)} into
     * {@code out[0..32)}. Reads up to {@link #SLACK} bytes beyond the group; when those are not
     * inside {@code in[.. limit)}, the group is first copied into {@code scratch} (of
     * {@link #SCRATCH_SIZE} bytes). The caller has checked that the group itself is in bounds.
     */
    static void unpack32(byte[] in, int pos, int limit, int width, long[] out, byte[] scratch) {
        if (width == 0) {
            Arrays.fill(out, 0, 32, 0L);
            return;
        }
        int bytes = 4 * width;
        if (limit - pos < bytes + SLACK) {
            System.arraycopy(in, pos, scratch, 0, bytes);
            Arrays.fill(scratch, bytes, bytes + SLACK, (byte) 0);
            in = scratch;
            pos = 0;
        }
        switch (width) {
            case 8 -> {
                for (int i = 0; i < 32; i++) {
                    out[i] = in[pos + i] & 0xFFL;
                }
            }
            case 16 -> {
                for (int i = 0; i < 32; i++) {
                    out[i] = ByteOrderAccess.getUnsignedShort(in, pos + 2 * i);
                }
            }
            case 32 -> {
                for (int i = 0; i < 32; i++) {
                    out[i] = ByteOrderAccess.getInt(in, pos + 4 * i) & 0xFFFFFFFFL;
                }
            }
            case 64 -> {
                for (int i = 0; i < 32; i++) {
                    out[i] = ByteOrderAccess.getLong(in, pos + 8 * i);
                }
            }
            default -> {
                long mask = (1L << width) - 1;
                if (width <= 57) {
                    // shift (0..7) + width fits in the 64 bits of one unaligned little-endian read
                    for (int i = 0, bit = 0; i < 32; i++, bit += width) {
                        out[i] = (ByteOrderAccess.getLong(in, pos + (bit >>> 3)) >>> (bit & 7)) & mask;
                    }
                } else {
                    for (int i = 0, bit = 0; i < 32; i++, bit += width) {
                        int b = pos + (bit >>> 3);
                        int shift = bit & 7;
                        long v = ByteOrderAccess.getLong(in, b) >>> shift;
                        if (shift + width > 64) {
                            v |= (in[b + 8] & 0xFFL) << (64 - shift);
                        }
                        out[i] = v & mask;
                    }
                }
            }
        }
    }

    /**
     * Packs the low {@code width} bits of {@code values[0..32)} into {@code dst[0 .. 4*width)}
     * ({@code dst} has {@link #SCRATCH_SIZE} bytes; higher bits of the values must be zero).
     */
    static void pack32(long[] values, int width, byte[] dst) {
        int bytes = 4 * width;
        Arrays.fill(dst, 0, bytes + SLACK, (byte) 0);
        if (width == 0) {
            return;
        }
        if (width == 64) {
            for (int i = 0; i < 32; i++) {
                ByteOrderAccess.putLong(dst, 8 * i, values[i]);
            }
            return;
        }
        for (int i = 0, bit = 0; i < 32; i++, bit += width) {
            int b = bit >>> 3;
            int shift = bit & 7;
            long v = values[i];
            ByteOrderAccess.putLong(dst, b, ByteOrderAccess.getLong(dst, b) | (v << shift));
            if (shift + width > 64) {
                dst[b + 8] |= (byte) (v >>> (64 - shift));
            }
        }
    }

    /** Bits needed to store {@code v} as an unsigned number (0 for 0). */
    static int bitWidth(long v) {
        return 64 - Long.numberOfLeadingZeros(v);
    }
}
