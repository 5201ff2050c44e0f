package io.parquetry.interop.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.DatasetReader;
import io.parquetry.ParquetDataset;
import io.parquetry.interop.DuckDbFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writer processes on one dataset: two at once, and one killed with kill -9 while its files are open. */
class DatasetProcessesTest {
    @TempDir
    Path dir;

    private static Process start(Path root, long first, long count, String mode) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                DatasetWriterChild.class.getName(), root.toString(), Long.toString(first), Long.toString(count), mode)
                .redirectErrorStream(true).start();
    }

    /** The child's output up to the line starting with {@code prefix}; that line. */
    private static String awaitLine(Process p, String prefix) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith(prefix)) {
                return line;
            }
            seen.append(line).append('\n');
        }
        throw new AssertionError("the writer process ended without " + prefix + ":\n" + seen);
    }

    private static List<Sale> read(Path root) {
        try (DatasetReader<Sale> r = ParquetDataset.reader(Sale.class, root).build()) {
            return r.stream().sorted(Comparator.comparingLong(Sale::id)).toList();
        }
    }

    private static long duckDbCount(Path root) {
        List<Map<String, Object>> rows = DuckDbFiles.query("SELECT count(*) AS n FROM read_parquet("
                + DuckDbFiles.literal(root.resolve("**/*.parquet")) + ", hive_partitioning = true)");
        return ((Number) rows.get(0).get("n")).longValue();
    }

    @Test
    void twoWriterProcessesFillOneDataset() throws Exception {
        Path root = dir.resolve("two");
        Process a = start(root, 0, 3000, "finish");
        Process b = start(root, 3000, 3000, "finish");
        String doneA = awaitLine(a, "DONE");
        String doneB = awaitLine(b, "DONE");
        assertTrue(a.waitFor(2, TimeUnit.MINUTES) && b.waitFor(2, TimeUnit.MINUTES));
        assertEquals(0, a.exitValue());
        assertEquals(0, b.exitValue());
        List<Sale> read = read(root);
        assertEquals(6000, read.size());
        for (int i = 0; i < read.size(); i++) {
            assertEquals(Sale.of(i), read.get(i));
        }
        int files = Integer.parseInt(doneA.substring(5)) + Integer.parseInt(doneB.substring(5));
        try (Stream<Path> s = Files.walk(root)) {
            assertEquals(files, s.filter(p -> p.toString().endsWith(".parquet")).count());
        }
        assertEquals(6000, duckDbCount(root));
    }

    @Test
    void aWriterKilledMidWriteLeavesNothingReadersPickUp() throws Exception {
        Path root = dir.resolve("killed");
        // a finished writer's rows first, then the one that is killed
        Process before = start(root, 0, 500, "finish");
        awaitLine(before, "DONE");
        assertTrue(before.waitFor(2, TimeUnit.MINUTES));
        Process victim = start(root, 10_000, 5_050, "hang");
        long published = Long.parseLong(awaitLine(victim, "READY").substring(6));
        List<Path> temporaries;
        try (Stream<Path> s = Files.walk(root)) {
            temporaries = s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
        assertTrue(!temporaries.isEmpty(), "the writer has files open");
        victim.destroyForcibly();
        assertTrue(victim.waitFor(1, TimeUnit.MINUTES));
        for (Path t : temporaries) {
            assertTrue(Files.exists(t), t + ": a killed writer cannot clean up");
            assertTrue(t.getFileName().toString().startsWith("."), t + " is hidden");
        }
        List<Sale> read = read(root);
        assertEquals(500 + published, read.size());
        List<Long> expectedIds = new ArrayList<>();
        for (Sale s : read) {
            assertEquals(Sale.of(s.id()), s);
            expectedIds.add(s.id());
        }
        assertEquals(500, expectedIds.stream().filter(id -> id < 500).count());
        assertTrue(published >= 4000, "files rolled every 100 rows were published: " + published);
        assertEquals(500 + published, duckDbCount(root));
    }
}
