package io.parquetry.column;

import io.parquetry.format.Statistics;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.SortOrder;

/**
 * The statistics of a column chunk built value by value, by the writer's own rules (its sort
 * order, no float bounds when a NaN was seen, nan_count for floats): for chunks whose values are
 * read back rather than written, as recovery does. Not thread-safe.
 */
public final class ChunkStatistics {
    private final StatisticsAccumulator values;
    private final boolean[] booleans = new boolean[1];
    private final int[] ints = new int[1];
    private final long[] longs = new long[1];
    private final float[] floats = new float[1];
    private final double[] doubles = new double[1];

    /** Empty statistics of {@code column}'s chunk. */
    public ChunkStatistics(ColumnDescriptor column) {
        this.values = new StatisticsAccumulator(column.physicalType(), SortOrder.of(column.type()));
    }

    /** Counts an entry without a value (a null, or an empty or null list above the column). */
    public void addNull() {
        values.addNulls(1);
    }

    public void addBoolean(boolean v) {
        booleans[0] = v;
        values.addBooleans(booleans, 1);
    }

    public void addInt(int v) {
        ints[0] = v;
        values.addInts(ints, 1);
    }

    public void addLong(long v) {
        longs[0] = v;
        values.addLongs(longs, 1);
    }

    public void addFloat(float v) {
        floats[0] = v;
        values.addFloats(floats, 1);
    }

    public void addDouble(double v) {
        doubles[0] = v;
        values.addDoubles(doubles, 1);
    }

    /** Adds a BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY or INT96 value. */
    public void addBinary(byte[] v) {
        values.addBinary(v);
    }

    /** {@return the statistics as the writer puts them in the chunk's metadata} */
    public Statistics toFormat() {
        return values.toFormat();
    }
}
