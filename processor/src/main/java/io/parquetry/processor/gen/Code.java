package io.parquetry.processor.gen;

import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;

/**
 * A fragment of generated Java source: text with javapoet's placeholder syntax, written by
 * {@link SourceWriter}. Arguments are written into the text as they are added ({@code $L}: the
 * value, or another {@code Code}; {@code $S}: a string literal), so only type references
 * ({@code $T}, which need the file's imports) and the layout markers ({@code $>}/{@code $<}
 * indent, {@code $[}/{@code $]} a statement that may span lines, {@code $$} a dollar sign) remain
 * when the source is written. Building the text once and writing it in one pass is what keeps the
 * processor fast on large models: a piece-by-piece emitter spent most of the processing there.
 */
final class Code {
    private final StringBuilder format = new StringBuilder(64);
    /** The {@code $T} arguments still in {@link #format}, in order. */
    final List<TypeName> types = new ArrayList<>(2);
    /** Statements and control-flow lines written so far, for {@link #isSingleStatementStartingWith}. */
    private int lines;

    /** {@code format} with {@code args} written in. */
    static Code of(String format, Object... args) {
        return new Code().add(format, args);
    }

    Code add(String format, Object... args) {
        append(format, args);
        return this;
    }

    /** Appends {@code code} as written so far. */
    Code add(Code code) {
        format.append(code.format);
        types.addAll(code.types);
        lines += code.lines;
        return this;
    }

    Code addStatement(String format, Object... args) {
        int from = this.format.length();
        append(format, args);
        if (this.format.indexOf("\n", from) >= 0) {
            // the continuation lines of a statement that spans lines are indented twice
            this.format.insert(from, "$[").append(";\n$]");
        } else {
            this.format.append(";\n");
        }
        lines++;
        return this;
    }

    Code beginControlFlow(String format, Object... args) {
        append(format, args);
        this.format.append(" {\n$>");
        lines++;
        return this;
    }

    Code nextControlFlow(String format, Object... args) {
        this.format.append("$<} ");
        append(format, args);
        this.format.append(" {\n$>");
        lines++;
        return this;
    }

    Code endControlFlow() {
        format.append("$<}\n");
        lines++;
        return this;
    }

    Code endControlFlow(String format, Object... args) {
        this.format.append("$<} ");
        append(format, args);
        this.format.append(";\n");
        lines++;
        return this;
    }

    boolean isEmpty() {
        return format.length() == 0;
    }

    /** Whether this is exactly one statement whose text starts with {@code prefix}. */
    boolean isSingleStatementStartingWith(String prefix) {
        int start = format.indexOf("$[") == 0 ? 2 : 0;
        return lines == 1 && format.indexOf(prefix, start) == start
                && (format.lastIndexOf(";\n") == format.length() - 2 || format.lastIndexOf(";\n$]") == format.length() - 4);
    }

    /** The text with its markers, {@code $T} for each of {@link #types}. */
    CharSequence format() {
        return format;
    }

    /** The source text with type names in full: for code that holds no type reference, its text. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(format.length());
        int type = 0;
        for (int i = 0; i < format.length(); i++) {
            char ch = format.charAt(i);
            if (ch != '$') {
                out.append(ch);
                continue;
            }
            char kind = format.charAt(++i);
            if (kind == '$') {
                out.append('$');
            } else if (kind == 'T') {
                out.append(types.get(type++));
            }
        }
        return out.toString();
    }

    /** Appends {@code format} with its {@code $L}/{@code $S} arguments written in ({@code $} doubled). */
    private void append(String format, Object[] args) {
        int arg = 0;
        for (int i = 0; i < format.length(); i++) {
            char ch = format.charAt(i);
            if (ch != '$') {
                this.format.append(ch);
                continue;
            }
            char kind = format.charAt(++i);
            switch (kind) {
                case 'L' -> {
                    Object value = args[arg++];
                    if (value instanceof Code code) {
                        add(code);
                        lines -= code.lines;
                    } else {
                        appendEscaped(String.valueOf(value));
                    }
                }
                case 'S' -> {
                    Object value = args[arg++];
                    appendEscaped(value == null ? "null" : stringLiteral((String) value));
                }
                case 'T' -> {
                    this.format.append("$T");
                    Object type = args[arg++];
                    types.add(type instanceof Class<?> c ? TypeName.get(c) : (TypeName) type);
                }
                case '$', '>', '<', '[', ']' -> this.format.append('$').append(kind);
                default -> throw new IllegalArgumentException("unsupported placeholder $" + kind + " in " + format);
            }
        }
        if (arg != args.length) {
            throw new IllegalArgumentException("unused arguments in " + format);
        }
    }

    private void appendEscaped(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            format.append(c);
            if (c == '$') {
                format.append('$');
            }
        }
    }

    /**
     * {@code value} as a Java string literal; a line break inside it continues the literal on the
     * next line ({@code "a\n"} then {@code + "b"}), as javapoet writes it.
     */
    static String stringLiteral(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                case '\n' -> {
                    out.append("\\n");
                    if (i + 1 < value.length()) {
                        out.append("\"\n").append(SourceWriter.INDENT).append(SourceWriter.INDENT).append("+ \"");
                    }
                }
                default -> {
                    if (Character.isISOControl(c)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
