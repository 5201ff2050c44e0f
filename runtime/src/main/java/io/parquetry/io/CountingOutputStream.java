package io.parquetry.io;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A {@link PositionOutputStream} over any {@link OutputStream}: it counts the bytes written for
 * {@link #position()} and passes everything on; {@link #close()} closes the stream. Subclasses
 * change what closing or aborting means for their target (keep the stream open, delete a partial
 * object). Not thread-safe, as output streams are not.
 */
public class CountingOutputStream extends PositionOutputStream {
    private final OutputStream out;
    private long position;

    /**
     * Counts what goes to {@code out}, from position 0.
     *
     * @param out where the bytes go
     */
    public CountingOutputStream(OutputStream out) {
        this.out = java.util.Objects.requireNonNull(out, "out");
    }

    @Override
    public long position() {
        return position;
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        position++;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        position += len;
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
