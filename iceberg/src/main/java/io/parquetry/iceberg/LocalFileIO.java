package io.parquetry.iceberg;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.NotFoundException;
import org.apache.iceberg.exceptions.RuntimeIOException;
import org.apache.iceberg.io.FileIO;
import org.apache.iceberg.io.InputFile;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.io.PositionOutputStream;
import org.apache.iceberg.io.RangeReadable;
import org.apache.iceberg.io.SeekableInputStream;

/**
 * An Iceberg {@link FileIO} over the local file system, without Hadoop: locations are absolute
 * paths or {@code file:} URIs. Give it to a catalog as {@code io-impl} (for example
 * {@code CatalogProperties.FILE_IO_IMPL = LocalFileIO.class.getName()}) to keep Hadoop off the
 * class path.
 *
 * <p>Files are published atomically ({@link io.parquetry.io.LocalOutputFile}): an output is
 * written to a hidden temporary file beside its location and moved into place when the stream
 * closes, so a reader never sees a partial file. {@code create()} fails with
 * {@link AlreadyExistsException} when the location exists when it is called (a file another
 * writer publishes at the same location before the close is replaced; Iceberg names its data and
 * metadata files uniquely).
 *
 * <p>Thread-safe: it holds no state; each stream belongs to one thread.
 */
public final class LocalFileIO implements FileIO {
    private static final long serialVersionUID = 1L;

    /** A file IO with no properties (catalogs call {@link #initialize} with theirs). */
    public LocalFileIO() {}

    /** The local path of a location (an absolute path or a {@code file:} URI). */
    static Path path(String location) {
        if (location.startsWith("file:")) {
            // file:/a, file:///a
            return Path.of(URI.create(location.replace(" ", "%20")));
        }
        if (location.contains("://")) {
            throw new IllegalArgumentException(location + ": not a local file location (LocalFileIO takes absolute paths"
                    + " and file: URIs; give the catalog another io-impl for other schemes)");
        }
        return Path.of(location);
    }

    @Override
    public InputFile newInputFile(String location) {
        return new LocalIn(location, -1);
    }

    @Override
    public InputFile newInputFile(String location, long length) {
        return new LocalIn(location, length);
    }

    @Override
    public OutputFile newOutputFile(String location) {
        return new LocalOut(location);
    }

    @Override
    public void deleteFile(String location) {
        try {
            Files.deleteIfExists(path(location));
        } catch (IOException e) {
            throw new RuntimeIOException(e, "cannot delete %s", location);
        }
    }

    @Override
    public Map<String, String> properties() {
        return Map.of();
    }

    private static final class LocalIn implements InputFile {
        private final String location;
        private final long knownLength;

        LocalIn(String location, long knownLength) {
            this.location = location;
            this.knownLength = knownLength;
        }

        @Override
        public long getLength() {
            if (knownLength >= 0) {
                return knownLength;
            }
            try {
                return Files.size(path(location));
            } catch (NoSuchFileException e) {
                throw new NotFoundException(e, "File does not exist: %s", location);
            } catch (IOException e) {
                throw new RuntimeIOException(e, "cannot get the length of %s", location);
            }
        }

        @Override
        public SeekableInputStream newStream() {
            try {
                return new ChannelStream(FileChannel.open(path(location), StandardOpenOption.READ));
            } catch (NoSuchFileException | FileNotFoundException e) {
                throw new NotFoundException(e, "File does not exist: %s", location);
            } catch (IOException e) {
                throw new RuntimeIOException(e, "cannot open %s", location);
            }
        }

        @Override
        public String location() {
            return location;
        }

        @Override
        public boolean exists() {
            return Files.exists(path(location));
        }
    }

    /** A seekable stream that also reads ranges without moving its position. */
    static final class ChannelStream extends SeekableInputStream implements RangeReadable {
        private final FileChannel channel;
        private long pos;

        ChannelStream(FileChannel channel) {
            this.channel = channel;
        }

        @Override
        public long getPos() {
            return pos;
        }

        @Override
        public void seek(long newPos) {
            this.pos = newPos;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            int n = channel.read(ByteBuffer.wrap(b, off, len), pos);
            if (n > 0) {
                pos += n;
            }
            return n;
        }

        @Override
        public void readFully(long position, byte[] buffer, int offset, int length) throws IOException {
            ByteBuffer dst = ByteBuffer.wrap(buffer, offset, length);
            long at = position;
            while (dst.hasRemaining()) {
                int n = channel.read(dst, at);
                if (n < 0) {
                    throw new java.io.EOFException("end of file at offset " + at + " reading " + length + " bytes at "
                            + position);
                }
                at += n;
            }
        }

        @Override
        public int readTail(byte[] buffer, int offset, int length) throws IOException {
            long size = channel.size();
            int n = (int) Math.min(length, size);
            readFully(size - n, buffer, offset, n);
            return n;
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }

    private static final class LocalOut implements OutputFile {
        private final String location;

        LocalOut(String location) {
            this.location = location;
        }

        @Override
        public PositionOutputStream create() {
            if (Files.exists(path(location))) {
                throw new AlreadyExistsException("Location already exists: %s", location);
            }
            return open(false);
        }

        @Override
        public PositionOutputStream createOrOverwrite() {
            return open(true);
        }

        private PositionOutputStream open(boolean overwrite) {
            try {
                return new Published(new io.parquetry.io.LocalOutputFile(path(location)).create());
            } catch (IOException e) {
                throw new RuntimeIOException(e, "cannot create %s", location);
            }
        }

        @Override
        public String location() {
            return location;
        }

        @Override
        public InputFile toInputFile() {
            return new LocalIn(location, -1);
        }
    }

    /**
     * Iceberg's view of a Parquetry stream that publishes its file atomically on close
     * ({@link io.parquetry.io.LocalOutputFile}); {@link #abort()} leaves nothing at the location.
     */
    static final class Published extends PositionOutputStream {
        private final io.parquetry.io.PositionOutputStream out;

        Published(io.parquetry.io.PositionOutputStream out) {
            this.out = out;
        }

        @Override
        public long getPos() {
            return out.position();
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }

        /** Discards what was written: nothing appears at the location. */
        void abort() throws IOException {
            out.abort();
        }
    }
}
