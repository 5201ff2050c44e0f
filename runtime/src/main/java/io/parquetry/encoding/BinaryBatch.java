package io.parquetry.encoding;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A batch of variable-length binary values stored back to back in one array: value {@code i}
 * is {@code data()[offset(i) .. offset(i + 1))}. Decoders append to it; readers reuse it across
 * pages via {@link #clear()}, so decoding a page of strings allocates nothing per value.
 */
public final class BinaryBatch {
    private byte[] data = new byte[1024];
    private int[] offsets = new int[65];
    private int count;

    /** Empties the batch, keeping its arrays. */
    public void clear() {
        count = 0;
        offsets[0] = 0;
    }

    public int count() {
        return count;
    }

    public byte[] data() {
        return data;
    }

    public int offset(int i) {
        return offsets[i];
    }

    public int length(int i) {
        return offsets[i + 1] - offsets[i];
    }

    /** Appends one value copied from {@code src[off .. off+len)}. */
    public void add(byte[] src, int off, int len) {
        int start = reserve(len);
        System.arraycopy(src, off, data, start, len);
    }

    /**
     * Reserves {@code len} bytes for one new value and returns where in {@link #data()} to write
     * them (the caller fills them before the next call that may grow the batch).
     */
    public int reserve(int len) {
        if (count + 2 > offsets.length) {
            offsets = Arrays.copyOf(offsets, offsets.length * 2);
        }
        int start = offsets[count];
        long end = (long) start + len;
        if (end > data.length) {
            if (end > Integer.MAX_VALUE - 16) {
                throw new io.parquetry.base.ParquetException("binary batch would exceed 2 GiB");
            }
            data = Arrays.copyOf(data, (int) Math.max(end, Math.min((long) data.length * 2, Integer.MAX_VALUE - 16)));
        }
        offsets[++count] = (int) end;
        return start;
    }

    /** Value {@code i} as a fresh array. */
    public byte[] get(int i) {
        return Arrays.copyOfRange(data, offsets[i], offsets[i + 1]);
    }

    /** Value {@code i} decoded as UTF-8. */
    public String getString(int i) {
        return new String(data, offsets[i], offsets[i + 1] - offsets[i], StandardCharsets.UTF_8);
    }
}
