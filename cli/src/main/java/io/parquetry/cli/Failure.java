package io.parquetry.cli;

import java.nio.file.Path;

/** An error the command reports in one line naming the file, with the exit code to return. */
final class Failure extends RuntimeException {
    private final int exitCode;

    Failure(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /** A file that cannot be read: its path, then the cause's message (without repeating the path). */
    static Failure unreadable(Path file, Throwable cause) {
        if (cause instanceof Failure f) {
            return f;
        }
        return new Failure(describe(file, cause), Main.UNREADABLE, cause);
    }

    /** A usage error found after parsing (a bad filter, an unknown column). */
    static Failure usage(String message) {
        return new Failure(message, Main.USAGE, null);
    }

    static String describe(Path file, Throwable cause) {
        String msg = Main.oneLine(cause);
        String name = file.toString();
        String abs = file.toAbsolutePath().toString();
        // runtime messages usually start with the file's location already
        if (msg.startsWith(name) || msg.startsWith(abs)) {
            return msg;
        }
        return name + ": " + msg;
    }

    int exitCode() {
        return exitCode;
    }
}
