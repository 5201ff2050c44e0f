import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.bench.CarpetContender;
import io.parquetry.bench.Data;
import io.parquetry.bench.GroupContender;
import io.parquetry.bench.Order;
import io.parquetry.bench.OrderParquet;
import io.parquetry.bench.ParquetryContender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The nested workload against Carpet in one JVM (BENCHMARKS.md, "The nested read's swings"), for a
 * machine whose speed drifts between JMH forks: both contenders see the same load.
 * {@code java -Xms2g -Xmx2g -cp benchmarks/target/benchmarks.jar benchmarks/ab/NestedVsCarpet.java
 * ROUNDS read|write|parts}.
 * <ul>
 *   <li>{@code read}, {@code write}: after 3 warm-up rounds, {@code ROUNDS} rounds of 8 Parquetry
 *       and 2 Carpet operations (which goes first alternates); prints each one's median and best
 *       time per operation and the median of the per-round ratios.
 *   <li>{@code parts}: the benchmark's read (records hashed as {@code NestedRead} does), the same
 *       read summing only ids and item counts, and {@code Order.hash} over orders kept from an
 *       earlier read, alternating; medians after 10 rounds. Shows how much of the read the
 *       benchmark's own hash takes.
 * </ul>
 * Not part of the build: a tool, run from source.
 */
public class NestedVsCarpet {
    /** What {@code ParquetryContender} reads with. */
    static final ReadOptions READ = ReadOptions.defaults().withVerifyChecksums(false);

    public static void main(String[] args) throws Exception {
        int rounds = Integer.parseInt(args[0]);
        String mode = args[1];
        Path dir = Files.createTempDirectory("parquetry-nested-vs-carpet");
        Path in = dir.resolve("orders.parquet");
        Path out = dir.resolve("out.parquet");
        List<Order> orders = Data.orders(50_000);
        GroupContender.writeOrders(in, orders);
        try {
            switch (mode) {
                case "read", "write" -> versus(rounds, mode.equals("read"), in, out, orders);
                case "parts" -> parts(rounds, in);
                default -> throw new IllegalArgumentException("mode must be read, write or parts: " + mode);
            }
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(in);
            Files.deleteIfExists(dir);
        }
    }

    private static void versus(int rounds, boolean read, Path in, Path out, List<Order> orders) throws Exception {
        String[] names = {"parquetry", "carpet"};
        int[] ops = {8, 2};
        List<List<Double>> times = List.of(new ArrayList<>(), new ArrayList<>());
        long sink = 0;
        for (int r = 0; r < rounds + 3; r++) {
            for (int k = 0; k < 2; k++) {
                int c = r % 2 == 0 ? k : 1 - k;
                long t0 = System.nanoTime();
                for (int i = 0; i < ops[c]; i++) {
                    if (read) {
                        sink += c == 0 ? ParquetryContender.readOrders(in) : CarpetContender.readOrders(in);
                    } else if (c == 0) {
                        ParquetryContender.writeOrders(out, orders);
                    } else {
                        CarpetContender.write(out, Order.class, orders);
                    }
                }
                if (r >= 3) {
                    times.get(c).add((System.nanoTime() - t0) / 1e6 / ops[c]);
                }
            }
        }
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            ratios.add(times.get(1).get(i) / times.get(0).get(i));
        }
        for (int c = 0; c < 2; c++) {
            System.out.printf("%s %s: median %.1f, best %.1f ms/op%n", read ? "read" : "write", names[c],
                    median(times.get(c)), Collections.min(times.get(c)));
        }
        System.out.printf("Carpet / Parquetry, median of the per-round ratios: %.2fx (checksum fold %d)%n",
                median(ratios), sink);
    }

    private static void parts(int rounds, Path in) {
        List<Order> kept = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(in, READ); ParquetReader<Order> r = f.read(OrderParquet.mapper())) {
            for (Order o = r.read(); o != null; o = r.read()) {
                kept.add(o);
            }
        }
        List<Double> full = new ArrayList<>();
        List<Double> light = new ArrayList<>();
        List<Double> hash = new ArrayList<>();
        long sink = 0;
        for (int round = 0; round < rounds + 10; round++) {
            long t0 = System.nanoTime();
            sink += ParquetryContender.readOrders(in);
            long t1 = System.nanoTime();
            try (ParquetFile f = ParquetFile.open(in, READ); ParquetReader<Order> r = f.read(OrderParquet.mapper())) {
                for (Order o = r.read(); o != null; o = r.read()) {
                    sink += o.id() + o.items().size();
                }
            }
            long t2 = System.nanoTime();
            for (Order o : kept) {
                sink += o.hash();
            }
            long t3 = System.nanoTime();
            if (round >= 10) {
                full.add((t1 - t0) / 1e6);
                light.add((t2 - t1) / 1e6);
                hash.add((t3 - t2) / 1e6);
            }
        }
        System.out.printf("read and hash %.1f ms, read alone %.1f ms, hash of kept orders %.1f ms (checksum fold %d)%n",
                median(full), median(light), median(hash), sink);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
