package io.parquetry.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValidationTest {

    private static String message(Executable e) {
        return assertThrows(ParquetException.class, e).getMessage();
    }

    /** Every field line here must be rejected by the strict parser and accepted by the lenient one. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "optional int32 f (STRING);                    | STRING must annotate BYTE_ARRAY, found INT32",
        "optional int64 f (ENUM);                      | ENUM must annotate BYTE_ARRAY, found INT64",
        "optional fixed_len_byte_array(4) f (JSON);    | JSON must annotate BYTE_ARRAY, found FIXED_LEN_BYTE_ARRAY",
        "optional int32 f (BSON);                      | BSON must annotate BYTE_ARRAY, found INT32",
        "optional int64 f (DATE);                      | DATE must annotate INT32, found INT64",
        "optional int32 f (DECIMAL(10,2));             | DECIMAL precision 10 does not fit INT32 (at most 9)",
        "optional int64 f (DECIMAL(19,2));             | DECIMAL precision 19 does not fit INT64 (at most 18)",
        "optional fixed_len_byte_array(4) f (DECIMAL(10,0)); | DECIMAL precision 10 does not fit FIXED_LEN_BYTE_ARRAY(4) (at most 9)",
        "optional double f (DECIMAL(5,2));             | DECIMAL cannot annotate DOUBLE; it needs INT32, INT64, FIXED_LEN_BYTE_ARRAY or BYTE_ARRAY",
        "optional int32 f (DECIMAL(0,0));              | DECIMAL precision must be at least 1, found 0",
        "optional int32 f (DECIMAL(5,6));              | DECIMAL scale must be between 0 and the precision 5, found 6",
        "optional int32 f (DECIMAL(5,-1));             | DECIMAL scale must be between 0 and the precision 5, found -1",
        "optional int64 f (TIME(MILLIS,true));         | TIME(MILLIS,true) must annotate INT32, found INT64",
        "optional int32 f (TIME(MICROS,true));         | TIME(MICROS,true) must annotate INT64, found INT32",
        "optional int32 f (TIME(NANOS,false));         | TIME(NANOS,false) must annotate INT64, found INT32",
        "optional int32 f (TIMESTAMP(MILLIS,true));    | TIMESTAMP(MILLIS,true) must annotate INT64, found INT32",
        "optional int96 f (TIMESTAMP_MICROS);          | TIMESTAMP(MICROS,true) must annotate INT64, found INT96",
        "optional int64 f (INT_8);                     | INTEGER(8,true) must annotate INT32, found INT64",
        "optional int32 f (UINT_64);                   | INTEGER(64,false) must annotate INT64, found INT32",
        "optional int32 f (INTEGER(12,true));          | INTEGER bit width must be 8, 16, 32 or 64, found 12",
        "optional fixed_len_byte_array(8) f (UUID);    | UUID must annotate FIXED_LEN_BYTE_ARRAY(16), found FIXED_LEN_BYTE_ARRAY(8)",
        "optional binary f (UUID);                     | UUID must annotate FIXED_LEN_BYTE_ARRAY(16), found BYTE_ARRAY",
        "optional fixed_len_byte_array(4) f (FLOAT16); | FLOAT16 must annotate FIXED_LEN_BYTE_ARRAY(2), found FIXED_LEN_BYTE_ARRAY(4)",
        "optional fixed_len_byte_array(16) f (INTERVAL); | INTERVAL must annotate FIXED_LEN_BYTE_ARRAY(12), found FIXED_LEN_BYTE_ARRAY(16)",
        "optional int32 f (GEOMETRY);                  | GEOMETRY must annotate BYTE_ARRAY, found INT32",
        "optional binary f (LIST);                     | LIST annotates groups, not primitive columns",
        "optional binary f (MAP);                      | MAP annotates groups, not primitive columns",
        "optional binary f (MAP_KEY_VALUE);            | MAP_KEY_VALUE annotates groups, not primitive columns",
        "optional binary f (VARIANT(1));               | VARIANT(1) annotates groups, not primitive columns",
        "optional group f (STRING) { required int32 x; } | STRING annotates primitive columns, not groups",
        "optional group f (UTF8) { required int32 x; }   | STRING annotates primitive columns, not groups",
        "optional group f { }                          | a group needs at least one field",
        "optional group f { required int32 x; optional binary x; } | has two fields named 'x'",
        "optional group f (LIST) { required int32 x; } | a LIST group must hold exactly one repeated field",
        "optional group f (LIST) { repeated int32 x; repeated int32 y; } | a LIST group must hold exactly one repeated field",
        "optional group f (MAP) { repeated int32 x; }  | a MAP group must hold exactly one repeated group of key and value",
        "optional group f (MAP) { repeated group kv { optional binary key; } } | the key_value group of a MAP must hold a required key and at most a value",
        "optional group f (VARIANT(1)) { required binary metadata; } | a VARIANT group must hold a binary 'metadata' field and a binary 'value' or a 'typed_value' field",
    })
    void strictRejectsLenientKeeps(String field, String error) {
        String text = "message m {\n  required int32 ok;\n  " + field + "\n}";
        String msg = message(() -> MessageTypeParser.parse(text));
        assertEquals("schema text line 3, column 3: schema field 'f': " + error, msg);
        MessageType lenient = MessageTypeParser.parseLenient(text);
        assertEquals("f", lenient.field(1).name());
    }

    @Test
    void fullyShreddedVariantWithoutValueIsValid() {
        MessageType m = MessageTypeParser.parse(
                "message m { optional group v (VARIANT(1)) { required binary metadata; optional int64 typed_value; } }");
        assertEquals("typed_value", m.field("v").asGroup().field(1).name());
    }

    @Test
    void buildersNameTheField() {
        assertEquals("schema field 'price': DECIMAL precision 39 does not fit FIXED_LEN_BYTE_ARRAY(16) (at most 38)",
                message(() -> Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(16)
                        .as(LogicalTypes.decimal(39, 2)).named("price")));
        assertEquals("schema field 'f': FIXED_LEN_BYTE_ARRAY needs a length >= 0, found -1",
                message(() -> Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(-1).named("f")));
        assertEquals("schema field 'f': a length applies only to FIXED_LEN_BYTE_ARRAY, not INT32",
                message(() -> Types.required(Type.INT32).length(4).named("f")));
        assertEquals("schema field 'd': DECIMAL needs a precision",
                message(() -> Types.required(Type.INT32).as(ConvertedType.DECIMAL).named("d")));
        assertEquals("schema field 'p': precision and scale apply only to the DECIMAL converted type",
                message(() -> Types.required(Type.INT32).precision(3).named("p")));
        assertEquals("schema field 's': converted type ENUM contradicts logical type STRING (expected UTF8)",
                message(() -> Types.required(Type.BYTE_ARRAY).as(LogicalTypes.STRING).as(ConvertedType.ENUM).named("s")));
        assertEquals("schema field 'u': converted type UTF8 contradicts logical type UUID (which has no converted type)",
                message(() -> Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(16).as(LogicalTypes.UUID)
                        .as(ConvertedType.UTF8).named("u")));
        assertEquals("schema field '': name is empty", message(() -> Types.required(Type.INT32).named("")));
        assertEquals("schema field name is null", message(() -> Types.required(Type.INT32).named(null)));
        assertEquals("schema field 'l': a list element must be required or optional, not repeated",
                message(() -> Types.optionalList("l", Types.repeated(Type.INT32).named("e"))));
        assertEquals("schema field 'm': a map key must be required, found OPTIONAL",
                message(() -> Types.optionalMap("m", Types.optional(Type.INT32).named("k"), null)));
        assertEquals("schema field 'm': a map must be required or optional, not repeated",
                message(() -> Types.map(FieldRepetitionType.REPEATED, "m", Types.required(Type.INT32).named("k"), null)));
        assertEquals("schema field 'm': has two fields named 'a'",
                message(() -> MessageType.of("m", Types.required(Type.INT32).named("a"),
                        Types.optional(Type.INT64).named("a"))));
    }

    @Test
    void everyValidPairOfAnnotationAndPhysicalTypeIsAccepted() {
        List<PrimitiveType> ok = List.of(
                Types.required(Type.INT32).as(LogicalTypes.decimal(1, 0)).named("a"),
                Types.required(Type.INT32).as(LogicalTypes.decimal(9, 9)).named("a"),
                Types.required(Type.INT64).as(LogicalTypes.decimal(18, 3)).named("a"),
                Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(1).as(LogicalTypes.decimal(2, 1)).named("a"),
                Types.required(Type.BYTE_ARRAY).as(LogicalTypes.decimal(1000, 999)).named("a"),
                Types.required(Type.INT32).as(LogicalTypes.time(TimeUnit.MILLIS, false)).named("a"),
                Types.required(Type.INT64).as(LogicalTypes.time(TimeUnit.NANOS, true)).named("a"),
                Types.required(Type.INT64).as(LogicalTypes.timestamp(TimeUnit.NANOS, true)).named("a"),
                Types.required(Type.INT32).as(LogicalTypes.integer(32, false)).named("a"),
                Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(12).as(ConvertedType.INTERVAL).named("a"),
                Types.required(Type.DOUBLE).as(LogicalTypes.UNKNOWN).named("a"),
                Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(0).named("a"),
                Types.required(Type.BYTE_ARRAY).as(new LogicalType.GeographyType(null, null)).named("a"),
                Types.required(Type.INT32).as(new LogicalType.Unknown(77)).named("a"));
        assertEquals(14, ok.size());
    }

    @Test
    void lenientKeepsWhatFilesSay() {
        // both annotation forms given and contradicting: kept as written
        PrimitiveType odd = PrimitiveType.lenient("s", FieldRepetitionType.OPTIONAL, Type.BYTE_ARRAY, 0,
                LogicalTypes.STRING, ConvertedType.ENUM, null, null, 3);
        assertEquals(LogicalTypes.STRING, odd.logicalType());
        assertEquals(ConvertedType.ENUM, odd.convertedType());
        assertEquals(3, odd.id());
        // a legacy DECIMAL without precision stays a bare converted type
        PrimitiveType dec = PrimitiveType.lenient("d", FieldRepetitionType.REQUIRED, Type.INT32, 0,
                null, ConvertedType.DECIMAL, null, null, null);
        assertNull(dec.logicalType());
        assertEquals("required int32 d (DECIMAL);", dec.toString());
        // type_length on a non-fixed type means nothing and is dropped
        PrimitiveType i = PrimitiveType.lenient("i", FieldRepetitionType.REQUIRED, Type.INT32, 4,
                null, null, null, null, null);
        assertEquals(0, i.typeLength());
        assertEquals(Types.required(Type.INT32).named("i"), i);
        // a negative length is unusable even when lenient
        assertThrows(ParquetException.class, () -> PrimitiveType.lenient("f", FieldRepetitionType.REQUIRED,
                Type.FIXED_LEN_BYTE_ARRAY, -3, null, null, null, null, null));
        assertThrows(ParquetException.class, () -> PrimitiveType.lenient("f", null,
                Type.INT32, 0, null, null, null, null, null));
        assertThrows(ParquetException.class, () -> PrimitiveType.lenient("f", FieldRepetitionType.REQUIRED,
                null, 0, null, null, null, null, null));
        // empty groups and repeated names survive; lookups find the first
        GroupType empty = GroupType.lenient("e", FieldRepetitionType.OPTIONAL, null, null, null, List.of());
        MessageType m = MessageType.lenient("m", List.of(empty,
                Types.required(Type.INT32).named("x"), Types.required(Type.INT64).named("x")));
        assertEquals(Type.INT32, m.field("x").asPrimitive().physicalType());
        assertEquals(2, m.columnCount());
        assertEquals(Type.INT32, m.column("x").physicalType());
    }

    @Test
    void equalityCoversEveryAttribute() {
        PrimitiveType base = Types.optional(Type.INT64).as(LogicalTypes.timestamp(TimeUnit.MILLIS, true)).id(1).named("t");
        assertEquals(base, Types.optional(Type.INT64).as(LogicalTypes.timestamp(TimeUnit.MILLIS, true)).id(1).named("t"));
        assertNotEquals(base, base.withName("u"));
        assertNotEquals(base, base.withRepetition(FieldRepetitionType.REQUIRED));
        assertNotEquals(base, base.withId(2));
        assertNotEquals(base, base.withId(null));
        assertNotEquals(base, Types.optional(Type.INT64).as(LogicalTypes.timestamp(TimeUnit.MILLIS, false)).id(1).named("t"));
        assertNotEquals(Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(3).named("f"),
                Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(4).named("f"));
        GroupType g = Types.requiredGroup().addField(base).named("g");
        assertNotEquals(g, Types.requiredGroup().addField(base.withName("x")).named("g"));
        MessageType m = MessageType.of("g", base);
        assertNotEquals(g.withRepetition(FieldRepetitionType.REQUIRED), m); // a message is not a group
        assertEquals(m, m.withName("other").withName("g"));
        assertEquals(g.fields(), m.fields());
    }
}
