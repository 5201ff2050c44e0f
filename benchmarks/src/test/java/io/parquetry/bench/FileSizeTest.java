package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Parquetry's files are no larger than parquet-java's (at its defaults, with the same settings:
 * SNAPPY, dictionaries, V1 pages, page CRCs) on every benchmark workload and on the
 * {@link Adversarial} data sets: writing is deterministic on both sides, so each ratio is a fixed
 * number, not a measurement. On the nested orders workload every nested column is smaller than
 * parquet-java's, and so is every column of {@code Adversarial}'s {@code besideWideStrings}; the
 * orders file is at most 90% of parquet-java's (issue 18's target; 89.91% since pages end on the
 * same rows in every column). Prints the sizes per column.
 */
class FileSizeTest {
    static final int ROWS = 200_000;
    static final int ORDERS = 50_000;
    static final int WIDE_ROWS = 10_000;

    @TempDir
    Path dir;

    /** A workload: its name and how each writer writes it. */
    record Workload(String name, Consumer<Path> parquetry, Consumer<Path> parquetJava) {}

    static List<Workload> workloads() {
        List<Workload> out = new ArrayList<>();
        List<TaxiTrip> trips = Data.trips(ROWS);
        out.add(new Workload("trips", p -> ParquetryContender.writeTrips(p, trips),
                p -> GroupContender.writeTrips(p, trips)));
        List<Order> orders = Data.orders(ORDERS);
        out.add(new Workload("orders", p -> ParquetryContender.writeOrders(p, orders),
                p -> GroupContender.writeOrders(p, orders)));
        List<Object[]> wide = Data.wideRows(WIDE_ROWS, Data.WIDE_FIELDS);
        out.add(new Workload("wide", p -> ParquetryContender.writeWideRecords(p, wide),
                p -> GroupContender.writeWide(p, wide)));
        for (Adversarial a : Adversarial.all(ROWS)) {
            out.add(new Workload(a.name(), p -> ParquetryContender.writeRows(p, a.schema(), a.rows()),
                    p -> GroupContender.writeRows(p, a.schemaText(), a.rows())));
        }
        return out;
    }

    @Test
    void noFileLargerThanParquetJavas() {
        List<String> larger = new ArrayList<>();
        long totalOurs = 0;
        long totalTheirs = 0;
        for (Workload w : workloads()) {
            Path ours = dir.resolve(w.name() + "-parquetry.parquet");
            Path theirs = dir.resolve(w.name() + "-parquet-java.parquet");
            w.parquetry().accept(ours);
            w.parquetJava().accept(theirs);
            long a = BenchFiles.size(ours);
            long b = BenchFiles.size(theirs);
            totalOurs += a;
            totalTheirs += b;
            System.out.printf("%-18s parquetry %,12d B  parquet-java %,12d B  ratio %.3f%n", w.name(), a, b, (double) a / b);
            if (!w.name().equals("wide")) {
                Map<String, Long> x = BenchFiles.columnSizes(ours);
                Map<String, Long> y = BenchFiles.columnSizes(theirs);
                for (String c : x.keySet()) {
                    System.out.printf("    %-36s %,12d %,12d%n", c, x.get(c), y.getOrDefault(c, 0L));
                    if (w.name().equals("orders") && c.contains(".")) {
                        // pages of 20,000 rows (not levels) and RLE runs only where they pay:
                        // every nested column, levels included, is smaller than parquet-java's
                        assertTrue(x.get(c) < y.get(c), "orders column " + c + ": " + x.get(c) + " >= " + y.get(c));
                    }
                    if (w.name().equals("besideWideStrings")) {
                        // pages cut short by the wide column: each dictionary is judged on 20,000
                        // values over several pages, not on the first few thousand
                        assertTrue(x.get(c) < y.get(c), "besideWideStrings column " + c + ": " + x.get(c) + " >= " + y.get(c));
                    }
                }
            }
            if (a > b) {
                larger.add(w.name() + " (" + a + " > " + b + ")");
            }
            if (w.name().equals("orders")) {
                // 89.91% since pages end on the same rows in every column (customer's shorter
                // pages); 89.65% since SNAPPY pages come from Parquetry's own encoder; 90.3% with the native
                // compressor and each page's new dictionary entries sorted (unitPrice); 90.8% with
                // the chunk-end sort alone (customer); 91.2% before
                assertTrue(a <= 0.90 * b, "orders: " + a + " > 0.90 x " + b);
            }
        }
        System.out.printf("total              parquetry %,12d B  parquet-java %,12d B  ratio %.3f%n",
                totalOurs, totalTheirs, (double) totalOurs / totalTheirs);
        assertTrue(larger.isEmpty(), "Parquetry's file is larger than parquet-java's for " + larger);
    }
}
