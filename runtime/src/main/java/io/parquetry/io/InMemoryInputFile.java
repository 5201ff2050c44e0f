package io.parquetry.io;

import java.io.EOFException;

/** Parquet bytes held in memory. */
public final class InMemoryInputFile implements InputFile {
    private final byte[] data;
    private final String name;

    public InMemoryInputFile(byte[] data) {
        this(data, "memory");
    }

    public InMemoryInputFile(byte[] data, String name) {
        this.data = data;
        this.name = name;
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
