package io.parquetry.io;

import java.io.Closeable;
import java.io.IOException;

/**
 * A source of Parquet bytes that supports positioned reads. Implementations must be safe for
 * one reader at a time; positioned reads do not move any shared cursor.
 */
public interface InputFile extends Closeable {
    /** Total length in bytes. */
    long length() throws IOException;

    /** Reads exactly {@code len} bytes starting at {@code position} into {@code dst[off..]}. */
    void readFully(long position, byte[] dst, int off, int len) throws IOException;

    /** A name for messages: a path, "memory", ... */
    String location();

    @Override
    default void close() throws IOException {}
}
