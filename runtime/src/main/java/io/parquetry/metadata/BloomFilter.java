package io.parquetry.metadata;

/**
 * The split-block bloom filter of a column chunk: {@code false} means the chunk certainly lacks
 * the value, {@code true} that it may hold it. Values are hashed in their plain encoding (as
 * the format specifies), so an {@code int} column is probed with {@link #mightContain(int)}, a
 * string column with {@link #mightContain(String)}. Thread-safe (read-only).
 */
public interface BloomFilter {
    /** {@return the size of the bitset in bytes} */
    int numBytes();

    /**
     * Probe for an INT32 value.
     *
     * @param value the value probed
     * @return false when the value is certainly absent from the chunk; true when it may be present
     */
    boolean mightContain(int value);

    /**
     * Probe for an INT64 value.
     *
     * @param value the value probed
     * @return false when the value is certainly absent from the chunk; true when it may be present
     */
    boolean mightContain(long value);

    /**
     * Probe for a FLOAT value.
     *
     * @param value the value probed
     * @return false when the value is certainly absent from the chunk; true when it may be present
     */
    boolean mightContain(float value);

    /**
     * Probe for a DOUBLE value.
     *
     * @param value the value probed
     * @return false when the value is certainly absent from the chunk; true when it may be present
     */
    boolean mightContain(double value);

    /**
     * Probe for a BYTE_ARRAY or FIXED_LEN_BYTE_ARRAY value.
     *
     * @param value the value probed
     * @return false when the value is certainly absent from the chunk; true when it may be present
     */
    boolean mightContain(byte[] value);

    /**
     * Probe for a string (its UTF-8 bytes).
     *
     * @param value the value probed
     * @return false when the value is certainly absent from the chunk; true when it may be present
     */
    boolean mightContain(String value);
}
