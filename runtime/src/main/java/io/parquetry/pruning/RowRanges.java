package io.parquetry.pruning;

import java.util.Arrays;

/**
 * A sorted set of disjoint, non-adjacent half-open row ranges {@code [start, end)} (row numbers
 * within a row group or a file). Immutable.
 */
public final class RowRanges {
    private static final RowRanges EMPTY = new RowRanges(new long[0]);
    /** start0, end0, start1, end1, ... strictly increasing, each range non-empty. */
    private final long[] bounds;

    private RowRanges(long[] bounds) {
        this.bounds = bounds;
    }

    /** No rows. */
    public static RowRanges empty() {
        return EMPTY;
    }

    /** Rows {@code [start, end)}; empty when {@code end <= start}. */
    public static RowRanges of(long start, long end) {
        return end <= start ? EMPTY : new RowRanges(new long[] {start, end});
    }

    /** The union of ranges given as start/end pairs in increasing start order (they may touch or overlap). */
    static RowRanges ofSorted(long[] pairs, int count) {
        long[] out = new long[count * 2];
        int n = 0;
        for (int i = 0; i < count; i++) {
            long s = pairs[2 * i];
            long e = pairs[2 * i + 1];
            if (e <= s) {
                continue;
            }
            if (n > 0 && s <= out[n - 1]) {
                out[n - 1] = Math.max(out[n - 1], e);
            } else {
                out[n++] = s;
                out[n++] = e;
            }
        }
        return n == 0 ? EMPTY : new RowRanges(Arrays.copyOf(out, n));
    }

    /** Number of ranges. */
    public int size() {
        return bounds.length / 2;
    }

    public boolean isEmpty() {
        return bounds.length == 0;
    }

    public long start(int i) {
        return bounds[2 * i];
    }

    /** Exclusive end of range {@code i}. */
    public long end(int i) {
        return bounds[2 * i + 1];
    }

    /** Number of rows in all ranges. */
    public long rowCount() {
        long n = 0;
        for (int i = 0; i < bounds.length; i += 2) {
            n += bounds[i + 1] - bounds[i];
        }
        return n;
    }

    /** Whether some range overlaps {@code [start, end)}. */
    public boolean overlaps(long start, long end) {
        // first range whose end is after start
        int lo = 0;
        int hi = size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (end(mid) <= start) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo < size() && start(lo) < end && start < end;
    }

    public RowRanges union(RowRanges other) {
        long[] merged = new long[bounds.length + other.bounds.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < bounds.length || j < other.bounds.length) {
            boolean mine = j >= other.bounds.length || (i < bounds.length && bounds[i] <= other.bounds[j]);
            long[] src = mine ? bounds : other.bounds;
            int k = mine ? i : j;
            merged[n++] = src[k];
            merged[n++] = src[k + 1];
            if (mine) {
                i += 2;
            } else {
                j += 2;
            }
        }
        return ofSorted(merged, n / 2);
    }

    public RowRanges intersect(RowRanges other) {
        long[] out = new long[bounds.length + other.bounds.length];
        int n = 0;
        int i = 0;
        int j = 0;
        while (i < bounds.length && j < other.bounds.length) {
            long s = Math.max(bounds[i], other.bounds[j]);
            long e = Math.min(bounds[i + 1], other.bounds[j + 1]);
            if (s < e) {
                out[n++] = s;
                out[n++] = e;
            }
            if (bounds[i + 1] < other.bounds[j + 1]) {
                i += 2;
            } else {
                j += 2;
            }
        }
        return ofSorted(out, n / 2);
    }

    /** These ranges moved by {@code delta} rows. */
    public RowRanges shift(long delta) {
        long[] out = bounds.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] += delta;
        }
        return new RowRanges(out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RowRanges r && Arrays.equals(bounds, r.bounds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bounds);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < bounds.length; i += 2) {
            b.append(i == 0 ? "" : ", ").append('[').append(bounds[i]).append(", ").append(bounds[i + 1]).append(')');
        }
        return b.append(']').toString();
    }
}
