package io.parquetry.encoding;

import io.parquetry.base.ParquetException;

/**
 * Decodes the values of one page body in one Parquet encoding. {@link #init} points it at the
 * encoded bytes; the read methods then fill caller-owned arrays in batches. Running out of
 * input, or input that contradicts itself, is a {@link ParquetException}, never an
 * index-out-of-bounds error.
 */
public interface ValuesDecoder {
    /**
     * Points the decoder at {@code buf[off .. off+len)}, which holds {@code valueCount} encoded
     * values (the non-null values of a page).
     */
    void init(byte[] buf, int off, int len, int valueCount);

    default void readBooleans(boolean[] dst, int off, int n) {
        throw unsupported("BOOLEAN");
    }

    default void readInts(int[] dst, int off, int n) {
        throw unsupported("INT32");
    }

    default void readLongs(long[] dst, int off, int n) {
        throw unsupported("INT64");
    }

    default void readFloats(float[] dst, int off, int n) {
        throw unsupported("FLOAT");
    }

    default void readDoubles(double[] dst, int off, int n) {
        throw unsupported("DOUBLE");
    }

    /** Appends {@code n} BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY or INT96 values to {@code dst}. */
    default void readBinaries(BinaryBatch dst, int n) {
        throw unsupported("binary");
    }

    /** Skips {@code n} values. */
    void skip(int n);

    private ParquetException unsupported(String type) {
        return new ParquetException(getClass().getSimpleName() + " cannot decode " + type + " values");
    }
}
