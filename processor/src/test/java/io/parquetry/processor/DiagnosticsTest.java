package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.compile;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import io.parquetry.processor.model.RecordModel;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every error: its text, the file and the line javac points at; and that nothing is generated. */
class DiagnosticsTest {

    /** Compiles one source, expects exactly {@code count} errors and no model for it. */
    private static Compilation failing(int count, JavaFileObject src) {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(count);
        assertEquals(List.of(), p.models.stream().map(RecordModel::javaType).toList());
        return c;
    }

    private static void expect(String name, String error, String marker, String... lines) {
        JavaFileObject src = source(name, lines);
        Compilation c = failing(1, src);
        assertThat(c).hadErrorContaining(error).inFile(src).onLine(lineOf(lines, marker));
    }

    @Test
    void unsupportedType() {
        expect("U", "property 'thread' has type java.lang.Thread, which Parquet mapping does not support",
                "Thread thread",
                "@ParquetRecord record U(int a,",
                "  Thread thread) {}");
    }

    @Test
    void charIsUnsupportedWithHint() {
        expect("C", "(char has no Parquet type; use String or int)", "char c",
                "@ParquetRecord record C(",
                "  char c) {}");
    }

    @Test
    void interfacePropertyIsUnsupported() {
        expect("I", "property 'shape' has type test.Shape, an interface that is not sealed: only a sealed interface",
                "Shape shape",
                "@ParquetRecord record I(",
                "  Shape shape) {}",
                "interface Shape {}");
    }

    @Test
    void recursiveType() {
        expect("A", "property 'a' makes B recursive (A -> B -> A)", "A a",
                "@ParquetRecord record A(int x, B b) {}",
                "record B(int y,",
                "  A a) {}");
    }

    @Test
    void selfRecursiveThroughList() {
        expect("Tree", "property 'children' makes Tree recursive (Tree -> Tree)", "children",
                "@ParquetRecord record Tree(String label,",
                "  List<Tree> children) {}");
    }

    @Test
    void bigDecimalWithoutDecimal() {
        expect("Money", "property 'amount' is a BigDecimal without @Decimal: add @Decimal(precision = ...", "amount",
                "@ParquetRecord record Money(",
                "  BigDecimal amount) {}");
    }

    @Test
    void invalidPrecision() {
        expect("P", "property 'amount' has @Decimal(precision = 0, scale = 0): precision must be 1 to 38",
                "amount",
                "@ParquetRecord record P(",
                "  @Decimal(precision = 0) BigDecimal amount) {}");
        expect("P2", "has @Decimal(precision = 39, scale = 0)", "amount",
                "@ParquetRecord record P2(",
                "  @Decimal(precision = 39) BigDecimal amount) {}");
    }

    @Test
    void invalidScale() {
        expect("S", "property 'amount' has @Decimal(precision = 5, scale = 6): precision must be 1 to 38 and scale 0"
                        + " to precision", "amount",
                "@ParquetRecord record S(",
                "  @Decimal(precision = 5, scale = 6) BigDecimal amount) {}");
    }

    @Test
    void twoPropertiesOneColumn() {
        expect("D", "property 'b' maps to Parquet field 'a', which property 'a' already uses: rename one", "int b",
                "@ParquetRecord record D(int a,",
                "  @ParquetField(name = \"a\") int b) {}");
    }

    @Test
    void duplicateFieldId() {
        expect("D2", "property 'b' has field id 3, which property 'a' already uses", "int b",
                "@ParquetRecord record D2(@ParquetField(id = 3) int a,",
                "  @ParquetField(id = 3) int b) {}");
    }

    @Test
    void mapKeyNotScalar() {
        expect("M", "property 'byAddress' has map key type test.Addr: map keys must be scalars", "byAddress",
                "@ParquetRecord record M(",
                "  Map<Addr, String> byAddress) {}",
                "record Addr(String street) {}");
    }

    @Test
    void rawGeneric() {
        expect("R", "property 'items' has raw type java.util.List: give its type arguments", "items",
                "@ParquetRecord record R(",
                "  @SuppressWarnings(\"rawtypes\") List items) {}");
    }

    @Test
    void wildcardGeneric() {
        expect("W", "property 'nums' has wildcard type argument in java.util.List<? extends java.lang.Number>",
                "nums",
                "@ParquetRecord record W(",
                "  List<? extends Number> nums) {}");
    }

    @Test
    void noUsableConstructor() {
        expect("NoCtor", "test.NoCtor has no constructor the generated reader can call", "class NoCtor",
                "@ParquetRecord public class NoCtor {",
                "  private String name;",
                "  public NoCtor(int unrelated) {}",
                "  public String getName() { return name; }",
                "  public void setName(String name) { this.name = name; }",
                "}");
    }

    @Test
    void getterWithoutSetter() {
        expect("RO", "property 'name' of RO has a getter but nothing to set it with", "getName",
                "@ParquetRecord public class RO {",
                "  private String name;",
                "  public String getName() { return name; }",
                "}");
    }

    @Test
    void annotationOnInterfaceEnumAbstractClass() {
        expect("If", "@ParquetRecord cannot be used on interface test.If: put it on a record or a concrete",
                "@ParquetRecord",
                "@ParquetRecord",
                "interface If {}");
        // javac points at the annotation when the error is given one
        expect("En", "@ParquetRecord cannot be used on enum test.En", "@ParquetRecord",
                "@ParquetRecord",
                "enum En { X }");
        expect("Ab", "@ParquetRecord cannot be used on abstract class test.Ab", "@ParquetRecord",
                "@ParquetRecord",
                "abstract class Ab {}");
    }

    @Test
    void genericPrivateAndInnerTypes() {
        expect("G", "test.G has type parameters", "@ParquetRecord",
                "@ParquetRecord",
                "record G<T>(T value) {}");
        expect("Holder", "test.Holder.P is private, so generated code cannot use it", "@ParquetRecord",
                "class Holder {",
                "  @ParquetRecord",
                "  private record P(int a) {}",
                "}");
        expect("Holder2", "test.Holder2.In is an inner (non-static) class", "@ParquetRecord",
                "class Holder2 {",
                "  @ParquetRecord",
                "  class In { public int a; }",
                "}");
    }

    @Test
    void repeatedOnNonCollection() {
        expect("Rp", "property 'name' is @Repeated but its type java.lang.String is not a collection or array",
                "String name",
                "@ParquetRecord record Rp(",
                "  @Repeated String name) {}");
    }

    @Test
    void repeatedWithNullableElements() {
        expect("Rn", "property 'names' is @Repeated, which cannot store null elements, but its element type is"
                        + " @Nullable", "names",
                "@ParquetRecord record Rn(",
                "  @Repeated List<@Nullable String> names) {}");
    }

    @Test
    void valueAnnotationOnWrongType() {
        expect("J", "@Json on property 'count' does not apply to type int: it applies to String", "count",
                "@ParquetRecord record J(",
                "  @Json int count) {}");
    }

    @Test
    void errorInNestedTypeIsReportedWhereItIs() {
        expect("Outer", "property 'price' is a BigDecimal without @Decimal", "price",
                "@ParquetRecord record Outer(Item item) {}",
                "record Item(String sku,",
                "  BigDecimal price) {}");
    }

    @Test
    void allErrorsOfATypeAreReported() {
        String[] lines = {
            "@ParquetRecord record Many(",
            "  BigDecimal amount,",
            "  Thread thread,",
            "  @Repeated int single) {}",
        };
        JavaFileObject src = source("Many", lines);
        Compilation c = failing(3, src);
        assertThat(c).hadErrorContaining("BigDecimal without @Decimal").inFile(src).onLine(lineOf(lines, "amount"));
        assertThat(c).hadErrorContaining("java.lang.Thread").inFile(src).onLine(lineOf(lines, "thread"));
        assertThat(c).hadErrorContaining("is @Repeated but").inFile(src).onLine(lineOf(lines, "single"));
    }

    @Test
    void otherTypesStillMapWhenOneFails() {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, source("Bad", "@ParquetRecord record Bad(Thread t) {}"),
                source("Good", "@ParquetRecord record Good(int a) {}"));
        assertThat(c).hadErrorCount(1);
        assertEquals(List.of("Good"), p.models.stream().map(m -> m.javaType().simpleName()).toList());
    }

    @Test
    void unexpectedExceptionBecomesInternalError() {
        ParquetRecordProcessor broken = new ParquetRecordProcessor() {
            @Override
            protected void generate(RecordModel model) {
                throw new IllegalStateException("boom");
            }
        };
        String[] lines = {"@ParquetRecord record Ok(int a) {}"};
        JavaFileObject src = source("Ok", lines);
        Compilation c = compile(broken, src);
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining("internal error while processing test.Ok: java.lang.IllegalStateException:"
                + " boom").inFile(src).onLine(lineOf(lines, "record Ok"));
        assertThat(c).hadErrorContaining("please report");
    }

    @Test
    void encodingThatCannotEncodeThePhysicalType() {
        expect("E", "@ParquetEncoding(DELTA_BINARY_PACKED) on property 'price' cannot encode its DOUBLE column 'price':"
                + " DELTA_BINARY_PACKED applies to INT32 and INT64 columns; choose another encoding or remove the"
                + " annotation", "price",
                "@ParquetRecord record E(long id,",
                "  @ParquetEncoding(Encoding.DELTA_BINARY_PACKED) double price) {}");
    }

    @Test
    void encodingCheckedOnEveryColumnOfAMap() {
        expect("M", "@ParquetEncoding(DELTA_LENGTH_BYTE_ARRAY) on property 'counts' cannot encode its INT64 column"
                + " 'counts.key_value.value'", "counts",
                "@ParquetRecord record M(",
                "  @ParquetEncoding(Encoding.DELTA_LENGTH_BYTE_ARRAY) Map<String, Long> counts) {}");
    }

    @Test
    void rleIsForBooleansOnly() {
        expect("R", "@ParquetEncoding(RLE) on property 'n' cannot encode its INT32 column 'n': RLE applies to BOOLEAN"
                + " columns", "int n",
                "@ParquetRecord record R(",
                "  @ParquetEncoding(Encoding.RLE) int n) {}");
    }

    @Test
    void everyColumnAnnotationOfAPropertyIsChecked() {
        String[] lines = {
            "@ParquetRecord record Both(long id,",
            "  @ParquetEncoding(Encoding.RLE) @ParquetDefault(\"x\") int n) {}"};
        JavaFileObject src = source("Both", lines);
        Compilation c = failing(2, src);
        assertThat(c).hadErrorContaining("@ParquetEncoding(RLE) on property 'n' cannot encode its INT32 column 'n'")
                .inFile(src).onLine(lineOf(lines, "int n"));
        assertThat(c).hadErrorContaining("@ParquetDefault(\"x\") on field 'n' is not a valid int")
                .inFile(src).onLine(lineOf(lines, "int n"));
    }

    @Test
    void encodingOnANestedRecordHasNoColumn() {
        expect("N", "@ParquetEncoding on property 'inner' has no column to apply to: it is a nested record", "inner",
                "@ParquetRecord record N(",
                "  @ParquetEncoding(Encoding.PLAIN) Inner inner) {}",
                "record Inner(int a) {}");
    }
}
