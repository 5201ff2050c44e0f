package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.DatasetReader;
import io.parquetry.DatasetWriter;
import io.parquetry.ParquetDataset;
import io.parquetry.ParquetFile;
import io.parquetry.annotation.ParquetDefault;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.dataset.HivePaths;
import io.parquetry.filter.Filter;
import io.parquetry.io.FileStore;
import io.parquetry.io.LocalFileStore;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Partitioned datasets: directory encoding, rolling, the open-file cap, pruning, evolution, threads. */
class DatasetTest {
    @ParquetRecord
    record Tagged(long id, String tag, Integer n) {}

    @ParquetRecord
    record Visit(long id, LocalDate day, String label, Address venue, int hits) {}

    /** An older {@link Visit}: no {@code hits}, no {@code score}. */
    @ParquetRecord
    record VisitV0(long id, LocalDate day, String label, Address venue) {}

    /** A newer {@link Visit}: a defaulted {@code hits}, and a new {@code score}. */
    @ParquetRecord
    record VisitV2(long id, LocalDate day, String label, Address venue, @ParquetDefault("-1") int hits, Double score) {}

    @TempDir
    Path dir;

    private static final LocalDate DAY0 = LocalDate.of(2026, 11, 25);

    static List<Visit> visits(int n, int days, String[] countries) {
        List<Visit> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String country = countries[(i / 3) % countries.length];
            Address venue = i % 11 == 5 ? null : new Address("city" + (i % 3), country, i % 2 == 0 ? i : null);
            out.add(new Visit(i, DAY0.plusDays(i % days), i % 7 == 0 ? null : "label" + i, venue, i * 3));
        }
        return out;
    }

    private static List<Visit> readAll(Path root) {
        try (DatasetReader<Visit> r = ParquetDataset.reader(Visit.class, root).build()) {
            return r.stream().sorted(Comparator.comparingLong(Visit::id)).toList();
        }
    }

    /** Relative paths of the visible data files. */
    private static List<String> files(Path root) throws IOException {
        return new LocalFileStore(root).list("").stream().map(FileStore.StoredFile::path).toList();
    }

    @Test
    void hiveEscapingOfEveryCharacterRoundTrips() {
        for (char c = 0; c < 256; c++) {
            String s = "a" + c + "b";
            String escaped = HivePaths.escape(s);
            assertEquals(s, HivePaths.unescape(escaped), "char " + (int) c);
            boolean special = (c >= 1 && c < 0x20) || c == 0x7F || "\"#%'*/:=?\\{[]^".indexOf(c) >= 0;
            assertEquals(special ? "a%" + String.format("%02X", (int) c) + "b" : s, escaped, "char " + (int) c);
        }
        assertEquals("date=2026-11-25", HivePaths.segment("date", "2026-11-25"));
        assertEquals("t=a%3Ab%2Fc%25d", HivePaths.segment("t", "a:b/c%d"));
        assertEquals("t=" + HivePaths.DEFAULT_PARTITION, HivePaths.segment("t", null));
        assertEquals("t=" + HivePaths.DEFAULT_PARTITION, HivePaths.segment("t", ""));
        assertEquals("ü✓ x", HivePaths.unescape(HivePaths.escape("ü✓ x")));
        assertEquals("%zz%4", HivePaths.unescape("%zz%4")); // not escapes: kept
    }

    @Test
    void specialPartitionValuesRoundTripThroughDirectories() throws IOException {
        List<String> tags = new ArrayList<>(List.of("plain", "a/b", "x=y", "50%", "%41", "c:\\d", "q?\"'*", "{[^]}#",
                "tab\there", "line\nbreak", "del\u007F", "ü✓🎉", " spaced ", ".dot", "_under"));
        tags.add("");
        tags.add(null);
        List<Tagged> written = new ArrayList<>();
        for (int i = 0; i < tags.size(); i++) {
            written.add(new Tagged(i, tags.get(i), i % 2 == 0 ? i : null));
        }
        Path root = dir.resolve("tags");
        try (DatasetWriter<Tagged> w = ParquetDataset.writer(Tagged.class, root).partitionBy("tag").build()) {
            w.writeAll(written);
        }
        TreeSet<String> dirs = new TreeSet<>();
        try (Stream<Path> s = Files.list(root)) {
            s.forEach(p -> dirs.add(p.getFileName().toString()));
        }
        TreeSet<String> expected = new TreeSet<>();
        for (String t : tags) {
            expected.add(HivePaths.segment("tag", t));
        }
        assertEquals(expected, dirs);
        assertTrue(dirs.contains("tag=a%2Fb") && dirs.contains("tag=%2541") && dirs.contains("tag=x%3Dy")
                && dirs.contains("tag=tab%09here") && dirs.contains("tag=ü✓🎉") && dirs.contains("tag=.dot"), dirs::toString);
        List<Tagged> read;
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).build()) {
            read = r.stream().sorted(Comparator.comparingLong(Tagged::id)).toList();
        }
        assertEquals(written.size(), read.size());
        for (int i = 0; i < written.size(); i++) {
            Tagged w = written.get(i);
            // Hive and Spark cannot tell an empty partition value from null: it reads back as null
            Tagged expect = "".equals(w.tag()) ? new Tagged(w.id(), null, w.n()) : w;
            assertEquals(expect, read.get(i));
        }
    }

    @Test
    void partitionColumnsLiveInDirectoriesNotInFiles() throws IOException {
        Path root = dir.resolve("visits");
        List<Visit> written = visits(200, 3, new String[] {"CH", "FR", "DE"});
        try (DatasetWriter<Visit> w = ParquetDataset.writer(Visit.class, root)
                .partitionBy(DatasetTest_VisitParquet.DAY, DatasetTest_VisitParquet.VENUE_COUNTRY)
                .fileOptions(f -> f.compression(Compression.ZSTD)).build()) {
            assertEquals(List.of("day", "venue.country"), w.partitionColumns());
            w.writeAll(written);
        }
        List<String> files = files(root);
        // 3 days x (3 countries + null venue) directories, one file each
        assertEquals(12, files.size(), files::toString);
        assertTrue(files.stream().anyMatch(f -> f.startsWith("day=2026-11-25/venue.country=CH/part-")), files::toString);
        assertTrue(files.stream().anyMatch(f -> f.startsWith("day=2026-11-26/venue.country=" + HivePaths.DEFAULT_PARTITION + "/")));
        assertTrue(files.stream().allMatch(f -> f.matches(".*/part-[0-9a-f-]{36}-\\d{5}\\.parquet")), files::toString);
        try (ParquetFile f = ParquetFile.open(root.resolve(files.get(0)))) {
            MessageType s = f.schema();
            assertFalse(s.containsField("day"), s::toString);
            assertFalse(s.containsColumn("venue", "country"), s::toString);
            assertTrue(s.containsColumn("venue", "city"), s::toString);
            assertEquals(Compression.ZSTD, f.rowGroups().get(0).columns().get(0).compression());
        }
        assertEquals(written, readAll(root));
    }

    @Test
    void refusesColumnsThatCannotPartition() {
        Path root = dir.resolve("bad");
        ParquetException noColumn = assertThrows(ParquetException.class,
                () -> ParquetDataset.writer(Visit.class, root).partitionBy("venue.zip").build());
        assertTrue(noColumn.getMessage().contains("venue.zip"), noColumn.getMessage());
        ParquetException repeated = assertThrows(ParquetException.class,
                () -> ParquetDataset.writer(Trade.class, root).partitionBy("tags.list.element").build());
        assertTrue(repeated.getMessage().contains("list or map"), repeated.getMessage());
        ParquetException timestamp = assertThrows(ParquetException.class,
                () -> ParquetDataset.writer(Trade.class, root).partitionBy("at").build());
        assertTrue(timestamp.getMessage().contains("column at") && timestamp.getMessage().contains("cannot be a partition column"),
                timestamp.getMessage());
        ParquetException lzo = assertThrows(ParquetException.class, () -> ParquetDataset.writer(Trade.class, root)
                .fileOptions(f -> f.compression(Compression.LZO)).build());
        assertTrue(lzo.getMessage().contains("LZO"), lzo.getMessage());
    }

    @Test
    void rollsByRowCount() throws IOException {
        Path root = dir.resolve("rows");
        List<Visit> written = visits(35, 1, new String[] {"CH"}).stream()
                .map(v -> new Visit(v.id(), v.day(), v.label(), new Address("z", "CH", 1), v.hits())).toList();
        try (DatasetWriter<Visit> w = ParquetDataset.writer(Visit.class, root).partitionBy("venue.country")
                .maxRowsPerFile(10).build()) {
            w.writeAll(written);
            assertEquals(3, w.publishedFiles().size()); // the fourth is still open
        }
        List<Long> counts = new ArrayList<>();
        for (String f : files(root)) {
            try (ParquetFile pf = ParquetFile.open(root.resolve(f))) {
                counts.add(pf.rowCount());
            }
        }
        counts.sort(null);
        assertEquals(List.of(5L, 10L, 10L, 10L), counts);
        assertEquals(written, readAll(root));
    }

    @Test
    void rollsByTargetSize() throws IOException {
        Path root = dir.resolve("size");
        // 8,000 visits: sorted columns pack as deltas by default, so 4,000 made only 3 files of 16 KiB
        List<Visit> written = visits(8000, 1, new String[] {"CH"});
        try (DatasetWriter<Visit> w = ParquetDataset.writer(Visit.class, root).partitionBy("day")
                .targetFileSize(16 << 10)
                .fileOptions(f -> f.compression(Compression.UNCOMPRESSED).dictionary(false).rowGroupSize(4 << 10))
                .build()) {
            w.writeAll(written);
        }
        List<String> files = files(root);
        assertTrue(files.size() >= 4 && files.size() <= 40, files::toString);
        for (FileStore.StoredFile f : new LocalFileStore(root).list("")) {
            // each file stopped at its first record past the target: at most a row group more
            assertTrue(f.length() < (16 << 10) + (16 << 10), f.toString());
        }
        assertEquals(written, readAll(root));
    }

    /** A clock the test moves. */
    static final class TestClock extends Clock {
        final AtomicLong millis = new AtomicLong(1_000_000);

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis.get());
        }
    }

    @Test
    void rollsByAge() throws IOException {
        Path root = dir.resolve("age");
        TestClock clock = new TestClock();
        List<Visit> a = visits(6, 1, new String[] {"A"}).stream()
                .map(v -> new Visit(v.id(), v.day(), v.label(), new Address("c", "A", 1), v.hits())).toList();
        Visit b = new Visit(100, DAY0, "b", new Address("c", "B", 1), 1);
        try (DatasetWriter<Visit> w = ParquetDataset.writer(Visit.class, root).partitionBy("venue.country")
                .maxFileAge(Duration.ofMinutes(1)).clock(clock).build()) {
            w.writeAll(a.subList(0, 3));
            clock.millis.addAndGet(30_000);
            w.write(a.get(3));
            assertEquals(List.of(), w.publishedFiles()); // 30 s old: still open
            clock.millis.addAndGet(40_000);
            w.write(b); // the A file is 70 s old: published by a write to another partition
            assertEquals(1, w.publishedFiles().size());
            assertTrue(w.publishedFiles().get(0).startsWith("venue.country=A/"));
            w.writeAll(a.subList(4, 6)); // a new A file
            assertEquals(2, w.openFiles());
        }
        List<Long> counts = new ArrayList<>();
        for (String f : files(root)) {
            try (ParquetFile pf = ParquetFile.open(root.resolve(f))) {
                counts.add(pf.rowCount());
            }
        }
        counts.sort(null);
        assertEquals(List.of(1L, 2L, 4L), counts);
    }

    @Test
    void capsOpenFilesClosingTheLeastRecentlyUsed() throws IOException {
        Path root = dir.resolve("lru");
        try (DatasetWriter<Tagged> w = ParquetDataset.writer(Tagged.class, root).partitionBy("tag").maxOpenFiles(2).build()) {
            w.write(new Tagged(1, "a", 1));
            w.write(new Tagged(2, "b", 1));
            w.write(new Tagged(3, "a", 1)); // a is now the most recently used
            assertEquals(List.of(), w.publishedFiles());
            w.write(new Tagged(4, "c", 1)); // closes b
            assertEquals(2, w.openFiles());
            assertEquals(1, w.publishedFiles().size());
            assertTrue(w.publishedFiles().get(0).startsWith("tag=b/"), w.publishedFiles()::toString);
            w.write(new Tagged(5, "b", 1)); // a new file for b; closes a
            assertEquals(2, w.publishedFiles().size());
            assertTrue(w.publishedFiles().get(1).startsWith("tag=a/"), w.publishedFiles()::toString);
            for (int i = 0; i < 100; i++) {
                w.write(new Tagged(10 + i, "p" + i, i));
                assertTrue(w.openFiles() <= 2);
            }
        }
        List<String> files = files(root);
        assertEquals(2, files.stream().filter(f -> f.startsWith("tag=b/")).count());
        assertEquals(104, files.size());
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).build()) {
            assertEquals(105, r.stream().count());
        }
    }

    /** A dataset of 10 regions, a file each, row groups of about 100 rows sorted by id. */
    private Path regions() {
        Path root = dir.resolve("regions");
        List<Tagged> rows = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            rows.add(new Tagged(i, "r" + (i / 500), i % 10));
        }
        try (DatasetWriter<Tagged> w = ParquetDataset.writer(Tagged.class, root).partitionBy("tag")
                .fileOptions(f -> f.rowGroupSize(1 << 10)).build()) {
            w.writeAll(rows);
        }
        return root;
    }

    private static List<Long> ids(DatasetReader<Tagged> r) {
        return r.stream().map(Tagged::id).toList();
    }

    @Test
    void partitionPredicatesPruneFilesBeforeTheyAreOpened() {
        Path root = regions();
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root)
                .filter(DatasetTest_TaggedParquet.TAG.eq("r3")).build()) {
            assertEquals(9, r.filesPruned());
            List<Long> ids = ids(r);
            assertEquals(1, r.filesOpened());
            assertEquals(500, ids.size());
            assertEquals(1500L, ids.get(0));
            assertEquals(1999L, ids.get(499));
        }
        // partition and data columns together: files by the partition, row groups by statistics
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root)
                .filter(DatasetTest_TaggedParquet.TAG.in("r1", "r2").and(DatasetTest_TaggedParquet.ID.gtEq(1400L))).build()) {
            List<Long> ids = ids(r);
            assertEquals(2, r.filesOpened());
            assertEquals(8, r.filesPruned());
            assertEquals(100, ids.size());
            assertEquals(List.of(1400L, 1499L), List.of(ids.get(0), ids.get(99)));
            assertTrue(r.rowGroupsSkipped() > 0, "row groups of r1 below id 1400 skipped");
        }
        // an or over a data column decides nothing about files: all are opened, row groups pruned
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root)
                .filter(Filter.or(Filter.eq("tag", "r1"), Filter.eq("id", 4321L))).build()) {
            List<Long> ids = ids(r);
            assertEquals(10, r.filesOpened());
            assertEquals(501, ids.size());
            assertEquals(4321L, ids.get(500));
            assertTrue(r.rowGroupsSkipped() >= 8, "r" + r.rowGroupsSkipped());
        }
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root)
                .filter(Filter.not(Filter.startsWith("tag", "r")).or(Filter.isNull("tag"))).build()) {
            assertEquals(List.of(), ids(r));
            assertEquals(0, r.filesOpened());
            assertEquals(10, r.filesPruned());
        }
    }

    @Test
    void nullPartitionsAndNestedPartitionFilters() {
        Path root = dir.resolve("nested");
        List<Visit> written = visits(300, 2, new String[] {"CH", "FR"});
        try (DatasetWriter<Visit> w = ParquetDataset.writer(Visit.class, root).partitionBy("venue.country").build()) {
            w.writeAll(written);
        }
        try (DatasetReader<Visit> r = ParquetDataset.reader(Visit.class, root)
                .filter(DatasetTest_VisitParquet.VENUE_COUNTRY.isNull()).build()) {
            List<Visit> read = r.stream().toList();
            assertEquals(written.stream().filter(v -> v.venue() == null).toList(), read);
            assertEquals(1, r.filesOpened());
        }
        try (DatasetReader<Visit> r = ParquetDataset.reader(Visit.class, root)
                .filter(DatasetTest_VisitParquet.VENUE_COUNTRY.eq("FR").and(DatasetTest_VisitParquet.HITS.lt(300))).build()) {
            List<Visit> read = r.stream().toList();
            assertEquals(written.stream().filter(v -> v.venue() != null && v.venue().country().equals("FR") && v.hits() < 300)
                    .toList(), read);
            assertEquals(1, r.filesOpened());
        }
    }

    @Test
    void filesOfOlderAndNewerRecordVersionsReadAsOneDataset() {
        Path root = dir.resolve("evolution");
        List<Visit> current = visits(50, 2, new String[] {"CH"});
        List<VisitV0> old = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            old.add(new VisitV0(1000 + i, DAY0.plusDays(i % 3), "old" + i, new Address("c", "CH", null)));
        }
        try (DatasetWriter<VisitV0> w = ParquetDataset.writer(VisitV0.class, root).partitionBy("day").build()) {
            w.writeAll(old);
        }
        try (DatasetWriter<Visit> w = ParquetDataset.writer(Visit.class, root).partitionBy("day").build()) {
            w.writeAll(current);
        }
        List<VisitV2> read;
        try (DatasetReader<VisitV2> r = ParquetDataset.reader(VisitV2.class, root).build()) {
            read = r.stream().sorted(Comparator.comparingLong(VisitV2::id)).toList();
        }
        List<VisitV2> expected = new ArrayList<>();
        current.forEach(v -> expected.add(new VisitV2(v.id(), v.day(), v.label(), v.venue(), v.hits(), null)));
        old.forEach(v -> expected.add(new VisitV2(v.id(), v.day(), v.label(), v.venue(), -1, null)));
        assertEquals(expected, read);
        // an old file lacks hits: a filter on it is decided on the default there
        try (DatasetReader<VisitV2> r = ParquetDataset.reader(VisitV2.class, root)
                .filter(DatasetTest_VisitV2Parquet.HITS.eq(-1).and(DatasetTest_VisitV2Parquet.DAY.eq(DAY0))).build()) {
            assertEquals(expected.stream().filter(v -> v.hits() == -1 && v.day().equals(DAY0)).map(VisitV2::id).toList(),
                    r.stream().map(VisitV2::id).sorted().toList());
        }
    }

    @Test
    void threadsSplitByFileAndRowGroupKeepingTheOrder() {
        Path root = regions();
        List<Tagged> sequential;
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).build()) {
            sequential = r.stream().toList();
        }
        assertEquals(5000, sequential.size());
        for (int threads : new int[] {2, 4, 7}) {
            try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).threads(threads).build()) {
                assertEquals(sequential, r.stream().toList(), threads + " threads");
                assertEquals(10, r.filesOpened());
            }
            Filter f = DatasetTest_TaggedParquet.N.eq(3).and(DatasetTest_TaggedParquet.TAG.notEq("r0"));
            try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).filter(f).threads(threads).build()) {
                assertEquals(sequential.stream().filter(t -> t.n() == 3 && !t.tag().equals("r0")).toList(), r.stream().toList());
                assertEquals(9, r.filesOpened());
            }
        }
        // closing half-way stops the workers and closes the files
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).threads(3).build()) {
            assertEquals(sequential.subList(0, 700), r.stream().limit(700).toList());
        }
    }

    @Test
    void severalThreadsWriteOneDataset() throws Exception {
        Path root = dir.resolve("threads");
        int threads = 6;
        int perThread = 3000;
        try (DatasetWriter<Tagged> w = ParquetDataset.writer(Tagged.class, new LocalFileStore(root, false)).partitionBy("tag")
                .maxRowsPerFile(700).build()) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t * perThread;
                done.add(pool.submit(() -> {
                    for (int i = first; i < first + perThread; i++) {
                        w.write(new Tagged(i, "p" + (i % 13), i));
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            pool.shutdown();
        }
        List<Tagged> read;
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).threads(2).build()) {
            read = r.stream().sorted(Comparator.comparingLong(Tagged::id)).toList();
        }
        assertEquals(threads * perThread, read.size());
        for (int i = 0; i < read.size(); i++) {
            assertEquals(new Tagged(i, "p" + (i % 13), i), read.get(i));
        }
    }

    @Test
    void genericRowsWriteAndReadADataset() {
        MessageType schema = MessageTypeParser.parse("message m { required int64 id; optional binary region (STRING);"
                + " optional int32 day (DATE); optional double v; }");
        Path root = dir.resolve("rows-generic");
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            rows.add(Row.of(schema, (long) i, i % 3 == 0 ? null : "r" + (i % 2), DAY0.plusDays((i / 2) % 2), i * 0.5));
        }
        try (DatasetWriter<Row> w = ParquetDataset.writer(schema, root).partitionBy("region", "day").build()) {
            w.writeAll(rows);
        }
        try (DatasetReader<Row> r = ParquetDataset.reader(schema, root).filter(Filter.eq("region", "r1")).build()) {
            List<Row> read = r.stream().sorted(Comparator.comparingLong(x -> (Long) x.get("id"))).toList();
            assertEquals(rows.stream().filter(x -> "r1".equals(x.get("region"))).collect(Collectors.toList()), read);
            assertEquals(2, r.filesOpened()); // region=r1 on two days
        }
    }

    /** The README's example, as it is there. */
    @Test
    void readmeExample() {
        Path root = dir.resolve("trades");
        List<Trade> trades = QuickStart.sampleTrades(3000, 11).stream().map(t -> t.venue() == null ? t
                : new Trade(t.id(), t.symbol(), t.price(), t.at(), t.side(), t.tags(), t.attrs(), new Address(t.venue().city(),
                        t.venue().country() == null ? null : List.of("CH", "FR", "US").get((int) (t.id() % 3)), t.venue().floor())))
                .toList();
        try (DatasetWriter<Trade> writer = ParquetDataset.writer(Trade.class, root)
                .partitionBy(TradeParquet.SIDE, TradeParquet.VENUE_COUNTRY)   // or by path: "side", "venue.country"
                .fileOptions(f -> f.compression(Compression.ZSTD))           // any option of Parquet.writer
                .maxRowsPerFile(1_000_000)                                    // also targetFileSize, maxFileAge
                .maxOpenFiles(64)
                .build()) {
            writer.writeAll(trades);                                          // several threads may write at once
        }
        try (DatasetReader<Trade> reader = ParquetDataset.reader(Trade.class, root)
                .filter(TradeParquet.VENUE_COUNTRY.eq("CH").and(TradeParquet.PRICE.gt(new java.math.BigDecimal("100.0000"))))
                .threads(2)
                .build()) {
            List<Trade> swiss = reader.stream().toList();                     // files of other countries are never opened
            List<Trade> expected = trades.stream().filter(t -> t.venue() != null && "CH".equals(t.venue().country())
                    && t.price() != null && t.price().compareTo(new java.math.BigDecimal("100")) > 0).toList();
            assertEquals(new java.util.HashSet<>(expected), new java.util.HashSet<>(swiss));
            assertEquals(expected.size(), swiss.size());
            assertTrue(expected.size() > 50, expected.size() + " Swiss trades");
            assertTrue(reader.filesPruned() > 0);
        }
    }

    @Test
    void abortDiscardsTheOpenFilesAndKeepsThePublishedOnes() throws IOException {
        Path root = dir.resolve("abort");
        DatasetWriter<Tagged> w = ParquetDataset.writer(Tagged.class, root).partitionBy("tag").maxRowsPerFile(3).build();
        for (int i = 0; i < 8; i++) {
            w.write(new Tagged(i, i < 4 ? "a" : "b", i)); // a: one published file of 3 rows, one open; b: 4 rows
        }
        assertEquals(2, w.publishedFiles().size());
        w.abort();
        ParquetException closed = assertThrows(ParquetException.class, () -> w.write(new Tagged(9, "a", 1)));
        assertTrue(closed.getMessage().contains("closed"), closed.getMessage());
        assertEquals(w.publishedFiles(), files(root));
        try (Stream<Path> s = Files.walk(root)) {
            assertEquals(List.of(), s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
        }
        try (DatasetReader<Tagged> r = ParquetDataset.reader(Tagged.class, root).build()) {
            assertEquals(List.of(0L, 1L, 2L, 4L, 5L, 6L), r.stream().map(Tagged::id).sorted().toList());
        }
    }
}
