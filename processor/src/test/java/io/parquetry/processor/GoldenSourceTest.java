package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A handful of generated sources compared with checked-in golden copies, so any change to what
 * users' builds compile is deliberate and reviewed: after a deliberate change, run the test with
 * {@code -Dgolden.update=true} to rewrite the golden files, then review their diff.
 * The generated code must also compile against the runtime, which compile-testing checks here.
 */
class GoldenSourceTest {
    static final JavaFileObject POINT = JavaFileObjects.forSourceLines("test.Point",
            "package test;",
            "import io.parquetry.annotation.ParquetRecord;",
            "@ParquetRecord",
            "public record Point(double x, Double y, String label) {}");

    static final JavaFileObject ORDER = JavaFileObjects.forSourceLines("test.Order",
            "package test;",
            "import io.parquetry.annotation.*;",
            "import java.math.BigDecimal;",
            "import java.time.Instant;",
            "import java.util.*;",
            "@ParquetRecord(naming = NamingStrategy.SNAKE_CASE)",
            "public record Order(long orderId, @Timestamp(unit = TimeUnit.MILLIS) Instant placedAt,",
            "    List<Line> lines, Map<String, String> notes, Optional<String> coupon, @Repeated List<Long> refs) {",
            "  public record Line(String sku, int qty, @Decimal(precision = 9, scale = 2) BigDecimal price) {}",
            "}");

    /** A sealed interface as a tagged union, with a renamed case and a nested sealed case. */
    static final JavaFileObject SALE = JavaFileObjects.forSourceLines("test.Sale",
            "package test;",
            "import io.parquetry.annotation.*;",
            "@ParquetRecord",
            "public record Sale(long id, Payment payment) {",
            "  public sealed interface Payment permits Card, Cash, Voucher {}",
            "  @ParquetCase(\"card\") public record Card(String number, int expiry) implements Payment {}",
            "  public record Cash(long cents) implements Payment {}",
            "  public sealed interface Voucher extends Payment permits Gift, Promo {}",
            "  public record Gift(String code) implements Voucher {}",
            "  public static final class Promo implements Voucher { public int percent; }",
            "}");

    @ParameterizedTest
    @ValueSource(strings = {"PointParquet", "OrderParquet", "SaleParquet"})
    void generatedSourceMatchesGolden(String generated) throws IOException {
        Compilation c = Compiler.javac().withProcessors(new ParquetRecordProcessor()).compile(POINT, ORDER, SALE);
        assertThat(c).succeededWithoutWarnings();
        JavaFileObject file = c.generatedSourceFile("test." + generated).orElseThrow();
        String actual = file.getCharContent(true).toString();
        if (Boolean.getBoolean("golden.update")) {
            java.nio.file.Files.writeString(java.nio.file.Path.of("src/test/resources/golden/" + generated + ".java.txt"), actual);
        }
        String golden;
        try (InputStream in = getClass().getResourceAsStream("/golden/" + generated + ".java.txt")) {
            assertNotNull(in, "missing golden file golden/" + generated + ".java.txt; generated:\n" + actual);
            golden = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(golden, actual);
    }

    @org.junit.jupiter.api.Test
    void servicesFileRegistersEveryMapper() throws IOException {
        Compilation c = Compiler.javac().withProcessors(new MapperIndexProcessor(), new ParquetRecordProcessor())
                .compile(POINT, ORDER);
        assertThat(c).succeededWithoutWarnings();
        JavaFileObject services = c.generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT,
                MapperIndexProcessor.SERVICES_FILE).orElseThrow();
        // one line per @ParquetRecord type (Order.Line is mapped inside OrderParquet), by binary name
        assertEquals("test.OrderParquet$Registration\ntest.PointParquet$Registration\n",
                services.getCharContent(true).toString());
    }

    @org.junit.jupiter.api.Test
    void strictLintBuildsStayGreen() {
        // the processor claims the annotations it reads, so -Xlint:processing finds none unclaimed
        Compilation c = Compiler.javac().withProcessors(new MapperIndexProcessor(), new ParquetRecordProcessor())
                .withOptions("-Xlint:all", "-Werror").compile(POINT, ORDER);
        assertThat(c).succeededWithoutWarnings();
    }

    @org.junit.jupiter.api.Test
    void filterConstantsOfClashingPathsStayDistinct() throws IOException {
        // tripId and trip.id both read TRIP_ID: the nested one joins its levels with __
        JavaFileObject fare = JavaFileObjects.forSourceLines("test.Fare",
                "package test;",
                "import io.parquetry.annotation.ParquetRecord;",
                "@ParquetRecord",
                "public record Fare(long tripId, Trip trip, long trip_id) {",
                "  public record Trip(long id, String driver) {}",
                "}");
        Compilation c = Compiler.javac().withProcessors(new ParquetRecordProcessor()).compile(fare);
        assertThat(c).succeededWithoutWarnings();
        String g = c.generatedSourceFile("test.FareParquet").orElseThrow().getCharContent(true).toString();
        org.junit.jupiter.api.Assertions.assertTrue(g.contains("TRIP_ID = Columns.longColumn(\"tripId\")"), g);
        org.junit.jupiter.api.Assertions.assertTrue(g.contains("TRIP__ID = Columns.longColumn(\"trip.id\")"), g);
        org.junit.jupiter.api.Assertions.assertTrue(g.contains("TRIP_ID_2 = Columns.longColumn(\"trip_id\")"), g);
        org.junit.jupiter.api.Assertions.assertTrue(g.contains("TRIP_DRIVER = Columns.stringColumn(\"trip.driver\")"), g);
    }
}
