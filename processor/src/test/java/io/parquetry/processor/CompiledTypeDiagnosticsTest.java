package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Errors inside types that come from compiled classes (a dependency's jar, no source in the build):
 * the library types are compiled first, put on the classpath as class files only, and a user's
 * {@code @ParquetRecord} reaching them must get each error on its own property line, naming the
 * compiled type, the property path and what to do.
 */
class CompiledTypeDiagnosticsTest {

    @TempDir
    Path classes;

    /** The library of an imaginary dependency: compiled here, seen by the processor as class files. */
    private static final JavaFileObject[] LIBRARY = {
        JavaFileObjects.forSourceLines("lib.Customer",
                "package lib;",
                "public record Customer(String name, Address address) {}"),
        JavaFileObjects.forSourceLines("lib.Address",
                "package lib;",
                "public record Address(String city, Geo geo) {}"),
        JavaFileObjects.forSourceLines("lib.Geo",
                "package lib;",
                "public record Geo(double lat, Thread owner) {}"),
        JavaFileObjects.forSourceLines("lib.Point",
                "package lib;",
                "public class Point {",
                "  private final int x;",
                "  private final int y;",
                "  public Point(int x, int y, boolean flipped) { this.x = flipped ? y : x; this.y = flipped ? x : y; }",
                "  public int getX() { return x; }",
                "  public int getY() { return y; }",
                "}"),
        JavaFileObjects.forSourceLines("lib.Money",
                "package lib;",
                "public final class Money {",
                "  private final String currency;",
                "  private final long cents;",
                "  public Money(String currency, long cents) { this.currency = currency; this.cents = cents; }",
                "  public String getCurrency() { return currency; }",
                "  public long getCents() { return cents; }",
                "}"),
        JavaFileObjects.forSourceLines("lib.Shape",
                "package lib;",
                "public sealed interface Shape permits Shape.Circle, Shape.Poly {",
                "  record Circle(double r) implements Shape {}",
                "  non-sealed class Poly implements Shape { public int getSides() { return 3; } }",
                "}"),
        JavaFileObjects.forSourceLines("lib.Tag",
                "package lib;",
                "public class Tag {",
                "  private String label;",
                "  private long weight;",
                "  public Tag() {}",
                "  public String getLabel() { return label; }",
                "  public void setLabel(String label) { this.label = label; }",
                "  public long getWeight() { return weight; }",
                "}"),
    };

    /** Compiles {@link #LIBRARY} into {@link #classes}, then {@code user} against those class files. */
    private Compilation compileAgainstLibrary(Harness.Capturing processor, JavaFileObject user) throws IOException {
        return compileAgainstLibrary(List.of(), processor, user);
    }

    /** As {@link #compileAgainstLibrary(Harness.Capturing, JavaFileObject)}, the library with javac {@code options}. */
    private Compilation compileAgainstLibrary(List<String> options, Harness.Capturing processor, JavaFileObject user)
            throws IOException {
        Compilation lib = Compiler.javac().withOptions(options).compile(LIBRARY);
        assertThat(lib).succeededWithoutWarnings();
        int written = 0;
        for (JavaFileObject f : lib.generatedFiles()) {
            if (f.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            // names look like /CLASS_OUTPUT/lib/Geo.class
            String name = f.toUri().getPath();
            Path out = classes.resolve(name.substring(name.indexOf("/lib/") + 1));
            Files.createDirectories(out.getParent());
            try (InputStream in = f.openInputStream()) {
                Files.copy(in, out);
            }
            written++;
        }
        assertEquals(LIBRARY.length + 2, written); // one per source, and Shape's two nested cases
        List<File> classpath = new ArrayList<>();
        classpath.add(classes.toFile());
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classpath.add(new File(entry));
        }
        List<JavaFileObject> sources = new ArrayList<>(List.of(Harness.NON_NULL, Harness.NULLABLE, Harness.NONNULL_DECL));
        sources.add(user);
        return Compiler.javac().withProcessors(processor).withClasspath(classpath).compile(sources);
    }

    /** Compiles {@code lines} as {@code test.<name>} against the library, expecting exactly one error. */
    private Diagnostic<? extends JavaFileObject> onlyError(String name, String marker, String... lines) throws IOException {
        JavaFileObject src = source(name, lines);
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compileAgainstLibrary(p, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        assertEquals(List.of(), p.models.stream().map(RecordModel::javaType).toList());
        Diagnostic<? extends JavaFileObject> error = c.errors().get(0);
        // on the user's own source line, not position-less
        assertEquals(src.toUri(), error.getSource().toUri());
        assertEquals(lineOf(lines, marker), error.getLineNumber());
        return error;
    }

    /** The text expected after an error inside compiled type {@code type} (qualified name). */
    private static String inCompiled(String type, String record, String path, String top) {
        return " [in " + type + ", a compiled class without source in this build, reached from " + record
                + " through property path '" + path + "': mark property '" + top + "' @ParquetIgnore, give it a"
                + " @ParquetConverter to a supported type, or fix " + type.substring(type.lastIndexOf('.') + 1)
                + " where its source is (e.g. annotate it there) or map a type of your own]";
    }

    @Test
    void unsupportedPropertyInsideACompiledRecordIsShownOnTheUsersProperty() throws IOException {
        String text = onlyError("Order", "Customer customer",
                "@ParquetRecord record Order(long id,",
                "  lib.Customer customer) {}").getMessage(null);
        assertEquals("property 'owner' has type java.lang.Thread, which Parquet mapping does not support: use a"
                + " supported type (primitives and boxes, String, byte[], enums, UUID, BigDecimal, java.time dates and"
                + " times, records/classes, collections, arrays, maps, Optional) or mark it @ParquetIgnore"
                + inCompiled("lib.Geo", "test.Order", "customer.address.geo.owner", "customer"), text);
    }

    @Test
    void compiledTypeInsideAListIsReachedThroughTheListProperty() throws IOException {
        String text = onlyError("Shipment", "List<lib.Address> stops",
                "@ParquetRecord record Shipment(String ref,",
                "  List<lib.Address> stops) {}").getMessage(null);
        assertTrue(text.startsWith("property 'owner' has type java.lang.Thread"), text);
        assertTrue(text.endsWith(inCompiled("lib.Geo", "test.Shipment", "stops.geo.owner", "stops")), text);
    }

    @Test
    void everyPropertyReachingAFaultyCompiledTypeIsBlamed() throws IOException {
        String[] lines = {
            "@ParquetRecord record Order(long id,",
            "  lib.Customer buyer,",
            "  lib.Customer seller) {}",
            "@ParquetRecord record Refund(",
            "  lib.Address returnTo) {}",
        };
        JavaFileObject src = source("Order", lines);
        Compilation c = compileAgainstLibrary(new Harness.Capturing(), src);
        assertThat(c).hadErrorCount(3);
        assertThat(c).hadErrorContaining(inCompiled("lib.Geo", "test.Order", "buyer.address.geo.owner", "buyer"))
                .inFile(src).onLine(lineOf(lines, "buyer"));
        assertThat(c).hadErrorContaining(inCompiled("lib.Geo", "test.Order", "seller.address.geo.owner", "seller"))
                .inFile(src).onLine(lineOf(lines, "seller"));
        assertThat(c).hadErrorContaining(inCompiled("lib.Geo", "test.Refund", "returnTo.geo.owner", "returnTo"))
                .inFile(src).onLine(lineOf(lines, "returnTo"));
    }

    @Test
    void openCaseOfACompiledSealedType() throws IOException {
        String text = onlyError("Canvas", "Shape shape",
                "@ParquetRecord record Canvas(String name,",
                "  lib.Shape shape) {}").getMessage(null);
        assertEquals("property 'shape': case Poly of sealed Shape is neither a record, a final class nor sealed, so its"
                + " subclasses could not be told apart on read: make it final (or a record, or sealed)", text);
    }

    @Test
    void compiledPojoWithoutUsableConstructor() throws IOException {
        String text = onlyError("Drawing", "Point origin",
                "@ParquetRecord record Drawing(String title,",
                "  lib.Point origin) {}").getMessage(null);
        assertEquals("lib.Point has no constructor the generated reader can call: add a non-private no-argument"
                + " constructor, or one whose parameter names and types match the properties"
                + inCompiled("lib.Point", "test.Drawing", "origin", "origin"), text);
    }

    @Test
    void compiledPojoWithoutParameterNamesSaysToCompileWithParameters() throws IOException {
        String text = onlyError("Payment", "Money amount",
                "@ParquetRecord record Payment(String ref,",
                "  lib.Money amount) {}").getMessage(null);
        assertEquals("lib.Money has no constructor the generated reader can call: the parameters of its constructor"
                + " Money(java.lang.String,long) have no names in its class file, so they cannot be matched to the"
                + " properties; compile Money with javac -parameters, or give it a non-private no-argument"
                + " constructor and setters" + inCompiled("lib.Money", "test.Payment", "amount", "amount"), text);
    }

    @Test
    void compiledPojoWithParameterNamesMapsThroughItsConstructor() throws IOException {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compileAgainstLibrary(List.of("-parameters"), p, source("Payment",
                "@ParquetRecord record Payment(String ref,",
                "  lib.Money amount) {}"));
        assertThat(c).succeeded();
        RecordModel money = ((FieldShape.Group) p.models.get(0).properties().get(1).shape())
                .record();
        assertEquals(List.of("currency", "cents"),
                money.creator().parameters().stream().map(Creator.Parameter::propertyName).toList());
        assertEquals(List.of("java.lang.String", "long"),
                money.creator().parameters().stream().map(q -> q.type().toString()).toList());
    }

    @Test
    void compiledPojoPropertyWithoutSetterNamesTheLeafProperty() throws IOException {
        String text = onlyError("Post", "lib.Tag getTag()",
                "@ParquetRecord class Post {",
                "  private lib.Tag tag;",
                "  public lib.Tag getTag() { return tag; }",
                "  public void setTag(lib.Tag tag) { this.tag = tag; }",
                "}").getMessage(null);
        assertEquals("property 'weight' of Tag has a getter but nothing to set it with: add a setter, a constructor"
                + " parameter named 'weight', make the field non-final and visible, or mark it @ParquetIgnore"
                + inCompiled("lib.Tag", "test.Post", "tag.weight", "tag"), text);
    }

    @Test
    void errorsInSourceTypesKeepTheirOwnPositionAndText() throws IOException {
        String[] lines = {
            "@ParquetRecord record Invoice(String no,",
            "  Line line) {}",
            "record Line(String sku,",
            "  Thread worker) {}",
        };
        JavaFileObject src = source("Invoice", lines);
        Compilation c = compileAgainstLibrary(new Harness.Capturing(), src);
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining("property 'worker' has type java.lang.Thread").inFile(src)
                .onLine(lineOf(lines, "Thread worker"));
        assertFalse(c.errors().get(0).getMessage(null).contains("compiled class"), c.errors().get(0).getMessage(null));
    }

    @Test
    void ignoringTheUsersPropertyCompiles() throws IOException {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compileAgainstLibrary(p, source("Order",
                "@ParquetRecord record Order(long id,",
                "  @ParquetIgnore lib.Customer customer) {}"));
        assertThat(c).succeeded();
        assertEquals(List.of("id"), p.models.get(0).properties().stream().map(m -> m.javaName()).toList());
    }
}
