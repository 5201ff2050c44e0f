package io.parquetry.column;

import io.parquetry.base.Encoding;
import io.parquetry.format.Statistics;

/**
 * Something that learns from every data page a {@link ColumnWriter} writes (statistics, the page
 * index, a bloom filter): {@link DataPageEncoder} calls the column's collectors in order once per
 * page, after its values are encoded and before its header is written. Called by the thread that
 * encodes the column's pages, one page at a time.
 */
interface PageCollector {
    /** Learns from one data page. */
    void page(EncodedPage page);

    /** The column chunk ended: forget what is per chunk. */
    default void resetChunk() {
    }

    /**
     * What collectors see of a data page being encoded: its levels and values, the value encoding
     * chosen, what the value encoder knows of it, and the page statistics once collected.
     */
    final class EncodedPage {
        PendingPage page;
        Encoding encoding;
        PageValueEncoder values;
        /** The page's statistics, set by the {@link StatisticsCollector} (the first collector). */
        Statistics statistics;
    }
}
