package io.parquetry.bench;

import io.parquetry.base.Compression;
import io.parquetry.iceberg.IcebergAppender;
import io.parquetry.iceberg.IcebergTables;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.PartitionKey;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.data.GenericFileWriterFactory;
import org.apache.iceberg.data.GenericRecord;
import org.apache.iceberg.data.InternalRecordWrapper;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.hadoop.HadoopCatalog;
import org.apache.iceberg.io.FanoutDataWriter;
import org.apache.iceberg.io.OutputFileFactory;
import org.apache.iceberg.types.Types;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Append the taxi trips to an Iceberg table as one snapshot (returns the rows committed):
 * Parquetry's {@link IcebergAppender} against Iceberg's own generic Parquet writer (records
 * converted to Iceberg {@link Record}s inside the timed code, as a user of that API does), both
 * through a Hadoop catalog on the local disk, SNAPPY and 16 MiB row groups, unpartitioned or
 * partitioned by {@code paymentType} and {@code day(pickupAt)}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class IcebergAppend {
    /** The trips, a fresh table per iteration (so snapshots do not pile up across iterations). */
    @State(Scope.Benchmark)
    public static class Tables {
        @Param({"false", "true"})
        public boolean partitioned;

        public Path dir;
        public HadoopCatalog catalog;
        public Table table;
        private int created;

        @Setup(Level.Trial)
        public void setUp() {
            dir = BenchFiles.tempDir("parquetry-bench-iceberg");
            catalog = new HadoopCatalog(new Configuration(), dir.toUri().toString());
            catalog.createNamespace(Namespace.of("bench"));
        }

        @Setup(Level.Iteration)
        public void newTable() {
            Schema schema = schema();
            PartitionSpec spec = partitioned
                    ? PartitionSpec.builderFor(schema).identity("paymentType").day("pickupAt").build()
                    : PartitionSpec.unpartitioned();
            table = catalog.createTable(TableIdentifier.of("bench", "trips" + created++), schema, spec,
                    java.util.Map.of(TableProperties.PARQUET_COMPRESSION, "snappy",
                            TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES, Long.toString(Settings.ROW_GROUP_BYTES)));
        }

        @TearDown(Level.Trial)
        public void tearDown() throws IOException {
            catalog.close();
            BenchFiles.deleteTree(dir);
        }
    }

    /** The trips' table: reference-typed fields are optional, as Parquetry maps them. */
    static Schema schema() {
        return new Schema(
                Types.NestedField.required(1, "tripId", Types.LongType.get()),
                Types.NestedField.required(2, "vendorId", Types.IntegerType.get()),
                Types.NestedField.optional(3, "pickupAt", Types.TimestampType.withZone()),
                Types.NestedField.optional(4, "dropoffAt", Types.TimestampType.withZone()),
                Types.NestedField.required(5, "passengerCount", Types.IntegerType.get()),
                Types.NestedField.required(6, "tripDistance", Types.DoubleType.get()),
                Types.NestedField.required(7, "rateCode", Types.IntegerType.get()),
                Types.NestedField.optional(8, "storeAndForward", Types.StringType.get()),
                Types.NestedField.required(9, "pickupLocation", Types.IntegerType.get()),
                Types.NestedField.required(10, "dropoffLocation", Types.IntegerType.get()),
                Types.NestedField.optional(11, "paymentType", Types.StringType.get()),
                Types.NestedField.required(12, "fareAmount", Types.DoubleType.get()),
                Types.NestedField.required(13, "extra", Types.DoubleType.get()),
                Types.NestedField.required(14, "mtaTax", Types.DoubleType.get()),
                Types.NestedField.optional(15, "tipAmount", Types.DoubleType.get()),
                Types.NestedField.required(16, "tollsAmount", Types.DoubleType.get()),
                Types.NestedField.required(17, "totalAmount", Types.DoubleType.get()),
                Types.NestedField.optional(18, "zone", Types.StringType.get()));
    }

    @Benchmark
    public long parquetry(TripState trips, Tables t) {
        try (IcebergAppender<TaxiTrip> appender = IcebergTables.appender(t.table, TaxiTrip.class)
                .compression(Compression.SNAPPY).rowGroupSize(Settings.ROW_GROUP_BYTES).build()) {
            appender.writeAll(trips.trips);
            return rows(appender.commit());
        }
    }

    @Benchmark
    public long icebergGeneric(TripState trips, Tables t) throws IOException {
        Table table = t.table;
        GenericFileWriterFactory writers = new GenericFileWriterFactory.Builder(table).dataFileFormat(FileFormat.PARQUET).build();
        OutputFileFactory files = OutputFileFactory.builderFor(table, 1, System.nanoTime()).format(FileFormat.PARQUET).build();
        FanoutDataWriter<Record> writer = new FanoutDataWriter<>(writers, files, table.io(), Long.MAX_VALUE);
        Schema schema = table.schema();
        PartitionKey key = table.spec().isUnpartitioned() ? null : new PartitionKey(table.spec(), schema);
        InternalRecordWrapper wrapper = new InternalRecordWrapper(schema.asStruct());
        try (writer) {
            for (TaxiTrip trip : trips.trips) {
                Record r = record(schema, trip);
                if (key != null) {
                    key.partition(wrapper.wrap(r));
                }
                writer.write(r, table.spec(), key);
            }
        }
        AppendFiles append = table.newAppend();
        List<DataFile> written = writer.result().dataFiles();
        written.forEach(append::appendFile);
        append.commit();
        return rows(written);
    }

    private static Record record(Schema schema, TaxiTrip t) {
        Record r = GenericRecord.create(schema);
        r.set(0, t.tripId());
        r.set(1, t.vendorId());
        r.set(2, OffsetDateTime.ofInstant(t.pickupAt(), ZoneOffset.UTC));
        r.set(3, OffsetDateTime.ofInstant(t.dropoffAt(), ZoneOffset.UTC));
        r.set(4, t.passengerCount());
        r.set(5, t.tripDistance());
        r.set(6, t.rateCode());
        r.set(7, t.storeAndForward());
        r.set(8, t.pickupLocation());
        r.set(9, t.dropoffLocation());
        r.set(10, t.paymentType());
        r.set(11, t.fareAmount());
        r.set(12, t.extra());
        r.set(13, t.mtaTax());
        r.set(14, t.tipAmount());
        r.set(15, t.tollsAmount());
        r.set(16, t.totalAmount());
        r.set(17, t.zone());
        return r;
    }

    private static long rows(List<DataFile> files) {
        long n = 0;
        for (DataFile f : files) {
            n += f.recordCount();
        }
        if (n == 0) {
            throw new UncheckedIOException(new IOException("nothing committed"));
        }
        return n;
    }
}
