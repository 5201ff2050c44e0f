package io.parquetry.iceberg;

import io.parquetry.io.InputFile;
import java.io.EOFException;
import java.io.IOException;
import org.apache.iceberg.io.PositionOutputStream;
import org.apache.iceberg.io.RangeReadable;
import org.apache.iceberg.io.SeekableInputStream;

/** Iceberg's stream types over Parquetry's files and streams. */
final class Streams {
    private Streams() {}

    /**
     * Iceberg's view of a Parquetry output stream (one that publishes its file when it closes);
     * {@link #abort()} discards what was written.
     */
    static final class Output extends PositionOutputStream {
        private final io.parquetry.io.PositionOutputStream out;

        Output(io.parquetry.io.PositionOutputStream out) {
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

    /** A seekable stream over a Parquetry input file, which also reads ranges without moving. */
    static final class Input extends SeekableInputStream implements RangeReadable {
        private final InputFile file;
        private long pos;

        Input(InputFile file) {
            this.file = file;
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
            long left = file.length() - pos;
            if (len == 0) {
                return 0;
            }
            if (left <= 0) {
                return -1;
            }
            int n = (int) Math.min(len, left);
            file.readFully(pos, b, off, n);
            pos += n;
            return n;
        }

        @Override
        public void readFully(long position, byte[] buffer, int offset, int length) throws IOException {
            if (position + length > file.length()) {
                throw new EOFException(file.location() + ": reading " + length + " bytes at " + position + " passes the end ("
                        + file.length() + " bytes)");
            }
            file.readFully(position, buffer, offset, length);
        }

        @Override
        public int readTail(byte[] buffer, int offset, int length) throws IOException {
            long size = file.length();
            int n = (int) Math.min(length, size);
            file.readFully(size - n, buffer, offset, n);
            return n;
        }

        @Override
        public void close() throws IOException {
            file.close();
        }
    }
}
