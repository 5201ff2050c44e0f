package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.schema.SchemaNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code convert IN OUT --schema S}: writes the rows of a CSV file (with a header row) or a JSONL
 * file (one JSON object a line) as Parquet, converting each value to its column's type. Streams:
 * one input record is held at a time, and the writer buffers at most a row group. A value that
 * does not fit stops the conversion with {@code IN: line N, column C: ...} (exit code 3) and
 * nothing is published at OUT.
 */
@Command(name = "convert", description = "Converts a CSV (with a header row) or JSONL file to Parquet with the given schema, "
        + "streaming; a value that does not fit names its line and column, and no file is written.")
final class ConvertCommand implements Callable<Integer> {
    /** Input formats. */
    enum InputFormat { csv, jsonl }

    @Spec CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "the CSV or JSONL input (UTF-8)")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "the Parquet file to write (published only when complete)")
    Path out;

    @Option(names = "--schema", required = true, paramLabel = "SCHEMA",
            description = "schema text (message m { required int32 id; ... }), or FILE or @FILE holding it")
    String schema;

    @Option(names = "--format", paramLabel = "FORMAT", description = "csv or jsonl (default: from IN's extension)")
    InputFormat format;

    @Option(names = "--delimiter", paramLabel = "CHAR", description = "CSV field delimiter: one character, or 'tab' (default ',')")
    String delimiter = ",";

    @Option(names = "--compression", paramLabel = "CODEC",
            description = "UNCOMPRESSED, SNAPPY (default), GZIP, ZSTD, LZ4_RAW, BROTLI")
    Compression compression = Compression.SNAPPY;

    @Option(names = "--row-group-size", paramLabel = "BYTES", description = "row group size, e.g. 134217728, 64m or 512k (default 128m)")
    String rowGroupSize;

    @Option(names = "--page-version", paramLabel = "V1|V2", description = "data page version (default V1)")
    PageVersion pageVersion = PageVersion.V1;

    @Option(names = "--verbose", description = "stack traces with errors")
    boolean verbose;

    @Override
    public Integer call() {
        MessageType messageType = parseSchema();
        InputFormat fmt = format != null ? format : formatOf(in);
        char delim = delimiter();
        ParquetWriter.Builder<Row> builder = ParquetFile.writer(messageType, out).compression(compression).pageVersion(pageVersion);
        if (rowGroupSize != null) {
            builder.rowGroupSize(bytes(rowGroupSize));
        }
        if (!Files.isRegularFile(in)) {
            throw new Failure(in + ": no such file", Main.UNREADABLE, null);
        }
        long rows;
        try (BufferedReader reader = reader(in)) {
            ParquetWriter<Row> writer;
            try {
                writer = builder.build();
            } catch (RuntimeException e) {
                throw Failure.unreadable(out, e);
            }
            try {
                rows = fmt == InputFormat.csv ? csv(reader, delim, messageType, writer) : jsonl(reader, messageType, writer);
            } catch (IOException | RuntimeException | Error e) {
                try {
                    writer.abort();
                } catch (RuntimeException suppressed) {
                    e.addSuppressed(suppressed);
                }
                throw e;
            }
            try {
                writer.close();
            } catch (RuntimeException e) {
                throw Failure.unreadable(out, e);
            }
        } catch (UncheckedIOException e) {
            throw failure(e.getCause());
        } catch (IOException e) {
            throw failure(e);
        }
        spec.commandLine().getOut().println("wrote " + rows + (rows == 1 ? " row to " : " rows to ") + out);
        return 0;
    }

    private long csv(BufferedReader reader, char delim, MessageType messageType, ParquetWriter<Row> writer) throws IOException {
        CsvReader csv = new CsvReader(reader, delim);
        CsvReader.Record header = next(csv);
        if (header == null) {
            throw new Failure(in + ": empty, expected a header row naming the columns", Main.UNREADABLE, null);
        }
        int n = messageType.fieldCount();
        int[] columnOf = new int[header.fields().size()];
        Set<String> seen = new HashSet<>();
        for (int c = 0; c < columnOf.length; c++) {
            String name = header.fields().get(c) == null ? "" : header.fields().get(c).strip();
            if (c == 0 && name.startsWith("\uFEFF")) {
                name = name.substring(1);
            }
            columnOf[c] = messageType.fieldIndex(name);
            if (columnOf[c] < 0) {
                throw new Failure(in + ": line " + header.line() + ", column " + (c + 1) + ": '" + name
                        + "' names no top-level field of the schema (" + fieldNames(messageType) + ")", Main.UNREADABLE, null);
            }
            if (!seen.add(name)) {
                throw new Failure(in + ": line " + header.line() + ": column '" + name + "' appears twice in the header", Main.UNREADABLE, null);
            }
        }
        long rows = 0;
        for (CsvReader.Record r = next(csv); r != null; r = next(csv)) {
            List<String> cells = r.fields();
            if (cells.size() == 1 && cells.get(0) == null && columnOf.length > 1) {
                continue; // a blank line
            }
            if (cells.size() != columnOf.length) {
                throw new Failure(in + ": line " + r.line() + ": " + cells.size() + " fields, the header has " + columnOf.length,
                        Main.UNREADABLE, null);
            }
            Object[] values = new Object[n];
            boolean[] given = new boolean[n];
            try {
                for (int c = 0; c < columnOf.length; c++) {
                    int f = columnOf[c];
                    given[f] = true;
                    values[f] = cell(messageType.field(f), cells.get(c));
                }
                for (int f = 0; f < n; f++) {
                    if (!given[f]) {
                        values[f] = Values.field(messageType.field(f), null, messageType.field(f).name());
                    }
                }
            } catch (Values.BadValue e) {
                throw bad(r.line(), e);
            }
            write(writer, Row.of(messageType, values), r.line());
            rows++;
        }
        return rows;
    }

    /** A CSV cell's value: leaves from their text, lists, maps and groups from JSON text. */
    private static Object cell(SchemaNode field, String text) {
        String name = field.name();
        if (text == null && field.isPrimitive() && field.repetition() == io.parquetry.base.FieldRepetitionType.REQUIRED
                && Values.isText(field.asPrimitive())) {
            return ""; // an empty cell of a required string column is the empty string
        }
        if (text == null || field.isPrimitive() && field.repetition() != io.parquetry.base.FieldRepetitionType.REPEATED) {
            return Values.field(field, text, name);
        }
        Object json;
        try {
            json = JsonParser.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Values.BadValue(name, "expected JSON text for the " + (field.isPrimitive() ? "repeated field" : "group")
                    + ", " + e.getMessage());
        }
        return Values.field(field, json, name);
    }

    private CsvReader.Record next(CsvReader csv) throws IOException {
        try {
            return csv.next();
        } catch (IllegalArgumentException e) {
            throw new Failure(in + ": " + e.getMessage(), Main.UNREADABLE, null);
        }
    }

    private long jsonl(BufferedReader reader, MessageType messageType, ParquetWriter<Row> writer) throws IOException {
        long rows = 0;
        long line = 0;
        for (String text = reader.readLine(); text != null; text = reader.readLine()) {
            line++;
            if (text.isBlank()) {
                continue;
            }
            Object json;
            try {
                json = JsonParser.parse(text);
            } catch (IllegalArgumentException e) {
                throw new Failure(in + ": line " + line + ": " + e.getMessage(), Main.UNREADABLE, null);
            }
            Row row;
            try {
                row = Values.group(messageType, json, "");
            } catch (Values.BadValue e) {
                throw bad(line, e);
            }
            write(writer, row, line);
            rows++;
        }
        return rows;
    }

    private void write(ParquetWriter<Row> writer, Row row, long line) {
        try {
            writer.write(row);
        } catch (RuntimeException e) {
            // the runtime names the field ("field a.b: ..."): say it the way the converter does
            String m = Main.oneLine(e).replaceFirst("^field ([^:]+): ", "column $1: ");
            throw new Failure(in + ": line " + line + ", " + m, Main.UNREADABLE, e);
        }
    }

    private Failure bad(long line, Values.BadValue e) {
        return new Failure(in + ": line " + line + ", column " + e.column() + ": " + e.getMessage(), Main.UNREADABLE, e);
    }

    private Failure failure(IOException e) {
        if (e instanceof NoSuchFileException) {
            return new Failure(in + ": no such file", Main.UNREADABLE, e);
        }
        if (e instanceof CharacterCodingException) {
            return new Failure(in + ": not UTF-8 text (" + Main.oneLine(e) + ")", Main.UNREADABLE, e);
        }
        return new Failure(in + ": " + Main.oneLine(e), Main.UNREADABLE, e);
    }

    private static BufferedReader reader(Path file) throws IOException {
        return new BufferedReader(new java.io.InputStreamReader(Files.newInputStream(file),
                StandardCharsets.UTF_8.newDecoder()), 1 << 16);
    }

    private MessageType parseSchema() {
        return parseSchema(schema);
    }

    /**
     * The schema of a {@code --schema} option: {@code @FILE} or the path of an existing file holding
     * the schema text, else the text itself.
     */
    static MessageType parseSchema(String option) {
        String text = option;
        Path file = null;
        if (text.startsWith("@")) {
            file = Path.of(text.substring(1));
        } else if (!text.strip().startsWith("message")) {
            try {
                Path p = Path.of(text);
                file = Files.isRegularFile(p) ? p : null;
            } catch (java.nio.file.InvalidPathException e) {
                file = null;
            }
        }
        if (file != null) {
            try {
                text = Files.readString(file);
            } catch (IOException e) {
                throw Failure.usage("--schema " + option + ": cannot read " + file + " (" + (e instanceof NoSuchFileException ? "no such file"
                        : Main.oneLine(e)) + ")");
            }
        }
        try {
            return MessageTypeParser.parse(text);
        } catch (RuntimeException e) {
            throw Failure.usage("--schema: " + Main.oneLine(e));
        }
    }

    private static InputFormat formatOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv") || name.endsWith(".tsv")) {
            return InputFormat.csv;
        } else if (name.endsWith(".jsonl") || name.endsWith(".ndjson") || name.endsWith(".json")) {
            return InputFormat.jsonl;
        }
        throw Failure.usage(file + ": cannot tell the input format from the extension; give --format csv or --format jsonl");
    }

    private char delimiter() {
        if (delimiter.equalsIgnoreCase("tab") || delimiter.equals("\\t")) {
            return '\t';
        }
        if (delimiter.length() != 1 || delimiter.charAt(0) == '"' || delimiter.charAt(0) == '\n' || delimiter.charAt(0) == '\r') {
            throw Failure.usage("--delimiter: one character other than a quote or a line break, or 'tab'; got '" + delimiter + "'");
        }
        return delimiter.charAt(0);
    }

    /** A byte count with an optional k, m or g suffix (powers of 1024). */
    static long bytes(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        long unit = 1;
        if (t.endsWith("k") || t.endsWith("m") || t.endsWith("g")) {
            unit = switch (t.charAt(t.length() - 1)) {
                case 'k' -> 1L << 10;
                case 'm' -> 1L << 20;
                default -> 1L << 30;
            };
            t = t.substring(0, t.length() - 1);
        }
        try {
            long n = Math.multiplyExact(Long.parseLong(t), unit);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below
        }
        throw Failure.usage("--row-group-size: expected a positive byte count such as 134217728, 64m or 512k; got '" + text + "'");
    }

    private static String fieldNames(MessageType t) {
        StringBuilder sb = new StringBuilder();
        for (SchemaNode f : t.fields()) {
            sb.append(sb.isEmpty() ? "" : ", ").append(f.name());
        }
        return sb.toString();
    }
}
