package io.parquetry.iceberg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.data.IcebergGenerics;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.iceberg.types.Comparators;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;

/**
 * Parquetry appends to tables of a real JDBC catalog, and Iceberg's own generic reader reads them
 * back value by value: unpartitioned and partitioned tables, column metrics, metrics pruning,
 * concurrent committers, schema checks.
 */
class IcebergAppenderTest extends CatalogTest {

    private Table create(String name, Function<Schema, PartitionSpec> spec) {
        Schema schema = TestTables.tradeSchema();
        return catalog.createTable(TableIdentifier.of("db", name), schema, spec.apply(schema));
    }

    static List<Map<String, Object>> genericRows(Table table, Expression filter) throws IOException {
        List<Map<String, Object>> rows = new ArrayList<>();
        try (CloseableIterable<Record> it = IcebergGenerics.read(table).where(filter).build()) {
            for (Record r : it) {
                rows.add(TestTables.values(r));
            }
        }
        rows.sort(Comparator.comparing(m -> (Long) m.get("id")));
        return rows;
    }

    static List<Map<String, Object>> expected(List<Trade> trades) {
        return trades.stream().sorted(Comparator.comparingLong(Trade::id)).map(TestTables::generic).toList();
    }

    static void assertRows(List<Map<String, Object>> expected, List<Map<String, Object>> actual) {
        assertEquals(expected.size(), actual.size(), "row count");
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i), "row " + i);
        }
    }

    @Test
    void unpartitionedTableReadsBackValueByValueWithIcebergGenerics() throws IOException {
        Table table = create("plain", s -> PartitionSpec.unpartitioned());
        List<Trade> trades = TestTables.trades(1, 0, 3000);
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).build()) {
            appender.writeAll(trades);
            List<DataFile> files = appender.commit();
            assertEquals(1, files.size());
            assertEquals(3000, files.get(0).recordCount());
        }
        table.refresh();
        assertEquals(1, count(table.snapshots()));
        assertEquals("3000", table.currentSnapshot().summary().get("added-records"));
        assertRows(expected(trades), genericRows(table, Expressions.alwaysTrue()));
        // the files carry the table's field ids in their Parquet schema
        DataFile file = table.currentSnapshot().addedDataFiles(table.io()).iterator().next();
        try (io.parquetry.ParquetFile pf = io.parquetry.ParquetFile.open(IcebergFiles.input(table.io().newInputFile(file)))) {
            assertEquals(table.schema().findField("symbol").fieldId(), pf.schema().field("symbol").id());
            assertEquals(table.schema().findField("venue.city").fieldId(),
                    pf.schema().node("venue", "city").id());
            assertEquals(table.schema().findType("tags").asListType().elementId(),
                    pf.schema().node("tags", "list", "element").id());
            assertEquals(table.schema().findType("attrs").asMapType().valueId(),
                    pf.schema().node("attrs", "key_value", "value").id());
        }
    }

    @Test
    void partitionedTableGetsOneFilePerPartitionAndIcebergReadsIt() throws IOException {
        Table table = create("parts", s -> PartitionSpec.builderFor(s).identity("symbol").day("at").bucket("id", 4).build());
        List<Trade> trades = TestTables.trades(2, 0, 2000);
        List<DataFile> files;
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).maxOpenFiles(1000).build()) {
            appender.writeAll(trades);
            files = appender.commit();
        }
        // one file per distinct partition tuple, computed here independently from the transforms
        Types.NestedField idField = table.schema().findField("id");
        var bucket = org.apache.iceberg.transforms.Transforms.bucket(4).bind(idField.type());
        var day = org.apache.iceberg.transforms.Transforms.day().bind(Types.TimestampType.withZone());
        Map<List<Object>, Long> partitions = new HashMap<>();
        for (Trade t : trades) {
            Integer d = t.at() == null ? null : (Integer) day.apply(t.at().getEpochSecond() * 1_000_000 + t.at().getNano() / 1000);
            List<Object> key = java.util.Arrays.asList(t.symbol(), d, bucket.apply(t.id()));
            partitions.merge(key, 1L, Long::sum);
        }
        assertEquals(partitions.size(), files.size(), "one file per partition");
        for (DataFile f : files) {
            StructLike p = f.partition();
            List<Object> key = java.util.Arrays.asList(p.get(0, CharSequence.class) == null ? null : p.get(0, CharSequence.class).toString(),
                    p.get(1, Integer.class), p.get(2, Integer.class));
            assertEquals(partitions.get(key), f.recordCount(), "rows of partition " + key);
        }
        table.refresh();
        assertRows(expected(trades), genericRows(table, Expressions.alwaysTrue()));
        // partition pruning: one symbol's files only
        List<FileScanTask> msft = tasks(table, Expressions.equal("symbol", "MSFT"));
        assertTrue(msft.size() > 0 && msft.size() < files.size());
        for (FileScanTask t : msft) {
            assertEquals("MSFT", t.file().partition().get(0, CharSequence.class).toString());
        }
        assertRows(expected(trades.stream().filter(t -> "MSFT".equals(t.symbol())).toList()),
                genericRows(table, Expressions.equal("symbol", "MSFT")));
    }

    @Test
    void aCapOnOpenFilesFinishesTheLeastRecentlyWrittenPartition() throws IOException {
        Table table = create("capped", s -> PartitionSpec.builderFor(s).identity("symbol").build());
        List<Trade> trades = TestTables.trades(8, 0, 80); // 5 symbols (null included), interleaved
        List<DataFile> files;
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).maxOpenFiles(2).build()) {
            appender.writeAll(trades);
            files = appender.commit();
        }
        assertTrue(files.size() > 5, "partitions came back after their file was finished: " + files.size());
        assertEquals(80, files.stream().mapToLong(DataFile::recordCount).sum());
        table.refresh();
        // each file holds its partition's rows only: per symbol, the files planned hold exactly its rows
        for (String symbol : TestTables.SYMBOLS) {
            Expression filter = symbol == null ? Expressions.isNull("symbol") : Expressions.equal("symbol", symbol);
            long inFiles = tasks(table, filter).stream().mapToLong(t -> t.file().recordCount()).sum();
            assertEquals(trades.stream().filter(t -> java.util.Objects.equals(t.symbol(), symbol)).count(), inFiles, symbol);
        }
        assertRows(expected(trades), genericRows(table, Expressions.alwaysTrue()));
    }

    @Test
    void metricsMatchTheValuesOfEachFile() {
        Table table = create("metrics", s -> PartitionSpec.unpartitioned());
        table.updateProperties().set("write.metadata.metrics.column.blob", "full").commit();
        List<List<Trade>> batches = List.of(TestTables.trades(3, 0, 700), TestTables.trades(4, 700, 700),
                TestTables.trades(5, 1400, 50));
        List<DataFile> files = new ArrayList<>();
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).targetFileRows(700)
                .rowGroupSize(16 * 1024).build()) {
            for (List<Trade> b : batches) {
                appender.writeAll(b);
            }
            files.addAll(appender.commit());
        }
        assertEquals(3, files.size());
        files.sort(Comparator.comparing(DataFile::recordCount).reversed());
        Schema s = table.schema();
        Map<Long, List<Trade>> byFirstId = new HashMap<>();
        batches.forEach(b -> byFirstId.put(b.get(0).id(), b));
        for (DataFile f : files) {
            long firstId = Conversions.fromByteBuffer(Types.LongType.get(), f.lowerBounds().get(s.findField("id").fieldId()));
            List<Trade> rows = byFirstId.get(firstId);
            assertNotNull(rows, "a file starts at a batch's first id");
            assertEquals(rows.size(), f.recordCount());
            checkColumn(s, f, "id", rows, Trade::id, 16);
            checkColumn(s, f, "qty", rows, Trade::qty, 16);
            checkColumn(s, f, "price", rows, Trade::price, 16);
            checkColumn(s, f, "day", rows, t -> t.day() == null ? null : (int) t.day().toEpochDay(), 16);
            checkColumn(s, f, "at", rows, t -> t.at() == null ? null : t.at().getEpochSecond() * 1_000_000 + t.at().getNano() / 1000, 16);
            checkColumn(s, f, "symbol", rows, Trade::symbol, 16);
            checkColumn(s, f, "venue.country", rows, t -> t.venue() == null ? null : t.venue().country(), 16);
            // UUID bounds are left out: Parquet orders UUIDs as unsigned bytes, Iceberg's comparator may not
            assertNull(f.lowerBounds().get(s.findField("ref").fieldId()));
            assertEquals(rows.stream().filter(t -> t.ref() == null).count(), f.nullValueCounts().get(s.findField("ref").fieldId()));
            checkColumn(s, f, "blob", rows, t -> t.blob() == null ? null : ByteBuffer.wrap(t.blob()), Integer.MAX_VALUE);
            // a double column holding NaN: NaN counted, and no bounds that could exclude it
            int ratio = s.findField("ratio").fieldId();
            long nans = rows.stream().filter(t -> t.ratio() != null && t.ratio().isNaN()).count();
            assertTrue(nans > 0);
            assertEquals(nans, f.nanValueCounts().get(ratio));
            assertEquals(rows.stream().filter(t -> t.ratio() == null).count(), f.nullValueCounts().get(ratio));
            assertFalse(f.lowerBounds().containsKey(ratio), "no lower bound over a NaN");
            assertTrue(f.columnSizes().get(ratio) > 0);
            // inside lists and maps: sizes only
            int element = s.findType("tags").asListType().elementId();
            assertTrue(f.columnSizes().get(element) > 0);
            assertNull(f.valueCounts().get(element));
            assertNull(f.lowerBounds().get(element));
        }
    }

    /** Counts and bounds of {@code column} against the values, bounds truncated to {@code truncate} like Iceberg's default mode. */
    private static <V> void checkColumn(Schema s, DataFile f, String column, List<Trade> rows, Function<Trade, V> value, int truncate) {
        int id = s.findField(column).fieldId();
        Type.PrimitiveType type = s.findType(id).asPrimitiveType();
        List<Object> values = rows.stream().map(t -> (Object) value.apply(t)).toList();
        List<Object> present = values.stream().filter(v -> v != null).toList();
        assertEquals(rows.size(), f.valueCounts().get(id), column + " value count");
        assertEquals(values.size() - present.size(), f.nullValueCounts().get(id), column + " null count");
        @SuppressWarnings("unchecked")
        Comparator<Object> order = (Comparator<Object>) (Comparator<?>) Comparators.forType(type);
        Object min = present.stream().min(order).orElseThrow();
        Object max = present.stream().max(order).orElseThrow();
        Object lower = Conversions.fromByteBuffer(type, f.lowerBounds().get(id));
        Object upper = Conversions.fromByteBuffer(type, f.upperBounds().get(id));
        if (type.typeId() == Type.TypeID.STRING) {
            lower = lower.toString();
            upper = upper.toString();
            String minS = (String) min;
            String maxS = (String) max;
            // a truncated bound is a prefix (lower) or sorts above every value (upper), and never longer than asked
            assertTrue(minS.startsWith((String) lower) && ((String) lower).codePointCount(0, ((String) lower).length()) <= truncate,
                    column + " lower " + lower + " vs min " + min);
            assertTrue(order.compare(upper, maxS) >= 0 && ((String) upper).codePointCount(0, ((String) upper).length()) <= truncate,
                    column + " upper " + upper + " vs max " + max);
            if (maxS.codePointCount(0, maxS.length()) <= truncate) {
                assertEquals(maxS, upper, column + " upper");
            }
            if (minS.codePointCount(0, minS.length()) <= truncate) {
                assertEquals(minS, lower, column + " lower");
            }
            return;
        }
        assertEquals(min, lower, column + " lower bound");
        assertEquals(max, upper, column + " upper bound");
    }

    private static List<FileScanTask> tasks(Table table, Expression filter) throws IOException {
        List<FileScanTask> out = new ArrayList<>();
        try (CloseableIterable<FileScanTask> it = table.newScan().filter(filter).planFiles()) {
            it.forEach(out::add);
        }
        return out;
    }

    @Test
    void metricsPruneFilesThatCannotMatchAndKeepThoseThatCan() throws IOException {
        Table table = create("prune", s -> PartitionSpec.unpartitioned());
        List<Trade> trades = TestTables.trades(6, 0, 4000);
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).targetFileRows(1000).build()) {
            appender.writeAll(trades); // ids 0..3999 in 4 files of consecutive ids
            assertEquals(4, appender.commit().size());
        }
        table.refresh();
        assertEquals(4, tasks(table, Expressions.alwaysTrue()).size());
        assertEquals(1, tasks(table, Expressions.equal("id", 2500L)).size(), "id bounds skip 3 of 4 files");
        assertEquals(2, tasks(table, Expressions.and(Expressions.greaterThanOrEqual("id", 900L),
                Expressions.lessThan("id", 1100L))).size());
        assertEquals(0, tasks(table, Expressions.greaterThan("id", 4000L)).size());
        // NaN ratios: no bounds on ratio, so no file may be skipped on it
        assertEquals(4, tasks(table, Expressions.isNaN("ratio")).size());
        assertEquals(4, tasks(table, Expressions.greaterThan("ratio", 100.0)).size());
        assertRows(expected(trades.stream().filter(t -> t.ratio() != null && t.ratio().isNaN()).toList()),
                genericRows(table, Expressions.isNaN("ratio")));
        // a long string truncated in the bounds still matches its file
        String longSymbol = TestTables.SYMBOLS[3];
        List<FileScanTask> hits = tasks(table, Expressions.equal("symbol", longSymbol));
        assertEquals(4, hits.size());
        assertRows(expected(trades.stream().filter(t -> longSymbol.equals(t.symbol())).toList()),
                genericRows(table, Expressions.equal("symbol", longSymbol)));
        // symbols below every stored one, or above the truncated upper bound, are pruned
        assertEquals(0, tasks(table, Expressions.equal("symbol", "AAA")).size());
        assertEquals(0, tasks(table, Expressions.equal("symbol", "Åzzz")).size());
        assertEquals(4, tasks(table, Expressions.equal("symbol", "ÄPFEL-très-long-symbol-名前-beyond-sixteen-and-more")).size());
    }

    @Test
    void twoThreadsCommittingToOneTableBothLand() throws Exception {
        create("shared", s -> PartitionSpec.builderFor(s).identity("symbol").build());
        int commits = 6;
        List<Trade> all = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            List<java.util.concurrent.Future<?>> done = new ArrayList<>();
            for (int w = 0; w < 2; w++) {
                int writer = w;
                done.add(pool.submit(() -> {
                    Table own = catalog.loadTable(TableIdentifier.of("db", "shared"));
                    start.await();
                    try (IcebergAppender<Trade> appender = IcebergTables.appender(own, Trade.class).build()) {
                        for (int c = 0; c < commits; c++) {
                            List<Trade> batch = TestTables.trades(100 + writer * 10 + c, (writer * commits + c) * 100L, 100);
                            appender.writeAll(batch);
                            appender.commit();
                            all.addAll(batch);
                        }
                    }
                    return null;
                }));
            }
            for (var f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        Table table = catalog.loadTable(TableIdentifier.of("db", "shared"));
        assertEquals(2 * commits, count(table.snapshots()), "every commit is a snapshot");
        Set<Long> parents = new HashSet<>();
        for (Snapshot s : table.snapshots()) {
            assertTrue(s.parentId() == null || parents.add(s.parentId()), "snapshots form one line");
        }
        assertRows(expected(all), genericRows(table, Expressions.alwaysTrue()));
    }

    @Test
    void fieldsMatchColumnsByIdWhateverTheirNames() throws IOException {
        Schema schema = new Schema(Types.NestedField.required(1, "seq", Types.LongType.get()),
                Types.NestedField.optional(2, "label", Types.StringType.get()),
                Types.NestedField.required(3, "level", Types.FloatType.get()));
        Table table = catalog.createTable(TableIdentifier.of("db", "ticks"), schema);
        table.updateSchema().renameColumn("seq", "sequence").commit();
        table.refresh();
        List<Tick> ticks = List.of(new Tick(1, "a", 1.5f), new Tick(2, null, Float.NaN), new Tick(3, "c", -0.0f));
        try (IcebergAppender<Tick> appender = IcebergTables.appender(table, Tick.class).build()) {
            appender.writeAll(ticks);
            appender.commit();
        }
        table.refresh();
        List<List<Object>> rows = new ArrayList<>();
        try (CloseableIterable<Record> it = IcebergGenerics.read(table).build()) {
            for (Record r : it) {
                rows.add(java.util.Arrays.asList(r.getField("sequence"), r.getField("label"), r.getField("level")));
            }
        }
        rows.sort(Comparator.comparing(l -> (Long) l.get(0)));
        assertEquals(List.of(java.util.Arrays.asList(1L, "a", 1.5f), java.util.Arrays.asList(2L, null, Float.NaN),
                java.util.Arrays.asList(3L, "c", -0.0f)), rows);
        assertEquals(ticks, IcebergTables.reader(table, Tick.class).build().toList().stream()
                .sorted(Comparator.comparingLong(Tick::seq)).toList());
    }

    @Test
    void enumsAreStringsAndLocalDateTimesAreTimestampsWithoutZone() throws IOException {
        Schema schema = new Schema(Types.NestedField.required(1, "id", Types.LongType.get()),
                Types.NestedField.optional(2, "side", Types.StringType.get()),
                Types.NestedField.optional(3, "placed", Types.TimestampType.withoutZone()));
        Table table = catalog.createTable(TableIdentifier.of("db", "orders"), schema,
                PartitionSpec.builderFor(schema).identity("side").hour("placed").build());
        java.time.LocalDateTime t0 = java.time.LocalDateTime.of(2026, 3, 1, 12, 30, 15, 123_456_000);
        List<Order> orders = List.of(new Order(1, Order.Side.BUY, t0), new Order(2, Order.Side.SELL, t0.plusHours(3)),
                new Order(3, null, null), new Order(4, Order.Side.BUY, t0.plusMinutes(5)));
        List<DataFile> files;
        try (IcebergAppender<Order> appender = IcebergTables.appender(table, Order.class).build()) {
            appender.writeAll(orders);
            files = appender.commit();
        }
        assertEquals(3, files.size(), "BUY@12h, SELL@15h, null@null");
        table.refresh();
        List<List<Object>> rows = new ArrayList<>();
        try (CloseableIterable<Record> it = IcebergGenerics.read(table).build()) {
            for (Record r : it) {
                rows.add(java.util.Arrays.asList(r.getField("id"), r.getField("side"), r.getField("placed")));
            }
        }
        rows.sort(Comparator.comparing(l -> (Long) l.get(0)));
        assertEquals(List.of(java.util.Arrays.asList(1L, "BUY", t0), java.util.Arrays.asList(2L, "SELL", t0.plusHours(3)),
                java.util.Arrays.asList(3L, null, null), java.util.Arrays.asList(4L, "BUY", t0.plusMinutes(5))), rows);
        assertEquals(orders, IcebergTables.reader(table, Order.class).build().toList().stream()
                .sorted(Comparator.comparingLong(Order::id)).toList());
        assertEquals(List.of(orders.get(0), orders.get(3)), IcebergTables.reader(table, Order.class)
                .filter(Expressions.equal("side", "BUY")).build().toList().stream()
                .sorted(Comparator.comparingLong(Order::id)).toList());
    }

    @Test
    void recordsThatDoNotFitTheTableAreRefusedNamingTheField() {
        Schema narrow = new Schema(Types.NestedField.required(1, "id", Types.LongType.get()),
                Types.NestedField.optional(2, "symbol", Types.StringType.get()));
        Table t1 = catalog.createTable(TableIdentifier.of("db", "narrow"), narrow);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IcebergTables.appender(t1, Trade.class).build());
        assertTrue(e.getMessage().contains("field 'price' is not in the table's schema"), e.getMessage());

        Schema wrongType = TestTables.tradeSchema();
        wrongType = new Schema(wrongType.columns().stream().map(f -> f.name().equals("qty")
                ? Types.NestedField.required(f.fieldId(), "qty", Types.LongType.get()) : f).toList());
        Table t2 = catalog.createTable(TableIdentifier.of("db", "wrongtype"), wrongType);
        e = assertThrows(IllegalArgumentException.class, () -> IcebergTables.appender(t2, Trade.class).build());
        assertTrue(e.getMessage().contains("field 'qty'") && e.getMessage().contains("long"), e.getMessage());

        Schema required = TestTables.tradeSchema();
        required = new Schema(required.columns().stream().map(f -> f.name().equals("symbol")
                ? Types.NestedField.required(f.fieldId(), "symbol", Types.StringType.get()) : f).toList());
        Table t3 = catalog.createTable(TableIdentifier.of("db", "required"), required);
        e = assertThrows(IllegalArgumentException.class, () -> IcebergTables.appender(t3, Trade.class).build());
        assertTrue(e.getMessage().contains("field 'symbol' may be null but table column 'symbol' is required"), e.getMessage());

        Schema extra = new Schema(java.util.stream.Stream.concat(TestTables.tradeSchema().columns().stream(),
                Stream.of(Types.NestedField.required(99, "mandatory", Types.IntegerType.get()))).toList());
        Table t4 = catalog.createTable(TableIdentifier.of("db", "extra"), extra);
        e = assertThrows(IllegalArgumentException.class, () -> IcebergTables.appender(t4, Trade.class).build());
        assertTrue(e.getMessage().contains("required table column 'mandatory'"), e.getMessage());
    }

    @Test
    void closeWithoutCommitLeavesTheTableAndTheDiskUnchanged() throws IOException {
        Table table = create("aborted", s -> PartitionSpec.builderFor(s).identity("symbol").build());
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).targetFileRows(50).build()) {
            appender.writeAll(TestTables.trades(7, 0, 500));
        }
        table.refresh();
        assertNull(table.currentSnapshot());
        try (Stream<Path> files = Files.walk(dir.resolve("warehouse"))) {
            List<String> parquet = files.map(Path::toString).filter(p -> p.contains("/data/")).filter(p -> !Files.isDirectory(Path.of(p)))
                    .collect(Collectors.toList());
            assertEquals(List.of(), parquet, "no data file left behind");
        }
    }

    private static long count(Iterable<?> it) {
        long n = 0;
        for (Object o : it) {
            n++;
        }
        return n;
    }
}
