package io.parquetry.crypto;

import io.parquetry.base.ParquetException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The flat JSON objects of key material: string, boolean, number and null members only. Strict,
 * small and data-only (nothing in it names code to run).
 */
final class KeyMaterialJson {
    private static final int MAX_LENGTH = 1 << 20;
    private final String s;
    private final String what;
    private int pos;

    private KeyMaterialJson(String s, String what) {
        this.s = s;
        this.what = what;
    }

    /**
     * Parses a flat object; values are {@code String}, {@code Boolean}, the number's text, or null.
     *
     * @param what names the key material in errors
     */
    static Map<String, Object> parse(String text, String what) {
        if (text.length() > MAX_LENGTH) {
            throw new ParquetException(what + ": key material of " + text.length() + " characters is too long");
        }
        KeyMaterialJson p = new KeyMaterialJson(text, what);
        p.skipSpace();
        Map<String, Object> m = p.object();
        p.skipSpace();
        if (p.pos != text.length()) {
            throw p.error("text after the object");
        }
        return m;
    }

    private Map<String, Object> object() {
        expect('{');
        Map<String, Object> m = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            pos++;
            return m;
        }
        while (true) {
            skipSpace();
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            if (m.put(key, value()) != null) {
                throw error("member " + key + " twice");
            }
            skipSpace();
            char c = next();
            if (c == '}') {
                return m;
            }
            if (c != ',') {
                throw error("',' or '}' expected");
            }
        }
    }

    private Object value() {
        char c = peek();
        if (c == '"') {
            return string();
        }
        if (s.startsWith("true", pos)) {
            pos += 4;
            return Boolean.TRUE;
        }
        if (s.startsWith("false", pos)) {
            pos += 5;
            return Boolean.FALSE;
        }
        if (s.startsWith("null", pos)) {
            pos += 4;
            return null;
        }
        int start = pos;
        while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) {
            pos++;
        }
        if (pos == start) {
            throw error("a string, boolean, number or null expected (key material is a flat object)");
        }
        return s.substring(start, pos);
    }

    private String string() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') {
                return b.toString();
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = next();
            switch (e) {
                case '"', '\\', '/' -> b.append(e);
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'u' -> {
                    if (pos + 4 > s.length()) {
                        throw error("truncated \\u escape");
                    }
                    try {
                        b.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("bad \\u escape");
                    }
                    pos += 4;
                }
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    /** A JSON string literal of {@code v}. */
    static String quote(String v) {
        StringBuilder b = new StringBuilder(v.length() + 2).append('"');
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** A flat JSON object of {@code members} (String, Boolean or null values), in their order. */
    static String write(Map<String, Object> members) {
        StringBuilder b = new StringBuilder("{");
        for (Map.Entry<String, Object> e : members.entrySet()) {
            if (b.length() > 1) {
                b.append(',');
            }
            b.append(quote(e.getKey())).append(':');
            Object v = e.getValue();
            b.append(v instanceof String str ? quote(str) : String.valueOf(v));
        }
        return b.append('}').toString();
    }

    private void skipSpace() {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
    }

    private char peek() {
        if (pos >= s.length()) {
            throw error("unexpected end");
        }
        return s.charAt(pos);
    }

    private char next() {
        char c = peek();
        pos++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            throw error("'" + c + "' expected");
        }
    }

    private ParquetException error(String detail) {
        return new ParquetException(what + ": malformed key material JSON at character " + pos + ": " + detail);
    }
}
