package io.parquetry.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * Every generic-read contender of issue 18 (typed, cursor, Row, Hardwood, the floors) in one JVM,
 * one after the other, round after round; prints the best round of each. For a loaded machine,
 * where separate JMH forks see different loads: here all contenders see the same. Run with
 * {@code java --add-modules=jdk.incubator.vector -cp benchmarks/target/benchmarks.jar
 * io.parquetry.bench.Interleaved [rounds]} (add {@code -Dparquetry.bench.singleThread=true} and
 * {@code taskset -c 0} for one core).
 */
public final class Interleaved {
    private Interleaved() {}

    private record Contender(String name, LongSupplier run) {
        Contender(String name, Path file, ToLongFunction<Path> read) {
            this(name, () -> read.applyAsLong(file));
        }
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        Path dir = Files.createTempDirectory("parquetry-interleaved");
        Path trips = dir.resolve("trips.parquet");
        Path orders = dir.resolve("orders.parquet");
        List<TaxiTrip> tripList = Data.trips(200_000);
        Floors.TripColumns columns = new Floors.TripColumns(tripList);
        Path out = dir.resolve("out.parquet");
        GroupContender.writeTrips(trips, tripList);
        GroupContender.writeOrders(orders, Data.orders(50_000));
        Contender[] all = {
            new Contender("FlatRead typed", trips, ParquetryContender::readTrips),
            new Contender("FlatRead cursor", trips, ParquetryContender::readTripCursor),
            new Contender("FlatRead Row", trips, ParquetryContender::readTripRows),
            new Contender("FlatRead Hardwood", trips, HardwoodContender::readTrips),
            new Contender("FlatRead floor", trips, Floors::read),
            new Contender("NestedRead typed", orders, ParquetryContender::readOrders),
            new Contender("NestedRead cursor", orders, ParquetryContender::readOrderCursor),
            new Contender("NestedRead Row", orders, ParquetryContender::readOrderRows),
            new Contender("NestedRead Hardwood", orders, HardwoodContender::readOrders),
            new Contender("NestedRead floor", orders, Floors::read),
            new Contender("FlatWrite typed", () -> {
                ParquetryContender.writeTrips(out, tripList);
                return 0;
            }),
            new Contender("FlatWrite floor", () -> {
                Floors.writeTrips(out, columns);
                return 0;
            }),
        };
        long[] best = new long[all.length];
        Arrays.fill(best, Long.MAX_VALUE);
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < all.length; i++) {
                long t0 = System.nanoTime();
                sink += all[i].run().getAsLong();
                best[i] = Math.min(best[i], System.nanoTime() - t0);
            }
        }
        for (int i = 0; i < all.length; i++) {
            System.out.printf("%-22s %9.1f ms%n", all[i].name(), best[i] / 1e6);
        }
        System.out.println("(checksum fold " + sink + ")");
        BenchFiles.deleteTree(dir);
    }
}
