package io.parquetry.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Prints, as Markdown tables, the size of the file each contender writes for the same data
 * with the same {@link Settings}, and the compressed size of each column for Parquetry and
 * parquet-java: {@code java -cp benchmarks.jar io.parquetry.bench.FileSizes [trips orders wide adversarialRows]}.
 * The {@link Adversarial} data sets are written by Parquetry and parquet-java only.
 */
public final class FileSizes {
    private FileSizes() {}

    public static void main(String[] args) {
        int trips = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        int orders = args.length > 1 ? Integer.parseInt(args[1]) : 50_000;
        int wide = args.length > 2 ? Integer.parseInt(args[2]) : 10_000;
        int adversarial = args.length > 3 ? Integer.parseInt(args[3]) : 200_000;
        List<TaxiTrip> t = Data.trips(trips);
        List<Order> o = Data.orders(orders);
        List<Object[]> w = Data.wideRows(wide, Data.WIDE_FIELDS);
        Path dir = BenchFiles.tempDir("parquetry-sizes");
        try (DuckDbContender duck = new DuckDbContender()) {
            Map<String, Consumer<Path>> flat = new LinkedHashMap<>();
            flat.put("parquetry", p -> ParquetryContender.writeTrips(p, t));
            flat.put("parquetryRow", p -> ParquetryContender.writeTripRows(p, t));
            flat.put("carpet", p -> CarpetContender.write(p, TaxiTrip.class, t));
            flat.put("avro", p -> AvroContender.writeTrips(p, t));
            flat.put("group", p -> GroupContender.writeTrips(p, t));
            flat.put("duckdb", p -> duck.writeTrips(p, t));
            print("taxi trips (" + trips + " rows)", flat, dir, true);

            Map<String, Consumer<Path>> nested = new LinkedHashMap<>();
            nested.put("parquetry", p -> ParquetryContender.writeOrders(p, o));
            nested.put("parquetryRow", p -> ParquetryContender.writeOrderRows(p, o));
            nested.put("carpet", p -> CarpetContender.write(p, Order.class, o));
            nested.put("avro", p -> AvroContender.writeOrders(p, o));
            nested.put("group", p -> GroupContender.writeOrders(p, o));
            print("orders (" + orders + " rows)", nested, dir, true);

            Map<String, Consumer<Path>> wideWriters = new LinkedHashMap<>();
            wideWriters.put("parquetry", p -> ParquetryContender.writeWideRecords(p, w));
            wideWriters.put("parquetryRow", p -> ParquetryContender.writeWide(p, w));
            wideWriters.put("avro", p -> AvroContender.writeWide(p, w));
            wideWriters.put("group", p -> GroupContender.writeWide(p, w));
            wideWriters.put("duckdb", p -> duck.writeWide(p, w));
            print("wide, " + Data.WIDE_FIELDS + " columns (" + wide + " rows)", wideWriters, dir, false);
        }
        try {
            System.out.println("| adversarial (" + adversarial + " rows, one column) | parquetry | parquet-java | ratio"
                    + " | parquetry's data page encodings |");
            System.out.println("|---|---:|---:|---:|---|");
            for (Adversarial a : Adversarial.all(adversarial)) {
                Path ours = dir.resolve(a.name() + "-parquetry.parquet");
                Path theirs = dir.resolve(a.name() + "-group.parquet");
                ParquetryContender.writeRows(ours, a.schema(), a.rows());
                GroupContender.writeRows(theirs, a.schemaText(), a.rows());
                long x = BenchFiles.size(ours);
                long y = BenchFiles.size(theirs);
                Map<String, java.util.Set<String>> encodings = BenchFiles.columnEncodings(ours);
                boolean oneColumn = encodings.size() == 1;
                System.out.printf("| %s | %,d | %,d | %.2fx | %s |%n", a.name(), x, y, (double) x / y,
                        oneColumn ? String.join(", ", encodings.values().iterator().next()) : "(per column below)");
                if (!oneColumn) {
                    Map<String, Long> xs = BenchFiles.columnSizes(ours);
                    Map<String, Long> ys = BenchFiles.columnSizes(theirs);
                    for (Map.Entry<String, Long> c : xs.entrySet()) {
                        long yc = ys.getOrDefault(c.getKey(), 0L);
                        System.out.printf("| %s: %s | %,d | %,d | %.2fx | %s |%n", a.name(), c.getKey(), c.getValue(), yc,
                                (double) c.getValue() / yc, String.join(", ", encodings.get(c.getKey())));
                    }
                }
            }
            System.out.println();
        } finally {
            BenchFiles.deleteTree(dir);
        }
    }

    /**
     * Writes the file of each writer and prints their sizes; with {@code perColumn}, also the
     * compressed size of each column for the first writer and parquet-java's Group writer.
     */
    private static void print(String title, Map<String, Consumer<Path>> writers, Path dir, boolean perColumn) {
        System.out.println("| " + title + " | bytes | vs Parquetry |");
        System.out.println("|---|---:|---:|");
        long base = -1;
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, Consumer<Path>> e : writers.entrySet()) {
            Path file = dir.resolve(e.getKey() + ".parquet");
            e.getValue().accept(file);
            files.add(file);
            long size = BenchFiles.size(file);
            if (base < 0) {
                base = size;
            }
            System.out.printf("| %s | %,d | %.2fx |%n", e.getKey(), size, (double) size / base);
        }
        System.out.println();
        if (perColumn) {
            String first = writers.keySet().iterator().next();
            Map<String, Long> ours = BenchFiles.columnSizes(files.get(0));
            Map<String, Long> theirs = BenchFiles.columnSizes(dir.resolve("group.parquet"));
            Map<String, java.util.Set<String>> encodings = BenchFiles.columnEncodings(files.get(0));
            System.out.println("| " + title + ": column | " + first + " | parquet-java (group) | ratio | "
                    + first + "'s data page encodings |");
            System.out.println("|---|---:|---:|---:|---|");
            for (Map.Entry<String, Long> c : ours.entrySet()) {
                long y = theirs.getOrDefault(c.getKey(), 0L);
                System.out.printf("| %s | %,d | %,d | %.2fx | %s |%n", c.getKey(), c.getValue(), y,
                        (double) c.getValue() / y, String.join(", ", encodings.get(c.getKey())));
            }
            System.out.println();
        }
    }
}
