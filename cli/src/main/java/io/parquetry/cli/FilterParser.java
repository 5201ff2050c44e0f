package io.parquetry.cli;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.LogicalType;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Parses the {@code --filter} language into {@link Filter}s: comparisons {@code col op literal}
 * ({@code = != <> < <= > >=}), {@code col is [not] null}, {@code and}, {@code or}, {@code not}
 * and parentheses. Literals are numbers, {@code 'quoted strings'} ('' for a quote),
 * {@code true}/{@code false}; each is converted to the Row API's value type of its column
 * (a date column takes {@code '2024-01-31'}, a timestamp {@code '2024-01-31T10:00:00Z'}).
 * Column names are dotted paths; quote a name with double quotes.
 */
final class FilterParser {
    private final String text;
    private final MessageType schema;
    private final List<String> tokens = new ArrayList<>();
    private final List<Integer> positions = new ArrayList<>();
    private int next;

    private FilterParser(String text, MessageType schema) {
        this.text = text;
        this.schema = schema;
    }

    /** The filter {@code text} describes over {@code schema}; a {@link Failure} (usage) when it is malformed. */
    static Filter parse(String text, MessageType schema) {
        FilterParser p = new FilterParser(text, schema);
        p.tokenize();
        Filter f = p.or();
        if (p.next < p.tokens.size()) {
            throw p.error("unexpected '" + p.tokens.get(p.next) + "'");
        }
        return f;
    }

    private Filter or() {
        Filter f = and();
        while (accept("or")) {
            f = Filter.or(f, and());
        }
        return f;
    }

    private Filter and() {
        Filter f = unary();
        while (accept("and")) {
            f = Filter.and(f, unary());
        }
        return f;
    }

    private Filter unary() {
        if (accept("not")) {
            return Filter.not(unary());
        }
        if (accept("(")) {
            Filter f = or();
            expect(")");
            return f;
        }
        return comparison();
    }

    private Filter comparison() {
        int at = next;
        String name = take("a column name");
        if (name.startsWith("'") || isNumber(name) || isOperator(name)) {
            next = at;
            throw error("expected a column name, found " + name);
        }
        if (name.startsWith("\"")) {
            name = name.substring(1, name.length() - 1).replace("\"\"", "\"");
        }
        PrimitiveType type = column(name, at);
        if (accept("is")) {
            boolean negated = accept("not");
            expect("null");
            return negated ? Columns.column(name).isNotNull() : Columns.column(name).isNull();
        }
        String op = take("an operator");
        if (!isOperator(op)) {
            next--;
            throw error("expected an operator (= != < <= > >= is), found " + op);
        }
        int literalAt = next;
        String literal = take("a value");
        Object value = literal(literal, type, name, literalAt);
        var column = Columns.column(name);
        return switch (op) {
            case "=", "==" -> column.eq(value);
            case "!=", "<>" -> column.notEq(value);
            case "<" -> column.lt(value);
            case "<=" -> column.ltEq(value);
            case ">" -> column.gt(value);
            default -> column.gtEq(value);
        };
    }

    private PrimitiveType column(String name, int at) {
        SchemaNode node;
        try {
            node = schema.node(ColumnPath.parse(name).toArray());
        } catch (RuntimeException e) {
            node = null;
        }
        if (node == null) {
            next = at;
            throw error("no column " + name + " in the file");
        }
        if (!node.isPrimitive()) {
            next = at;
            throw error(name + " is a group, not a column");
        }
        return node.asPrimitive();
    }

    private Object literal(String token, PrimitiveType type, String column, int at) {
        boolean quoted = token.startsWith("'");
        String s = quoted ? token.substring(1, token.length() - 1).replace("''", "'") : token;
        LogicalType lt = type.logicalType();
        ConvertedType ct = type.convertedType();
        try {
            if (!quoted && !isNumber(s) && !s.equalsIgnoreCase("true") && !s.equalsIgnoreCase("false")) {
                throw new IllegalArgumentException("not a value (quote strings: 'text')");
            }
            if (lt instanceof LogicalType.DecimalType d) {
                return new BigDecimal(s).setScale(d.scale());
            } else if (lt instanceof LogicalType.DateType || ct == ConvertedType.DATE) {
                return LocalDate.parse(s);
            } else if (lt instanceof LogicalType.TimeType) {
                return LocalTime.parse(s);
            } else if (lt instanceof LogicalType.TimestampType ts) {
                return ts.isAdjustedToUTC() ? Instant.parse(s) : LocalDateTime.parse(s);
            } else if (ct == ConvertedType.TIMESTAMP_MILLIS || ct == ConvertedType.TIMESTAMP_MICROS
                    || type.physicalType() == io.parquetry.base.Type.INT96) {
                return Instant.parse(s);
            } else if (lt instanceof LogicalType.IntType it && it.bitWidth() == 32 && !it.isSigned()
                    || ct == ConvertedType.UINT_32) {
                return Long.parseLong(s);
            } else if (lt instanceof LogicalType.IntType it && it.bitWidth() == 64 && !it.isSigned()
                    || ct == ConvertedType.UINT_64) {
                return new java.math.BigInteger(s);
            }
            switch (type.physicalType()) {
                case BOOLEAN:
                    if (s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false")) {
                        return Boolean.parseBoolean(s);
                    }
                    throw new IllegalArgumentException("not true or false");
                case INT32:
                    return Integer.parseInt(s);
                case INT64:
                    return Long.parseLong(s);
                case FLOAT:
                    return Float.parseFloat(s);
                case DOUBLE:
                    return Double.parseDouble(s);
                default:
                    if (lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType || lt instanceof LogicalType.JsonType
                            || ct == ConvertedType.UTF8 || ct == ConvertedType.ENUM || ct == ConvertedType.JSON) {
                        return s;
                    }
                    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            }
        } catch (IllegalArgumentException | DateTimeParseException | ArithmeticException e) {
            next = at;
            throw error("value " + token + " does not fit column " + column + " (" + type.physicalType()
                    + (lt != null ? " " + Types.logical(lt) : "") + "): " + Main.oneLine(e));
        }
    }

    private static boolean isNumber(String s) {
        return s.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");
    }

    private static boolean isOperator(String s) {
        return List.of("=", "==", "!=", "<>", "<", "<=", ">", ">=").contains(s);
    }

    private boolean accept(String keyword) {
        if (next < tokens.size() && tokens.get(next).toLowerCase(Locale.ROOT).equals(keyword)) {
            next++;
            return true;
        }
        return false;
    }

    private void expect(String keyword) {
        if (!accept(keyword)) {
            throw error("expected '" + keyword + "'");
        }
    }

    private String take(String what) {
        if (next >= tokens.size()) {
            throw error("expected " + what + " at the end");
        }
        return tokens.get(next++);
    }

    private Failure error(String what) {
        int pos = next < positions.size() ? positions.get(next) : text.length();
        return Failure.usage("--filter '" + text + "': " + what + " (at character " + (pos + 1) + ")");
    }

    private void tokenize() {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            if (c == '\'' || c == '"') {
                i++;
                while (true) {
                    if (i >= text.length()) {
                        positions.add(start);
                        next = positions.size() - 1;
                        throw error("unterminated " + (c == '"' ? "name" : "string"));
                    }
                    if (text.charAt(i) == c) {
                        if (i + 1 < text.length() && text.charAt(i + 1) == c) {
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    i++;
                }
            } else if ("()".indexOf(c) >= 0) {
                i++;
            } else if ("=!<>".indexOf(c) >= 0) {
                i++;
                if (i < text.length() && "=>".indexOf(text.charAt(i)) >= 0) {
                    i++;
                }
            } else {
                while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && "()=!<>'\"".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
            }
            tokens.add(text.substring(start, i));
            positions.add(start);
        }
    }
}
