package io.parquetry.iceberg;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.Map;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.NotFoundException;
import org.apache.iceberg.exceptions.RuntimeIOException;
import org.apache.iceberg.io.FileIO;
import org.apache.iceberg.io.InputFile;
import org.apache.iceberg.io.OutputFile;
import org.apache.iceberg.io.PositionOutputStream;
import org.apache.iceberg.io.SeekableInputStream;

/**
 * The Iceberg files of a {@link FileIO} whose locations map to Parquetry input and output files:
 * subclasses say how a location opens, is created and is deleted.
 */
abstract class StreamFileIO implements FileIO {
    private static final long serialVersionUID = 1L;

    /** Opens the file at {@code location} for reading. */
    abstract io.parquetry.io.InputFile input(String location) throws IOException;

    /** The destination of a file written at {@code location}, published when its stream closes. */
    abstract io.parquetry.io.OutputFile output(String location);

    /** Deletes the file at {@code location}; a missing file is not an error. */
    abstract void delete(String location) throws IOException;

    @Override
    public InputFile newInputFile(String location) {
        return new In(location, -1);
    }

    @Override
    public InputFile newInputFile(String location, long length) {
        return new In(location, length);
    }

    @Override
    public OutputFile newOutputFile(String location) {
        return new Out(location);
    }

    @Override
    public void deleteFile(String location) {
        try {
            delete(location);
        } catch (IOException e) {
            throw new RuntimeIOException(e, "cannot delete %s", location);
        }
    }

    @Override
    public Map<String, String> properties() {
        return Map.of();
    }

    private io.parquetry.io.InputFile open(String location) {
        try {
            return input(location);
        } catch (NoSuchFileException | FileNotFoundException e) {
            throw new NotFoundException(e, "File does not exist: %s", location);
        } catch (IOException e) {
            throw new RuntimeIOException(e, "cannot open %s", location);
        }
    }

    private final class In implements InputFile {
        private final String location;
        private long length;

        In(String location, long length) {
            this.location = location;
            this.length = length;
        }

        @Override
        public long getLength() {
            if (length < 0) {
                try (io.parquetry.io.InputFile in = open(location)) {
                    length = in.length();
                } catch (IOException e) {
                    throw new UncheckedIOException(location + ": " + e.getMessage(), e);
                }
            }
            return length;
        }

        @Override
        public SeekableInputStream newStream() {
            return new Streams.Input(open(location));
        }

        @Override
        public String location() {
            return location;
        }

        @Override
        public boolean exists() {
            try (io.parquetry.io.InputFile in = input(location)) {
                return true;
            } catch (IOException e) {
                return false;
            }
        }
    }

    private final class Out implements OutputFile {
        private final String location;

        Out(String location) {
            this.location = location;
        }

        @Override
        public PositionOutputStream create() {
            if (new In(location, -1).exists()) {
                throw new AlreadyExistsException("Location already exists: %s", location);
            }
            return createOrOverwrite();
        }

        @Override
        public PositionOutputStream createOrOverwrite() {
            try {
                return new Streams.Output(output(location).create());
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
            return new In(location, -1);
        }
    }
}
