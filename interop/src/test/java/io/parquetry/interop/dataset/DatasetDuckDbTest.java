package io.parquetry.interop.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.DatasetReader;
import io.parquetry.DatasetWriter;
import io.parquetry.ParquetDataset;
import io.parquetry.base.Compression;
import io.parquetry.interop.DuckDbFiles;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DuckDB reads a Parquetry dataset as one table, with its partition columns, value by value. */
class DatasetDuckDbTest {
    @TempDir
    Path dir;

    static final int ROWS = 2000;

    static List<Sale> sales(long first, long count) {
        List<Sale> out = new ArrayList<>();
        for (long i = first; i < first + count; i++) {
            out.add(Sale.of(i));
        }
        return out;
    }

    /**
     * DuckDB's rows of the dataset, ordered by id. DuckDB 1.5 (this build's 1.5.6) reads Hive's null
     * directory {@code __HIVE_DEFAULT_PARTITION__} as NULL, as Spark and Hive do (duckdb/duckdb#20512;
     * 1.4 read it as that text).
     */
    static List<Map<String, Object>> duckDb(Path root) {
        return DuckDbFiles.query("SELECT id, day, region, \"venue.country\" AS country, venue.city AS city,"
                + " venue.floor AS floor, amount FROM read_parquet(" + DuckDbFiles.literal(root.resolve("**/*.parquet"))
                + ", hive_partitioning = true) ORDER BY id");
    }

    /** The row DuckDB should show for a sale. */
    static Map<String, Object> expected(Sale s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", s.id());
        m.put("day", s.day());
        m.put("region", s.region());
        m.put("country", s.venue() == null ? null : s.venue().country());
        m.put("city", s.venue() == null ? null : s.venue().city());
        m.put("floor", s.venue() == null ? null : s.venue().floor());
        m.put("amount", s.amount());
        return m;
    }

    @Test
    void duckDbReadsTheDatasetWithItsPartitionColumns() {
        Path root = dir.resolve("sales");
        List<Sale> written = sales(0, ROWS);
        try (DatasetWriter<Sale> w = ParquetDataset.writer(Sale.class, root).partitionBy("day", "region", "venue.country")
                .fileOptions(f -> f.compression(Compression.ZSTD)).maxRowsPerFile(150).build()) {
            w.writeAll(written);
        }
        List<Map<String, Object>> rows = duckDb(root);
        assertEquals(ROWS, rows.size());
        for (int i = 0; i < ROWS; i++) {
            assertEquals(expected(written.get(i)), rows.get(i), "row " + i);
        }
        // DuckDB prunes by the partition column as well: the same rows as Parquetry's filter
        List<Map<String, Object>> ch = DuckDbFiles.query("SELECT id FROM read_parquet("
                + DuckDbFiles.literal(root.resolve("**/*.parquet")) + ", hive_partitioning = true)"
                + " WHERE \"venue.country\" = 'CH' AND day = DATE '2026-11-24' ORDER BY id");
        try (DatasetReader<Sale> r = ParquetDataset.reader(Sale.class, root)
                .filter(SaleParquet.VENUE_COUNTRY.eq("CH").and(SaleParquet.DAY.eq(LocalDate.of(2026, 11, 24)))).build()) {
            List<Long> ours = r.stream().map(Sale::id).sorted(Comparator.naturalOrder()).toList();
            assertEquals(ch.stream().map(m -> (Long) m.get("id")).toList(), ours);
            assertTrue(ours.size() > 50, ours::toString);
            assertTrue(r.filesPruned() > 0);
        }
    }
}
