package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/**
 * Encodes the non-null values of one data page (or a dictionary page) in one Parquet encoding.
 * Implementations support the write methods of the physical types they encode; the others throw.
 * Values accumulate until {@link #flushTo(BytesBuilder)}, which appends the encoded page body
 * and resets the encoder for the next page.
 */
public interface ValuesEncoder {
    default void writeBoolean(boolean v) {
        throw unsupported("BOOLEAN");
    }

    default void writeInt(int v) {
        throw unsupported("INT32");
    }

    default void writeLong(long v) {
        throw unsupported("INT64");
    }

    default void writeFloat(float v) {
        throw unsupported("FLOAT");
    }

    default void writeDouble(double v) {
        throw unsupported("DOUBLE");
    }

    /** A BYTE_ARRAY value. */
    default void writeBinary(byte[] v, int off, int len) {
        throw unsupported("BYTE_ARRAY");
    }

    /** A FIXED_LEN_BYTE_ARRAY (or INT96) value of exactly the column's type length. */
    default void writeFixed(byte[] v, int off, int len) {
        throw unsupported("FIXED_LEN_BYTE_ARRAY");
    }

    /** Bytes the values written since the last flush will take, approximately (never less than 0). */
    long estimatedSize();

    /** Appends the encoded values to {@code out} and resets this encoder. */
    void flushTo(BytesBuilder out);

    /** Drops buffered values. */
    void reset();

    private ParquetException unsupported(String type) {
        return new ParquetException(getClass().getSimpleName() + " cannot encode " + type + " values");
    }
}
