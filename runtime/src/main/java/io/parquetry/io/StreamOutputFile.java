package io.parquetry.io;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes to any {@link OutputStream}. Closing the Parquet writer closes the stream, unless the
 * file was made by {@link #keepingOpen}: then it only flushes it, so that the caller can go on
 * writing (several Parquet files into one {@code ZipOutputStream}, say).
 */
public final class StreamOutputFile implements OutputFile {
    private final OutputStream stream;
    private final String name;
    private final boolean closeStream;

    /** @param stream where the bytes go; closed with the writer */
    public StreamOutputFile(OutputStream stream) {
        this(stream, "stream");
    }

    /**
     * @param stream where the bytes go; closed with the writer
     * @param name how messages name the output
     */
    public StreamOutputFile(OutputStream stream, String name) {
        this(stream, name, true);
    }

    private StreamOutputFile(OutputStream stream, String name, boolean closeStream) {
        this.stream = java.util.Objects.requireNonNull(stream, "stream");
        this.name = name;
        this.closeStream = closeStream;
    }

    /**
     * {@return an output on {@code stream} that closing the writer flushes but leaves open}
     *
     * @param stream where the bytes go; the caller closes it
     * @param name how messages name the output
     */
    public static StreamOutputFile keepingOpen(OutputStream stream, String name) {
        return new StreamOutputFile(stream, name, false);
    }

    @Override
    public PositionOutputStream create() {
        return new CountingOutputStream(stream) {
            @Override
            public void close() throws IOException {
                if (closeStream) {
                    super.close();
                } else {
                    flush();
                }
            }
        };
    }

    @Override
    public String location() {
        return name;
    }
}
