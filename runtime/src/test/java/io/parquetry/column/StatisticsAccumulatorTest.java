package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.parquetry.base.Type;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.format.Statistics;
import io.parquetry.schema.SortOrder;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Batched min/max/NaN accumulation against a value-by-value reference: values arrive in several
 * batches (bounds carry across them), NaN is counted and never a bound, -0.0 sorts below +0.0,
 * unsigned INT64 compares unsigned, and a chunk's statistics are the merge of its pages'.
 */
class StatisticsAccumulatorTest {
    private static final double[] SPECIAL = {Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY,
            Double.POSITIVE_INFINITY, Double.MIN_VALUE, -Double.MAX_VALUE, Double.longBitsToDouble(0x7ff8000000000123L)};

    @Test
    void doublesMatchAValueByValueReference() {
        Random rnd = new Random(7);
        for (int round = 0; round < 200; round++) {
            int n = rnd.nextInt(40);
            double[] all = new double[n];
            for (int i = 0; i < n; i++) {
                all[i] = rnd.nextInt(3) == 0 ? SPECIAL[rnd.nextInt(SPECIAL.length)] : rnd.nextGaussian() * 1e3;
            }
            StatisticsAccumulator acc = new StatisticsAccumulator(Type.DOUBLE, SortOrder.SIGNED);
            // in batches of random sizes: bounds must carry from one batch to the next
            for (int from = 0; from < n; ) {
                int len = 1 + rnd.nextInt(n - from);
                acc.addDoubles(Arrays.copyOfRange(all, from, from + len), len);
                from += len;
            }
            Statistics s = acc.toFormat();
            long nans = Arrays.stream(all).filter(Double::isNaN).count();
            assertEquals(nans, s.nanCount(), "round " + round);
            double[] values = Arrays.stream(all).filter(d -> !Double.isNaN(d)).toArray();
            if (nans > 0) {
                // bounds without the NaN would let engines that ignore nan_count skip matching rows
                assertNull(s.minValue(), "NaN present: no min, round " + round);
                assertNull(s.maxValue(), "NaN present: no max, round " + round);
                continue;
            }
            if (values.length == 0) {
                continue;
            }
            // Double.compare orders -0.0 below +0.0, which is the spec's order for bounds
            double min = Arrays.stream(values).boxed().min(Double::compare).orElseThrow();
            double max = Arrays.stream(values).boxed().max(Double::compare).orElseThrow();
            // bounds are written with a zero min as -0.0 and a zero max as +0.0 (the spec's advice)
            assertEquals(Double.doubleToRawLongBits(min == 0 ? -0.0 : min), ByteOrderAccess.getLong(s.minValue(), 0),
                    "min, round " + round);
            assertEquals(Double.doubleToRawLongBits(max == 0 ? 0.0 : max), ByteOrderAccess.getLong(s.maxValue(), 0),
                    "max, round " + round);
        }
    }

    @Test
    void longsSignedAndUnsigned() {
        long[] v = {5, -3, Long.MIN_VALUE, 17, Long.MAX_VALUE, -1, 0};
        StatisticsAccumulator signed = new StatisticsAccumulator(Type.INT64, SortOrder.SIGNED);
        signed.addLongs(v, 3);
        signed.addLongs(Arrays.copyOfRange(v, 3, 7), 4);
        assertArrayEquals(le(Long.MIN_VALUE), signed.minBytes());
        assertArrayEquals(le(Long.MAX_VALUE), signed.maxBytes());

        StatisticsAccumulator unsigned = new StatisticsAccumulator(Type.INT64, SortOrder.UNSIGNED);
        unsigned.addLongs(v, 2); // 5 and 2^64-3
        assertArrayEquals(le(5), unsigned.minBytes());
        assertArrayEquals(le(-3), unsigned.maxBytes());
        unsigned.addLongs(Arrays.copyOfRange(v, 2, 7), 5);
        assertArrayEquals(le(0), unsigned.minBytes());
        assertArrayEquals(le(-1), unsigned.maxBytes(), "2^64-1 is the largest unsigned value");

        StatisticsAccumulator empty = new StatisticsAccumulator(Type.INT64, SortOrder.SIGNED);
        empty.addLongs(v, 0);
        assertEquals(false, empty.hasMinMax());
    }

    @Test
    void chunkStatisticsAreTheMergeOfPageStatistics() {
        Random rnd = new Random(11);
        StatisticsAccumulator chunk = new StatisticsAccumulator(Type.DOUBLE, SortOrder.SIGNED);
        StatisticsAccumulator whole = new StatisticsAccumulator(Type.DOUBLE, SortOrder.SIGNED);
        for (int page = 0; page < 20; page++) {
            double[] values = new double[50];
            for (int i = 0; i < values.length; i++) {
                values[i] = rnd.nextInt(10) == 0 ? Double.NaN : rnd.nextDouble() - 0.5;
            }
            StatisticsAccumulator p = new StatisticsAccumulator(Type.DOUBLE, SortOrder.SIGNED);
            p.addDoubles(values, values.length);
            p.addNulls(page);
            chunk.merge(p);
            whole.addDoubles(values, values.length);
            whole.addNulls(page);
        }
        Statistics merged = chunk.toFormat();
        Statistics direct = whole.toFormat();
        assertArrayEquals(direct.minValue(), merged.minValue());
        assertArrayEquals(direct.maxValue(), merged.maxValue());
        assertEquals(direct.nanCount(), merged.nanCount());
        assertEquals(190L, merged.nullCount());
    }

    private static byte[] le(long v) {
        byte[] b = new byte[8];
        ByteOrderAccess.putLong(b, 0, v);
        return b;
    }
}
