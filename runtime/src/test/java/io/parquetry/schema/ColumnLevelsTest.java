package io.parquetry.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ColumnLevelsTest {

    /** The Document schema of the Dremel paper. */
    static final String DOCUMENT = """
            message Document {
              required int64 DocId;
              optional group Links {
                repeated int64 Backward;
                repeated int64 Forward;
              }
              repeated group Name {
                repeated group Language {
                  required binary Code (STRING);
                  optional binary Country (STRING);
                }
                optional binary Url (STRING);
              }
            }
            """;

    private static String describe(ColumnDescriptor c) {
        return c.index() + " " + c.path() + " " + c.physicalType() + " r" + c.maxRepetitionLevel()
                + " d" + c.maxDefinitionLevel();
    }

    @Test
    void dremelDocumentLevels() {
        MessageType doc = MessageTypeParser.parse(DOCUMENT);
        List<String> actual = new ArrayList<>();
        for (ColumnDescriptor c : doc.columns()) {
            actual.add(describe(c));
        }
        assertEquals(List.of(
                "0 DocId INT64 r0 d0",
                "1 Links.Backward INT64 r1 d2",
                "2 Links.Forward INT64 r1 d2",
                "3 Name.Language.Code BYTE_ARRAY r2 d2",
                "4 Name.Language.Country BYTE_ARRAY r2 d3",
                "5 Name.Url BYTE_ARRAY r1 d2"), actual);
        ColumnDescriptor country = doc.column("Name", "Language", "Country");
        assertEquals(ColumnPath.of("Name", "Language", "Country"), country.path());
        assertSame(doc.node("Name", "Language", "Country"), country.type());
        assertEquals(country, doc.column(ColumnPath.parse("Name.Language.Country")));
        assertEquals(6, doc.columnCount());
    }

    /** For each repetition level, the definition level at which its repeated field is present. */
    @Test
    void repeatedDefinitionLevels() {
        MessageType doc = MessageTypeParser.parse(DOCUMENT);
        List<String> actual = new ArrayList<>();
        for (ColumnDescriptor c : doc.columns()) {
            actual.add(c.path() + " " + java.util.Arrays.toString(c.repeatedDefinitionLevels()));
        }
        assertEquals(List.of(
                "DocId [0]",
                "Links.Backward [0, 2]",
                "Links.Forward [0, 2]",
                "Name.Language.Code [0, 1, 2]",
                "Name.Language.Country [0, 1, 2]",
                "Name.Url [0, 1]"), actual);
        MessageType lists = MessageTypeParser.parse("""
                message m {
                  optional group s {
                    optional group outer (LIST) {
                      repeated group list { optional group element (LIST) { repeated group list { optional int32 element; } } }
                    }
                  }
                }
                """);
        ColumnDescriptor c = lists.columns().get(0);
        assertEquals(3, c.repeatedDefinitionLevel(1));
        assertEquals(5, c.repeatedDefinitionLevel(2));
        assertEquals(6, c.maxDefinitionLevel());
    }

    @Test
    void listAndMapLevels() {
        MessageType s = MessageType.builder("m")
                .addField(Types.optionalList("a", Types.optional(Type.INT32).named("e")))
                .addField(Types.requiredList("b", Types.required(Type.INT32).named("e")))
                .addField(Types.optionalMap("c", Types.required(Type.BYTE_ARRAY).as(LogicalTypes.STRING).named("k"),
                        Types.optional(Type.INT64).named("v")))
                .addField(Types.requiredList("nested",
                        Types.optionalList("inner", Types.optional(Type.DOUBLE).named("x"))))
                .build();
        List<String> actual = new ArrayList<>();
        for (ColumnDescriptor c : s.columns()) {
            actual.add(describe(c));
        }
        assertEquals(List.of(
                "0 a.list.element INT32 r1 d3",
                "1 b.list.element INT32 r1 d1",
                "2 c.key_value.key BYTE_ARRAY r1 d2",
                "3 c.key_value.value INT64 r1 d3",
                "4 nested.list.element.list.element DOUBLE r2 d4"), actual);
    }

    @Test
    void lookupsOfMissingColumnsFailWithThePath() {
        MessageType doc = MessageTypeParser.parse(DOCUMENT);
        ParquetException e = assertThrows(ParquetException.class, () -> doc.column("Name", "Nope"));
        assertEquals("schema 'Document' has no column Name.Nope", e.getMessage());
        // a group is not a column
        assertThrows(ParquetException.class, () -> doc.column("Links"));
        assertTrue(doc.containsColumn("Links", "Forward"));
        assertFalse(doc.containsColumn("Links"));
        ParquetException n = assertThrows(ParquetException.class, () -> doc.node("Links", "Backward", "deeper"));
        assertEquals("schema 'Document' has no field Links.Backward.deeper", n.getMessage());
    }

    @Test
    void groupLookups() {
        MessageType doc = MessageTypeParser.parse(DOCUMENT);
        GroupType name = doc.field("Name").asGroup();
        assertEquals(1, name.fieldIndex("Url"));
        assertEquals(-1, name.fieldIndex("url"));
        assertEquals(2, name.fieldCount());
        assertEquals("Language", name.field(0).name());
        assertEquals(FieldRepetitionType.REPEATED, name.repetition());
        ParquetException e = assertThrows(ParquetException.class, () -> name.field("x"));
        assertEquals("group 'Name' has no field 'x'", e.getMessage());
        assertThrows(ParquetException.class, () -> name.field(5));
        assertThrows(ParquetException.class, () -> name.asPrimitive());
        assertThrows(ParquetException.class, () -> doc.field("DocId").asGroup());
    }

    @Test
    void columnPath() {
        ColumnPath p = ColumnPath.of("a", "b");
        assertEquals("a.b", p.toString());
        assertEquals(List.of("a", "b"), p.parts());
        assertEquals("b", p.leaf());
        assertEquals(ColumnPath.of("a", "b", "c"), p.child("c"));
        assertEquals(p, ColumnPath.parse("a.b"));
        assertThrows(ParquetException.class, () -> ColumnPath.of());
    }

    @Test
    void tooDeepSchemaIsRejectedNotAStackOverflow() {
        StringBuilder sb = new StringBuilder("message m {");
        for (int i = 0; i < 100_000; i++) {
            sb.append(" optional group g").append(i).append(" {");
        }
        ParquetException e = assertThrows(ParquetException.class, () -> MessageTypeParser.parse(sb.toString()));
        assertTrue(e.getMessage().contains("expected at most 256 levels of nesting"), e.getMessage());

        // 256 levels of groups are fine, and the levels count them all
        SchemaNode node = Types.optional(Type.INT32).named("x");
        for (int i = 0; i < 256; i++) {
            node = GroupType.lenient("g", FieldRepetitionType.REPEATED, null, null, null, List.of(node));
        }
        MessageType deepest = MessageType.lenient("m", List.of(node));
        assertEquals(257, deepest.columns().get(0).path().size());
        assertEquals(256, deepest.columns().get(0).maxRepetitionLevel());
        assertEquals(257, deepest.columns().get(0).maxDefinitionLevel());
        assertEquals(deepest, MessageTypeParser.parse(deepest.toString()));
        // one more is rejected when the group is built, so no walk can overflow the stack
        List<SchemaNode> top = List.of(node);
        ParquetException deep = assertThrows(ParquetException.class,
                () -> GroupType.lenient("h", FieldRepetitionType.OPTIONAL, null, null, null, top));
        assertEquals("schema field 'h': nests groups deeper than 256 levels", deep.getMessage());
    }
}
