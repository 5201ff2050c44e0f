package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Engine;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.RandomData;
import io.parquetry.interop.RowCanonical;
import io.parquetry.interop.SelectiveReads;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Parquetry reads what Spark writes. Spark reads a seed's random rows ({@link RandomData}, from a
 * file Parquetry wrote) and writes them again with random writer settings: its own codecs, the
 * legacy format or the standard one, INT96 or INT64 timestamps, V1 or V2 pages, dictionaries on
 * or off, byte stream split, bloom filters, page checksums, truncated statistics, small pages and
 * row groups, several files. In each file, Parquetry must read every row as Spark reads it back,
 * and its selective reads ({@link SelectiveReads}: row range, projection, filter, as rows and
 * through a cursor) must return what the same selection of those rows gives in memory: there
 * Parquetry trusts the statistics, page index and bloom filters parquet-java wrote for Spark.
 * Dates and timestamps are written without rebasing to the Julian calendar (Spark's CORRECTED).
 * {@code -Dparquetry.random.seeds=N} runs N seeds (default 20) from 0 or from {@code -Dparquetry.random.from=F};
 * {@code -Dparquetry.random.seed=S} replays one.
 */
class SparkWritesRandomSchemasTest {
    static final Set<Engine> READERS = EnumSet.of(Engine.SPARK);

    static Stream<Long> seeds() {
        return RandomData.seeds(20);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void parquetryReadsWhatSparkWrote(long seed, @TempDir Path dir) throws IOException {
        Random r = new Random(seed ^ 0x5BA4C_3A1EL);
        RandomData.Data d = RandomData.Data.of(r, READERS);
        Path source = dir.resolve("source.parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(d.schema(), source).build()) {
            w.writeAll(d.rows());
        }
        Path out = dir.resolve("spark");
        Map<String, String> session = sessionSettings(r);
        Map<String, String> options = writerOptions(r);
        int files = 1 + r.nextInt(3);
        SparkSession spark = SparkValues.configured(true, true);
        session.forEach(spark.conf()::set);
        try {
            DataFrameWriter<org.apache.spark.sql.Row> writer = spark.read().parquet(source.toString())
                    .repartition(files).write().options(options);
            writer.parquet(out.toString());
        } catch (Exception e) { // Spark throws its checked SparkException unchecked
            throw new AssertionError("seed " + seed + ": Spark failed to write " + session + " " + options + ": "
                    + SparkFailures.describe(e), e);
        } finally {
            session.keySet().forEach(spark.conf()::unset);
        }
        String context = "seed " + seed + ", Spark " + session + " " + options + ", " + d.rows().size()
                + " rows in " + files + " files, source schema:\n" + d.schema();

        List<Path> parts = parts(out);
        assertFalse(parts.isEmpty(), context);
        int rows = 0;
        for (Path part : parts) {
            // Hadoop's local file system checks reads against the .crc file beside each part, and
            // Spark's vectorized reader then read some of its own files wrong here (values of
            // binary columns shifted by a few bytes: one seed of the first 60). Parquetry reads no
            // .crc files, so the comparison goes without them.
            Files.deleteIfExists(part.resolveSibling("." + part.getFileName() + ".crc"));
            MessageType schema;
            try (ParquetFile pf = ParquetFile.open(part)) {
                schema = pf.schema();
            }
            String where = context + "\n" + part.getFileName() + ", Spark's schema:\n" + schema;
            List<Row> back = readAll(part);
            List<Map<String, Object>> parquetry = RowCanonical.rows(back);
            // Spark's vectorized reader refuses BYTE_STREAM_SPLIT, even in Spark's own files
            boolean vectorized = r.nextBoolean() && !options.get("parquet.enable.bytestreamsplit").equals("true");
            assertEquals(null, Canonical.firstDifference(SparkCanonical.read(schema, part, vectorized, true, null, false),
                    parquetry), where + "\nParquetry against Spark (vectorized=" + vectorized + ")");
            SelectiveReads.check(part, schema, back, parquetry, r, where);
            rows += back.size();
        }
        assertEquals(d.rows().size(), rows, context);
    }

    /** Spark SQL settings of one write. */
    private static Map<String, String> sessionSettings(Random r) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("spark.sql.parquet.compression.codec",
                new String[] {"uncompressed", "snappy", "gzip", "zstd", "lz4", "lz4_raw"}[r.nextInt(6)]);
        s.put("spark.sql.parquet.writeLegacyFormat", Boolean.toString(r.nextInt(3) == 0));
        s.put("spark.sql.parquet.outputTimestampType",
                new String[] {"INT96", "TIMESTAMP_MICROS", "TIMESTAMP_MILLIS"}[r.nextInt(3)]);
        s.put("spark.sql.parquet.datetimeRebaseModeInWrite", "CORRECTED");
        s.put("spark.sql.parquet.int96RebaseModeInWrite", "CORRECTED");
        return s;
    }

    /** parquet-java's writer settings, which Spark passes on from the write's options. */
    private static Map<String, String> writerOptions(Random r) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("parquet.writer.version", r.nextBoolean() ? "PARQUET_1_0" : "PARQUET_2_0");
        o.put("parquet.enable.dictionary", Boolean.toString(r.nextInt(4) != 0));
        o.put("parquet.page.size", Integer.toString(new int[] {64, 1024, 64 << 10, 1 << 20}[r.nextInt(4)]));
        o.put("parquet.page.row.count.limit", Integer.toString(new int[] {1, 3, 17, 20_000}[r.nextInt(4)]));
        o.put("parquet.block.row.count.limit", Integer.toString(new int[] {5, 50, 1_000_000}[r.nextInt(3)]));
        o.put("parquet.enable.bytestreamsplit", Boolean.toString(r.nextInt(3) == 0));
        o.put("parquet.bloom.filter.enabled", Boolean.toString(r.nextInt(3) == 0));
        o.put("parquet.bloom.filter.max.bytes", "65536"); // 1 MiB per column and row group by default
        o.put("parquet.page.write-checksum.enabled", Boolean.toString(r.nextBoolean()));
        int truncate = new int[] {2, 8, 64}[r.nextInt(3)];
        o.put("parquet.statistics.truncate.length", Integer.toString(truncate));
        o.put("parquet.columnindex.truncate.length", Integer.toString(truncate));
        return o;
    }

    private static List<Path> parts(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().toList();
        }
    }

    private static List<Row> readAll(Path file) {
        List<Row> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> reader = f.rows()) {
            reader.forEach(out::add);
        }
        return out;
    }
}
