package io.parquetry.io;

import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream that knows how many bytes it has written. {@link #close()} publishes a
 * complete file; {@link #abort()} discards what was written where the target allows (a path
 * target leaves no partial file behind).
 */
public abstract class PositionOutputStream extends OutputStream {
    /** {@return the number of bytes written so far} */
    public abstract long position();

    /**
     * Discards the output after a failure; the stream is unusable afterwards.
     *
     * @throws IOException if the target cannot be cleaned up
     */
    public void abort() throws IOException {
        close();
    }
}
