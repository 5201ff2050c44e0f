package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The take methods (value, then next entry) read exactly what the getters followed by
 * {@link ColumnReader#next()} read, across page boundaries, dictionary and plain pages, V1 and V2,
 * row ranges and filters; on an entry without a value they fail instead of returning garbage.
 */
class TakeMethodsTest {
    /** One required column of each physical type (the value classes of {@link #rows()}, in order). */
    static final String REQUIRED_COLUMNS = """
              required boolean b;
              required int32 i;
              required int64 l;
              required float f;
              required double d;
              required binary s (STRING);
              required fixed_len_byte_array(3) x;
            """;
    static final MessageType SCHEMA = MessageTypeParser.parse("message m {\n" + REQUIRED_COLUMNS + "}");
    static final int ROWS = 1_000;

    static List<Object[]> rows() {
        List<Object[]> rows = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            // the first half repeats (dictionary pages), the second half is unique (the dictionary is dropped or overflows)
            int v = r < ROWS / 2 ? r % 7 : r * 7919;
            rows.add(new Object[] {r % 3 == 0, v, (long) v << 20, v / 4f, v / 8.0, "s" + v,
                    new byte[] {(byte) v, (byte) (v >> 8), (byte) r}});
        }
        return rows;
    }

    static byte[] write(boolean dictionary, PageVersion version) {
        return write(SCHEMA, rows(), dictionary, version, b -> b);
    }

    /**
     * {@code rows} of {@code schema} in small pages (37 rows at most), small dictionaries and
     * row groups of 8 KiB, with {@code tune}'s further settings.
     */
    static byte[] write(MessageType schema, List<Object[]> rows, boolean dictionary, PageVersion version,
                        java.util.function.UnaryOperator<ParquetWriter.Builder<Row>> tune) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = tune.apply(ParquetFile.writer(schema, out).dictionary(dictionary).pageVersion(version)
                .dictionaryPageSizeLimit(600).pageRowLimit(37).rowGroupSize(8 << 10)).build()) {
            for (Object[] r : rows) {
                w.write(Row.of(schema, r));
            }
        }
        return out.toByteArray();
    }

    /** Reads every column with the take methods (take) or with the getters and next(). */
    record ArrayMapper(boolean take) implements ReadOnlyMapper<Object[]> {
        @Override
        public MessageType schema() {
            return SCHEMA;
        }

        @Override
        public Object[] read(ColumnSource[] c) {
            if (take) {
                return new Object[] {c[0].takeBoolean(), c[1].takeInt(), c[2].takeLong(), c[3].takeFloat(),
                        c[4].takeDouble(), c[5].takeString(), c[6].takeBinary()};
            }
            Object[] out = {c[0].getBoolean(), c[1].getInt(), c[2].getLong(), c[3].getFloat(), c[4].getDouble(),
                    c[5].getString(), c[6].getBinary()};
            for (ColumnSource r : c) {
                r.next();
            }
            return out;
        }
    }

    static List<Object[]> read(byte[] file, boolean take, Filter filter, long first, long end) {
        List<Object[]> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file));
             ParquetReader<Object[]> r = f.readRows(new ArrayMapper(take), filter, first, Math.min(end, f.rowCount()))) {
            r.forEach(out::add);
        }
        return out;
    }

    static void assertRowsEqual(List<Object[]> expected, List<Object[]> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            Object[] e = expected.get(i);
            Object[] a = actual.get(i);
            for (int c = 0; c < e.length; c++) {
                if (e[c] instanceof byte[] eb) {
                    assertArrayEquals(eb, (byte[]) a[c], "row " + i + " column " + c);
                } else {
                    assertEquals(e[c], a[c], "row " + i + " column " + c);
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"true, V1", "false, V1", "true, V2", "false, V2"})
    void takeReadsWhatGettersRead(boolean dictionary, PageVersion version) {
        byte[] file = write(dictionary, version);
        List<Object[]> expected = rows();
        List<Object[]> taken = read(file, true, null, 0, Long.MAX_VALUE);
        assertRowsEqual(expected, taken);
        assertRowsEqual(read(file, false, null, 0, Long.MAX_VALUE), taken);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertTrue(Footers.footer(f).rowGroups().size() > 1, "several row groups");
        }
    }

    @Test
    void takeFollowsRowRangesAndFilters() {
        byte[] file = write(true, PageVersion.V1);
        List<Object[]> all = rows();
        // a range starting and ending inside pages
        assertRowsEqual(all.subList(100, 613), read(file, true, null, 100, 613));
        // a filter that keeps scattered rows, so readers skip between them
        Filter odd = Columns.intColumn("i").in(List.of(3, 5, 7919 * 777, 7919 * 901));
        List<Object[]> expected = all.stream()
                .filter(r -> List.of(3, 5, 7919 * 777, 7919 * 901).contains((Integer) r[1])).toList();
        assertRowsEqual(expected, read(file, true, odd, 0, Long.MAX_VALUE));
        // i in {3, 5}: rows 3 and 5 mod 7 of the first half (71 each); two rows of the second half
        assertEquals(144, expected.size());
    }

    /**
     * Required leaves inside a repeated group (not dense: entries repeat and some records have no
     * element): take reads what def/get/next read, across many page boundaries.
     */
    @ParameterizedTest
    @CsvSource({"true, V1", "false, V2"})
    void takeReadsRepeatedGroupsLikeGetters(boolean dictionary, PageVersion version) {
        MessageType nested = MessageTypeParser.parse("""
                message m {
                  required int32 id;
                  repeated group item {
                    required int64 a;
                    required binary s (STRING);
                  }
                }
                """);
        InMemoryOutputFile out = new InMemoryOutputFile();
        List<List<Object>> expected = new ArrayList<>();
        try (ParquetWriter<Row> w = ParquetFile.writer(nested, out).dictionary(dictionary).pageVersion(version)
                .pageRowLimit(11).build()) {
            for (int r = 0; r < 500; r++) {
                List<Row> items = new ArrayList<>();
                List<Object> flat = new ArrayList<>(List.of(r));
                for (int k = 0; k < r % 5; k++) {
                    long a = (long) r * 100 + k;
                    String str = "s" + (r % 13);
                    items.add(Row.of(nested.field("item").asGroup(), a, str));
                    flat.add(a);
                    flat.add(str);
                }
                w.write(Row.of(nested, r, items));
                expected.add(flat);
            }
        }
        for (boolean take : new boolean[] {true, false}) {
            RecordMapper<List<Object>> mapper = new ReadingMapper<>(nested, c -> {
                List<Object> flat = new ArrayList<>(List.of(c[0].takeInt()));
                if (c[1].def() < 1) {
                    c[1].next();
                    c[2].next();
                    return flat;
                }
                do {
                    if (take) {
                        flat.add(c[1].takeLong());
                        flat.add(c[2].takeString());
                    } else {
                        flat.add(c[1].getLong());
                        flat.add(c[2].getString());
                        c[1].next();
                        c[2].next();
                    }
                } while (c[1].rep() == 1);
                return flat;
            });
            List<List<Object>> actual = new ArrayList<>();
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
                 ParquetReader<List<Object>> r = f.read(mapper)) {
                r.forEach(actual::add);
            }
            assertEquals(expected, actual, take ? "take" : "get/next");
        }
    }

    /**
     * takeNull moves past null entries as def() and next() do, within pages and at their ends
     * (where a column without repetition leaves the page used up, as a take does), in a column
     * without repetition and in a repeated group's optional leaf; whole files and row ranges that
     * start and end inside pages (whose readers follow the row numbers the moves keep).
     */
    @ParameterizedTest
    @CsvSource({"true, V1", "false, V1", "true, V2", "false, V2"})
    void takeNullMovesLikeDefAndNext(boolean dictionary, PageVersion version) {
        MessageType optional = MessageTypeParser.parse("""
                message m {
                  optional int32 o;
                  repeated group item {
                    optional binary s (STRING);
                  }
                  required int32 id;
                }
                """);
        InMemoryOutputFile out = new InMemoryOutputFile();
        List<List<Object>> expected = new ArrayList<>();
        try (ParquetWriter<Row> w = ParquetFile.writer(optional, out).dictionary(dictionary).pageVersion(version)
                .pageRowLimit(7).build()) {
            for (int r = 0; r < 600; r++) {
                Integer o = r % 3 == 0 || r % 7 == 6 ? null : r; // runs of nulls, some at page ends
                List<Row> items = new ArrayList<>();
                List<Object> flat = new ArrayList<>();
                flat.add(o);
                for (int k = 0; k < r % 4; k++) {
                    String str = (r + k) % 5 == 0 ? null : "s" + (r + k) % 17;
                    items.add(Row.of(optional.field("item").asGroup(), str));
                    flat.add(str);
                }
                flat.add(r);
                w.write(Row.of(optional, o, items, r));
                expected.add(flat);
            }
        }
        for (boolean take : new boolean[] {true, false}) {
            RecordMapper<List<Object>> mapper = new ReadingMapper<>(optional, c -> {
                List<Object> flat = new ArrayList<>();
                flat.add(take ? (c[0].takeNull(1) ? null : c[0].takeInt()) : valueOrNull(c[0], 1));
                if (c[1].def() < 1) {
                    c[1].next();
                } else {
                    do {
                        flat.add(take ? (c[1].takeNull(2) ? null : c[1].takeString()) : valueOrNull(c[1], 2));
                    } while (c[1].rep() == 1);
                }
                flat.add(c[2].takeInt());
                return flat;
            });
            byte[] file = out.toByteArray();
            for (int[] range : new int[][] {{0, 600}, {95, 517}}) {
                List<List<Object>> actual = new ArrayList<>();
                try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file));
                     ParquetReader<List<Object>> r = f.readRows(mapper, range[0], range[1])) {
                    r.forEach(actual::add);
                }
                assertEquals(expected.subList(range[0], range[1]), actual, (take ? "takeNull" : "def/next") + " rows " + range[0]);
            }
        }
    }

    /** The current entry's INT32 or string value, or null below definition level {@code present}; then next(). */
    private static Object valueOrNull(ColumnSource c, int present) {
        Object v = c.def() < present ? null : c.column().type().physicalType() == io.parquetry.base.Type.INT32 ? c.getInt() : c.getString();
        c.next();
        return v;
    }

    @Test
    void takeOnAnEntryWithoutAValueFails() {
        MessageType optional = MessageTypeParser.parse("message m { optional int64 l; }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(optional, out).build()) {
            w.write(Row.of(optional, 1L));
            w.write(Row.of(optional, (Object) null));
        }
        RecordMapper<Long> takeLong = new ReadingMapper<>(optional, c -> c[0].takeLong());
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
             ParquetReader<Long> r = f.read(takeLong)) {
            assertEquals(1L, r.read());
            ParquetException e = assertThrows(ParquetException.class, r::read);
            assertTrue(e.getMessage().contains("has no value but its field is required"), e.getMessage());
            assertTrue(e.getMessage().contains("column l"), e.getMessage());
        }
    }

    @Test
    void stringsFromDictionaryPagesAreShared() {
        byte[] file = write(true, PageVersion.V1);
        List<Object[]> taken = read(file, true, null, 0, 100);
        assertTrue(taken.get(0)[5] == taken.get(7)[5], "the same String instance for the same dictionary entry");
        assertEquals("s0", taken.get(7)[5]);
    }
}
