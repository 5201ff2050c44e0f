package io.parquetry.format;

/**
 * Thrift {@code BloomFilterHeader}, stored right before the filter's bitset.
 *
 * @param numBytes size of the bitset (field 1)
 * @param algorithm the bloom filter algorithm (field 2)
 * @param hash the hash function (field 3)
 * @param compression the bitset compression (field 4)
 */
public record BloomFilterHeader(
        int numBytes,
        BloomFilterAlgorithm algorithm,
        BloomFilterHash hash,
        BloomFilterCompression compression) {

    /** The only header the spec defines today: split block, xxHash64, uncompressed. */
    public static BloomFilterHeader splitBlockXxHash(int numBytes) {
        return new BloomFilterHeader(numBytes, BloomFilterAlgorithm.SPLIT_BLOCK, BloomFilterHash.XXHASH,
                BloomFilterCompression.UNCOMPRESSED);
    }
}
