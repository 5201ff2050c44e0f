package io.parquetry.io;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A local file read with positioned {@link FileChannel} reads; thread-safe.
 *
 * <p>Interrupts do not break reads. A {@code FileChannel} closes itself when a thread blocked in
 * it is interrupted, which would fail every other reader of the file; this file reopens the
 * channel instead, finishes the read, and leaves the interrupt flag set for the interrupted
 * thread's own code to act on.
 */
public final class LocalInputFile implements InputFile {
    private final Path path;
    private final long length;
    private volatile FileChannel channel;
    private volatile boolean closed;

    /**
     * @param path the file
     * @throws IOException when it cannot be opened (see {@link IoErrors})
     */
    public LocalInputFile(Path path) throws IOException {
        this.path = path;
        this.channel = FileChannel.open(path, StandardOpenOption.READ);
        this.length = channel.size(); // a Parquet file is complete before it is read
    }

    @Override
    public long length() {
        return length;
    }

    @Override
    public void readFully(long position, byte[] dst, int off, int len) throws IOException {
        boolean interrupted = false;
        try {
            while (true) {
                FileChannel ch = channel;
                try {
                    read(ch, position, dst, off, len);
                    return;
                } catch (ClosedChannelException e) {
                    // closed by an interrupt (of this thread or another one reading) or by close()
                    if (closed) {
                        throw e;
                    }
                    interrupted |= Thread.interrupted();
                    reopen(ch);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void read(FileChannel ch, long position, byte[] dst, int off, int len) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(dst, off, len);
        long pos = position;
        while (buf.hasRemaining()) {
            int n = ch.read(buf, pos);
            if (n < 0) {
                throw new EOFException(path + ": unexpected end of file at offset " + pos);
            }
            pos += n;
        }
    }

    /** Replaces {@code broken} by a fresh channel, once however many readers saw it close. */
    private synchronized void reopen(FileChannel broken) throws IOException {
        if (channel == broken && !closed) {
            channel = FileChannel.open(path, StandardOpenOption.READ);
        }
    }

    @Override
    public String location() {
        return path.toString();
    }

    @Override
    public synchronized void close() throws IOException {
        closed = true;
        channel.close();
    }
}
