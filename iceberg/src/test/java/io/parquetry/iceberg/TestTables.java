package io.parquetry.iceberg;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.apache.iceberg.CatalogProperties;
import org.apache.iceberg.Schema;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.jdbc.JdbcCatalog;
import org.apache.iceberg.types.Types;

/** A real catalog for the tests (Iceberg's JDBC catalog on an embedded H2 database), the trade schema and data. */
final class TestTables {
    private TestTables() {}

    /** A JDBC catalog whose database and warehouse live in {@code dir}, with Parquetry's local file IO. */
    static JdbcCatalog catalog(Path dir) {
        JdbcCatalog catalog = new JdbcCatalog();
        Map<String, String> props = new HashMap<>();
        props.put(CatalogProperties.URI, "jdbc:h2:" + dir.resolve("catalog").toAbsolutePath() + ";DB_CLOSE_DELAY=-1");
        props.put(CatalogProperties.WAREHOUSE_LOCATION, dir.resolve("warehouse").toAbsolutePath().toString());
        props.put(CatalogProperties.FILE_IO_IMPL, LocalFileIO.class.getName());
        props.put("jdbc.schema-version", "V1");
        catalog.initialize("test", props);
        return catalog;
    }

    /** The table schema that {@link Trade} stores (ids are reassigned by the catalog on create). */
    static Schema tradeSchema() {
        return new Schema(
                Types.NestedField.required(1, "id", Types.LongType.get()),
                Types.NestedField.optional(2, "symbol", Types.StringType.get()),
                Types.NestedField.optional(3, "price", Types.DecimalType.of(18, 4)),
                Types.NestedField.required(4, "qty", Types.IntegerType.get()),
                Types.NestedField.optional(5, "at", Types.TimestampType.withZone()),
                Types.NestedField.optional(6, "day", Types.DateType.get()),
                Types.NestedField.optional(7, "ratio", Types.DoubleType.get()),
                Types.NestedField.optional(8, "tags", Types.ListType.ofOptional(20, Types.StringType.get())),
                Types.NestedField.optional(9, "attrs", Types.MapType.ofOptional(21, 22, Types.StringType.get(),
                        Types.LongType.get())),
                Types.NestedField.optional(10, "venue", Types.StructType.of(
                        Types.NestedField.optional(23, "country", Types.StringType.get()),
                        Types.NestedField.optional(24, "city", Types.StringType.get()))),
                Types.NestedField.optional(11, "ref", Types.UUIDType.get()),
                Types.NestedField.optional(12, "blob", Types.BinaryType.get()));
    }

    static final String[] SYMBOLS = {"AAPL", "MSFT", "GOOG", "ÄPFEL-très-long-symbol-名前-beyond-sixteen", null};

    /** {@code n} trades from {@code seed}, ids from {@code firstId}, with nulls, a NaN and long strings. */
    static List<Trade> trades(long seed, long firstId, int n) {
        Random r = new Random(seed);
        List<Trade> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long id = firstId + i;
            String symbol = SYMBOLS[r.nextInt(SYMBOLS.length)];
            BigDecimal price = r.nextInt(10) == 0 ? null : BigDecimal.valueOf(r.nextLong() % 10_000_000_000L, 4);
            Instant at = r.nextInt(10) == 0 ? null
                    : Instant.ofEpochSecond(1_700_000_000L + r.nextInt(5 * 86_400), r.nextInt(1_000_000) * 1000L);
            LocalDate day = at == null ? null : LocalDate.ofInstant(at, ZoneOffset.UTC);
            Double ratio = switch (r.nextInt(12)) {
                case 0 -> null;
                case 1 -> Double.NaN;
                default -> r.nextGaussian();
            };
            List<String> tags = r.nextInt(5) == 0 ? null : List.of("t" + r.nextInt(3), "u" + r.nextInt(3));
            Map<String, Long> attrs = new LinkedHashMap<>();
            attrs.put("k" + r.nextInt(4), r.nextLong());
            Venue venue = r.nextInt(6) == 0 ? null : new Venue(r.nextBoolean() ? "US" : "DE", r.nextBoolean() ? null : "c" + r.nextInt(9));
            UUID ref = r.nextInt(7) == 0 ? null : new UUID(r.nextLong(), r.nextLong());
            byte[] blob = r.nextInt(7) == 0 ? null : new byte[r.nextInt(40)];
            if (blob != null) {
                r.nextBytes(blob);
            }
            out.add(new Trade(id, symbol, price, r.nextInt(1000) - 500, at, day, ratio, tags, attrs, venue, ref, blob));
        }
        return out;
    }

    /** {@code t} as the values Iceberg's generic reader returns, by column name. */
    static Map<String, Object> generic(Trade t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", t.id());
        m.put("symbol", t.symbol());
        m.put("price", t.price());
        m.put("qty", t.qty());
        m.put("at", t.at() == null ? null : OffsetDateTime.ofInstant(t.at(), ZoneOffset.UTC));
        m.put("day", t.day());
        m.put("ratio", t.ratio());
        m.put("tags", t.tags());
        m.put("attrs", t.attrs());
        m.put("venue", t.venue() == null ? null : Map.of("country", String.valueOf(t.venue().country()),
                "city", String.valueOf(t.venue().city())));
        m.put("ref", t.ref());
        m.put("blob", t.blob() == null ? null : ByteBuffer.wrap(t.blob()));
        return m;
    }

    /** A generic record as comparable values by column name (structs as maps, with "null" for null fields). */
    static Map<String, Object> values(Record rec) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Types.NestedField f : rec.struct().fields()) {
            Object v = rec.getField(f.name());
            if (v instanceof Record nested) {
                Map<String, Object> s = new HashMap<>();
                for (Types.NestedField nf : nested.struct().fields()) {
                    s.put(nf.name(), String.valueOf(nested.getField(nf.name())));
                }
                v = s;
            }
            if (v instanceof ByteBuffer b) {
                v = b.duplicate();
            }
            m.put(f.name(), v);
        }
        return m;
    }

    /** A trade Iceberg's generic writer can write: the same values as a generic record. */
    static Record record(Schema schema, Trade t) {
        Record rec = org.apache.iceberg.data.GenericRecord.create(schema);
        Map<String, Object> g = generic(t);
        for (Map.Entry<String, Object> e : g.entrySet()) {
            Object v = e.getValue();
            if ("venue".equals(e.getKey()) && t.venue() != null) {
                Record venue = org.apache.iceberg.data.GenericRecord.create(schema.findField("venue").type().asStructType());
                venue.setField("country", t.venue().country());
                venue.setField("city", t.venue().city());
                v = venue;
            }
            rec.setField(e.getKey(), v);
        }
        return rec;
    }
}
