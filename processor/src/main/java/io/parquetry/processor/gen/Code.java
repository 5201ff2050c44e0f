package io.parquetry.processor.gen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import java.util.Arrays;
import java.util.function.BiFunction;

/**
 * A method body under construction: {@link CodeBlock.Builder}'s calls, with every {@code $L}
 * and {@code $S} argument that is plain text rendered into the format before javapoet sees it.
 * The output is the same; javapoet then emits a statement as a few long pieces instead of one
 * piece per argument, and its per-piece cost (a line-break split each) was a large part of the
 * processor's time on big models. {@code $T} (imports) and code-block arguments stay javapoet's.
 */
final class Code {
    private final CodeBlock.Builder b = CodeBlock.builder();

    Code add(String format, Object... args) {
        return call(b::add, format, args);
    }

    Code add(CodeBlock code) {
        b.add(code);
        return this;
    }

    Code addStatement(String format, Object... args) {
        return call(b::addStatement, format, args);
    }

    Code beginControlFlow(String format, Object... args) {
        return call(b::beginControlFlow, format, args);
    }

    Code nextControlFlow(String format, Object... args) {
        return call(b::nextControlFlow, format, args);
    }

    Code endControlFlow() {
        b.endControlFlow();
        return this;
    }

    Code endControlFlow(String format, Object... args) {
        return call(b::endControlFlow, format, args);
    }

    /** Calls {@code builderMethod} with {@code format} and {@code args} once the plain arguments are written in. */
    private Code call(BiFunction<String, Object[], CodeBlock.Builder> builderMethod, String format, Object[] args) {
        Inlined i = inline(format, args);
        builderMethod.apply(i.format(), i.args());
        return this;
    }

    CodeBlock build() {
        return b.build();
    }

    /** A format and the arguments javapoet still has to see. */
    private record Inlined(String format, Object[] args) {}

    /**
     * {@code format} with its plain {@code $L}/{@code $S} arguments written in (as javapoet would
     * write them, {@code $} doubled), with the arguments javapoet must still see.
     */
    private static Inlined inline(String format, Object[] args) {
        StringBuilder out = new StringBuilder(format.length() + 32);
        Object[] rest = new Object[args.length];
        int kept = 0;
        int arg = 0;
        for (int i = 0; i < format.length(); i++) {
            char ch = format.charAt(i);
            if (ch != '$' || i + 1 == format.length()) {
                out.append(ch);
                continue;
            }
            char kind = format.charAt(i + 1);
            i++;
            if (kind == 'L' && plain(args[arg])) {
                appendEscaped(out, String.valueOf(args[arg++]));
            } else if (kind == 'S' && args[arg] instanceof String s && simpleString(s)) {
                arg++;
                out.append('"');
                appendEscaped(out, s.replace("\\", "\\\\").replace("\"", "\\\""));
                out.append('"');
            } else if (kind == 'L' || kind == 'S' || kind == 'T' || kind == 'N') {
                out.append('$').append(kind);
                rest[kept++] = args[arg++];
            } else {
                out.append('$').append(kind); // $$, $W, $>, $<, $[, $]: javapoet's own
            }
        }
        if (arg != args.length) {
            throw new IllegalArgumentException("unused arguments in " + format);
        }
        return new Inlined(out.toString(), Arrays.copyOf(rest, kept));
    }

    /** Whether javapoet would write {@code o} as {@code String.valueOf(o)} for {@code $L}. */
    private static boolean plain(Object o) {
        return !(o instanceof CodeBlock || o instanceof TypeSpec || o instanceof AnnotationSpec);
    }

    /** A string javapoet writes as one quoted literal with only {@code \\} and {@code "} escaped. */
    private static boolean simpleString(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c)) {
                return false;
            }
        }
        return true;
    }

    private static void appendEscaped(StringBuilder out, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c);
            if (c == '$') {
                out.append('$');
            }
        }
    }
}
