package io.parquetry.io;

import java.io.IOException;
import java.util.List;

/**
 * A tree of files addressed by relative, {@code '/'}-separated paths: a directory on the local file
 * system, a prefix in an object store. Datasets and tables write and list their files through it.
 *
 * <p>Publication is atomic: a file created through {@link #output(String)} becomes visible to
 * {@link #list(String)} and {@link #input(String)} only when its stream closes successfully; a
 * stream that is aborted, or whose process dies, leaves nothing a reader would list. Implementations
 * are safe for concurrent use by several threads.
 */
public interface FileStore {

    /**
     * A file to be written at {@code path}, published when its stream closes.
     *
     * @param path relative path, {@code '/'}-separated, without a leading slash
     * @return the output file
     */
    OutputFile output(String path);

    /**
     * Opens a published file for reading.
     *
     * @param path relative path, {@code '/'}-separated
     * @return the input file; the caller closes it
     * @throws IOException if the file does not exist or cannot be opened
     */
    InputFile input(String path) throws IOException;

    /**
     * Every published file whose path starts with {@code prefix}, recursively, in ascending path
     * order. Temporary files of unfinished writes are never listed.
     *
     * @param prefix a path prefix ({@code ""} for every file)
     * @return the files found
     * @throws IOException if listing fails
     */
    List<StoredFile> list(String prefix) throws IOException;

    /**
     * Deletes a published file; deleting a missing file is not an error.
     *
     * @param path relative path
     * @throws IOException if deleting fails
     */
    void delete(String path) throws IOException;

    /**
     * Where this store lives, for messages: a directory path or a URI such as {@code s3://bucket/prefix}.
     *
     * @return the location
     */
    String location();

    /**
     * A published file.
     *
     * @param path relative path, {@code '/'}-separated
     * @param length size in bytes
     */
    record StoredFile(String path, long length) {}
}
