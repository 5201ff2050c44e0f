package io.parquetry.io;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Parquet bytes held in memory. Parquet needs random access (the footer is at the end), so a
 * file that arrives as a stream is read whole first: {@link #of(InputStream, String)}.
 */
public final class InMemoryInputFile implements InputFile {
    private final byte[] data;
    private final String name;

    /** @param data the file's bytes, used as they are (not copied) */
    public InMemoryInputFile(byte[] data) {
        this(data, "memory");
    }

    /**
     * @param data the file's bytes, used as they are (not copied)
     * @param name how messages name the input
     */
    public InMemoryInputFile(byte[] data, String name) {
        this.data = java.util.Objects.requireNonNull(data, "data");
        this.name = name;
    }

    /**
     * {@return the whole of {@code in} (read to its end, not closed) as an input}
     *
     * @param in a stream holding one Parquet file
     * @param name how messages name the input
     * @throws IOException when reading the stream fails
     */
    public static InMemoryInputFile of(InputStream in, String name) throws IOException {
        return new InMemoryInputFile(in.readAllBytes(), name);
    }

    @Override
    public long length() {
        return data.length;
    }

    @Override
    public void readFully(long position, byte[] dst, int off, int len) throws EOFException {
        if (position < 0 || position + len > data.length) {
            throw new EOFException(name + ": read of " + len + " bytes at offset " + position
                    + " is outside the " + data.length + "-byte input");
        }
        System.arraycopy(data, (int) position, dst, off, len);
    }

    @Override
    public String location() {
        return name;
    }
}
