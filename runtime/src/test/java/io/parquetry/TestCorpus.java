package io.parquetry;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The parquet-testing corpus the tests read, kept in the repository under
 * {@code testing/parquet-testing} and passed in by the build as {@code parquetry.testing.dir}.
 * Missing data is a failure, never a skipped test: a test that silently skips proves nothing.
 */
public final class TestCorpus {
    private TestCorpus() {}

    /** The corpus root; fails when the build did not say where it is or it is not there. */
    public static Path root() {
        String dir = System.getProperty("parquetry.testing.dir");
        if (dir == null || dir.isEmpty()) {
            throw new IllegalStateException("system property parquetry.testing.dir is not set (the build sets it to testing/parquet-testing)");
        }
        Path p = Path.of(dir);
        if (!Files.isDirectory(p)) {
            throw new IllegalStateException("test corpus not found at " + p);
        }
        return p;
    }

    /** A file or folder under the corpus root, which must exist. */
    public static Path resolve(String first, String... more) {
        Path p = root().resolve(Path.of(first, more));
        if (!Files.exists(p)) {
            throw new IllegalStateException("test corpus entry missing: " + p);
        }
        return p;
    }

    /** A file under {@code data/}, which must exist. */
    public static Path data(String name) {
        return resolve("data", name);
    }
}
