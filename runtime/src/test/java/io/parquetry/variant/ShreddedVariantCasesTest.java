package io.parquetry.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.base.ParquetException;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.SchemaNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the parquet-testing {@code shredded_variant} corpus: valid cases must rebuild,
 * row by row, the variant of their {@code .variant.bin} file (compared as logical values, since
 * a rebuilt variant may be encoded differently); error cases must fail with a ParquetException.
 */
class ShreddedVariantCasesTest {
    /**
     * Cases the corpus marks as invalid files that a reader may either reject or read. We reject
     * a partially shredded object whose value repeats a shredded field (043, 125) and read
     * optional field groups (084).
     */
    private static final Set<Integer> INVALID_REJECTED = Set.of(43, 125);

    private static Path dir() {
        return io.parquetry.TestCorpus.resolve("shredded_variant");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> cases() throws IOException {
        return (List<Map<String, Object>>) MiniJson.parse(Files.readString(dir().resolve("cases.json")));
    }

    @TestFactory
    Stream<DynamicTest> everyCase() throws IOException {
        Path dir = dir();
        List<DynamicTest> tests = new ArrayList<>();
        for (Map<String, Object> c : cases()) {
            if (!c.containsKey("parquet_file")) {
                continue; // listed without a file (case 3): nothing to read
            }
            int number = ((Number) c.get("case_number")).intValue();
            String name = "case " + number + " " + c.get("test");
            tests.add(DynamicTest.dynamicTest(name, () -> runCase(dir, number, c)));
        }
        return tests.stream();
    }

    private static void runCase(Path dir, int number, Map<String, Object> c) throws IOException {
        Path file = dir.resolve((String) c.get("parquet_file"));
        if (c.containsKey("error_message") || INVALID_REJECTED.contains(number)) {
            ParquetException e = assertThrows(ParquetException.class, () -> readVariants(file),
                    "case " + number + " must be rejected: " + c.get("error_message"));
            System.out.printf("case %3d %-50s expected-error-raised: %s%n", number, c.get("test"), e.getMessage());
            return;
        }
        List<String> expectedFiles = new ArrayList<>();
        if (c.get("variant_file") instanceof String s) {
            expectedFiles.add(s);
        } else {
            @SuppressWarnings("unchecked")
            List<String> l = (List<String>) c.get("variant_files");
            expectedFiles.addAll(l);
        }
        List<Variant> actual = readVariants(file);
        assertEquals(expectedFiles.size(), actual.size(), "case " + number + ": rows");
        for (int row = 0; row < actual.size(); row++) {
            String f = expectedFiles.get(row);
            if (f == null) {
                assertNull(actual.get(row), "case " + number + " row " + row + " is a null variant column");
                continue;
            }
            Variant expected = Variant.ofConcatenated(Files.readAllBytes(dir.resolve(f)));
            Variant got = actual.get(row);
            assertNotNull(got, "case " + number + " row " + row);
            assertEquals(expected, got, "case " + number + " row " + row + ": expected " + expected.toJson()
                    + ", got " + got.toJson());
            assertEquals(expected.hashCode(), got.hashCode(), "case " + number + " row " + row + ": hash");
        }
        System.out.printf("case %3d %-50s passed (%d row(s))%n", number, c.get("test"), actual.size());
    }

    /** Reads the file's single VARIANT column, rebuilding each row's variant. */
    static List<Variant> readVariants(Path file) {
        List<Variant> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(file)) {
            MessageType schema = f.schema();
            String column = null;
            for (SchemaNode n : schema.fields()) {
                if (VariantReconstruction.isVariant(n)) {
                    column = n.name();
                }
            }
            assertNotNull(column, file + " has no VARIANT column");
            VariantReconstruction variants = VariantReconstruction.of((GroupType) schema.field(column));
            try (ParquetReader<Row> r = f.rows()) {
                for (Row row : r) {
                    out.add(variants.reconstruct((Row) row.get(column)));
                }
            }
        }
        return out;
    }

    @Test
    void corpusHasTheCasesThisTestExpects() throws IOException {
        List<Map<String, Object>> cases = cases();
        long errors = cases.stream().filter(c -> c.containsKey("error_message")).count();
        long withFiles = cases.stream().filter(c -> c.containsKey("parquet_file")).count();
        assertEquals(138, cases.size());
        assertEquals(137, withFiles);
        assertEquals(6, errors);
        for (Map<String, Object> c : cases) {
            if (c.containsKey("parquet_file")) {
                assertTrue(Files.exists(dir().resolve((String) c.get("parquet_file"))), c.toString());
            }
        }
    }
}
