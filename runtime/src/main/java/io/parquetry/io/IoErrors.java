package io.parquetry.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Plain words for I/O failures. The JDK's file exceptions carry only the path as their message
 * ({@code NoSuchFileException: /data/x.parquet}); messages built with this say what went wrong.
 */
public final class IoErrors {
    private IoErrors() {}

    /**
     * {@return what went wrong; the caller names the file it worked on, so the failure's own path
     * is added only when it is another one (a parent directory that is a file, say)}
     *
     * @param e the failure
     * @param subject the file the caller names in its message
     */
    public static String describe(IOException e, String subject) {
        String what = describe(e);
        if (e instanceof FileSystemException f && f.getFile() != null && !f.getFile().equals(subject)) {
            return what + " (" + f.getFile() + ")";
        }
        return what;
    }

    private static String describe(IOException e) {
        String reason = e instanceof FileSystemException f && f.getReason() != null ? ": " + f.getReason() : "";
        if (e instanceof NoSuchFileException) {
            return "no such file" + reason;
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied" + reason;
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory" + reason;
        }
        if (e instanceof FileAlreadyExistsException) {
            return "already exists" + reason;
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "directory not empty" + reason;
        }
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason() : e.getClass().getSimpleName();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
