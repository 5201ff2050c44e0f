package io.parquetry.column;

import io.parquetry.base.Type;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.format.Statistics;
import io.parquetry.schema.SortOrder;

/**
 * Min, max and null count of the values of a page or a column chunk, compared in the column's
 * {@link SortOrder}. Values are added in typed batches; NaN never becomes a float min or max.
 */
final class StatisticsAccumulator {
    private final Type type;
    private final SortOrder order;
    private final boolean signedDecimalBinary;
    private long nullCount;
    private long nanCount;
    private boolean hasMinMax;
    private long minLong;
    private long maxLong;
    private double minDouble;
    private double maxDouble;
    private Object minBinary;
    private Object maxBinary;

    StatisticsAccumulator(Type type, SortOrder order) {
        this.type = type;
        this.order = order;
        this.signedDecimalBinary = order == SortOrder.SIGNED
                && (type == Type.BYTE_ARRAY || type == Type.FIXED_LEN_BYTE_ARRAY);
    }

    void reset() {
        nullCount = 0;
        nanCount = 0;
        hasMinMax = false;
        minBinary = maxBinary = null;
    }

    long nullCount() {
        return nullCount;
    }

    void addNulls(long n) {
        nullCount += n;
    }

    void addBooleans(boolean[] v, int n) {
        for (int i = 0; i < n; i++) {
            acceptLong(v[i] ? 1 : 0);
        }
    }

    void addInts(int[] v, int n) {
        if (order == SortOrder.UNDEFINED || n == 0) {
            return;
        }
        boolean unsigned = order == SortOrder.UNSIGNED;
        long min = hasMinMax ? minLong : Long.MAX_VALUE;
        long max = hasMinMax ? maxLong : Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            long x = unsigned ? Integer.toUnsignedLong(v[i]) : v[i];
            if (x < min) {
                min = x;
            }
            if (x > max) {
                max = x;
            }
        }
        minLong = min;
        maxLong = max;
        hasMinMax = true;
    }

    void addLongs(long[] v, int n) {
        if (order == SortOrder.UNDEFINED) {
            return;
        }
        if (n == 0) {
            return;
        }
        // unsigned values compare as signed after flipping the sign bit; bounds are kept in
        // locals for the loop (the JIT cannot keep fields in registers across iterations)
        long flip = order == SortOrder.UNSIGNED ? Long.MIN_VALUE : 0;
        long min = hasMinMax ? minLong : Long.MAX_VALUE;
        long max = hasMinMax ? maxLong : Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            long x = v[i] ^ flip;
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        minLong = min;
        maxLong = max;
        hasMinMax = true;
    }

    private void acceptLong(long x) {
        if (!hasMinMax) {
            minLong = maxLong = x;
            hasMinMax = true;
        } else if (x < minLong) {
            minLong = x;
        } else if (x > maxLong) {
            maxLong = x;
        }
    }

    void addFloats(float[] v, int n) {
        for (int i = 0; i < n; i++) {
            acceptDouble(v[i]);
        }
    }

    void addDoubles(double[] v, int n) {
        // acceptDouble for each value, with the bounds in locals for the loop (the hot case)
        boolean has = hasMinMax;
        double min = minDouble;
        double max = maxDouble;
        long nans = nanCount;
        for (int i = 0; i < n; i++) {
            double x = v[i];
            if (x != x) {
                nans++;
            } else if (!has) {
                min = max = x;
                has = true;
            } else {
                min = lower(x, min);
                max = higher(x, max);
            }
        }
        hasMinMax = has;
        minDouble = min;
        maxDouble = max;
        nanCount = nans;
    }

    /** The lower of two non-NaN values: compare(-0.0, 0.0) < 0 keeps -0.0 as min, as the spec asks. */
    private static double lower(double x, double min) {
        return Double.compare(x, min) < 0 ? x : min;
    }

    /** The higher of two non-NaN values, +0.0 above -0.0. */
    private static double higher(double x, double max) {
        return Double.compare(x, max) > 0 ? x : max;
    }

    private void acceptDouble(double x) {
        if (Double.isNaN(x)) {
            nanCount++;
            return;
        }
        if (!hasMinMax) {
            minDouble = maxDouble = x;
            hasMinMax = true;
        } else {
            minDouble = lower(x, minDouble);
            maxDouble = higher(x, maxDouble);
        }
    }

    void addBinaries(Object[] v, int n) {
        if (order == SortOrder.UNDEFINED) {
            return;
        }
        for (int i = 0; i < n; i++) {
            acceptBinary(v[i]);
        }
    }

    void addBinary(Object x) {
        if (order != SortOrder.UNDEFINED) {
            acceptBinary(x);
        }
    }

    private void acceptBinary(Object x) {
        if (!hasMinMax) {
            minBinary = maxBinary = x;
            hasMinMax = true;
        } else {
            if (compareBinary(x, minBinary) < 0) {
                minBinary = x;
            }
            if (compareBinary(x, maxBinary) > 0) {
                maxBinary = x;
            }
        }
    }

    private int compareBinary(Object a, Object b) {
        return signedDecimalBinary
                ? io.parquetry.index.ValueOrder.compareSignedBigEndian(BinaryValues.bytes(a), BinaryValues.bytes(b))
                : BinaryValues.compareUnsigned(a, b);
    }

    void merge(StatisticsAccumulator other) {
        nullCount += other.nullCount;
        nanCount += other.nanCount;
        if (!other.hasMinMax) {
            return;
        }
        switch (type) {
            case FLOAT, DOUBLE -> {
                // bounds are never NaN, so merging them counts no NaN twice
                acceptDouble(other.minDouble);
                acceptDouble(other.maxDouble);
            }
            case BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY -> {
                acceptBinary(other.minBinary);
                acceptBinary(other.maxBinary);
            }
            default -> {
                acceptLong(other.minLong);
                acceptLong(other.maxLong);
            }
        }
    }

    boolean hasMinMax() {
        return hasMinMax;
    }

    byte[] minBytes() {
        return encode(true);
    }

    byte[] maxBytes() {
        return encode(false);
    }

    private byte[] encode(boolean min) {
        switch (type) {
            case BOOLEAN:
                return new byte[] {(byte) (min ? minLong : maxLong)};
            case INT32: {
                byte[] b = new byte[4];
                ByteOrderAccess.putInt(b, 0, (int) (min ? minLong : maxLong));
                return b;
            }
            case INT64: {
                long flip = order == SortOrder.UNSIGNED ? Long.MIN_VALUE : 0;
                byte[] b = new byte[8];
                ByteOrderAccess.putLong(b, 0, (min ? minLong : maxLong) ^ flip);
                return b;
            }
            case FLOAT: {
                float f = (float) (min ? minDouble : maxDouble);
                if (f == 0f) {
                    f = min ? -0.0f : 0.0f;
                }
                byte[] b = new byte[4];
                ByteOrderAccess.putInt(b, 0, Float.floatToRawIntBits(f));
                return b;
            }
            case DOUBLE: {
                double d = min ? minDouble : maxDouble;
                if (d == 0d) {
                    d = min ? -0.0d : 0.0d;
                }
                byte[] b = new byte[8];
                ByteOrderAccess.putLong(b, 0, Double.doubleToRawLongBits(d));
                return b;
            }
            default:
                return BinaryValues.bytes(min ? minBinary : maxBinary);
        }
    }

    /** NaN values added (FLOAT and DOUBLE columns; never part of min or max). */
    long nanCount() {
        return nanCount;
    }

    /**
     * The Thrift statistics: min_value/max_value (when defined and present), null_count, and
     * for FLOAT and DOUBLE columns nan_count (so readers can tell an all-NaN page from an empty one).
     *
     * <p>A page or chunk holding a NaN gets no min/max: Spark, DuckDB and parquet-java read the
     * bounds as bounds of every non-null value and ignore nan_count, so bounds without the NaN would
     * let them skip rows that match {@code f > x} or {@code f = NaN}. Without page bounds the
     * chunk also gets no column index (see PageIndexCollector).
     */
    Statistics toFormat() {
        boolean bounds = hasMinMax && nanCount == 0;
        byte[] min = bounds ? minBytes() : null;
        byte[] max = bounds ? maxBytes() : null;
        Boolean exact = bounds ? Boolean.TRUE : null;
        Long nans = (type == Type.FLOAT || type == Type.DOUBLE) && order != SortOrder.UNDEFINED ? nanCount : null;
        return new Statistics(null, null, nullCount, null, max, min, exact, exact, nans);
    }
}
