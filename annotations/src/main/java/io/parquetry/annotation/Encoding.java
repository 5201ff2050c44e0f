package io.parquetry.annotation;

/**
 * Parquet value encodings a property's column can be written in, named as in the Parquet spec
 * (Encodings.md). Used by {@link ParquetEncoding}; each applies to some physical types only.
 */
public enum Encoding {
    /** Values back to back in their plain form; every physical type. */
    PLAIN,
    /**
     * A dictionary page plus RLE/bit-packed indices, falling back to the writer's default
     * encoding when the dictionary grows too large; every type but {@code boolean}.
     */
    RLE_DICTIONARY,
    /** Run-length / bit-packed hybrid; {@code boolean} only. */
    RLE,
    /** Deltas packed in miniblocks; INT32 and INT64 columns (ints, longs, dates, timestamps, ...). */
    DELTA_BINARY_PACKED,
    /** Delta-packed lengths, then the bytes; BYTE_ARRAY columns (String, byte[], ...). */
    DELTA_LENGTH_BYTE_ARRAY,
    /** Prefix (front) coding; BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY columns (sorted strings, UUIDs, ...). */
    DELTA_BYTE_ARRAY,
    /** Bytes of each value split into streams; FLOAT, DOUBLE, INT32, INT64 and FIXED_LEN_BYTE_ARRAY columns. */
    BYTE_STREAM_SPLIT
}
