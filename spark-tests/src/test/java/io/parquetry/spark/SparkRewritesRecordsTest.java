package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.interop.RandomData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated record mappers read what Spark writes. Spark reads a file of {@link AllTypes} (every
 * mapping Spark reads) and writes it again with random settings: codec, legacy format or not,
 * INT96 or INT64 timestamps, V1 or V2 pages, dictionaries on or off, bloom filters, small pages
 * and row groups, several files, in Spark's own schema (every column optional, unsigned integers
 * widened, lists in Spark's layout). {@code Parquet.reader(AllTypes.class, file)} must read every
 * record back equal to the one written. {@code -Dparquetry.random.seeds=N} runs N seeds (default
 * 10) from 0 or from {@code -Dparquetry.random.from=F}.
 */
class SparkRewritesRecordsTest {
    static final List<AllTypes> DATA = AllTypesData.rows(400);

    static Stream<Long> seeds() {
        return RandomData.seeds(10);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void recordsReadBackFromSparksFiles(long seed, @TempDir Path dir) throws IOException {
        Random r = new Random(seed ^ 0x4EC0_4D5L);
        Path source = dir.resolve("source.parquet");
        try (ParquetWriter<AllTypes> w = Parquet.writer(AllTypes.class, source).build()) {
            w.writeAll(DATA);
        }
        Map<String, String> session = new LinkedHashMap<>();
        session.put("spark.sql.parquet.compression.codec",
                new String[] {"uncompressed", "snappy", "gzip", "zstd", "lz4_raw"}[r.nextInt(5)]);
        session.put("spark.sql.parquet.writeLegacyFormat", Boolean.toString(r.nextInt(3) == 0));
        // TIMESTAMP_MILLIS would truncate the microsecond values
        session.put("spark.sql.parquet.outputTimestampType", r.nextBoolean() ? "INT96" : "TIMESTAMP_MICROS");
        Map<String, String> options = new LinkedHashMap<>();
        options.put("parquet.writer.version", r.nextBoolean() ? "PARQUET_1_0" : "PARQUET_2_0");
        options.put("parquet.enable.dictionary", Boolean.toString(r.nextInt(4) != 0));
        options.put("parquet.page.size", Integer.toString(new int[] {64, 4096, 1 << 20}[r.nextInt(3)]));
        options.put("parquet.page.row.count.limit", Integer.toString(new int[] {1, 7, 20_000}[r.nextInt(3)]));
        options.put("parquet.block.row.count.limit", Integer.toString(new int[] {13, 150, 1_000_000}[r.nextInt(3)]));
        options.put("parquet.bloom.filter.enabled", Boolean.toString(r.nextInt(3) == 0));
        options.put("parquet.bloom.filter.max.bytes", "65536"); // 1 MiB per column and row group by default
        int files = 1 + r.nextInt(3);
        Path out = dir.resolve("spark");
        SparkSession spark = SparkValues.configured(true, true);
        session.forEach(spark.conf()::set);
        try {
            spark.read().parquet(source.toString()).repartition(files).write().options(options).parquet(out.toString());
        } catch (Exception e) { // Spark throws its checked SparkException unchecked
            throw new AssertionError("seed " + seed + ": Spark failed to write " + session + " " + options + ": "
                    + SparkFailures.describe(e), e);
        } finally {
            session.keySet().forEach(spark.conf()::unset);
        }
        String context = "seed " + seed + ", Spark " + session + " " + options + ", " + files + " files";

        List<AllTypes> back = new ArrayList<>();
        try (Stream<Path> parts = Files.list(out)) {
            for (Path part : parts.filter(p -> p.toString().endsWith(".parquet")).sorted().toList()) {
                try (ParquetReader<AllTypes> reader = Parquet.reader(AllTypes.class, part).build()) {
                    reader.forEach(back::add);
                } catch (RuntimeException e) {
                    throw new AssertionError(context + ": reading " + part.getFileName() + " failed: " + e, e);
                }
            }
        }
        back.sort(Comparator.comparingLong(AllTypes::id)); // the files hold the rows in Spark's order
        assertEquals(DATA.size(), back.size(), context);
        for (int i = 0; i < DATA.size(); i++) {
            assertEquals(AllTypesData.expected(DATA.get(i)), AllTypesData.expected(back.get(i)), context + ", row " + i);
        }
    }
}
