package io.parquetry.cli;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict reader of one JSON value (RFC 8259), as {@code convert} reads each line of a JSONL
 * file: objects as {@link LinkedHashMap} in document order (a repeated key is an error), arrays
 * as {@link ArrayList}, numbers as {@link BigDecimal} (exact; a negative zero, which BigDecimal
 * cannot hold, as the Double -0.0), strings, booleans and null.
 * Errors are {@link IllegalArgumentException}s naming the 1-based character position.
 */
final class JsonParser {
    /** Deeper nesting than this is refused rather than overflowing the stack. */
    private static final int MAX_DEPTH = 512;

    private final String s;
    private int i;
    private int depth;

    private JsonParser(String s) {
        this.s = s;
    }

    /** The value {@code text} holds, or throws naming the position of the first error. */
    static Object parse(String text) {
        JsonParser p = new JsonParser(text);
        Object v = p.value();
        p.ws();
        if (p.i != text.length()) {
            throw p.error("unexpected text after the value");
        }
        return v;
    }

    private Object value() {
        ws();
        if (i >= s.length()) {
            throw error("unexpected end of the text");
        }
        char c = s.charAt(i);
        if (c == '{') {
            return object();
        } else if (c == '[') {
            return array();
        } else if (c == '"') {
            return string();
        } else if (s.startsWith("null", i)) {
            i += 4;
            return null;
        } else if (s.startsWith("true", i)) {
            i += 4;
            return Boolean.TRUE;
        } else if (s.startsWith("false", i)) {
            i += 5;
            return Boolean.FALSE;
        } else if (c == '-' || c >= '0' && c <= '9') {
            return number();
        }
        throw error("unexpected character '" + c + "'");
    }

    private Map<String, Object> object() {
        enter();
        i++;
        Map<String, Object> m = new LinkedHashMap<>();
        ws();
        if (peek() == '}') {
            i++;
            depth--;
            return m;
        }
        while (true) {
            ws();
            if (peek() != '"') {
                throw error("expected a key in quotes");
            }
            int at = i;
            String k = string();
            ws();
            expect(':');
            if (m.containsKey(k)) {
                i = at;
                throw error("key \"" + k + "\" appears twice");
            }
            m.put(k, value());
            ws();
            char c = next("',' or '}'");
            if (c == '}') {
                depth--;
                return m;
            } else if (c != ',') {
                i--;
                throw error("expected ',' or '}'");
            }
        }
    }

    private List<Object> array() {
        enter();
        i++;
        List<Object> l = new ArrayList<>();
        ws();
        if (peek() == ']') {
            i++;
            depth--;
            return l;
        }
        while (true) {
            l.add(value());
            ws();
            char c = next("',' or ']'");
            if (c == ']') {
                depth--;
                return l;
            } else if (c != ',') {
                i--;
                throw error("expected ',' or ']'");
            }
        }
    }

    private Number number() {
        int start = i;
        if (peek() == '-') {
            i++;
        }
        int digits = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        String text = s.substring(start, i);
        if (text.length() > digits - start + 1 && s.charAt(digits) == '0' && Character.isDigit(s.charAt(digits + 1))) {
            i = start;
            throw error("number with a leading zero: " + text);
        }
        try {
            if (text.endsWith(".") || text.contains(".e") || text.contains(".E") || text.startsWith("-.") || text.startsWith(".")) {
                throw new NumberFormatException();
            }
            BigDecimal d = new BigDecimal(text);
            return d.signum() == 0 && text.startsWith("-") ? (Number) (-0.0d) : d;
        } catch (NumberFormatException e) {
            i = start;
            throw error("not a number: " + text);
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = next("closing '\"'");
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                i--;
                throw error("control character in a string (escape it)");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = next("an escape");
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (i + 4 > s.length()) {
                        throw error("incomplete \\u escape");
                    }
                    try {
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("bad \\u escape");
                    }
                    i += 4;
                }
                default -> {
                    i -= 2;
                    throw error("bad escape \\" + e);
                }
            }
        }
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH + " levels");
        }
    }

    private char peek() {
        if (i >= s.length()) {
            throw error("unexpected end of the text");
        }
        return s.charAt(i);
    }

    private char next(String expected) {
        if (i >= s.length()) {
            throw error("unexpected end of the text, expected " + expected);
        }
        return s.charAt(i++);
    }

    private void expect(char c) {
        if (next("'" + c + "'") != c) {
            i--;
            throw error("expected '" + c + "'");
        }
    }

    private void ws() {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\n' || s.charAt(i) == '\r')) {
            i++;
        }
    }

    private IllegalArgumentException error(String message) {
        return new IllegalArgumentException("bad JSON at character " + (i + 1) + ": " + message);
    }
}
