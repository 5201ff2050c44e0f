package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packaged command as users run it: the launcher script over the shaded jar, as a process
 * (runs after {@code package}, in the build's jar-test execution).
 */
class ShadedJarTest {
    @Test
    void launcherRunsTheShadedJar() throws Exception {
        Path module = Path.of(System.getProperty("user.dir"));
        Path launcher = module.resolve("parquetry");
        try (Stream<Path> jars = Files.list(module.resolve("target"))) {
            assertTrue(jars.anyMatch(p -> p.getFileName().toString().matches("parquetry-cli-.*-all\\.jar")), "no shaded jar in target/");
        }
        Path file = Cli.data("lz4_raw_compressed.parquet");
        Run head = run(launcher, "head", "-n", "2", "--format", "csv", file.toString());
        assertEquals(0, head.code, head::toString);
        assertEquals(Cli.run("head", "-n", "2", "--format", "csv", file.toString()).out(), head.out);
        // every optional codec is in the jar
        for (String name : List.of("large_string_map.brotli.parquet", "byte_stream_split.zstd.parquet", "hadoop_lz4_compressed.parquet")) {
            // the brotli file's one page is over the 1 GiB page limit: its footer and pages are read, not its values
            Run check = run(launcher, name.startsWith("large_string_map") ? "pages" : "check", Cli.data(name).toString());
            assertEquals(0, check.code, check::toString);
        }
        Run missing = run(launcher, "schema", "no-such.parquet");
        assertEquals(3, missing.code, missing::toString);
        assertEquals("parquetry: no-such.parquet: no such file\n", missing.err);
        Run usage = run(launcher, "cat");
        assertEquals(2, usage.code, usage::toString);
        assertTrue(usage.err.startsWith("Missing required parameter: 'FILE'"), usage::toString);
    }

    /**
     * {@code cat} streams: a file larger than the heap prints whole in a 48 MiB heap (the
     * reader holds one row group's column chunks at a time: 8 MiB row groups here).
     */
    @Test
    void catStreamsAFileLargerThanTheHeap(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("big.parquet");
        io.parquetry.schema.MessageType schema = io.parquetry.schema.MessageTypeParser.parse(
                "message m { required int64 id; required binary text (STRING); }");
        int rows = 2_000_000;
        java.util.Random random = new java.util.Random(7);
        try (io.parquetry.ParquetWriter<io.parquetry.row.Row> w = io.parquetry.ParquetFile.writer(schema, file).rowGroupSize(8L << 20).build()) {
            for (int i = 0; i < rows; i++) {
                w.write(io.parquetry.row.Row.of(schema, (long) i, Long.toString(random.nextLong(), 36) + Long.toString(random.nextLong(), 36)));
            }
        }
        assertTrue(Files.size(file) > 48L << 20, "file of " + Files.size(file) + " bytes is not larger than the heap");
        Path module = Path.of(System.getProperty("user.dir"));
        ProcessBuilder pb = new ProcessBuilder("bash", module.resolve("parquetry").toString(), "cat", file.toString());
        pb.environment().put("PARQUETRY_JAVA_OPTS", "-Xmx48m");
        pb.redirectError(ProcessBuilder.Redirect.PIPE);
        Process p = pb.start();
        long lines = 0;
        String last = null;
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                lines++;
                last = line;
            }
        }
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), err);
        assertEquals(rows, lines);
        assertTrue(last.startsWith("{\"id\":" + (rows - 1) + ",\"text\":\""), last);
    }

    private record Run(int code, String out, String err) {}

    private static Run run(Path launcher, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", launcher.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }
}
