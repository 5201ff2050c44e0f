package io.parquetry.hostile;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftReader;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Mutation sweep over small valid Parquet files: every truncation, every truncation of the footer
 * (with a re-written trailer), and seeded byte flips anywhere, in the footer and in page headers.
 * Every mutant is read in full (open and every row) on a worker thread with a time limit; it must
 * either read or fail with a {@link ParquetException}. Anything else (another exception, an
 * {@link Error}, a timeout, or an allocation far beyond the file's size) is a failure described
 * well enough to reproduce: sample, category, seed and the exact edits.
 *
 * <p>Used by {@link HostileInputSweepTest} in the test JVM and by {@link HostileSweepMain} in a
 * forked JVM with a small heap.
 */
final class HostileSweep {
    /** Allocation allowed for reading one mutant, beyond which the reader trusted a declared size. */
    static final long MAX_ALLOCATION = 64L << 20;

    static final MessageType FLAT = MessageTypeParser.parse("""
            message flat {
              required int64 id;
              optional int32 small;
              optional double d;
              optional binary name (STRING);
              optional boolean flag;
              optional fixed_len_byte_array(4) fx;
              optional int32 day (DATE);
              optional float f;
            }
            """);

    static final MessageType NESTED = MessageTypeParser.parse("""
            message nested {
              required int32 id;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
              optional group attrs (MAP) {
                repeated group key_value {
                  required binary key (STRING);
                  optional int64 value;
                }
              }
              optional group venue {
                required binary city (STRING);
                optional group points (LIST) {
                  repeated group list {
                    required group element {
                      required double x;
                      optional int32 y;
                    }
                  }
                }
              }
              repeated int32 bare;
            }
            """);

    /** One valid input file. */
    record Sample(String name, byte[] bytes) {}

    /** A mutant: the edits applied to a sample, enough to rebuild it. */
    record Mutant(Sample sample, String category, long seed, int truncateTo, int footerPrefix, int[] positions,
                  byte[] values) {
        byte[] build() {
            byte[] src = sample.bytes;
            if (truncateTo >= 0) {
                return Arrays.copyOf(src, truncateTo);
            }
            if (footerPrefix >= 0) {
                return withFooterPrefix(src, footerPrefix);
            }
            byte[] b = src.clone();
            for (int i = 0; i < positions.length; i++) {
                b[positions[i]] = values[i];
            }
            return b;
        }

        String describe() {
            StringBuilder s = new StringBuilder(sample.name).append(" [").append(category).append(", seed ")
                    .append(seed).append("] ");
            if (truncateTo >= 0) {
                s.append("truncated to ").append(truncateTo).append(" of ").append(sample.bytes.length).append(" bytes");
            } else if (footerPrefix >= 0) {
                s.append("footer cut to its first ").append(footerPrefix).append(" bytes");
            } else {
                for (int i = 0; i < positions.length; i++) {
                    s.append(i == 0 ? "" : ", ").append(String.format("byte %d: 0x%02x -> 0x%02x", positions[i],
                            sample.bytes[positions[i]] & 0xFF, values[i] & 0xFF));
                }
            }
            return s.toString();
        }
    }

    /** Outcome counts of one category. */
    static final class Counts {
        long mutants;
        long ok;
        long rejected;
        long failed;

        @Override
        public String toString() {
            return String.format("%7d mutants %7d read %7d ParquetException %4d failed", mutants, ok, rejected, failed);
        }
    }

    /** The result of a sweep. */
    static final class Report {
        final Map<String, Counts> byCategory = new TreeMap<>();
        final List<String> failures = new ArrayList<>();
        long maxAllocated;
        String maxAllocatedBy = "";
        long seed;

        Counts total() {
            Counts t = new Counts();
            for (Counts c : byCategory.values()) {
                t.mutants += c.mutants;
                t.ok += c.ok;
                t.rejected += c.rejected;
                t.failed += c.failed;
            }
            return t;
        }

        String summary() {
            StringBuilder s = new StringBuilder("hostile input sweep, seed ").append(seed).append('\n');
            byCategory.forEach((k, v) -> s.append(String.format("  %-14s %s%n", k, v)));
            s.append(String.format("  %-14s %s%n", "total", total()));
            s.append("  largest allocation for one mutant: ").append(maxAllocated >> 10).append(" KiB (")
                    .append(maxAllocatedBy).append(")\n");
            return s.toString();
        }
    }

    private HostileSweep() {}

    // ---- samples ---------------------------------------------------------------------------

    static List<Sample> generatedSamples() {
        List<Sample> out = new ArrayList<>();
        Object[][] settings = {
            {Compression.UNCOMPRESSED, PageVersion.V1, true},
            {Compression.UNCOMPRESSED, PageVersion.V2, false},
            {Compression.SNAPPY, PageVersion.V1, false},
            {Compression.SNAPPY, PageVersion.V2, true},
            {Compression.ZSTD, PageVersion.V1, true},
            {Compression.ZSTD, PageVersion.V2, false},
            {Compression.GZIP, PageVersion.V1, false},
            {Compression.GZIP, PageVersion.V2, true},
        };
        for (MessageType schema : List.of(FLAT, NESTED)) {
            List<Row> rows = schema == FLAT ? flatRows(40) : nestedRows(30);
            for (Object[] s : settings) {
                Compression c = (Compression) s[0];
                PageVersion v = (PageVersion) s[1];
                boolean dict = (Boolean) s[2];
                InMemoryOutputFile out1 = new InMemoryOutputFile();
                // small pages and row groups: several pages per chunk and two row groups
                try (ParquetWriter<Row> w = ParquetFile.writer(schema, out1).compression(c).pageVersion(v)
                        .dictionary(dict).pageRowLimit(16).rowGroupSize(1200).pageChecksums(c == Compression.GZIP)
                        .build()) {
                    w.writeAll(rows);
                }
                out.add(new Sample(schema.name() + "-" + c + "-" + v + (dict ? "-dict" : "-plain"), out1.toByteArray()));
            }
        }
        return out;
    }

    static List<Row> flatRows(int n) {
        Random r = new Random(7);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean nul = i % 5 == 2;
            rows.add(Row.of(FLAT, (long) i * 977, nul ? null : r.nextInt(100), nul ? null : r.nextGaussian(),
                    nul ? null : "name-" + (i % 6), nul ? null : r.nextBoolean(),
                    nul ? null : new byte[] {(byte) i, 1, 2, 3}, nul ? null : LocalDate.of(2021, 1, 1).plusDays(i),
                    nul ? null : r.nextFloat()));
        }
        return rows;
    }

    static List<Row> nestedRows(int n) {
        Random r = new Random(11);
        List<Row> rows = new ArrayList<>();
        MessageType s = NESTED;
        var venueType = s.field("venue").asGroup();
        var pointType = venueType.field("points").asGroup().field(0).asGroup().field(0).asGroup();
        for (int i = 0; i < n; i++) {
            List<Object> tags = new ArrayList<>();
            for (int t = 0; t < i % 4; t++) {
                tags.add(t == 1 && i % 3 == 0 ? null : "t" + r.nextInt(5));
            }
            Map<Object, Object> attrs = new LinkedHashMap<>();
            for (int a = 0; a < i % 3; a++) {
                attrs.put("k" + a, a == 1 ? null : (long) r.nextInt(1000));
            }
            List<Object> points = new ArrayList<>();
            for (int p = 0; p < i % 3; p++) {
                points.add(Row.of(pointType, r.nextDouble(), p % 2 == 0 ? null : r.nextInt(50)));
            }
            List<Object> bare = new ArrayList<>();
            for (int b = 0; b < i % 3; b++) {
                bare.add(r.nextInt(10));
            }
            rows.add(Row.of(s, i, i % 7 == 0 ? null : tags, i % 5 == 0 ? null : attrs,
                    i % 6 == 0 ? null : Row.of(venueType, "c" + (i % 4), i % 4 == 1 ? null : points), bare));
        }
        return rows;
    }

    static final List<String> CORPUS = List.of("alltypes_plain.parquet", "nested_lists.snappy.parquet",
            "datapage_v2.snappy.parquet", "nulls.snappy.parquet", "delta_length_byte_array.parquet",
            "rle_boolean_encoding.parquet", "byte_stream_split.zstd.parquet", "nested_maps.snappy.parquet",
            "delta_binary_packed.parquet");

    /** The corpus samples above, read from the test corpus (a missing one is a failure). */
    static List<Sample> corpusSamples() {
        List<Sample> out = new ArrayList<>();
        for (String name : CORPUS) {
            Path p = io.parquetry.TestCorpus.data(name);
            try {
                out.add(new Sample(name, Files.readAllBytes(p)));
            } catch (IOException e) {
                throw new IllegalStateException("corpus file missing: " + p, e);
            }
        }
        return out;
    }

    // ---- mutants ---------------------------------------------------------------------------

    static byte[] withFooterPrefix(byte[] file, int keep) {
        int footerLen = footerLength(file);
        int footerStart = file.length - 8 - footerLen;
        byte[] b = Arrays.copyOf(file, footerStart + keep + 8);
        int v = keep;
        b[footerStart + keep] = (byte) v;
        b[footerStart + keep + 1] = (byte) (v >>> 8);
        b[footerStart + keep + 2] = (byte) (v >>> 16);
        b[footerStart + keep + 3] = (byte) (v >>> 24);
        System.arraycopy("PAR1".getBytes(StandardCharsets.US_ASCII), 0, b, footerStart + keep + 4, 4);
        return b;
    }

    static int footerLength(byte[] file) {
        int n = file.length;
        return (file[n - 8] & 0xFF) | (file[n - 7] & 0xFF) << 8 | (file[n - 6] & 0xFF) << 16 | (file[n - 5] & 0xFF) << 24;
    }

    /** Byte ranges {@code [start, end)} of every page header of every column chunk. */
    static List<int[]> pageHeaderRanges(byte[] file) {
        int footerLen = footerLength(file);
        FileMetaData meta = new ThriftReader(file, file.length - 8 - footerLen, footerLen).readFileMetaData();
        List<int[]> out = new ArrayList<>();
        for (RowGroup rg : meta.rowGroups()) {
            for (ColumnChunk cc : rg.columns()) {
                ColumnMetaData m = cc.metaData();
                long start = m.dataPageOffset();
                if (m.dictionaryPageOffset() != null && m.dictionaryPageOffset() > 0 && m.dictionaryPageOffset() < start) {
                    start = m.dictionaryPageOffset();
                }
                int pos = (int) start;
                int end = (int) (start + m.totalCompressedSize());
                while (pos < end) {
                    ThriftReader r = new ThriftReader(file, pos, end - pos);
                    var h = r.readPageHeader();
                    out.add(new int[] {pos, r.position()});
                    pos = r.position() + h.compressedPageSize();
                }
            }
        }
        return out;
    }

    /** A byte value for a flip: mostly random, often one that stresses varints and sizes. */
    private static byte flipValue(Random r, byte old) {
        byte v;
        do {
            v = switch (r.nextInt(8)) {
                case 0 -> (byte) 0xFF;
                case 1 -> (byte) 0x7F;
                case 2 -> (byte) 0x80;
                case 3 -> 0;
                case 4 -> (byte) (old ^ (1 << r.nextInt(8)));
                default -> (byte) r.nextInt(256);
            };
        } while (v == old);
        return v;
    }

    /**
     * All mutants of {@code s}: every truncation, every footer truncation, and {@code flips} seeded
     * flips split between anywhere, the footer, page headers and several bytes at once.
     */
    static List<Mutant> mutants(Sample s, long seed, int flips) {
        List<Mutant> out = new ArrayList<>();
        byte[] b = s.bytes;
        for (int len = 0; len < b.length; len++) {
            out.add(new Mutant(s, "truncate", seed, len, -1, null, null));
        }
        int footerLen = footerLength(b);
        for (int keep = 0; keep < footerLen; keep++) {
            out.add(new Mutant(s, "footer-cut", seed, -1, keep, null, null));
        }
        int footerStart = b.length - 8 - footerLen;
        List<int[]> headers = pageHeaderRanges(b);
        Random r = new Random(seed ^ s.name.hashCode());
        for (int i = 0; i < flips; i++) {
            String cat;
            int count = 1;
            int lo;
            int hi;
            switch (i % 5) {
                case 0 -> { cat = "flip-any"; lo = 0; hi = b.length; }
                case 1, 2 -> { cat = "flip-footer"; lo = footerStart; hi = b.length - 4; }
                case 3 -> {
                    cat = "flip-header";
                    int[] h = headers.get(r.nextInt(headers.size()));
                    lo = h[0];
                    hi = h[1];
                }
                default -> { cat = "flip-multi"; lo = 4; hi = b.length - 4; count = 2 + r.nextInt(3); }
            }
            int[] pos = new int[count];
            byte[] val = new byte[count];
            for (int k = 0; k < count; k++) {
                pos[k] = lo + r.nextInt(hi - lo);
                val[k] = flipValue(r, b[pos[k]]);
            }
            out.add(new Mutant(s, cat, seed, -1, -1, pos, val));
        }
        return out;
    }

    // ---- reading ---------------------------------------------------------------------------

    /**
     * Reads a file in full; returns the number of rows. Without read-ahead, so that everything
     * the read allocates is allocated on the measuring thread ({@code ReadAheadTest} checks that
     * reading ahead changes no outcome).
     */
    static long readFully(byte[] file) {
        long n = 0;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "mutant"),
                io.parquetry.ReadOptions.defaults().withReadAhead(false)); ParquetReader<Row> rows = f.rows()) {
            for (Row row : rows) {
                n += row.size();
            }
        }
        return n;
    }

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Outcome of one read, produced on the worker thread. */
    private record Outcome(Throwable thrown, long allocated) {}

    private static Outcome readMeasured(byte[] file) {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        Throwable thrown = null;
        try {
            readFully(file);
        } catch (Throwable t) {
            thrown = t;
        }
        return new Outcome(thrown, THREADS.getCurrentThreadAllocatedBytes() - before);
    }

    /**
     * Reads every mutant of every sample and reports the outcomes.
     *
     * @param flipsPerKiB seeded flips per KiB of sample (at least 200 per sample)
     * @param timeoutMillis time limit of one read
     */
    static Report run(List<Sample> samples, long seed, int flipsPerKiB, long timeoutMillis) {
        Report report = new Report();
        report.seed = seed;
        ExecutorService worker = newWorker();
        try {
            for (Sample s : samples) {
                // the unmutated sample must read: otherwise its mutants test nothing
                try {
                    readFully(s.bytes);
                } catch (RuntimeException e) {
                    report.failures.add(s.name + ": the unmutated sample does not read: " + stackTrace(e));
                    continue;
                }
                int flips = Math.max(200, (int) Math.min(4000, (long) s.bytes.length * flipsPerKiB / 1024));
                for (Mutant m : mutants(s, seed, flips)) {
                    byte[] bytes = m.build();
                    Counts c = report.byCategory.computeIfAbsent(m.category, k -> new Counts());
                    c.mutants++;
                    Future<Outcome> f = worker.submit(() -> readMeasured(bytes));
                    Outcome o;
                    try {
                        o = f.get(timeoutMillis, TimeUnit.MILLISECONDS);
                    } catch (TimeoutException e) {
                        f.cancel(true);
                        worker.shutdownNow();
                        worker = newWorker(); // the stuck thread is a daemon and is abandoned
                        c.failed++;
                        report.failures.add(m.describe() + ": no result after " + timeoutMillis + " ms (hang?)");
                        continue;
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException(e);
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e);
                    }
                    if (o.allocated > report.maxAllocated) {
                        report.maxAllocated = o.allocated;
                        report.maxAllocatedBy = m.describe();
                    }
                    if (o.thrown == null) {
                        c.ok++;
                    } else if (o.thrown instanceof ParquetException) {
                        c.rejected++;
                    } else {
                        c.failed++;
                        report.failures.add(m.describe() + ": " + stackTrace(o.thrown));
                    }
                    if (o.allocated > MAX_ALLOCATION) {
                        if (o.thrown == null || o.thrown instanceof ParquetException) {
                            c.failed++;
                        }
                        report.failures.add(m.describe() + ": allocated " + (o.allocated >> 20)
                                + " MiB to read a " + bytes.length + "-byte file");
                    }
                }
            }
        } finally {
            worker.shutdownNow();
        }
        return report;
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "hostile-sweep-reader");
            t.setDaemon(true);
            return t;
        });
    }

    private static String stackTrace(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        String[] lines = w.toString().split("\n");
        return String.join("\n", Arrays.copyOf(lines, Math.min(lines.length, 12)));
    }
}
