package io.parquetry.metadata;

import java.util.List;

/**
 * The page headers of one column chunk, read from the file in order (returned by
 * {@code ParquetFile.pages(rowGroup, columnPath)}), and the first structural problem met on the
 * way. Reading stops at the first problem (an unreadable header, a page running past the chunk's
 * end) and reports the pages read until then, so that a damaged file can still be inspected.
 * Immutable and thread-safe.
 *
 * @param pages the page headers read, in file order
 * @param problem the first structural problem, or {@code null} when the chunk is sound
 * @param problemOffset where in the file the problem was found, or {@code -1} when there is none
 */
public record ColumnPages(List<PageHeaderMetadata> pages, String problem, long problemOffset) {
    /**
     * Copies the list; it is unmodifiable afterwards.
     *
     * @param pages the page headers read, in file order
     * @param problem the first structural problem, or {@code null} when the chunk is sound
     * @param problemOffset where in the file the problem was found, or {@code -1} when there is none
     */
    public ColumnPages {
        pages = List.copyOf(pages);
    }

    /** {@return whether every page header was read and the data pages hold the chunk's value count} */
    public boolean sound() {
        return problem == null;
    }
}
