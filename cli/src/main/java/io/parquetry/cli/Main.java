package io.parquetry.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code parquetry} command: looks into Parquet files without writing code. Exit codes:
 * 0 ok, 1 problems found ({@code check}), 2 usage error (options, schema text), 3 unreadable file
 * (or, for {@code convert}, input that does not fit the schema).
 */
@Command(name = "parquetry", mixinStandardHelpOptions = true, version = "parquetry 0.1.0",
        description = "Looks into Parquet files: schema, metadata, pages, rows, checks; converts CSV and JSONL to Parquet; recovers damaged files.",
        subcommands = {SchemaCommand.class, MetaCommand.class, HeadCommand.class, CatCommand.class,
                CheckCommand.class, PagesCommand.class, CodegenCommand.class, ConvertCommand.class, RecoverCommand.class, CommandLine.HelpCommand.class})
public final class Main {
    /** Exit code when {@code check} found problems. */
    public static final int PROBLEMS = 1;
    /** Exit code of a usage error. */
    public static final int USAGE = 2;
    /** Exit code when a file cannot be read. */
    public static final int UNREADABLE = 3;

    private Main() {}

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, java.nio.charset.StandardCharsets.UTF_8), false);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, java.nio.charset.StandardCharsets.UTF_8), true);
        int code = run(out, err, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns its exit code (used by tests). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = commandLine(out, err);
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        // @FILE is a value of --schema and of the key options, not an argument file
        cl.setExpandAtFiles(false);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean verbose = parseResult.subcommand() != null && parseResult.subcommand().hasMatchedOption("--verbose");
            PrintWriter e = commandLine.getErr();
            if (ex instanceof Failure f) {
                e.println("parquetry: " + f.getMessage());
                if (verbose && f.getCause() != null) {
                    f.getCause().printStackTrace(e);
                }
                return f.exitCode();
            }
            e.println("parquetry: " + oneLine(ex));
            if (verbose) {
                ex.printStackTrace(e);
            }
            return UNREADABLE;
        });
        return cl;
    }

    /** The message of {@code t} on one line (its class name when it has none). */
    static String oneLine(Throwable t) {
        String m = t.getMessage();
        if (m == null || m.isBlank()) {
            m = t.getClass().getSimpleName();
        }
        return keyHint(m.replace('\n', ' ').replace('\r', ' '));
    }

    private static final java.util.regex.Pattern ENCRYPTED_COLUMN = java.util.regex.Pattern.compile("column (\\S+) is encrypted");

    /**
     * The runtime names its API ({@code ReadOptions.withDecryption}, {@code FileDecryption})
     * where keys are missing: on the command line, name the options that give them instead.
     */
    static String keyHint(String message) {
        java.util.regex.Matcher column = ENCRYPTED_COLUMN.matcher(message);
        String columnHint = column.find()
                ? "give it with --column-key " + column.group(1) + "=KEY, --key-id ID=KEY, or --master-key ID=KEY" : null;
        String m = message;
        if (m.contains("(ReadOptions.withDecryption)")) {
            m = m.replace("(ReadOptions.withDecryption)", "(" + (columnHint != null ? columnHint.replace("give it", "give its key")
                    : "give them with --footer-key KEY, and --column-key PATH=KEY for columns with their own key;"
                    + " --master-key ID=KEY for keys a KMS wraps") + ")");
        }
        m = m.replaceFirst("which FileDecryption does not have \\(no column key for \\S+, and the key retriever returned none\\)",
                "which was not given (" + (columnHint == null ? "--column-key PATH=KEY" : columnHint) + ")");
        m = m.replace("with the footer key, which FileDecryption does not have", "with the footer key, which was not given (--footer-key KEY)");
        m = m.replace("FileDecryption.Builder.aadPrefix must supply it", "give it with --aad-prefix TEXT");
        m = m.replace("(FileDecryption has no footer key, and its key retriever", "(give it with --footer-key KEY; the --key-id keys");
        return m;
    }
}
