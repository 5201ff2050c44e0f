package io.parquetry.index;

import io.parquetry.base.BoundaryOrder;
import io.parquetry.base.ConvertedType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.Type;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.PageLocation;
import io.parquetry.format.SizeStatistics;
import io.parquetry.format.Statistics;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SortOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects, page by page, what a column chunk's {@link ColumnIndex}, {@link OffsetIndex},
 * level histograms and {@link BloomFilter} need. A column writer reports each page it writes
 * through {@link #page}; the file writer builds the structures when the chunk ends and then
 * calls {@link #reset()} for the next row group.
 */
public final class PageIndexCollector {
    private final ColumnDescriptor column;
    private final Type type;
    private final SortOrder order;
    private final boolean columnIndex;
    private final boolean truncate;
    private final boolean utf8;
    private final int truncateLength;
    private final int maxRep;
    private final int maxDef;
    private final BloomFilter bloomFilter;

    private final List<byte[]> mins = new ArrayList<>();
    private final List<byte[]> maxs = new ArrayList<>();
    private boolean[] nullPages = new boolean[16];
    private long[] nullCounts = new long[16];
    private long[] nanCounts; // FLOAT and DOUBLE columns
    private long[] unencodedBytes; // BYTE_ARRAY columns
    private int pages;
    // a page with values but no min/max (all NaN): the chunk gets no column index, as no bounds hold
    private boolean boundsMissing;
    private long[] repHistograms;
    private long[] defHistograms;

    /**
     * @param column the column
     * @param columnIndex whether to build a column index (an offset index is always available)
     * @param truncateLength longest BYTE_ARRAY bound stored in the column index
     * @param bloomFilter the filter the column writer adds values to, or {@code null}
     */
    public PageIndexCollector(ColumnDescriptor column, boolean columnIndex, int truncateLength, BloomFilter bloomFilter) {
        this.column = column;
        PrimitiveType pt = column.type();
        this.type = pt.physicalType();
        this.order = SortOrder.of(pt);
        this.columnIndex = columnIndex && order != SortOrder.UNDEFINED;
        this.truncate = type == Type.BYTE_ARRAY && order == SortOrder.UNSIGNED;
        this.utf8 = pt.logicalType() instanceof LogicalType.StringType
                || pt.logicalType() instanceof LogicalType.EnumType
                || pt.logicalType() instanceof LogicalType.JsonType
                || (pt.logicalType() == null && (pt.convertedType() == ConvertedType.UTF8
                        || pt.convertedType() == ConvertedType.ENUM || pt.convertedType() == ConvertedType.JSON));
        this.truncateLength = truncateLength;
        this.maxRep = column.maxRepetitionLevel();
        this.maxDef = column.maxDefinitionLevel();
        this.bloomFilter = bloomFilter;
        this.repHistograms = maxRep > 0 ? new long[16 * (maxRep + 1)] : null;
        this.defHistograms = maxDef > 0 ? new long[16 * (maxDef + 1)] : null;
        this.nanCounts = type == Type.FLOAT || type == Type.DOUBLE ? new long[16] : null;
        this.unencodedBytes = type == Type.BYTE_ARRAY ? new long[16] : null;
    }

    /** The column. */
    public ColumnDescriptor column() {
        return column;
    }

    /** Whether this collector builds the chunk's ColumnIndex (which carries each page's bounds). */
    public boolean collectsColumnIndex() {
        return columnIndex;
    }

    /** The bloom filter values are added to, or {@code null}. */
    public BloomFilter bloomFilter() {
        return bloomFilter;
    }

    /**
     * Records one data page.
     *
     * @param stats the page statistics (exact min/max when the page has orderable values)
     * @param repLevels repetition levels of the page (ignored when the column has none)
     * @param defLevels definition levels of the page (ignored when the column has none)
     * @param levelCount number of levels (values including nulls)
     * @param valueCount number of non-null values
     * @param unencodedByteArrayBytes for BYTE_ARRAY columns, the bytes of the page's values without
     *     length prefixes (the spec's {@code unencoded_byte_array_data_bytes}); ignored otherwise
     */
    public void page(Statistics stats, byte[] repLevels, byte[] defLevels, int levelCount, int valueCount,
                     long unencodedByteArrayBytes) {
        if (pages == nullPages.length) {
            nullPages = Arrays.copyOf(nullPages, pages * 2);
            nullCounts = Arrays.copyOf(nullCounts, pages * 2);
            if (nanCounts != null) {
                nanCounts = Arrays.copyOf(nanCounts, pages * 2);
            }
            if (unencodedBytes != null) {
                unencodedBytes = Arrays.copyOf(unencodedBytes, pages * 2);
            }
        }
        if (nanCounts != null) {
            nanCounts[pages] = stats.nanCount() != null ? stats.nanCount() : 0;
        }
        if (unencodedBytes != null) {
            unencodedBytes[pages] = unencodedByteArrayBytes;
        }
        boolean nullPage = valueCount == 0;
        nullPages[pages] = nullPage;
        nullCounts[pages] = stats.nullCount() != null ? stats.nullCount() : levelCount - valueCount;
        if (columnIndex) {
            if (nullPage) {
                mins.add(new byte[0]);
                maxs.add(new byte[0]);
            } else if (stats.minValue() == null || stats.maxValue() == null) {
                boundsMissing = true;
                mins.add(new byte[0]);
                maxs.add(new byte[0]);
            } else if (truncate) {
                mins.add(BoundTruncation.truncateMin(stats.minValue(), truncateLength, utf8));
                maxs.add(BoundTruncation.truncateMax(stats.maxValue(), truncateLength, utf8));
            } else {
                mins.add(stats.minValue());
                maxs.add(stats.maxValue());
            }
        }
        if (repHistograms != null) {
            repHistograms = histogram(repHistograms, repLevels, levelCount, maxRep);
        }
        if (defHistograms != null) {
            defHistograms = histogram(defHistograms, defLevels, levelCount, maxDef);
        }
        pages++;
    }

    private long[] histogram(long[] all, byte[] levels, int n, int max) {
        int width = max + 1;
        if ((pages + 1) * width > all.length) {
            all = Arrays.copyOf(all, Math.max(all.length * 2, (pages + 1) * width));
        }
        int base = pages * width;
        if (max <= 2) {
            countSmallLevels(all, base, levels, n, max);
            return all;
        }
        // two interleaved counters per level: runs of one level do not serialise on one memory cell
        int[] even = new int[width];
        int[] odd = new int[width];
        int i = 0;
        for (; i + 1 < n; i += 2) {
            int a = levels[i];
            int b = levels[i + 1];
            if (Integer.compareUnsigned(a, max) > 0 || Integer.compareUnsigned(b, max) > 0) {
                throw levelOutOfRange(Integer.compareUnsigned(a, max) > 0 ? a : b, max);
            }
            even[a]++;
            odd[b]++;
        }
        if (i < n) {
            int a = levels[i];
            if (Integer.compareUnsigned(a, max) > 0) {
                throw levelOutOfRange(a, max);
            }
            even[a]++;
        }
        for (int l = 0; l < width; l++) {
            all[base + l] += even[l] + (long) odd[l];
        }
        return all;
    }

    /**
     * The histogram of levels of a column whose max level is 1 or 2 (most columns), from sums the
     * JIT vectorises instead of a counter per level: with {@code c1} ones and {@code c2} twos, the
     * sum of the levels is {@code S1 = c1 + 2 c2} and the sum of their squares {@code S2 = c1 + 4 c2},
     * so {@code c2 = (S2 - S1) / 2}, {@code c1 = S1 - 2 c2} and the zeros are the rest. The same
     * pass checks the range: a level l is in it when neither l nor {@code max - l} is negative.
     */
    private void countSmallLevels(long[] all, int base, byte[] levels, int n, int max) {
        long sum = 0;
        long squares = 0;
        int signs = 0;
        // blocks short enough that the int sums of levels up to 2 cannot overflow (4 * 2^28 <
        // 2^31); a level out of range is reported whatever the sums came to
        for (int from = 0; from < n; from += 1 << 28) {
            int to = Math.min(n, from + (1 << 28));
            int s1 = 0;
            int s2 = 0;
            for (int i = from; i < to; i++) {
                int l = levels[i];
                signs |= l | (max - l);
                s1 += l;
                s2 += l * l;
            }
            sum += s1;
            squares += s2;
        }
        if (signs < 0) {
            for (int i = 0; i < n; i++) {
                if (Integer.compareUnsigned(levels[i], max) > 0) {
                    throw levelOutOfRange(levels[i], max);
                }
            }
        }
        long twos = (squares - sum) / 2;
        long ones = sum - 2 * twos;
        all[base] += n - ones - twos;
        all[base + 1] += ones;
        if (max == 2) {
            all[base + 2] += twos;
        }
    }

    private io.parquetry.base.ParquetException levelOutOfRange(int level, int max) {
        return new io.parquetry.base.ParquetException("column " + column.path() + ": level " + level + " is outside 0.." + max);
    }

    /** Pages recorded since the last reset. */
    public int pageCount() {
        return pages;
    }

    /**
     * The column index of the chunk, or {@code null} when the column has no defined order, the
     * column index is off, or a page has values without bounds (only NaN).
     */
    public ColumnIndex columnIndex() {
        if (!columnIndex || boundsMissing || pages == 0) {
            return null;
        }
        return new ColumnIndex(Arrays.copyOf(nullPages, pages), List.copyOf(mins), List.copyOf(maxs),
                boundaryOrder(), Arrays.copyOf(nullCounts, pages),
                repHistograms == null ? null : Arrays.copyOf(repHistograms, pages * (maxRep + 1)),
                defHistograms == null ? null : Arrays.copyOf(defHistograms, pages * (maxDef + 1)),
                nanCounts == null ? null : Arrays.copyOf(nanCounts, pages));
    }

    /**
     * The offset index of the chunk from the page locations the column writer returned, with the
     * per-page unencoded sizes of a BYTE_ARRAY column.
     */
    public OffsetIndex offsetIndex(List<PageLocation> locations) {
        return new OffsetIndex(List.copyOf(locations), unencodedBytes == null ? null : Arrays.copyOf(unencodedBytes, pages));
    }

    /**
     * The chunk's size statistics: level histograms, and for BYTE_ARRAY columns the unencoded
     * bytes of all values; {@code null} when the column has neither.
     */
    public SizeStatistics sizeStatistics() {
        if (repHistograms == null && defHistograms == null && unencodedBytes == null) {
            return null;
        }
        Long unencoded = null;
        if (unencodedBytes != null) {
            long total = 0;
            for (int p = 0; p < pages; p++) {
                total += unencodedBytes[p];
            }
            unencoded = total;
        }
        return new SizeStatistics(unencoded, sum(repHistograms, maxRep + 1), sum(defHistograms, maxDef + 1));
    }

    private long[] sum(long[] all, int width) {
        if (all == null) {
            return null;
        }
        long[] out = new long[width];
        for (int p = 0; p < pages; p++) {
            for (int l = 0; l < width; l++) {
                out[l] += all[p * width + l];
            }
        }
        return out;
    }

    private BoundaryOrder boundaryOrder() {
        boolean ascending = true;
        boolean descending = true;
        int prev = -1;
        for (int i = 0; i < pages && (ascending || descending); i++) {
            if (nullPages[i]) {
                continue;
            }
            if (prev >= 0) {
                int cmpMin = ValueOrder.compare(type, order, mins.get(prev), mins.get(i));
                int cmpMax = ValueOrder.compare(type, order, maxs.get(prev), maxs.get(i));
                if (cmpMin > 0 || cmpMax > 0) {
                    ascending = false;
                }
                if (cmpMin < 0 || cmpMax < 0) {
                    descending = false;
                }
            }
            prev = i;
        }
        if (ascending) {
            return BoundaryOrder.ASCENDING;
        }
        return descending ? BoundaryOrder.DESCENDING : BoundaryOrder.UNORDERED;
    }

    /** Forgets the pages of the finished chunk and clears the bloom filter. */
    public void reset() {
        mins.clear();
        maxs.clear();
        pages = 0;
        boundsMissing = false;
        if (repHistograms != null) {
            Arrays.fill(repHistograms, 0);
        }
        if (defHistograms != null) {
            Arrays.fill(defHistograms, 0);
        }
        if (bloomFilter != null) {
            bloomFilter.clear();
        }
    }
}
