package io.parquetry.iceberg;

import io.parquetry.io.FileStore;
import java.io.IOException;

/**
 * An Iceberg {@link org.apache.iceberg.io.FileIO} over a Parquetry {@link FileStore} (a local
 * directory, an object-store prefix), so a table lives wherever a store does. Locations are the
 * store's {@link FileStore#location()} followed by {@code '/'} and a relative path; make the
 * catalog's warehouse that location and give the catalog this file IO, for example
 * {@code new JdbcCatalog(props -> new FileStoreFileIO(store), null, true)}.
 *
 * <p>Outputs are published when their stream closes, as the store publishes them; an aborted write
 * leaves nothing. {@code create()} refuses a location that exists when it is called. Locations
 * outside the store fail with an {@link IllegalArgumentException} naming them.
 *
 * <p>Thread-safe when the store is (stores are). Not serializable for engines that ship file IOs
 * to other processes: the store stays in this JVM.
 */
public final class FileStoreFileIO extends StreamFileIO {
    private static final long serialVersionUID = 1L;

    private final transient FileStore store;
    /** The store's location, without a trailing slash. */
    private final String root;

    /**
     * A file IO over {@code store}.
     *
     * @param store where the files live
     */
    public FileStoreFileIO(FileStore store) {
        this.store = store;
        String location = store.location();
        this.root = location.endsWith("/") ? location.substring(0, location.length() - 1) : location;
    }

    /** The store's relative path of an Iceberg location (which must be under the store's location). */
    private String relative(String location) {
        if (location.startsWith(root + "/")) {
            return location.substring(root.length() + 1);
        }
        throw new IllegalArgumentException(location + ": not under the file store at " + root
                + " (set the catalog's warehouse, or the table's location, under it)");
    }

    @Override
    io.parquetry.io.InputFile input(String location) throws IOException {
        return store.input(relative(location));
    }

    @Override
    io.parquetry.io.OutputFile output(String location) {
        return store.output(relative(location));
    }

    @Override
    void delete(String location) throws IOException {
        store.delete(relative(location));
    }
}
