package io.parquetry.format;

/** Thrift {@code BloomFilterAlgorithm} union; unknown members read as {@link Unknown}. */
public sealed interface BloomFilterAlgorithm {
    /** The split block algorithm. */
    BloomFilterAlgorithm SPLIT_BLOCK = new SplitBlock();

    /** Thrift field id of this member in the union. */
    int fieldId();

    /** Thrift {@code SplitBlockAlgorithm} (member {@code BLOCK}, field 1). */
    record SplitBlock() implements BloomFilterAlgorithm {
        public int fieldId() { return 1; }
    }

    /** A member this version does not know; written back as an empty struct under its id. */
    record Unknown(int fieldId) implements BloomFilterAlgorithm {}
}
