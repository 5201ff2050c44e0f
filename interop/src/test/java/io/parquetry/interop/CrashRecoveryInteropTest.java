package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.metadata.RecoveryReport;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writers killed with {@code kill -9} at random moments, their temporary files recovered with
 * {@link ParquetFile#recover}: the recovered rows must be exactly a prefix of what was written,
 * row group by row group (the recovered bytes are those a writer of just those rows writes, and
 * the row groups have the same row counts), and DuckDB and parquet-java must read every recovered
 * file value for value. Trials cycle through cumulative footers every 0 (footerless: the schema
 * is given), 1 and 3 row groups, V1 and V2 pages, and four codecs.
 *
 * <p>The default run has {@value #DEFAULT_TRIALS} trials (each starts a JVM); a campaign sets
 * {@code -Dparquetry.crash.trials=300} (and {@code -Dparquetry.crash.seed=} to replay one).
 */
class CrashRecoveryInteropTest {
    static final int DEFAULT_TRIALS = 12;
    /** Kills happen once the temporary file has reached a random size below this. */
    static final int MAX_KILL_SIZE = 640 << 10;
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message crash {
              required int64 id;
              optional binary name (STRING);
              optional double score;
              required int32 qty;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
            }
            """);
    private static final Compression[] CODECS = {Compression.SNAPPY, Compression.ZSTD, Compression.UNCOMPRESSED, Compression.GZIP};
    private static final int[] CUMULATIVE = {0, 1, 3};

    /** Row {@code i} of every writer. */
    static Row row(long i) {
        List<String> tags = new ArrayList<>();
        for (int t = 0; t < i % 4; t++) {
            tags.add(t == 2 && i % 3 == 0 ? null : "tag" + (i % 13) + "-" + t);
        }
        return Row.of(SCHEMA, i, i % 9 == 0 ? null : "name-" + (i % 17), i % 5 == 0 ? null : i * 0.5, (int) (i % 100),
                i % 7 == 6 ? null : tags);
    }

    static ParquetWriter.Builder<Row> writer(Path file, int trial) {
        return ParquetFile.writer(SCHEMA, new LocalOutputFile(file, false))
                .cumulativeFooterEvery(CUMULATIVE[trial % CUMULATIVE.length])
                .pageVersion(trial % 2 == 0 ? PageVersion.V1 : PageVersion.V2)
                .compression(CODECS[trial % CODECS.length])
                .rowGroupSize(32 << 10)
                .pageSize(4 << 10)
                .keyValue("trial", Integer.toString(trial));
    }

    /** The killed writer: writes rows until it is killed (a little slowly, so that files stay small). */
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int trial = Integer.parseInt(args[1]);
        try (ParquetWriter<Row> w = writer(file, trial).build()) {
            System.out.println("STARTED");
            System.out.flush();
            for (long i = 0; ; i++) {
                w.write(row(i));
                if (i % 64 == 63) {
                    Thread.sleep(1);
                }
            }
        }
    }

    @Test
    void killedWritersRecoverToAPrefixRowGroupByRowGroupThatDuckDbAndParquetJavaRead(@TempDir Path dir) throws Exception {
        int trials = Integer.getInteger("parquetry.crash.trials", DEFAULT_TRIALS);
        long seed = Long.getLong("parquetry.crash.seed", System.nanoTime());
        Random random = new Random(seed);
        int withRows = 0;
        int fromFooters = 0;
        int scanned = 0;
        long rowsRecovered = 0;
        List<String> stops = new ArrayList<>();
        for (int trial = 0; trial < trials; trial++) {
            String context = "trial " + trial + " (seed " + seed + ")";
            Path d = Files.createDirectories(dir.resolve("t" + trial));
            Path target = d.resolve("out.parquet");
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                    CrashRecoveryInteropTest.class.getName(), target.toString(), Integer.toString(trial))
                    .redirectErrorStream(true).start();
            p.getOutputStream().close();
            BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String first = lines.readLine();
            assertEquals("STARTED", first, context);
            Path temp;
            try (Stream<Path> files = Files.list(d)) {
                List<Path> temps = files.filter(f -> f.getFileName().toString().startsWith(".out.parquet.")
                        && f.getFileName().toString().endsWith(".tmp")).toList();
                assertEquals(1, temps.size(), context + ": " + temps);
                temp = temps.get(0);
            }
            // a random moment of the write, whatever the machine's speed: once the file has grown
            // past a random size (0 to ~20 row groups), after a random extra pause
            long size = random.nextInt(MAX_KILL_SIZE);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (Files.size(temp) < size && System.nanoTime() < deadline && p.isAlive()) {
                Thread.sleep(1);
            }
            Thread.sleep(random.nextInt(20));
            p.destroyForcibly();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), context);
            assertTrue(Files.notExists(target), context + ": a killed writer published its file");
            Path recovered = d.resolve("recovered.parquet");
            if (Files.size(temp) < 4) {
                ParquetException e = org.junit.jupiter.api.Assertions.assertThrows(ParquetException.class,
                        () -> ParquetFile.recover(temp, recovered, SCHEMA));
                assertTrue(e.getMessage().contains("not a Parquet file"), e.getMessage());
                stops.add("empty temporary file");
                continue;
            }
            RecoveryReport report;
            try {
                report = ParquetFile.recover(temp, recovered); // a cumulative footer carries the schema
                assertTrue(CUMULATIVE[trial % CUMULATIVE.length] > 0, context + ": recovered without a schema or footer");
            } catch (ParquetException e) {
                assertTrue(e.getMessage().contains("schema is unknown"), context + ": " + e.getMessage());
                report = ParquetFile.recover(temp, recovered, SCHEMA);
                assertEquals(0, report.rowGroupsFromFooter(), context);
            }
            stops.add(report.stopReason());
            List<Row> expected = new ArrayList<>();
            for (long i = 0; i < report.rows(); i++) {
                expected.add(row(i));
            }
            // our reader: exactly the first rows
            List<String> ours = new ArrayList<>();
            try (ParquetFile f = ParquetFile.open(recovered); ParquetReader<Row> r = f.rows()) {
                for (Row row : r) {
                    ours.add(row.toString());
                }
                assertEquals(Integer.toString(trial), f.keyValueMetadata().getOrDefault("trial", Integer.toString(trial)), context);
            }
            assertEquals(expected.stream().map(Row::toString).toList(), ours, context + ": " + report);
            // row group by row group: a writer of just these rows writes these row groups and these bytes
            Path reference = d.resolve("reference.parquet");
            try (ParquetWriter<Row> w = writer(reference, trial).build()) {
                w.writeAll(expected);
            }
            try (ParquetFile ref = ParquetFile.open(reference); ParquetFile rec = ParquetFile.open(recovered)) {
                assertEquals(ref.rowGroups().stream().map(io.parquetry.metadata.RowGroupMetadata::rowCount).toList(),
                        rec.rowGroups().stream().map(io.parquetry.metadata.RowGroupMetadata::rowCount).toList(), context);
            }
            byte[] refBytes = Files.readAllBytes(reference);
            byte[] recBytes = Files.readAllBytes(recovered);
            assertArrayEquals(Arrays.copyOf(refBytes, (int) report.bytesKept()), Arrays.copyOf(recBytes, (int) report.bytesKept()),
                    context);
            // DuckDB and parquet-java read the recovered file, value for value
            var canonical = RowCanonical.rows(expected);
            Canonical.assertRowsEqual(canonical, ParquetJavaFiles.read(recovered, true));
            Canonical.assertRowsEqual(canonical, DuckDbFiles.read(recovered));
            if (trial < CUMULATIVE.length) {
                // a finished file with cumulative footers between its row groups is a standard file too
                Canonical.assertRowsEqual(canonical, ParquetJavaFiles.read(reference, true));
                Canonical.assertRowsEqual(canonical, DuckDbFiles.read(reference));
            }
            if (report.rowGroups() > 0) {
                withRows++;
            }
            fromFooters += report.rowGroupsFromFooter();
            scanned += report.rowGroupsScanned();
            rowsRecovered += report.rows();
        }
        System.out.println("crash recovery: " + trials + " trials (seed " + seed + "), " + withRows + " recovered rows, "
                + fromFooters + " row groups from cumulative footers, " + scanned + " scanned, " + rowsRecovered
                + " rows; stops: " + stops.stream().map(s -> s.replaceAll("\\d+", "N")).distinct().toList());
        assertTrue(withRows > trials / 2, withRows + " of " + trials + " trials recovered rows: " + stops);
        assertTrue(fromFooters > 0 && scanned > 0, fromFooters + " from footers, " + scanned + " scanned");
    }
}
