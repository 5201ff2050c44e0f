package io.parquetry.codegen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A parsed Thrift IDL file: the subset parquet.thrift uses (namespaces, enums, structs and unions
 * with numbered fields, {@code list}/{@code set}/{@code map} types, default values and comments).
 * Anything else is an error that names the line, so a new IDL construct cannot be dropped silently.
 *
 * @param enums the enums in file order, by name
 * @param structs the structs and unions in file order, by name
 */
public record ThriftIdl(Map<String, EnumDef> enums, Map<String, StructDef> structs) {

    /** An enum and its values in file order. */
    public record EnumDef(String name, List<EnumValue> values) {}

    /** One enum constant. */
    public record EnumValue(String name, int id) {}

    /** A struct or union; {@code union} is true for a union. */
    public record StructDef(String name, boolean union, List<Field> fields) {
        /** The field with {@code id}, or {@code null}. */
        public Field field(int id) {
            for (Field f : fields) {
                if (f.id() == id) {
                    return f;
                }
            }
            return null;
        }
    }

    /** How a field is declared: {@code required}, {@code optional}, or neither (union members). */
    public enum Requiredness { REQUIRED, OPTIONAL, DEFAULT }

    /**
     * A numbered field.
     *
     * @param defaultValue the literal after {@code =}, or {@code null}
     */
    public record Field(int id, Requiredness requiredness, TypeRef type, String name, String defaultValue) {}

    /**
     * A field type: a base type or a defined name ({@code args} empty), or a container
     * ({@code list}, {@code set}: one argument; {@code map}: key and value).
     */
    public record TypeRef(String name, List<TypeRef> args) {
        /** The element type of a list or set. */
        public TypeRef element() {
            return args.get(0);
        }

        public boolean isContainer() {
            return !args.isEmpty();
        }

        @Override
        public String toString() {
            return args.isEmpty() ? name : name + args.toString().replace('[', '<').replace(']', '>');
        }
    }

    /** Parses IDL text; {@code source} names it in errors. */
    public static ThriftIdl parse(String text, String source) {
        return new Parser(text, source).parse();
    }

    private static final class Parser {
        private final String text;
        private final String source;
        private int pos;

        Parser(String text, String source) {
            this.text = text;
            this.source = source;
        }

        ThriftIdl parse() {
            Map<String, EnumDef> enums = new LinkedHashMap<>();
            Map<String, StructDef> structs = new LinkedHashMap<>();
            for (String word = word(); word != null; word = word()) {
                switch (word) {
                    case "namespace" -> {
                        name();
                        name();
                    }
                    case "enum" -> {
                        EnumDef e = enumBody(name());
                        put(enums, e.name(), e);
                    }
                    case "struct", "union" -> {
                        StructDef s = structBody(name(), word.equals("union"));
                        put(structs, s.name(), s);
                    }
                    default -> throw error("unsupported definition '" + word + "'");
                }
            }
            return new ThriftIdl(enums, structs);
        }

        private <T> void put(Map<String, T> map, String name, T value) {
            if (map.put(name, value) != null) {
                throw error("'" + name + "' is defined twice");
            }
        }

        private EnumDef enumBody(String name) {
            expect('{');
            List<EnumValue> values = new ArrayList<>();
            int next = 0;
            while (!peek('}')) {
                String constant = name();
                int id = next;
                if (peek('=')) {
                    expect('=');
                    id = integer();
                }
                values.add(new EnumValue(constant, id));
                next = id + 1;
                separator();
            }
            expect('}');
            return new EnumDef(name, List.copyOf(values));
        }

        private StructDef structBody(String name, boolean union) {
            expect('{');
            List<Field> fields = new ArrayList<>();
            while (!peek('}')) {
                int id = integer();
                expect(':');
                Requiredness req = Requiredness.DEFAULT;
                int mark = pos;
                String word = name();
                if (word.equals("required")) {
                    req = Requiredness.REQUIRED;
                } else if (word.equals("optional")) {
                    req = Requiredness.OPTIONAL;
                } else {
                    pos = mark;
                }
                TypeRef type = type();
                String fieldName = name();
                for (Field f : fields) {
                    if (f.id() == id || f.name().equals(fieldName)) {
                        throw error(name + " declares field " + id + " (" + fieldName + ") twice");
                    }
                }
                String def = null;
                if (peek('=')) {
                    expect('=');
                    def = literal();
                }
                fields.add(new Field(id, req, type, fieldName, def));
                separator();
            }
            expect('}');
            return new StructDef(name, union, List.copyOf(fields));
        }

        private TypeRef type() {
            String name = name();
            List<TypeRef> args = new ArrayList<>();
            if (name.equals("list") || name.equals("set") || name.equals("map")) {
                expect('<');
                args.add(type());
                if (name.equals("map")) {
                    expect(',');
                    args.add(type());
                }
                expect('>');
            }
            return new TypeRef(name, List.copyOf(args));
        }

        private void separator() {
            if (peek(';') || peek(',')) {
                pos++;
            }
        }

        private String literal() {
            skipSpace();
            int start = pos;
            if (pos < text.length() && text.charAt(pos) == '"') {
                int end = text.indexOf('"', pos + 1);
                if (end < 0) {
                    throw error("unterminated string");
                }
                pos = end + 1;
                return text.substring(start, pos);
            }
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || "-+._".indexOf(text.charAt(pos)) >= 0)) {
                pos++;
            }
            if (start == pos) {
                throw error("expected a value");
            }
            return text.substring(start, pos);
        }

        private int integer() {
            String s = literal();
            try {
                return Integer.decode(s);
            } catch (NumberFormatException e) {
                throw error("expected an integer, found '" + s + "'");
            }
        }

        /** The next identifier, or an error. */
        private String name() {
            String w = word();
            if (w == null) {
                throw error("unexpected end of file");
            }
            return w;
        }

        /** The next identifier, or {@code null} at the end of the file. */
        private String word() {
            skipSpace();
            if (pos >= text.length()) {
                return null;
            }
            int start = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_'
                    || text.charAt(pos) == '.')) {
                pos++;
            }
            if (start == pos) {
                throw error("expected a name, found '" + text.charAt(pos) + "'");
            }
            return text.substring(start, pos);
        }

        private boolean peek(char c) {
            skipSpace();
            return pos < text.length() && text.charAt(pos) == c;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw error("expected '" + c + "'" + (pos < text.length() ? ", found '" + text.charAt(pos) + "'" : ""));
            }
            pos++;
        }

        private void skipSpace() {
            while (pos < text.length()) {
                char c = text.charAt(pos);
                if (Character.isWhitespace(c)) {
                    pos++;
                } else if (text.startsWith("//", pos) || c == '#') {
                    int eol = text.indexOf('\n', pos);
                    pos = eol < 0 ? text.length() : eol + 1;
                } else if (text.startsWith("/*", pos)) {
                    int end = text.indexOf("*/", pos + 2);
                    if (end < 0) {
                        throw error("unterminated comment");
                    }
                    pos = end + 2;
                } else {
                    return;
                }
            }
        }

        private IllegalArgumentException error(String message) {
            int line = 1;
            for (int i = 0; i < Math.min(pos, text.length()); i++) {
                if (text.charAt(i) == '\n') {
                    line++;
                }
            }
            return new IllegalArgumentException(source + ":" + line + ": " + message);
        }
    }
}
