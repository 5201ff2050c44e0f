package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.filter.Filter;
import io.parquetry.io.InputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * Reads of one file in S3 fetch only what they need, counted on the wire: the footer with one
 * suffix GET, a row group's chunks with one coalesced GET, a projection only its column's chunks,
 * a filter only the row groups its statistics keep. Prints the table of BENCHMARKS.md's "Object
 * storage" section.
 */
class S3RangesTest {
    static final String KEY = "metrics/m.parquet";
    /** The same records in one row group of 1000-row pages without dictionaries, for reads the page index narrows. */
    static final String PAGED_KEY = "metrics/paged.parquet";
    static final int ROWS = 100_000;
    static final int PREFETCH = 64 << 10;
    static final S3Server.Requests REQUESTS = new S3Server.Requests();
    static S3Client client;
    static String bucket;
    static S3Files files;
    static List<Metric> metrics;
    static long length;
    static List<long[]> chunks; // per row group: {start, end} of each column chunk, in file order

    @BeforeAll
    static void write() throws IOException {
        client = S3Server.get().client(REQUESTS);
        bucket = S3Server.newBucket(client, "ranges");
        files = S3Files.builder().client(client).footerPrefetchSize(PREFETCH).build();
        metrics = Metric.generate(ROWS, 7);
        try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile(bucket, KEY)).rowGroupSize(1 << 20).build()) {
            w.writeAll(metrics);
        }
        try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile(bucket, PAGED_KEY)).rowGroupSize(64 << 20)
                .pageRowLimit(1000).dictionary(false).build()) {
            w.writeAll(metrics);
        }
        S3InputFile in = files.inputFile(bucket, KEY);
        length = in.length();
        try (ParquetFile f = ParquetFile.open(in)) {
            chunks = new ArrayList<>();
            for (RowGroupMetadata rg : f.rowGroups()) {
                long[] ranges = new long[rg.columns().size() * 2];
                for (int c = 0; c < rg.columns().size(); c++) {
                    ColumnChunkMetadata m = rg.columns().get(c);
                    ranges[2 * c] = m.startOffset();
                    ranges[2 * c + 1] = m.startOffset() + m.compressedSize();
                }
                chunks.add(ranges);
            }
        }
    }

    @AfterAll
    static void stop() {
        files.close();
        client.close();
    }

    /** What one read cost: GETs and bytes, of opening the file and of reading it. */
    record Cost(int openGets, long openBytes, int readGets, long readBytes) {
        int gets() {
            return openGets + readGets;
        }

        long bytes() {
            return openBytes + readBytes;
        }
    }

    /** Opens the file afresh over {@code s3}, then reads it with {@code read}; counts the GETs of each phase. */
    static <T> Cost measure(S3Files s3, Function<ParquetFile, List<T>> read, List<T> expected) {
        return measure(s3, KEY, read, expected);
    }

    static <T> Cost measure(S3Files s3, String key, Function<ParquetFile, List<T>> read, List<T> expected) {
        REQUESTS.clear();
        try (ParquetFile f = ParquetFile.open(s3.inputFile(bucket, key))) {
            List<S3Server.Request> open = REQUESTS.of("GetObject");
            REQUESTS.clear();
            List<T> back = read.apply(f);
            assertEquals(expected.size(), back.size());
            for (int i = 0; i < expected.size(); i++) {
                assertEquals(expected.get(i), back.get(i), "record " + i);
            }
            List<S3Server.Request> reads = REQUESTS.of("GetObject");
            assertEquals(REQUESTS.all().size(), reads.size(), "reads make GETs only");
            return new Cost(open.size(), sum(open), reads.size(), sum(reads));
        }
    }

    static long sum(List<S3Server.Request> requests) {
        return requests.stream().mapToLong(S3Server.Request::bytes).sum();
    }

    static <T> List<T> all(ParquetReader<T> r) {
        try (r) {
            return r.stream().toList();
        }
    }

    static Cost full(S3Files s3) {
        return measure(s3, f -> all(f.read(Parquet.mapper(Metric.class))), metrics);
    }

    static Cost projected(S3Files s3) {
        return measure(s3, f -> all(f.read(Parquet.mapper(MetricCpu.class))), metrics.stream().map(m -> new MetricCpu(m.cpu())).toList());
    }

    static final Filter FILTER = MetricParquet.ID.lt(2_000L);

    static Cost filtered(S3Files s3) {
        return measure(s3, f -> all(f.read(Parquet.mapper(Metric.class), FILTER)), metrics.subList(0, 2_000));
    }

    /** Where the footer prefetch begins: bytes from here on are never fetched again. */
    static long tailStart() {
        return length - PREFETCH;
    }

    /** Bytes of {@code [start, end)} that lie before the footer prefetch. */
    static long beforeTail(long start, long end) {
        return Math.max(0, Math.min(end, tailStart()) - start);
    }

    @Test
    void theFooterIsOneSuffixGetAndTheLeadingMagicOneMore() {
        Cost c = full(files);
        assertTrue(length > 4L * PREFETCH, "a file larger than the prefetch: " + length);
        assertTrue(chunks.size() >= 5, "several row groups: " + chunks.size());
        assertEquals(2, c.openGets());
        assertEquals(PREFETCH + 4, c.openBytes());
        REQUESTS.clear();
        try (InputFile in = files.inputFile(bucket, KEY)) {
            ParquetFile.open(in).close();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(List.of(new S3Server.Request("GetObject", "bytes=-" + PREFETCH, PREFETCH),
                new S3Server.Request("GetObject", "bytes=0-3", 4)), REQUESTS.all());
    }

    @Test
    void aFullReadFetchesEachRowGroupWithOneGetAndNoByteTwice() {
        Cost c = full(files);
        long expectedGets = chunks.stream().filter(r -> r[0] < tailStart()).count();
        long expectedBytes = chunks.stream().mapToLong(r -> beforeTail(r[0], r[r.length - 1])).sum();
        assertEquals(expectedGets, c.readGets());
        assertEquals(expectedBytes, c.readBytes());
        assertTrue(c.bytes() <= length + 4, "no byte fetched twice: " + c.bytes() + " of " + length);

        // without coalescing, a GET per chunk
        try (S3Files single = S3Files.builder().client(client).maxCoalescedSize(1).build()) {
            Cost s = full(single);
            long chunkGets = chunks.stream().mapToLong(r -> {
                long n = 0;
                for (int i = 0; i < r.length; i += 2) {
                    n += r[i] < tailStart() ? 1 : 0;
                }
                return n;
            }).sum();
            assertEquals(chunkGets, s.readGets());
            assertEquals(expectedBytes, s.readBytes());
        }
    }

    @Test
    void aProjectionOfOneColumnInTenFetchesOnlyThatColumnsChunks() {
        Cost c = projected(files);
        int cpu = 3; // the fourth column of Metric
        long expectedBytes = chunks.stream().mapToLong(r -> beforeTail(r[2 * cpu], r[2 * cpu + 1])).sum();
        assertEquals(expectedBytes, c.readBytes());
        assertEquals(chunks.stream().filter(r -> r[2 * cpu] < tailStart()).count(), c.readGets());
        assertTrue(c.bytes() < 0.2 * length, "fetched " + c.bytes() + " of " + length + " bytes");
    }

    @Test
    void twoColumnsWithinTheGapShareAGetThatIncludesTheGapAndAZeroGapSplitsThem() {
        int cpu = 3;
        int status = 7;
        List<MetricCpuStatus> expected = metrics.stream().map(m -> new MetricCpuStatus(m.cpu(), m.status())).toList();
        Function<ParquetFile, List<MetricCpuStatus>> read = f -> all(f.read(Parquet.mapper(MetricCpuStatus.class)));
        assertTrue(chunks.stream().allMatch(r -> r[2 * status] - r[2 * cpu + 1] < (1 << 20)), "the gap is under 1 MiB");

        Cost c = measure(files, read, expected);
        long spans = chunks.stream().mapToLong(r -> beforeTail(r[2 * cpu], r[2 * status + 1])).sum();
        assertEquals(chunks.stream().filter(r -> r[2 * cpu] < tailStart()).count(), c.readGets());
        assertEquals(spans, c.readBytes(), "one GET from the first chunk's start to the second's end");

        try (S3Files noGap = S3Files.builder().client(client).coalesceGap(0).build()) {
            Cost split = measure(noGap, read, expected);
            long exact = chunks.stream().mapToLong(r -> beforeTail(r[2 * cpu], r[2 * cpu + 1]) + beforeTail(r[2 * status], r[2 * status + 1]))
                    .sum();
            assertEquals(exact, split.readBytes(), "the chunks alone");
            long gets = chunks.stream().mapToLong(r -> (r[2 * cpu] < tailStart() ? 1 : 0) + (r[2 * status] < tailStart() ? 1 : 0)).sum();
            assertEquals(gets, split.readGets(), "a GET per chunk");
        }
    }

    @Test
    void aFilterFetchesOnlyTheRowGroupsItsStatisticsKeep() {
        Cost c = filtered(files);
        long firstGroup = chunks.get(0)[chunks.get(0).length - 1] - chunks.get(0)[0];
        assertTrue(c.readBytes() <= firstGroup, c + " vs the first row group's " + firstGroup + " bytes");
        assertTrue(c.bytes() < 2.0 * length / chunks.size(), c + " of " + length);
    }

    static final Filter PAGE_FILTER = MetricParquet.ID.gtEq(40_000L).and(MetricParquet.ID.lt(42_000L));

    static Cost pageFiltered(S3Files s3) {
        return measure(s3, PAGED_KEY, f -> all(f.read(Parquet.mapper(Metric.class), PAGE_FILTER)), metrics.subList(40_000, 42_000));
    }

    @Test
    void rowsThePageIndexNarrowsAreFetchedAsTheirPages() throws IOException {
        long pagedLength = files.inputFile(bucket, PAGED_KEY).length();
        long pages = 0; // the bytes of the data pages that hold ids 40000..41999, over the 10 columns
        long rowGroupEnd = 0;
        try (ParquetFile f = ParquetFile.open(files.inputFile(bucket, PAGED_KEY))) {
            assertEquals(1, f.rowGroups().size());
            for (String column : List.of("id", "host", "region", "cpu", "mem", "bytesIn", "bytesOut", "status", "at", "note")) {
                List<io.parquetry.metadata.OffsetIndex.PageLocation> locs = f.offsetIndex(0, column).pages();
                for (int i = 0; i < locs.size(); i++) {
                    long first = locs.get(i).firstRowIndex();
                    long end = i + 1 < locs.size() ? locs.get(i + 1).firstRowIndex() : ROWS;
                    if (first < 42_000 && end > 40_000) {
                        pages += locs.get(i).compressedSize();
                    }
                }
                ColumnChunkMetadata m = f.chunk(0, column);
                rowGroupEnd = Math.max(rowGroupEnd, m.startOffset() + m.compressedSize());
            }
        }
        try (S3Files single = S3Files.builder().client(client).maxCoalescedSize(1).build()) {
            Cost s = pageFiltered(single);
            assertEquals(pages, s.readBytes(), "exactly the selected pages");
            assertEquals(10, s.readGets(), "adjacent selected pages in one GET, one per column");
            assertTrue(s.bytes() < 0.05 * pagedLength, s + " of " + pagedLength);
        }
        // by default the selected pages of neighbouring columns that lie within 1 MiB of one another
        // share a GET, which also fetches the gap between them: each GET saved costs at most 1 MiB
        Cost c = pageFiltered(files);
        assertTrue(c.readGets() < 10, "some columns' pages were coalesced: " + c);
        long saved = 10 - c.readGets();
        assertTrue(c.readBytes() > pages && c.readBytes() <= pages + saved * (1 << 20), c + " for " + pages + " bytes of pages");
        assertTrue(c.readBytes() < rowGroupEnd, c.toString());
    }

    @Test
    void printsTheBenchmarkTable() throws IOException {
        long paged = files.inputFile(bucket, PAGED_KEY).length();
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "file: %d rows, %d bytes, %d row groups, 10 columns; footer prefetch %d KiB%n",
                ROWS, length, chunks.size(), PREFETCH >> 10));
        out.append("| read | GET requests | bytes fetched | % of file |\n|---|---:|---:|---:|\n");
        try (S3Files single = S3Files.builder().client(client).maxCoalescedSize(1).build()) {
            row(out, "full read (10 columns)", full(files));
            row(out, "full read, coalescing off", full(single));
            row(out, "projected read (1 column of 10)", projected(files));
            List<MetricCpuStatus> two = metrics.stream().map(m -> new MetricCpuStatus(m.cpu(), m.status())).toList();
            Function<ParquetFile, List<MetricCpuStatus>> read = f -> all(f.read(Parquet.mapper(MetricCpuStatus.class)));
            row(out, "projected read (columns 4 and 8 of 10)", measure(files, read, two));
            try (S3Files noGap = S3Files.builder().client(client).coalesceGap(0).build()) {
                row(out, "projected read (columns 4 and 8), coalesceGap 0", measure(noGap, read, two));
            }
            row(out, "filtered read (id < 2000: 1 row group)", filtered(files));
            row(out, "page-index read (id in [40000, 42000))*", pageFiltered(files), paged);
            row(out, "page-index read, coalescing off*", pageFiltered(single), paged);
        }
        out.append(String.format(Locale.ROOT, "%n* the same records in one row group of 1000-row pages, no dictionaries: %d bytes%n",
                paged));
        System.out.println(out);
        assertTrue(out.toString().contains("projected"));
    }

    static void row(StringBuilder out, String name, Cost c) {
        row(out, name, c, length);
    }

    static void row(StringBuilder out, String name, Cost c, long fileLength) {
        out.append(String.format(Locale.ROOT, "| %s | %d (%d open + %d read) | %,d | %.1f%% |%n", name, c.gets(), c.openGets(),
                c.readGets(), c.bytes(), 100.0 * c.bytes() / fileLength));
    }
}
