package io.parquetry.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.filter2.predicate.Operators;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

/** parquet-java's example {@link Group} object model: the lowest-level public record API. */
public final class GroupContender {
    private GroupContender() {}

    static final MessageType TRIP = MessageTypeParser.parseMessageType(Data.TRIP_SCHEMA);
    static final MessageType ORDER = MessageTypeParser.parseMessageType(Data.ORDER_SCHEMA);
    static final MessageType WIDE = MessageTypeParser.parseMessageType(Data.wideSchema(Data.WIDE_FIELDS));

    static ParquetWriter<Group> writer(Path file, MessageType schema) throws IOException {
        return writer(file, schema, null);
    }

    static ParquetWriter<Group> writer(Path file, MessageType schema,
                                       org.apache.parquet.crypto.FileEncryptionProperties encryption) throws IOException {
        return ExampleParquetWriter.builder(new LocalOutputFile(file))
                .withEncryption(encryption)
                .withType(schema)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                .withCompressionCodec(CompressionCodecName.SNAPPY)
                .withRowGroupSize(Settings.ROW_GROUP_BYTES)
                .withPageSize(Settings.PAGE_BYTES)
                .withPageRowCountLimit(Settings.PAGE_ROW_LIMIT)
                .withDictionaryEncoding(true)
                .withDictionaryPageSize(Settings.DICTIONARY_PAGE_BYTES)
                .withWriterVersion(WriterVersion.PARQUET_1_0)
                .withPageWriteChecksumEnabled(true)
                .build();
    }

    /** A Group reader over a local file, optionally reading only the columns of {@code projection}. */
    static ParquetReader<Group> reader(Path file, MessageType projection) throws IOException {
        return reader(file, projection, FilterCompat.NOOP);
    }

    static ParquetReader<Group> reader(Path file, MessageType projection, FilterCompat.Filter filter) throws IOException {
        return reader(file, projection, filter, null);
    }

    static ParquetReader<Group> reader(Path file, MessageType projection, FilterCompat.Filter filter,
                                       org.apache.parquet.crypto.FileDecryptionProperties keys) throws IOException {
        GroupReaderBuilder b = new GroupReaderBuilder(new LocalInputFile(file));
        b.withDecryption(keys);
        b.withFilter(filter);
        if (projection != null) {
            b.set(ReadSupport.PARQUET_READ_SCHEMA, projection.toString());
        }
        return b.build();
    }

    private static final class GroupReaderBuilder extends ParquetReader.Builder<Group> {
        GroupReaderBuilder(InputFile file) {
            super(file);
        }

        @Override
        protected ReadSupport<Group> getReadSupport() {
            return new GroupReadSupport();
        }
    }

    // ---- flat --------------------------------------------------------------------------------

    public static void writeTrips(Path file, List<TaxiTrip> trips) {
        writeTrips(file, trips, null);
    }

    /** The trips, encrypted with {@code encryption} when not null. */
    public static void writeTrips(Path file, List<TaxiTrip> trips, org.apache.parquet.crypto.FileEncryptionProperties encryption) {
        SimpleGroupFactory f = new SimpleGroupFactory(TRIP);
        try (ParquetWriter<Group> w = writer(file, TRIP, encryption)) {
            for (TaxiTrip t : trips) {
                Group g = f.newGroup();
                g.add(0, t.tripId());
                g.add(1, t.vendorId());
                g.add(2, Checksums.micros(t.pickupAt()));
                g.add(3, Checksums.micros(t.dropoffAt()));
                g.add(4, t.passengerCount());
                g.add(5, t.tripDistance());
                g.add(6, t.rateCode());
                g.add(7, t.storeAndForward());
                g.add(8, t.pickupLocation());
                g.add(9, t.dropoffLocation());
                g.add(10, t.paymentType());
                g.add(11, t.fareAmount());
                g.add(12, t.extra());
                g.add(13, t.mtaTax());
                if (t.tipAmount() != null) {
                    g.add(14, (double) t.tipAmount());
                }
                g.add(15, t.tollsAmount());
                g.add(16, t.totalAmount());
                g.add(17, t.zone());
                w.write(g);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The parquet-java predicate of the selective-read workload: trip ids in {@code [from, to)}
     * (Carpet, parquet-avro and the Group API all take it).
     */
    static FilterCompat.Filter tripIdRange(long from, long to) {
        Operators.LongColumn id = FilterApi.longColumn("tripId");
        return FilterCompat.get(FilterApi.and(FilterApi.gtEq(id, from), FilterApi.lt(id, to)));
    }

    public static long readTrips(Path file) {
        return readTrips(file, FilterCompat.NOOP);
    }

    /** The trips {@code filter} keeps (parquet-java skips row groups and pages by it, then tests rows). */
    public static long readTrips(Path file, FilterCompat.Filter filter) {
        return readTrips(file, filter, null);
    }

    /** Every trip of a file, decrypted with {@code keys} when not null. */
    public static long readTrips(Path file, FilterCompat.Filter filter, org.apache.parquet.crypto.FileDecryptionProperties keys) {
        long sum = 0;
        try (ParquetReader<Group> r = reader(file, null, filter, keys)) {
            for (Group g = r.read(); g != null; g = r.read()) {
                TaxiTrip t = new TaxiTrip(g.getLong(0, 0), g.getInteger(1, 0), Checksums.ofMicros(g.getLong(2, 0)),
                        Checksums.ofMicros(g.getLong(3, 0)), g.getInteger(4, 0), g.getDouble(5, 0), g.getInteger(6, 0),
                        g.getString(7, 0), g.getInteger(8, 0), g.getInteger(9, 0), g.getString(10, 0),
                        g.getDouble(11, 0), g.getDouble(12, 0), g.getDouble(13, 0),
                        g.getFieldRepetitionCount(14) == 0 ? null : g.getDouble(14, 0), g.getDouble(15, 0),
                        g.getDouble(16, 0), g.getString(17, 0));
                sum += t.hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    static final MessageType PROJECTION = MessageTypeParser.parseMessageType(Data.PROJECTION_SCHEMA);

    public static long readProjection(Path file) {
        long sum = 0;
        try (ParquetReader<Group> r = reader(file, PROJECTION)) {
            for (Group g = r.read(); g != null; g = r.read()) {
                sum += new TripProjection(Checksums.ofMicros(g.getLong(0, 0)), g.getString(1, 0), g.getDouble(2, 0)).hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    // ---- nested ------------------------------------------------------------------------------

    public static void writeOrders(Path file, List<Order> orders) {
        SimpleGroupFactory f = new SimpleGroupFactory(ORDER);
        try (ParquetWriter<Group> w = writer(file, ORDER)) {
            for (Order o : orders) {
                Group g = f.newGroup();
                g.add(0, o.id());
                g.add(1, o.customer());
                Group items = g.addGroup(2);
                for (LineItem i : o.items()) {
                    Group e = items.addGroup(0).addGroup(0);
                    e.add(0, i.sku());
                    e.add(1, i.quantity());
                    e.add(2, i.unitPrice());
                    e.add(3, i.discount());
                    if (i.note() != null) {
                        e.add(4, i.note());
                    }
                }
                Group attributes = g.addGroup(3);
                for (Map.Entry<String, String> a : o.attributes().entrySet()) {
                    Group kv = attributes.addGroup(0);
                    kv.add(0, a.getKey());
                    kv.add(1, a.getValue());
                }
                w.write(g);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readOrders(Path file) {
        long sum = 0;
        try (ParquetReader<Group> r = reader(file, null)) {
            for (Group g = r.read(); g != null; g = r.read()) {
                Group itemsGroup = g.getGroup(2, 0);
                int n = itemsGroup.getFieldRepetitionCount(0);
                List<LineItem> items = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    Group e = itemsGroup.getGroup(0, k).getGroup(0, 0);
                    items.add(new LineItem(e.getString(0, 0), e.getInteger(1, 0), e.getDouble(2, 0), e.getDouble(3, 0),
                            e.getFieldRepetitionCount(4) == 0 ? null : e.getString(4, 0)));
                }
                Group attrs = g.getGroup(3, 0);
                int m = attrs.getFieldRepetitionCount(0);
                Map<String, String> attributes = new LinkedHashMap<>();
                for (int k = 0; k < m; k++) {
                    Group kv = attrs.getGroup(0, k);
                    attributes.put(kv.getString(0, 0), kv.getString(1, 0));
                }
                sum += new Order(g.getLong(0, 0), g.getString(1, 0), items, attributes).hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    // ---- wide --------------------------------------------------------------------------------

    public static void writeWide(Path file, List<Object[]> rows) {
        SimpleGroupFactory f = new SimpleGroupFactory(WIDE);
        try (ParquetWriter<Group> w = writer(file, WIDE)) {
            for (Object[] row : rows) {
                Group g = f.newGroup();
                for (int c = 0; c < row.length; c++) {
                    Object v = row[c];
                    if (v == null) {
                        continue;
                    }
                    switch (c % 4) {
                        case 0 -> g.add(c, (Long) v);
                        case 1 -> g.add(c, (Double) v);
                        case 2 -> g.add(c, (Integer) v);
                        default -> g.add(c, (String) v);
                    }
                }
                w.write(g);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readWide(Path file) {
        long sum = 0;
        try (ParquetReader<Group> r = reader(file, null)) {
            for (Group g = r.read(); g != null; g = r.read()) {
                long h = 0;
                for (int c = 0, n = WIDE.getFieldCount(); c < n; c++) {
                    Object v;
                    if (g.getFieldRepetitionCount(c) == 0) {
                        v = null;
                    } else {
                        v = switch (c % 4) {
                            case 0 -> g.getLong(c, 0);
                            case 1 -> g.getDouble(c, 0);
                            case 2 -> g.getInteger(c, 0);
                            default -> g.getString(c, 0);
                        };
                    }
                    h = Checksums.mix(h * 31 + Checksums.value(v));
                }
                sum += h;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    // ---- any flat schema ------------------------------------------------------------------------

    /** Rows of a flat schema (Long, Integer, Double or String values; null leaves a field out). */
    public static void writeRows(Path file, String schemaText, List<Object[]> rows) {
        MessageType schema = MessageTypeParser.parseMessageType(schemaText);
        SimpleGroupFactory f = new SimpleGroupFactory(schema);
        try (ParquetWriter<Group> w = writer(file, schema)) {
            for (Object[] row : rows) {
                Group g = f.newGroup();
                for (int c = 0; c < row.length; c++) {
                    Object v = row[c];
                    if (v instanceof Long l) {
                        g.add(c, l);
                    } else if (v instanceof Integer i) {
                        g.add(c, i);
                    } else if (v instanceof Double d) {
                        g.add(c, d);
                    } else if (v instanceof String s) {
                        g.add(c, s);
                    } else if (v != null) {
                        throw new IllegalArgumentException("unsupported value " + v);
                    }
                }
                w.write(g);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- footer ------------------------------------------------------------------------------

    /** Opens the file (reads and converts the footer); returns a digest of it. */
    public static long footer(Path file) {
        try (ParquetFileReader r = ParquetFileReader.open(new LocalInputFile(file))) {
            ParquetMetadata meta = r.getFooter();
            return r.getRecordCount() * 31 + meta.getBlocks().size() * 7L
                    + meta.getFileMetaData().getSchema().getColumns().size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the wide-footer file: {@code columns} optional columns (int64, double, string) in
     * {@code rowGroups} row groups of {@code rowsPerGroup} rows.
     */
    public static void writeWideFooterFile(Path file, int columns, int rowGroups, int rowsPerGroup) {
        StringBuilder sb = new StringBuilder("message WideFooter {\n");
        for (int c = 0; c < columns; c++) {
            sb.append(switch (c % 3) {
                case 0 -> "  optional int64 ";
                case 1 -> "  optional double ";
                default -> "  optional binary ";
            }).append(String.format("col_%04d", c)).append(c % 3 == 2 ? " (STRING);\n" : ";\n");
        }
        MessageType schema = MessageTypeParser.parseMessageType(sb.append("}\n").toString());
        SimpleGroupFactory f = new SimpleGroupFactory(schema);
        try (ParquetWriter<Group> w = ExampleParquetWriter.builder(new LocalOutputFile(file))
                .withType(schema)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                .withCompressionCodec(CompressionCodecName.SNAPPY)
                .withRowGroupRowCountLimit(rowsPerGroup)
                .withDictionaryEncoding(true)
                .withWriterVersion(WriterVersion.PARQUET_1_0)
                .build()) {
            for (int row = 0; row < rowGroups * rowsPerGroup; row++) {
                Group g = f.newGroup();
                for (int c = 0; c < columns; c++) {
                    switch (c % 3) {
                        case 0 -> g.add(c, (long) row * columns + c);
                        case 1 -> g.add(c, row * 0.5 + c);
                        default -> g.add(c, "r" + (row % 17) + "c" + c);
                    }
                }
                w.write(g);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
