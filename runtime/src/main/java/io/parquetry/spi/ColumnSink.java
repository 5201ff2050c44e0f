package io.parquetry.spi;

import io.parquetry.schema.ColumnDescriptor;

/**
 * Where a {@link RecordMapper} writes the values of one leaf column, with their Dremel levels:
 * {@code rep} is the repetition level (0 starts a record), {@code def} the definition level (the
 * column's maximum for a present value, less for a null or an absent ancestor). The runtime's
 * column writers implement it; generated mappers see nothing else of them.
 *
 * <p>Not thread-safe: a sink belongs to the thread writing the record.
 */
public interface ColumnSink {
    /** {@return the column this sink writes (its path, type and maximum levels)} */
    ColumnDescriptor column();

    /**
     * A null, or an empty or absent ancestor, at definition level {@code def} below the maximum.
     *
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeNull(int rep, int def);

    /**
     * A BOOLEAN value at the column's maximum definition level.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeBoolean(boolean v, int rep, int def);

    /**
     * A INT32 value at the column's maximum definition level.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeInt(int v, int rep, int def);

    /**
     * A INT64 value at the column's maximum definition level.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeLong(long v, int rep, int def);

    /**
     * A FLOAT value at the column's maximum definition level.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeFloat(float v, int rep, int def);

    /**
     * A DOUBLE value at the column's maximum definition level.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeDouble(double v, int rep, int def);

    /**
     * A BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY or INT96 value; the array is not kept.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeBinary(byte[] v, int rep, int def);

    /**
     * A BYTE_ARRAY value given as text, stored as UTF-8.
     *
     * @param v the value
     * @param rep the repetition level
     * @param def the definition level
     */
    void writeString(String v, int rep, int def);
}
