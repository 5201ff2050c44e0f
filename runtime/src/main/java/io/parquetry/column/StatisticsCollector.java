package io.parquetry.column;

import io.parquetry.format.Statistics;
import io.parquetry.base.Type;
import io.parquetry.schema.SortOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The first {@link PageCollector} of every column: the statistics of each page (for its header and
 * the column index) and of the whole chunk (for its metadata). Not thread-safe (see
 * {@link PageCollector}).
 */
final class StatisticsCollector implements PageCollector {
    private final Type type;
    private final StatisticsAccumulator pageStats;
    private final StatisticsAccumulator chunkStats;
    private final List<Statistics> pageStatistics = new ArrayList<>();

    StatisticsCollector(Type type, SortOrder sortOrder) {
        this.type = type;
        this.pageStats = new StatisticsAccumulator(type, sortOrder);
        this.chunkStats = new StatisticsAccumulator(type, sortOrder);
    }

    @Override
    public void page(EncodedPage e) {
        PendingPage p = e.page;
        pageStats.reset();
        pageStats.addNulls(p.levelCount - p.valueCount);
        PageValueEncoder values = e.values;
        if (values.distinctKnown()) {
            // the page's distinct dictionary entries decide its bounds: one comparison per entry
            for (int k = 0, n = values.distinctCount(); k < n; k++) {
                pageStats.addBinary(values.distinctEntry(k));
            }
        } else {
            switch (type) {
                case BOOLEAN -> pageStats.addBooleans(p.booleans, p.valueCount);
                case INT32 -> pageStats.addInts(p.ints, p.valueCount);
                case INT64 -> pageStats.addLongs(p.longs, p.valueCount);
                case FLOAT -> pageStats.addFloats(p.floats, p.valueCount);
                case DOUBLE -> pageStats.addDoubles(p.doubles, p.valueCount);
                default -> pageStats.addBinaries(p.binaries, p.valueCount);
            }
        }
        chunkStats.merge(pageStats);
        e.statistics = pageStats.toFormat();
        pageStatistics.add(e.statistics);
    }

    /** The statistics of the open chunk's pages, in order. */
    List<Statistics> pageStatistics() {
        return List.copyOf(pageStatistics);
    }

    /** The statistics of the open chunk. */
    Statistics chunkStatistics() {
        return chunkStats.toFormat();
    }

    @Override
    public void resetChunk() {
        pageStatistics.clear();
        chunkStats.reset();
    }
}
