package io.parquetry.spi;

/**
 * The arrays a generated mapper's {@link RecordMapper#readRun} takes a run of records' values
 * into: one per column (and one of null flags per optional column), made on first use and
 * {@link #MAX_RUN} long, then reused for every run. Belongs to one reader: not thread-safe.
 */
public final class RunBuffers {
    /** The most records one run reads: enough to amortise the per-column calls, few enough to stay in cache. */
    public static final int MAX_RUN = 256;

    private final Object[] values;
    private final boolean[][] nulls;

    /**
     * Buffers for a record of {@code columns} leaf columns.
     *
     * @param columns the number of leaf columns
     */
    public RunBuffers(int columns) {
        this.values = new Object[columns];
        this.nulls = new boolean[columns][];
    }

    /**
     * {@return the null flags of column {@code column}}
     *
     * @param column the column's index
     */
    public boolean[] nulls(int column) {
        boolean[] a = nulls[column];
        if (a == null) {
            a = new boolean[MAX_RUN];
            nulls[column] = a;
        }
        return a;
    }

    /**
     * {@return the BOOLEAN values of column {@code column}}
     *
     * @param column the column's index
     */
    public boolean[] booleans(int column) {
        return values[column] instanceof boolean[] a ? a : keep(column, new boolean[MAX_RUN]);
    }

    /**
     * {@return the INT32 values of column {@code column}}
     *
     * @param column the column's index
     */
    public int[] ints(int column) {
        return values[column] instanceof int[] a ? a : keep(column, new int[MAX_RUN]);
    }

    /**
     * {@return the INT64 values of column {@code column}}
     *
     * @param column the column's index
     */
    public long[] longs(int column) {
        return values[column] instanceof long[] a ? a : keep(column, new long[MAX_RUN]);
    }

    /**
     * {@return the FLOAT values of column {@code column}}
     *
     * @param column the column's index
     */
    public float[] floats(int column) {
        return values[column] instanceof float[] a ? a : keep(column, new float[MAX_RUN]);
    }

    /**
     * {@return the DOUBLE values of column {@code column}}
     *
     * @param column the column's index
     */
    public double[] doubles(int column) {
        return values[column] instanceof double[] a ? a : keep(column, new double[MAX_RUN]);
    }

    /**
     * {@return the binary values of column {@code column}}
     *
     * @param column the column's index
     */
    public byte[][] binaries(int column) {
        return values[column] instanceof byte[][] a ? a : keep(column, new byte[MAX_RUN][]);
    }

    /**
     * {@return the string values of column {@code column}}
     *
     * @param column the column's index
     */
    public String[] strings(int column) {
        return values[column] instanceof String[] a ? a : keep(column, new String[MAX_RUN]);
    }

    private <A> A keep(int column, A array) {
        values[column] = array;
        return array;
    }
}
