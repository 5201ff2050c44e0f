package io.parquetry.io;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;

/**
 * A source of Parquet bytes that supports positioned reads. Implementations must be safe for
 * one reader at a time; positioned reads do not move any shared cursor.
 */
public interface InputFile extends Closeable {
    /**
     * {@return the total length in bytes}
     *
     * @throws IOException if the length cannot be read from the underlying storage
     */
    long length() throws IOException;

    /**
     * Reads exactly {@code len} bytes starting at {@code position} into {@code dst[off..]}.
     *
     * @param position the position in the file of the first byte to read
     * @param dst the array the bytes are copied into
     * @param off where in {@code dst} the first byte goes
     * @param len how many bytes to read
     * @throws IOException if the bytes cannot be read, including when the range runs past the end
     */
    void readFully(long position, byte[] dst, int off, int len) throws IOException;

    /** {@return a name for messages: a path, "memory", ...} */
    String location();

    /**
     * A hint that the caller is about to read these ranges, in any order: the reader passes the
     * column chunks of a row group it will decode, before reading them. A file over high-latency
     * storage (an object store) may fetch nearby ranges together; local and in-memory files ignore
     * it, which is the default. A later call replaces the ranges of an earlier one. The hint never
     * changes what {@link #readFully} returns, and reads outside the ranges stay valid.
     *
     * @param ranges the ranges about to be read; ranges that lie outside the file are ignored
     */
    default void prefetch(List<Range> ranges) {}

    /**
     * A range of bytes of a file.
     *
     * @param offset the first byte's position
     * @param length how many bytes
     */
    record Range(long offset, long length) {
        /**
         * Checks the range.
         *
         * @param offset the first byte's position
         * @param length how many bytes
         * @throws IllegalArgumentException when the offset or the length is negative
         */
        public Range {
            if (offset < 0 || length < 0) {
                throw new IllegalArgumentException("range of " + length + " bytes at offset " + offset + " is negative");
            }
        }

        /** {@return the position after the last byte} */
        public long end() {
            return offset + length;
        }
    }

    @Override
    default void close() throws IOException {}
}
