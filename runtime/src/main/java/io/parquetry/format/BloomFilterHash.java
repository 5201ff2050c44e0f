package io.parquetry.format;

/** Thrift {@code BloomFilterHash} union; unknown members read as {@link Unknown}. */
public sealed interface BloomFilterHash {
    /** 64-bit xxHash with seed 0. */
    BloomFilterHash XXHASH = new XxHash();

    /** Thrift field id of this member in the union. */
    int fieldId();

    /** Thrift {@code XxHash} (member {@code XXHASH}, field 1). */
    record XxHash() implements BloomFilterHash {
        public int fieldId() { return 1; }
    }

    /** A member this version does not know; written back as an empty struct under its id. */
    record Unknown(int fieldId) implements BloomFilterHash {}
}
