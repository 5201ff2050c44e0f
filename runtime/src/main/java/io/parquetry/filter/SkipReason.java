package io.parquetry.filter;

/**
 * Why a reader skipped a whole row group without reading its rows: which of the file's summaries
 * showed that no row of it can match the filter. Readers count skipped row groups by reason
 * ({@code ParquetReader.skippedRowGroups()}); the cheapest summary is consulted first, in this
 * order.
 */
public enum SkipReason {
    /** The column chunk statistics (min, max, null count) rule the predicate out. */
    STATISTICS,
    /** The column chunk is fully dictionary-encoded and no dictionary entry matches. */
    DICTIONARY,
    /** The column chunk's bloom filter shows that none of the sought values is present. */
    BLOOM_FILTER
}
