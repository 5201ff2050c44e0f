package io.parquetry.bench;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.Type;
import io.parquetry.column.ColumnReadOptions;
import io.parquetry.column.ColumnReader;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.spi.ColumnSink;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.List;

/**
 * The floor of each workload: the column work with no objects. For a read, every chunk of the
 * file is read, decompressed and decoded into the runtime's primitive page arrays (one thread, no
 * read-ahead), and every numeric value is loaded once; for a write, prepared primitive arrays
 * (strings as UTF-8 bytes) are encoded and compressed with the same settings as the writers.
 * Typed reads and writes are reported as multiples of these (BENCHMARKS.md). Uses the runtime's
 * internal {@code io.parquetry.column} package (the benchmarks run on the class path).
 */
public final class Floors {
    private Floors() {}

    private static final ColumnReadOptions OPTIONS = new ColumnReadOptions(false, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
            ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH, false);

    /** Decodes every column chunk of {@code file}; returns a fold of the values and levels. */
    public static long read(Path file) {
        long sum = 0;
        try (ParquetFile f = ParquetFile.open(file, ParquetryContender.READ); FileChannel ch = FileChannel.open(file)) {
            List<ColumnDescriptor> columns = f.schema().columns();
            for (int g = 0; g < f.rowGroupCount(); g++) {
                for (ColumnDescriptor c : columns) {
                    ColumnChunkMetadata m = f.chunk(g, c.path().toString());
                    long start = m.startOffset();
                    int len = (int) m.compressedSize();
                    ByteBuffer buf = ByteBuffer.allocate(len);
                    while (buf.hasRemaining()) {
                        if (ch.read(buf, start + buf.position()) < 0) {
                            throw new IOException("short read of " + file);
                        }
                    }
                    ColumnReader r = new ColumnReader(c, buf.array(), 0, len, start, m.valueCount(), m.compression(), OPTIONS,
                            file.toString());
                    sum += drain(r, c.type().physicalType(), c.maxDefinitionLevel());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    /** Walks every entry; numeric values are loaded from the decoded arrays, binary ones stay decoded bytes. */
    private static long drain(ColumnReader r, Type type, int maxDef) {
        long acc = 0;
        while (r.hasNext()) {
            int d = r.def();
            if (d == maxDef) {
                switch (type) {
                    case INT32 -> acc += r.getInt();
                    case INT64 -> acc += r.getLong();
                    case DOUBLE -> acc += Double.doubleToRawLongBits(r.getDouble());
                    case FLOAT -> acc += Float.floatToRawIntBits(r.getFloat());
                    case BOOLEAN -> acc += r.getBoolean() ? 1 : 0;
                    default -> acc += 1;
                }
            } else {
                acc += d;
            }
            r.next();
        }
        return acc;
    }

    /** The trips as primitive column arrays, prepared outside the timed code. */
    public static final class TripColumns {
        final long[] tripId;
        final int[] vendorId;
        final long[] pickup;
        final long[] dropoff;
        final int[] passengers;
        final double[] distance;
        final int[] rate;
        final byte[][] storeAndForward;
        final int[] pickupLocation;
        final int[] dropoffLocation;
        final byte[][] payment;
        final double[] fare;
        final double[] extra;
        final double[] tax;
        final double[] tip;
        final boolean[] tipNull;
        final double[] tolls;
        final double[] total;
        final byte[][] zone;
        /** The row the mapper writes next. */
        int row;

        public TripColumns(List<TaxiTrip> trips) {
            int n = trips.size();
            tripId = new long[n]; vendorId = new int[n]; pickup = new long[n]; dropoff = new long[n];
            passengers = new int[n]; distance = new double[n]; rate = new int[n]; storeAndForward = new byte[n][];
            pickupLocation = new int[n]; dropoffLocation = new int[n]; payment = new byte[n][]; fare = new double[n];
            extra = new double[n]; tax = new double[n]; tip = new double[n]; tipNull = new boolean[n];
            tolls = new double[n]; total = new double[n]; zone = new byte[n][];
            for (int i = 0; i < n; i++) {
                TaxiTrip t = trips.get(i);
                tripId[i] = t.tripId(); vendorId[i] = t.vendorId(); pickup[i] = Checksums.micros(t.pickupAt());
                dropoff[i] = Checksums.micros(t.dropoffAt()); passengers[i] = t.passengerCount();
                distance[i] = t.tripDistance(); rate[i] = t.rateCode();
                storeAndForward[i] = t.storeAndForward().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                pickupLocation[i] = t.pickupLocation(); dropoffLocation[i] = t.dropoffLocation();
                payment[i] = t.paymentType().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                fare[i] = t.fareAmount(); extra[i] = t.extra(); tax[i] = t.mtaTax();
                tipNull[i] = t.tipAmount() == null; tip[i] = tipNull[i] ? 0 : t.tipAmount();
                tolls[i] = t.tollsAmount(); total[i] = t.totalAmount();
                zone[i] = t.zone().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            }
        }

        int size() {
            return tripId.length;
        }
    }

    /**
     * Writes prepared columns with the writers' settings, one column value at a time straight into
     * the column sinks (no record objects, no conversions).
     */
    public static void writeTrips(Path file, TripColumns c) {
        try (ParquetWriter<TripColumns> w = ParquetryContender.configure(
                new ParquetWriter.Builder<>(new LocalOutputFile(file, false), new ColumnsMapper())).build()) {
            for (int i = 0, n = c.size(); i < n; i++) {
                c.row = i;
                w.write(c);
            }
        }
    }

    /** Shreds row {@code row} of a {@link TripColumns}: one primitive per column. */
    private static final class ColumnsMapper implements io.parquetry.spi.RecordMapper<TripColumns> {
        @Override
        public io.parquetry.schema.MessageType schema() {
            return Data.TRIP;
        }

        @Override
        public void write(TripColumns t, ColumnSink[] s) {
            int i = t.row;
            {
                s[0].writeLong(t.tripId[i], 0, 0);
                s[1].writeInt(t.vendorId[i], 0, 0);
                s[2].writeLong(t.pickup[i], 0, 0);
                s[3].writeLong(t.dropoff[i], 0, 0);
                s[4].writeInt(t.passengers[i], 0, 0);
                s[5].writeDouble(t.distance[i], 0, 0);
                s[6].writeInt(t.rate[i], 0, 0);
                s[7].writeBinary(t.storeAndForward[i], 0, 0);
                s[8].writeInt(t.pickupLocation[i], 0, 0);
                s[9].writeInt(t.dropoffLocation[i], 0, 0);
                s[10].writeBinary(t.payment[i], 0, 0);
                s[11].writeDouble(t.fare[i], 0, 0);
                s[12].writeDouble(t.extra[i], 0, 0);
                s[13].writeDouble(t.tax[i], 0, 0);
                if (t.tipNull[i]) {
                    s[14].writeNull(0, 0);
                } else {
                    s[14].writeDouble(t.tip[i], 0, 1);
                }
                s[15].writeDouble(t.tolls[i], 0, 0);
                s[16].writeDouble(t.total[i], 0, 0);
                s[17].writeBinary(t.zone[i], 0, 0);
            }
        }

        @Override
        public TripColumns read(io.parquetry.spi.ColumnSource[] columns) {
            throw new UnsupportedOperationException();
        }
    }
}
