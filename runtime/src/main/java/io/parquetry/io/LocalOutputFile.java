package io.parquetry.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A local file target written atomically: bytes go to a temporary sibling that is moved over
 * the target only when the stream is closed normally, so a failed or killed write never leaves
 * a truncated file at the path.
 */
public final class LocalOutputFile implements OutputFile {
    private final Path path;

    public LocalOutputFile(Path path) {
        this.path = path.toAbsolutePath();
    }

    @Override
    public PositionOutputStream create() throws IOException {
        Path dir = path.getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + path.getFileName() + ".", ".tmp");
        return new Stream(Files.newOutputStream(temp), temp);
    }

    @Override
    public String location() {
        return path.toString();
    }

    private final class Stream extends PositionOutputStream {
        private final OutputStream out;
        private final Path temp;
        private long position;
        private boolean closed;

        Stream(OutputStream out, Path temp) {
            this.out = new java.io.BufferedOutputStream(out, 1 << 16);
            this.temp = temp;
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
            if (closed) {
                return;
            }
            closed = true;
            try {
                out.close();
                try {
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        }

        @Override
        public void abort() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                out.close();
            } finally {
                Files.deleteIfExists(temp);
            }
        }
    }
}
