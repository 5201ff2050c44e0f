package io.parquetry.io;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** A local file read with positioned {@link FileChannel} reads. */
public final class LocalInputFile implements InputFile {
    private final Path path;
    private final FileChannel channel;

    public LocalInputFile(Path path) throws IOException {
        this.path = path;
        this.channel = FileChannel.open(path, StandardOpenOption.READ);
    }

    @Override
    public long length() throws IOException {
        return channel.size();
    }

    @Override
    public void readFully(long position, byte[] dst, int off, int len) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(dst, off, len);
        long pos = position;
        while (buf.hasRemaining()) {
            int n = channel.read(buf, pos);
            if (n < 0) {
                throw new EOFException(path + ": unexpected end of file at offset " + pos);
            }
            pos += n;
        }
    }

    @Override
    public String location() {
        return path.toString();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
