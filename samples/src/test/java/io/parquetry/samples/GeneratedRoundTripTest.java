package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.samples.Shapes.Bean;
import io.parquetry.samples.Shapes.Containers;
import io.parquetry.samples.Shapes.Point;
import io.parquetry.samples.Shapes.Renamed;
import io.parquetry.samples.Shapes.Scalars;
import io.parquetry.schema.MessageType;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Records of many shapes written through their generated mappers and read back equal. */
class GeneratedRoundTripTest {

    static <T> byte[] write(Class<T> type, List<T> records, PageVersion version, boolean dictionary) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<T> w = Parquet.writer(type, out).pageVersion(version).dictionary(dictionary)
                .compression(Compression.ZSTD).pageSize(2048).rowGroupSize(32 << 10).build()) {
            w.writeAll(records);
        }
        return out.toByteArray();
    }

    static <T> List<T> read(Class<T> type, byte[] file) {
        try (ParquetReader<T> r = Parquet.reader(type, new InMemoryInputFile(file)).build()) {
            return r.stream().collect(Collectors.toList());
        }
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void scalarsOfEveryMappedTypeRoundTrip(PageVersion version) {
        List<Scalars> records = Samples.scalars(2_000, 11);
        Deep.assertListEquals(records, read(Scalars.class, write(Scalars.class, records, version, true)));
        Deep.assertListEquals(records, read(Scalars.class, write(Scalars.class, records, version, false)));
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void nestedContainersRoundTrip(PageVersion version) {
        List<Containers> records = Samples.containers(1_500, 5);
        List<Containers> back = read(Containers.class, write(Containers.class, records, version, true));
        // a bare repeated field cannot tell null from empty, and Optional references are never null
        Deep.assertListEquals(records, back);
    }

    @Test
    void scalarsSchemaMapsEveryJavaType() {
        MessageType schema = Parquet.mapper(Scalars.class).schema();
        assertEquals("""
                message Scalars {
                  required boolean b;
                  required int32 by (INTEGER(8,true));
                  required int32 sh (INTEGER(16,true));
                  required int32 i;
                  required int64 l;
                  required float f;
                  required double d;
                  optional boolean bb;
                  optional int32 bby (INTEGER(8,true));
                  optional int32 bsh (INTEGER(16,true));
                  optional int32 bi;
                  optional int64 bl;
                  optional float bf;
                  optional double bd;
                  optional binary s (STRING);
                  optional binary bytes;
                  optional binary color (ENUM);
                  optional fixed_len_byte_array(16) uuid (UUID);
                  optional int32 d9 (DECIMAL(9,2));
                  optional int64 d18 (DECIMAL(18,4));
                  optional fixed_len_byte_array(16) d38 (DECIMAL(38,10));
                  optional int32 date (DATE);
                  optional int64 time (TIME(MICROS,false));
                  optional int32 timeMillis (TIME(MILLIS,false));
                  optional int64 timeNanos (TIME(NANOS,false));
                  optional int64 ts (TIMESTAMP(MICROS,true));
                  optional int64 tsMillis (TIMESTAMP(MILLIS,true));
                  optional int64 tsNanos (TIMESTAMP(NANOS,true));
                  optional int64 local (TIMESTAMP(MICROS,false));
                  required int32 u32 (INTEGER(32,false));
                  required int64 u64 (INTEGER(64,false));
                  optional binary json (JSON);
                  required binary requiredName (STRING);
                }
                """, schema.toString());
    }

    @Test
    void pojosWithSettersAndWithConstructorsRoundTrip() {
        List<Bean> beans = new ArrayList<>();
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            beans.add(new Bean(i, i % 3 == 0 ? null : "bean" + i, i % 4 == 0 ? null : List.of(i * 0.5, -i * 1.0), i % 2 == 0));
            points.add(new Point(i / 3.0, i % 2 == 0 ? null : -i / 7.0));
        }
        assertEquals(beans, read(Bean.class, write(Bean.class, beans, PageVersion.V1, true)));
        assertEquals(points, read(Point.class, write(Point.class, points, PageVersion.V2, false)));
    }

    @Test
    void namingStrategyRenamesIdsAndIgnoredProperties() {
        MessageType schema = Parquet.mapper(Renamed.class).schema();
        assertEquals(List.of("user_id", "display", "home_town"),
                schema.fields().stream().map(f -> f.name()).collect(Collectors.toList()));
        assertEquals(7, schema.field("display").id());
        List<Renamed> records = List.of(new Renamed(1, "Ann", "cached", "Oslo"), new Renamed(2, null, null, null));
        List<Renamed> back = read(Renamed.class, write(Renamed.class, records, PageVersion.V1, true));
        assertEquals(List.of(new Renamed(1, "Ann", null, "Oslo"), new Renamed(2, null, null, null)), back,
                "ignored components read back as their default");
    }

    @Test
    void sampleTradesRoundTripThroughFilesOnDisk(@TempDir Path dir) {
        Path file = dir.resolve("trades.parquet");
        List<Trade> trades = QuickStart.sampleTrades(5_000, 3);
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, file).compression(Compression.SNAPPY).build()) {
            w.writeAll(trades);
        }
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, file).build()) {
            assertEquals(trades, r.stream().collect(Collectors.toList()));
        }
    }

    @Test
    void generatedShredderAndRowShredderWriteIdenticalFiles() {
        List<Trade> trades = QuickStart.sampleTrades(3_000, 9);
        MessageType schema = TradeParquet.mapper().schema();
        InMemoryOutputFile generated = new InMemoryOutputFile();
        try (ParquetWriter<Trade> w = Parquet.writer(TradeParquet.mapper(), generated).pageSize(4096).build()) {
            w.writeAll(trades);
        }
        InMemoryOutputFile generic = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, generic).pageSize(4096).build()) {
            for (Trade t : trades) {
                w.write(toRow(schema, t));
            }
        }
        assertArrayEquals(generic.toByteArray(), generated.toByteArray(),
                "same values and levels must give the same bytes");
        // and the generic reader sees the generated file's values
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(generated.toByteArray()));
             ParquetReader<Row> rows = f.rows()) {
            int i = 0;
            for (Row row : rows) {
                assertEquals(toRow(schema, trades.get(i++)), row);
            }
            assertEquals(trades.size(), i);
        }
    }

    static Row toRow(MessageType schema, Trade t) {
        Row venue = t.venue() == null ? null : Row.of(schema.field("venue").asGroup(),
                t.venue().city(), t.venue().country(), t.venue().floor());
        return Row.of(schema, t.id(), t.symbol(), t.price(), t.at(), t.side() == null ? null : t.side().name(),
                t.tags() == null ? null : new ArrayList<Object>(t.tags()),
                t.attrs() == null ? null : new java.util.LinkedHashMap<Object, Object>(t.attrs()), venue);
    }

    @Test
    void valuesThatDoNotFitFailNamingTheField() {
        Trade tooPrecise = new Trade(1, "X", new BigDecimal("1.23456"), null, null, null, null, null);
        ParquetWriter<Trade> w = Parquet.writer(Trade.class, new InMemoryOutputFile()).build();
        ParquetException e = assertThrows(ParquetException.class, () -> w.write(tooPrecise));
        assertEquals("field price: 1.23456 does not fit DECIMAL(18,4) without rounding", e.getMessage());
        w.close();

        Shapes.Address noCountry = new Shapes.Address("Oslo", null, 1);
        ParquetWriter<Shapes.Address> w2 = Parquet.writer(Shapes.Address.class, new InMemoryOutputFile()).build();
        e = assertThrows(ParquetException.class, () -> w2.write(noCountry));
        assertEquals("field country is required (not-null) but the value is null", e.getMessage());
        w2.close();
    }

    @Test
    void lookupFailsClearlyForTypesWithoutGeneratedMapper() {
        ParquetException e = assertThrows(ParquetException.class, () -> Parquet.mapper(String.class));
        assertTrue(e.getMessage().contains("no generated mapper java.lang.StringParquet"), e.getMessage());
        assertEquals("io.parquetry.samples.Shapes_AddressParquet", Parquet.generatedClassName(Shapes.Address.class));
    }

    @Test
    void optionalsAreNeverReadAsNull() {
        Containers empty = new Containers(null, null, null, null, null, null, null, List.of(), List.of(), null, null, null,
                null, null, null, null, null, List.of());
        Containers back = read(Containers.class, write(Containers.class, List.of(empty), PageVersion.V1, true)).get(0);
        assertEquals(Optional.empty(), back.opt());
        assertEquals(java.util.OptionalInt.empty(), back.oi());
        assertEquals(null, back.deep());
    }
}
