package io.parquetry.cli;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CSV records (RFC 4180) one at a time from a stream: fields separated by a delimiter,
 * records by CRLF or LF, a field in double quotes may hold delimiters, line breaks and doubled
 * quotes. Keeps only the current record in memory. An unquoted empty field is null; a quoted
 * empty field ({@code ""}) is the empty string. Not thread-safe.
 */
final class CsvReader {
    /** One record: its fields (null for an unquoted empty field) and the line it starts on (1-based). */
    record Record(List<String> fields, long line) {}

    private final Reader in;
    private final char delimiter;
    private long line = 1;
    private int pending = -2;

    CsvReader(Reader in, char delimiter) {
        this.in = in;
        this.delimiter = delimiter;
    }

    /** The next record, or null at the end of the input; a malformed record throws naming its line. */
    Record next() throws IOException {
        int c = read();
        if (c < 0) {
            return null;
        }
        long start = line;
        List<String> fields = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        while (true) {
            boolean quoted = false;
            sb.setLength(0);
            if (c == '"') {
                quoted = true;
                long quoteLine = line;
                while (true) {
                    c = read();
                    if (c < 0) {
                        throw new IllegalArgumentException("line " + quoteLine + ": a quoted field is not closed");
                    }
                    if (c == '"') {
                        c = read();
                        if (c != '"') {
                            break;
                        }
                    }
                    if (c == '\n') {
                        line++;
                    }
                    sb.append((char) c);
                }
                if (c >= 0 && c != delimiter && c != '\n' && c != '\r') {
                    throw new IllegalArgumentException("line " + line + ": text after the closing quote of field "
                            + (fields.size() + 1));
                }
            } else {
                while (c >= 0 && c != delimiter && c != '\n' && c != '\r') {
                    if (c == '"') {
                        throw new IllegalArgumentException("line " + line + ": a quote inside unquoted field "
                                + (fields.size() + 1) + " (quote the whole field and double the quote)");
                    }
                    sb.append((char) c);
                    c = read();
                }
            }
            fields.add(!quoted && sb.isEmpty() ? null : sb.toString());
            if (c == delimiter) {
                c = read();
                continue;
            }
            // end of the record: CRLF, LF, a lone CR, or the end of the input
            if (c == '\r') {
                int n = read();
                if (n != '\n') {
                    pending = n;
                }
            }
            if (c >= 0) {
                line++;
            }
            return new Record(fields, start);
        }
    }

    private int read() throws IOException {
        if (pending != -2) {
            int c = pending;
            pending = -2;
            return c;
        }
        return in.read();
    }
}
