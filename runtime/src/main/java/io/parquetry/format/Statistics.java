package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code Statistics} of a page or column chunk. Every field is optional and {@code null}
 * when absent. Values are PLAIN-encoded without the length prefix of byte arrays.
 *
 * @param max deprecated signed-order maximum (field 1)
 * @param min deprecated signed-order minimum (field 2)
 * @param nullCount number of nulls (field 3); absent is not the same as zero
 * @param distinctCount number of distinct values (field 4)
 * @param maxValue upper bound in the column's order (field 5)
 * @param minValue lower bound in the column's order (field 6)
 * @param isMaxValueExact whether {@code maxValue} is the actual maximum (field 7)
 * @param isMinValueExact whether {@code minValue} is the actual minimum (field 8)
 * @param nanCount number of NaN values of floating point columns (field 9)
 */
public record Statistics(
        byte[] max,
        byte[] min,
        Long nullCount,
        Long distinctCount,
        byte[] maxValue,
        byte[] minValue,
        Boolean isMaxValueExact,
        Boolean isMinValueExact,
        Long nanCount) {

    /** Statistics with only the fields older writers knew (no {@code nan_count}). */
    public Statistics(byte[] max, byte[] min, Long nullCount, Long distinctCount, byte[] maxValue,
            byte[] minValue, Boolean isMaxValueExact, Boolean isMinValueExact) {
        this(max, min, nullCount, distinctCount, maxValue, minValue, isMaxValueExact, isMinValueExact, null);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Statistics s
                && Arrays.equals(max, s.max)
                && Arrays.equals(min, s.min)
                && Objects.equals(nullCount, s.nullCount)
                && Objects.equals(distinctCount, s.distinctCount)
                && Arrays.equals(maxValue, s.maxValue)
                && Arrays.equals(minValue, s.minValue)
                && Objects.equals(isMaxValueExact, s.isMaxValueExact)
                && Objects.equals(isMinValueExact, s.isMinValueExact)
                && Objects.equals(nanCount, s.nanCount);
    }

    @Override
    public int hashCode() {
        int h = Arrays.hashCode(max);
        h = 31 * h + Arrays.hashCode(min);
        h = 31 * h + Objects.hash(nullCount, distinctCount, isMaxValueExact, isMinValueExact, nanCount);
        h = 31 * h + Arrays.hashCode(maxValue);
        return 31 * h + Arrays.hashCode(minValue);
    }

    @Override
    public String toString() {
        return "Statistics[max=" + Arrays.toString(max) + ", min=" + Arrays.toString(min)
                + ", nullCount=" + nullCount + ", distinctCount=" + distinctCount
                + ", maxValue=" + Arrays.toString(maxValue) + ", minValue=" + Arrays.toString(minValue)
                + ", isMaxValueExact=" + isMaxValueExact + ", isMinValueExact=" + isMinValueExact
                + ", nanCount=" + nanCount + "]";
    }
}
