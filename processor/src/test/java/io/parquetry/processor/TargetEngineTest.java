package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @ParquetTarget} and {@code -Aparquetry.target}: a mapping a declared engine cannot read is
 * a compile error at the property, naming the engine, what it refuses and the annotation that
 * makes the property readable; what every target reads compiles.
 */
class TargetEngineTest {

    private static Compilation compile(List<String> options, JavaFileObject... sources) {
        List<JavaFileObject> all = new ArrayList<>(List.of(Harness.NON_NULL, Harness.NULLABLE, Harness.NONNULL_DECL));
        all.addAll(List.of(sources));
        return Compiler.javac().withProcessors(new Harness.Capturing()).withOptions(options).compile(all);
    }

    /** Compiles {@code lines} as test.{@code name}; expects exactly one error, at the line holding {@code marker}. */
    private static void expectError(List<String> options, String name, String marker, List<String> texts,
            String... lines) {
        JavaFileObject src = source(name, lines);
        Compilation c = compile(options, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(1);
        for (String text : texts) {
            assertThat(c).hadErrorContaining(text).inFile(src).onLine(lineOf(lines, marker));
        }
    }

    private static void expectSuccess(List<String> options, JavaFileObject... sources) {
        assertThat(compile(options, sources)).succeededWithoutWarnings();
    }

    @Test
    void sparkRefusesUuidAtTheField() {
        expectError(List.of(), "Order", "UUID customer", List.of(
                        "property 'customer' is stored as the UUID logical type (FIXED_LEN_BYTE_ARRAY(16) UUID), which"
                                + " target Spark 4.x cannot read: Spark 4.x has no UUID type",
                        "To make it readable: @Uuid(as = UuidFormat.STRING) stores it as a string,"
                                + " @Uuid(as = UuidFormat.BYTES) as plain 16-byte binary",
                        "(targets from @ParquetTarget on test.Order)"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Order(long id,",
                "  UUID customer) {}");
    }

    @Test
    void uuidAsStringOrBytesIsReadableBySpark() {
        RecordModel m = Harness.models(source("Order",
                "@ParquetRecord @ParquetTarget({Engine.SPARK, Engine.DUCKDB})",
                "record Order(@Uuid(as = UuidFormat.STRING) UUID customer, @Uuid(as = UuidFormat.BYTES) UUID raw,",
                "  List<@Uuid(as = UuidFormat.STRING) UUID> others, Optional<@Uuid(as = UuidFormat.STRING) UUID> maybe)"
                        + " {}")).get("Order");
        FieldShape.Primitive customer = (FieldShape.Primitive) m.properties().get(0).shape();
        assertEquals(PhysicalType.BYTE_ARRAY, customer.physicalType());
        assertEquals(new LogicalTypeInfo.StringType(), customer.logicalType());
        FieldShape.Primitive raw = (FieldShape.Primitive) m.properties().get(1).shape();
        assertEquals(PhysicalType.FIXED_LEN_BYTE_ARRAY, raw.physicalType());
        assertEquals(16, raw.typeLength());
        assertEquals(LogicalTypeInfo.NONE, raw.logicalType());
        assertEquals("message Order {\n"
                + "  optional binary customer (STRING);\n"
                + "  optional fixed_len_byte_array(16) raw;\n"
                + "  optional group others (LIST) {\n"
                + "    repeated group list {\n"
                + "      optional binary element (STRING);\n"
                + "    }\n"
                + "  }\n"
                + "  optional binary maybe (STRING);\n"
                + "}\n", m.schemaText());
    }

    @Test
    void uuidAnnotationOnlyAppliesToUuids() {
        expectError(List.of(), "U", "String name", List.of("@Uuid on property 'name' does not apply to type"
                        + " java.lang.String: it applies to UUID"),
                "@ParquetRecord record U(",
                "  @Uuid(as = UuidFormat.STRING) String name) {}");
    }

    @Test
    void sparkRefusesNanosecondTimestampsAndNamesTheUnitThatWorks() {
        expectError(List.of(), "Tick", "Instant at", List.of(
                        "property 'at' is stored as TIMESTAMP(NANOS), which target Spark 4.x cannot read",
                        "To make it readable: @Timestamp(unit = TimeUnit.MICROS) (the default)"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Tick(@Timestamp(unit = TimeUnit.MILLIS) Instant millis, LocalDateTime local,",
                "  @Timestamp(unit = TimeUnit.NANOS) Instant at) {}");
    }

    @Test
    void sparkRefusesTimeOfEveryUnitDuckDbReadsThem() {
        expectError(List.of(), "Shift", "LocalTime start", List.of(
                        "property 'start' is stored as TIME(MICROS), which target Spark 4.x cannot read: Spark 4.x has"
                                + " no TIME type",
                        "declare the property as a long (e.g. LocalTime.toNanoOfDay()) or a String"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Shift(",
                "  LocalTime start) {}");
        expectError(List.of(), "Shift", "LocalTime start", List.of("stored as TIME(MILLIS), which target Spark 4.x"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Shift(",
                "  @Time(unit = TimeUnit.MILLIS) LocalTime start) {}");
        expectSuccess(List.of(), source("Shift",
                "@ParquetRecord @ParquetTarget({Engine.DUCKDB, Engine.PARQUET_JAVA, Engine.PYARROW, Engine.TRINO})",
                "record Shift(@Time(unit = TimeUnit.NANOS) LocalTime start, @Timestamp(unit = TimeUnit.NANOS) Instant at,",
                "  UUID id) {}"));
    }

    @Test
    void everyTargetedEngineThatRefusesIsReported() {
        JavaFileObject src = source("Shift",
                "@ParquetRecord @ParquetTarget({Engine.SPARK, Engine.ICEBERG})",
                "record Shift(",
                "  @Time(unit = TimeUnit.NANOS) LocalTime start) {}");
        Compilation c = compile(List.of(), src);
        assertThat(c).hadErrorCount(2);
        assertThat(c).hadErrorContaining("TIME(NANOS), which target Spark 4.x cannot read").inFile(src).onLine(10);
        assertThat(c).hadErrorContaining("TIME(NANOS), which target Apache Iceberg cannot read: Apache Iceberg stores"
                + " time of day in microseconds only. To make it readable: @Time(unit = TimeUnit.MICROS)").inFile(src)
                .onLine(10);
    }

    @Test
    void classesAreCheckedLikeRecords() {
        // a class property is blamed at its getter, as every other error of the property
        expectError(List.of(), "Event", "getAt()", List.of(
                        "property 'at' is stored as TIMESTAMP(NANOS), which target Spark 4.x cannot read"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "public class Event {",
                "  @Timestamp(unit = TimeUnit.NANOS)",
                "  private Instant at;",
                "  public Instant getAt() { return at; }",
                "  public void setAt(Instant at) { this.at = at; }",
                "}");
    }

    @Test
    void icebergRefusesUnsignedLongs() {
        expectError(List.of(), "Counter", "long hits", List.of(
                        "property 'hits' is stored as unsigned 64-bit integers (INT64 INTEGER(64,false)), which target"
                                + " Apache Iceberg cannot read",
                        "To make it readable: drop @Unsigned (a signed long)"),
                "@ParquetRecord @ParquetTarget(Engine.ICEBERG)",
                "record Counter(@Unsigned int small,",
                "  @Unsigned long hits) {}");
    }

    @Test
    void refusalsInsideCollectionsAndMapsPointAtTheProperty() {
        expectError(List.of(), "Log", "Map<String, List<LocalTime>> times", List.of(
                        "property 'times' is stored as TIME(MICROS), which target Spark 4.x cannot read"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Log(String name,",
                "  Map<String, List<LocalTime>> times) {}");
    }

    @Test
    void duckDbMisreadsARepeatedListOfOnePropertyRecords() {
        expectError(List.of(), "Post", "List<Tag> tags", List.of(
                        "property 'tags' is stored as a bare repeated group with one field (@Repeated list of"
                                + " one-property records), which target DuckDB 1.4+ misreads: DuckDB 1.4+ reads it as a"
                                + " list of that field's values, without the struct around each one",
                        "To have it read as declared: drop @Repeated (a LIST) or give the record a second property"
                                + " (targets from @ParquetTarget on test.Post)"),
                "@ParquetRecord @ParquetTarget({Engine.DUCKDB, Engine.SPARK})",
                "record Post(long id, @Repeated List<Pair> pairs, List<Tag> listed, Map<String, List<Tag>> byKey,",
                "  @Repeated List<Tag> tags) {}",
                "record Tag(String name) {}",
                "record Pair(String name, int weight) {}");
        // in a nested record too; without DuckDB among the targets it compiles
        expectError(List.of(), "Post", "@Repeated List<Tag> tags", List.of(
                        "property 'tags' is stored as a bare repeated group", "(targets from @ParquetTarget on test.Post)"),
                "@ParquetRecord @ParquetTarget(Engine.DUCKDB)",
                "record Post(long id, Topic topic) {}",
                "record Topic(@Repeated List<Tag> tags) {}",
                "record Tag(String name) {}");
        expectSuccess(List.of(), source("Post", "@ParquetRecord @ParquetTarget({Engine.SPARK, Engine.PARQUET_JAVA})",
                "record Post(long id, @Repeated List<Tag> tags) {}", "record Tag(String name) {}"));
    }

    @Test
    void nestedRecordsAreCheckedAgainstTheTargetsOfTheRecordThatHoldsThem() {
        String[] lines = {
            "@ParquetRecord @ParquetTarget(Engine.SPARK)",
            "record Visit(long id, Place place) {}",
            "record Place(String name,",
            "  UUID placeId) {}",
        };
        expectError(List.of(), "Visit", "UUID placeId", List.of(
                "property 'placeId' is stored as the UUID logical type", "(targets from @ParquetTarget on test.Visit)"),
                lines);
    }

    @Test
    void packageTargetApplies() {
        JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
                "@io.parquetry.annotation.ParquetTarget(io.parquetry.annotation.Engine.SPARK)",
                "package test;");
        String[] lines = {"@ParquetRecord record Order(long id,", "  UUID customer) {}"};
        JavaFileObject src = source("Order", lines);
        Compilation c = compile(List.of(), pkg, src);
        assertThat(c).hadErrorCount(1);
        assertThat(c).hadErrorContaining("target Spark 4.x cannot read").inFile(src).onLine(lineOf(lines, "UUID"));
        assertThat(c).hadErrorContaining("(targets from @ParquetTarget on package test)");
    }

    @Test
    void theNearestDeclarationWins() {
        JavaFileObject pkg = JavaFileObjects.forSourceLines("test.package-info",
                "@io.parquetry.annotation.ParquetTarget(io.parquetry.annotation.Engine.SPARK)",
                "package test;");
        // the record narrows the package's targets to DuckDB, which reads UUIDs
        expectSuccess(List.of(), pkg, source("Order",
                "@ParquetRecord @ParquetTarget(Engine.DUCKDB) record Order(long id, UUID customer) {}"));
        // and an empty list declares none, over the build's option
        expectSuccess(List.of("-Aparquetry.target=spark"), source("Order",
                "@ParquetRecord @ParquetTarget({}) record Order(long id, UUID customer) {}"));
    }

    @Test
    void processorOptionSetsTheTargetsOfABuild() {
        expectError(List.of("-Aparquetry.target=duckdb, Spark"), "Order", "UUID customer", List.of(
                        "which target Spark 4.x cannot read", "(targets from the processor option -Aparquetry.target)"),
                "@ParquetRecord record Order(long id,",
                "  UUID customer) {}");
        expectSuccess(List.of("-Aparquetry.target=duckdb,hive,pyarrow"), source("Order",
                "@ParquetRecord record Order(long id, UUID customer, LocalTime t) {}"));
    }

    @Test
    void unknownEngineInTheOptionIsAnError() {
        Compilation c = compile(List.of("-Aparquetry.target=spark,sprak"), source("Order",
                "@ParquetRecord record Order(long id) {}"));
        assertThat(c).failed();
        assertThat(c).hadErrorContaining("processor option -Aparquetry.target=spark,sprak is invalid: unknown engine"
                + " 'sprak'; known engines: spark, duckdb, parquet-java, trino, pyarrow, iceberg");
    }

    @Test
    void encodingATargetCannotReadIsAnErrorAtTheAnnotation() {
        expectError(List.of(), "Tick", "double price", List.of(
                        "@ParquetEncoding(BYTE_STREAM_SPLIT) on property 'price' writes its DOUBLE column 'price' in an"
                                + " encoding target Spark 4.x cannot read: Spark 4.x fails in its vectorized reader",
                        "To make it readable: another encoding"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Tick(@ParquetEncoding(Encoding.DELTA_BINARY_PACKED) long at,",
                "  @ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) double price) {}");
        // DuckDB reads BYTE_STREAM_SPLIT on doubles, not on longs
        expectSuccess(List.of(), source("Tick",
                "@ParquetRecord @ParquetTarget(Engine.DUCKDB)",
                "record Tick(@ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) double price) {}"));
        expectError(List.of(), "Tick", "long at", List.of("its INT64 column 'at' in an encoding target DuckDB 1.4+"
                        + " cannot read: DuckDB 1.4+ refuses it on integer and fixed-length columns"),
                "@ParquetRecord @ParquetTarget(Engine.DUCKDB)",
                "record Tick(",
                "  @ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) long at) {}");
    }

    @Test
    void deltaBinaryPackedIsRefusedForSparkOnlyWhereRowsMayHoldNoValue() {
        // every row of a primitive long holds a value: Spark reads it
        expectSuccess(List.of(), source("Tick",
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Tick(@ParquetEncoding(Encoding.DELTA_BINARY_PACKED) long at) {}"));
        expectError(List.of(), "Tick", "Long at", List.of(
                        "@ParquetEncoding(DELTA_BINARY_PACKED) on property 'at' writes its INT64 column 'at' in an"
                                + " encoding target Spark 4.x cannot read: Spark 4.x returns wrong values"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Tick(",
                "  @ParquetEncoding(Encoding.DELTA_BINARY_PACKED) Long at) {}");
        expectError(List.of(), "Tick", "List<Long> ats", List.of(
                        "its INT64 column 'ats.list.element' in an encoding target Spark 4.x cannot read"),
                "@ParquetRecord @ParquetTarget(Engine.SPARK)",
                "record Tick(",
                "  @ParquetEncoding(Encoding.DELTA_BINARY_PACKED) List<Long> ats) {}");
        // DuckDB reads it everywhere
        expectSuccess(List.of(), source("Tick",
                "@ParquetRecord @ParquetTarget(Engine.DUCKDB)",
                "record Tick(@ParquetEncoding(Encoding.DELTA_BINARY_PACKED) Long at,",
                "  @ParquetEncoding(Encoding.DELTA_BINARY_PACKED) List<Long> ats) {}"));
    }

    @Test
    void theGeneratedMapperHandsItsTargetsToTheWriter() throws java.io.IOException {
        Compilation c = Compiler.javac().withProcessors(new ParquetRecordProcessor())
                .withOptions("-Aparquetry.target=pyarrow").compile(Harness.NON_NULL, Harness.NULLABLE, source("Order",
                        "@ParquetRecord @ParquetTarget({Engine.DUCKDB, Engine.SPARK}) record Order(long id) {}",
                        "@ParquetRecord record Other(long id) {}"));
        assertThat(c).succeededWithoutWarnings();
        String order = c.generatedSourceFile("test.OrderParquet").orElseThrow().getCharContent(true).toString();
        assertThat(c).generatedSourceFile("test.OrderParquet").contentsAsUtf8String()
                .contains("public Set<Engine> targets() {\n        return Set.of(Engine.SPARK, Engine.DUCKDB);");
        assertThat(c).generatedSourceFile("test.OtherParquet").contentsAsUtf8String()
                .contains("return Set.of(Engine.PYARROW);");
        assertEquals(1, order.split("targets\\(\\)").length - 1, order);
    }

    @Test
    void withoutTargetsEveryMappingCompiles() {
        expectSuccess(List.of(), source("All",
                "@ParquetRecord record All(UUID id, @Time(unit = TimeUnit.NANOS) LocalTime t,",
                "  @Timestamp(unit = TimeUnit.NANOS) Instant at, @Unsigned long n,",
                "  @ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) long s) {}"));
    }
}
