package io.parquetry.metadata;

import java.util.List;

/**
 * The offset index of a chunk: where each data page is and its first row. Immutable and
 * thread-safe.
 *
 * @param pages the data pages in file order
 */
public record OffsetIndex(List<PageLocation> pages) {
    /**
     * Copies the list; it is unmodifiable afterwards.
     *
     * @param pages the data pages in file order
     */
    public OffsetIndex {
        pages = List.copyOf(pages);
    }

    /**
     * One data page.
     *
     * @param offset the offset of its header in the file
     * @param compressedSize its stored size, header included
     * @param firstRowIndex the row-group-relative index of its first row
     * @param unencodedByteArrayDataBytes bytes of its BYTE_ARRAY values before encoding, or
     *        {@code null} when not recorded
     */
    public record PageLocation(long offset, int compressedSize, long firstRowIndex, Long unencodedByteArrayDataBytes) {}
}
