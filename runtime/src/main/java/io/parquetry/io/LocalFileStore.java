package io.parquetry.io;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A {@link FileStore} over a directory of the local file system. Files are written through
 * {@link LocalOutputFile}: bytes go to a hidden temporary sibling
 * ({@code .<name>.<pid>@<host>.<random>.tmp}) that is renamed over the target when the stream
 * closes, so a file is listed complete or not at all, and a writer killed mid-write leaves only a
 * temporary file. {@link #list(String)} never returns hidden entries: a file or directory whose
 * name starts with {@code '.'} or {@code '_'} (temporary files, {@code _SUCCESS} markers,
 * {@code _temporary} directories), as Spark and Hive skip them too.
 *
 * <p>Thread-safe; several processes may write distinct paths of one store at the same time.
 */
public final class LocalFileStore implements FileStore {
    private final Path root;
    private final boolean sync;

    /**
     * A store at {@code root} whose files are forced to the device when published.
     *
     * @param root the directory (created on the first write when missing)
     */
    public LocalFileStore(Path root) {
        this(root, true);
    }

    /**
     * A store at {@code root}.
     *
     * @param root the directory (created on the first write when missing)
     * @param sync whether each published file and its directory entry are forced to the device
     *     (see {@link LocalOutputFile}); {@code false} trades durability on power loss for speed
     */
    public LocalFileStore(Path root, boolean sync) {
        this.root = root.toAbsolutePath().normalize();
        this.sync = sync;
    }

    /** {@return the directory of this store} */
    public Path root() {
        return root;
    }

    @Override
    public OutputFile output(String path) {
        return new LocalOutputFile(resolve(path), sync);
    }

    @Override
    public InputFile input(String path) throws IOException {
        return new LocalInputFile(resolve(path));
    }

    @Override
    public List<StoredFile> list(String prefix) throws IOException {
        List<StoredFile> found = new ArrayList<>();
        // walk from the deepest directory the prefix names, then keep the paths that start with it
        int slash = prefix.lastIndexOf('/');
        Path start = slash < 0 ? root : resolve(prefix.substring(0, slash));
        if (!Files.isDirectory(start)) {
            return found;
        }
        try {
            Files.walkFileTree(start, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    return dir.equals(start) || !hidden(dir) ? FileVisitResult.CONTINUE : FileVisitResult.SKIP_SUBTREE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile() && !hidden(file)) {
                        String relative = relative(file);
                        if (relative.startsWith(prefix)) {
                            found.add(new StoredFile(relative, attrs.size()));
                        }
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                    if (e instanceof NoSuchFileException) {
                        return FileVisitResult.CONTINUE; // a temporary file renamed or deleted meanwhile
                    }
                    throw e;
                }
            });
        } catch (NoSuchFileException e) {
            return found; // the directory went away while it was listed
        }
        found.sort(Comparator.comparing(StoredFile::path));
        return found;
    }

    @Override
    public void delete(String path) throws IOException {
        Files.deleteIfExists(resolve(path));
    }

    @Override
    public String location() {
        return root.toString();
    }

    /** Whether a listed entry is hidden (temporary files, markers): its name starts with '.' or '_'. */
    private static boolean hidden(Path p) {
        String name = p.getFileName().toString();
        return name.startsWith(".") || name.startsWith("_");
    }

    private String relative(Path file) {
        return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    }

    /** The local path of a relative store path; refuses absolute paths and paths leaving the root. */
    private Path resolve(String path) {
        if (path.startsWith("/") || path.isEmpty()) {
            throw new IllegalArgumentException(location() + ": '" + path + "' is not a relative path of the store");
        }
        Path p = root.resolve(path).normalize();
        if (!p.startsWith(root) || p.equals(root)) {
            throw new IllegalArgumentException(location() + ": '" + path + "' leaves the store's directory");
        }
        return p;
    }
}
