package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A small project (test resources {@code drift-sample/}) whose committed baseline no longer
 * matches its record, built with javac, the processor and the README's {@code compilerArgs}:
 * the build fails naming the offending properties on their lines, and the update option accepts
 * the change.
 */
class SchemaDriftSampleTest {

    static final String ORDER = "drift-sample/src/main/java/com/example/Order.java";
    static final String BASELINE = "drift-sample/src/main/parquet-schemas/com.example.Order.schema";

    @TempDir
    Path tmp;

    /** Copies a test resource into the project copy; missing resources fail the test. */
    private Path copy(String resource) throws IOException {
        Path target = tmp.resolve(resource);
        Files.createDirectories(target.getParent());
        try (InputStream in = SchemaDriftSampleTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new AssertionError("test resource " + resource + " is missing");
            }
            Files.copy(in, target);
        }
        return target;
    }

    /**
     * Builds {@code source} as Maven would with the README's {@code drift-snippet}: its
     * {@code compilerArgs}, with {@code ${project.basedir}} the project copy and
     * {@code ${parquetry.updateBaselines}} the given value (default: the snippet's property).
     */
    private List<Diagnostic<? extends JavaFileObject>> build(Path source, Boolean update, boolean[] ok) throws Exception {
        Element snippet = ReadmeDependenciesTest.xml("<project>" + ReadmeDependenciesTest.block("drift-snippet", "xml")
                + "</project>").getDocumentElement();
        String updateValue = update != null ? update.toString()
                : snippet.getElementsByTagName("parquetry.updateBaselines").item(0).getTextContent().trim();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> args = new ArrayList<>(List.of("-d", Files.createDirectories(tmp.resolve("classes")).toString(),
                "-classpath", System.getProperty("java.class.path"), "-proc:only",
                "-processor", "io.parquetry.processor.MapperIndexProcessor,io.parquetry.processor.ParquetRecordProcessor"));
        NodeList compilerArgs = snippet.getElementsByTagName("arg");
        for (int i = 0; i < compilerArgs.getLength(); i++) {
            args.add(compilerArgs.item(i).getTextContent().trim()
                    .replace("${project.basedir}", tmp.resolve("drift-sample").toString())
                    .replace("${parquetry.updateBaselines}", updateValue));
        }
        assertEquals(2, compilerArgs.getLength(), args::toString);
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            ok[0] = javac.getTask(null, files, diagnostics, args, null, files.getJavaFileObjects(source)).call();
        }
        return diagnostics.getDiagnostics();
    }

    private static long lineOf(Path source, String text) throws IOException {
        List<String> lines = Files.readAllLines(source);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(source + " has no line with " + text);
    }

    @Test
    void driftFailsTheBuildOnTheOffendingPropertiesAndUpdateAcceptsIt() throws Exception {
        Path order = copy(ORDER);
        Path baseline = copy(BASELINE);
        boolean[] ok = new boolean[1];

        List<Diagnostic<? extends JavaFileObject>> first = build(order, null, ok);
        assertFalse(ok[0], "the build must fail: " + first);
        List<String> errors = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : first) {
            String where = d.getSource() == null ? "?" : Path.of(d.getSource().toUri()).getFileName() + ":" + d.getLineNumber();
            String text = where + " " + d.getMessage(null);
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                errors.add(text);
            } else if (d.getKind() == Diagnostic.Kind.NOTE) {
                notes.add(text);
            }
        }
        assertEquals(2, errors.size(), errors::toString);
        assertTrue(errors.get(0).startsWith("Order.java:" + lineOf(order, "String buyer") + " schema drift from baseline "),
                errors::toString);
        assertTrue(errors.get(0).contains("column 'customer' of the baseline is gone and 'buyer' is new, without field ids"),
                errors::toString);
        assertTrue(errors.get(1).startsWith("Order.java:" + lineOf(order, "int quantity") + " schema drift from baseline "),
                errors::toString);
        assertTrue(errors.get(1).contains("'quantity' changed from required int64 to required int32: old files read only"
                + " value by value (INT(64,true) values may not fit INT(32,true))"), errors::toString);
        assertEquals(1, notes.size(), notes::toString);
        assertTrue(notes.get(0).startsWith("Order.java:" + lineOf(order, "String coupon")), notes::toString);
        assertTrue(notes.get(0).endsWith("new field 'coupon' (optional binary (STRING))"), notes::toString);

        List<Diagnostic<? extends JavaFileObject>> update = build(order, true, ok);
        assertTrue(ok[0], update::toString);
        assertEquals("message Order {\n  required int64 id;\n  optional binary buyer (STRING);\n  required int32 quantity;\n"
                + "  optional binary coupon (STRING);\n}\n",
                Files.readString(baseline).replaceAll("(?m)^#.*\n", ""));

        List<Diagnostic<? extends JavaFileObject>> again = build(order, null, ok);
        assertTrue(ok[0], again::toString);
        assertEquals(List.of(), again.stream().filter(d -> d.getKind() != Diagnostic.Kind.OTHER).toList());
    }
}
