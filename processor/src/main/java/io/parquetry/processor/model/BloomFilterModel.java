package io.parquetry.processor.model;

/**
 * The {@code @BloomFilter} of a property: how the writer sizes the filter of each of its leaf
 * columns (the runtime's {@code BloomFilterOptions}).
 *
 * @param ndv distinct values expected per row group, at least 1
 * @param fpp false-positive probability, strictly between 0 and 1
 */
public record BloomFilterModel(long ndv, double fpp) {

    public BloomFilterModel {
        if (ndv < 1 || !(fpp > 0 && fpp < 1)) {
            throw new IllegalArgumentException("invalid bloom filter: ndv " + ndv + ", fpp " + fpp);
        }
    }
}
