package io.parquetry.dataset;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Hive-style partition directory names, {@code column=value}, as Hive and Spark write and read
 * them: the characters Hive escapes (the control characters {@code U+0001..U+001F} and
 * {@code U+007F}, and {@code " # % ' * / : = ? \ { [ ] ^}) become {@code %XX} (upper-case hex), every
 * other character is kept as it is (non-ASCII text too), and a null value, or an empty string
 * (which Hive and Spark cannot tell from null), is {@value #DEFAULT_PARTITION}.
 *
 * <p>Stateless and thread-safe.
 */
public final class HivePaths {
    /** The directory value of a null (or empty) partition value. */
    public static final String DEFAULT_PARTITION = "__HIVE_DEFAULT_PARTITION__";

    private static final boolean[] ESCAPED = new boolean[128];

    static {
        for (char c = 1; c < ' '; c++) {
            ESCAPED[c] = true;
        }
        for (char c : "\"#%'*/:=?\\\u007F{[]^".toCharArray()) {
            ESCAPED[c] = true;
        }
    }

    private HivePaths() {}

    /**
     * {@return {@code text} with the characters Hive escapes as {@code %XX}}
     *
     * @param text a column name or a partition value, not null
     */
    public static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 128 && ESCAPED[c]) {
                if (out == null) {
                    out = new StringBuilder(text.length() + 8).append(text, 0, i);
                }
                out.append('%').append(HexFormat.of().withUpperCase().toHexDigits((byte) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    /**
     * {@return {@code text} with every {@code %XX} (hex, either case) decoded; a {@code %} not
     * followed by two hex digits is kept, as Hive keeps it}
     *
     * @param text an escaped name or value
     */
    public static String unescape(String text) {
        int pct = text.indexOf('%');
        if (pct < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length()).append(text, 0, pct);
        for (int i = pct; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' && i + 2 < text.length()
                    && Character.digit(text.charAt(i + 1), 16) >= 0 && Character.digit(text.charAt(i + 2), 16) >= 0) {
                out.append((char) Integer.parseInt(text.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * {@return the directory segment {@code name=value} of one partition value}
     *
     * @param name the partition column's name (dotted path for a nested column)
     * @param value the value as text, or null
     */
    public static String segment(String name, String value) {
        return escape(name) + "=" + (value == null || value.isEmpty() ? DEFAULT_PARTITION : escape(value));
    }

    /**
     * One {@code name=value} directory of a file's path.
     *
     * @param name the unescaped column name
     * @param value the unescaped value, null for {@value #DEFAULT_PARTITION}
     */
    public record Segment(String name, String value) {}

    /**
     * {@return the {@code name=value} directories of a relative file path, outermost first;
     * directories without {@code '='} are passed over}
     *
     * @param path a {@code '/'}-separated relative file path
     */
    public static List<Segment> segments(String path) {
        List<Segment> out = new ArrayList<>();
        String[] parts = path.split("/");
        for (int i = 0; i < parts.length - 1; i++) { // the last part is the file name
            String p = parts[i];
            int eq = p.indexOf('=');
            if (eq <= 0) {
                continue;
            }
            String raw = p.substring(eq + 1);
            out.add(new Segment(unescape(p.substring(0, eq)), raw.equals(DEFAULT_PARTITION) ? null : unescape(raw)));
        }
        return out;
    }
}
