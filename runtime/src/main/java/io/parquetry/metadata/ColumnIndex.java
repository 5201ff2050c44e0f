package io.parquetry.metadata;

import io.parquetry.base.BoundaryOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The column index of a chunk: per data page, whether it holds only nulls and its value bounds
 * (plain-encoded, as in {@link ColumnStatistics}). Immutable and thread-safe; bounds are copied
 * out.
 */
public final class ColumnIndex {
    private final boolean[] nullPages;
    private final List<byte[]> mins;
    private final List<byte[]> maxes;
    private final BoundaryOrder boundaryOrder;
    private final long[] nullCounts;
    private final long[] nanCounts;
    private final long[] repetitionLevelHistograms;
    private final long[] definitionLevelHistograms;

    /**
     * @param nullPages per page, whether it holds only nulls
     * @param mins per page, the lower bound (empty for a null page)
     * @param maxes per page, the upper bound (empty for a null page)
     * @param boundaryOrder how the bounds are ordered across pages, or {@code null} when unknown
     * @param nullCounts per page, its nulls, or {@code null} when not recorded
     * @param nanCounts per page, its NaNs, or {@code null} when not recorded
     * @param repetitionLevelHistograms per page, how many values have each repetition level (pages
     *        one after the other), or {@code null} when not recorded
     * @param definitionLevelHistograms per page, how many values have each definition level, or
     *        {@code null} when not recorded
     */
    public ColumnIndex(boolean[] nullPages, List<byte[]> mins, List<byte[]> maxes, BoundaryOrder boundaryOrder,
            long[] nullCounts, long[] nanCounts, long[] repetitionLevelHistograms, long[] definitionLevelHistograms) {
        if (mins.size() != nullPages.length || maxes.size() != nullPages.length
                || (nullCounts != null && nullCounts.length != nullPages.length)
                || (nanCounts != null && nanCounts.length != nullPages.length)) {
            throw new IllegalArgumentException("column index lists of different lengths: " + nullPages.length + " pages, "
                    + mins.size() + " mins, " + maxes.size() + " maxes");
        }
        this.nullPages = nullPages.clone();
        this.mins = copyAll(mins);
        this.maxes = copyAll(maxes);
        this.boundaryOrder = boundaryOrder;
        this.nullCounts = nullCounts == null ? null : nullCounts.clone();
        this.nanCounts = nanCounts == null ? null : nanCounts.clone();
        this.repetitionLevelHistograms = repetitionLevelHistograms == null ? null : repetitionLevelHistograms.clone();
        this.definitionLevelHistograms = definitionLevelHistograms == null ? null : definitionLevelHistograms.clone();
    }

    private static List<byte[]> copyAll(List<byte[]> values) {
        List<byte[]> out = new ArrayList<>(values.size());
        for (byte[] v : values) {
            out.add(Views.copy(v));
        }
        return out;
    }

    /** {@return the number of data pages} */
    public int pageCount() {
        return nullPages.length;
    }

    /**
     * Whether page {@code page} holds only nulls.
     *
     * @param page the page's index, from 0
     * @return true when every value of the page is null
     */
    public boolean isNullPage(int page) {
        return nullPages[page];
    }

    /**
     * A copy of the lower bound of page {@code page}.
     *
     * @param page the page's index, from 0
     * @return the bound, in the column's plain encoding
     */
    public byte[] min(int page) {
        return Views.copy(mins.get(page));
    }

    /**
     * A copy of the upper bound of page {@code page}.
     *
     * @param page the page's index, from 0
     * @return the bound, in the column's plain encoding
     */
    public byte[] max(int page) {
        return Views.copy(maxes.get(page));
    }

    /** {@return how the bounds are ordered across pages, or {@code null} when unknown} */
    public BoundaryOrder boundaryOrder() {
        return boundaryOrder;
    }

    /** {@return whether per-page null counts are recorded} */
    public boolean hasNullCounts() {
        return nullCounts != null;
    }

    /**
     * The nulls of page {@code page}.
     *
     * @throws IllegalStateException when the writer recorded no null counts
     * @param page the page's index, from 0
     * @return the number of null values of the page
     */
    public long nullCount(int page) {
        if (nullCounts == null) {
            throw new IllegalStateException("the column index records no null counts");
        }
        return nullCounts[page];
    }

    /**
     * The NaNs of page {@code page}, or {@code -1} when the writer recorded no NaN counts.
     *
     * @param page the page's index, from 0
     * @return the number of NaN values of the page, or {@code -1}
     */
    public long nanCount(int page) {
        return nanCounts == null ? -1 : nanCounts[page];
    }

    /**
     * A copy of the repetition level histograms of all pages, one after the other (page {@code p}
     * at {@code p * (maxRepetitionLevel + 1)}), or {@code null} when not recorded.
     *
     * @return the histograms, or {@code null}
     */
    public long[] repetitionLevelHistograms() {
        return repetitionLevelHistograms == null ? null : repetitionLevelHistograms.clone();
    }

    /** {@return a copy of the definition level histograms of all pages (as {@link #repetitionLevelHistograms()}), or {@code null}} */
    public long[] definitionLevelHistograms() {
        return definitionLevelHistograms == null ? null : definitionLevelHistograms.clone();
    }

    @Override
    public String toString() {
        return "ColumnIndex[" + pageCount() + " pages, " + boundaryOrder + "]";
    }
}
