package io.parquetry.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Shredded VARIANT groups written with this library and rebuilt through the generic reader. */
class VariantReconstructionTest {
    /** The nested example of VariantShredding.md ("Nesting"). */
    static final MessageType EVENTS = MessageTypeParser.parse("""
            message m {
              optional group event (VARIANT(1)) {
                required binary metadata;
                optional binary value;
                optional group typed_value {
                  required group event_type {
                    optional binary value;
                    optional binary typed_value (STRING);
                  }
                  required group event_ts {
                    optional binary value;
                    optional int64 typed_value (TIMESTAMP(MICROS,true));
                  }
                  required group location {
                    optional binary value;
                    optional group typed_value {
                      required group latitude {
                        optional binary value;
                        optional double typed_value;
                      }
                      required group longitude {
                        optional binary value;
                        optional double typed_value;
                      }
                    }
                  }
                  required group tags {
                    optional binary value;
                    optional group typed_value (LIST) {
                      repeated group list {
                        required group element {
                          optional binary value;
                          optional binary typed_value (STRING);
                        }
                      }
                    }
                  }
                }
              }
            }
            """);
    static final GroupType EVENT = EVENTS.field("event").asGroup();
    static final GroupType TYPED = EVENT.field("typed_value").asGroup();
    static final GroupType LOCATION = TYPED.field("location").asGroup();
    static final GroupType LOCATION_TYPED = LOCATION.field("typed_value").asGroup();
    static final GroupType TAGS = TYPED.field("tags").asGroup();
    static final GroupType TAG_ELEMENT =
            TAGS.field("typed_value").asGroup().field(0).asGroup().field(0).asGroup();
    /** Sorted dictionary of every name the rows use, including unshredded ones. */
    static final VariantMetadata META = VariantMetadata.of(new String[] {
        "click", "email", "error_msg", "event_ts", "event_type", "latitude", "location", "longitude", "tags"});

    static byte[] value(Consumer<VariantBuilder> write) {
        VariantBuilder b = new VariantBuilder(META);
        write.accept(b);
        return b.build().valueBytes();
    }

    static Variant expected(Consumer<VariantBuilder> write) {
        VariantBuilder b = new VariantBuilder(META);
        write.accept(b);
        return b.build();
    }

    static Row field(GroupType parent, String name, Object value, Object typed) {
        GroupType g = parent.field(name).asGroup();
        return Row.of(g, value, typed);
    }

    /** typed_value of an event with the four shredded fields given as (value, typed) pairs. */
    static Row typed(Object[] type, Object[] ts, Object[] location, Object[] tags) {
        return Row.of(TYPED, field(TYPED, "event_type", type[0], type[1]), field(TYPED, "event_ts", ts[0], ts[1]),
                field(TYPED, "location", location[0], location[1]), field(TYPED, "tags", tags[0], tags[1]));
    }

    static final Object[] MISSING = {null, null};
    static final Instant TS = Instant.parse("2024-10-24T18:21:54.937Z");

    @Test
    void rebuildsTheSpecificationExamplesThroughAFile() {
        byte[] meta = META.toByteArray();
        List<Row> rows = new ArrayList<>();
        List<Variant> want = new ArrayList<>();
        Row location = Row.of(LOCATION_TYPED, field(LOCATION_TYPED, "latitude", null, 52.5),
                field(LOCATION_TYPED, "longitude", null, 13.4));
        List<Row> tags = List.of(Row.of(TAG_ELEMENT, null, "a"), Row.of(TAG_ELEMENT, value(VariantBuilder::appendNull), null),
                Row.of(TAG_ELEMENT, value(b -> b.appendInt(3)), null));
        // 1. fully shredded, nested object and array
        rows.add(Row.of(EVENT, meta, null, typed(new Object[] {null, "noop"}, new Object[] {null, TS},
                new Object[] {null, location}, new Object[] {null, tags})));
        want.add(expected(b -> b.startObject().key("event_type").appendString("noop")
                .key("event_ts").appendTimestamp(TS)
                .key("location").startObject().key("latitude").appendDouble(52.5).key("longitude").appendDouble(13.4)
                .endObject()
                .key("tags").startArray().appendString("a").appendNull().appendInt(3).endArray()
                .endObject()));
        // 2. partially shredded: email stays in value
        rows.add(Row.of(EVENT, meta, value(b -> b.startObject().key("email").appendString("user@example.com")
                .endObject()), typed(new Object[] {null, "login"}, new Object[] {null, TS}, MISSING, MISSING)));
        want.add(expected(b -> b.startObject().key("event_type").appendString("login").key("event_ts")
                .appendTimestamp(TS).key("email").appendString("user@example.com").endObject()));
        // 3. all shredded fields missing
        rows.add(Row.of(EVENT, meta, value(b -> b.startObject().key("error_msg").appendString("malformed")
                .endObject()), typed(MISSING, MISSING, MISSING, MISSING)));
        want.add(expected(b -> b.startObject().key("error_msg").appendString("malformed").endObject()));
        // 4. not an object
        rows.add(Row.of(EVENT, meta, value(b -> b.appendString("not an object")), null));
        want.add(expected(b -> b.appendString("not an object")));
        // 5. field present and null; 6. field present with another type than shredded
        rows.add(Row.of(EVENT, meta, null, typed(new Object[] {value(VariantBuilder::appendNull), null},
                new Object[] {value(b -> b.appendString("2024-10-24")), null}, MISSING, MISSING)));
        want.add(expected(b -> b.startObject().key("event_type").appendNull().key("event_ts")
                .appendString("2024-10-24").endObject()));
        // 7. empty object; 8. variant null
        rows.add(Row.of(EVENT, meta, null, typed(MISSING, MISSING, MISSING, MISSING)));
        want.add(expected(b -> b.startObject().endObject()));
        rows.add(Row.of(EVENT, meta, value(VariantBuilder::appendNull), null));
        want.add(expected(VariantBuilder::appendNull));
        // 9. the column is null; 10. the group is present with nothing in it: variant null
        rows.add(null);
        want.add(null);
        rows.add(Row.of(EVENT, meta, null, null));
        want.add(expected(VariantBuilder::appendNull));

        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(EVENTS, out).build()) {
            for (Row r : rows) {
                w.write(Row.of(EVENTS, r));
            }
        }
        List<Variant> got = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
                ParquetReader<Row> r = f.rows()) {
            VariantReconstruction variants = VariantReconstruction.of(f.schema().field("event").asGroup());
            for (Row row : r) {
                got.add(variants.reconstruct((Row) row.get("event")));
            }
        }
        assertEquals(want.size(), got.size());
        for (int i = 0; i < want.size(); i++) {
            assertEquals(want.get(i), got.get(i), "row " + (i + 1) + ": " + got.get(i));
        }
        assertEquals("{\"email\":\"user@example.com\",\"event_ts\":\"2024-10-24T18:21:54.937Z\",\"event_type\":\"login\"}",
                got.get(1).toJson());
        assertEquals(Variant.Type.TIMESTAMP, got.get(0).field("event_ts").type());
    }

    @Test
    void specificationErrorCasesAreRejected() {
        byte[] meta = META.toByteArray();
        // a partially shredded value that is not an object
        assertThrows(ParquetException.class, () -> VariantReconstruction.fromRow(Row.of(EVENT, meta,
                value(b -> b.appendString("a")), typed(MISSING, MISSING, MISSING, MISSING)), EVENT));
        // a shredded field also present in value
        assertThrows(ParquetException.class, () -> VariantReconstruction.fromRow(Row.of(EVENT, meta,
                value(b -> b.startObject().key("event_type").appendString("x").endObject()),
                typed(new Object[] {null, "login"}, MISSING, MISSING, MISSING)), EVENT));
        // a field with both value and typed_value
        assertThrows(ParquetException.class, () -> VariantReconstruction.fromRow(Row.of(EVENT, meta, null,
                typed(new Object[] {value(b -> b.appendString("x")), "login"}, MISSING, MISSING, MISSING)), EVENT));
        // an array with a value as well
        assertThrows(ParquetException.class, () -> VariantReconstruction.fromRow(Row.of(EVENT, meta, null,
                typed(MISSING, MISSING, MISSING, new Object[] {value(VariantBuilder::appendNull), List.of()})), EVENT));
        // malformed metadata or value bytes
        assertThrows(ParquetException.class, () -> VariantReconstruction.fromRow(
                Row.of(EVENT, new byte[] {0x02, 0, 0}, value(VariantBuilder::appendNull), null), EVENT));
        assertThrows(ParquetException.class, () -> VariantReconstruction.fromRow(
                Row.of(EVENT, meta, new byte[] {0x18, 1}, null), EVENT));
        // a row of another group
        GroupType other = MessageTypeParser.parse("message m { required group v { required binary metadata; "
                + "required binary value; } }").field("v").asGroup();
        assertThrows(ParquetException.class, () -> VariantReconstruction.of(EVENT)
                .reconstruct(Row.of(other, meta, new byte[] {0})));
    }

    @Test
    void shreddedTypesOutsideTheSpecificationAreRejectedFromTheSchema() {
        for (String typed : List.of("optional int32 typed_value (INTEGER(32,false))",
                "optional int64 typed_value (INTEGER(64,false))", "optional int32 typed_value (INTEGER(8,false))",
                "optional fixed_len_byte_array(4) typed_value", "optional int96 typed_value",
                "optional int64 typed_value (TIMESTAMP(MILLIS,true))", "optional int32 typed_value (TIME(MILLIS,false))",
                "optional int64 typed_value (TIME(MICROS,true))", "optional binary typed_value (JSON)",
                "optional fixed_len_byte_array(2) typed_value (FLOAT16)",
                "repeated int32 typed_value", "optional group typed_value (MAP) { repeated group key_value { "
                        + "required binary key (STRING); optional int32 value; } }",
                "optional group typed_value (LIST) { repeated int32 list; }",
                "optional group typed_value { required int32 a; }")) {
            GroupType g = MessageTypeParser.parse("message m { optional group v { required binary metadata; "
                    + "optional binary value; " + typed + "; } }").field("v").asGroup();
            assertThrows(ParquetException.class, () -> VariantReconstruction.of(g), typed);
        }
        GroupType noMetadata = MessageTypeParser.parse("message m { optional group v { "
                + "required binary value; } }").field("v").asGroup();
        assertThrows(ParquetException.class, () -> VariantReconstruction.of(noMetadata));
        GroupType extra = MessageTypeParser.parse("message m { optional group v { "
                + "required binary metadata; required binary value; optional int32 other; } }").field("v").asGroup();
        assertThrows(ParquetException.class, () -> VariantReconstruction.of(extra));
    }

    @Test
    void everyShreddedPrimitiveTypeRebuildsItsVariantType() {
        record Case(String column, Object typed, Variant.Type type, String json) {}
        UUID uuid = UUID.fromString("f24f9b64-81fa-49d1-b74e-8c09a6e31c56");
        List<Case> cases = List.of(
                new Case("boolean", true, Variant.Type.BOOLEAN, "true"),
                new Case("int32 (INTEGER(8,true))", -8, Variant.Type.INT8, "-8"),
                new Case("int32 (INTEGER(16,true))", 300, Variant.Type.INT16, "300"),
                new Case("int32", 70000, Variant.Type.INT32, "70000"),
                new Case("int64", 1L << 40, Variant.Type.INT64, "1099511627776"),
                new Case("float", 1.5f, Variant.Type.FLOAT, "1.5"),
                new Case("double", -2.5, Variant.Type.DOUBLE, "-2.5"),
                new Case("int32 (DECIMAL(9,2))", new BigDecimal("1.25"), Variant.Type.DECIMAL4, "1.25"),
                new Case("int64 (DECIMAL(18,2))", new BigDecimal("1.25"), Variant.Type.DECIMAL8, "1.25"),
                new Case("binary (DECIMAL(38,2))", new BigDecimal("1.25"), Variant.Type.DECIMAL16, "1.25"),
                new Case("fixed_len_byte_array(16) (DECIMAL(38,2))", new BigDecimal("-1.25"), Variant.Type.DECIMAL16,
                        "-1.25"),
                new Case("int32 (DATE)", java.time.LocalDate.of(2024, 11, 7), Variant.Type.DATE, "\"2024-11-07\""),
                new Case("int64 (TIME(MICROS,false))", java.time.LocalTime.of(12, 33, 54, 123_456_000),
                        Variant.Type.TIME, "\"12:33:54.123456\""),
                new Case("int64 (TIMESTAMP(MICROS,true))", Instant.parse("1957-11-07T12:33:54.123456Z"),
                        Variant.Type.TIMESTAMP, "\"1957-11-07T12:33:54.123456Z\""),
                new Case("int64 (TIMESTAMP(NANOS,true))", Instant.parse("1957-11-07T12:33:54.123456789Z"),
                        Variant.Type.TIMESTAMP_NANOS, "\"1957-11-07T12:33:54.123456789Z\""),
                new Case("int64 (TIMESTAMP(MICROS,false))", java.time.LocalDateTime.of(2024, 11, 7, 12, 33, 54),
                        Variant.Type.TIMESTAMP_NTZ, "\"2024-11-07T12:33:54\""),
                new Case("int64 (TIMESTAMP(NANOS,false))", java.time.LocalDateTime.of(2024, 11, 7, 12, 33, 54, 1),
                        Variant.Type.TIMESTAMP_NTZ_NANOS, "\"2024-11-07T12:33:54.000000001\""),
                new Case("binary", new byte[] {1, 2}, Variant.Type.BINARY, "\"AQI=\""),
                new Case("binary (STRING)", "iceberg", Variant.Type.STRING, "\"iceberg\""),
                new Case("fixed_len_byte_array(16) (UUID)", uuid, Variant.Type.UUID, "\"" + uuid + "\""));
        for (Case c : cases) {
            MessageType schema = MessageTypeParser.parse("message m { required group v (VARIANT(1)) { "
                    + "required binary metadata; optional binary value; optional " + column(c.column) + "; } }");
            GroupType g = schema.field("v").asGroup();
            InMemoryOutputFile out = new InMemoryOutputFile();
            try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).build()) {
                w.write(Row.of(schema, Row.of(g, VariantMetadata.EMPTY.toByteArray(), null, c.typed)));
            }
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
                    ParquetReader<Row> r = f.rows()) {
                Variant v = VariantReconstruction.fromRow((Row) r.iterator().next().get("v"));
                assertEquals(c.type, v.type(), c.column);
                assertEquals(c.json, v.toJson(), c.column);
            }
        }
    }

    /** "int32 (DATE)" as the column "int32 typed_value (DATE)". */
    private static String column(String spec) {
        int paren = spec.indexOf(" (");
        return paren < 0 ? spec + " typed_value" : spec.substring(0, paren) + " typed_value" + spec.substring(paren);
    }

    @Test
    void shreddedFieldNamesMissingFromTheMetadataAreAdded() {
        // Writers must list every name in the metadata; a reader that meets one missing still
        // rebuilds the object, with a dictionary extended by the missing name.
        VariantMetadata onlyEmail = VariantMetadata.of(new String[] {"email"});
        Variant v = VariantReconstruction.fromRow(Row.of(EVENT, onlyEmail.toByteArray(), null,
                typed(new Object[] {null, "noop"}, MISSING, MISSING, MISSING)), EVENT);
        assertEquals("noop", v.field("event_type").getString());
        assertEquals(2, v.metadata().size());
        assertTrue(v.metadata().id("event_type") >= 0);
        assertNull(VariantReconstruction.fromRow(null, EVENT));
        assertTrue(VariantReconstruction.isVariant(EVENT));
        assertEquals(false, VariantReconstruction.isVariant(TYPED));
    }
}
