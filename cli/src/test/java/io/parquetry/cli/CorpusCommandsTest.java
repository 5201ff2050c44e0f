package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.ParquetFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every command over every file of the parquet-testing corpus: each reads the file, or fails
 * with exit code 3 and one line on stderr naming the file; nothing escapes as an exception.
 */
class CorpusCommandsTest {
    private static final List<List<String>> COMMANDS = List.of(
            List.of("schema"), List.of("schema", "--json"), List.of("meta"), List.of("pages"),
            List.of("head", "-n", "3", "--format", "table"), List.of("cat", "--format", "jsonl"),
            List.of("cat", "--format", "csv"), List.of("codegen", "--package", "p"));

    /**
     * The files some command cannot read: broken on purpose (bad_data, corrupt checksums, a
     * malformed dictionary), and a page over the 1 GiB limit. Every encrypted file reads with the keys
     * of {@link Cli#keyOptions} (the master keys, for the one whose keys a KMS wraps).
     */
    private static final java.util.Set<String> EXPECTED_UNREADABLE = new java.util.TreeSet<>(List.of(
            "bad_data/ARROW-GH-41317.parquet", "bad_data/ARROW-GH-41321.parquet", "bad_data/ARROW-GH-45185.parquet",
            "bad_data/ARROW-GH-47662.parquet", "bad_data/ARROW-RS-GH-6229-DICTHEADER.parquet",
            "bad_data/ARROW-RS-GH-6229-LEVELS.parquet", "bad_data/PARQUET-1481.parquet",
            "data/datapage_v1-corrupt-checksum.parquet",
            "data/large_string_map.brotli.parquet", "data/nation.dict-malformed.parquet",
            "data/rle-dict-uncompressed-corrupt-checksum.parquet"));

    @Test
    void everyCommandOverEveryCorpusFile() {
        List<String> failures = new ArrayList<>();
        Map<String, String> report = new TreeMap<>();
        for (Path file : Cli.corpusFiles()) {
            String name = Cli.corpus().relativize(file).toString();
            for (List<String> command : COMMANDS) {
                List<String> args = new ArrayList<>(command);
                args.addAll(Cli.keyOptions(file));
                args.add(file.toString());
                Cli.Result r = Cli.run(args.toArray(String[]::new));
                String what = name + " " + command;
                if (r.code() == 0) {
                    if (!r.err().isEmpty()) {
                        failures.add(what + ": exit 0 but stderr " + r.err());
                    }
                    if (command.get(0).equals("cat")) {
                        long rows = rowCount(file);
                        long expected = command.contains("csv") && rows > 0 ? rows + 1 : rows;
                        if (r.lines().size() != expected) {
                            failures.add(what + ": " + r.lines().size() + " lines for " + rows + " rows");
                        }
                    }
                } else {
                    report.merge(name, command.get(0) + "=" + r.code() + ": " + r.err().strip(), (a, b) -> a + " | " + b);
                    if (r.code() != Main.UNREADABLE) {
                        failures.add(what + ": exit " + r.code() + "\n" + r);
                    }
                    List<String> errLines = r.err().lines().toList();
                    if (errLines.size() != 1 || !errLines.get(0).startsWith("parquetry: ") || !errLines.get(0).contains(file.getFileName().toString())) {
                        failures.add(what + ": error is not one line naming the file:\n" + r.err());
                    }
                }
            }
        }
        report.forEach((k, v) -> System.out.println("unreadable: " + k + ": " + v));
        assertEquals(EXPECTED_UNREADABLE, report.keySet(), "files some command cannot read");
        if (!failures.isEmpty()) {
            fail(failures.size() + " failures:\n" + String.join("\n", failures));
        }
    }

    /** Rows of the file by its row groups (a few writers leave the footer's total at 0); -1 when unreadable. */
    /** Readable, but its footer says 0 rows where its row groups hold 6: check reports it. */
    private static final String FOOTER_ROW_COUNT_ZERO = "data/repeated_no_annotation.parquet";

    /** {@code check} over each file: sound exactly when every other command reads it. */
    @Test
    void checkPassesExactlyTheReadableFiles() {
        List<String> failures = new ArrayList<>();
        for (Path file : Cli.corpusFiles()) {
            String name = Cli.corpus().relativize(file).toString();
            List<String> args = new ArrayList<>(List.of("check"));
            args.addAll(Cli.keyOptions(file));
            args.add(file.toString());
            Cli.Result r = Cli.run(args.toArray(String[]::new));
            boolean sound = !EXPECTED_UNREADABLE.contains(name) && !name.equals(FOOTER_ROW_COUNT_ZERO);
            List<String> lines = r.lines();
            if (r.code() != (sound ? 0 : Main.PROBLEMS) || !r.err().isEmpty()) {
                failures.add(name + ": " + r);
            } else if (sound ? lines.size() != 1 : lines.size() < 2 || !lines.stream().limit(lines.size() - 1).allMatch(l -> l.startsWith(file + ": "))) {
                failures.add(name + ": expected one line per problem naming the file, then the summary:\n" + r);
            }
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " failures:\n" + String.join("\n", failures));
        }
    }

    private static long rowCount(Path file) {
        FileOptions options = new FileOptions();
        List<String> keys = Cli.keyOptions(file);
        for (int i = 0; i < keys.size(); i += 2) {
            switch (keys.get(i)) {
                case "--aad-prefix" -> options.aadPrefix = keys.get(i + 1);
                case "--footer-key" -> options.footerKey = keys.get(i + 1);
                case "--key-id" -> options.keyIds.put(keys.get(i + 1).split("=")[0], keys.get(i + 1).split("=")[1]);
                case "--master-key" -> options.masterKeys.put(keys.get(i + 1).split("=")[0], keys.get(i + 1).split("=")[1]);
                default -> options.columnKeys.put(keys.get(i + 1).split("=")[0], keys.get(i + 1).split("=")[1]);
            }
        }
        try (ParquetFile f = ParquetFile.open(file, options.readOptions(file))) {
            return f.rowGroups().stream().mapToLong(g -> g.rowCount()).sum();
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
