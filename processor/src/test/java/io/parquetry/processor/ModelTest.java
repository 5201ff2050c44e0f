package io.parquetry.processor;

import static io.parquetry.processor.Harness.model;
import static io.parquetry.processor.Harness.models;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import io.parquetry.processor.model.ColumnModel;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelTest {

    private static void assertColumn(RecordModel m, String path, int rep, int def) {
        ColumnModel c = m.column(path);
        assertNotNull(c, () -> "no column " + path + " in\n" + m.describe());
        assertEquals(rep, c.maxRepetitionLevel(), () -> path + " repetition level in\n" + m.describe());
        assertEquals(def, c.maxDefinitionLevel(), () -> path + " definition level in\n" + m.describe());
    }

    private static List<String> paths(RecordModel m) {
        return m.columns().stream().map(ColumnModel::dottedPath).toList();
    }

    @Test
    void flatRecordWithEveryScalar() {
        RecordModel m = model("Flat",
                "@ParquetRecord record Flat(",
                "  boolean b, byte by, short s, int i, long l, float f, double d,",
                "  Boolean bb, Integer bi, Long bl, Double bd,",
                "  String str, @Json String js, @NonNull String req, byte[] bytes, Color color, UUID id,",
                "  @Decimal(precision = 9, scale = 2) BigDecimal d9,",
                "  @Decimal(precision = 18, scale = 4) BigDecimal d18,",
                "  @Decimal(precision = 19) BigDecimal d19,",
                "  @Decimal(precision = 38, scale = 10) BigDecimal d38,",
                "  LocalDate date, LocalTime time, @Time(unit = TimeUnit.MILLIS) LocalTime timeMs,",
                "  @Time(unit = TimeUnit.NANOS) LocalTime timeNs,",
                "  Instant ts, @Timestamp(unit = TimeUnit.MILLIS) Instant tsMs,",
                "  @Timestamp(unit = TimeUnit.NANOS) LocalDateTime ldt,",
                "  @Unsigned int ui, @Unsigned Long ul) {}",
                "enum Color { RED, GREEN }");
        assertEquals("""
                message Flat {
                  required boolean b;
                  required int32 by (INTEGER(8,true));
                  required int32 s (INTEGER(16,true));
                  required int32 i;
                  required int64 l;
                  required float f;
                  required double d;
                  optional boolean bb;
                  optional int32 bi;
                  optional int64 bl;
                  optional double bd;
                  optional binary str (STRING);
                  optional binary js (JSON);
                  required binary req (STRING);
                  optional binary bytes;
                  optional binary color (ENUM);
                  optional fixed_len_byte_array(16) id (UUID);
                  optional int32 d9 (DECIMAL(9,2));
                  optional int64 d18 (DECIMAL(18,4));
                  optional fixed_len_byte_array(9) d19 (DECIMAL(19,0));
                  optional fixed_len_byte_array(16) d38 (DECIMAL(38,10));
                  optional int32 date (DATE);
                  optional int64 time (TIME(MICROS,false));
                  optional int32 timeMs (TIME(MILLIS,false));
                  optional int64 timeNs (TIME(NANOS,false));
                  optional int64 ts (TIMESTAMP(MICROS,true));
                  optional int64 tsMs (TIMESTAMP(MILLIS,true));
                  optional int64 ldt (TIMESTAMP(NANOS,false));
                  required int32 ui (INTEGER(32,false));
                  optional int64 ul (INTEGER(64,false));
                }
                """, m.schemaText());
        assertEquals(RecordModel.Kind.RECORD, m.kind());
        assertEquals(ClassName.get("test", "FlatParquet"), m.generatedType());
        assertColumn(m, "b", 0, 0);
        assertColumn(m, "str", 0, 1);
        assertColumn(m, "req", 0, 0);
        FieldShape.Primitive color = (FieldShape.Primitive) m.properties().get(15).shape();
        assertEquals(JavaKind.ENUM, color.javaKind());
        assertEquals(ClassName.get("test", "Color"), color.javaType());
        assertEquals(JavaKind.BOXED_INT, ((FieldShape.Primitive) m.properties().get(8).shape()).javaKind());
        assertEquals(JavaKind.BYTES, ((FieldShape.Primitive) m.properties().get(14).shape()).javaKind());
        // records read through accessors and assemble through the canonical constructor
        PropertyModel d9 = m.properties().get(17);
        assertEquals(new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.METHOD, "d9"), d9.read());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, "d9", 17),
                d9.write());
        assertEquals(m.properties().size(), m.creator().parameters().size());
    }

    @Test
    void nestedGroupsComposeDefinitionLevels() {
        RecordModel m = models(source("Person",
                "@ParquetRecord record Person(String name, @NonNull Address home, Address work) {}",
                "record Address(String street, @NonNull String city, Geo geo) {}",
                "record Geo(double lat, double lon) {}")).get("Person");
        assertEquals(List.of("name", "home.street", "home.city", "home.geo.lat", "home.geo.lon", "work.street",
                "work.city", "work.geo.lat", "work.geo.lon"), paths(m));
        assertColumn(m, "home.street", 0, 1);
        assertColumn(m, "home.city", 0, 0);
        assertColumn(m, "home.geo.lat", 0, 1);
        assertColumn(m, "work.city", 0, 1);
        assertColumn(m, "work.geo.lon", 0, 2);
        FieldShape.Group home = (FieldShape.Group) m.properties().get(1).shape();
        assertEquals(Repetition.REQUIRED, home.repetition());
        assertFalse(home.record().annotated());
        assertEquals(ClassName.get("test", "AddressParquet"), home.record().generatedType());
        ColumnModel lon = m.column("work.geo.lon");
        assertEquals(List.of(new ColumnModel.LevelStep("work", Repetition.OPTIONAL, 1, 0),
                new ColumnModel.LevelStep("geo", Repetition.OPTIONAL, 2, 0),
                new ColumnModel.LevelStep("lon", Repetition.REQUIRED, 2, 0)), lon.steps());
    }

    @Test
    void listsUseThreeLevelLayout() {
        RecordModel m = model("Lists",
                "@ParquetRecord record Lists(List<String> tags, List<@NonNull String> names,",
                "  @NonNull List<@NonNull String> codes, int[] counts, Set<Long> ids, String[] words,",
                "  List<List<Integer>> matrix) {}");
        assertColumn(m, "tags.list.element", 1, 3);
        assertColumn(m, "names.list.element", 1, 2);
        assertColumn(m, "codes.list.element", 1, 1);
        assertColumn(m, "counts.list.element", 1, 2);
        assertColumn(m, "ids.list.element", 1, 3);
        assertColumn(m, "words.list.element", 1, 3);
        assertColumn(m, "matrix.list.element.list.element", 2, 5);
        assertTrue(m.schemaText().contains("""
                  optional group tags (LIST) {
                    repeated group list {
                      optional binary element (STRING);
                    }
                  }
                """), m.schemaText());
        ColumnModel tags = m.column("tags.list.element");
        assertEquals(List.of(new ColumnModel.LevelStep("tags", Repetition.OPTIONAL, 1, 0),
                new ColumnModel.LevelStep("list", Repetition.REPEATED, 2, 1),
                new ColumnModel.LevelStep("element", Repetition.OPTIONAL, 3, 1)), tags.steps());
        FieldShape.ListShape counts = (FieldShape.ListShape) m.properties().get(3).shape();
        assertEquals(FieldShape.ContainerKind.PRIMITIVE_ARRAY, counts.container());
        assertEquals(JavaKind.INT, ((FieldShape.Primitive) counts.element()).javaKind());
        assertEquals(FieldShape.ContainerKind.SET, ((FieldShape.ListShape) m.properties().get(4).shape()).container());
        assertEquals(FieldShape.ContainerKind.ARRAY, ((FieldShape.ListShape) m.properties().get(5).shape()).container());
    }

    @Test
    void repeatedListIsBareRepeatedField() {
        RecordModel m = model("Ids", "@ParquetRecord record Ids(@Repeated List<Long> ids, @Repeated long[] more) {}");
        assertEquals("""
                message Ids {
                  repeated int64 ids;
                  repeated int64 more;
                }
                """, m.schemaText());
        assertColumn(m, "ids", 1, 1);
        FieldShape.ListShape ids = (FieldShape.ListShape) m.properties().get(0).shape();
        assertEquals(FieldShape.ListLayout.BARE_REPEATED, ids.layout());
        assertEquals(JavaKind.BOXED_LONG, ((FieldShape.Primitive) ids.element()).javaKind());
    }

    @Test
    void mapOfListsOfGroups() {
        RecordModel m = models(source("Directory",
                "@ParquetRecord record Directory(Map<String, List<Address>> byCity) {}",
                "record Address(String street, @NonNull String city) {}")).get("Directory");
        assertEquals(List.of("byCity.key_value.key", "byCity.key_value.value.list.element.street",
                "byCity.key_value.value.list.element.city"), paths(m));
        assertColumn(m, "byCity.key_value.key", 1, 2);
        assertColumn(m, "byCity.key_value.value.list.element.street", 2, 6);
        assertColumn(m, "byCity.key_value.value.list.element.city", 2, 5);
        assertTrue(m.schemaText().contains("""
                  optional group byCity (MAP) {
                    repeated group key_value {
                      required binary key (STRING);
                      optional group value (LIST) {
                        repeated group list {
                          optional group element {
                """), m.schemaText());
    }

    @Test
    void optionalsAreOptionalColumns() {
        RecordModel m = models(source("Opt",
                "@ParquetRecord record Opt(Optional<String> s, OptionalInt i, OptionalLong l, OptionalDouble d,",
                "  Optional<Geo> geo, Optional<@Decimal(precision = 5, scale = 1) BigDecimal> amount,",
                "  @Decimal(precision = 7) Optional<BigDecimal> amount2) {}",
                "record Geo(double lat) {}")).get("Opt");
        assertEquals("""
                message Opt {
                  optional binary s (STRING);
                  optional int32 i;
                  optional int64 l;
                  optional double d;
                  optional group geo {
                    required double lat;
                  }
                  optional int32 amount (DECIMAL(5,1));
                  optional int32 amount2 (DECIMAL(7,0));
                }
                """, m.schemaText());
        assertColumn(m, "s", 0, 1);
        assertColumn(m, "geo.lat", 0, 1);
        FieldShape.OptionalShape i = (FieldShape.OptionalShape) m.properties().get(1).shape();
        assertEquals(FieldShape.OptionalKind.OPTIONAL_INT, i.kind());
        assertEquals(JavaKind.INT, ((FieldShape.Primitive) i.value()).javaKind());
    }

    @Test
    void pojoWithSetters() {
        RecordModel m = model("Bean",
                "@ParquetRecord public class Bean {",
                "  private String name;",
                "  private int age;",
                "  private boolean active;",
                "  @NonNull private String secret;",
                "  private transient int cache;",
                "  public void setName(String name) { this.name = name; }",
                "  public void setName(int other) { this.name = String.valueOf(other); }",
                "  public String getName() { return name; }",
                "  public int getAge() { return age; }",
                "  public void setAge(int age) { this.age = age; }",
                "  public boolean isActive() { return active; }",
                "  public void setActive(boolean active) { this.active = active; }",
                "  @javax.annotation.Nonnull public String getSecret() { return secret; }",
                "  public Bean setSecret(String secret) { this.secret = secret; return this; }",
                "  @ParquetIgnore public int getCache() { return cache; }",
                "}");
        assertEquals(RecordModel.Kind.CLASS, m.kind());
        assertEquals(List.of("name", "age", "active", "secret"), paths(m));
        assertColumn(m, "secret", 0, 0);
        assertEquals(List.of(), m.creator().parameters());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.SETTER, "setName", -1),
                m.properties().get(0).write());
        PropertyModel active = m.properties().get(2);
        assertEquals(new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.METHOD, "isActive"), active.read());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.SETTER, "setActive", -1),
                active.write());
    }

    @Test
    void pojoWithMatchingConstructorAndPublicFields() {
        Map<String, RecordModel> ms = models(source("Point",
                "@ParquetRecord public class Point {",
                "  private final int x;",
                "  private final Integer y;",
                "  public String label;",
                "  public Point(int x, Integer y) { this.x = x; this.y = y; }",
                "  public int getX() { return x; }",
                "  public Integer getY() { return y; }",
                "}"));
        RecordModel m = ms.get("Point");
        assertEquals(List.of("x", "y", "label"), paths(m));
        assertEquals(List.of(new Creator.Parameter("x", com.palantir.javapoet.TypeName.INT),
                new Creator.Parameter("y", ClassName.get(Integer.class))), m.creator().parameters());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, "y", 1),
                m.properties().get(1).write());
        PropertyModel label = m.properties().get(2);
        assertEquals(new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.FIELD, "label"), label.read());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.FIELD, "label", -1), label.write());
    }

    @Test
    void inheritedGenericMembersSeenAsMembersOfTheSubclass() {
        RecordModel m = models(source("Sub",
                "class Base<T> {",
                "  private T value;",
                "  public T getValue() { return value; }",
                "  public void setValue(T value) { this.value = value; }",
                "}",
                "@ParquetRecord class Sub extends Base<String> {",
                "  public List<Integer> counts;",
                "}")).get("Sub");
        assertEquals("""
                message Sub {
                  optional binary value (STRING);
                  optional group counts (LIST) {
                    repeated group list {
                      optional int32 element;
                    }
                  }
                }
                """, m.schemaText());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.SETTER, "setValue", -1),
                m.properties().get(0).write());
    }

    @Test
    void snakeCaseNamingAppliesToNestedTypes() {
        RecordModel m = models(source("Snake",
                "@ParquetRecord(naming = NamingStrategy.SNAKE_CASE)",
                "record Snake(String orderId, String httpURL, Inner innerValue, @ParquetField(name = \"Kept\") int x) {}",
                "record Inner(String streetName) {}")).get("Snake");
        assertEquals(List.of("order_id", "http_url", "inner_value.street_name", "Kept"), paths(m));
        assertEquals("orderId", m.properties().get(0).javaName());
    }

    @Test
    void parquetFieldRenamesAndSetsIds() {
        RecordModel m = model("Ids2",
                "@ParquetRecord record Ids2(@ParquetField(name = \"ID\", id = 1) long id,",
                "  @ParquetField(id = 2) String name, @ParquetIgnore String scratch, List<String> tags) {}");
        assertEquals("""
                message Ids2 {
                  required int64 ID = 1;
                  optional binary name (STRING) = 2;
                  optional group tags (LIST) {
                    repeated group list {
                      optional binary element (STRING);
                    }
                  }
                }
                """, m.schemaText());
        assertEquals(1, m.properties().get(0).fieldId());
        assertEquals(-1, m.properties().get(2).fieldId());
        // an ignored record component is still a constructor argument, filled with its default
        assertNull(m.creator().parameters().get(2).propertyName());
        assertEquals(4, m.creator().parameters().size());
        assertEquals(new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, "tags", 3),
                m.properties().get(2).write());
    }

    @Test
    void dremelDocument() {
        RecordModel m = models(source("Document",
                "@ParquetRecord record Document(long docId, Links links, @Repeated List<Name> name) {}",
                "record Links(@Repeated List<Long> backward, @Repeated List<Long> forward) {}",
                "record Name(@Repeated List<Language> language, String url) {}",
                "record Language(@NonNull String code, String country) {}")).get("Document");
        assertEquals("""
                message Document {
                  required int64 docId;
                  optional group links {
                    repeated int64 backward;
                    repeated int64 forward;
                  }
                  repeated group name {
                    repeated group language {
                      required binary code (STRING);
                      optional binary country (STRING);
                    }
                    optional binary url (STRING);
                  }
                }
                """, m.schemaText());
        assertEquals(List.of("docId", "links.backward", "links.forward", "name.language.code", "name.language.country",
                "name.url"), paths(m));
        assertColumn(m, "docId", 0, 0);
        assertColumn(m, "links.backward", 1, 2);
        assertColumn(m, "links.forward", 1, 2);
        assertColumn(m, "name.language.code", 2, 2);
        assertColumn(m, "name.language.country", 2, 3);
        assertColumn(m, "name.url", 1, 2);
        assertEquals(List.of(new ColumnModel.LevelStep("name", Repetition.REPEATED, 1, 1),
                new ColumnModel.LevelStep("language", Repetition.REPEATED, 2, 2),
                new ColumnModel.LevelStep("country", Repetition.OPTIONAL, 3, 2)),
                m.column("name.language.country").steps());
    }

    @Test
    void nestedTypesGetUnderscoreJoinedGeneratedNames() {
        Map<String, RecordModel> ms = models(source("Outer",
                "public class Outer {",
                "  @ParquetRecord public record Inner(int a) {}",
                "}"));
        assertEquals(ClassName.get("test", "Outer_InnerParquet"), ms.get("Outer.Inner").generatedType());
        assertEquals(ClassName.get("test", "Outer", "Inner"), ms.get("Outer.Inner").javaType());
    }

    @Test
    void describeListsColumnsWithLevels() {
        RecordModel m = model("Tiny", "@ParquetRecord record Tiny(int a, List<String> b) {}");
        assertTrue(m.describe().endsWith("a r=0 d=0\nb.list.element r=1 d=3\n"), m.describe());
    }

    @Test
    void parquetEncodingAppliesToThePropertysLeafColumnsNotIntoNestedRecords() {
        Map<String, RecordModel> ms = models(source("Enc",
                "@ParquetRecord record Enc(@ParquetEncoding(Encoding.DELTA_BINARY_PACKED) long at,",
                "  @ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) List<Double> prices,",
                "  @ParquetEncoding(Encoding.DELTA_BYTE_ARRAY) Map<String, UUID> ids,",
                "  @ParquetEncoding(Encoding.PLAIN) @Repeated List<Integer> bare,",
                "  Inner inner, String plain) {}",
                "record Inner(@ParquetEncoding(Encoding.RLE) boolean flag, int n) {}"));
        assertEquals(Map.of(
                "at", "DELTA_BINARY_PACKED",
                "prices.list.element", "BYTE_STREAM_SPLIT",
                "ids.key_value.key", "DELTA_BYTE_ARRAY",
                "ids.key_value.value", "DELTA_BYTE_ARRAY",
                "bare", "PLAIN",
                "inner.flag", "RLE"), ms.get("Enc").columnEncodings());
        assertEquals(List.of("at", "prices.list.element", "ids.key_value.key", "ids.key_value.value", "bare",
                "inner.flag"), List.copyOf(ms.get("Enc").columnEncodings().keySet()), "schema order");
        assertEquals("DELTA_BINARY_PACKED", ms.get("Enc").properties().get(0).encoding());
        assertNull(ms.get("Enc").properties().get(5).encoding());
    }
}
