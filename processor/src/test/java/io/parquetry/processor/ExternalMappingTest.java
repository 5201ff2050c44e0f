package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.RecordModel;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @ParquetExternal}: classes from a compiled library (class files only, as from a jar) mapped
 * through their getters and a constructor or factory named in a declaration; the mapper goes to
 * the declaration's package, records compiled with it nest the class as a group, and every
 * mismatch is an error on the declaration's line naming the property and types.
 */
class ExternalMappingTest {

    @TempDir
    Path classes;

    private static final JavaFileObject[] LIBRARY = {
        JavaFileObjects.forSourceLines("lib.Money",
                "package lib;",
                "public final class Money {",
                "  private final java.math.BigDecimal amount;",
                "  private final String currency;",
                "  private Money(java.math.BigDecimal amount, String currency) { this.amount = amount; this.currency = currency; }",
                "  public static Money of(String currency, java.math.BigDecimal amount) { return new Money(amount, currency); }",
                "  public java.math.BigDecimal getAmount() { return amount; }",
                "  public String getCurrencyCode() { return currency; }",
                "  public boolean isZero() { return amount.signum() == 0; }",
                "}"),
        JavaFileObjects.forSourceLines("lib.Point",
                "package lib;",
                "public class Point {",
                "  private final int x;",
                "  private final int y;",
                "  public Point(int x, int y) { this.x = x; this.y = y; }",
                "  public int getX() { return x; }",
                "  public int getY() { return y; }",
                "}"),
        JavaFileObjects.forSourceLines("lib.Geo",
                "package lib;",
                "public record Geo(double lat, double lon) {}"),
        JavaFileObjects.forSourceLines("lib.Worker",
                "package lib;",
                "public class Worker {",
                "  private final Thread thread;",
                "  public Worker(Thread thread) { this.thread = thread; }",
                "  public Thread getThread() { return thread; }",
                "}"),
        JavaFileObjects.forSourceLines("lib.Unit",
                "package lib;",
                "public enum Unit { KG, LB }"),
    };

    /** Compiles the library (with javac {@code libraryOptions}) to class files, then {@code user} against them. */
    private Compilation compile(List<String> libraryOptions, ParquetRecordProcessor processor, JavaFileObject... user)
            throws IOException {
        Compilation lib = Compiler.javac().withOptions(libraryOptions).compile(LIBRARY);
        assertThat(lib).succeededWithoutWarnings();
        for (JavaFileObject f : lib.generatedFiles()) {
            if (f.getKind() == JavaFileObject.Kind.CLASS) {
                String name = f.toUri().getPath();
                Path out = classes.resolve(name.substring(name.indexOf("/lib/") + 1));
                Files.createDirectories(out.getParent());
                try (InputStream in = f.openInputStream()) {
                    Files.copy(in, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        List<File> classpath = new ArrayList<>(List.of(classes.toFile()));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classpath.add(new File(entry));
        }
        List<JavaFileObject> sources = new ArrayList<>(List.of(Harness.NON_NULL, Harness.NULLABLE, Harness.NONNULL_DECL));
        sources.addAll(List.of(user));
        // the index processor too, as the processor path runs it: it lists the external mappers
        return Compiler.javac().withProcessors(new MapperIndexProcessor(), processor).withClasspath(classpath).compile(sources);
    }

    private Map<String, RecordModel> models(List<String> libraryOptions, JavaFileObject... user) throws IOException {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(libraryOptions, p, user);
        assertThat(c).succeeded();
        Map<String, RecordModel> out = new LinkedHashMap<>();
        for (RecordModel m : p.models) {
            out.put(m.generatedType().canonicalName(), m);
        }
        return out;
    }

    /** Compiles {@code lines} as {@code test.<name>}; requires one error, on the line of {@code marker}, and returns its text. */
    private String onlyError(String marker, String... lines) throws IOException {
        JavaFileObject src = source("Mappings", lines);
        Compilation c = compile(List.of(), new Harness.Capturing(), src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        Diagnostic<? extends JavaFileObject> error = c.errors().get(0);
        assertEquals(src.toUri(), error.getSource().toUri());
        assertEquals(lineOf(lines, marker), error.getLineNumber(), error.getMessage(null));
        return error.getMessage(null);
    }

    private static final String MONEY = "@ParquetExternal(value = lib.Money.class, factory = \"of\","
            + " parameters = {\"currencyCode\", \"amount\"}, ignore = \"zero\", mixin = MoneyColumns.class)";
    private static final String MIXIN = "interface MoneyColumns { @Decimal(precision = 18, scale = 2) BigDecimal getAmount();"
            + " @ParquetField(name = \"currency\") @javax.annotation.Nonnull String getCurrencyCode(); }";

    @Test
    void factoryDeclarationMapsTheClassTopLevelAndNested() throws IOException {
        Map<String, RecordModel> models = models(List.of(), source("Mappings",
                MONEY,
                "final class Mappings {}",
                MIXIN,
                "@ParquetRecord record Sale(long id, lib.Money price, List<lib.Money> history) {}"));
        RecordModel money = models.get("test.MoneyParquet");
        assertEquals("lib.Money", money.javaType().canonicalName());
        assertEquals("of", money.creator().factory());
        assertEquals(List.of("currencyCode", "amount"),
                money.creator().parameters().stream().map(Creator.Parameter::propertyName).toList());
        assertEquals("""
                message Money {
                  optional int64 amount (DECIMAL(18,2));
                  required binary currency (STRING);
                }
                """, money.schemaText());
        RecordModel sale = models.get("test.SaleParquet");
        FieldShape.Group price = (FieldShape.Group) sale.properties().get(1).shape();
        assertEquals(money.properties(), price.record().properties());
        assertEquals("of", price.record().creator().factory());
        FieldShape.ListShape history = (FieldShape.ListShape) sale.properties().get(2).shape();
        assertEquals("lib.Money", ((FieldShape.Group) history.element()).record().javaType().canonicalName());
    }

    @Test
    void generatedMapperCompilesInTheDeclaringPackageAndIsRegistered() throws IOException {
        Compilation c = compile(List.of(), new ParquetRecordProcessor(), source("Mappings",
                MONEY,
                "final class Mappings {}",
                MIXIN,
                "@ParquetRecord record Sale(long id, lib.Money price) {}"));
        assertThat(c).succeededWithoutWarnings();
        String mapper = c.generatedSourceFile("test.MoneyParquet").orElseThrow().getCharContent(true).toString();
        assertTrue(mapper.contains("RecordMapper<Money>"), mapper);
        assertTrue(mapper.matches("(?s).*Money o = Money.of\\(currencyCode\\d*, amount\\d*\\);.*"), mapper);
        String services = c.generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT, "",
                MapperIndexProcessor.SERVICES_FILE).orElseThrow().getCharContent(true).toString();
        assertEquals("test.MoneyParquet$Registration\ntest.SaleParquet$Registration\n", services);
    }

    @Test
    void constructorMatchedByParameterNamesAndRecordsByComponents() throws IOException {
        JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
                "@io.parquetry.annotation.ParquetExternal(lib.Point.class)",
                "@io.parquetry.annotation.ParquetExternal(value = lib.Geo.class, naming = io.parquetry.annotation.NamingStrategy.SNAKE_CASE)",
                "package test;");
        Map<String, RecordModel> models = models(List.of("-parameters"), pkg);
        RecordModel point = models.get("test.PointParquet");
        assertEquals(null, point.creator().factory());
        assertEquals(List.of("x", "y"), point.creator().parameters().stream().map(Creator.Parameter::propertyName).toList());
        assertEquals("message Point {\n  required int32 x;\n  required int32 y;\n}\n", point.schemaText());
        assertEquals(RecordModel.Kind.RECORD, models.get("test.GeoParquet").kind());
    }

    @Test
    void constructorWithoutParameterNamesNeedsTheParametersList() throws IOException {
        String text = onlyError("Point.class", "@ParquetExternal(lib.Point.class)", "final class Mappings {}");
        assertEquals("@ParquetExternal(Point.class): the parameters of Point(int,int) have no names in the class file of"
                + " lib.Point (compiled without javac -parameters), so they cannot be matched to its properties: list the"
                + " properties they take, in order, in parameters = {...}", text);
        Map<String, RecordModel> ok = models(List.of(), source("Mappings",
                "@ParquetExternal(value = lib.Point.class, parameters = {\"x\", \"y\"})", "final class Mappings {}"));
        assertEquals(2, ok.get("test.PointParquet").creator().parameters().size());
    }

    @Test
    void mismatchesAreErrorsOnTheDeclaration() throws IOException {
        assertEquals("@ParquetExternal(Money.class) lists 'currency' in parameters, but lib.Money has no such property;"
                + " its properties (from its public getters and fields) are: amount (java.math.BigDecimal), currencyCode"
                + " (java.lang.String), zero (boolean)",
                onlyError("Money", "@ParquetExternal(value = lib.Money.class, factory = \"of\", parameters = {\"currency\","
                        + " \"amount\"})", "final class Mappings {}"));
        assertEquals("@ParquetExternal(Money.class): lib.Money has no public factory method of taking (java.math.BigDecimal,"
                + " java.lang.String), the types of properties [amount, currencyCode]; it has: of(java.lang.String,java.math.BigDecimal)",
                onlyError("Money", "@ParquetExternal(value = lib.Money.class, factory = \"of\", parameters = {\"amount\","
                        + " \"currencyCode\"}, ignore = \"zero\", mixin = MoneyColumns.class)", "final class Mappings {}", MIXIN));
        assertEquals("@ParquetExternal(Money.class) names factory \"create\", but lib.Money has no public static method create"
                + " returning it: name one of its static factory methods, or leave factory empty for a public constructor",
                onlyError("Money", "@ParquetExternal(value = lib.Money.class, factory = \"create\")", "final class Mappings {}"));
        assertTrue(onlyError("Money", "@ParquetExternal(value = lib.Money.class, factory = \"of\", parameters = {\"currencyCode\","
                + " \"amount\"}, mixin = MoneyColumns.class)", "final class Mappings {}", MIXIN).startsWith("@ParquetExternal(Money.class): property 'zero'"
                + " (isZero()) is not taken by the factory method of and has no setter: add it to parameters, or to ignore"));
        assertTrue(onlyError("Unit", "@ParquetExternal(lib.Unit.class)", "final class Mappings {}")
                .startsWith("@ParquetExternal names lib.Unit, which cannot be mapped (an enum;"));
        assertEquals("lib.Point is declared @ParquetExternal twice (on test.Mappings and on test.Other): keep one declaration",
                onlyError("class Other", "@ParquetExternal(value = lib.Point.class, parameters = {\"x\", \"y\"})",
                        "final class Mappings {}", "@ParquetExternal(value = lib.Point.class, parameters = {\"x\", \"y\"}) final class Other {}"));
    }

    @Test
    void mixinMethodNamedLikeNoGetterIsAnError() throws IOException {
        assertEquals("@ParquetExternal(Point.class): mixin method getZ() of PointColumns is not named like a getter of"
                + " lib.Point; its properties are: x (int), y (int)", onlyError("getZ",
                "@ParquetExternal(value = lib.Point.class, parameters = {\"x\", \"y\"}, mixin = PointColumns.class)",
                "final class Mappings {}",
                "interface PointColumns { int getZ(); }"));
    }

    @Test
    void unsupportedPropertyTypeOfTheClassIsShownOnTheDeclaration() throws IOException {
        String text = onlyError("Worker", "@ParquetExternal(value = lib.Worker.class, parameters = \"thread\")",
                "final class Mappings {}");
        assertTrue(text.startsWith("property 'thread' has type java.lang.Thread, which Parquet mapping does not support"), text);
        assertTrue(text.endsWith(" [in lib.Worker, mapped by this @ParquetExternal declaration]"), text);
    }
}
