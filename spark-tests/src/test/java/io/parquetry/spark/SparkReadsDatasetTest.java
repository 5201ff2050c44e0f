package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.DatasetWriter;
import io.parquetry.ParquetDataset;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.Compression;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spark (local mode) reads a Parquetry dataset as one table: {@code spark.read.parquet(root)}
 * discovers the partition directories, unescapes their values, reads Hive's null directory as
 * null, infers a date column, and puts the nested partition column {@code dock.country} beside
 * the struct as a top-level column of that name.
 */
class SparkReadsDatasetTest {
    @ParquetRecord
    record Dock(String city, String country) {}

    @ParquetRecord
    record Shipment(long id, LocalDate day, String region, Dock dock, double weight) {}

    static final int ROWS = 1500;

    @TempDir
    static Path dir;

    @BeforeAll
    static void startSpark() {
        SparkValues.spark();
    }

    static Shipment shipment(int i) {
        String[] regions = {"north", "a/b", "x=y", "50%", "süd: east", null};
        String[] countries = {"CH", "FR", "DE"};
        Dock dock = i % 17 == 4 ? null : new Dock("city" + (i % 4), countries[i / 3 % countries.length]);
        return new Shipment(i, LocalDate.of(2026, 11, 20).plusDays(i % 4), regions[i / 2 % regions.length], dock, i * 0.5);
    }

    @Test
    void sparkReadsTheDatasetAsOneTable() {
        Path root = dir.resolve("shipments");
        List<Shipment> written = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            written.add(shipment(i));
        }
        try (DatasetWriter<Shipment> w = ParquetDataset.writer(Shipment.class, root)
                .partitionBy("day", "region", "dock.country").maxRowsPerFile(40)
                .fileOptions(f -> f.compression(Compression.ZSTD)).build()) {
            w.writeAll(written);
        }
        SparkValues.configured(true, true);
        Dataset<Row> table = SparkValues.spark().read().parquet(root.toString());
        assertEquals(List.of("id", "dock", "weight", "day", "region", "dock.country"), Arrays.asList(table.columns()));
        assertEquals("DateType", table.schema().apply("day").dataType().toString());
        List<Row> rows = table.selectExpr("id", "day", "region", "`dock.country`", "dock.city", "weight")
                .orderBy("id").collectAsList();
        assertEquals(ROWS, rows.size());
        for (int i = 0; i < ROWS; i++) {
            Shipment s = written.get(i);
            List<Object> expected = Arrays.asList(s.id(), s.day(), s.region(),
                    s.dock() == null ? null : s.dock().country(), s.dock() == null ? null : s.dock().city(), s.weight());
            assertEquals(expected, SparkValues.fields(rows.get(i)), "row " + i);
        }
        // Spark prunes and filters by the partition columns itself
        long ch = table.where("`dock.country` = 'CH' AND region = 'a/b' AND day = DATE '2026-11-21'").count();
        assertEquals(written.stream().filter(s -> s.dock() != null && s.dock().country().equals("CH")
                && "a/b".equals(s.region()) && s.day().equals(LocalDate.of(2026, 11, 21))).count(), ch);
        assertEquals(written.stream().filter(s -> s.region() == null).count(), table.where("region IS NULL").count());
    }
}
