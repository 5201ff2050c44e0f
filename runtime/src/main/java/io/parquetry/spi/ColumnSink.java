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

    // The OrNull methods and writeNulls keep generated mappers short (a mapper's size is what its
    // users' compilations pay for); they are what the mapper would otherwise spell out.

    /**
     * A BOOLEAN value, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeBooleanOrNull(Boolean v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeBoolean(v, rep, def);
        }
    }

    /**
     * An INT32 value, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeIntOrNull(Integer v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeInt(v, rep, def);
        }
    }

    /**
     * An INT64 value, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeLongOrNull(Long v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeLong(v, rep, def);
        }
    }

    /**
     * A FLOAT value, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeFloatOrNull(Float v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeFloat(v, rep, def);
        }
    }

    /**
     * A DOUBLE value, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeDoubleOrNull(Double v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeDouble(v, rep, def);
        }
    }

    /**
     * A BYTE_ARRAY value, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeBinaryOrNull(byte[] v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeBinary(v, rep, def);
        }
    }

    /**
     * A text value stored as UTF-8, or a null one level below {@code def} when {@code v} is null.
     *
     * @param v the value, or null
     * @param rep the repetition level
     * @param def the definition level of a present value
     */
    default void writeStringOrNull(String v, int rep, int def) {
        if (v == null) {
            writeNull(rep, def - 1);
        } else {
            writeString(v, rep, def);
        }
    }

    /**
     * {@link #writeNull} into {@code count} consecutive sinks: every column of a null or empty group.
     *
     * @param sinks the sinks of a record's columns
     * @param first the index of the first column
     * @param count how many columns
     * @param rep the repetition level
     * @param def the definition level
     */
    static void writeNulls(ColumnSink[] sinks, int first, int count, int rep, int def) {
        for (int i = first; i < first + count; i++) {
            sinks[i].writeNull(rep, def);
        }
    }
}
