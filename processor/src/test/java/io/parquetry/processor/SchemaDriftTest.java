package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.parquetry.processor.drift.SchemaBaselines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The drift check: each rule fails the build with an error on the offending property's line;
 * compatible changes pass with a note; the update option rewrites the baseline.
 */
class SchemaDriftTest {

    @TempDir
    Path dir;

    private Compilation compile(boolean update, String... lines) {
        List<String> options = new ArrayList<>(List.of("-A" + SchemaBaselines.OPTION_BASELINES + "=" + dir));
        if (update) {
            options.add("-A" + SchemaBaselines.OPTION_UPDATE + "=true");
        }
        return Compiler.javac().withProcessors(new ParquetRecordProcessor()).withOptions(options)
                .compile(Harness.NON_NULL, Harness.NULLABLE, Harness.NONNULL_DECL, source("R", lines));
    }

    /** Writes the baseline of {@code lines} with the update option. */
    private void baseline(String... lines) {
        assertThat(compile(true, lines)).succeeded();
    }

    /** Compiles {@code lines} against the baseline; requires one error containing {@code text} on the line of {@code marker}. */
    private void drift(String text, String marker, String... lines) {
        Compilation c = compile(false, lines);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining(text).inFile(c.sourceFiles().get(3)).onLine(lineOf(lines, marker));
    }

    /** Compiles {@code lines} against the baseline; requires success and returns the notes' texts. */
    private List<String> passes(String... lines) {
        Compilation c = compile(false, lines);
        assertThat(c).succeeded();
        List<String> notes = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : c.notes()) {
            notes.add(d.getMessage(null));
        }
        return notes;
    }

    @Test
    void artifactIsTheSchemaTextWithIdsAndDefaults() throws IOException {
        Compilation c = Compiler.javac().withProcessors(new ParquetRecordProcessor()).compile(Harness.NON_NULL,
                Harness.NULLABLE, Harness.NONNULL_DECL, source("R",
                        "@ParquetRecord record R(@ParquetField(id = 1) long id, @Nullable String name,",
                        "  @ParquetDefault(\"3\") int n, @NonNull Inner inner) {}",
                        "record Inner(@ParquetDefault(\"x\") @NonNull String s) {}"));
        assertThat(c).succeeded();
        String text = c.generatedFile(StandardLocation.CLASS_OUTPUT, "", SchemaBaselines.ARTIFACT_DIR + "test.R.schema")
                .orElseThrow().getCharContent(true).toString();
        assertEquals("# Parquet schema of test.R, written by the Parquetry processor. As a baseline it is compared with the"
                + " schema on every build.\n"
                + "message R {\n"
                + "  required int64 id = 1;\n"
                + "  optional binary name (STRING);\n"
                + "  required int32 n;\n"
                + "  required group inner {\n"
                + "    required binary s (STRING);\n"
                + "  }\n"
                + "}\n"
                + "default n\n"
                + "default inner.s\n", text);
    }

    @Test
    void updateWritesTheBaselineAndAnUnchangedSchemaPassesSilently() throws IOException {
        String[] v1 = {"@ParquetRecord record R(long id, @Nullable String name) {}"};
        Compilation first = compile(false, v1);
        assertThat(first).succeeded();
        assertThat(first).hadNoteContaining("no schema baseline");
        assertFalse(Files.exists(dir.resolve("test.R.schema")));
        baseline(v1);
        assertEquals("message R {\n  required int64 id;\n  optional binary name (STRING);\n}\n",
                Files.readString(dir.resolve("test.R.schema"), StandardCharsets.UTF_8).replaceAll("(?m)^#.*\n", ""));
        assertEquals(List.of(), passes(v1));
        baseline("@ParquetRecord record R(long id, @Nullable String name, int added) {}");
        assertTrue(Files.readString(dir.resolve("test.R.schema")).contains("  required int32 added;\n"));
    }

    @Test
    void renameWithoutFieldIdIsAnError() {
        baseline("@ParquetRecord record R(long id, @Nullable String name) {}");
        String[] v2 = {"@ParquetRecord record R(long id,", "  @Nullable String fullName) {}"};
        drift("column 'name' of the baseline is gone and 'fullName' is new, without field ids", "fullName", v2);
    }

    @Test
    void renameWithFieldIdPassesWithANote() {
        baseline("@ParquetRecord record R(long id, @ParquetField(id = 7) @Nullable String name) {}");
        List<String> notes = passes("@ParquetRecord record R(long id, @ParquetField(id = 7) @Nullable String fullName) {}");
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).contains("renamed from 'name' (matched by field id 7)"), notes.toString());
    }

    @Test
    void typeChangesTheReaderCannotConvertAreErrors() {
        baseline("@ParquetRecord record R(long id, int count, long total, @Decimal(precision = 9, scale = 2) BigDecimal price) {}");
        drift("'count' changed from required int32 to optional binary (STRING), which the reader cannot convert"
                        + " (text reads only from BYTE_ARRAY text or unannotated BYTE_ARRAY)", "String count",
                "@ParquetRecord record R(long id,", "  String count,", "  long total, @Decimal(precision = 9, scale = 2) BigDecimal price) {}");
        drift("'total' changed from required int64 to required int32: old files read only value by value"
                        + " (INT(64,true) values may not fit INT(32,true))", "int total",
                "@ParquetRecord record R(long id, int count,", "  int total,", "  @Decimal(precision = 9, scale = 2) BigDecimal price) {}");
        drift("DECIMAL(9,2) values may have no exact value in DECIMAL(9,1)", "scale = 1",
                "@ParquetRecord record R(long id, int count, long total,", "  @Decimal(precision = 9, scale = 1) BigDecimal price) {}");
    }

    @Test
    void wideningPassesWithNotes() {
        baseline("@ParquetRecord record R(long id, int count, float score, @Decimal(precision = 9, scale = 2) @NonNull BigDecimal price,"
                + " @NonNull Status status) {} enum Status { A, B }");
        List<String> notes = passes("@ParquetRecord record R(long id, long count, double score,"
                + " @Decimal(precision = 12, scale = 4) @NonNull BigDecimal price, @NonNull String status) {} enum Status { A, B }");
        assertEquals(List.of(
                "'count' widened from required int32 to required int64",
                "'score' widened from required float to required double",
                "'price' widened from required int32 (DECIMAL(9,2)) to required int64 (DECIMAL(12,4))",
                "'status' widened from required binary (ENUM) to required binary (STRING)"),
                notes.stream().map(n -> n.substring(n.indexOf(": ") + 2)).toList());
    }

    @Test
    void optionalMadeRequiredIsAnError() {
        baseline("@ParquetRecord record R(long id, Integer count) {}");
        drift("'count' was optional and is now required: old files may hold nulls for it", "int count",
                "@ParquetRecord record R(long id,", "  int count) {}");
        List<String> notes = passes("@ParquetRecord record R(@Nullable Long id, Integer count) {}");
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).endsWith("'id' is now optional (was required)"), notes.toString());
    }

    @Test
    void requiredFieldAddedNeedsADefault() {
        baseline("@ParquetRecord record R(long id) {}");
        drift("required field 'count' is new: old files have no 'count' column to read; make it optional or add"
                + " @ParquetDefault", "int count", "@ParquetRecord record R(long id,", "  int count) {}");
        drift("required field 'inner' is new: old files have no 'inner.b' column to read", "Inner inner",
                "@ParquetRecord record R(long id,", "  @NonNull Inner inner) {}", "record Inner(@ParquetDefault(\"1\") int a, int b) {}");
        List<String> notes = passes("@ParquetRecord record R(long id, @ParquetDefault(\"0\") int count, @Nullable String note,"
                + " @NonNull List<String> tags, @NonNull Inner inner) {} record Inner(@ParquetDefault(\"1\") int a, @Nullable String b) {}");
        assertEquals(4, notes.size(), notes.toString());
        assertTrue(notes.get(0).endsWith("new field 'count' (required int32)"), notes.toString());
        assertTrue(notes.get(1).endsWith("new field 'note' (optional binary (STRING))"), notes.toString());
        assertTrue(notes.get(2).endsWith("new field 'tags' (required group (LIST))"), notes.toString());
        assertTrue(notes.get(3).endsWith("new field 'inner' (required group)"), notes.toString());
    }

    @Test
    void fieldIdReusedForAnotherColumnIsAnError() {
        baseline("@ParquetRecord record R(@ParquetField(id = 1) long id, @ParquetField(id = 2) @Nullable String name) {}");
        drift("field id 2 belonged to column 'name' in the baseline, which still exists", "String code",
                "@ParquetRecord record R(@ParquetField(id = 1) long id, @ParquetField(id = 3) @Nullable String name,",
                "  @ParquetField(id = 2) @Nullable String code) {}");
    }

    @Test
    void removingADefaultOldFilesRelyOnIsAnError() {
        baseline("@ParquetRecord record R(long id, @ParquetDefault(\"5\") int n) {}");
        drift("'n' had a @ParquetDefault in the baseline", "int n", "@ParquetRecord record R(long id,", "  int n) {}");
    }

    @Test
    void nestedChangesAreReportedOnTheTopLevelPropertyWithTheirPath() {
        baseline("@ParquetRecord record R(long id, List<Item> items) {} record Item(String sku, int qty) {}");
        drift("'items.list.element.qty' changed from required int32 to optional binary (STRING)", "List<Item> items",
                "@ParquetRecord record R(long id,", "  List<Item> items) {}", "record Item(String sku, String qty) {}");
    }

    @Test
    void removedFieldIsANoteOnTheType() {
        baseline("@ParquetRecord record R(long id, @Nullable String name) {}");
        List<String> notes = passes("@ParquetRecord record R(long id) {}");
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).endsWith("field 'name' was removed: old files' values are ignored"), notes.toString());
    }

    @Test
    void updateWithoutADirectoryIsAnError() {
        Compilation c = Compiler.javac().withProcessors(new ParquetRecordProcessor())
                .withOptions("-A" + SchemaBaselines.OPTION_UPDATE + "=true")
                .compile(source("R", "@ParquetRecord record R(long id) {}"));
        assertThat(c).failed();
        assertThat(c).hadErrorContaining("processor option -Aparquetry.updateBaselines=true needs"
                + " -Aparquetry.schemaBaselines=<dir>");
    }

    @Test
    void unreadableBaselineIsAnError() throws IOException {
        Files.writeString(dir.resolve("test.R.schema"), "message R {\n  required int64 id\n}\n");
        Compilation c = compile(false, "@ParquetRecord record R(long id) {}");
        assertThat(c).failed();
        assertThat(c).hadErrorContaining("test.R.schema cannot be read: line 3: expected ';' but found '}'");
    }

    @Test
    void baselineWithoutItsRecordIsAWarningNamingFileAndType() throws IOException {
        baseline("@ParquetRecord record R(long id) {} @ParquetRecord record Old(long id) {}");
        assertTrue(Files.exists(dir.resolve("test.Old.schema")));
        // a record compiled earlier (here: a type on the class path) may still be mapped: passed over
        Files.writeString(dir.resolve("java.lang.String.schema"), "message String {\n}\n");
        Compilation gone = compile(false, "@ParquetRecord record R(long id) {}");
        assertThat(gone).succeeded();
        assertThat(gone).hadWarningCount(1);
        assertThat(gone).hadWarningContaining("stale schema baseline " + dir.resolve("test.Old.schema")
                + ": there is no type test.Old (a removed or renamed record?); delete it or rewrite the baselines with"
                + " -Aparquetry.updateBaselines=true");
        Compilation unmapped = compile(false, "@ParquetRecord record R(long id) {} record Old(long id) {}");
        assertThat(unmapped).succeeded();
        assertThat(unmapped).hadWarningCount(1);
        assertThat(unmapped).hadWarningContaining("test.Old.schema: test.Old is compiled here but no longer mapped");
        // a record with errors is still mapped: its baseline is not stale
        Compilation broken = compile(false, "@ParquetRecord record R(long id) {} @ParquetRecord record Old(char c) {}");
        assertThat(broken).failed();
        assertThat(broken).hadWarningCount(0);
    }

    @Test
    void updateDeletesBaselinesWithoutTheirRecord() throws IOException {
        baseline("@ParquetRecord record R(long id) {} @ParquetRecord record Old(long id) {}");
        Files.writeString(dir.resolve("java.lang.String.schema"), "message String {\n}\n");
        Compilation c = compile(true, "@ParquetRecord record R(long id) {}");
        assertThat(c).succeeded();
        assertThat(c).hadNoteContaining("stale schema baseline " + dir.resolve("test.Old.schema")
                + " deleted: there is no type test.Old");
        assertFalse(Files.exists(dir.resolve("test.Old.schema")));
        assertTrue(Files.exists(dir.resolve("test.R.schema")));
        assertTrue(Files.exists(dir.resolve("java.lang.String.schema")));
    }
}
