package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.GroupView;
import io.parquetry.row.ListView;
import io.parquetry.row.MapView;
import io.parquetry.row.Row;
import io.parquetry.row.RowCursor;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The generic cursor reads every value the Row API reads, over corpus files and nested files with nulls at every level. */
class RowCursorTest {
    static final MessageType DEEP = MessageTypeParser.parse("""
            message deep {
              required int32 id;
              optional group matrix (LIST) {
                repeated group list {
                  optional group element (LIST) {
                    repeated group list {
                      optional int64 element;
                    }
                  }
                }
              }
              optional group byName (MAP) {
                repeated group key_value {
                  required binary key (STRING);
                  optional group value {
                    optional double score;
                    optional group tags (LIST) {
                      repeated group list {
                        required binary element (STRING);
                      }
                    }
                  }
                }
              }
              repeated group legacy {
                required int32 a;
                repeated binary names (STRING);
              }
              optional group outer {
                optional group inner {
                  optional boolean flag;
                  optional float f;
                }
              }
            }
            """);

    static List<Row> deepRows(int n, long seed) {
        Random r = new Random(seed);
        GroupType value = DEEP.field("byName").asGroup().field(0).asGroup().field("value").asGroup();
        GroupType legacy = DEEP.field("legacy").asGroup();
        GroupType outer = DEEP.field("outer").asGroup();
        GroupType inner = outer.field("inner").asGroup();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Object> matrix = null;
            if (r.nextInt(5) != 0) {
                matrix = new ArrayList<>();
                for (int a = r.nextInt(4); a > 0; a--) {
                    if (r.nextInt(4) == 0) {
                        matrix.add(null);
                        continue;
                    }
                    List<Object> row = new ArrayList<>();
                    for (int b = r.nextInt(4); b > 0; b--) {
                        row.add(r.nextInt(3) == 0 ? null : r.nextLong());
                    }
                    matrix.add(row);
                }
            }
            Map<Object, Object> byName = null;
            if (r.nextInt(5) != 0) {
                byName = new LinkedHashMap<>();
                for (int k = r.nextInt(4); k > 0; k--) {
                    Row v = null;
                    if (r.nextInt(4) != 0) {
                        List<Object> tags = null;
                        if (r.nextBoolean()) {
                            tags = new ArrayList<>();
                            for (int t = r.nextInt(3); t > 0; t--) {
                                tags.add("t" + r.nextInt(100));
                            }
                        }
                        v = Row.of(value, r.nextInt(3) == 0 ? null : r.nextDouble(), tags);
                    }
                    byName.put("k" + k + "-" + r.nextInt(1000), v);
                }
            }
            List<Object> legacies = new ArrayList<>();
            for (int l = r.nextInt(3); l > 0; l--) {
                List<Object> names = new ArrayList<>();
                for (int m = r.nextInt(3); m > 0; m--) {
                    names.add("n" + r.nextInt(50));
                }
                legacies.add(Row.of(legacy, r.nextInt(), names));
            }
            Row o = switch (r.nextInt(4)) {
                case 0 -> null;
                case 1 -> Row.of(outer, (Object) null);
                default -> Row.of(outer, Row.of(inner, r.nextInt(3) == 0 ? null : r.nextBoolean(),
                        r.nextInt(3) == 0 ? null : r.nextFloat()));
            };
            rows.add(Row.of(DEEP, i, matrix, byName, legacies, o));
        }
        return rows;
    }

    static byte[] write(MessageType schema, List<Row> rows, boolean dictionary) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).compression(Compression.SNAPPY).pageVersion(PageVersion.V2)
                .dictionary(dictionary).pageSize(2048).rowGroupSize(32 << 10).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    // ---- comparison with the Row API ---------------------------------------------------------

    /** Reads {@code cursor} to its end, checking each row against the next of {@code rows}; returns the rows compared. */
    static int assertSameRows(List<Row> rows, RowCursor cursor) {
        int i = 0;
        while (cursor.next()) {
            assertTrue(i < rows.size(), "the cursor has more rows than the Row API: " + (i + 1));
            assertGroup(rows.get(i), cursor, "row " + i);
            i++;
        }
        assertEquals(rows.size(), i, "rows");
        assertFalse(cursor.next(), "a cursor at its end stays there");
        return i;
    }

    static void assertGroup(Row row, GroupView v, String where) {
        assertEquals(row.size(), v.size(), where);
        for (int i = 0; i < row.size(); i++) {
            SchemaNode node = row.type().field(i);
            String at = where + "." + node.name();
            Object expected = row.get(i);
            assertEquals(i, v.fieldIndex(node.name()), at);
            if (node.isPrimitive() && node.repetition() != io.parquetry.base.FieldRepetitionType.REPEATED) {
                assertEquals(expected == null, v.isNull(i), at);
                assertLeaf(expected, v.getObject(i), at);
                assertLeaf(expected, v.getObject(node.name()), at);
                if (expected != null) {
                    assertTyped(node.asPrimitive(), expected, v, i, at);
                }
            } else if (expected == null) {
                assertTrue(v.isNull(i), at);
            } else if (expected instanceof Row group) {
                assertFalse(v.isNull(i), at);
                assertGroup(group, v.getGroup(i), at);
            } else if (expected instanceof List<?> list) {
                ListView lv = v.getList(i);
                assertList(list, lv, at);
            } else if (expected instanceof Map<?, ?> map) {
                assertMap(map, v.getMap(i), at);
            } else {
                throw new AssertionError(at + ": unexpected " + expected.getClass());
            }
        }
    }

    /** Typed getters of a plain (unannotated or STRING) leaf against the Row value. */
    static void assertTyped(PrimitiveType t, Object expected, GroupView v, int i, String at) {
        if (t.logicalType() != null && !(t.logicalType() instanceof io.parquetry.base.LogicalType.StringType)
                && !(t.logicalType() instanceof io.parquetry.base.LogicalType.IntType)) {
            return; // compared through getObject
        }
        switch (t.physicalType()) {
            case BOOLEAN -> assertEquals(expected, v.getBoolean(i), at);
            case INT32 -> {
                if (expected instanceof Integer x) {
                    assertEquals(x, v.getInt(i), at);
                    assertEquals((long) x, v.getLong(i), at);
                }
            }
            case INT64 -> {
                if (expected instanceof Long x) {
                    assertEquals(x, v.getLong(i), at);
                }
            }
            case FLOAT -> {
                assertEquals(expected, v.getFloat(i), at);
                assertEquals(((Float) expected).doubleValue(), v.getDouble(i), at);
            }
            case DOUBLE -> assertEquals(expected, v.getDouble(i), at);
            case BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY -> {
                if (expected instanceof String s) {
                    assertEquals(s, v.getString(i), at);
                } else if (expected instanceof byte[] b) {
                    assertArrayEquals(b, v.getBinary(i), at);
                }
            }
            default -> { }
        }
    }

    static void assertLeaf(Object expected, Object actual, String at) {
        if (expected instanceof byte[] b) {
            assertArrayEquals(b, (byte[]) actual, at);
        } else {
            assertEquals(expected, actual, at);
        }
    }

    static void assertList(List<?> list, ListView lv, String at) {
        assertEquals(list.size(), lv.size(), at + " size");
        for (int j = 0; j < list.size(); j++) {
            assertElement(list.get(j), lv, j, at + "[" + j + "]");
        }
        if (list.size() > 1) { // jumping back re-locates
            assertElement(list.get(0), lv, 0, at + "[0] again");
        }
    }

    static void assertElement(Object e, ListView lv, int j, String at) {
        if (e == null) {
            assertTrue(lv.isNull(j), at);
            assertNull(lv.getObject(j), at);
        } else if (e instanceof Row group) {
            assertFalse(lv.isNull(j), at);
            assertGroup(group, lv.getGroup(j), at);
        } else if (e instanceof List<?> inner) {
            assertList(inner, lv.getList(j), at);
        } else if (e instanceof Map<?, ?> inner) {
            assertMap(inner, lv.getMap(j), at);
        } else {
            assertFalse(lv.isNull(j), at);
            assertLeaf(e, lv.getObject(j), at);
            if (e instanceof Long x) {
                assertEquals(x, lv.getLong(j), at);
            } else if (e instanceof Integer x) {
                assertEquals(x, lv.getInt(j), at);
            } else if (e instanceof String s) {
                assertEquals(s, lv.getString(j), at);
            } else if (e instanceof Double d) {
                assertEquals(d, lv.getDouble(j), at);
            }
        }
    }

    static void assertMap(Map<?, ?> map, MapView mv, String at) {
        assertEquals(map.size(), mv.size(), at + " size");
        int j = 0;
        for (Map.Entry<?, ?> en : map.entrySet()) {
            assertElement(en.getKey(), mv.keys(), j, at + " key " + j);
            assertElement(en.getValue(), mv.values(), j, at + " value " + j);
            j++;
        }
    }

    static List<Row> rowsOf(ParquetReader<Row> r) {
        List<Row> out = new ArrayList<>();
        for (Row row : r) {
            out.add(row);
        }
        return out;
    }

    // ---- tests -------------------------------------------------------------------------------

    @Test
    void deepNestingWithNullsAtEveryLevel() {
        List<Row> rows = deepRows(2000, 7);
        for (boolean dictionary : new boolean[] {true, false}) {
            byte[] file = write(DEEP, rows, dictionary);
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); RowCursor c = f.cursor()) {
                assertTrue(f.rowGroupCount() > 1);
                assertEquals(2000, assertSameRows(rows, c));
            }
        }
    }

    @Test
    void everyTypeOfTheRowRoundTripSchema() {
        List<Row> rows = RowRoundTripTest.rows(1500, 3);
        byte[] file = RowRoundTripTest.write(rows, Compression.ZSTD, PageVersion.V1, true, 4096, 64 << 10);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); RowCursor c = f.cursor()) {
            assertEquals(1500, assertSameRows(rows, c));
        }
    }

    @Test
    void pathsThroughGroupsAndTypedValues() {
        List<Row> rows = deepRows(300, 11);
        byte[] file = write(DEEP, rows, true);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); RowCursor c = f.cursor()) {
            int i = 0;
            int flags = 0;
            while (c.next()) {
                Row row = rows.get(i++);
                assertEquals((int) (Integer) row.get("id"), c.getInt("id"));
                Row outer = (Row) row.get("outer");
                Row inner = outer == null ? null : (Row) outer.get("inner");
                assertEquals(inner == null, c.isNull("outer.inner"));
                assertEquals(inner == null || inner.get("flag") == null, c.isNull("outer.inner.flag"));
                if (inner != null && inner.get("flag") != null) {
                    assertEquals(inner.get("flag"), c.getBoolean("outer.inner.flag"));
                    assertEquals(inner.get("flag"), c.getGroup("outer").getGroup("inner").getBoolean(0));
                    flags++;
                }
                if (inner != null && inner.get("f") != null) {
                    assertEquals((Float) inner.get("f"), c.getFloat("outer.inner.f"));
                }
            }
            assertEquals(300, i);
            assertTrue(flags > 50, "flags read: " + flags);
        }
    }

    @Test
    void projectionFilterRowRangeAndRowGroupsAsTheRowApi() {
        List<Row> rows = RowRoundTripTest.rows(3000, 5);
        byte[] file = RowRoundTripTest.write(rows, Compression.SNAPPY, PageVersion.V2, true, 4096, 64 << 10);
        Filter filter = Columns.longColumn("id").gtEq(1_000_003L * 700).and(Columns.longColumn("id").lt(1_000_003L * 2100));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertTrue(f.rowGroupCount() > 2);
            try (ParquetReader<Row> r = f.rows("name", "venue", "attrs"); RowCursor c = f.cursor("name", "venue", "attrs")) {
                assertEquals(f.project("name", "venue", "attrs"), c.schema());
                assertEquals(3000, assertSameRows(rowsOf(r), c));
            }
            try (ParquetReader<Row> r = f.rows(filter, "id", "tags"); RowCursor c = f.cursor(filter, "id", "tags")) {
                List<Row> expected = rowsOf(r);
                assertEquals(1400, expected.size());
                assertEquals(1400, assertSameRows(expected, c));
            }
            try (ParquetReader<Row> r = f.rows(filter, 1000, 1200); RowCursor c = f.cursor(filter, 1000, 1200)) {
                assertEquals(200, assertSameRows(rowsOf(r), c));
            }
            try (ParquetReader<Row> r = f.read(new io.parquetry.row.RowMapper(f.schema()), 2, 0);
                 RowCursor c = f.rowGroupCursor(new int[] {2, 0})) {
                List<Row> expected = rowsOf(r);
                assertEquals(f.rowGroups().get(2).rowCount() + f.rowGroups().get(0).rowCount(), expected.size());
                assertSameRows(expected, c);
            }
        }
    }

    @Test
    void corpusFilesReadAsTheRowApiReadsThem() throws Exception {
        int compared = 0;
        List<String> failures = new ArrayList<>();
        try (Stream<Path> files = Files.list(TestCorpus.root().resolve("data"))) {
            for (Path p : files.filter(p -> p.toString().endsWith(".parquet")).sorted().toList()) {
                List<Row> expected;
                try (ParquetFile f = ParquetFile.open(p); ParquetReader<Row> r = f.rows()) {
                    expected = rowsOf(r);
                } catch (RuntimeException e) {
                    continue; // files the Row API refuses (encrypted, unsupported codecs, damaged on purpose)
                }
                try (ParquetFile f = ParquetFile.open(p); RowCursor c = f.cursor()) {
                    assertSameRows(expected, c);
                    compared++;
                } catch (RuntimeException | AssertionError e) {
                    failures.add(p.getFileName() + ": " + e);
                }
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(compared >= 40, "corpus files compared: " + compared);
    }

    @Test
    void wrongGettersAndNullsFailNamingTheField() {
        List<Row> rows = deepRows(50, 1);
        byte[] file = write(DEEP, rows, true);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); RowCursor c = f.cursor()) {
            assertTrue(c.next());
            ParquetException e = assertThrows(ParquetException.class, () -> c.getDouble(0));
            assertEquals("field id is INT32, which getDouble does not read", e.getMessage());
            e = assertThrows(ParquetException.class, () -> c.getLong("matrix"));
            assertEquals("field matrix is a list, not a value for getLong", e.getMessage());
            e = assertThrows(ParquetException.class, () -> c.getGroup("legacy"));
            assertEquals("field legacy is repeated: read it with getList", e.getMessage());
            e = assertThrows(ParquetException.class, () -> c.getInt("nope"));
            assertEquals("no field nope in the schema", e.getMessage());
            e = assertThrows(ParquetException.class, () -> c.getInt("matrix.list"));
            assertTrue(e.getMessage().contains("matrix is not a group"), e.getMessage());
            while (!c.isNull("outer") || !c.isNull("outer.inner.flag")) {
                assertTrue(c.next(), "no row with a null flag");
            }
            e = assertThrows(ParquetException.class, () -> c.getBoolean("outer.inner.flag"));
            assertEquals("field outer.inner.flag is null (getBoolean needs a value; ask isNull first)", e.getMessage());
        }
    }
}
