package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every contender writes the same data, and every contender's reader reads every contender's
 * file to the checksum of the data in memory: the benchmarks compare equal work.
 */
class ChecksumAgreementTest {
    static final List<TaxiTrip> TRIPS = Data.trips(3_000);
    static final List<Order> ORDERS = Data.orders(500);
    static final List<Object[]> WIDE = Data.wideRows(300, Data.WIDE_FIELDS);
    static DuckDbContender duck;

    @TempDir
    Path dir;

    @BeforeAll
    static void openDuckDb() {
        duck = new DuckDbContender();
    }

    @AfterAll
    static void closeDuckDb() {
        duck.close();
    }

    private Map<String, Path> writeAll(String kind, Map<String, BiConsumer<Path, Object>> writers, Object data) {
        Map<String, Path> files = new LinkedHashMap<>();
        writers.forEach((name, w) -> {
            Path file = dir.resolve(kind + "-" + name + ".parquet");
            w.accept(file, data);
            files.put(name, file);
        });
        return files;
    }

    private static void assertAllRead(long expected, Map<String, Path> files, Map<String, ToLongFunction<Path>> readers) {
        assertAllRead(expected, files, readers, (writer, reader) -> true);
    }

    private static void assertAllRead(long expected, Map<String, Path> files, Map<String, ToLongFunction<Path>> readers,
            BiPredicate<String, String> applies) {
        files.forEach((writer, file) -> readers.forEach((reader, r) -> {
            if (applies.test(writer, reader)) {
                assertEquals(expected, r.applyAsLong(file), reader + " reading the file written by " + writer);
            }
        }));
    }

    @SuppressWarnings("unchecked")
    @Test
    void flatTripsAgree() {
        Map<String, BiConsumer<Path, Object>> writers = new LinkedHashMap<>();
        writers.put("parquetry", (p, d) -> ParquetryContender.writeTrips(p, (List<TaxiTrip>) d));
        writers.put("parquetryRow", (p, d) -> ParquetryContender.writeTripRows(p, (List<TaxiTrip>) d));
        writers.put("carpet", (p, d) -> CarpetContender.write(p, TaxiTrip.class, (List<TaxiTrip>) d));
        writers.put("avro", (p, d) -> AvroContender.writeTrips(p, (List<TaxiTrip>) d));
        writers.put("group", (p, d) -> GroupContender.writeTrips(p, (List<TaxiTrip>) d));
        writers.put("duckdb", (p, d) -> duck.writeTrips(p, (List<TaxiTrip>) d));
        Map<String, Path> files = writeAll("trips", writers, TRIPS);

        Map<String, ToLongFunction<Path>> readers = new LinkedHashMap<>();
        readers.put("parquetry", ParquetryContender::readTrips);
        readers.put("parquetryRow", ParquetryContender::readTripRows);
        readers.put("carpet", CarpetContender::readTrips);
        readers.put("avro", AvroContender::readTrips);
        readers.put("group", GroupContender::readTrips);
        readers.put("duckdb", duck::readTrips);
        long expected = Checksums.trips(TRIPS);
        assertAllRead(expected, files, readers);

        Map<String, ToLongFunction<Path>> projections = new LinkedHashMap<>();
        projections.put("parquetry", ParquetryContender::readProjection);
        projections.put("parquetryRow", ParquetryContender::readProjectionRows);
        projections.put("carpet", CarpetContender::readProjection);
        projections.put("avro", AvroContender::readProjection);
        projections.put("group", GroupContender::readProjection);
        projections.put("duckdb", duck::readProjection);
        long expectedProjection = Checksums.projections(TRIPS);
        assertNotEquals(expected, expectedProjection);
        // DuckDB writes every column optional (NOT NULL does not reach the file); parquet-java
        // rejects a requested projection whose repetition differs from the file's, so the
        // avro and Group projections (declared required) are checked on the other files only
        assertAllRead(expectedProjection, files, projections,
                (writer, reader) -> !(writer.equals("duckdb") && (reader.equals("avro") || reader.equals("group"))));
    }

    @SuppressWarnings("unchecked")
    @Test
    void nestedOrdersAgree() {
        Map<String, BiConsumer<Path, Object>> writers = new LinkedHashMap<>();
        writers.put("parquetry", (p, d) -> ParquetryContender.writeOrders(p, (List<Order>) d));
        writers.put("parquetryRow", (p, d) -> ParquetryContender.writeOrderRows(p, (List<Order>) d));
        writers.put("carpet", (p, d) -> CarpetContender.write(p, Order.class, (List<Order>) d));
        writers.put("avro", (p, d) -> AvroContender.writeOrders(p, (List<Order>) d));
        writers.put("group", (p, d) -> GroupContender.writeOrders(p, (List<Order>) d));
        Map<String, Path> files = writeAll("orders", writers, ORDERS);

        Map<String, ToLongFunction<Path>> readers = new LinkedHashMap<>();
        readers.put("parquetry", ParquetryContender::readOrders);
        readers.put("parquetryRow", ParquetryContender::readOrderRows);
        readers.put("carpet", CarpetContender::readOrders);
        readers.put("avro", AvroContender::readOrders);
        readers.put("group", GroupContender::readOrders);
        assertAllRead(Checksums.orders(ORDERS), files, readers);
    }

    @SuppressWarnings("unchecked")
    @Test
    void wideRowsAgree() {
        Map<String, BiConsumer<Path, Object>> writers = new LinkedHashMap<>();
        writers.put("parquetry", (p, d) -> ParquetryContender.writeWideRecords(p, (List<Object[]>) d));
        writers.put("parquetryRow", (p, d) -> ParquetryContender.writeWide(p, (List<Object[]>) d));
        writers.put("avro", (p, d) -> AvroContender.writeWide(p, (List<Object[]>) d));
        writers.put("group", (p, d) -> GroupContender.writeWide(p, (List<Object[]>) d));
        writers.put("duckdb", (p, d) -> duck.writeWide(p, (List<Object[]>) d));
        Map<String, Path> files = writeAll("wide", writers, WIDE);

        Map<String, ToLongFunction<Path>> readers = new LinkedHashMap<>();
        readers.put("parquetry", ParquetryContender::readWideRecords);
        readers.put("parquetryRow", ParquetryContender::readWide);
        readers.put("avro", AvroContender::readWide);
        readers.put("group", GroupContender::readWide);
        readers.put("duckdb", duck::readWide);
        assertAllRead(Data.wideChecksum(WIDE), files, readers);
    }

    @Test
    void footerDigestsAgree() {
        Path file = dir.resolve("footer.parquet");
        GroupContender.writeWideFooterFile(file, 60, 4, 5);
        long digest = 20L * 31 + 4 * 7 + 60;
        assertEquals(digest, ParquetryContender.footer(file));
        assertEquals(digest, GroupContender.footer(file));
    }
}
