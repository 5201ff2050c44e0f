package io.parquetry.processor.gen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes a {@link JavaClass} as a Java source file in javapoet's layout (four-space indents,
 * sorted imports, {@code java.lang} not imported, parameter lists wrapped at 100 columns).
 * Like javapoet it writes twice: the first pass finds the types that can be imported (a simple
 * name no other referenced type, nested class or same-package type uses; the first type seen
 * keeps a contested name), the second writes the file with them. Type-use annotations on a
 * {@code TypeName} are not written (generated code never needs them). Not thread-safe; one per file.
 */
final class SourceWriter {
    static final String INDENT = "    ";
    private static final int COLUMN_LIMIT = 100;

    private final String packageName;
    /** The first pass: only the type lookups count, nothing is written. */
    private final boolean findingImports;
    /** Simple name to type, for the types this pass may write by simple name. */
    private final Map<String, ClassName> imported;
    /** First pass: types that could be imported, by simple name (the first seen wins). */
    private final Map<String, ClassName> importable = new LinkedHashMap<>();
    /** First pass: simple names of same-package types written by simple name. */
    private final Set<String> referencedNames = new HashSet<>();
    /** The classes being written, outermost first, with the nested names visible in each. */
    private final List<Scope> scopes = new ArrayList<>();
    private final StringBuilder out = new StringBuilder(1 << 16);
    private int indentLevel;
    /** -1 outside a statement; else lines of the current statement written (javapoet's {@code $[}). */
    private int statementLine = -1;
    private boolean javadoc;
    private boolean trailingNewline;

    private record Scope(ClassName name, Set<String> nestedNames) {}

    private SourceWriter(String packageName, Map<String, ClassName> imported, boolean findingImports) {
        this.packageName = packageName;
        this.imported = imported;
        this.findingImports = findingImports;
    }

    /** The source of {@code type}, a top-level class of package {@code packageName}. */
    static String write(String packageName, JavaClass type) {
        SourceWriter imports = new SourceWriter(packageName, Map.of(), true);
        imports.file(type);
        Map<String, ClassName> suggested = new LinkedHashMap<>(imports.importable);
        suggested.keySet().removeAll(imports.referencedNames);
        SourceWriter writer = new SourceWriter(packageName, suggested, false);
        writer.file(type);
        return writer.out.toString();
    }

    private void file(JavaClass type) {
        if (!packageName.isEmpty()) {
            text("package " + packageName + ";\n\n");
        }
        int imports = 0;
        for (ClassName c : new TreeMap<>(byCanonicalName(imported)).values()) {
            if (!c.packageName().equals("java.lang")) {
                text("import " + c.canonicalName() + ";\n");
                imports++;
            }
        }
        if (imports > 0) {
            text("\n");
        }
        type(type, ClassName.get(packageName, type.name));
    }

    private static Map<String, ClassName> byCanonicalName(Map<String, ClassName> types) {
        Map<String, ClassName> out = new LinkedHashMap<>();
        for (ClassName c : types.values()) {
            out.put(c.canonicalName(), c);
        }
        return out;
    }

    private void type(JavaClass type, ClassName name) {
        scopes.add(new Scope(name, Set.of())); // the header sees no nested names
        javadoc(type.javadoc);
        for (Code annotation : type.annotations) {
            code(annotation);
            text("\n");
        }
        modifiers(type.modifiers);
        text("class " + type.name);
        for (int i = 0; i < type.interfaces.size(); i++) {
            text(i == 0 ? " implements " : ", ");
            text(typeName(type.interfaces.get(i)));
        }
        scopes.remove(scopes.size() - 1);
        text(" {\n");
        Set<String> nestedNames = new HashSet<>();
        for (JavaClass n : type.nested) {
            nestedNames.add(n.name);
        }
        scopes.add(new Scope(name, nestedNames));
        indentLevel++;
        boolean first = true;
        for (boolean statics : new boolean[] {true, false}) {
            for (JavaClass.Field f : type.fields) {
                if (f.modifiers.contains(Modifier.STATIC) == statics) {
                    first = separate(first);
                    field(f);
                }
            }
        }
        for (boolean constructors : new boolean[] {true, false}) {
            for (JavaClass.Method m : type.methods) {
                if (m.constructor == constructors) {
                    first = separate(first);
                    method(m, type.name);
                }
            }
        }
        for (JavaClass n : type.nested) {
            first = separate(first);
            type(n, name.nestedClass(n.name));
        }
        indentLevel--;
        scopes.remove(scopes.size() - 1);
        text("}\n");
    }

    /** A blank line before every member but the first. */
    private boolean separate(boolean first) {
        if (!first) {
            text("\n");
        }
        return false;
    }

    private void field(JavaClass.Field f) {
        javadoc(f.javadoc);
        modifiers(f.modifiers);
        text(typeName(f.type) + " " + f.name);
        if (f.initializer != null) {
            text(" = ");
            code(f.initializer);
        }
        text(";\n");
    }

    private void method(JavaClass.Method m, String className) {
        javadoc(m.javadoc);
        for (ClassName annotation : m.annotations) {
            text("@" + typeName(annotation) + "\n");
        }
        modifiers(m.modifiers);
        text(m.constructor ? className + "(" : typeName(m.returnType) + " " + m.name + "(");
        // javapoet's line wrapping: a parameter moves to the next line (indented twice) when
        // it, with what follows up to the next parameter or the line's end, would pass column 100
        int count = m.parameterTypes.size();
        if (count == 0) {
            wrapped("", ") {");
        }
        for (int i = 0; i < count; i++) {
            String parameter = typeName(m.parameterTypes.get(i)) + " " + m.parameterNames.get(i);
            wrapped(i == 0 ? "" : " ", i + 1 < count ? parameter + "," : parameter + ") {");
        }
        text("\n");
        indentLevel++;
        code(m.body);
        if (!trailingNewline && !m.body.isEmpty()) {
            text("\n");
        }
        indentLevel--;
        text("}\n");
    }

    /** Writes {@code space} then {@code segment}, or a line break and {@code segment} where it does not fit. */
    private void wrapped(String space, String segment) {
        if (findingImports) {
            return;
        }
        int column = out.length() - (out.lastIndexOf("\n") + 1);
        if (column + space.length() + segment.length() > COLUMN_LIMIT) {
            out.append('\n');
            for (int i = 0; i < indentLevel + 2; i++) {
                out.append(INDENT);
            }
            out.append(segment);
        } else {
            out.append(space).append(segment);
        }
    }

    private void modifiers(Set<Modifier> modifiers) {
        for (Modifier m : modifiers) {
            text(m.toString());
            text(" ");
        }
    }

    private void javadoc(Code doc) {
        if (doc.isEmpty()) {
            return;
        }
        text("/**\n");
        javadoc = true;
        code(doc);
        if (!trailingNewline) {
            text("\n");
        }
        javadoc = false;
        text(" */\n");
    }

    /** Writes {@code code}: its text, its types by the names that resolve here, its layout markers. */
    private void code(Code code) {
        String format = code.format().toString();
        int type = 0;
        int literal = 0;
        for (int i = format.indexOf('$'); i >= 0; i = format.indexOf('$', i + 1)) {
            text(format, literal, i);
            char kind = format.charAt(++i);
            literal = i + 1;
            switch (kind) {
                case 'T' -> text(typeName(code.types.get(type++)));
                case '$' -> text("$");
                case '>' -> indentLevel++;
                case '<' -> indentLevel--;
                case '[' -> statementLine = 0;
                case ']' -> {
                    if (statementLine > 0) {
                        indentLevel -= 2;
                    }
                    statementLine = -1;
                }
                default -> throw new IllegalStateException("unknown marker $" + kind);
            }
        }
        text(format, literal, format.length());
    }

    private void text(String s) {
        text(s, 0, s.length());
    }

    /** Writes {@code s[from, to)}, indenting each line it starts (javapoet's {@code emitAndIndent}). */
    private void text(String s, int from, int to) {
        if (findingImports) {
            return;
        }
        for (int i = from; i < to; ) {
            if (s.charAt(i) == '\n') {
                if (javadoc && trailingNewline) {
                    indentation();
                    out.append(" *");
                }
                out.append('\n');
                trailingNewline = true;
                if (statementLine != -1) {
                    if (statementLine == 0) {
                        indentLevel += 2; // a statement's continuation lines
                    }
                    statementLine++;
                }
                i++;
                continue;
            }
            if (trailingNewline) {
                indentation();
                if (javadoc) {
                    out.append(" * ");
                }
                trailingNewline = false;
            }
            int lineEnd = s.indexOf('\n', i);
            int end = lineEnd < 0 || lineEnd > to ? to : lineEnd;
            out.append(s, i, end);
            i = end;
        }
    }

    private void indentation() {
        for (int i = 0; i < indentLevel; i++) {
            out.append(INDENT);
        }
    }

    private String typeName(TypeName type) {
        if (findingImports) {
            visit(type);
            return "";
        }
        if (type instanceof ClassName c) {
            return lookup(c);
        } else if (type instanceof ParameterizedTypeName p) {
            StringBuilder b = new StringBuilder();
            b.append(p.enclosingType() != null ? typeName(p.enclosingType()) + "." + p.rawType().simpleName()
                    : lookup(p.rawType()));
            b.append('<');
            for (int i = 0; i < p.typeArguments().size(); i++) {
                b.append(i == 0 ? "" : ", ").append(typeName(p.typeArguments().get(i)));
            }
            return b.append('>').toString();
        } else if (type instanceof ArrayTypeName a) {
            return typeName(a.componentType()) + "[]";
        } else if (type instanceof WildcardTypeName w) {
            if (!w.lowerBounds().isEmpty()) {
                return "? super " + typeName(w.lowerBounds().get(0));
            }
            return w.upperBounds().get(0).equals(ClassName.OBJECT) ? "?" : "? extends " + typeName(w.upperBounds().get(0));
        } else if (type instanceof TypeVariableName v) {
            return v.name();
        }
        return type.toString(); // a primitive type or void
    }

    /** The first pass's {@link #typeName}: the lookups of every class {@code type} names, no text. */
    private void visit(TypeName type) {
        if (type instanceof ClassName c) {
            lookup(c);
        } else if (type instanceof ParameterizedTypeName p) {
            if (p.enclosingType() != null) {
                visit(p.enclosingType());
            } else {
                lookup(p.rawType());
            }
            for (TypeName argument : p.typeArguments()) {
                visit(argument);
            }
        } else if (type instanceof ArrayTypeName a) {
            visit(a.componentType());
        } else if (type instanceof WildcardTypeName w) {
            visit(w.lowerBounds().isEmpty() ? w.upperBounds().get(0) : w.lowerBounds().get(0));
        }
    }

    /**
     * How {@code c} is written here: the shortest suffix of its nested names that resolves to it
     * (a nested class, the class being written, an import), else by simple name in the same
     * package, else in full (and, in the first pass, it is a candidate import).
     */
    private String lookup(ClassName c) {
        boolean resolvedElsewhere = false;
        for (ClassName k = c; k != null; k = k.enclosingClassName()) {
            ClassName resolved = resolve(k.simpleName());
            if (resolved != null) {
                if (resolved.canonicalName().equals(k.canonicalName())) {
                    if (findingImports) {
                        return null;
                    }
                    List<String> names = c.simpleNames();
                    return String.join(".", names.subList(k.simpleNames().size() - 1, names.size()));
                }
                resolvedElsewhere = true;
            }
        }
        if (resolvedElsewhere) {
            return c.canonicalName();
        }
        if (c.packageName().equals(packageName)) {
            referencedNames.add(c.topLevelClassName().simpleName());
            return findingImports ? null : String.join(".", c.simpleNames());
        }
        if (!javadoc && !c.packageName().isEmpty()) {
            importable.putIfAbsent(c.topLevelClassName().simpleName(), c.topLevelClassName());
        }
        return findingImports ? null : c.canonicalName();
    }

    private ClassName resolve(String simpleName) {
        for (int i = scopes.size() - 1; i >= 0; i--) {
            Scope scope = scopes.get(i);
            if (scope.nestedNames().contains(simpleName)) {
                return scope.name().nestedClass(simpleName);
            }
        }
        if (!scopes.isEmpty() && scopes.get(0).name().simpleName().equals(simpleName)) {
            return scopes.get(0).name();
        }
        return imported.get(simpleName);
    }
}
