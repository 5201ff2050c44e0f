package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnPages;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.SchemaNode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code check FILE...}: walks the page headers of every column chunk (sizes within the chunk,
 * value counts against the metadata, CRCs), then decodes every page of every column, row group
 * by row group. One line per problem; exit code 0 only when every file is sound.
 */
@Command(name = "check", description = "Decodes every page of every column and verifies CRCs and structure; "
        + "one line per problem, exit code 0 only when all files are sound.")
final class CheckCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin FileOptions files;

    @Parameters(paramLabel = "FILE", arity = "1..*") List<Path> paths;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int problems = 0;
        for (Path file : paths) {
            problems += check(out, file);
        }
        out.println("checked " + paths.size() + (paths.size() == 1 ? " file: " : " files: ")
                + (problems == 0 ? "no problems" : problems + (problems == 1 ? " problem" : " problems")));
        return problems == 0 ? 0 : Main.PROBLEMS;
    }

    private int check(PrintWriter out, Path file) {
        if (!Files.isRegularFile(file)) {
            out.println(file + ": no such file");
            return 1;
        }
        ParquetFile f;
        try {
            f = files.openOrThrow(file);
        } catch (RuntimeException e) {
            out.println(file + ": " + strip(file, e));
            return 1;
        }
        int problems = 0;
        try (f) {
            List<ColumnDescriptor> columns = f.schema().columns();
            List<RowGroupMetadata> groups = f.rowGroups();
            long firstRow = 0;
            long total = 0;
            for (int g = 0; g < groups.size(); g++) {
                RowGroupMetadata rg = groups.get(g);
                total += rg.rowCount();
                java.util.Set<String> badFields = new java.util.HashSet<>();
                for (ColumnDescriptor c : columns) {
                    String path = c.path().toDotString();
                    String where = file + ": row group " + g + ", column " + path;
                    try {
                        ColumnChunkMetadata chunk = f.chunk(g, path);
                        if (!chunk.encrypted()) {
                            int found = walk(out, file, where, f, g, path);
                            problems += found;
                            if (found > 0) {
                                badFields.add(c.path().get(0));
                            }
                        }
                    } catch (RuntimeException e) {
                        out.println(where + ": " + strip(file, e));
                        problems++;
                        badFields.add(c.path().get(0));
                    }
                }
                // decoded by top-level field, so that maps and lists are read whole; a field whose
                // pages are already known bad would only fail again on the same page
                for (SchemaNode field : f.schema().fields()) {
                    if (!badFields.contains(field.name())) {
                        problems += decode(out, file, f, file + ": row group " + g + ", field " + field.name(), field.name(),
                                firstRow, firstRow + rg.rowCount());
                    }
                }
                firstRow += rg.rowCount();
            }
            // rowCount() is the row groups' sum; the footer's own num_rows is what a writer claimed
            if (total != f.metadata().rowCount()) {
                out.println(file + ": row groups hold " + total + " rows, the footer says " + f.metadata().rowCount());
                problems++;
            }
        } catch (RuntimeException e) {
            out.println(file + ": " + strip(file, e));
            problems++;
        }
        return problems;
    }

    private static int walk(PrintWriter out, Path file, String where, ParquetFile f, int g, String path) {
        int problems = 0;
        ColumnPages walk;
        try {
            walk = f.pages(g, path);
        } catch (RuntimeException e) {
            out.println(where + ": " + strip(file, e));
            return 1;
        }
        for (PageHeaderMetadata p : walk.pages()) {
            if (Boolean.FALSE.equals(p.crcMatches())) {
                out.println(where + ", offset " + p.offset() + ": " + p.type() + " CRC mismatch");
                problems++;
            }
        }
        if (walk.problem() != null) {
            out.println(where + ", offset " + walk.problemOffset() + ": " + walk.problem());
            problems++;
        }
        return problems;
    }

    private static int decode(PrintWriter out, Path file, ParquetFile f, String where, String path, long first, long end) {
        long n = 0;
        try (ParquetReader<Row> rows = f.rows(null, first, end, path)) {
            for (Row ignored : rows) {
                n++;
            }
        } catch (RuntimeException e) {
            out.println(where + ": " + strip(file, e));
            return 1;
        }
        if (n != end - first) {
            out.println(where + ": decoded " + n + " rows, the row group has " + (end - first));
            return 1;
        }
        return 0;
    }

    /** The error's message without a leading file location (the line starts with it already). */
    private static String strip(Path file, RuntimeException e) {
        String msg = Main.oneLine(e);
        for (String prefix : new String[] {file.toAbsolutePath().toString(), file.toString()}) {
            if (msg.startsWith(prefix + ": ")) {
                return msg.substring(prefix.length() + 2);
            }
            if (msg.startsWith(prefix)) {
                return msg.substring(prefix.length()).trim();
            }
        }
        return msg;
    }
}
