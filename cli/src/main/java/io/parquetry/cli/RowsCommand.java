package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.filter.Filter;
import io.parquetry.row.Row;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** What {@code head} and {@code cat} share: the file, projection, filter and output format. */
abstract class RowsCommand {
    /** Output formats of rows. */
    enum Format { jsonl, csv, table }

    /** Rows a table is laid out over at once, so that {@code cat} stays in constant memory. */
    static final int TABLE_BLOCK = 1000;

    @Spec CommandSpec spec;
    @Mixin FileOptions files;

    @Parameters(paramLabel = "FILE") Path file;

    @Option(names = "--format", paramLabel = "FORMAT", description = "jsonl (default), csv or table")
    Format format = Format.jsonl;

    @Option(names = "--columns", split = ",", paramLabel = "PATH", description = "only these columns or groups (dotted paths)")
    List<String> columns = new ArrayList<>();

    @Option(names = "--filter", paramLabel = "PREDICATE", description = "e.g. \"id > 5 and name = 'x' or tag is null\"")
    String filter;

    /** Writes at most {@code limit} rows (all when negative). */
    int print(long limit) {
        PrintWriter out = spec.commandLine().getOut();
        try (ParquetFile f = files.open(file)) {
            Filter predicate = filter == null ? null : FilterParser.parse(filter, f.schema());
            String[] paths = columns.stream().map(String::trim).filter(s -> !s.isEmpty()).toArray(String[]::new);
            for (String path : paths) {
                if (!containsPath(f, path)) {
                    throw Failure.usage("--columns: no field " + path + " in " + file);
                }
            }
            try (ParquetReader<Row> rows = paths.length == 0 && predicate == null ? f.rows()
                    : predicate == null ? f.rows(paths) : f.rows(predicate, paths)) {
                Output output = switch (format) {
                    case jsonl -> new JsonLines(out);
                    case csv -> new Csv(out);
                    case table -> new Table(out);
                };
                long n = 0;
                for (Row row : rows) {
                    if (limit >= 0 && n >= limit) {
                        break;
                    }
                    output.row(row);
                    n++;
                }
                output.end();
            }
        } catch (RuntimeException e) {
            throw Failure.unreadable(file, e);
        }
        return 0;
    }

    private static boolean containsPath(ParquetFile f, String path) {
        try {
            return f.schema().node(io.parquetry.schema.ColumnPath.parse(path).toArray()) != null;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private interface Output {
        void row(Row row);

        default void end() {}
    }

    private record JsonLines(PrintWriter out) implements Output {
        @Override
        public void row(Row row) {
            out.println(Json.value(row));
        }
    }

    private static final class Csv implements Output {
        private final PrintWriter out;
        private boolean header;

        Csv(PrintWriter out) {
            this.out = out;
        }

        @Override
        public void row(Row row) {
            if (!header) {
                List<String> names = new ArrayList<>();
                for (int i = 0; i < row.size(); i++) {
                    names.add(row.fieldName(i));
                }
                line(names);
                header = true;
            }
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < row.size(); i++) {
                cells.add(Json.text(row.get(i)));
            }
            line(cells);
        }

        private void line(List<String> cells) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < cells.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                String c = cells.get(i);
                if (c.indexOf(',') >= 0 || c.indexOf('"') >= 0 || c.indexOf('\n') >= 0 || c.indexOf('\r') >= 0) {
                    sb.append('"').append(c.replace("\"", "\"\"")).append('"');
                } else {
                    sb.append(c);
                }
            }
            out.print(sb.append("\r\n"));
        }
    }

    /** Columns aligned over blocks of {@link #TABLE_BLOCK} rows; null shows as NULL. */
    private static final class Table implements Output {
        private static final int MAX_CELL = 60;
        private final PrintWriter out;
        private final List<List<String>> block = new ArrayList<>();
        private List<String> header;

        Table(PrintWriter out) {
            this.out = out;
        }

        @Override
        public void row(Row row) {
            if (header == null) {
                header = new ArrayList<>();
                for (int i = 0; i < row.size(); i++) {
                    header.add(row.fieldName(i));
                }
            }
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < row.size(); i++) {
                Object v = row.get(i);
                String c = v == null ? "NULL" : Json.text(v).replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
                cells.add(c.length() > MAX_CELL ? c.substring(0, MAX_CELL - 3) + "..." : c);
            }
            block.add(cells);
            if (block.size() == TABLE_BLOCK) {
                flush();
            }
        }

        @Override
        public void end() {
            flush();
        }

        private void flush() {
            if (header == null || block.isEmpty() && header.isEmpty()) {
                return;
            }
            int[] widths = new int[header.size()];
            for (int i = 0; i < widths.length; i++) {
                widths[i] = header.get(i).length();
                for (List<String> r : block) {
                    widths[i] = Math.max(widths[i], r.get(i).length());
                }
            }
            StringBuilder rule = new StringBuilder("+");
            for (int w : widths) {
                rule.append("-".repeat(w + 2)).append('+');
            }
            out.println(rule);
            out.println(line(header, widths));
            out.println(rule);
            for (List<String> r : block) {
                out.println(line(r, widths));
            }
            out.println(rule);
            block.clear();
        }

        private static String line(List<String> cells, int[] widths) {
            StringBuilder sb = new StringBuilder("|");
            for (int i = 0; i < widths.length; i++) {
                String c = cells.get(i);
                sb.append(' ').append(c).append(" ".repeat(widths[i] - c.length())).append(" |");
            }
            return sb.toString();
        }
    }
}
