package io.parquetry.processor.drift;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the schema text the processor writes ({@code RecordModel.schemaText()}, Parquet's
 * {@code message} syntax) back into {@link SchemaNode}s. The processor never links the runtime,
 * so this restates the part of its parser the processor's own output needs; a parity test holds
 * it to the runtime's {@code MessageTypeParser}. Lines starting with {@code #} are comments.
 */
final class SchemaTextParser {

    private final List<String> tokens = new ArrayList<>();
    private final List<Integer> lines = new ArrayList<>();
    private int pos;

    private SchemaTextParser(String text) {
        int line = 1;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (c == '#') {
                while (i < text.length() && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if ("{};=(),".indexOf(c) >= 0) {
                tokens.add(String.valueOf(c));
                lines.add(line);
                i++;
            } else {
                int start = i;
                while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && "{};=(),#".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
                tokens.add(text.substring(start, i));
                lines.add(line);
            }
        }
    }

    /**
     * Parses {@code message Name { ... }} into a group node named {@code Name} with repetition
     * {@code required}; text after the closing brace is ignored.
     *
     * @throws IllegalArgumentException naming the line of the first token that does not fit
     */
    static SchemaNode parse(String text) {
        SchemaTextParser p = new SchemaTextParser(text);
        p.expect("message");
        String name = p.next();
        return new SchemaNode(name, "required", null, 0, null, -1, p.fields());
    }

    private List<SchemaNode> fields() {
        expect("{");
        List<SchemaNode> out = new ArrayList<>();
        while (!peek().equals("}")) {
            out.add(field());
        }
        expect("}");
        return out;
    }

    private SchemaNode field() {
        String repetition = next();
        if (!repetition.equals("required") && !repetition.equals("optional") && !repetition.equals("repeated")) {
            throw error("expected required, optional or repeated but found '" + repetition + "'");
        }
        String type = next();
        int length = 0;
        if (type.equals("fixed_len_byte_array")) {
            expect("(");
            length = number(next());
            expect(")");
        }
        String name = next();
        String logical = null;
        if (peek().equals("(")) {
            logical = annotation();
        }
        int id = -1;
        if (peek().equals("=")) {
            next();
            id = number(next());
        }
        if (type.equals("group")) {
            return new SchemaNode(name, repetition, null, 0, logical, id, fields());
        }
        expect(";");
        return new SchemaNode(name, repetition, type, length, logical, id, List.of());
    }

    /** {@code (DECIMAL(9,2))} as {@code DECIMAL(9,2)}. */
    private String annotation() {
        expect("(");
        StringBuilder sb = new StringBuilder();
        int depth = 1;
        while (true) {
            String t = next();
            if (t.equals("(")) {
                depth++;
            } else if (t.equals(")") && --depth == 0) {
                return sb.toString();
            }
            sb.append(t);
        }
    }

    private int number(String t) {
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw error("expected a number but found '" + t + "'");
        }
    }

    private String peek() {
        if (pos >= tokens.size()) {
            throw error("unexpected end of the schema");
        }
        return tokens.get(pos);
    }

    private String next() {
        String t = peek();
        pos++;
        return t;
    }

    private void expect(String token) {
        String t = next();
        if (!t.equals(token)) {
            pos--;
            throw error("expected '" + token + "' but found '" + t + "'");
        }
    }

    private IllegalArgumentException error(String what) {
        int line = pos < lines.size() ? lines.get(pos) : lines.isEmpty() ? 1 : lines.get(lines.size() - 1);
        return new IllegalArgumentException("line " + line + ": " + what);
    }
}
