package io.parquetry.format;

import java.lang.ref.SoftReference;
import java.util.AbstractList;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The row groups of a footer kept as their encoded bytes, each decoded when asked for: a large
 * footer then costs about its own size in memory, not the several times that its records take.
 * Every row group was decoded once when the footer was read (so decoding it again cannot fail);
 * a decoded one is kept softly, so repeated access is cheap until memory runs short. Read-only
 * and thread-safe (two threads may both decode a row group; they get equal records).
 */
public final class LazyRowGroups extends AbstractList<RowGroup> implements RandomAccess {
    private final byte[] footer;
    private final int[] starts;
    private final long[] numRows;
    private final ThriftLimits limits;
    private final AtomicReferenceArray<SoftReference<RowGroup>> decoded;

    /**
     * Row group {@code i} is {@code footer[starts[i], starts[i + 1])}, of {@code numRows[i]} rows;
     * the arrays may be longer than the row groups' count, which is {@code count}.
     */
    LazyRowGroups(byte[] footer, int[] starts, long[] numRows, ThriftLimits limits, int count) {
        this.footer = footer;
        this.starts = starts;
        this.numRows = numRows;
        this.limits = limits;
        this.decoded = new AtomicReferenceArray<>(count);
    }

    @Override
    public RowGroup get(int index) {
        SoftReference<RowGroup> ref = decoded.get(java.util.Objects.checkIndex(index, size()));
        RowGroup g = ref == null ? null : ref.get();
        if (g == null) {
            g = new ThriftReader(footer, starts[index], starts[index + 1] - starts[index], limits).readRowGroup();
            decoded.set(index, new SoftReference<>(g));
        }
        return g;
    }

    @Override
    public int size() {
        return decoded.length();
    }

    /** The rows of row group {@code index}, without decoding it. */
    public long numRows(int index) {
        return numRows[java.util.Objects.checkIndex(index, size())];
    }
}
