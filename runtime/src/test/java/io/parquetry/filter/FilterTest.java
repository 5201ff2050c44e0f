package io.parquetry.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.io.InputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** Filters: exact results against a brute-force scan, and row groups skipped by each kind of evidence. */
class FilterTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional int32 n;
              optional double d;
              optional binary s (STRING);
              optional int32 price (DECIMAL(9,2));
              optional boolean flag;
              optional float f;
            }
            """);
    static final String[] WORDS = {"apple", "apricot", "banana", "blueberry", "cherry", "date", "fig", "grape", "kiwi", "lemon"};

    record Data(long id, Integer n, Double d, String s, BigDecimal price, Boolean flag, Float f) {
        Row row() {
            return Row.of(SCHEMA, id, n, d, s, price, flag, f);
        }
    }

    static List<Data> data(int count, long seed) {
        Random r = new Random(seed);
        List<Data> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Double d = r.nextInt(10) == 0 ? null : r.nextInt(30) == 0 ? Double.NaN : r.nextInt(30) == 0 ? -0.0 : r.nextInt(200) / 4.0 - 25;
            out.add(new Data(i, r.nextInt(8) == 0 ? null : r.nextInt(1000) - 500, d,
                    r.nextInt(7) == 0 ? null : WORDS[r.nextInt(WORDS.length)] + (r.nextInt(4) == 0 ? r.nextInt(5) : ""),
                    r.nextInt(6) == 0 ? null : BigDecimal.valueOf(r.nextInt(20_000) - 10_000, 2),
                    r.nextInt(5) == 0 ? null : r.nextBoolean(),
                    r.nextInt(9) == 0 ? null : r.nextInt(100) / 8f));
        }
        return out;
    }

    static byte[] write(List<Data> data, int rowGroupSize, boolean dictionary) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).rowGroupSize(rowGroupSize).pageSize(1024)
                .dictionary(dictionary).build()) {
            for (Data d : data) {
                w.write(d.row());
            }
        }
        return out.toByteArray();
    }

    static List<Long> ids(ParquetFile f, Filter filter) {
        try (ParquetReader<Row> r = f.rows(filter, "id")) {
            return r.stream().map(row -> (Long) row.get(0)).toList();
        }
    }

    // ---- a reference evaluator, independent of the reader's ---------------------------------

    /** A random predicate and its meaning over {@link Data}. */
    record Case(Filter filter, Predicate<Data> expected, String text) {}

    static Case randomCase(Random r, int depth) {
        if (depth > 0 && r.nextInt(3) == 0) {
            Case a = randomCase(r, depth - 1);
            Case b = randomCase(r, depth - 1);
            return switch (r.nextInt(3)) {
                case 0 -> new Case(a.filter.and(b.filter), x -> a.expected.test(x) && b.expected.test(x), "(" + a.text + " and " + b.text + ")");
                case 1 -> new Case(a.filter.or(b.filter), x -> a.expected.test(x) || b.expected.test(x), "(" + a.text + " or " + b.text + ")");
                default -> new Case(Filter.not(a.filter), x -> !a.expected.test(x), "not " + a.text);
            };
        }
        int op = r.nextInt(11);
        switch (r.nextInt(6)) {
            case 0: {
                int v = r.nextInt(1100) - 550;
                return compare("n", Columns.intColumn("n"), v, Data::n, op, r, () -> r.nextInt(1100) - 550);
            }
            case 1: {
                double v = r.nextInt(8) == 0 ? 0.0 : r.nextInt(240) / 4.0 - 30;
                return compare("d", Columns.doubleColumn("d"), v, Data::d, op, r, () -> r.nextInt(240) / 4.0 - 30);
            }
            case 2: {
                if (op == 10) {
                    String p = WORDS[r.nextInt(WORDS.length)].substring(0, 1 + r.nextInt(3));
                    return new Case(Columns.stringColumn("s").startsWith(p), x -> x.s() != null && x.s().startsWith(p), "s startsWith " + p);
                }
                String v = WORDS[r.nextInt(WORDS.length)] + (r.nextBoolean() ? "" : "" + r.nextInt(6));
                return compare("s", Columns.stringColumn("s"), v, Data::s, op, r, () -> WORDS[r.nextInt(WORDS.length)]);
            }
            case 3: {
                BigDecimal v = BigDecimal.valueOf(r.nextInt(24_000) - 12_000, r.nextInt(4) == 0 ? 3 : 2);
                return compare("price", Columns.decimalColumn("price", 2), v, Data::price, op, r,
                        () -> BigDecimal.valueOf(r.nextInt(24_000) - 12_000, 2));
            }
            case 4: {
                return compare("flag", Columns.booleanColumn("flag"), r.nextBoolean(), Data::flag, op, r, r::nextBoolean);
            }
            default: {
                // a long literal on an INT64 column and a generic path literal on a FLOAT column
                if (r.nextBoolean()) {
                    long v = r.nextInt(2200) - 100;
                    return compare("id", Columns.longColumn("id"), v, Data::id, op, r, () -> (long) r.nextInt(2200));
                }
                float v = r.nextInt(110) / 8f;
                return compare("f", Columns.floatColumn("f"), v, Data::f, op, r, () -> r.nextInt(110) / 8f);
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T extends Comparable> Case compare(String name, Column<T> col, T v, java.util.function.Function<Data, T> get, int op,
                                               Random r, java.util.function.Supplier<T> more) {
        // NaN and nulls compare false; notEq/notIn are exact negations of eq/in
        java.util.function.BiFunction<Object, Object, Integer> cmp = (a, b) -> {
            if (a instanceof Double x && (x.isNaN())) {
                return null;
            }
            if (a instanceof Float x && (x.isNaN())) {
                return null;
            }
            if (a instanceof Double x && b instanceof Double y) {
                return x < y ? -1 : x > y ? 1 : 0;
            }
            if (a instanceof Float x && b instanceof Float y) {
                return x < y ? -1 : x > y ? 1 : 0;
            }
            return ((Comparable) a).compareTo(b);
        };
        switch (op) {
            case 0: return new Case(col.eq(v), x -> get.apply(x) != null && eq(cmp.apply(get.apply(x), v)), name + " = " + v);
            case 1: return new Case(col.notEq(v), x -> !(get.apply(x) != null && eq(cmp.apply(get.apply(x), v))), name + " != " + v);
            case 2: return new Case(col.lt(v), x -> get.apply(x) != null && test(cmp.apply(get.apply(x), v), c -> c < 0), name + " < " + v);
            case 3: return new Case(col.ltEq(v), x -> get.apply(x) != null && test(cmp.apply(get.apply(x), v), c -> c <= 0), name + " <= " + v);
            case 4: return new Case(col.gt(v), x -> get.apply(x) != null && test(cmp.apply(get.apply(x), v), c -> c > 0), name + " > " + v);
            case 5: return new Case(col.gtEq(v), x -> get.apply(x) != null && test(cmp.apply(get.apply(x), v), c -> c >= 0), name + " >= " + v);
            case 6: case 7: {
                List<T> values = new ArrayList<>(List.of(v));
                for (int i = r.nextInt(4); i > 0; i--) {
                    values.add(more.get());
                }
                Predicate<Data> in = x -> get.apply(x) != null && values.stream().anyMatch(w -> eq(cmp.apply(get.apply(x), w)));
                return op == 6 ? new Case(col.in(values), in, name + " in " + values)
                        : new Case(col.notIn(values), in.negate(), name + " notIn " + values);
            }
            case 8: return new Case(col.isNull(), x -> get.apply(x) == null, name + " is null");
            case 9: return new Case(col.isNotNull(), x -> get.apply(x) != null, name + " is not null");
            default: return new Case(Filter.eq(name, v), x -> get.apply(x) != null && eq(cmp.apply(get.apply(x), v)), name + " == " + v);
        }
    }

    static boolean eq(Integer c) {
        return c != null && c == 0;
    }

    static boolean test(Integer c, java.util.function.IntPredicate p) {
        return c != null && p.test(c);
    }

    @Test
    void filteredRowsEqualABruteForceScan() {
        List<Data> data = data(4_000, 42);
        for (boolean dictionary : new boolean[] {true, false}) {
            byte[] bytes = write(data, 6 << 10, dictionary);
            Random r = new Random(7);
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
                assertTrue(Footers.rowGroups(f).size() > 5, "several row groups");
                int nonTrivial = 0;
                for (int i = 0; i < 400; i++) {
                    Case c = randomCase(r, 3);
                    List<Long> expected = data.stream().filter(c.expected).map(Data::id).toList();
                    List<Long> actual = ids(f, c.filter);
                    if (!expected.equals(actual)) {
                        List<Long> missing = expected.stream().filter(x -> !actual.contains(x)).limit(5).toList();
                        List<Long> extra = actual.stream().filter(x -> !expected.contains(x)).limit(5).toList();
                        throw new AssertionError(c.text + " (dictionary " + dictionary + "): expected " + expected.size()
                                + " rows, got " + actual.size() + "; missing e.g. " + missing + " " + missing.stream()
                                .map(x -> data.get(x.intValue()).toString()).toList() + ", extra e.g. " + extra + " "
                                + extra.stream().map(x -> data.get(x.intValue()).toString()).toList());
                    }
                    if (!expected.isEmpty() && expected.size() < data.size()) {
                        nonTrivial++;
                    }
                }
                assertTrue(nonTrivial > 150, "predicates select something: " + nonTrivial);
            }
        }
    }

    @Test
    void genericRowsWithFilterAndProjection() {
        List<Data> data = data(500, 3);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(write(data, 1 << 20, true)))) {
            try (ParquetReader<Row> r = f.rows(Filter.eq("s", "kiwi").and(Filter.gt("price", new BigDecimal("10"))), "s", "price")) {
                List<Row> rows = r.stream().toList();
                List<Data> expected = data.stream().filter(d -> "kiwi".equals(d.s()) && d.price() != null
                        && d.price().compareTo(BigDecimal.TEN) > 0).toList();
                assertEquals(expected.size(), rows.size());
                for (int i = 0; i < rows.size(); i++) {
                    assertEquals(2, rows.get(i).size());
                    assertEquals("kiwi", rows.get(i).get("s"));
                    assertEquals(expected.get(i).price(), rows.get(i).get("price"));
                }
            }
            // a column the file lacks is null in every row
            assertEquals(data.size(), ids(f, Filter.isNull("missing")).size());
            assertEquals(0, ids(f, Filter.eq("missing", 1)).size());
            ParquetException e = assertThrows(ParquetException.class, () -> ids(f, Filter.eq("s", 5)));
            assertTrue(e.getMessage().contains("column s"), e.getMessage());
            assertThrows(ParquetException.class, () -> ids(f, Columns.decimalColumn("price", 3).eq(BigDecimal.ONE)));
        }
    }

    /** Counts bytes read. */
    static final class Counting implements InputFile {
        final InputFile in;
        long bytes;

        Counting(InputFile in) {
            this.in = in;
        }

        public long length() throws IOException {
            return in.length();
        }

        public void readFully(long position, byte[] dst, int off, int len) throws IOException {
            bytes += len;
            in.readFully(position, dst, off, len);
        }

        public String location() {
            return in.location();
        }
    }

    @Test
    void statisticsOfASortedColumnSkipAlmostEverything() {
        List<Data> data = data(50_000, 5);
        byte[] bytes = write(data, 16 << 10, true);
        Counting all = new Counting(new InMemoryInputFile(bytes));
        try (ParquetFile f = ParquetFile.open(all); ParquetReader<Row> r = f.rows()) {
            assertEquals(data.size(), r.stream().count());
        }
        Counting one = new Counting(new InMemoryInputFile(bytes));
        try (ParquetFile f = ParquetFile.open(one); ParquetReader<Row> r = f.rows(Columns.longColumn("id").eq(31_337L))) {
            List<Row> rows = r.stream().toList();
            assertEquals(1, rows.size());
            assertEquals(data.get(31_337).row().toString(), rows.get(0).toString());
            int groups = Footers.rowGroups(f).size();
            assertTrue(groups > 20, groups + " row groups");
            assertEquals(groups - 1, r.skippedRowGroups().get(SkipReason.STATISTICS));
        }
        assertTrue(one.bytes * 10 < all.bytes, one.bytes + " of " + all.bytes + " bytes");
    }

    @Test
    void dictionariesSkipRowGroupsStatisticsCannot() {
        // every row group holds "apple" and "lemon", so "fig" lies within min/max but is absent
        List<Data> data = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            String s = i % 1000 == 500 && i >= 10_000 ? "fig" : i % 2 == 0 ? "apple" : "lemon";
            data.add(new Data(i, null, null, s, null, null, null));
        }
        byte[] bytes = write(data, 8 << 10, true);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes));
             ParquetReader<Row> r = f.rows(Columns.stringColumn("s").eq("fig"), "id")) {
            List<Long> ids = r.stream().map(row -> (Long) row.get(0)).toList();
            assertEquals(data.stream().filter(d -> d.s().equals("fig")).map(Data::id).toList(), ids);
            Map<SkipReason, Integer> skipped = r.skippedRowGroups();
            assertTrue(skipped.get(SkipReason.DICTIONARY) > 0, skipped.toString());
            assertEquals(Footers.rowGroups(f).size(), skipped.get(SkipReason.DICTIONARY) + countGroupsWith(f, data, "fig"),
                    skipped.toString());
        }
    }

    private static int countGroupsWith(ParquetFile f, List<Data> data, String s) {
        int n = 0;
        long start = 0;
        for (io.parquetry.format.RowGroup rg : Footers.rowGroups(f)) {
            long end = start + rg.numRows();
            final long from = start;
            if (data.stream().anyMatch(d -> d.id() >= from && d.id() < end && s.equals(d.s()))) {
                n++;
            }
            start = end;
        }
        return n;
    }

    @Test
    void bloomFiltersSkipRowGroupsWithoutTheValue() {
        Random r = new Random(11);
        MessageType schema = MessageTypeParser.parse("message m { required int64 id; required int64 key; }");
        List<Long> keys = new ArrayList<>();
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).rowGroupSize(32 << 10).dictionary(false)
                .bloomFilter("key", 5_000, 0.01).build()) {
            for (int i = 0; i < 30_000; i++) {
                long k = r.nextLong() & 0xFFFF_FFFFL; // random, so min/max of every group span nearly all keys
                keys.add(k);
                w.write(Row.of(schema, (long) i, k));
            }
        }
        long wanted = keys.get(12_345);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
             ParquetReader<Row> rd = f.rows(Columns.longColumn("key").eq(wanted))) {
            List<Long> ids = rd.stream().map(row -> (Long) row.get(0)).toList();
            List<Long> expected = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                if (keys.get(i) == wanted) {
                    expected.add((long) i);
                }
            }
            assertEquals(expected, ids);
            int groups = Footers.rowGroups(f).size();
            int bloom = rd.skippedRowGroups().get(SkipReason.BLOOM_FILTER);
            assertTrue(groups > 5, groups + " row groups");
            assertTrue(bloom >= groups - 2, bloom + " of " + groups + " skipped by bloom filters");
            assertTrue(rd.rowsTested() < keys.size() / 2, rd.rowsTested() + " rows tested");
        }
    }

    /**
     * INT96 timestamps (Spark's default) filter by the instants they hold, as the Row API reads
     * them, with and without a dictionary; LocalDateTime literals are taken as UTC. Instants on
     * both sides of the epoch and of a day's end, and nanoseconds, so that a byte-wise order
     * (nanoseconds first, little-endian) would give other rows.
     */
    @Test
    void int96TimestampsFilterByTheirInstants() {
        MessageType schema = MessageTypeParser.parse("message m { required int64 id; optional int96 ts; }");
        Random r = new Random(17);
        java.time.Instant base = java.time.Instant.parse("1969-12-31T23:59:59.999999999Z");
        List<java.time.Instant> values = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            values.add(r.nextInt(9) == 0 ? null : base.plusSeconds(r.nextInt(200_000) - 100_000).plusNanos(r.nextInt(3)));
        }
        java.time.Instant pivot = values.stream().filter(java.util.Objects::nonNull).skip(100).findFirst().orElseThrow();
        Column<java.time.Instant> ts = Columns.instantColumn("ts");
        Map<Filter, Predicate<java.time.Instant>> cases = new java.util.LinkedHashMap<>();
        cases.put(ts.eq(pivot), v -> v != null && v.equals(pivot));
        cases.put(ts.notEq(pivot), v -> v == null || !v.equals(pivot));
        cases.put(ts.lt(pivot), v -> v != null && v.isBefore(pivot));
        cases.put(ts.gtEq(pivot), v -> v != null && !v.isBefore(pivot));
        cases.put(ts.in(List.of(pivot, base)), v -> v != null && (v.equals(pivot) || v.equals(base)));
        cases.put(Columns.localDateTimeColumn("ts").gt(java.time.LocalDateTime.ofInstant(pivot, java.time.ZoneOffset.UTC)),
                v -> v != null && v.isAfter(pivot));
        for (boolean dictionary : new boolean[] {true, false}) {
            InMemoryOutputFile out = new InMemoryOutputFile();
            try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).rowGroupSize(8 << 10).pageSize(1024)
                    .dictionary(dictionary).build()) {
                for (int i = 0; i < values.size(); i++) {
                    w.write(Row.of(schema, (long) i, values.get(i)));
                }
            }
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
                assertTrue(f.rowGroupCount() > 1);
                for (Map.Entry<Filter, Predicate<java.time.Instant>> c : cases.entrySet()) {
                    List<Long> expected = new ArrayList<>();
                    for (int i = 0; i < values.size(); i++) {
                        if (c.getValue().test(values.get(i))) {
                            expected.add((long) i);
                        }
                    }
                    assertTrue(!expected.isEmpty() && expected.size() < values.size(), c.getKey().toString());
                    assertEquals(expected, ids(f, c.getKey()), c.getKey() + " dictionary=" + dictionary);
                }
            }
        }
    }

    @Test
    void rowGroupSubsetsPartitionTheFile() {
        List<Data> data = data(3_000, 9);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(write(data, 4 << 10, true)))) {
            int groups = Footers.rowGroups(f).size();
            assertTrue(groups > 3);
            List<Long> all = new ArrayList<>();
            for (int g = groups - 1; g >= 0; g--) {
                MessageType projection = f.project("id");
                try (ParquetReader<Row> r = f.read(rowMapper(f, projection), g)) {
                    List<Long> part = r.stream().map(row -> (Long) row.get(0)).toList();
                    assertEquals(Footers.rowGroups(f).get(g).numRows(), part.size());
                    all.addAll(0, part);
                }
            }
            assertEquals(data.stream().map(Data::id).toList(), all);
            assertThrows(ParquetException.class, () -> f.read(rowMapper(f, f.schema()), groups));
        }
    }

    /** The generic row mapper of {@code schema}, taken from a reader (the class is package-private). */
    private static io.parquetry.spi.RecordMapper<Row> rowMapper(ParquetFile f, MessageType schema) {
        return new io.parquetry.spi.RecordMapper<>() {
            final io.parquetry.spi.RecordMapper<Row> delegate = mapperOf(f, schema);

            public MessageType schema() {
                return delegate.schema();
            }

            public void write(Row record, io.parquetry.spi.ColumnSink[] columns) {
                delegate.write(record, columns);
            }

            public Row read(io.parquetry.spi.ColumnSource[] columns) {
                return delegate.read(columns);
            }
        };
    }

    @SuppressWarnings("unchecked")
    private static io.parquetry.spi.RecordMapper<Row> mapperOf(ParquetFile f, MessageType schema) {
        try {
            var ctor = Class.forName("io.parquetry.row.RowMapper").getDeclaredConstructor(MessageType.class);
            ctor.setAccessible(true);
            return (io.parquetry.spi.RecordMapper<Row>) ctor.newInstance(schema);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
