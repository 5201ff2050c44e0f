package io.parquetry.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.parquet.avro.AvroParquetReader;
import org.apache.parquet.avro.AvroParquetWriter;
import org.apache.parquet.avro.AvroReadSupport;
import org.apache.parquet.avro.AvroSchemaConverter;
import org.apache.parquet.avro.AvroWriteSupport;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;

/**
 * parquet-avro with Avro {@link GenericRecord}s (no generated Avro classes), the most common way
 * Java applications use parquet-java. Avro schemas are converted from the same Parquet schemas
 * the other contenders use; lists are written in the standard 3-level layout.
 */
public final class AvroContender {
    private AvroContender() {}

    private static final AvroSchemaConverter CONVERTER = new AvroSchemaConverter(conf());
    static final Schema TRIP = CONVERTER.convert(GroupContender.TRIP);
    static final Schema PROJECTION = CONVERTER.convert(GroupContender.PROJECTION);
    static final Schema ORDER = CONVERTER.convert(GroupContender.ORDER);
    static final Schema LINE_ITEM = ORDER.getField("items").schema().getElementType();
    static final Schema WIDE = CONVERTER.convert(GroupContender.WIDE);

    private static PlainParquetConfiguration conf() {
        PlainParquetConfiguration conf = new PlainParquetConfiguration();
        conf.set(AvroWriteSupport.WRITE_OLD_LIST_STRUCTURE, "false");
        conf.set(AvroSchemaConverter.ADD_LIST_ELEMENT_RECORDS, "false");
        return conf;
    }

    static ParquetWriter<GenericRecord> writer(Path file, Schema schema) throws IOException {
        return AvroParquetWriter.<GenericRecord>builder(new LocalOutputFile(file))
                .withConf(conf())
                .withSchema(schema)
                .withDataModel(GenericData.get())
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

    static ParquetReader<GenericRecord> reader(Path file, Schema projection) throws IOException {
        return reader(file, projection, FilterCompat.NOOP);
    }

    static ParquetReader<GenericRecord> reader(Path file, Schema projection, FilterCompat.Filter filter) throws IOException {
        PlainParquetConfiguration conf = conf();
        if (projection != null) {
            conf.set(AvroReadSupport.AVRO_REQUESTED_PROJECTION, projection.toString());
        }
        return AvroParquetReader.<GenericRecord>builder(new LocalInputFile(file), conf)
                .withDataModel(GenericData.get())
                .withFilter(filter)
                .build();
    }

    private static String str(Object v) {
        return v == null ? null : v.toString();
    }

    // ---- flat --------------------------------------------------------------------------------

    public static void writeTrips(Path file, List<TaxiTrip> trips) {
        try (ParquetWriter<GenericRecord> w = writer(file, TRIP)) {
            for (TaxiTrip t : trips) {
                GenericData.Record r = new GenericData.Record(TRIP);
                r.put(0, t.tripId());
                r.put(1, t.vendorId());
                r.put(2, Checksums.micros(t.pickupAt()));
                r.put(3, Checksums.micros(t.dropoffAt()));
                r.put(4, t.passengerCount());
                r.put(5, t.tripDistance());
                r.put(6, t.rateCode());
                r.put(7, t.storeAndForward());
                r.put(8, t.pickupLocation());
                r.put(9, t.dropoffLocation());
                r.put(10, t.paymentType());
                r.put(11, t.fareAmount());
                r.put(12, t.extra());
                r.put(13, t.mtaTax());
                r.put(14, t.tipAmount());
                r.put(15, t.tollsAmount());
                r.put(16, t.totalAmount());
                r.put(17, t.zone());
                w.write(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readTrips(Path file) {
        return readTrips(file, FilterCompat.NOOP);
    }

    /** The trips {@code filter} keeps (parquet-java skips row groups and pages by it, then tests rows). */
    public static long readTrips(Path file, FilterCompat.Filter filter) {
        long sum = 0;
        try (ParquetReader<GenericRecord> reader = reader(file, null, filter)) {
            for (GenericRecord r = reader.read(); r != null; r = reader.read()) {
                TaxiTrip t = new TaxiTrip((Long) r.get(0), (Integer) r.get(1), Checksums.ofMicros((Long) r.get(2)),
                        Checksums.ofMicros((Long) r.get(3)), (Integer) r.get(4), (Double) r.get(5), (Integer) r.get(6),
                        str(r.get(7)), (Integer) r.get(8), (Integer) r.get(9), str(r.get(10)), (Double) r.get(11),
                        (Double) r.get(12), (Double) r.get(13), (Double) r.get(14), (Double) r.get(15),
                        (Double) r.get(16), str(r.get(17)));
                sum += t.hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    public static long readProjection(Path file) {
        long sum = 0;
        try (ParquetReader<GenericRecord> reader = reader(file, PROJECTION)) {
            for (GenericRecord r = reader.read(); r != null; r = reader.read()) {
                // by name: a file written by parquet-avro keeps its full record schema, filled sparsely
                sum += new TripProjection(Checksums.ofMicros((Long) r.get("pickupAt")), str(r.get("paymentType")),
                        (Double) r.get("fareAmount")).hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    // ---- nested ------------------------------------------------------------------------------

    public static void writeOrders(Path file, List<Order> orders) {
        try (ParquetWriter<GenericRecord> w = writer(file, ORDER)) {
            for (Order o : orders) {
                GenericData.Record r = new GenericData.Record(ORDER);
                r.put(0, o.id());
                r.put(1, o.customer());
                List<GenericRecord> items = new ArrayList<>(o.items().size());
                for (LineItem i : o.items()) {
                    GenericData.Record e = new GenericData.Record(LINE_ITEM);
                    e.put(0, i.sku());
                    e.put(1, i.quantity());
                    e.put(2, i.unitPrice());
                    e.put(3, i.discount());
                    e.put(4, i.note());
                    items.add(e);
                }
                r.put(2, items);
                r.put(3, o.attributes());
                w.write(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readOrders(Path file) {
        long sum = 0;
        try (ParquetReader<GenericRecord> reader = reader(file, null)) {
            for (GenericRecord r = reader.read(); r != null; r = reader.read()) {
                List<?> raw = (List<?>) r.get(2);
                List<LineItem> items = new ArrayList<>(raw.size());
                for (Object o : raw) {
                    GenericRecord e = (GenericRecord) o;
                    items.add(new LineItem(str(e.get(0)), (Integer) e.get(1), (Double) e.get(2), (Double) e.get(3),
                            str(e.get(4))));
                }
                Map<String, String> attributes = new LinkedHashMap<>();
                ((Map<?, ?>) r.get(3)).forEach((k, v) -> attributes.put(str(k), str(v)));
                sum += new Order((Long) r.get(0), str(r.get(1)), items, attributes).hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    // ---- wide --------------------------------------------------------------------------------

    public static void writeWide(Path file, List<Object[]> rows) {
        try (ParquetWriter<GenericRecord> w = writer(file, WIDE)) {
            for (Object[] row : rows) {
                GenericData.Record r = new GenericData.Record(WIDE);
                for (int c = 0; c < row.length; c++) {
                    r.put(c, row[c]);
                }
                w.write(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readWide(Path file) {
        long sum = 0;
        try (ParquetReader<GenericRecord> reader = reader(file, null)) {
            for (GenericRecord r = reader.read(); r != null; r = reader.read()) {
                long h = 0;
                for (int c = 0, n = WIDE.getFields().size(); c < n; c++) {
                    h = Checksums.mix(h * 31 + Checksums.value(r.get(c)));
                }
                sum += h;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }
}
