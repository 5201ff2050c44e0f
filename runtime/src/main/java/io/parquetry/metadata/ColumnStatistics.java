package io.parquetry.metadata;

/**
 * The statistics of a column chunk, as the writer stored them: bounds in the column's plain
 * encoding (little-endian numbers, raw bytes of strings), counts. Immutable and thread-safe:
 * the byte arrays are copied in and out.
 *
 * @param min the lower bound ({@code min_value}), or {@code null} when not stored
 * @param max the upper bound ({@code max_value}), or {@code null} when not stored
 * @param minExact whether {@code min} is a value of the chunk (not a truncated bound), or {@code null} when not recorded
 * @param maxExact whether {@code max} is a value of the chunk, or {@code null} when not recorded
 * @param nullCount nulls in the chunk, or {@code null} when not recorded
 * @param distinctCount distinct values, or {@code null} when not recorded
 * @param nanCount NaN values of a floating-point column, or {@code null} when not recorded
 * @param legacyMin the deprecated {@code min} field (signed byte order for every type), or {@code null}
 * @param legacyMax the deprecated {@code max} field, or {@code null}
 */
public record ColumnStatistics(byte[] min, byte[] max, Boolean minExact, Boolean maxExact, Long nullCount,
        Long distinctCount, Long nanCount, byte[] legacyMin, byte[] legacyMax) {
    /**
     * Copies the byte arrays.
     *
     * @param min the lower bound ({@code min_value}), or {@code null} when not stored
     * @param max the upper bound ({@code max_value}), or {@code null} when not stored
     * @param minExact whether {@code min} is a value of the chunk (not a truncated bound), or {@code null} when not recorded
     * @param maxExact whether {@code max} is a value of the chunk, or {@code null} when not recorded
     * @param nullCount nulls in the chunk, or {@code null} when not recorded
     * @param distinctCount distinct values, or {@code null} when not recorded
     * @param nanCount NaN values of a floating-point column, or {@code null} when not recorded
     * @param legacyMin the deprecated {@code min} field (signed byte order for every type), or {@code null}
     * @param legacyMax the deprecated {@code max} field, or {@code null}
     */
    public ColumnStatistics {
        min = Views.copy(min);
        max = Views.copy(max);
        legacyMin = Views.copy(legacyMin);
        legacyMax = Views.copy(legacyMax);
    }

    /** {@return a copy of the lower bound, or {@code null}} */
    @Override
    public byte[] min() {
        return Views.copy(min);
    }

    /** {@return a copy of the upper bound, or {@code null}} */
    @Override
    public byte[] max() {
        return Views.copy(max);
    }

    /** {@return a copy of the deprecated lower bound, or {@code null}} */
    @Override
    public byte[] legacyMin() {
        return Views.copy(legacyMin);
    }

    /** {@return a copy of the deprecated upper bound, or {@code null}} */
    @Override
    public byte[] legacyMax() {
        return Views.copy(legacyMax);
    }

    /** {@return whether a lower bound is stored, without copying it} */
    public boolean hasMin() {
        return min != null;
    }

    /** {@return whether an upper bound is stored, without copying it} */
    public boolean hasMax() {
        return max != null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnStatistics s && java.util.Arrays.equals(min, s.min) && java.util.Arrays.equals(max, s.max)
                && java.util.Objects.equals(minExact, s.minExact) && java.util.Objects.equals(maxExact, s.maxExact)
                && java.util.Objects.equals(nullCount, s.nullCount) && java.util.Objects.equals(distinctCount, s.distinctCount)
                && java.util.Objects.equals(nanCount, s.nanCount) && java.util.Arrays.equals(legacyMin, s.legacyMin)
                && java.util.Arrays.equals(legacyMax, s.legacyMax);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(java.util.Arrays.hashCode(min), java.util.Arrays.hashCode(max), nullCount, distinctCount);
    }

    @Override
    public String toString() {
        return "ColumnStatistics[min=" + Views.hex(min) + ", max=" + Views.hex(max) + ", nullCount=" + nullCount
                + ", distinctCount=" + distinctCount + ", nanCount=" + nanCount + "]";
    }
}
