package io.parquetry.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.EdgeInterpolationAlgorithm;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SchemaTextTest {

    /** Every physical type, every logical type, nested groups, lists, maps, field ids; canonical form. */
    static final String BIG = """
            message everything {
              required boolean flag = 1;
              required int32 i32;
              required int64 i64 = 2;
              optional int96 legacy_ts;
              optional float f;
              optional double d;
              optional binary raw;
              optional fixed_len_byte_array(7) fixed7;
              optional fixed_len_byte_array(0) fixed0;
              required binary s (STRING) = 3;
              optional binary e (ENUM);
              optional fixed_len_byte_array(16) u (UUID);
              optional fixed_len_byte_array(2) half (FLOAT16);
              optional binary j (JSON);
              optional binary b (BSON);
              optional int32 day (DATE);
              optional int32 d32 (DECIMAL(9,2));
              optional int64 d64 (DECIMAL(18,0));
              optional fixed_len_byte_array(16) d128 (DECIMAL(38,10));
              optional binary dbig (DECIMAL(100,50));
              optional int32 t_ms (TIME(MILLIS,true));
              optional int64 t_us (TIME(MICROS,false));
              optional int64 t_ns (TIME(NANOS,true));
              optional int64 ts_ms (TIMESTAMP(MILLIS,true));
              optional int64 ts_us (TIMESTAMP(MICROS,false));
              optional int64 ts_ns (TIMESTAMP(NANOS,false));
              optional int32 i8 (INTEGER(8,true));
              optional int32 u8 (INTEGER(8,false));
              optional int32 i16 (INTEGER(16,true));
              optional int32 u16 (INTEGER(16,false));
              optional int32 i32a (INTEGER(32,true));
              optional int32 u32 (INTEGER(32,false));
              optional int64 i64a (INTEGER(64,true));
              optional int64 u64 (INTEGER(64,false));
              optional int32 nothing (UNKNOWN);
              optional fixed_len_byte_array(12) span (INTERVAL);
              optional binary geom (GEOMETRY);
              optional binary geom2 (GEOMETRY("EPSG:4326"));
              optional binary geog (GEOGRAPHY);
              optional binary geog2 (GEOGRAPHY("OGC:CRS84",KARNEY));
              optional binary geog3 (GEOGRAPHY(null,VINCENTY));
              optional binary future (UNSUPPORTED(42));
              optional group v (VARIANT(1)) {
                required binary metadata;
                required binary value;
              }
              optional group v0 (VARIANT) {
                required binary metadata;
                optional binary value;
                optional int64 typed_value;
              }
              optional group tags (LIST) = 4 {
                repeated group list {
                  optional binary element (STRING);
                }
              }
              required group matrix (LIST) {
                repeated group list {
                  required group element (LIST) {
                    repeated group list {
                      required double element;
                    }
                  }
                }
              }
              optional group attrs (MAP) = 5 {
                repeated group key_value {
                  required binary key (STRING);
                  optional group value {
                    required int32 x;
                    optional binary y (STRING);
                  }
                }
              }
              required group keys (MAP) {
                repeated group key_value {
                  required int64 key;
                }
              }
              optional group old_map (MAP) {
                repeated group map (MAP_KEY_VALUE) {
                  required binary key (STRING);
                  optional int32 value;
                }
              }
              repeated group nested = 6 {
                required group inner {
                  repeated int32 numbers;
                  optional group deeper {
                    optional boolean leaf = 7;
                  }
                }
              }
              optional binary "with space" (STRING);
              optional binary "q\\"uote;{}";
            }
            """;

    @Test
    void canonicalTextPrintsBackIdentically() {
        MessageType schema = MessageTypeParser.parse(BIG);
        assertEquals(BIG, schema.toString());
        assertEquals(BIG, SchemaPrinter.print(schema));
    }

    @Test
    void printThenParseGivesEqualSchema() {
        MessageType schema = MessageTypeParser.parse(BIG);
        MessageType again = MessageTypeParser.parse(schema.toString());
        assertEquals(schema, again);
        assertEquals(schema.hashCode(), again.hashCode());
        assertEquals(schema, MessageTypeParser.parseLenient(schema.toString()));
    }

    @Test
    void parsedValuesAreTheOnesWritten() {
        MessageType s = MessageTypeParser.parse(BIG);
        PrimitiveType flag = s.field("flag").asPrimitive();
        assertEquals(Type.BOOLEAN, flag.physicalType());
        assertEquals(FieldRepetitionType.REQUIRED, flag.repetition());
        assertEquals(1, flag.id());
        assertNull(s.field("i32").id());
        assertEquals(7, s.field("fixed7").asPrimitive().typeLength());
        assertEquals(0, s.field("fixed0").asPrimitive().typeLength());

        PrimitiveType d128 = s.field("d128").asPrimitive();
        assertEquals(LogicalTypes.decimal(38, 10), d128.logicalType());
        assertEquals(ConvertedType.DECIMAL, d128.convertedType());
        assertEquals(38, d128.decimalPrecision());
        assertEquals(10, d128.decimalScale());

        assertEquals(LogicalTypes.time(TimeUnit.MICROS, false), s.field("t_us").logicalType());
        assertEquals(ConvertedType.TIME_MICROS, s.field("t_us").convertedType());
        assertNull(s.field("t_ns").convertedType());
        assertEquals(ConvertedType.TIMESTAMP_MICROS, s.field("ts_us").convertedType());
        assertEquals(LogicalTypes.integer(16, false), s.field("u16").logicalType());
        assertEquals(ConvertedType.UINT_16, s.field("u16").convertedType());
        assertEquals(LogicalTypes.UNKNOWN, s.field("nothing").logicalType());
        assertNull(s.field("span").logicalType());
        assertEquals(ConvertedType.INTERVAL, s.field("span").convertedType());
        assertEquals(new LogicalType.GeometryType("EPSG:4326"), s.field("geom2").logicalType());
        assertEquals(new LogicalType.GeographyType("OGC:CRS84", EdgeInterpolationAlgorithm.KARNEY),
                s.field("geog2").logicalType());
        assertEquals(new LogicalType.GeographyType(null, EdgeInterpolationAlgorithm.VINCENTY),
                s.field("geog3").logicalType());
        assertEquals(new LogicalType.Unknown(42), s.field("future").logicalType());
        assertEquals(new LogicalType.VariantType(1), s.field("v").logicalType());
        assertEquals(new LogicalType.VariantType(null), s.field("v0").logicalType());
        assertEquals(ConvertedType.MAP_KEY_VALUE, s.node("old_map", "map").convertedType());
        assertNull(s.node("old_map", "map").logicalType());
        assertEquals(7, s.node("nested", "inner", "deeper", "leaf").id());
        assertEquals(Type.BYTE_ARRAY, s.field("with space").asPrimitive().physicalType());
        assertEquals(Type.BYTE_ARRAY, s.field("q\"uote;{}").asPrimitive().physicalType());
    }

    @Test
    void parsesTheListLayoutOfTheBrief() {
        String text = """
                message m {
                  required int64 id;
                  optional group tags (LIST) {
                    repeated group list {
                      optional binary element (STRING);
                    }
                  }
                }
                """;
        MessageType parsed = MessageTypeParser.parse(text);
        MessageType built = MessageType.builder("m")
                .required(Type.INT64, "id")
                .addField(Types.optionalList("tags", Types.optional(Type.BYTE_ARRAY).as(LogicalTypes.STRING).named("x")))
                .build();
        assertEquals(built, parsed);
        assertEquals(text, built.toString());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource(delimiter = '|', value = {
        "UTF8             | binary                   | STRING",
        "ENUM             | binary                   | ENUM",
        "JSON             | binary                   | JSON",
        "BSON             | binary                   | BSON",
        "DATE             | int32                    | DATE",
        "DECIMAL(5,2)     | int32                    | DECIMAL(5,2)",
        "DECIMAL(5)       | int64                    | DECIMAL(5,0)",
        "decimal(20, 3)   | fixed_len_byte_array(9)  | DECIMAL(20,3)",
        "TIME_MILLIS      | int32                    | TIME(MILLIS,true)",
        "TIME_MICROS      | int64                    | TIME(MICROS,true)",
        "TIMESTAMP_MILLIS | int64                    | TIMESTAMP(MILLIS,true)",
        "TIMESTAMP_MICROS | int64                    | TIMESTAMP(MICROS,true)",
        "INT_8            | int32                    | INTEGER(8,true)",
        "INT_16           | int32                    | INTEGER(16,true)",
        "INT_32           | int32                    | INTEGER(32,true)",
        "INT_64           | int64                    | INTEGER(64,true)",
        "UINT_8           | int32                    | INTEGER(8,false)",
        "UINT_16          | int32                    | INTEGER(16,false)",
        "UINT_32          | int32                    | INTEGER(32,false)",
        "UINT_64          | int64                    | INTEGER(64,false)",
        "INT(64, false)   | int64                    | INTEGER(64,false)",
        "timestamp(nanos,TRUE) | int64               | TIMESTAMP(NANOS,true)",
        "NULL             | boolean                  | UNKNOWN",
        "INTERVAL         | fixed_len_byte_array(12) | INTERVAL",
    })
    void legacyAndAlternativeFormsPrintCanonically(String annotation, String type, String canonical) {
        MessageType s = MessageTypeParser.parse("message m { optional " + type + " f (" + annotation + "); }");
        String expected = "message m {\n  optional " + type.replace(" ", "") + " f (" + canonical + ");\n}\n";
        assertEquals(expected, s.toString());
        assertEquals(s, MessageTypeParser.parse(s.toString()));
    }

    @Test
    void idMayComeBeforeOrAfterTheAnnotation() {
        MessageType a = MessageTypeParser.parse("message m { optional binary s (UTF8) = 9; }");
        MessageType b = MessageTypeParser.parse("message m { optional binary s = 9 (STRING); }");
        assertEquals(a, b);
        assertEquals(9, a.field("s").id());
        assertEquals("message m {\n  optional binary s (STRING) = 9;\n}\n", b.toString());
    }

    @Test
    void keywordsAreCaseInsensitiveAndWhitespaceIsFree() {
        MessageType s = MessageTypeParser.parse("MESSAGE m{REQUIRED INT64 id;Optional Group g{optional BINARY x(utf8);}};");
        assertEquals("""
                message m {
                  required int64 id;
                  optional group g {
                    optional binary x (STRING);
                  }
                }
                """, s.toString());
    }

    @Test
    void legacyMapKeyValueGroupsAndListsRoundTrip() {
        String legacy = """
                message m {
                  optional group my_map (MAP_KEY_VALUE) {
                    repeated group map {
                      required binary key (UTF8);
                      optional int32 value;
                    }
                  }
                  optional group two_level (LIST) {
                    repeated int32 element;
                  }
                }
                """;
        MessageType s = MessageTypeParser.parse(legacy);
        assertEquals(legacy.replace("(UTF8)", "(STRING)"), s.toString());
        GroupType map = s.field("my_map").asGroup();
        assertInstanceOf(LogicalType.MapType.class, LogicalTypes.effectiveLogicalType(map, s));
    }

    @Test
    void singleFieldsPrintWithoutTrailingNewline() {
        assertEquals("required int64 id = 3;", Types.required(Type.INT64).id(3).named("id").toString());
        assertEquals("optional group g {\n  required int32 x;\n}",
                Types.optionalGroup().addField(Types.required(Type.INT32).named("x")).named("g").toString());
    }

    @Test
    void emptyMessage() {
        MessageType s = MessageTypeParser.parse("message empty {}");
        assertEquals(0, s.columnCount());
        assertEquals("message empty {\n}\n", s.toString());
    }
}
