package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.EdgeInterpolationAlgorithm;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the schema text {@link SchemaPrinter} prints:
 *
 * <pre>
 * message m {
 *   required int64 id = 1;
 *   optional binary name (STRING);
 *   optional group tags (LIST) {
 *     repeated group list {
 *       optional binary element (STRING);
 *     }
 *   }
 * }
 * </pre>
 *
 * Keywords, physical types and annotations are case-insensitive; names are not. Physical types:
 * {@code boolean int32 int64 int96 float double binary fixed_len_byte_array(N)}. An annotation
 * in parentheses and a field id ({@code = 5}) may follow the name in either order. Annotations
 * are read in their logical-type forms ({@code STRING ENUM UUID FLOAT16 JSON BSON DATE
 * DECIMAL(p,s) TIME(MICROS,true) TIMESTAMP(MILLIS,false) INTEGER(8,true) UNKNOWN VARIANT(1)
 * GEOMETRY("crs") GEOGRAPHY("crs",SPHERICAL) LIST MAP}) and in the legacy converted-type forms
 * ({@code UTF8 DECIMAL(p,s) DATE TIME_MILLIS TIMESTAMP_MICROS INT_8 UINT_64 MAP_KEY_VALUE
 * INTERVAL ...}). Names that are not plain words may be written as double-quoted strings.
 * Every error is a {@link ParquetException} giving the line and column and what was expected.
 */
public final class MessageTypeParser {
    private final String text;
    private final boolean strict;
    private int pos;
    private int line = 1;
    private int lineStart;
    private Token token; // the current token (lookahead of one)

    private MessageTypeParser(String text, boolean strict) {
        this.text = text;
        this.strict = strict;
    }

    /**
     * Parses and validates a schema, with the same checks as {@link Types}.
     *
     * @throws ParquetException with line and column on a syntax error or an invalid field
     * @param text the schema text ({@code message name { ... }})
     * @return the schema
     */
    public static MessageType parse(String text) {
        return new MessageTypeParser(requireText(text), true).message();
    }

    /**
     * Parses a schema with the file-reading leniency of {@link PrimitiveType#lenient} and
     * {@link GroupType#lenient}: only syntax errors and unreadable definitions fail.
     *
     * @param text the schema text ({@code message name { ... }})
     * @return the schema
     */
    public static MessageType parseLenient(String text) {
        return new MessageTypeParser(requireText(text), false).message();
    }

    private static String requireText(String text) {
        if (text == null) {
            throw new ParquetException("schema text is null");
        }
        return text;
    }

    static boolean isPunctuation(char c) {
        return c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '=' || c == ',';
    }

    // ---- grammar ----

    private MessageType message() {
        next();
        expectKeyword("message");
        Token nameToken = token;
        String name = name("the message name");
        Integer id = null;
        if (isPunct("=")) {
            next();
            id = integer("a field id");
        }
        List<SchemaNode> fields = body(0);
        if (isPunct(";")) {
            next();
        }
        if (token.kind != Kind.EOF) {
            throw error(token, "end of input after the message");
        }
        try {
            MessageType m = strict ? MessageType.of(name, fields) : MessageType.lenient(name, fields);
            return id == null ? m : m.withId(id);
        } catch (ParquetException e) {
            throw located(nameToken, e);
        }
    }

    /** '{' field* '}' */
    private List<SchemaNode> body(int depth) {
        if (depth > MessageType.MAX_DEPTH) {
            throw error(token, "at most " + MessageType.MAX_DEPTH + " levels of nesting");
        }
        expectPunct("{");
        List<SchemaNode> fields = new ArrayList<>();
        while (!isPunct("}")) {
            if (token.kind == Kind.EOF) {
                throw error(token, "a field or '}'");
            }
            fields.add(field(depth));
        }
        next();
        return fields;
    }

    private SchemaNode field(int depth) {
        Token start = token;
        FieldRepetitionType repetition = repetition();
        Token typeToken = token;
        if (token.kind != Kind.WORD) {
            throw error(token, "a physical type or 'group'");
        }
        String typeWord = token.text.toLowerCase(Locale.ROOT);
        next();
        if (typeWord.equals("group")) {
            String name = name("a group name");
            Annotation a = annotationAndId();
            List<SchemaNode> children = body(depth + 1);
            if (isPunct(";")) {
                next(); // tolerated after a group
            }
            try {
                return strict
                        ? GroupType.of(name, repetition, a.logical, a.converted, a.id, children)
                        : GroupType.lenient(name, repetition, a.logical, a.converted, a.id, children);
            } catch (ParquetException e) {
                throw located(start, e);
            }
        }
        Type type = physicalType(typeWord, typeToken);
        int length = 0;
        if (type == Type.FIXED_LEN_BYTE_ARRAY) {
            expectPunct("(");
            length = integer("the byte length");
            expectPunct(")");
        }
        String name = name("a field name");
        Annotation a = annotationAndId();
        expectPunct(";");
        try {
            return strict
                    ? PrimitiveType.of(name, repetition, type, length, a.logical, a.converted, a.precision, a.scale, a.id)
                    : PrimitiveType.lenient(name, repetition, type, length, a.logical, a.converted, a.precision, a.scale, a.id);
        } catch (ParquetException e) {
            throw located(start, e);
        }
    }

    private FieldRepetitionType repetition() {
        if (token.kind == Kind.WORD) {
            switch (token.text.toLowerCase(Locale.ROOT)) {
                case "required" -> { next(); return FieldRepetitionType.REQUIRED; }
                case "optional" -> { next(); return FieldRepetitionType.OPTIONAL; }
                case "repeated" -> { next(); return FieldRepetitionType.REPEATED; }
                default -> { }
            }
        }
        throw error(token, "'required', 'optional' or 'repeated'");
    }

    private Type physicalType(String word, Token at) {
        return switch (word) {
            case "boolean" -> Type.BOOLEAN;
            case "int32" -> Type.INT32;
            case "int64" -> Type.INT64;
            case "int96" -> Type.INT96;
            case "float" -> Type.FLOAT;
            case "double" -> Type.DOUBLE;
            case "binary" -> Type.BYTE_ARRAY;
            case "fixed_len_byte_array" -> Type.FIXED_LEN_BYTE_ARRAY;
            default -> throw error(at, "a physical type (boolean, int32, int64, int96, float, double, binary, "
                    + "fixed_len_byte_array(N)) or 'group'");
        };
    }

    private record Annotation(LogicalType logical, ConvertedType converted, Integer precision, Integer scale, Integer id) {}

    /** ['(' annotation ')'] ['=' id], in either order. */
    private Annotation annotationAndId() {
        Annotation a = new Annotation(null, null, null, null, null);
        boolean haveAnnotation = false;
        boolean haveId = false;
        while (true) {
            if (isPunct("(") && !haveAnnotation) {
                next();
                a = annotation(a.id);
                expectPunct(")");
                haveAnnotation = true;
            } else if (isPunct("=") && !haveId) {
                next();
                a = new Annotation(a.logical, a.converted, a.precision, a.scale, integer("a field id"));
                haveId = true;
            } else {
                return a;
            }
        }
    }

    private Annotation annotation(Integer id) {
        Token at = token;
        if (token.kind != Kind.WORD) {
            throw error(token, "an annotation such as STRING, DECIMAL(9,2) or TIMESTAMP(MICROS,true)");
        }
        String word = token.text.toUpperCase(Locale.ROOT);
        next();
        List<Token> args = List.of();
        if (isPunct("(")) {
            next();
            args = new ArrayList<>();
            while (true) {
                if (token.kind != Kind.WORD && token.kind != Kind.STRING) {
                    throw error(token, "an argument of " + word);
                }
                args.add(token);
                next();
                if (isPunct(",")) {
                    next();
                } else if (isPunct(")")) {
                    next();
                    break;
                } else {
                    throw error(token, "',' or ')' in the arguments of " + word);
                }
            }
        }
        LogicalType lt = null;
        ConvertedType ct = null;
        switch (word) {
            case "STRING" -> lt = noArgs(at, word, args, LogicalTypes.STRING);
            case "ENUM" -> lt = noArgs(at, word, args, LogicalTypes.ENUM);
            case "UUID" -> lt = noArgs(at, word, args, LogicalTypes.UUID);
            case "FLOAT16" -> lt = noArgs(at, word, args, LogicalTypes.FLOAT16);
            case "JSON" -> lt = noArgs(at, word, args, LogicalTypes.JSON);
            case "BSON" -> lt = noArgs(at, word, args, LogicalTypes.BSON);
            case "DATE" -> lt = noArgs(at, word, args, LogicalTypes.DATE);
            case "LIST" -> lt = noArgs(at, word, args, LogicalTypes.LIST);
            case "MAP" -> lt = noArgs(at, word, args, LogicalTypes.MAP);
            case "UNKNOWN", "NULL" -> lt = noArgs(at, word, args, LogicalTypes.UNKNOWN);
            case "DECIMAL" -> {
                if (args.isEmpty() && !strict) {
                    ct = ConvertedType.DECIMAL; // precision missing: kept as the bare legacy annotation
                } else {
                    arity(at, word, args, 1, 2, "DECIMAL(precision, scale)");
                    int precision = intArg(args.get(0), "the decimal precision");
                    int scale = args.size() > 1 ? intArg(args.get(1), "the decimal scale") : 0;
                    lt = LogicalTypes.decimal(precision, scale);
                }
            }
            case "TIME", "TIMESTAMP" -> {
                arity(at, word, args, 2, 2, word + "(unit, isAdjustedToUTC)");
                TimeUnit unit = unitArg(args.get(0));
                boolean adjusted = boolArg(args.get(1), "isAdjustedToUTC");
                lt = word.equals("TIME") ? LogicalTypes.time(unit, adjusted) : LogicalTypes.timestamp(unit, adjusted);
            }
            case "INTEGER", "INT" -> {
                arity(at, word, args, 2, 2, word + "(bitWidth, isSigned)");
                lt = LogicalTypes.integer(intArg(args.get(0), "the bit width"), boolArg(args.get(1), "isSigned"));
            }
            case "VARIANT" -> {
                arity(at, word, args, 0, 1, "VARIANT or VARIANT(version)");
                lt = new LogicalType.VariantType(args.isEmpty() ? null : intArg(args.get(0), "the variant version"));
            }
            case "GEOMETRY" -> {
                arity(at, word, args, 0, 1, "GEOMETRY or GEOMETRY(crs)");
                lt = new LogicalType.GeometryType(args.isEmpty() ? null : stringArg(args.get(0)));
            }
            case "GEOGRAPHY" -> {
                arity(at, word, args, 0, 2, "GEOGRAPHY, GEOGRAPHY(crs) or GEOGRAPHY(crs, algorithm)");
                String crs = args.isEmpty() ? null : stringArg(args.get(0));
                EdgeInterpolationAlgorithm algorithm = args.size() > 1 ? algorithmArg(args.get(1)) : null;
                lt = new LogicalType.GeographyType(crs, algorithm);
            }
            case "UNSUPPORTED" -> {
                arity(at, word, args, 1, 1, "UNSUPPORTED(fieldId)");
                lt = new LogicalType.Unknown(intArg(args.get(0), "the logical type field id"));
            }
            case "UTF8", "MAP_KEY_VALUE", "TIME_MILLIS", "TIME_MICROS", "TIMESTAMP_MILLIS", "TIMESTAMP_MICROS",
                 "UINT_8", "UINT_16", "UINT_32", "UINT_64", "INT_8", "INT_16", "INT_32", "INT_64", "INTERVAL" -> {
                arity(at, word, args, 0, 0, word);
                ct = ConvertedType.valueOf(word);
            }
            default -> throw error(at, "a known annotation (STRING, DECIMAL(p,s), TIMESTAMP(unit,adjusted), "
                    + "INTEGER(bits,signed), LIST, MAP, UTF8, ...)");
        }
        return new Annotation(lt, ct, null, null, id);
    }

    private LogicalType noArgs(Token at, String word, List<Token> args, LogicalType type) {
        arity(at, word, args, 0, 0, word);
        return type;
    }

    private void arity(Token at, String word, List<Token> args, int min, int max, String form) {
        if (args.size() < min || args.size() > max) {
            throw new ParquetException("schema text line " + at.line + ", column " + at.column + ": expected "
                    + form + ", found " + word + " with " + args.size() + " argument" + (args.size() == 1 ? "" : "s"));
        }
    }

    private int intArg(Token t, String what) {
        if (t.kind == Kind.WORD) {
            try {
                return Integer.parseInt(t.text);
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        throw error(t, what + " as an integer");
    }

    private boolean boolArg(Token t, String what) {
        if (t.kind == Kind.WORD) {
            if (t.text.equalsIgnoreCase("true")) {
                return true;
            }
            if (t.text.equalsIgnoreCase("false")) {
                return false;
            }
        }
        throw error(t, what + " as true or false");
    }

    private TimeUnit unitArg(Token t) {
        if (t.kind == Kind.WORD) {
            for (TimeUnit u : TimeUnit.values()) {
                if (u.name().equalsIgnoreCase(t.text)) {
                    return u;
                }
            }
        }
        throw error(t, "a time unit (MILLIS, MICROS or NANOS)");
    }

    private String stringArg(Token t) {
        if (t.kind == Kind.WORD && t.text.equalsIgnoreCase("null")) {
            return null;
        }
        return t.text; // a bare word or a quoted string
    }

    private EdgeInterpolationAlgorithm algorithmArg(Token t) {
        if (t.kind == Kind.WORD) {
            if (t.text.equalsIgnoreCase("null")) {
                return null;
            }
            for (EdgeInterpolationAlgorithm a : EdgeInterpolationAlgorithm.values()) {
                if (a.name().equalsIgnoreCase(t.text)) {
                    return a;
                }
            }
        }
        throw error(t, "an edge interpolation algorithm (SPHERICAL, VINCENTY, THOMAS, ANDOYER or KARNEY)");
    }

    private int integer(String what) {
        Token t = token;
        int v = intArg(t, what);
        next();
        return v;
    }

    private String name(String what) {
        if (token.kind != Kind.WORD && token.kind != Kind.STRING) {
            throw error(token, what);
        }
        String name = token.text;
        next();
        return name;
    }

    private void expectKeyword(String keyword) {
        if (token.kind != Kind.WORD || !token.text.equalsIgnoreCase(keyword)) {
            throw error(token, "'" + keyword + "'");
        }
        next();
    }

    private void expectPunct(String p) {
        if (!isPunct(p)) {
            throw error(token, "'" + p + "'");
        }
        next();
    }

    private boolean isPunct(String p) {
        return token.kind == Kind.PUNCT && token.text.equals(p);
    }

    private ParquetException error(Token at, String expected) {
        String found = switch (at.kind) {
            case EOF -> "end of input";
            case STRING -> LogicalTypes.quote(at.text);
            default -> "'" + at.text + "'";
        };
        return new ParquetException("schema text line " + at.line + ", column " + at.column
                + ": expected " + expected + ", found " + found);
    }

    private ParquetException located(Token at, ParquetException e) {
        return new ParquetException("schema text line " + at.line + ", column " + at.column + ": " + e.getMessage(), e);
    }

    // ---- tokens ----

    private enum Kind { WORD, STRING, PUNCT, EOF }

    private record Token(Kind kind, String text, int line, int column) {}

    private void next() {
        int n = text.length();
        while (pos < n && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
                lineStart = pos + 1;
            }
            pos++;
        }
        int column = pos - lineStart + 1;
        if (pos >= n) {
            token = new Token(Kind.EOF, "", line, column);
            return;
        }
        char c = text.charAt(pos);
        if (isPunctuation(c)) {
            pos++;
            token = new Token(Kind.PUNCT, String.valueOf(c), line, column);
            return;
        }
        if (c == '"') {
            int startLine = line;
            StringBuilder sb = new StringBuilder();
            pos++;
            while (true) {
                if (pos >= n) {
                    throw new ParquetException("schema text line " + startLine + ", column " + column
                            + ": string is not closed by '\"' before the end of input");
                }
                char s = text.charAt(pos++);
                if (s == '"') {
                    break;
                }
                if (s == '\\' && pos < n) {
                    s = text.charAt(pos++);
                }
                if (s == '\n') {
                    line++;
                    lineStart = pos;
                }
                sb.append(s);
            }
            token = new Token(Kind.STRING, sb.toString(), startLine, column);
            return;
        }
        int start = pos;
        while (pos < n) {
            char w = text.charAt(pos);
            if (Character.isWhitespace(w) || isPunctuation(w) || w == '"') {
                break;
            }
            pos++;
        }
        token = new Token(Kind.WORD, text.substring(start, pos), line, column);
    }
}
