package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.compile;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.models;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.parquetry.processor.model.RecordModel;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @ParquetDefault}: accepted literals become physical values; every bad one is an error on its line. */
class DefaultsTest {

    @Test
    void literalsBecomePhysicalValuesUnderTheirColumnPaths() {
        Map<String, RecordModel> ms = models(source("D",
                "@ParquetRecord record D(@ParquetDefault(\"true\") boolean on,",
                "  @ParquetDefault(\"-128\") byte b, @ParquetDefault(\"32767\") short s,",
                "  @ParquetDefault(\"-2147483648\") int i, @ParquetDefault(\"9223372036854775807\") long l,",
                "  @ParquetDefault(\"4294967295\") @Unsigned int ui, @ParquetDefault(\"18446744073709551615\") @Unsigned long ul,",
                "  @ParquetDefault(\"1.5f\") float f, @ParquetDefault(\"0x1p-3\") double d, @ParquetDefault(\"NaN\") Double nan,",
                "  @ParquetDefault(\"-Infinity\") float ninf,",
                "  @ParquetDefault(\"\") String empty, @ParquetDefault(\"BLUE\") Color color,",
                "  @ParquetDefault(\"x\") Optional<String> opt, @ParquetDefault(\"7\") OptionalLong ol,",
                "  @ParquetDefault(\"1970-01-02\") LocalDate day,",
                "  @ParquetDefault(\"-1.5\") @Decimal(precision = 20, scale = 2) BigDecimal wide,",
                "  List<Inner> inners, Inner inner, String plain) {}",
                "record Inner(@ParquetDefault(\"3\") Integer n, @ParquetDefault(\"RED\") Color c) {}",
                "enum Color { RED, BLUE }"));
        Map<String, Object> defaults = new java.util.LinkedHashMap<>(ms.get("D").columnDefaults());
        byte[] wide = (byte[]) defaults.remove("wide");
        assertArrayEquals(new byte[] {-1, -1, -1, -1, -1, -1, -1, -1, 106}, wide); // -150 in the 9 bytes 20 digits need
        Map<String, Object> expected = new java.util.LinkedHashMap<>();
        expected.put("on", true);
        expected.put("b", -128);
        expected.put("s", 32767);
        expected.put("i", Integer.MIN_VALUE);
        expected.put("l", Long.MAX_VALUE);
        expected.put("ui", -1);
        expected.put("ul", -1L);
        expected.put("f", 1.5f);
        expected.put("d", 0.125);
        expected.put("nan", Double.NaN);
        expected.put("ninf", Float.NEGATIVE_INFINITY);
        expected.put("empty", "");
        expected.put("color", "BLUE");
        expected.put("opt", "x");
        expected.put("ol", 7L);
        expected.put("day", (int) LocalDate.of(1970, 1, 2).toEpochDay());
        expected.put("inners.list.element.n", 3);
        expected.put("inners.list.element.c", "RED");
        expected.put("inner.n", 3);
        expected.put("inner.c", "RED");
        assertEquals(expected, defaults);
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(defaults.keySet()), "schema order");
    }

    @Test
    void generatedMapperReturnsTheDefaultsAndOthersDoNot() throws IOException {
        JavaFileObject src = source("G",
                "@ParquetRecord record G(long id, @ParquetDefault(\"-0.0\") double z, @ParquetDefault(\"a\\\"b\") String q,",
                "  @ParquetDefault(\"-5\") long n, @ParquetDefault(\"Infinity\") Float inf) {}",
                "@ParquetRecord record H(long id) {}");
        Compilation c = compile(new ParquetRecordProcessor(), src);
        assertThat(c).succeeded();
        String g = c.generatedSourceFile("test.GParquet").orElseThrow().getCharContent(true).toString();
        assertTrue(g.contains("private static final Map<String, Object> DEFAULTS = Map.<String, Object>ofEntries("), g);
        assertTrue(g.contains("Map.entry(\"z\", -0.0d)"), g);
        assertTrue(g.contains("Map.entry(\"q\", \"a\\\"b\")"), g);
        assertTrue(g.contains("Map.entry(\"n\", -5L)"), g);
        assertTrue(g.contains("Map.entry(\"inf\", Float.POSITIVE_INFINITY)"), g);
        assertTrue(g.contains("public Map<String, Object> columnDefaults() {"), g);
        String h = c.generatedSourceFile("test.HParquet").orElseThrow().getCharContent(true).toString();
        assertFalse(h.contains("columnDefaults"), h);
    }

    private static JavaFileObject expect(String error, String marker, String... lines) {
        JavaFileObject src = source("E", lines);
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining(error).inFile(src).onLine(lineOf(lines, marker));
        assertEquals(List.of(), p.models);
        return src;
    }

    @Test
    void unsupportedTypes() {
        List<String[]> cases = new ArrayList<>();
        cases.add(new String[] {"java.util.List<java.lang.Integer>", "@ParquetDefault(\"1\") List<Integer> xs"});
        cases.add(new String[] {"test.Inner", "@ParquetDefault(\"1\") Inner inner"});
        cases.add(new String[] {"byte[]", "@ParquetDefault(\"1\") byte[] xs"});
        cases.add(new String[] {"java.util.UUID", "@ParquetDefault(\"1\") UUID xs"});
        cases.add(new String[] {"java.time.Instant", "@ParquetDefault(\"1\") Instant xs"});
        cases.add(new String[] {"java.time.LocalTime", "@ParquetDefault(\"1\") LocalTime xs"});
        cases.add(new String[] {"java.util.Map<java.lang.String, java.lang.Integer>", "@ParquetDefault(\"1\") Map<String, Integer> xs"});
        for (String[] c : cases) {
            expect("@ParquetDefault is not supported on " + c[0] + " field '", "@ParquetDefault",
                    "@ParquetRecord record E(long id,",
                    "  " + c[1] + ") {}",
                    "record Inner(int a) {}");
        }
    }

    @Test
    void badLiterals() {
        String[][] cases = {
            {"int n", "x1", "is not a valid int: write a decimal integer"},
            {"int n", "2147483648", "is not a valid int: it is out of the range -2147483648 to 2147483647"},
            {"byte n", "128", "is not a valid byte: it is out of the range -128 to 127"},
            {"short n", "-32769", "is not a valid short: it is out of the range -32768 to 32767"},
            {"@Unsigned int n", "-1", "is not a valid int: it is out of the range 0 to 4294967295"},
            {"@Unsigned long n", "18446744073709551616", "it is out of the range 0 to 18446744073709551615"},
            {"Long n", "1.0", "is not a valid java.lang.Long: write a decimal integer"},
            {"boolean n", "yes", "is not a valid boolean: write true or false"},
            {"Boolean n", "TRUE", "is not a valid java.lang.Boolean: write true or false"},
            {"double n", "1,5", "is not a valid double: write a Java floating-point literal"},
            {"float n", "1e39", "is not a valid float: it is out of the float range"},
            {"double n", "1e400", "is not a valid double: it is out of the double range"},
            {"Color n", "GREEN", "is not a valid test.Color: write one of the constant names [RED, BLUE]"},
            {"Optional<Color> n", "red", "write one of the constant names [RED, BLUE]"},
            {"LocalDate n", "2024-02-30", "is not a valid java.time.LocalDate: write an ISO date such as 2024-01-31"},
            {"@Decimal(precision = 5, scale = 2) BigDecimal n", "1.234", "it has more than 2 digits after the point"},
            {"@Decimal(precision = 5, scale = 2) BigDecimal n", "1234.5", "it has more than 5 digits"},
            {"@Decimal(precision = 5, scale = 2) BigDecimal n", "abc", "write a decimal number such as 12.50"},
        };
        for (String[] c : cases) {
            String[] lines = {
                "@ParquetRecord record E(long id,",
                "  @ParquetDefault(\"" + c[1] + "\") " + c[0] + ") {}",
                "enum Color { RED, BLUE }"};
            JavaFileObject src = expect("@ParquetDefault(\"" + c[1] + "\") on field 'n' is not a valid ", "ParquetDefault",
                    lines);
            assertThat(compile(new ParquetRecordProcessor(), src)).hadErrorContaining(c[2]).inFile(src)
                    .onLine(lineOf(lines, "ParquetDefault"));
        }
    }
}
