package io.parquetry.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code parquetry} command: looks into Parquet files without writing code. Exit codes:
 * 0 ok, 1 problems found ({@code check}), 2 usage error, 3 unreadable file.
 */
@Command(name = "parquetry", mixinStandardHelpOptions = true, version = "parquetry 0.1.0",
        description = "Looks into Parquet files: schema, metadata, pages, rows, checks.",
        subcommands = {SchemaCommand.class, MetaCommand.class, HeadCommand.class, CatCommand.class,
                CheckCommand.class, PagesCommand.class, CodegenCommand.class, CommandLine.HelpCommand.class})
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
        return m.replace('\n', ' ').replace('\r', ' ');
    }
}
