package io.parquetry.base;

/** JSON string literals, for everything in Parquetry that prints JSON (variants, the CLI). */
public final class JsonStrings {
    private JsonStrings() {}

    /**
     * Appends {@code s} as a JSON string literal: quoted, with quotes, backslashes and control
     * characters escaped.
     *
     * @param sb where to append
     * @param s the text
     */
    public static void append(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
