package io.parquetry.iceberg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DeleteFile;
import org.apache.iceberg.PartitionKey;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.data.GenericFileWriterFactory;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.deletes.PositionDelete;
import org.apache.iceberg.deletes.PositionDeleteWriter;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.DataWriter;
import org.apache.iceberg.io.OutputFileFactory;
import org.apache.iceberg.FileFormat;
import org.junit.jupiter.api.Test;

/**
 * Parquetry reads table snapshots into records: tables it wrote, tables Iceberg's own generic
 * Parquet writer wrote, with filters that prune files and drop rows; delete files are refused.
 */
class IcebergReaderTest extends CatalogTest {

    static List<Map<String, Object>> sorted(List<Trade> trades) {
        return IcebergAppenderTest.expected(trades);
    }


    /** Writes {@code trades} with Iceberg's generic Parquet writer, one file per partition, and commits them. */
    static void writeWithIceberg(Table table, List<Trade> trades) throws IOException {
        GenericFileWriterFactory writers = new GenericFileWriterFactory.Builder(table).dataFileFormat(FileFormat.PARQUET).build();
        OutputFileFactory files = OutputFileFactory.builderFor(table, 1, 1).format(FileFormat.PARQUET).build();
        Map<PartitionKey, List<Record>> byPartition = new HashMap<>();
        PartitionKey key = new PartitionKey(table.spec(), table.schema());
        for (Trade t : trades) {
            Record rec = TestTables.record(table.schema(), t);
            key.partition(new org.apache.iceberg.data.InternalRecordWrapper(table.schema().asStruct()).wrap(rec));
            byPartition.computeIfAbsent(key.copy(), k -> new ArrayList<>()).add(rec);
        }
        var append = table.newAppend();
        for (Map.Entry<PartitionKey, List<Record>> e : byPartition.entrySet()) {
            PartitionKey p = table.spec().isUnpartitioned() ? null : e.getKey();
            DataWriter<Record> w = writers.newDataWriter(p == null ? files.newOutputFile() : files.newOutputFile(p), table.spec(), p);
            try (w) {
                e.getValue().forEach(w::write);
            }
            append.appendFile(w.toDataFile());
        }
        append.commit();
    }

    private Table create(String name, PartitionSpec spec) {
        return catalog.createTable(TableIdentifier.of("db", name), TestTables.tradeSchema(), spec);
    }

    @Test
    void readsWhatParquetryAppendedValueByValue() {
        Table table = create("own", PartitionSpec.unpartitioned());
        List<Trade> first = TestTables.trades(11, 0, 1500);
        List<Trade> second = TestTables.trades(12, 1500, 500);
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).targetFileRows(600).build()) {
            appender.writeAll(first);
            appender.commit();
            appender.writeAll(second);
            appender.commit();
        }
        table.refresh();
        List<Trade> all = new ArrayList<>(first);
        all.addAll(second);
        assertEquals(sorted(all), sorted(IcebergTables.reader(table, Trade.class).build().toList()));
        // an older snapshot reads what it held
        long firstSnapshot = table.currentSnapshot().parentId();
        assertEquals(sorted(first), sorted(IcebergTables.reader(table, Trade.class).snapshot(firstSnapshot).build().toList()));
    }

    @Test
    void readsTablesIcebergsGenericWriterWrote() throws IOException {
        Schema schema = TestTables.tradeSchema();
        Table table = catalog.createTable(TableIdentifier.of("db", "theirs"), schema,
                PartitionSpec.builderFor(schema).identity("symbol").build());
        List<Trade> trades = TestTables.trades(13, 0, 2000);
        writeWithIceberg(table, trades);
        table.refresh();
        assertEquals(sorted(trades), sorted(IcebergTables.reader(table, Trade.class).build().toList()));
    }

    @Test
    void filtersPruneFilesAndDropRowsThatDoNotMatch() {
        Table table = create("filtered", PartitionSpec.builderFor(TestTables.tradeSchema()).identity("symbol").build());
        List<Trade> trades = TestTables.trades(14, 0, 3000);
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).targetFileRows(400).build()) {
            appender.writeAll(trades);
            appender.commit();
        }
        table.refresh();
        int allFiles = IcebergTables.reader(table, Trade.class).build().files().size();
        check(table, trades, Expressions.equal("symbol", "GOOG"), t -> "GOOG".equals(t.symbol()), allFiles, true);
        check(table, trades, Expressions.and(Expressions.greaterThanOrEqual("id", 1000L), Expressions.lessThan("id", 1010L)),
                t -> t.id() >= 1000 && t.id() < 1010, allFiles, true);
        check(table, trades, Expressions.greaterThan("qty", 400), t -> t.qty() > 400, allFiles, false);
        check(table, trades, Expressions.isNull("venue.country"), t -> t.venue() == null, allFiles, false);
        check(table, trades, Expressions.isNaN("ratio"), t -> t.ratio() != null && t.ratio().isNaN(), allFiles, false);
        check(table, trades, Expressions.startsWith("symbol", "ÄPFEL-très-long-symbol"),
                t -> t.symbol() != null && t.symbol().startsWith("ÄPFEL-très-long-symbol"), allFiles, true);
    }

    private static void check(Table table, List<Trade> trades, Expression filter, Predicate<Trade> matches, int allFiles,
                              boolean prunes) {
        IcebergReader<Trade> reader = IcebergTables.reader(table, Trade.class).filter(filter).build();
        int planned = reader.files().size();
        List<Trade> expected = trades.stream().filter(matches).toList();
        assertTrue(!expected.isEmpty(), "the filter " + filter + " matches rows");
        assertEquals(sorted(expected), sorted(reader.toList()), filter.toString());
        if (prunes) {
            assertTrue(planned < allFiles, filter + " skips files: " + planned + " of " + allFiles);
        }
    }

    @Test
    void snapshotsWithDeleteFilesAreRefused() throws IOException {
        Table table = create("deletes", PartitionSpec.unpartitioned());
        table.updateProperties().set(TableProperties.FORMAT_VERSION, "2").commit();
        List<Trade> trades = TestTables.trades(15, 0, 100);
        List<DataFile> files;
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).build()) {
            appender.writeAll(trades);
            files = appender.commit();
        }
        table.refresh();
        GenericFileWriterFactory writers = new GenericFileWriterFactory.Builder(table).deleteFileFormat(FileFormat.PARQUET).build();
        OutputFileFactory out = OutputFileFactory.builderFor(table, 1, 2).format(FileFormat.PARQUET).build();
        PositionDeleteWriter<Record> deletes = writers.newPositionDeleteWriter(out.newOutputFile(), table.spec(), null);
        try (deletes) {
            deletes.write(PositionDelete.<Record>create().set(files.get(0).location(), 3L));
        }
        DeleteFile deleteFile = deletes.toDeleteFile();
        table.newRowDelta().addDeletes(deleteFile).commit();
        table.refresh();
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> IcebergTables.reader(table, Trade.class).build());
        assertTrue(e.getMessage().contains(files.get(0).location()) && e.getMessage().contains("delete file"), e.getMessage());
        // Iceberg's own reader applies it: one row fewer, which is what Parquetry would get wrong
        assertEquals(99, IcebergAppenderTest.genericRows(table, Expressions.alwaysTrue()).size());
    }

    @Test
    void aFilterOnAColumnTheRecordLacksIsRefused() {
        Schema schema = new Schema(org.apache.iceberg.types.Types.NestedField.required(1, "seq", org.apache.iceberg.types.Types.LongType.get()),
                org.apache.iceberg.types.Types.NestedField.optional(2, "name", org.apache.iceberg.types.Types.StringType.get()),
                org.apache.iceberg.types.Types.NestedField.required(3, "level", org.apache.iceberg.types.Types.FloatType.get()),
                org.apache.iceberg.types.Types.NestedField.optional(4, "extra", org.apache.iceberg.types.Types.IntegerType.get()));
        Table table = catalog.createTable(TableIdentifier.of("db", "lack"), schema);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IcebergTables.reader(table, Tick.class).filter(Expressions.equal("extra", 1)).build());
        assertTrue(e.getMessage().contains("'extra'"), e.getMessage());
    }
}
