package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.compile;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.models;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.parquetry.processor.model.BloomFilterModel;
import io.parquetry.processor.model.RecordModel;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @BloomFilter}: the columns it reaches, the generated {@code columnBloomFilters()}, every error on its line. */
class BloomFilterAnnotationTest {

    @Test
    void appliesToThePropertysLeafColumnsNotIntoNestedRecords() {
        Map<String, RecordModel> ms = models(source("B",
                "@ParquetRecord record B(@BloomFilter(ndv = 1000) long id,",
                "  @BloomFilter(ndv = 50, fpp = 0.001) List<String> tags,",
                "  @BloomFilter(ndv = 7, fpp = 0.2) Map<String, UUID> ids,",
                "  @BloomFilter(ndv = 9) @Repeated List<Integer> bare,",
                "  @BloomFilter(ndv = 3) Optional<String> maybe,",
                "  List<Inner> inners, String plain) {}",
                "record Inner(@BloomFilter(ndv = 20) String code, int n) {}"));
        Map<String, BloomFilterModel> expected = new LinkedHashMap<>();
        expected.put("id", new BloomFilterModel(1000, 0.01));
        expected.put("tags.list.element", new BloomFilterModel(50, 0.001));
        expected.put("ids.key_value.key", new BloomFilterModel(7, 0.2));
        expected.put("ids.key_value.value", new BloomFilterModel(7, 0.2));
        expected.put("bare", new BloomFilterModel(9, 0.01));
        expected.put("maybe", new BloomFilterModel(3, 0.01));
        expected.put("inners.list.element.code", new BloomFilterModel(20, 0.01));
        Map<String, BloomFilterModel> actual = ms.get("B").columnBloomFilters();
        assertEquals(expected, actual);
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(actual.keySet()), "schema order");
        assertEquals(new BloomFilterModel(1000, 0.01), ms.get("B").properties().get(0).bloomFilter());
        assertNull(ms.get("B").properties().get(6).bloomFilter());
        assertEquals(Map.of(), ms.get("B").columnEncodings(), "a bloom filter is no encoding");
    }

    @Test
    void generatedMapperReturnsTheBloomFiltersAndOthersDoNot() throws IOException {
        JavaFileObject src = source("G",
                "@ParquetRecord record G(long id, @BloomFilter(ndv = 100_000) String account,",
                "  @BloomFilter(ndv = 5, fpp = 1e-4) List<Long> refs, @BloomFilter(ndv = 2) String bloomFilters) {}",
                "@ParquetRecord record H(long id, @ParquetEncoding(Encoding.PLAIN) String s) {}");
        Compilation c = compile(new ParquetRecordProcessor(), src);
        assertThat(c).succeededWithoutWarnings(); // the generated code compiles against the runtime
        String g = c.generatedSourceFile("test.GParquet").orElseThrow().getCharContent(true).toString();
        assertTrue(g.contains("import io.parquetry.spi.BloomFilterOptions;"), g);
        assertTrue(g.contains("    private static final Map<String, BloomFilterOptions> BLOOM_FILTERS"
                + " = Map.<String, BloomFilterOptions>ofEntries(\n"
                + "            Map.entry(\"account\", new BloomFilterOptions(100000L, 0.01d)),\n"
                + "            Map.entry(\"refs.list.element\", new BloomFilterOptions(5L, 1.0E-4d)),\n"
                + "            Map.entry(\"bloomFilters\", new BloomFilterOptions(2L, 0.01d)));\n"), g);
        assertTrue(g.contains("    /**\n     * The {@code @BloomFilter} choices by dotted column path.\n     */\n"
                + "    @Override\n    public Map<String, BloomFilterOptions> columnBloomFilters() {\n"
                + "        return BLOOM_FILTERS;\n    }\n"), g);
        // the property named bloomFilters keeps its column constant clear of the map
        assertTrue(g.contains("BLOOM_FILTERS_COLUMN = "), g);
        assertFalse(g.contains("columnEncodings"), g);
        String h = c.generatedSourceFile("test.HParquet").orElseThrow().getCharContent(true).toString();
        assertFalse(h.contains("columnBloomFilters"), h);
        assertFalse(h.contains("BloomFilterOptions"), h);
        assertTrue(h.contains("Map.<String, Encoding>ofEntries(\n            Map.entry(\"s\", Encoding.PLAIN));"), h);
    }

    /** Compiles one source, expects {@code errors} (each on the line of its marker) and no model. */
    private static void expect(String[] lines, String... errorsAndMarkers) {
        JavaFileObject src = source("E", lines);
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(errorsAndMarkers.length / 2);
        for (int i = 0; i < errorsAndMarkers.length; i += 2) {
            assertThat(c).hadErrorContaining(errorsAndMarkers[i]).inFile(src).onLine(lineOf(lines, errorsAndMarkers[i + 1]));
        }
        assertEquals(List.of(), p.models);
    }

    private static String[] record(String property) {
        return new String[] {"@ParquetRecord record E(long id,", "  " + property + ") {}", "record Inner(int a) {}"};
    }

    @Test
    void ndvMustBePositive() {
        for (String ndv : new String[] {"0", "-5", "Long.MIN_VALUE"}) {
            long value = ndv.equals("Long.MIN_VALUE") ? Long.MIN_VALUE : Long.parseLong(ndv);
            expect(record("@BloomFilter(ndv = " + ndv + ") String s"),
                    "@BloomFilter(ndv = " + value + ") on property 's' is invalid: ndv, the number of distinct values"
                            + " expected in a row group, must be at least 1", "@BloomFilter");
        }
    }

    @Test
    void fppMustBeStrictlyBetweenZeroAndOne() {
        String[][] cases = {{"0", "0.0"}, {"1", "1.0"}, {"1.5", "1.5"}, {"-0.01", "-0.01"}, {"Double.NaN", "NaN"},
            {"Double.POSITIVE_INFINITY", "Infinity"}};
        for (String[] fpp : cases) {
            expect(record("@BloomFilter(ndv = 10, fpp = " + fpp[0] + ") long n"),
                    "@BloomFilter(fpp = " + fpp[1] + ") on property 'n' is invalid: the false-positive probability must"
                            + " be strictly between 0 and 1, e.g. 0.01", "@BloomFilter");
        }
    }

    @Test
    void bothNumbersWrongAreBothReported() {
        expect(record("@BloomFilter(ndv = 0, fpp = 2) String s"),
                "@BloomFilter(ndv = 0) on property 's' is invalid", "@BloomFilter",
                "@BloomFilter(fpp = 2.0) on property 's' is invalid", "@BloomFilter");
    }

    @Test
    void reportedNextToAnEncodingError() {
        expect(record("@ParquetEncoding(Encoding.RLE) @BloomFilter(ndv = 10, fpp = 0) long n"),
                "@ParquetEncoding(RLE) on property 'n' cannot encode its INT64 column 'n'", "long n",
                "@BloomFilter(fpp = 0.0) on property 'n' is invalid", "long n");
    }

    @Test
    void booleanColumnsTakeNoBloomFilter() {
        String[][] cases = {
            {"@BloomFilter(ndv = 2) boolean flag", "'flag' cannot filter its BOOLEAN column 'flag'"},
            {"@BloomFilter(ndv = 2) Boolean flag", "'flag' cannot filter its BOOLEAN column 'flag'"},
            {"@BloomFilter(ndv = 2) List<Boolean> flag", "'flag' cannot filter its BOOLEAN column 'flag.list.element'"},
            {"@BloomFilter(ndv = 2) Map<String, Boolean> flag",
                "'flag' cannot filter its BOOLEAN column 'flag.key_value.value'"},
        };
        for (String[] c : cases) {
            expect(record(c[0]), "@BloomFilter on property " + c[1] + ": bloom filters apply to every type but BOOLEAN;"
                    + " remove the annotation", "@BloomFilter");
        }
    }

    @Test
    void nestedRecordHasNoColumn() {
        for (String type : new String[] {"Inner", "List<Inner>"}) {
            expect(record("@BloomFilter(ndv = 10) " + type + " inner"),
                    "@BloomFilter on property 'inner' has no column to apply to: it is a nested record (or a collection"
                            + " of them); annotate the nested record's properties instead", "@BloomFilter");
        }
    }

    @Test
    void errorsInANestedRecordNameItsProperty() {
        expect(new String[] {"@ParquetRecord record E(long id, Inner inner) {}",
            "record Inner(@BloomFilter(ndv = 0) String code) {}"},
                "@BloomFilter(ndv = 0) on property 'code' is invalid", "record Inner");
    }
}
