package io.parquetry.io;

import java.io.ByteArrayOutputStream;

/** Collects the written file in memory; {@link #toByteArray()} returns it after the writer closes. */
public final class InMemoryOutputFile implements OutputFile {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Override
    public PositionOutputStream create() {
        bytes.reset();
        return new StreamOutputFile(bytes, "memory").create();
    }

    /** {@return a copy of the bytes of the file written last} */
    public byte[] toByteArray() {
        return bytes.toByteArray();
    }

    @Override
    public String location() {
        return "memory";
    }
}
