package io.parquetry.encoding;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A batch of variable-length binary values: value {@code i} is
 * {@code data()[offset(i) .. offset(i) + length(i))}. Decoders append to it; readers reuse it
 * across pages via {@link #clear()}, so decoding a page of strings allocates nothing per value.
 *
 * <p>A batch either owns its bytes (values copied in back to back) or, after {@link #borrow},
 * points into a caller's buffer: {@link #addSlice} of that buffer then records where a value
 * lies without copying it (a page's values are decoded in place). The caller keeps the buffer
 * unchanged while the batch is read.
 */
public final class BinaryBatch {
    private byte[] own = new byte[1024];
    /** The bytes the values lie in: {@link #own}, or the borrowed buffer. */
    private byte[] data = own;
    private byte[] borrowed;
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private int count;
    /** End of the owned bytes in use. */
    private int ownEnd;

    /** Empties the batch, keeping its arrays; it owns the bytes of values added from now on. */
    public void clear() {
        count = 0;
        ownEnd = 0;
        borrowed = null;
        data = own;
    }

    /**
     * Empties the batch; values {@link #addSlice added} from {@code buf} from now on stay in it,
     * uncopied, until the next {@link #clear} or {@code borrow}.
     */
    public void borrow(byte[] buf) {
        clear();
        borrowed = buf;
        data = buf;
    }

    /**
     * Makes room for {@code bytes} more owned bytes at once (allocated at exactly the size needed),
     * for a caller that knows the total before appending.
     */
    public void expectBytes(int bytes) {
        if (borrowed == null && (long) ownEnd + bytes > own.length) {
            own = Arrays.copyOf(own, ownEnd + bytes);
            data = own;
        }
    }

    public int count() {
        return count;
    }

    public byte[] data() {
        return data;
    }

    public int offset(int i) {
        return starts[i];
    }

    public int length(int i) {
        return ends[i] - starts[i];
    }

    /** Appends one value copied from {@code src[off .. off+len)}. */
    public void add(byte[] src, int off, int len) {
        int start = reserve(len);
        System.arraycopy(src, off, data, start, len);
    }

    /**
     * Appends value {@code src[off .. off+len)}: in place when the batch borrows {@code src},
     * else copied.
     */
    public void addSlice(byte[] src, int off, int len) {
        if (src != borrowed) {
            add(src, off, len);
            return;
        }
        slot();
        starts[count] = off;
        ends[count++] = off + len;
    }

    /**
     * Reserves {@code len} owned bytes for one new value and returns where in {@link #data()} to
     * write them (the caller fills them before the next call that may grow the batch).
     *
     * @throws IllegalStateException when values of a borrowed buffer were added since the last clear
     */
    public int reserve(int len) {
        if (borrowed != null) {
            if (count > 0) {
                throw new IllegalStateException("a batch of borrowed values cannot take owned ones");
            }
            clear();
        }
        slot();
        int start = ownEnd;
        long end = (long) start + len;
        if (end > own.length) {
            if (end > Integer.MAX_VALUE - 16) {
                throw new io.parquetry.base.ParquetException("binary batch would exceed 2 GiB");
            }
            // the total is unknown here (see expectBytes): grow geometrically
            own = Arrays.copyOf(own, (int) Math.max(end, Math.min((long) own.length * 2, Integer.MAX_VALUE - 16)));
            data = own;
        }
        starts[count] = start;
        ends[count++] = (int) end;
        ownEnd = (int) end;
        return start;
    }

    private void slot() {
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, count * 2);
            ends = Arrays.copyOf(ends, count * 2);
        }
    }

    /** Value {@code i} as a fresh array. */
    public byte[] get(int i) {
        return Arrays.copyOfRange(data, starts[i], ends[i]);
    }

    /** Value {@code i} decoded as UTF-8. */
    public String getString(int i) {
        return new String(data, starts[i], ends[i] - starts[i], StandardCharsets.UTF_8);
    }
}
