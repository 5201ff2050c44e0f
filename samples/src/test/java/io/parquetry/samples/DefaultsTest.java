package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetDefault;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Unsigned;
import io.parquetry.base.ParquetException;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.spi.ForwardingRecordMapper;
import io.parquetry.spi.RecordMapper;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** {@code @ParquetDefault}: fields a file lacks read as their declared defaults. */
class DefaultsTest {
    enum Tier { BRONZE, SILVER, GOLD }

    @ParquetRecord
    record LineV1(String sku) {}

    @ParquetRecord
    record MetaV1(String owner) {}

    /** The version the files are written with. */
    @ParquetRecord
    record OrderV1(long id, String name, List<LineV1> lines, MetaV1 meta) {}

    @ParquetRecord
    record LineV2(String sku, @ParquetDefault("1") int qty, @ParquetDefault("EUR") String currency) {}

    @ParquetRecord
    record MetaV2(String owner, @ParquetDefault("7") int version) {}

    /**
     * A group the file lacks: required, its leaves' defaults make it present; nullable, it stays
     * null (a default never invents a group).
     */
    @ParquetRecord
    record Audit(@ParquetDefault("3") int level, @ParquetDefault("sys") String by) {}

    /** V1 plus new fields of every supported kind, each with a default, also inside groups and list elements. */
    @ParquetRecord
    record OrderV2(long id, String name,
                   @ParquetDefault("42") int count,
                   @ParquetDefault("-9000000000") long big,
                   @ParquetDefault("2.5") double ratio,
                   @ParquetDefault("-1.25e2") float small,
                   @ParquetDefault("true") boolean active,
                   @ParquetDefault("-3") short s,
                   @ParquetDefault("-100") byte b,
                   @ParquetDefault("4000000000") @Unsigned int unsigned,
                   @ParquetDefault("n/a") String note,
                   @ParquetDefault("") String empty,
                   @ParquetDefault("GOLD") Tier tier,
                   @ParquetDefault("5") Integer boxed,
                   @ParquetDefault("opt") Optional<String> opt,
                   @ParquetDefault("9") OptionalInt optInt,
                   @ParquetDefault("NaN") Double nan,
                   @ParquetDefault("2024-01-31") LocalDate day,
                   @ParquetDefault("12.50") @Decimal(precision = 9, scale = 2) BigDecimal price,
                   @ParquetDefault("-0.01") @Decimal(precision = 20, scale = 2) BigDecimal wide,
                   List<LineV2> lines, MetaV2 meta, @Shapes.NonNull Audit audit, Audit maybeAudit) {}

    /** A required field the file lacks, without a default. */
    @ParquetRecord
    record OrderNoDefault(long id, int missing) {}

    static List<OrderV1> orders(int n) {
        List<OrderV1> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<LineV1> lines = null;
            if (i % 5 != 4) {
                lines = new ArrayList<>();
                for (int j = 0; j < i % 4; j++) {
                    lines.add(new LineV1(j == 1 ? null : "sku" + i + "-" + j));
                }
            }
            out.add(new OrderV1(i, i % 6 == 0 ? null : "n" + i, lines, i % 3 == 0 ? null : new MetaV1(i % 2 == 0 ? null : "o" + i)));
        }
        return out;
    }

    static byte[] write(List<OrderV1> orders) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<OrderV1> w = Parquet.writer(OrderV1.class, out).rowGroupSize(8 << 10).pageSize(1 << 10).build()) {
            w.writeAll(orders);
        }
        return out.toByteArray();
    }

    /** What {@link OrderV2} reads from the V1 record {@code o}: every new field at its default. */
    static OrderV2 upgraded(OrderV1 o) {
        List<LineV2> lines = o.lines() == null ? null
                : o.lines().stream().map(l -> new LineV2(l.sku(), 1, "EUR")).toList();
        MetaV2 meta = o.meta() == null ? null : new MetaV2(o.meta().owner(), 7);
        return new OrderV2(o.id(), o.name(), 42, -9_000_000_000L, 2.5, -125f, true, (short) -3, (byte) -100,
                (int) 4_000_000_000L, "n/a", "", Tier.GOLD, 5, Optional.of("opt"), OptionalInt.of(9), Double.NaN,
                LocalDate.of(2024, 1, 31), new BigDecimal("12.50"), new BigDecimal("-0.01"), lines, meta, new Audit(3, "sys"), null);
    }

    @Test
    void missingFieldsReadAsTheirDefaults() {
        List<OrderV1> orders = orders(3_000);
        byte[] bytes = write(orders);
        List<OrderV2> read;
        try (ParquetReader<OrderV2> r = Parquet.reader(OrderV2.class, new InMemoryInputFile(bytes)).build()) {
            read = r.stream().toList();
        }
        assertEquals(orders.size(), read.size());
        for (int i = 0; i < orders.size(); i++) {
            assertEquals(upgraded(orders.get(i)), read.get(i), "row " + i);
        }
        // the generated map holds physical values: the unsigned int as its bit pattern, the date as days
        Map<String, Object> defaults = DefaultsTest_OrderV2Parquet.mapper().columnDefaults();
        assertEquals(-294_967_296, defaults.get("unsigned"));
        assertEquals((int) LocalDate.of(2024, 1, 31).toEpochDay(), defaults.get("day"));
        assertEquals(1250, defaults.get("price"));
        assertEquals(1, defaults.get("lines.list.element.qty"));
        assertEquals(7, defaults.get("meta.version"));
        assertEquals(Tier.GOLD.name(), defaults.get("tier"));
    }

    @Test
    void defaultsNeverReplaceValuesOrNullsTheFileHas() {
        List<OrderV2> written = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            written.add(new OrderV2(i, "n" + i, i, -i, i / 2.0, i, i % 2 == 0, (short) i, (byte) i, i, i % 3 == 0 ? null : "x" + i,
                    "e", Tier.values()[i % 3], i % 4 == 0 ? null : i, i % 5 == 0 ? Optional.empty() : Optional.of("o" + i),
                    i % 6 == 0 ? OptionalInt.empty() : OptionalInt.of(i), i % 7 == 0 ? null : (double) i,
                    LocalDate.of(2000, 1, 1).plusDays(i), BigDecimal.valueOf(i, 2), BigDecimal.valueOf(-i, 2),
                    List.of(new LineV2("s" + i, i, i % 2 == 0 ? null : "USD")), new MetaV2(null, i), new Audit(i, null),
                    i % 2 == 0 ? null : new Audit(-i, "a")));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<OrderV2> w = Parquet.writer(OrderV2.class, out).build()) {
            w.writeAll(written);
        }
        try (ParquetReader<OrderV2> r = Parquet.reader(OrderV2.class, new InMemoryInputFile(out.toByteArray())).build()) {
            assertEquals(written, r.stream().toList());
        }
    }

    @Test
    void rowRangesAndFiltersSeeTheDefaults() {
        List<OrderV1> orders = orders(3_000);
        byte[] bytes = write(orders);
        try (ParquetReader<OrderV2> r = Parquet.reader(OrderV2.class, new InMemoryInputFile(bytes)).rowRange(1_234, 2_345).build()) {
            assertEquals(orders.subList(1_234, 2_345).stream().map(DefaultsTest::upgraded).toList(), r.stream().toList());
        }
        Filter f = Columns.longColumn("id").gtEq(2_500L).or(Columns.longColumn("id").lt(10L));
        try (ParquetReader<OrderV2> r = Parquet.reader(OrderV2.class, new InMemoryInputFile(bytes)).filter(f).build()) {
            List<OrderV2> expected = orders.stream().filter(o -> o.id() >= 2_500 || o.id() < 10).map(DefaultsTest::upgraded).toList();
            assertEquals(expected, r.stream().toList());
        }
        // a predicate on a defaulted column the file lacks is decided on the default, as the records read it
        List<OrderV2> all = orders.stream().map(DefaultsTest::upgraded).toList();
        Map<String, Filter> filters = new java.util.LinkedHashMap<>();
        filters.put("count == 42 and id < 10", Columns.longColumn("id").lt(10L).and(Columns.intColumn("count").eq(42)));
        filters.put("not count == 42", Columns.intColumn("count").eq(42).negate());
        filters.put("count > 41 or id < 5", Columns.intColumn("count").gt(41).or(Columns.longColumn("id").lt(5L)));
        filters.put("count < 41 or id < 5", Columns.intColumn("count").lt(41).or(Columns.longColumn("id").lt(5L)));
        filters.put("note starts with n/", Columns.stringColumn("note").startsWith("n/").and(Columns.longColumn("id").gtEq(2_990L)));
        filters.put("note is null", Columns.stringColumn("note").isNull());
        filters.put("tier in (GOLD)", Columns.stringColumn("tier").in("GOLD").and(Columns.longColumn("id").lt(3L)));
        filters.put("boxed is not null", Columns.intColumn("boxed").isNotNull().and(Columns.longColumn("id").lt(3L)));
        Map<String, java.util.function.Predicate<OrderV2>> truth = Map.of(
                "count == 42 and id < 10", o -> o.count() == 42 && o.id() < 10,
                "not count == 42", o -> o.count() != 42,
                "count > 41 or id < 5", o -> o.count() > 41 || o.id() < 5,
                "count < 41 or id < 5", o -> o.count() < 41 || o.id() < 5,
                "note starts with n/", o -> o.note().startsWith("n/") && o.id() >= 2_990,
                "note is null", o -> o.note() == null,
                "tier in (GOLD)", o -> o.tier() == Tier.GOLD && o.id() < 3,
                "boxed is not null", o -> o.boxed() != null && o.id() < 3);
        for (Map.Entry<String, Filter> e : filters.entrySet()) {
            try (ParquetReader<OrderV2> r = Parquet.reader(OrderV2.class, new InMemoryInputFile(bytes)).filter(e.getValue()).build()) {
                List<OrderV2> expected = all.stream().filter(truth.get(e.getKey())).toList();
                assertEquals(expected, r.stream().toList(), e.getKey());
            }
        }
        // a default inside a nullable group applies only where the group is present: not decidable up front
        Filter inGroup = Columns.intColumn("meta.version").eq(7);
        ParquetException e = assertThrows(ParquetException.class,
                () -> Parquet.reader(OrderV2.class, new InMemoryInputFile(bytes)).filter(inGroup).build());
        assertTrue(e.getMessage().contains("filter on column meta.version, which the file lacks"), e.getMessage());
    }

    @Test
    void aRequiredFieldWithoutDefaultStillFailsAtOpen() {
        byte[] bytes = write(orders(10));
        ParquetException e = assertThrows(ParquetException.class,
                () -> Parquet.reader(OrderNoDefault.class, new InMemoryInputFile(bytes)).build());
        assertTrue(e.getMessage().contains("the file has no column for required field missing"), e.getMessage());
    }

    /** A hand-written mapper whose defaults are wrong: the reader names the column at open. */
    @Test
    void wrongDefaultsInAHandWrittenMapperFailAtOpen() {
        byte[] bytes = write(orders(10));
        ParquetException wrongType = assertThrows(ParquetException.class,
                () -> Parquet.reader(withDefaults(Map.of("count", 42L)), new InMemoryInputFile(bytes)).build());
        assertTrue(wrongType.getMessage().contains("default for column count is a java.lang.Long, but its INT32 column needs an Integer"),
                wrongType.getMessage());
        ParquetException noColumn = assertThrows(ParquetException.class,
                () -> Parquet.reader(withDefaults(Map.of("nope", 1)), new InMemoryInputFile(bytes)).build());
        assertTrue(noColumn.getMessage().contains("default for nope, which is not a leaf column"), noColumn.getMessage());
        // a hand-written map with the right physical values works like the generated one
        Map<String, Object> defaults = new java.util.HashMap<>(DefaultsTest_OrderV2Parquet.mapper().columnDefaults());
        defaults.put("count", 43);
        try (ParquetReader<OrderV2> r = Parquet.reader(withDefaults(defaults), new InMemoryInputFile(bytes)).build()) {
            assertEquals(43, r.iterator().next().count());
        }
    }

    private static RecordMapper<OrderV2> withDefaults(Map<String, Object> defaults) {
        return new ForwardingRecordMapper<>(DefaultsTest_OrderV2Parquet.mapper()) {
            @Override
            public Map<String, Object> columnDefaults() {
                return defaults;
            }
        };
    }
}
