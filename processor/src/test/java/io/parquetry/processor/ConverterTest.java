package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.compile;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @ParquetConverter} and {@code @ParquetConverters}: the mapped type, the generated calls, the errors. */
class ConverterTest {

    static final String[] CONVERTERS = {
        "final class UriConv implements io.parquetry.spi.ValueConverter<java.net.URI, String> {",
        "  public String toParquet(java.net.URI u) { return u.toString(); }",
        "  public java.net.URI fromParquet(String s) { return java.net.URI.create(s); }",
        "}",
        "abstract class Base<J> implements io.parquetry.spi.ValueConverter<J, Long> {}",
        "final class InstantConv extends Base<java.net.URL> {",
        "  public Long toParquet(java.net.URL u) { return 1L; }",
        "  public java.net.URL fromParquet(Long s) { return null; }",
        "}",
        "@Decimal(precision = 10, scale = 3)",
        "final class AmountConv implements io.parquetry.spi.ValueConverter<Amount, BigDecimal> {",
        "  public BigDecimal toParquet(Amount a) { return a.v; }",
        "  public Amount fromParquet(BigDecimal d) { return new Amount(d); }",
        "}",
        "final class Amount { final BigDecimal v; Amount(BigDecimal v) { this.v = v; } }",
        "final class NoCtor implements io.parquetry.spi.ValueConverter<java.net.URI, String> {",
        "  NoCtor(int x) {}",
        "  public String toParquet(java.net.URI u) { return null; }",
        "  public java.net.URI fromParquet(String s) { return null; }",
        "}",
    };

    private static String[] with(String... lines) {
        List<String> all = new ArrayList<>(List.of(lines));
        all.addAll(List.of(CONVERTERS));
        return all.toArray(new String[0]);
    }

    @Test
    void modelAndGeneratedCalls() throws IOException {
        String[] lines = with(
                "@ParquetRecord @ParquetConverters(AmountConv.class)",
                "record R(long id, @ParquetConverter(UriConv.class) java.net.URI home, Amount price,",
                "  @ParquetConverter(InstantConv.class) java.net.URL link) {}");
        RecordModel m = Harness.models(source("R", lines)).get("R");
        assertEquals("message R {\n"
                + "  required int64 id;\n"
                + "  optional binary home (STRING);\n"
                + "  optional int64 price (DECIMAL(10,3));\n"
                + "  optional int64 link;\n"
                + "}\n", m.schemaText());
        PropertyModel home = m.properties().get(1);
        assertEquals("test.UriConv", home.conversion().converter().canonicalName());
        assertEquals("java.lang.String", home.conversion().parquetType().toString());
        assertEquals("java.net.URI", home.javaType().toString());
        assertEquals("test.AmountConv", m.properties().get(2).conversion().converter().canonicalName());
        assertEquals("java.lang.Long", m.properties().get(3).conversion().parquetType().toString());

        Compilation c = compile(new ParquetRecordProcessor(), source("R", lines));
        assertThat(c).succeeded();
        String g = c.generatedSourceFile("test.RParquet").orElseThrow().getCharContent(true).toString();
        String field = home.conversion().fieldName();
        assertTrue(g.contains("private static final UriConv " + field + " = new UriConv();"), g);
        assertTrue(java.util.regex.Pattern.compile("String home\\d* = (homeValue\\d*) == null \\? null : " + field
                + "\\.toParquet\\(\\1\\);").matcher(g).find(), g);
        assertTrue(java.util.regex.Pattern.compile("URI home\\d* = (homeValue\\d*) == null \\? null : " + field
                + "\\.fromParquet\\(\\1\\);").matcher(g).find(), g);
        assertEquals(1, g.split("new UriConv\\(\\)", -1).length - 1, "one instance per mapper");
    }

    private static void expect(String error, String marker, String... lines) {
        String[] all = with(lines);
        JavaFileObject src = source("E", all);
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining(error).inFile(src).onLine(lineOf(all, marker));
        assertEquals(List.of(), p.models);
    }

    @Test
    void convertersThatDoNotFitAreErrorsOnTheProperty() {
        expect("converter test.UriConv converts java.net.URI to java.lang.String, which does not fit property 'link' of"
                + " type java.net.URL", "URL link",
                "@ParquetRecord record E(long id,", "  @ParquetConverter(UriConv.class) java.net.URL link) {}");
        expect("converter java.lang.String of property 'home' is not a concrete, non-generic class implementing"
                + " io.parquetry.spi.ValueConverter<J, P>", "URI home",
                "@ParquetRecord record E(long id,", "  @ParquetConverter(String.class) java.net.URI home) {}");
        expect("converter test.Base of property 'home' is not a concrete", "URI home",
                "@ParquetRecord record E(long id,", "  @ParquetConverter(Base.class) java.net.URI home) {}");
        expect("converter test.NoCtor of property 'home' cannot be created by the generated mapper in the record's package", "URI home",
                "@ParquetRecord record E(long id,", "  @ParquetConverter(NoCtor.class) java.net.URI home) {}");
        expect("converter test.UriConv converts java.net.URI to java.lang.String, which does not fit property 'n' of"
                + " type int", "int n",
                "@ParquetRecord record E(long id,", "  @ParquetConverter(UriConv.class) int n) {}");
    }

    @Test
    void registrationsOnThePackageAndTypesAndTheirPrecedence() {
        JavaFileObject pkg = com.google.testing.compile.JavaFileObjects.forSourceLines("test.package-info",
                "@io.parquetry.annotation.ParquetConverters(test.UriConv.class)", "package test;");
        String[] lines = with(
                "final class OtherUri implements io.parquetry.spi.ValueConverter<java.net.URI, Long> {",
                "  public Long toParquet(java.net.URI u) { return 1L; }",
                "  public java.net.URI fromParquet(Long s) { return null; }",
                "}",
                "@ParquetRecord record P(java.net.URI a, @ParquetConverter(OtherUri.class) java.net.URI b, Inner inner) {",
                "  @ParquetConverters(OtherUri.class) record Inner(java.net.URI c) {}",
                "}");
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, pkg, source("P", lines));
        assertThat(c).succeeded();
        RecordModel m = p.models.get(0);
        assertEquals("test.UriConv", m.properties().get(0).conversion().converter().canonicalName(), "the package's");
        assertEquals("test.OtherUri", m.properties().get(1).conversion().converter().canonicalName(), "the property's");
        RecordModel inner = ((io.parquetry.processor.model.FieldShape.Group) m.properties().get(2).shape()).record();
        assertEquals("test.OtherUri", inner.properties().get(0).conversion().converter().canonicalName(), "the nearest type's");
        assertEquals("message P {\n  optional binary a (STRING);\n  optional int64 b;\n  optional group inner {\n"
                + "    optional int64 c;\n  }\n}\n", m.schemaText());
    }

    @Test
    void twoRegisteredConvertersForOneTypeAreAnError() {
        expect("property 'home' of type java.net.URI has two registered converters, test.UriConv and test.NoCtor", "URI home",
                "@ParquetRecord @ParquetConverters({UriConv.class, NoCtor.class}) record E(long id,",
                "  java.net.URI home) {}");
    }

    @Test
    void aRegistrationAppliesOnlyToItsType() {
        expect("property 'link' has type java.net.URL, which Parquet mapping does not support", "URL link",
                "@ParquetRecord @ParquetConverters(UriConv.class) record E(long id,", "  java.net.URL link) {}");
    }

    @Test
    void elementsKeysAndValuesConvertByThePropertysConverterOrRegistration() throws IOException {
        String[] lines = with(
                "@ParquetRecord @ParquetConverters(AmountConv.class)",
                "record R(@ParquetConverter(UriConv.class) List<java.net.URI> links, Map<String, Amount> prices,",
                "  @ParquetConverter(UriConv.class) Map<java.net.URI, Integer> hits, @Repeated List<Amount> history,",
                "  Amount[] array) {}");
        RecordModel m = Harness.models(source("R", lines)).get("R");
        assertEquals("message R {\n"
                + "  optional group links (LIST) {\n"
                + "    repeated group list {\n"
                + "      optional binary element (STRING);\n"
                + "    }\n"
                + "  }\n"
                + "  optional group prices (MAP) {\n"
                + "    repeated group key_value {\n"
                + "      required binary key (STRING);\n"
                + "      optional int64 value (DECIMAL(10,3));\n"
                + "    }\n"
                + "  }\n"
                + "  optional group hits (MAP) {\n"
                + "    repeated group key_value {\n"
                + "      required binary key (STRING);\n"
                + "      optional int32 value;\n"
                + "    }\n"
                + "  }\n"
                + "  repeated int64 history (DECIMAL(10,3));\n"
                + "  optional group array (LIST) {\n"
                + "    repeated group list {\n"
                + "      optional int64 element (DECIMAL(10,3));\n"
                + "    }\n"
                + "  }\n"
                + "}\n", m.schemaText());
        FieldShape.ListShape links = (FieldShape.ListShape) m.properties().get(0).shape();
        assertEquals("test.UriConv", links.elementConversion().by().converter().canonicalName());
        assertEquals("java.net.URI", links.elementJavaType().toString());
        FieldShape.MapShape prices = (FieldShape.MapShape) m.properties().get(1).shape();
        assertEquals(null, prices.keyConversion());
        assertEquals("test.AmountConv", prices.valueConversion().by().converter().canonicalName());
        FieldShape.MapShape hits = (FieldShape.MapShape) m.properties().get(2).shape();
        assertEquals("test.UriConv", hits.keyConversion().by().converter().canonicalName());
        assertEquals(null, hits.valueConversion());

        Compilation c = compile(new ParquetRecordProcessor(), source("R", lines));
        assertThat(c).succeeded();
        String g = c.generatedSourceFile("test.RParquet").orElseThrow().getCharContent(true).toString();
        String uri = links.elementConversion().by().fieldName();
        assertTrue(java.util.regex.Pattern.compile("String (p\\d*) = (e\\d*) == null \\? null : " + uri
                + "\\.toParquet\\(\\2\\);").matcher(g).find(), g);
        assertTrue(java.util.regex.Pattern.compile("\\.add\\((e\\d*) == null \\? null : " + uri
                + "\\.fromParquet\\(\\1\\)\\);").matcher(g).find(), g);
        assertEquals(1, g.split("new UriConv\\(\\)", -1).length - 1, "one instance per mapper");
    }

    @Test
    void elementConverterOfAnotherTypeIsAnError() throws IOException {
        String[] lines = with(
                "@ParquetRecord",
                "record R(long id,",
                "  @ParquetConverter(UriConv.class) List<java.net.URL> links) {}");
        Compilation c = compile(new Harness.Capturing(), source("R", lines));
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining("converter test.UriConv converts java.net.URI to java.lang.String, which does not"
                + " fit property 'links' of type java.util.List<java.net.URL>").inFile(c.sourceFiles().get(3)).onLine(lineOf(lines, "links"));
        String[] key = with(
                "@ParquetRecord @ParquetConverters(AmountConv.class)",
                "record R(long id, @ParquetConverter(NoCtor.class) Map<java.net.URI, String> byUri,",
                "  Map<Amount, String> byAmount) {}");
        Compilation k = compile(new Harness.Capturing(), source("R", key));
        assertThat(k).failed();
        assertThat(k).hadErrorCount(1); // byAmount's keys convert to a scalar (a decimal): fine
        assertThat(k).hadErrorContaining("converter test.NoCtor of property 'byUri' cannot be created")
                .inFile(k.sourceFiles().get(3)).onLine(lineOf(key, "byUri"));
    }
}
