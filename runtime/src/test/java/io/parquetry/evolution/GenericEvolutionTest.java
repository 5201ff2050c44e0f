package io.parquetry.evolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Generic rows read in schemas other than the file's: projections, added fields, wider types. */
class GenericEvolutionTest {
    static final MessageType FILE = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional int32 n;
              required float f;
              optional int32 price (DECIMAL(9,2));
              optional int32 day (DATE);
              optional group venue {
                optional binary city (STRING);
                required int32 floor;
              }
              optional group outer (LIST) {
                repeated group list {
                  optional group element {
                    optional group inner (LIST) {
                      repeated group list {
                        optional group element {
                          optional int32 a;
                        }
                      }
                    }
                  }
                }
              }
            }
            """);

    /** Rows of FILE as plain nested lists (a null list stays null, a null element stays null). */
    static List<Map<String, Object>> data(int n, long seed) {
        Random r = new Random(seed);
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", (long) i);
            m.put("n", r.nextInt(5) == 0 ? null : r.nextInt());
            m.put("f", r.nextFloat() * 1000 - 500);
            m.put("price", r.nextInt(4) == 0 ? null : BigDecimal.valueOf(r.nextInt(2_000_000) - 1_000_000, 2));
            m.put("day", null);
            m.put("venue", r.nextInt(3) == 0 ? null : new LinkedHashMap<>(Map.of("floor", r.nextInt(9))));
            if (m.get("venue") instanceof Map<?, ?> v) {
                @SuppressWarnings("unchecked")
                Map<String, Object> venue = (Map<String, Object>) v;
                venue.clear();
                venue.put("city", r.nextBoolean() ? null : "c" + r.nextInt(10));
                venue.put("floor", r.nextInt(9));
            }
            List<Object> outer = null;
            if (r.nextInt(4) != 0) {
                outer = new ArrayList<>();
                for (int j = r.nextInt(4); j > 0; j--) {
                    if (r.nextInt(5) == 0) {
                        outer.add(null);
                        continue;
                    }
                    List<Object> inner = null;
                    if (r.nextInt(4) != 0) {
                        inner = new ArrayList<>();
                        for (int k = r.nextInt(3); k > 0; k--) {
                            inner.add(r.nextInt(5) == 0 ? null : map("a", r.nextInt(3) == 0 ? null : r.nextInt(100)));
                        }
                    }
                    outer.add(map("inner", inner));
                }
            }
            m.put("outer", outer);
            out.add(m);
        }
        return out;
    }

    static Map<String, Object> map(String k, Object v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k, v);
        return m;
    }

    static byte[] write(List<Map<String, Object>> data) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(FILE, out).rowGroupSize(4 << 10).pageSize(512).build()) {
            for (Map<String, Object> m : data) {
                w.write(toRow(FILE, m));
            }
        }
        return out.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static Object toValue(io.parquetry.schema.SchemaNode node, Object v) {
        if (v == null || node.isPrimitive()) {
            return v;
        }
        GroupType g = node.asGroup();
        if (v instanceof List<?> list) {
            // LIST group: element is list.element
            io.parquetry.schema.SchemaNode element = g.field(0).asGroup().field(0);
            List<Object> out = new ArrayList<>();
            for (Object e : list) {
                out.add(toValue(element, e));
            }
            return out;
        }
        return toRow(g, (Map<String, Object>) v);
    }

    static Row toRow(GroupType g, Map<String, Object> m) {
        Object[] values = new Object[g.fieldCount()];
        for (int i = 0; i < values.length; i++) {
            values[i] = toValue(g.field(i), m.get(g.field(i).name()));
        }
        return Row.of(g, values);
    }

    /** A row as nested maps and lists, for comparisons that ignore the row types. */
    static Object plain(Object v) {
        if (v instanceof Row row) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (int i = 0; i < row.size(); i++) {
                m.put(row.fieldName(i), plain(row.get(i)));
            }
            return m;
        }
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            for (Object e : l) {
                out.add(plain(e));
            }
            return out;
        }
        return v;
    }

    static List<Object> readAll(ParquetReader<Row> reader) {
        try (reader) {
            return reader.stream().map(GenericEvolutionTest::plain).toList();
        }
    }

    @Test
    void projectionByDottedPaths() {
        List<Map<String, Object>> data = data(2_000, 1);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(write(data)))) {
            List<Object> rows = readAll(f.rows("venue.city", "id", "outer"));
            for (int i = 0; i < data.size(); i++) {
                Map<String, Object> d = data.get(i);
                Map<String, Object> expected = new LinkedHashMap<>();
                expected.put("id", d.get("id"));
                expected.put("venue", d.get("venue") == null ? null : map("city", ((Map<?, ?>) d.get("venue")).get("city")));
                expected.put("outer", d.get("outer"));
                assertEquals(expected, rows.get(i), "row " + i);
            }
            assertEquals(List.of("id", "venue", "outer"), f.project("outer", "id", "venue.city").fields().stream()
                    .map(io.parquetry.schema.SchemaNode::name).toList());
            ParquetException e = assertThrows(ParquetException.class, () -> f.rows("venue.street"));
            assertTrue(e.getMessage().contains("no field venue.street"), e.getMessage());
        }
    }

    @Test
    void addedFieldsReadAsAbsentAtEveryDepthAndNumbersWiden() {
        List<Map<String, Object>> data = data(3_000, 2);
        MessageType read = MessageTypeParser.parse("""
                message m {
                  optional binary tag (STRING);
                  required int64 id;
                  optional int64 n;
                  required double f;
                  optional int64 price (DECIMAL(18,2));
                  optional group extra (LIST) {
                    repeated group list {
                      required int32 element;
                    }
                  }
                  optional group venue {
                    optional binary zip (STRING);
                    required int32 floor;
                    optional group phones (LIST) {
                      repeated group list {
                        required binary element (STRING);
                      }
                    }
                  }
                  optional group outer (LIST) {
                    repeated group list {
                      optional group element {
                        optional int32 c;
                        optional group inner (LIST) {
                          repeated group list {
                            optional group element {
                              optional binary b (STRING);
                              optional int32 a;
                            }
                          }
                        }
                      }
                    }
                  }
                }
                """);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(write(data)))) {
            List<Object> rows = readAll(f.rows(read));
            assertEquals(data.size(), rows.size());
            for (int i = 0; i < data.size(); i++) {
                Map<String, Object> d = data.get(i);
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("tag", null);
                e.put("id", d.get("id"));
                e.put("n", d.get("n") == null ? null : (long) (int) (Integer) d.get("n"));
                e.put("f", (double) (float) (Float) d.get("f"));
                e.put("price", d.get("price"));
                e.put("extra", List.of());
                Map<?, ?> venue = (Map<?, ?>) d.get("venue");
                if (venue == null) {
                    e.put("venue", null);
                } else {
                    Map<String, Object> v = new LinkedHashMap<>();
                    v.put("zip", null);
                    v.put("floor", venue.get("floor"));
                    v.put("phones", List.of());
                    e.put("venue", v);
                }
                e.put("outer", outerWithAdded(d.get("outer")));
                assertEquals(e, rows.get(i), "row " + i);
            }
        }
    }

    private static Object outerWithAdded(Object outer) {
        if (outer == null) {
            return null;
        }
        List<Object> out = new ArrayList<>();
        for (Object o : (List<?>) outer) {
            if (o == null) {
                out.add(null);
                continue;
            }
            Object inner = ((Map<?, ?>) o).get("inner");
            List<Object> in = null;
            if (inner != null) {
                in = new ArrayList<>();
                for (Object x : (List<?>) inner) {
                    if (x == null) {
                        in.add(null);
                    } else {
                        Map<String, Object> m = new LinkedHashMap<>();
                        m.put("b", null);
                        m.put("a", ((Map<?, ?>) x).get("a"));
                        in.add(m);
                    }
                }
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("c", null);
            m.put("inner", in);
            out.add(m);
        }
        return out;
    }

    @Test
    void incompatibleOrRequiredAdditionsFailAtOpen() {
        byte[] bytes = write(data(10, 3));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            String[][] cases = {
                    {"message m { required int64 id; required int32 count; }", "required field count"},
                    {"message m { optional group venue { required int32 level; } }", "required field venue.level"},
                    {"message m { optional int64 day; }", "field day expects"},
                    // (a DECIMAL of another scale or an int32 read of int64 ids convert exactly: ReadConversionsTest)
                    {"message m { optional binary price (STRING); }", "field price expects"},
                    {"message m { optional float id; }", "field id expects"},
                    {"message m { required double n; }", "field n expects"},
            };
            for (String[] c : cases) {
                ParquetException e = assertThrows(ParquetException.class, () -> f.rows(MessageTypeParser.parse(c[0])), c[0]);
                assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
            }
        }
    }

    /**
     * A bare repeated field reads from a LIST of any layout (Spark writes every array as one):
     * elements in order, an empty list as none; a null list or a null element fails naming the
     * field, since the field cannot hold it.
     */
    @Test
    void aBareRepeatedFieldReadsFromAListOfAnyLayout() {
        String[] layouts = {
            "optional group refs (LIST) { repeated group list { optional int64 element; } }",
            "required group refs (LIST) { repeated group list { required int64 element; } }",
            "optional group refs (LIST) { repeated group bag { optional int64 array; } }", // Spark's legacy format
            "optional group refs (LIST) { repeated int64 array; }", // 2-level
        };
        MessageType read = MessageTypeParser.parse("message m { required int64 id; repeated int64 refs; }");
        for (String layout : layouts) {
            MessageType file = MessageTypeParser.parse("message m { required int64 id; " + layout + " }");
            List<List<Object>> lists = List.of(List.of(1L, 2L, 3L), List.of(), List.of(-7L));
            assertEquals(lists, readRefs(file, read, lists), layout);
            if (layout.startsWith("optional")) {
                List<List<Object>> withNull = new ArrayList<>(lists);
                withNull.add(null);
                ParquetException e = assertThrows(ParquetException.class, () -> readRefs(file, read, withNull), layout);
                assertTrue(e.getMessage().contains("refs"), e.getMessage());
            }
            if (layout.contains("optional int64")) {
                List<List<Object>> nullElement = List.of(java.util.Arrays.asList(1L, null));
                ParquetException e = assertThrows(ParquetException.class, () -> readRefs(file, read, nullElement), layout);
                assertTrue(e.getMessage().contains("refs"), e.getMessage());
            }
        }
        MessageType struct = MessageTypeParser.parse("message m { required int64 id; "
                + "optional group refs (LIST) { repeated group list { optional group element { optional int64 v; } } } }");
        ParquetException e = assertThrows(ParquetException.class, () -> readRefs(struct, read, List.of(List.of())));
        assertTrue(e.getMessage().contains("field refs expects a primitive column"), e.getMessage());
    }

    /** Writes rows of an id and {@code lists} in {@code file}'s layout, reads the lists back through {@code read}. */
    private static List<List<Object>> readRefs(MessageType file, MessageType read, List<List<Object>> lists) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(file, out).pageRowLimit(2).build()) {
            for (int i = 0; i < lists.size(); i++) {
                w.write(Row.of(file, (long) i, lists.get(i)));
            }
        }
        List<List<Object>> back = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
                ParquetReader<Row> r = f.rows(read)) {
            for (Row row : r) {
                back.add(new ArrayList<>((List<?>) row.get("refs")));
            }
        }
        return back;
    }
}
