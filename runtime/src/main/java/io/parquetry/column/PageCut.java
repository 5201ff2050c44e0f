package io.parquetry.column;

/**
 * The page boundary the column writers of one file share when they cut their pages at the same
 * rows ({@link ColumnWriter#cutPagesWith}): a column whose open page reached its size or level
 * limit marks the cut due, and the file's writer then ends every column's page after the record
 * being written.
 *
 * <p>Why: readers that filter through the page index (Spark's vectorized reader, parquet-java's
 * record reader) select rows by the pages of the filtered column and skip the others inside their
 * pages when pages end on other rows; several of them get that skipping wrong. With every page
 * starting on the same rows they only ever skip whole pages.
 *
 * <p>Not thread-safe: it belongs to the writing thread, like the column writers.
 */
public final class PageCut {
    private boolean due;

    /** Marks the cut due: some column's open page reached a limit. */
    void markDue() {
        due = true;
    }

    /** {@return whether some column's page reached a limit since the last {@link #clear()}} */
    public boolean due() {
        return due;
    }

    /** Forgets the mark, once every column's page has ended. */
    public void clear() {
        due = false;
    }
}
