package io.parquetry.column;

import io.parquetry.index.PageIndexCollector;

/**
 * The {@link PageCollector} that feeds the page index: each page's statistics, sizes and level
 * histograms. Not thread-safe (see {@link PageCollector}).
 */
final class PageIndexEntries implements PageCollector {
    private final PageIndexCollector indexes;

    PageIndexEntries(PageIndexCollector indexes) {
        this.indexes = indexes;
    }

    @Override
    public void page(EncodedPage e) {
        PendingPage p = e.page;
        indexes.page(e.statistics, p.repLevels, p.defLevels, p.levelCount, p.valueCount, e.values.unencodedBytes());
    }
}
