package io.parquetry.iceberg;

import io.parquetry.io.InputFile;
import io.parquetry.io.OutputFile;
import io.parquetry.io.PositionOutputStream;
import java.io.EOFException;
import java.io.IOException;
import org.apache.iceberg.io.RangeReadable;
import org.apache.iceberg.io.SeekableInputStream;

/**
 * Adapters between Iceberg's {@link org.apache.iceberg.io.FileIO} files and Parquetry's
 * {@link InputFile}/{@link OutputFile}, so Parquetry reads and writes data files wherever the
 * table's file IO reaches (local disk, S3, ...).
 *
 * <p>The adapters hold no state beyond the open stream: an input belongs to one reader at a time,
 * as {@link InputFile} requires.
 */
public final class IcebergFiles {
    private IcebergFiles() {}

    /**
     * Parquetry's view of an Iceberg input file: positioned reads through one stream opened on
     * first use ({@link RangeReadable#readFully} when the stream has it, seek and read otherwise),
     * closed with the input.
     *
     * @param file the Iceberg file
     * @return an input reading {@code file}
     */
    public static InputFile input(org.apache.iceberg.io.InputFile file) {
        return new In(file);
    }

    /**
     * Parquetry's view of an Iceberg output file. The file is created with
     * {@link org.apache.iceberg.io.OutputFile#create()} (failing when it exists); when a write
     * fails or is aborted, what the stream wrote is deleted through {@code deleter} (pass the
     * table's {@code io()::deleteFile}) where the target does not discard it itself.
     *
     * @param file the Iceberg file
     * @param deleter deletes a location (the table's {@code io()::deleteFile})
     * @return an output writing {@code file}
     */
    public static OutputFile output(org.apache.iceberg.io.OutputFile file, java.util.function.Consumer<String> deleter) {
        return new Out(file, deleter);
    }

    private static final class In implements InputFile {
        private final org.apache.iceberg.io.InputFile file;
        private SeekableInputStream stream;
        private long length = -1;

        In(org.apache.iceberg.io.InputFile file) {
            this.file = file;
        }

        @Override
        public long length() {
            if (length < 0) {
                length = file.getLength();
            }
            return length;
        }

        @Override
        public void readFully(long position, byte[] dst, int off, int len) throws IOException {
            if (stream == null) {
                stream = file.newStream();
            }
            if (stream instanceof RangeReadable ranges) {
                ranges.readFully(position, dst, off, len);
                return;
            }
            stream.seek(position);
            int done = 0;
            while (done < len) {
                int n = stream.read(dst, off + done, len - done);
                if (n < 0) {
                    throw new EOFException(file.location() + ": end of file at offset " + (position + done) + " reading "
                            + len + " bytes at " + position);
                }
                done += n;
            }
        }

        @Override
        public String location() {
            return file.location();
        }

        @Override
        public void close() throws IOException {
            if (stream != null) {
                stream.close();
                stream = null;
            }
        }
    }

    private static final class Out implements OutputFile {
        private final org.apache.iceberg.io.OutputFile file;
        private final java.util.function.Consumer<String> deleter;

        Out(org.apache.iceberg.io.OutputFile file, java.util.function.Consumer<String> deleter) {
            this.file = file;
            this.deleter = deleter;
        }

        @Override
        public PositionOutputStream create() {
            org.apache.iceberg.io.PositionOutputStream out = file.create();
            return new io.parquetry.io.CountingOutputStream(out) {
                @Override
                public void abort() throws IOException {
                    if (out instanceof Streams.Output own) {
                        own.abort();
                        return;
                    }
                    try {
                        out.close();
                    } finally {
                        deleter.accept(file.location());
                    }
                }
            };
        }

        @Override
        public String location() {
            return file.location();
        }
    }
}
