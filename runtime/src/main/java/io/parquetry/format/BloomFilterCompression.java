package io.parquetry.format;

/** Thrift {@code BloomFilterCompression} union; unknown members read as {@link Unknown}. */
public sealed interface BloomFilterCompression {
    /** The bitset is stored as is. */
    BloomFilterCompression UNCOMPRESSED = new Uncompressed();

    /** Thrift field id of this member in the union. */
    int fieldId();

    /** Thrift {@code Uncompressed} (member {@code UNCOMPRESSED}, field 1). */
    record Uncompressed() implements BloomFilterCompression {
        public int fieldId() { return 1; }
    }

    /** A member this version does not know; written back as an empty struct under its id. */
    record Unknown(int fieldId) implements BloomFilterCompression {}
}
