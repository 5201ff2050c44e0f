package io.parquetry.codegen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes the run takes, one method per value type, into the three classes that have them (as a
 * {@link Region} of each): {@code ColumnSource}'s defaults, which take entry by entry;
 * {@code PageCursor}'s fast paths within a page (an array copy, or a gather through the
 * dictionary); and {@code ColumnReader}'s overrides, which try the fast path first. The methods
 * are specialised by type on purpose (primitive arrays, no boxing); one template per class keeps
 * the seven alike.
 */
final class RunTakesGenerator {
    private static final String COLUMN_SOURCE = "runtime/src/main/java/io/parquetry/spi/ColumnSource.java";
    private static final String PAGE_CURSOR = "runtime/src/main/java/io/parquetry/column/PageCursor.java";
    private static final String COLUMN_READER = "runtime/src/main/java/io/parquetry/column/ColumnReader.java";

    /**
     * One value type of the run takes.
     *
     * @param single the suffix of the one-value take ({@code take<single>})
     * @param plural the suffix of the run take ({@code take<plural>}, {@code run<plural>})
     * @param javaType the element type of the array the run fills
     * @param at the {@code PageCursor} method that reads value {@code v} of the current page
     * @param copy the fast path's statements that fill a required field's whole run with one
     *     array copy (ending in {@code return true;}), or empty when there is none
     */
    private record Kind(String single, String plural, String javaType, String at, String copy) {}

    private static final List<Kind> KINDS = List.of(
            primitive("Boolean", "boolean"),
            primitive("Int", "int"),
            primitive("Long", "long"),
            primitive("Float", "float"),
            primitive("Double", "double"),
            // binary values are views of the page buffer: each one is copied out (binaryAt)
            new Kind("Binary", "Binaries", "byte[]", "binaryAt", ""),
            // a dictionary page's strings, when a worker resolved them ahead, copy as they are
            new Kind("String", "Strings", "String", "stringAt", copy("pageIsDictionary && pageStrings != null", "pageStrings")));

    private RunTakesGenerator() {}

    /** A primitive type: a plain page's values copy straight from its array of that type. */
    private static Kind primitive(String single, String javaType) {
        return new Kind(single, single + "s", javaType, javaType + "At", copy("!pageIsDictionary", javaType + "s"));
    }

    private static String copy(String condition, String array) {
        return "        if (nulls == null && " + condition + ") {\n"
                + "            System.arraycopy(" + array + ", v, into, 0, count);\n"
                + "            return true;\n"
                + "        }\n";
    }

    static List<GeneratedFile> generate(Path root) throws IOException {
        return List.of(
                region(root, COLUMN_SOURCE, "ColumnSourceRunTake.java.template"),
                region(root, PAGE_CURSOR, "PageCursorRun.java.template"),
                region(root, COLUMN_READER, "ColumnReaderRunTake.java.template"));
    }

    private static GeneratedFile region(Path root, String path, String templateName) throws IOException {
        Template template = Template.load(templateName);
        List<String> methods = new ArrayList<>();
        for (Kind k : KINDS) {
            methods.add(template.fill(Map.of("single", k.single(), "plural", k.plural(), "javaType", k.javaType(),
                    "at", k.at(), "copy", k.copy())));
        }
        String body = "\n" + String.join("\n", methods);
        String text = Files.readString(root.resolve(path), StandardCharsets.UTF_8);
        return new GeneratedFile(path, Region.fill(text, path, RunTakesGenerator.class, template.path(), body));
    }
}
