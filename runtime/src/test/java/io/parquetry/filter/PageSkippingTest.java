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
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Row ranges and page-index skipping: results equal slices of a full read and brute-force scans. */
class PageSkippingTest {
    static final MessageType NESTED = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional int32 n;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
              repeated int32 bare;
              optional group inner {
                optional group points (LIST) {
                  repeated group list {
                    required int64 element;
                  }
                }
              }
            }
            """);

    static List<Row> nestedRows(int count, long seed) {
        Random r = new Random(seed);
        MessageType s = NESTED;
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<Object> tags = new ArrayList<>();
            for (int t = r.nextInt(5); t > 0; t--) {
                tags.add(r.nextInt(6) == 0 ? null : "t" + r.nextInt(100));
            }
            List<Object> bare = new ArrayList<>();
            for (int b = r.nextInt(4); b > 0; b--) {
                bare.add(r.nextInt());
            }
            List<Object> points = new ArrayList<>();
            for (int p = r.nextInt(3); p > 0; p--) {
                points.add(r.nextLong());
            }
            Row inner = r.nextInt(5) == 0 ? null : Row.of(s.field("inner").asGroup(), r.nextInt(4) == 0 ? null : points);
            out.add(Row.of(s, (long) i, r.nextInt(7) == 0 ? null : r.nextInt(1000), r.nextInt(6) == 0 ? null : tags, bare, inner));
        }
        return out;
    }

    static byte[] writeNested(List<Row> rows, boolean pageIndex) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(NESTED, out).rowGroupSize(16 << 10).pageSize(512)
                .pageIndex(pageIndex).build()) {
            for (Row row : rows) {
                w.write(row);
            }
        }
        return out.toByteArray();
    }

    static List<Row> read(ParquetFile f, Filter filter, long first, long end) {
        try (ParquetReader<Row> r = f.rows(filter, first, end)) {
            return r.stream().toList();
        }
    }

    @Test
    void rowRangesEqualSlicesOfAFullRead() {
        List<Row> rows = nestedRows(5_000, 3);
        for (boolean pageIndex : new boolean[] {true, false}) {
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(writeNested(rows, pageIndex)))) {
                assertTrue(Footers.rowGroups(f).size() > 3, "several row groups: " + Footers.rowGroups(f).size());
                List<Row> all;
                try (ParquetReader<Row> r = f.rows()) {
                    all = r.stream().toList();
                }
                assertEquals(rows, all);
                Random r = new Random(11);
                for (int i = 0; i < 150; i++) {
                    long a = r.nextInt(rows.size() + 1);
                    long b = r.nextInt(4) == 0 ? a + r.nextInt(5) : r.nextInt(rows.size() + 1);
                    long first = Math.min(a, b);
                    long end = Math.min(rows.size(), Math.max(a, b));
                    assertEquals(all.subList((int) first, (int) end), read(f, null, first, end),
                            "rows [" + first + ", " + end + ") page index " + pageIndex);
                }
            }
        }
    }

    @Test
    void rowRangeEdgeCases() {
        List<Row> rows = nestedRows(3_000, 5);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(writeNested(rows, true)))) {
            long n = f.rowCount();
            assertEquals(List.of(), read(f, null, 0, 0));
            assertEquals(List.of(), read(f, null, n, n));
            assertEquals(rows, read(f, null, 0, n));
            assertEquals(rows.subList((int) n - 1, (int) n), read(f, null, n - 1, n));
            // exactly one row group, and a range across a row group boundary
            long g0 = Footers.rowGroups(f).get(0).numRows();
            long g1 = Footers.rowGroups(f).get(1).numRows();
            assertEquals(rows.subList((int) g0, (int) (g0 + g1)), read(f, null, g0, g0 + g1));
            assertEquals(rows.subList((int) g0 - 3, (int) g0 + 3), read(f, null, g0 - 3, g0 + 3));
            ParquetException e = assertThrows(ParquetException.class, () -> read(f, null, 10, n + 1));
            assertTrue(e.getMessage().contains("[10, " + (n + 1) + ")") && e.getMessage().contains("[0, " + n + ")"), e.getMessage());
            e = assertThrows(ParquetException.class, () -> read(f, null, 5, 4));
            assertTrue(e.getMessage().contains("[5, 4)"), e.getMessage());
            e = assertThrows(ParquetException.class, () -> read(f, null, -1, 4));
            assertTrue(e.getMessage().contains("[-1, 4)"), e.getMessage());
        }
    }

    @Test
    void rowRangesReadOnlyTheirPages() throws IOException {
        List<Row> rows = nestedRows(5_000, 9);
        byte[] bytes = writeNested(rows, true);
        Counting in = new Counting(new InMemoryInputFile(bytes));
        try (ParquetFile f = ParquetFile.open(in)) {
            long before = in.bytes;
            try (ParquetReader<Row> r = f.rows(null, 2_000, 2_010)) {
                assertEquals(rows.subList(2_000, 2_010), r.stream().toList());
                assertTrue(r.skippedPages() > 0, "pages skipped");
            }
            long ranged = in.bytes - before;
            before = in.bytes;
            try (ParquetReader<Row> r = f.rows()) {
                assertEquals(rows.size(), r.stream().count());
            }
            long full = in.bytes - before;
            assertTrue(ranged * 5 < full, "10 rows read " + ranged + " bytes, all rows " + full);
        }
    }

    /** Random predicates and ranges on sorted and unsorted data with many small pages, against brute force. */
    @Test
    void filtersAndRangesWithPageIndexesEqualABruteForceScan() {
        for (boolean sorted : new boolean[] {true, false}) {
            List<FilterTest.Data> data = new ArrayList<>(FilterTest.data(4_000, sorted ? 1 : 2));
            if (sorted) {
                // sort by n (ids stay increasing with position after renumbering), so n's pages have narrow bounds
                data.sort(Comparator.comparing(FilterTest.Data::n, Comparator.nullsFirst(Comparator.naturalOrder())));
                List<FilterTest.Data> renumbered = new ArrayList<>();
                for (int i = 0; i < data.size(); i++) {
                    FilterTest.Data d = data.get(i);
                    renumbered.add(new FilterTest.Data(i, d.n(), d.d(), d.s(), d.price(), d.flag(), d.f()));
                }
                data = renumbered;
            }
            byte[] bytes = FilterTest.write(data, 24 << 10, sorted);
            Random r = new Random(sorted ? 17 : 19);
            long skippedPages = 0;
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
                assertTrue(Footers.rowGroups(f).size() > 2, "several row groups");
                assertTrue(Footers.offsetIndex(f, 0, "id").pageLocations().size() > 5, "many pages");
                for (int i = 0; i < 300; i++) {
                    FilterTest.Case c = FilterTest.randomCase(r, 2);
                    long first = 0;
                    long end = data.size();
                    if (r.nextBoolean()) {
                        long a = r.nextInt(data.size() + 1);
                        long b = r.nextInt(data.size() + 1);
                        first = Math.min(a, b);
                        end = Math.max(a, b);
                    }
                    List<Long> expected = new ArrayList<>();
                    for (int k = (int) first; k < end; k++) {
                        if (c.expected().test(data.get(k))) {
                            expected.add(data.get(k).id());
                        }
                    }
                    try (ParquetReader<Row> rd = f.rows(c.filter(), first, end, "id", "s", "n")) {
                        List<Long> actual = rd.stream().map(row -> (Long) row.get(0)).toList();
                        assertEquals(expected, actual, c.text() + " in [" + first + ", " + end + ") sorted " + sorted);
                        skippedPages += rd.skippedPages();
                    }
                }
                // a narrow predicate on the sorted column rules out most pages
                try (ParquetReader<Row> rd = f.rows(Columns.intColumn("n").eq(17), 0, f.rowCount(), "id", "n")) {
                    long count = rd.stream().count();
                    assertEquals(data.stream().filter(d -> d.n() != null && d.n() == 17).count(), count);
                    if (sorted) {
                        assertTrue(rd.rowsTested() < data.size() / 10, "rows tested: " + rd.rowsTested());
                    }
                }
            }
            assertTrue(skippedPages > 0, "some pages were skipped (sorted " + sorted + ")");
        }
    }

    @Test
    void anOffsetIndexThatMiscountsRowsFailsInsteadOfMisaligning() {
        List<Row> rows = nestedRows(3_000, 13);
        byte[] bytes = writeNested(rows, true);
        long first1;
        long first2;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            io.parquetry.format.OffsetIndex oi = Footers.offsetIndex(f, 0, "tags.list.element");
            assertTrue(oi.pageLocations().size() > 3);
            first1 = oi.pageLocations().get(1).firstRowIndex();
            first2 = oi.pageLocations().get(2).firstRowIndex();
            List<io.parquetry.format.PageLocation> locs = new ArrayList<>(oi.pageLocations());
            io.parquetry.format.PageLocation l = locs.get(2);
            // page 2 claims to start one row later than it does
            locs.set(2, new io.parquetry.format.PageLocation(l.offset(), l.compressedPageSize(), l.firstRowIndex() + 1));
            byte[] patched = io.parquetry.format.ThriftWriter.toBytes(new io.parquetry.format.OffsetIndex(locs, oi.unencodedByteArrayDataBytes()));
            io.parquetry.format.ColumnChunk c = Footers.chunk(f, 0, "tags.list.element");
            assertEquals(c.offsetIndexLength().intValue(), patched.length, "same encoded size");
            System.arraycopy(patched, 0, bytes, c.offsetIndexOffset().intValue(), patched.length);
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            ParquetException e = assertThrows(ParquetException.class, () -> read(f, null, first1, first2 + 2));
            assertTrue(e.getMessage().contains("tags") && e.getMessage().contains("offset index"), e.getMessage());
            // reading everything does not use the offset index and still works
            assertEquals(rows, read(f, null, 0, f.rowCount()));
        }
    }

    /**
     * A predicate that matches NaN (a negated comparison) can use page bounds only where the page
     * is known to hold no NaN: the NaN counts we write make those pages skippable, and pages with
     * NaN are kept. Row groups likewise, by the chunk statistics' nan_count.
     */
    @Test
    void nanCountsLetNaNMatchingPredicatesSkipPagesWithoutNaN() {
        MessageType schema = MessageTypeParser.parse("message m { required int64 id; required double x; }");
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            // sorted x; a NaN now and then in the rows 12,000..13,999 only
            double x = i >= 12_000 && i < 14_000 && i % 97 == 0 ? Double.NaN : i;
            rows.add(Row.of(schema, (long) i, x));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageRowLimit(1_000).rowGroupSize(64 << 10).build()) {
            w.writeAll(rows);
        }
        Filter notAbove = Filter.not(Columns.doubleColumn("x").gt(5_000.0));
        List<Row> expected = rows.stream()
                .filter(r -> { double x = (Double) r.get("x"); return Double.isNaN(x) || x <= 5_000.0; })
                .toList();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
             ParquetReader<Row> r = f.rows(notAbove, 0, rows.size())) {
            assertTrue(Footers.rowGroups(f).size() > 2, "several row groups");
            assertEquals(expected, r.stream().toList());
            // kept: the pages with x <= 5000 and the 2 pages holding NaN; all others are skipped
            // by row group statistics or by the column index
            long skippedGroupsPages = 0;
            for (var e : r.skippedRowGroups().entrySet()) {
                skippedGroupsPages += e.getValue();
            }
            assertTrue(skippedGroupsPages > 0, "row groups without NaN and above 5000 are skipped: " + r.skippedRowGroups());
            assertTrue(r.skippedPages() > 0, "pages skipped");
        }
    }

    static final class Counting implements InputFile {
        final InputFile in;
        long bytes;

        Counting(InputFile in) {
            this.in = in;
        }

        @Override
        public long length() throws IOException {
            return in.length();
        }

        @Override
        public void readFully(long position, byte[] dst, int off, int len) throws IOException {
            bytes += len;
            in.readFully(position, dst, off, len);
        }

        @Override
        public String location() {
            return in.location();
        }
    }
}
