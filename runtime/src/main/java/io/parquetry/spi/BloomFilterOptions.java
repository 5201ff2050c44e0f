package io.parquetry.spi;

import io.parquetry.index.BloomFilter;

/**
 * How the writer sizes the split-block bloom filter of one column: for {@code ndv} distinct
 * values per row group at false-positive probability {@code fpp}. The filter gets the size
 * BloomFilter.md recommends for them, rounded up to a power of two bytes and capped at 1 MiB
 * ({@link #numBytes()}); every row group of the column gets a filter of that size.
 *
 * <p>Generated mappers return these for {@code @BloomFilter} fields
 * ({@link RecordMapper#columnBloomFilters()}); {@link io.parquetry.ParquetWriter.Builder#bloomFilter} takes
 * the same two numbers.
 *
 * @param ndv the number of distinct values expected in a row group, zero or more
 * @param fpp the false-positive probability wanted, strictly between 0 and 1
 */
public record BloomFilterOptions(long ndv, double fpp) {

    /**
     * Checks both numbers.
     *
     * @param ndv the number of distinct values expected in a row group, zero or more
     * @param fpp the false-positive probability wanted, strictly between 0 and 1
     * @throws io.parquetry.base.ParquetException if {@code ndv} is negative or {@code fpp} is not strictly between 0 and 1
     */
    public BloomFilterOptions {
        BloomFilter.optimalNumBytes(ndv, fpp, BloomFilter.DEFAULT_MAX_BYTES); // validates both
    }

    /** {@return the size in bytes of the filters the writer builds with these options} */
    public int numBytes() {
        return BloomFilter.optimalNumBytes(ndv, fpp, BloomFilter.DEFAULT_MAX_BYTES);
    }
}
