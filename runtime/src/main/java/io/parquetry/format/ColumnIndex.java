package io.parquetry.format;

import io.parquetry.base.BoundaryOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Thrift {@code ColumnIndex}: per-page bounds of a column chunk. Numeric and boolean lists are
 * primitive arrays; optional ones are {@code null} when absent.
 *
 * @param nullPages whether each page holds only nulls (field 1)
 * @param minValues lower bound per page; empty for null pages (field 2)
 * @param maxValues upper bound per page; empty for null pages (field 3)
 * @param boundaryOrder ordering of the bounds, {@code null} when unknown to this version (field 4)
 * @param nullCounts nulls per page (field 5)
 * @param repetitionLevelHistograms concatenated per-page repetition level histograms (field 6)
 * @param definitionLevelHistograms concatenated per-page definition level histograms (field 7)
 * @param nanCounts NaN values per page (field 8)
 */
public record ColumnIndex(
        boolean[] nullPages,
        List<byte[]> minValues,
        List<byte[]> maxValues,
        BoundaryOrder boundaryOrder,
        long[] nullCounts,
        long[] repetitionLevelHistograms,
        long[] definitionLevelHistograms,
        long[] nanCounts) {

    /** A column index without the fields added after the first page index version. */
    public ColumnIndex(boolean[] nullPages, List<byte[]> minValues, List<byte[]> maxValues,
            BoundaryOrder boundaryOrder, long[] nullCounts) {
        this(nullPages, minValues, maxValues, boundaryOrder, nullCounts, null, null, null);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnIndex c
                && Arrays.equals(nullPages, c.nullPages)
                && binaryListEquals(minValues, c.minValues)
                && binaryListEquals(maxValues, c.maxValues)
                && boundaryOrder == c.boundaryOrder
                && Arrays.equals(nullCounts, c.nullCounts)
                && Arrays.equals(repetitionLevelHistograms, c.repetitionLevelHistograms)
                && Arrays.equals(definitionLevelHistograms, c.definitionLevelHistograms)
                && Arrays.equals(nanCounts, c.nanCounts);
    }

    @Override
    public int hashCode() {
        int h = Arrays.hashCode(nullPages);
        h = 31 * h + binaryListHash(minValues);
        h = 31 * h + binaryListHash(maxValues);
        h = 31 * h + Objects.hashCode(boundaryOrder);
        h = 31 * h + Arrays.hashCode(nullCounts);
        h = 31 * h + Arrays.hashCode(repetitionLevelHistograms);
        h = 31 * h + Arrays.hashCode(definitionLevelHistograms);
        return 31 * h + Arrays.hashCode(nanCounts);
    }

    @Override
    public String toString() {
        return "ColumnIndex[nullPages=" + Arrays.toString(nullPages)
                + ", minValues=" + binaryListString(minValues) + ", maxValues=" + binaryListString(maxValues)
                + ", boundaryOrder=" + boundaryOrder + ", nullCounts=" + Arrays.toString(nullCounts)
                + ", repetitionLevelHistograms=" + Arrays.toString(repetitionLevelHistograms)
                + ", definitionLevelHistograms=" + Arrays.toString(definitionLevelHistograms)
                + ", nanCounts=" + Arrays.toString(nanCounts) + "]";
    }

    private static boolean binaryListEquals(List<byte[]> a, List<byte[]> b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!Arrays.equals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static int binaryListHash(List<byte[]> a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (byte[] v : a) {
            h = 31 * h + Arrays.hashCode(v);
        }
        return h;
    }

    private static String binaryListString(List<byte[]> a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(Arrays.toString(a.get(i)));
        }
        return sb.append(']').toString();
    }
}
