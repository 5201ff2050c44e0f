package io.parquetry.io;

import java.io.IOException;
import java.io.OutputStream;

/** Writes to any {@link OutputStream}; closing the Parquet writer closes the stream. */
public final class StreamOutputFile implements OutputFile {
    private final OutputStream stream;
    private final String name;

    public StreamOutputFile(OutputStream stream) {
        this(stream, "stream");
    }

    public StreamOutputFile(OutputStream stream, String name) {
        this.stream = stream;
        this.name = name;
    }

    @Override
    public PositionOutputStream create() {
        return new PositionOutputStream() {
            private long position;

            @Override
            public long position() {
                return position;
            }

            @Override
            public void write(int b) throws IOException {
                stream.write(b);
                position++;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                stream.write(b, off, len);
                position += len;
            }

            @Override
            public void flush() throws IOException {
                stream.flush();
            }

            @Override
            public void close() throws IOException {
                stream.close();
            }
        };
    }

    @Override
    public String location() {
        return name;
    }
}
