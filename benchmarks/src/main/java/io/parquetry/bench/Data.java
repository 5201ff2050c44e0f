package io.parquetry.bench;

import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The benchmark data sets, generated from a fixed seed, and their Parquet schemas. */
public final class Data {
    private Data() {}

    /** Schema of {@link TaxiTrip}, in Parquet's text form (read by Parquetry and parquet-java alike). */
    public static final String TRIP_SCHEMA = """
            message TaxiTrip {
              required int64 tripId;
              required int32 vendorId;
              required int64 pickupAt (TIMESTAMP(MICROS,true));
              required int64 dropoffAt (TIMESTAMP(MICROS,true));
              required int32 passengerCount;
              required double tripDistance;
              required int32 rateCode;
              required binary storeAndForward (STRING);
              required int32 pickupLocation;
              required int32 dropoffLocation;
              required binary paymentType (STRING);
              required double fareAmount;
              required double extra;
              required double mtaTax;
              optional double tipAmount;
              required double tollsAmount;
              required double totalAmount;
              required binary zone (STRING);
            }
            """;

    /** The projection of {@link #TRIP_SCHEMA} to {@link TripProjection#COLUMNS}. */
    public static final String PROJECTION_SCHEMA = """
            message TaxiTrip {
              required int64 pickupAt (TIMESTAMP(MICROS,true));
              required binary paymentType (STRING);
              required double fareAmount;
            }
            """;

    /** Schema of {@link Order}: a standard 3-level LIST of structs and a MAP. */
    public static final String ORDER_SCHEMA = """
            message Order {
              required int64 id;
              required binary customer (STRING);
              required group items (LIST) {
                repeated group list {
                  required group element {
                    required binary sku (STRING);
                    required int32 quantity;
                    required double unitPrice;
                    required double discount;
                    optional binary note (STRING);
                  }
                }
              }
              required group attributes (MAP) {
                repeated group key_value {
                  required binary key (STRING);
                  required binary value (STRING);
                }
              }
            }
            """;

    public static final MessageType TRIP = MessageTypeParser.parse(TRIP_SCHEMA);
    public static final MessageType PROJECTION = MessageTypeParser.parse(PROJECTION_SCHEMA);
    public static final MessageType ORDER = MessageTypeParser.parse(ORDER_SCHEMA);

    private static final String[] PAYMENT = {"card", "cash", "no charge", "dispute", "unknown"};
    private static final String[] BOROUGH = {"Manhattan", "Brooklyn", "Queens", "Bronx", "Staten Island", "EWR"};
    private static final long START_MICROS = 1_704_067_200_000_000L; // 2024-01-01T00:00:00Z

    /** {@code n} taxi trips; the same {@code n} always gives the same trips. */
    public static List<TaxiTrip> trips(int n) {
        TripGenerator g = new TripGenerator();
        List<TaxiTrip> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(g.next());
        }
        return out;
    }

    /**
     * The taxi trips of {@link #trips}, one at a time, for data sets too large to hold in
     * memory: the first {@code n} trips it returns are {@code trips(n)}.
     */
    public static final class TripGenerator {
        private final Random r = new Random(Settings.SEED);
        private final String[] zones = new String[64];
        private long clock = START_MICROS;
        private long i;

        public TripGenerator() {
            for (int z = 0; z < zones.length; z++) {
                zones[z] = BOROUGH[z % BOROUGH.length] + " zone " + z;
            }
        }

        /** The next trip. */
        public TaxiTrip next() {
            clock += r.nextInt(2_000_000);
            long pickup = clock;
            long dropoff = pickup + 60_000_000L + r.nextInt(1_800_000_000);
            double distance = Math.round(r.nextDouble() * 2500) / 100.0;
            double fare = Math.round((3 + distance * 2.5) * 100) / 100.0;
            double extra = r.nextInt(4) * 0.5;
            double tax = 0.5;
            Double tip = r.nextInt(10) == 0 ? null : Math.round(r.nextDouble() * fare * 30) / 100.0;
            double tolls = r.nextInt(20) == 0 ? 6.94 : 0.0;
            double total = Math.round((fare + extra + tax + (tip == null ? 0 : tip) + tolls) * 100) / 100.0;
            return new TaxiTrip(
                    1_000_000_000L + i++,
                    1 + r.nextInt(2),
                    Checksums.ofMicros(pickup),
                    Checksums.ofMicros(dropoff),
                    1 + r.nextInt(6),
                    distance,
                    1 + r.nextInt(6),
                    r.nextInt(50) == 0 ? "Y" : "N",
                    1 + r.nextInt(265),
                    1 + r.nextInt(265),
                    PAYMENT[r.nextInt(r.nextInt(8) == 0 ? PAYMENT.length : 2)],
                    fare,
                    extra,
                    tax,
                    tip,
                    tolls,
                    total,
                    zones[r.nextInt(zones.length)]);
        }
    }

    /** {@code n} orders with 1-20 line items and 0-4 attributes each. */
    public static List<Order> orders(int n) {
        Random r = new Random(Settings.SEED + 1);
        String[] keys = {"channel", "campaign", "region", "priority"};
        String[] values = {"web", "mobile", "store", "spring-sale", "eu", "us", "apac", "high", "low"};
        List<Order> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int itemCount = 1 + r.nextInt(20);
            List<LineItem> items = new ArrayList<>(itemCount);
            for (int j = 0; j < itemCount; j++) {
                items.add(new LineItem(
                        "SKU-" + (10_000 + r.nextInt(5_000)),
                        1 + r.nextInt(9),
                        Math.round(r.nextDouble() * 20_000) / 100.0,
                        r.nextInt(4) == 0 ? 0.1 : 0.0,
                        r.nextInt(10) == 0 ? "gift wrap #" + r.nextInt(100) : null));
            }
            Map<String, String> attributes = new LinkedHashMap<>();
            int attrCount = r.nextInt(5);
            for (int j = 0; j < attrCount; j++) {
                attributes.put(keys[j], values[r.nextInt(values.length)]);
            }
            out.add(new Order(5_000_000L + i, "customer-" + r.nextInt(20_000), items, attributes));
        }
        return out;
    }

    // ---- wide ------------------------------------------------------------------------------

    /** Columns of the wide record. */
    public static final int WIDE_FIELDS = 220;

    /**
     * Schema of the wide record: {@code c000..c219} cycling through required int64, optional
     * double, required int32 and optional string.
     */
    public static String wideSchema(int fields) {
        StringBuilder sb = new StringBuilder("message Wide {\n");
        for (int i = 0; i < fields; i++) {
            sb.append("  ").append(switch (i % 4) {
                case 0 -> "required int64";
                case 1 -> "optional double";
                case 2 -> "required int32";
                default -> "optional binary";
            }).append(' ').append(wideName(i)).append(i % 4 == 3 ? " (STRING);\n" : ";\n");
        }
        return sb.append("}\n").toString();
    }

    public static String wideName(int i) {
        return String.format("c%03d", i);
    }

    public static final MessageType WIDE = MessageTypeParser.parse(wideSchema(WIDE_FIELDS));

    /**
     * {@code n} wide rows as plain value arrays (Long, Double or null, Integer, String or null,
     * by {@code column % 4}), the input every contender converts to its own row type.
     */
    public static List<Object[]> wideRows(int n, int fields) {
        Random r = new Random(Settings.SEED + 2);
        List<Object[]> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Object[] row = new Object[fields];
            for (int c = 0; c < fields; c++) {
                row[c] = switch (c % 4) {
                    case 0 -> (long) i * fields + c;
                    case 1 -> r.nextInt(8) == 0 ? null : Math.round(r.nextDouble() * 1e6) / 100.0;
                    case 2 -> r.nextInt(1000);
                    default -> r.nextInt(8) == 0 ? null : "v" + r.nextInt(100);
                };
            }
            out.add(row);
        }
        return out;
    }

    /** Order-independent checksum of wide rows: every value, weighted by its column. */
    public static long wideChecksum(List<Object[]> rows) {
        long sum = 0;
        for (Object[] row : rows) {
            long h = 0;
            for (int c = 0; c < row.length; c++) {
                h = Checksums.mix(h * 31 + Checksums.value(row[c]));
            }
            sum += h;
        }
        return sum;
    }

}
