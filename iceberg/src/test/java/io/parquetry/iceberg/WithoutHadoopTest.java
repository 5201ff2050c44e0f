package io.parquetry.iceberg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The module appends and reads tables without Hadoop or parquet-java: a forked JVM gets the test
 * class path minus the test-only jars that bring them (Iceberg's generic reader and writer).
 */
class WithoutHadoopTest {
    @Test
    void appendsAndReadsWithNoHadoopOnTheClassPath() throws Exception {
        String full = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        assertNotNull(full);
        List<String> kept = Arrays.stream(full.split(File.pathSeparator))
                .filter(e -> !e.contains("hadoop") && !e.contains("org/apache/parquet") && !e.contains("iceberg-parquet")
                        && !e.contains("iceberg-data"))
                .toList();
        assertTrue(kept.size() < full.split(File.pathSeparator).length, "something was removed");
        assertFalse(kept.stream().anyMatch(e -> e.contains("hadoop")));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", String.join(File.pathSeparator, kept),
                WithoutHadoopMain.class.getName()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the forked JVM finished");
        assertEquals(0, p.exitValue(), output);
        String last = Arrays.stream(output.split("\n")).filter(l -> l.startsWith("read ")).collect(Collectors.joining());
        assertTrue(last.matches("read 500 rows, \\d+ GOOG rows"), output);
    }
}
