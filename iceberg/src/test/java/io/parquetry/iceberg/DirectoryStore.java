package io.parquetry.iceberg;

import io.parquetry.io.FileStore;
import io.parquetry.io.InputFile;
import io.parquetry.io.LocalInputFile;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.io.OutputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** A {@link FileStore} over a local directory, for the tests (temporary files start with a dot). */
final class DirectoryStore implements FileStore {
    private final Path root;

    DirectoryStore(Path root) {
        this.root = root.toAbsolutePath();
    }

    @Override
    public OutputFile output(String path) {
        return new LocalOutputFile(root.resolve(path), false);
    }

    @Override
    public InputFile input(String path) throws IOException {
        return new LocalInputFile(root.resolve(path));
    }

    @Override
    public List<StoredFile> list(String prefix) throws IOException {
        List<StoredFile> out = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return out;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                String rel = root.relativize(p).toString().replace('\\', '/');
                if (rel.startsWith(prefix) && !p.getFileName().toString().startsWith(".")) {
                    out.add(new StoredFile(rel, Files.size(p)));
                }
            }
        }
        return out;
    }

    @Override
    public void delete(String path) throws IOException {
        Files.deleteIfExists(root.resolve(path));
    }

    @Override
    public String location() {
        return root.toString();
    }
}
