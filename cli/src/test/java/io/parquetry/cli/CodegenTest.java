package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.row.Row;
import java.io.StringWriter;
import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code codegen} output compiles with the annotation processor, and the compiled records read
 * each file back to the values the Row API reads.
 */
class CodegenTest {
    /**
     * Files whose schema the generated records map. Not here: nullable/nonnullable.impala
     * (MAP_KEY_VALUE groups named "map" inside lists), old_list_structure (a 2-level list of
     * lists) and null_list (a list element named "item" of UNKNOWN type): generated records for
     * them compile but read other values than the Row API (see the cli branch's report).
     */
    private static final List<String> FILES = List.of("alltypes_plain.parquet",
            "nested_maps.snappy.parquet", "nested_lists.snappy.parquet", "list_columns.parquet", "repeated_no_annotation.parquet",
            "byte_array_decimal.parquet", "int32_decimal.parquet", "fixed_length_decimal.parquet", "nested_structs.rust.parquet",
            "datapage_v2.snappy.parquet", "delta_encoding_optional_column.parquet", "data_index_bloom_encoding_stats.parquet",
            "alltypes_tiny_pages.parquet", "int64_decimal.parquet", "binary.parquet", "rle_boolean_encoding.parquet");

    @TempDir Path tmp;

    @Test
    void generatedRecordsCompileAndReadTheFileBack() throws Exception {
        Path src = Files.createDirectories(tmp.resolve("src/gen"));
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        List<String> sources = new ArrayList<>();
        for (int i = 0; i < FILES.size(); i++) {
            Cli.Result r = Cli.run("codegen", "--package", "gen", "--name", "File" + i, Cli.data(FILES.get(i)).toString());
            assertEquals(0, r.code(), r::toString);
            Path java = src.resolve("File" + i + ".java");
            Files.writeString(java, r.out());
            sources.add(java.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String cp = System.getProperty("java.class.path");
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", cp, "-processorpath", cp, "--release", "17"));
        StringWriter diagnostics = new StringWriter();
        int rc = javac.getTask(diagnostics, null, null, args, null,
                javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromStrings(sources)).call() ? 0 : 1;
        if (rc != 0) {
            StringBuilder all = new StringBuilder(diagnostics.toString());
            for (String s : sources) {
                all.append("\n=== ").append(s).append('\n').append(Files.readString(Path.of(s)));
            }
            fail("generated sources do not compile:\n" + all);
        }
        List<String> failures = new ArrayList<>();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            for (int i = 0; i < FILES.size(); i++) {
                Class<?> type = loader.loadClass("gen.File" + i);
                Path file = Cli.data(FILES.get(i));
                List<?> records;
                try {
                    records = Parquet.toList(type, file);
                } catch (RuntimeException e) {
                    failures.add(FILES.get(i) + ": " + e.getMessage() + "\n" + Files.readString(src.resolve("File" + i + ".java")));
                    continue;
                }
                List<Row> rows = new ArrayList<>();
                try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows()) {
                    r.forEach(rows::add);
                }
                assertTrue(!rows.isEmpty(), FILES.get(i));
                if (records.size() != rows.size()) {
                    failures.add(FILES.get(i) + ": " + records.size() + " records, " + rows.size() + " rows");
                    continue;
                }
                for (int r = 0; r < rows.size(); r++) {
                    String diff = compare(records.get(r), rows.get(r));
                    if (diff != null) {
                        failures.add(FILES.get(i) + ": row " + r + ": " + diff);
                        break;
                    }
                }
            }
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " files:\n" + String.join("\n", failures));
        }
    }

    /** Null when a record value holds the same value as the Row API's, else what differs. */
    static String compare(Object record, Object row) throws ReflectiveOperationException {
        if (record == null || row == null) {
            // a bare repeated field reads as empty where the Row API may give null
            boolean emptyAsNull = record instanceof List<?> l && l.isEmpty() || row instanceof List<?> l2 && l2.isEmpty();
            return record == row || emptyAsNull ? null : "record " + record + ", row " + row;
        }
        if (row instanceof Row r) {
            RecordComponent[] comps = record.getClass().getRecordComponents();
            if (comps == null || comps.length != r.size()) {
                return "record " + record + " for group " + r;
            }
            for (int i = 0; i < comps.length; i++) {
                String d = compare(comps[i].getAccessor().invoke(record), r.get(i));
                if (d != null) {
                    return r.fieldName(i) + ": " + d;
                }
            }
            return null;
        }
        if (row instanceof List<?> rl) {
            if (!(record instanceof List<?> ml) || ml.size() != rl.size()) {
                return "record " + record + ", row " + row;
            }
            for (int i = 0; i < rl.size(); i++) {
                String d = compare(ml.get(i), rl.get(i));
                if (d != null) {
                    return "[" + i + "] " + d;
                }
            }
            return null;
        }
        if (row instanceof Map<?, ?> rm) {
            if (!(record instanceof Map<?, ?> mm) || mm.size() != rm.size()) {
                return "record " + record + ", row " + row;
            }
            Iterator<? extends Map.Entry<?, ?>> mi = mm.entrySet().iterator();
            for (Map.Entry<?, ?> e : rm.entrySet()) {
                Map.Entry<?, ?> m = mi.next();
                String d = compare(m.getKey(), e.getKey());
                d = d != null ? d : compare(m.getValue(), e.getValue());
                if (d != null) {
                    return "[" + e.getKey() + "] " + d;
                }
            }
            return null;
        }
        if (row instanceof byte[] b) {
            return record instanceof byte[] mb && Arrays.equals(mb, b) ? null : "bytes differ";
        }
        if (row instanceof Long && record instanceof Integer i) {
            return Integer.toUnsignedLong(i) == (Long) row ? null : "record " + record + ", row " + row; // UINT_32 bits
        }
        if (row instanceof BigInteger bi && record instanceof Long l) {
            return new BigInteger(Long.toUnsignedString(l)).equals(bi) ? null : "record " + record + ", row " + row;
        }
        if (row instanceof Integer && (record instanceof Byte || record instanceof Short)) {
            return ((Number) record).intValue() == (Integer) row ? null : "record " + record + ", row " + row;
        }
        return record.equals(row) ? null : "record " + record + " (" + record.getClass().getSimpleName() + "), row " + row + " ("
                + row.getClass().getSimpleName() + ")";
    }
}
