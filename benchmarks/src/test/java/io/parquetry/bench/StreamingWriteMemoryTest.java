package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer's memory is bounded by its row group, not by the file: 10 million generated taxi
 * trips (about 270 MB of Parquet) written with 64 MiB row groups in a JVM limited to a 256 MiB
 * heap, streaming (the records are generated one at a time). Takes about 10 s.
 */
class StreamingWriteMemoryTest {
    static final long ROWS = 10_000_000L;

    @TempDir
    Path dir;

    @Test
    void tenMillionRowsIn256MiBHeap() throws IOException, InterruptedException {
        Path file = dir.resolve("trips.parquet");
        Path log = dir.resolve("out.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                StreamingWrite.class.getName(), file.toString(), Long.toString(ROWS), "64"))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("the streaming write did not finish in 5 minutes");
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        System.out.print(out);
        assertEquals(0, p.exitValue(), "the forked writer failed:\n" + out);
        assertTrue(out.contains("rows=" + ROWS), out);
        try (ParquetFile f = ParquetFile.open(file)) {
            assertEquals(ROWS, f.metadata().rowCount());
            assertTrue(f.metadata().rowGroups().size() > 1, "64 MiB row groups: the file must have several");
        }
    }
}
