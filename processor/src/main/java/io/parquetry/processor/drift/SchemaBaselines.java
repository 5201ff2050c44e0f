package io.parquetry.processor.drift;

import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The schema as a build artifact. For every {@code @ParquetRecord} type the processor writes its
 * schema ({@link #artifact(RecordModel)}: the schema text with field ids, then one
 * {@code default <column>} line per {@code @ParquetDefault}) to
 * {@code CLASS_OUTPUT/META-INF/parquetry/schemas/<type>.schema}. With
 * {@code -Aparquetry.schemaBaselines=<dir>} it compares that schema with {@code <dir>/<type>.schema}
 * and reports each incompatible change as an error on the offending property, each compatible one
 * as a note; with {@code -Aparquetry.updateBaselines=true} it rewrites the baselines instead.
 *
 * <p>One instance per processor; not thread-safe (javac runs a processor on one thread).
 */
public final class SchemaBaselines {

    /** Processor option: the directory of committed baselines (relative paths: to javac's working directory). */
    public static final String OPTION_BASELINES = "parquetry.schemaBaselines";
    /** Processor option: {@code true} rewrites the baselines with the current schemas instead of comparing. */
    public static final String OPTION_UPDATE = "parquetry.updateBaselines";
    /** The artifacts' folder in the class output. */
    public static final String ARTIFACT_DIR = "META-INF/parquetry/schemas/";

    private static final String DEFAULT_PREFIX = "default ";

    private final ProcessingEnvironment env;
    private final Path baselines;
    private final boolean update;
    /** Canonical names of the mapped types this compilation saw (with or without errors). */
    private final Set<String> seen = new java.util.HashSet<>();

    /** Reads the options of {@code env}. */
    public SchemaBaselines(ProcessingEnvironment env) {
        this.env = env;
        String dir = env.getOptions().get(OPTION_BASELINES);
        this.baselines = dir == null || dir.isBlank() ? null : Path.of(dir);
        this.update = Boolean.parseBoolean(env.getOptions().get(OPTION_UPDATE));
        if (update && baselines == null) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR, "processor option -A" + OPTION_UPDATE
                    + "=true needs -A" + OPTION_BASELINES + "=<dir>, the directory to write the baselines to");
        }
    }

    /** The options this class reads. */
    public static Set<String> options() {
        return Set.of(OPTION_BASELINES, OPTION_UPDATE);
    }

    /**
     * Tells that this compilation maps {@code canonicalName} (also when its model has errors), so
     * its baseline is not reported as stale by {@link #reportStale}.
     */
    public void seen(String canonicalName) {
        seen.add(canonicalName);
    }

    /**
     * At the end of processing: reports each baseline whose type this compilation did not map and
     * which is gone, or which was compiled here and is no longer mapped (its annotation removed).
     * A warning, not an error: a partial or incremental compilation does not see every record, and
     * a record compiled earlier (found on the class path) is passed over, since this compilation
     * cannot tell whether it is still mapped. With {@code -Aparquetry.updateBaselines=true} such
     * baselines are deleted instead.
     *
     * @param compiledHere whether a type is compiled from source in this compilation
     */
    public void reportStale(java.util.function.Predicate<TypeElement> compiledHere) {
        if (baselines == null || !Files.isDirectory(baselines)) {
            return;
        }
        List<Path> files;
        try (java.util.stream.Stream<Path> list = Files.list(baselines)) {
            files = list.filter(f -> f.getFileName().toString().endsWith(".schema")).sorted().toList();
        } catch (IOException e) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot list schema baselines in " + baselines + ": " + e);
            return;
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            String type = name.substring(0, name.length() - ".schema".length());
            if (seen.contains(type)) {
                continue;
            }
            TypeElement element = env.getElementUtils().getTypeElement(type);
            if (element != null && !compiledHere.test(element)) {
                continue; // compiled earlier: maybe still mapped, this compilation cannot tell
            }
            String why = element == null ? "there is no type " + type
                    : type + " is compiled here but no longer mapped (no @ParquetRecord or @ParquetExternal)";
            if (update) {
                try {
                    Files.delete(file);
                } catch (IOException e) {
                    env.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot delete stale schema baseline " + file + ": " + e);
                    continue;
                }
                env.getMessager().printMessage(Diagnostic.Kind.NOTE, "stale schema baseline " + file + " deleted: " + why);
            } else {
                env.getMessager().printMessage(Diagnostic.Kind.WARNING, "stale schema baseline " + file + ": " + why
                        + " (a removed or renamed record?); delete it or rewrite the baselines with -A" + OPTION_UPDATE + "=true");
            }
        }
    }

    /** The file name of {@code model}'s artifact and baseline: {@code <canonical name>.schema}. */
    public static String fileName(RecordModel model) {
        return model.javaType().canonicalName() + ".schema";
    }

    /** The artifact text of {@code model}. */
    public static String artifact(RecordModel model) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Parquet schema of ").append(model.javaType().canonicalName())
                .append(", written by the Parquetry processor. As a baseline it is compared with the schema on every build.\n");
        sb.append(model.schemaText());
        for (String path : model.columnDefaults().keySet()) {
            sb.append(DEFAULT_PREFIX).append(path).append('\n');
        }
        return sb.toString();
    }

    /**
     * Writes {@code model}'s artifact and, with a baseline directory, compares or updates its baseline.
     *
     * @param origin the annotated type (or the {@code @ParquetExternal} declaration's class or package): the artifact's originating element and where findings on
     *     no current property (a removed field, an unreadable baseline) are reported
     */
    public void process(RecordModel model, Element origin) {
        String text = artifact(model);
        writeArtifact(model, origin, text);
        if (baselines == null) {
            return;
        }
        Path file = baselines.resolve(fileName(model));
        String old;
        try {
            old = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            old = null;
        } catch (IOException e) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot read schema baseline " + file + ": " + e, origin);
            return;
        }
        if (update) {
            if (!text.equals(old)) {
                try {
                    Files.createDirectories(file.toAbsolutePath().getParent());
                    Files.writeString(file, text, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    env.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write schema baseline " + file + ": " + e, origin);
                    return;
                }
                env.getMessager().printMessage(Diagnostic.Kind.NOTE, "schema baseline " + file + " updated", origin);
            }
            return;
        }
        if (old == null) {
            env.getMessager().printMessage(Diagnostic.Kind.NOTE, "no schema baseline " + file + " for "
                    + model.javaType().canonicalName() + ": build once with -A" + OPTION_UPDATE + "=true to write it", origin);
            return;
        }
        SchemaNode baseline;
        try {
            baseline = SchemaTextParser.parse(old);
        } catch (IllegalArgumentException e) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR, "schema baseline " + file + " cannot be read: "
                    + e.getMessage() + "; restore it or rewrite it with -A" + OPTION_UPDATE + "=true", origin);
            return;
        }
        SchemaNode current = SchemaTextParser.parse(model.schemaText());
        List<SchemaDiff.Finding> findings = new java.util.ArrayList<>(
                SchemaDiff.compare(baseline, current, model.columnDefaults().keySet(), defaults(old)));
        // in schema order of the new schema; removed fields last
        findings.sort(java.util.Comparator.comparingInt(f -> position(current, f.path())));
        for (SchemaDiff.Finding f : findings) {
            String text2 = (f.error() ? "schema drift from baseline " : "compatible schema change from baseline ") + file
                    + ": " + f.text() + (f.error() ? " (or accept the change with -A" + OPTION_UPDATE + "=true)" : "");
            env.getMessager().printMessage(f.error() ? Diagnostic.Kind.ERROR : Diagnostic.Kind.NOTE, text2,
                    elementOf(model, origin, f.path()));
        }
    }

    private void writeArtifact(RecordModel model, Element origin, String text) {
        try {
            FileObject out = env.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", ARTIFACT_DIR + fileName(model), origin);
            try (Writer w = out.openWriter()) {
                w.write(text);
            }
        } catch (IOException e) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write " + ARTIFACT_DIR + fileName(model) + ": " + e, origin);
        }
    }

    private static int position(SchemaNode current, String path) {
        String top = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
        for (int i = 0; i < current.children().size(); i++) {
            if (current.children().get(i).name().equals(top)) {
                return i;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** The {@code default} lines of an artifact. */
    static Set<String> defaults(String artifact) {
        Set<String> out = new LinkedHashSet<>();
        int close = artifact.lastIndexOf('}');
        for (String line : artifact.substring(close + 1).split("\n")) {
            if (line.startsWith(DEFAULT_PREFIX)) {
                out.add(line.substring(DEFAULT_PREFIX.length()).strip());
            }
        }
        return out;
    }

    /** The element of the top-level property holding {@code path}: its field or getter; else the type. */
    private static Element elementOf(RecordModel model, Element origin, String path) {
        if (!(origin instanceof TypeElement)) {
            return origin;
        }
        String top = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
        String javaName = null;
        for (PropertyModel p : model.properties()) {
            if (p.parquetName().equals(top)) {
                javaName = p.javaName();
            }
        }
        if (javaName == null) {
            return origin;
        }
        String cap = Character.toUpperCase(javaName.charAt(0)) + javaName.substring(1);
        Element field = null;
        Element getter = null;
        for (Element e : origin.getEnclosedElements()) {
            String name = e.getSimpleName().toString();
            // a record component's field carries its position (javac reports none on the component)
            if (e.getKind() == ElementKind.FIELD && name.equals(javaName)) {
                field = e;
            } else if (e instanceof ExecutableElement m && m.getKind() == ElementKind.METHOD && m.getParameters().isEmpty()
                    && (name.equals("get" + cap) || name.equals("is" + cap) || name.equals(javaName))) {
                getter = e;
            }
        }
        return field != null ? field : getter != null ? getter : origin;
    }
}
