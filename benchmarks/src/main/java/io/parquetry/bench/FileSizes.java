package io.parquetry.bench;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Prints, as a Markdown table, the size of the file each contender writes for the same data
 * with the same {@link Settings}: {@code java -cp benchmarks.jar io.parquetry.bench.FileSizes}.
 */
public final class FileSizes {
    private FileSizes() {}

    public static void main(String[] args) {
        int trips = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        int orders = args.length > 1 ? Integer.parseInt(args[1]) : 50_000;
        int wide = args.length > 2 ? Integer.parseInt(args[2]) : 10_000;
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
            print("taxi trips (" + trips + " rows)", flat, dir);

            Map<String, Consumer<Path>> nested = new LinkedHashMap<>();
            nested.put("parquetryRow", p -> ParquetryContender.writeOrderRows(p, o));
            nested.put("carpet", p -> CarpetContender.write(p, Order.class, o));
            nested.put("avro", p -> AvroContender.writeOrders(p, o));
            nested.put("group", p -> GroupContender.writeOrders(p, o));
            print("orders (" + orders + " rows)", nested, dir);

            Map<String, Consumer<Path>> wideWriters = new LinkedHashMap<>();
            wideWriters.put("parquetry", p -> ParquetryContender.writeWideRecords(p, w));
            wideWriters.put("parquetryRow", p -> ParquetryContender.writeWide(p, w));
            wideWriters.put("avro", p -> AvroContender.writeWide(p, w));
            wideWriters.put("group", p -> GroupContender.writeWide(p, w));
            wideWriters.put("duckdb", p -> duck.writeWide(p, w));
            print("wide, " + Data.WIDE_FIELDS + " columns (" + wide + " rows)", wideWriters, dir);
        } finally {
            BenchFiles.deleteTree(dir);
        }
    }

    private static void print(String title, Map<String, Consumer<Path>> writers, Path dir) {
        System.out.println("| " + title + " | bytes | vs Parquetry |");
        System.out.println("|---|---:|---:|");
        long base = -1;
        for (Map.Entry<String, Consumer<Path>> e : writers.entrySet()) {
            Path file = dir.resolve(e.getKey() + ".parquet");
            e.getValue().accept(file);
            long size = BenchFiles.size(file);
            if (base < 0) {
                base = size;
            }
            System.out.printf("| %s | %,d | %.2fx |%n", e.getKey(), size, (double) size / base);
        }
        System.out.println();
    }
}
