package io.parquetry.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LeafCollections} writes the levels the generated code wrote before it (a null, empty and
 * filled list or map, optional and required parts), every {@link LeafKind} through its own typed
 * call, and reads back what it wrote.
 */
class LeafCollectionsTest {
    private static final ColumnDescriptor COLUMN = MessageTypeParser.parse(
            "message m { optional group f (LIST) { repeated group list { optional binary element (STRING); } } }")
            .columns().get(0);

    /** One written entry: levels and value (null for a null entry), and the typed call that wrote it. */
    private record Entry(String call, Object value, int rep, int def) {
        @Override
        public String toString() {
            return call + " " + (value instanceof byte[] b ? Arrays.toString(b) : value) + " " + rep + " " + def;
        }
    }

    /** Records every call; then serves what it recorded as a source. */
    private static class Column extends DiscardingColumnSink implements TakingSource {
        final List<Entry> entries = new ArrayList<>();
        int at;

        Column() {
            super(COLUMN);
        }

        private void add(String call, Object v, int rep, int def) {
            entries.add(new Entry(call, v, rep, def));
        }

        @Override public void writeNull(int rep, int def) { add("null", null, rep, def); }
        @Override public void writeBoolean(boolean v, int rep, int def) { add("boolean", v, rep, def); }
        @Override public void writeInt(int v, int rep, int def) { add("int", v, rep, def); }
        @Override public void writeLong(long v, int rep, int def) { add("long", v, rep, def); }
        @Override public void writeFloat(float v, int rep, int def) { add("float", v, rep, def); }
        @Override public void writeDouble(double v, int rep, int def) { add("double", v, rep, def); }
        @Override public void writeBinary(byte[] v, int rep, int def) { add("binary", v, rep, def); }
        @Override public void writeString(String v, int rep, int def) { add("string", v, rep, def); }

        List<String> calls() {
            return entries.stream().map(Entry::toString).toList();
        }

        @Override public boolean hasNext() { return at < entries.size(); }
        // past the end reads as a record boundary, as the runtime's readers do
        @Override public int rep() { return hasNext() ? entries.get(at).rep() : 0; }
        @Override public int def() { return entries.get(at).def(); }
        @Override public void next() { at++; }

        private Object take(String call) {
            Entry e = entries.get(at++);
            assertEquals(call, e.call(), "typed call at entry " + (at - 1));
            return e.value();
        }

        @Override public boolean takeBoolean() { return (Boolean) take("boolean"); }
        @Override public int takeInt() { return (Integer) take("int"); }
        @Override public long takeLong() { return (Long) take("long"); }
        @Override public float takeFloat() { return (Float) take("float"); }
        @Override public double takeDouble() { return (Double) take("double"); }
        @Override public byte[] takeBinary() { return (byte[]) take("binary"); }
        @Override public String takeString() { return (String) take("string"); }
    }

    @Test
    void optionalListOfOptionalElements() {
        Column c = new Column();
        LeafCollections.writeList(c, null, 0, 1, 3, 1, true, LeafKind.STRING, "f");
        LeafCollections.writeList(c, List.of(), 0, 1, 3, 1, true, LeafKind.STRING, "f");
        LeafCollections.writeList(c, Arrays.asList("a", null, "b"), 0, 1, 3, 1, true, LeafKind.STRING, "f");
        assertEquals(List.of("null null 0 0", "null null 0 1", "string a 0 3", "null null 1 2", "string b 1 3"), c.calls());

        assertNull(LeafCollections.readList(c, 1, 3, 1, true, LeafKind.STRING, "f"));
        assertEquals(List.of(), LeafCollections.readList(c, 1, 3, 1, true, LeafKind.STRING, "f"));
        assertEquals(Arrays.asList("a", null, "b"), LeafCollections.readList(c, 1, 3, 1, true, LeafKind.STRING, "f"));
        assertEquals(5, c.at);
    }

    @Test
    void requiredListOfRequiredElementsInsideARepeatedParent() {
        // a list in a list element: present at 3, elements at 4, the inner entries at repetition level 2
        Column c = new Column();
        LeafCollections.writeList(c, List.of(), 1, 3, 4, 2, false, LeafKind.LONG, "outer.list.element.inner");
        LeafCollections.writeList(c, List.of(7L, 8L), 1, 3, 4, 2, false, LeafKind.LONG, "outer.list.element.inner");
        assertEquals(List.of("null null 1 3", "long 7 1 4", "long 8 2 4"), c.calls());
        assertEquals(List.of(), LeafCollections.readList(c, 3, 4, 2, false, LeafKind.LONG, "x"));
        assertEquals(List.of(7L, 8L), LeafCollections.readList(c, 3, 4, 2, false, LeafKind.LONG, "x"));

        ParquetException nullList = assertThrows(ParquetException.class,
                () -> LeafCollections.writeList(c, null, 0, 0, 1, 1, false, LeafKind.LONG, "ids"));
        assertEquals("field ids is required (not-null) but the value is null", nullList.getMessage());
        ParquetException nullElement = assertThrows(ParquetException.class,
                () -> LeafCollections.writeList(c, Arrays.asList(1L, null), 0, 0, 1, 1, false, LeafKind.LONG, "ids"));
        assertEquals("field ids.list.element is required (not-null) but the value is null", nullElement.getMessage());
    }

    @Test
    void aRequiredListMissingFromTheFileIsAnErrorNamingFieldAndColumn() {
        Column c = new Column();
        c.writeNull(0, 0);
        ParquetException e = assertThrows(ParquetException.class,
                () -> LeafCollections.readList(c, 1, 2, 1, false, LeafKind.STRING, "tags"));
        assertEquals("field tags is required but missing in column " + COLUMN.path(), e.getMessage());
        Column keys = new Column();
        keys.writeNull(0, 0);
        ParquetException m = assertThrows(ParquetException.class,
                () -> LeafCollections.readMap(keys, new Column(), 1, 2, 1, false, LeafKind.STRING, LeafKind.INT, "attrs"));
        assertEquals("field attrs is required but missing in column " + COLUMN.path(), m.getMessage());
    }

    @Test
    void everyKindWritesThroughItsTypedCallAndReadsBack() {
        Object[][] values = {
                {LeafKind.STRING, "x", "string"}, {LeafKind.INT, 3, "int"}, {LeafKind.LONG, 4L, "long"},
                {LeafKind.FLOAT, 1.5f, "float"}, {LeafKind.DOUBLE, -0.0, "double"}, {LeafKind.BOOLEAN, true, "boolean"},
                {LeafKind.BINARY, new byte[] {1, 2}, "binary"}};
        for (Object[] v : values) {
            LeafKind kind = (LeafKind) v[0];
            Column c = new Column();
            LeafCollections.writeList(c, Arrays.asList(v[1], null), 0, 1, 3, 1, true, kind, "f");
            assertEquals(v[2], c.entries.get(0).call(), kind.name());
            List<Object> back = LeafCollections.readList(c, 1, 3, 1, true, kind, "f");
            assertEquals(2, back.size(), kind.name());
            if (v[1] instanceof byte[] bytes) {
                assertArrayEquals(bytes, (byte[]) back.get(0));
            } else {
                assertEquals(v[1], back.get(0), kind.name());
            }
            assertNull(back.get(1), kind.name());
        }
    }

    @Test
    void mapsWriteKeysAndValuesPairwise() {
        Column keys = new Column();
        Column values = new Column();
        Map<String, Integer> map = new LinkedHashMap<>();
        map.put("a", 1);
        map.put("b", null);
        LeafCollections.writeMap(keys, values, null, 0, 1, 3, 1, true, LeafKind.STRING, LeafKind.INT, "m");
        LeafCollections.writeMap(keys, values, Map.of(), 0, 1, 3, 1, true, LeafKind.STRING, LeafKind.INT, "m");
        LeafCollections.writeMap(keys, values, map, 0, 1, 3, 1, true, LeafKind.STRING, LeafKind.INT, "m");
        assertEquals(List.of("null null 0 0", "null null 0 1", "string a 0 2", "string b 1 2"), keys.calls());
        assertEquals(List.of("null null 0 0", "null null 0 1", "int 1 0 3", "null null 1 2"), values.calls());

        assertNull(LeafCollections.readMap(keys, values, 1, 3, 1, true, LeafKind.STRING, LeafKind.INT, "m"));
        assertEquals(Map.of(), LeafCollections.readMap(keys, values, 1, 3, 1, true, LeafKind.STRING, LeafKind.INT, "m"));
        Map<String, Integer> back = LeafCollections.readMap(keys, values, 1, 3, 1, true, LeafKind.STRING, LeafKind.INT, "m");
        assertEquals(map, back);
        assertEquals(List.of("a", "b"), new ArrayList<>(back.keySet()));
        assertEquals(4, keys.at);
        assertEquals(4, values.at);
    }

    @Test
    void mapsReadEveryEntryInOrderWhateverTheirSizeHintSays() {
        Map<String, Integer> map = new LinkedHashMap<>();
        for (int i = 39; i >= 0; i--) {
            map.put("k" + i, i * 7);
        }
        // the hint counts the entries in the current page only: too few when the map goes on in the next
        for (int hint : new int[] {0, 1, 3, 40, 1000}) {
            Column keys = new Column() {
                @Override public int listSize(int repetitionLevel) { return hint; }
            };
            Column values = new Column();
            LeafCollections.writeMap(keys, values, map, 0, 1, 2, 1, false, LeafKind.STRING, LeafKind.INT, "m");
            Map<String, Integer> back = LeafCollections.readMap(keys, values, 1, 2, 1, false, LeafKind.STRING, LeafKind.INT, "m");
            assertEquals(map, back, "hint " + hint);
            assertEquals(new ArrayList<>(map.keySet()), new ArrayList<>(back.keySet()), "order, hint " + hint);
            back.put("added", 1); // a map of the user's, to change
            assertEquals(41, back.size());
        }
    }

    @Test
    void nullKeysAndRequiredNullValuesAreErrorsNamingTheirField() {
        Map<String, String> nullKey = new LinkedHashMap<>();
        nullKey.put(null, "v");
        ParquetException k = assertThrows(ParquetException.class, () -> LeafCollections.writeMap(new Column(), new Column(),
                nullKey, 0, 1, 3, 1, true, LeafKind.STRING, LeafKind.STRING, "attrs"));
        assertEquals("field attrs.key_value.key is required (not-null) but the value is null", k.getMessage());
        Map<String, String> nullValue = new LinkedHashMap<>();
        nullValue.put("k", null);
        ParquetException v = assertThrows(ParquetException.class, () -> LeafCollections.writeMap(new Column(), new Column(),
                nullValue, 0, 1, 2, 1, true, LeafKind.STRING, LeafKind.STRING, "attrs"));
        assertEquals("field attrs.key_value.value is required (not-null) but the value is null", v.getMessage());
        ParquetException m = assertThrows(ParquetException.class, () -> LeafCollections.writeMap(new Column(), new Column(),
                null, 0, 0, 2, 1, false, LeafKind.STRING, LeafKind.STRING, "attrs"));
        assertEquals("field attrs is required (not-null) but the value is null", m.getMessage());
    }

    @Test
    void randomListsRoundTripRecordAfterRecord() {
        Random random = new Random(42);
        List<List<Integer>> written = new ArrayList<>();
        Column c = new Column();
        for (int i = 0; i < 500; i++) {
            List<Integer> list = null;
            if (random.nextInt(5) > 0) {
                list = new ArrayList<>();
                int n = random.nextInt(6);
                for (int j = 0; j < n; j++) {
                    list.add(random.nextInt(4) == 0 ? null : random.nextInt());
                }
            }
            written.add(list);
            LeafCollections.writeList(c, list, 0, 1, 3, 1, true, LeafKind.INT, "f");
        }
        for (List<Integer> expected : written) {
            assertEquals(0, c.rep(), "each list starts a record");
            assertEquals(expected, LeafCollections.readList(c, 1, 3, 1, true, LeafKind.INT, "f"));
        }
        assertEquals(c.entries.size(), c.at);
    }
}
