package io.parquetry.iceberg;

import io.parquetry.io.LocalInputFile;
import io.parquetry.io.LocalOutputFile;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An Iceberg {@link org.apache.iceberg.io.FileIO} over the local file system, without Hadoop:
 * locations are absolute paths or {@code file:} URIs. Give it to a catalog as {@code io-impl}
 * (for example {@code CatalogProperties.FILE_IO_IMPL = LocalFileIO.class.getName()}) to keep
 * Hadoop off the class path.
 *
 * <p>Files are published atomically ({@link LocalOutputFile}): an output is written to a hidden
 * temporary file beside its location and moved into place when the stream closes, so a reader
 * never sees a partial file, and an aborted write leaves nothing. {@code create()} fails with
 * {@link org.apache.iceberg.exceptions.AlreadyExistsException} when the location exists when it is
 * called (Iceberg names its data and metadata files uniquely).
 *
 * <p>Thread-safe: it holds no state; each stream belongs to one thread.
 */
public final class LocalFileIO extends StreamFileIO {
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
    io.parquetry.io.InputFile input(String location) throws IOException {
        return new LocalInputFile(path(location));
    }

    @Override
    io.parquetry.io.OutputFile output(String location) {
        return new LocalOutputFile(path(location));
    }

    @Override
    void delete(String location) throws IOException {
        Files.deleteIfExists(path(location));
    }
}
