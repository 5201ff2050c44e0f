package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading files into record types that differ from the one they were written with. */
class EvolutionTest {
    /** Two of {@link Trade}'s columns. */
    @ParquetRecord
    record TradeHeader(long id, String symbol) {}

    @ParquetRecord
    record Item(String sku, int qty) {}

    @ParquetRecord
    record Place(String city, Integer floor) {}

    @ParquetRecord
    record PersonV1(long id, int age, float score, String name, List<Item> items, Place place) {}

    @ParquetRecord
    record ItemV2(String sku, long qty, String note, List<String> labels) {}

    @ParquetRecord
    record PlaceV2(String city, List<String> phones, String zip) {}

    /** V1 plus new fields everywhere, and wider numbers; drops nothing. */
    @ParquetRecord
    record PersonV2(long id, long age, double score, String name, String email, Optional<String> nick,
                    List<String> tags, Map<String, Long> attrs, Place home, List<ItemV2> items, PlaceV2 place,
                    Integer extra) {}

    /** Only some V1 fields, in another order. */
    @ParquetRecord
    record PersonSlim(String name, long id) {}

    @ParquetRecord
    record PersonNeedsCount(long id, long count) {}

    @ParquetRecord
    record PersonBadType(long id, String age) {}

    static List<PersonV1> people(int n) {
        List<PersonV1> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Item> items = new ArrayList<>();
            for (int j = 0; j < i % 4; j++) {
                items.add(new Item(j % 3 == 2 ? null : "sku" + i + "-" + j, i * 10 + j));
            }
            Place place = i % 3 == 0 ? null : new Place(i % 5 == 0 ? null : "c" + i, i % 2 == 0 ? null : i);
            out.add(new PersonV1(i, 20 + i % 60 - (i % 7 == 0 ? 100 : 0), i / 3.0f, i % 6 == 0 ? null : "n" + i,
                    i % 5 == 4 ? null : items, place));
        }
        return out;
    }

    static byte[] writePeople(List<PersonV1> people) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<PersonV1> w = Parquet.writer(PersonV1.class, out).rowGroupSize(8 << 10).pageSize(1 << 10).build()) {
            for (PersonV1 p : people) {
                w.write(p);
            }
        }
        return out.toByteArray();
    }

    @Test
    void newFieldsReadAsAbsentAndNarrowNumbersWiden() {
        List<PersonV1> people = people(3_000);
        byte[] bytes = writePeople(people);
        List<PersonV2> read;
        try (ParquetReader<PersonV2> r = Parquet.reader(PersonV2.class, new InMemoryInputFile(bytes)).build()) {
            read = r.stream().toList();
        }
        assertEquals(people.size(), read.size());
        for (int i = 0; i < people.size(); i++) {
            PersonV1 p = people.get(i);
            List<ItemV2> items = p.items() == null ? null
                    : p.items().stream().map(it -> new ItemV2(it.sku(), it.qty(), null, List.of())).toList();
            PlaceV2 place = p.place() == null ? null : new PlaceV2(p.place().city(), List.of(), null);
            PersonV2 expected = new PersonV2(p.id(), p.age(), p.score(), p.name(), null, Optional.empty(), List.of(), Map.of(),
                    null, items, place, null);
            assertEquals(expected, read.get(i), "row " + i);
        }
    }

    @Test
    void extraFileColumnsAreIgnoredInAnyOrder() {
        List<PersonV1> people = people(500);
        byte[] bytes = writePeople(people);
        try (ParquetReader<PersonSlim> r = Parquet.reader(PersonSlim.class, new InMemoryInputFile(bytes)).build()) {
            assertEquals(people.stream().map(p -> new PersonSlim(p.name(), p.id())).toList(), r.stream().toList());
        }
    }

    @Test
    void aMissingRequiredValueIsAnErrorAtOpen() {
        byte[] bytes = writePeople(people(10));
        ParquetException e = assertThrows(ParquetException.class,
                () -> Parquet.reader(PersonNeedsCount.class, new InMemoryInputFile(bytes)).build());
        assertTrue(e.getMessage().contains("required field count"), e.getMessage());
        ParquetException t = assertThrows(ParquetException.class,
                () -> Parquet.reader(PersonBadType.class, new InMemoryInputFile(bytes)).build());
        assertTrue(t.getMessage().contains("field age expects"), t.getMessage());
    }

    static List<Trade> trades(int n) {
        List<Trade> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Trade(i, "SYM" + (i % 50), BigDecimal.valueOf(i * 7L, 4), Instant.ofEpochSecond(1_700_000_000L + i),
                    i % 2 == 0 ? Trade.Side.BUY : Trade.Side.SELL, List.of("t" + i, "x"), Map.of("k" + (i % 3), (long) i),
                    new Address("city" + i, "CH", i % 5)));
        }
        return out;
    }

    static byte[] write(List<Trade> trades, int rowGroupSize) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, out).rowGroupSize(rowGroupSize).build()) {
            for (Trade t : trades) {
                w.write(t);
            }
        }
        return out.toByteArray();
    }

    @Test
    void projectionReadsOnlyTheRecordsColumnChunks() {
        List<Trade> trades = trades(5_000);
        byte[] bytes = write(trades, 64 << 10);

        CountingInputFile all = new CountingInputFile(new InMemoryInputFile(bytes));
        List<Trade> full;
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, all).build()) {
            full = r.stream().toList();
        }
        assertEquals(trades, full);

        CountingInputFile some = new CountingInputFile(new InMemoryInputFile(bytes));
        List<TradeHeader> headers;
        try (ParquetReader<TradeHeader> r = Parquet.reader(TradeHeader.class, some).build()) {
            headers = r.stream().toList();
        }
        assertEquals(trades.stream().map(t -> new TradeHeader(t.id(), t.symbol())).toList(), headers);

        // the footer reads (tail, head magic, footer) plus exactly the id and symbol chunks
        long footer;
        long projected = 0;
        long others = 0;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            assertTrue(f.rowGroups().size() > 1, "several row groups");
            long footerLength = bytes.length - 8 - footerStart(bytes);
            footer = 8 + 4 + footerLength;
            for (RowGroupMetadata rg : f.rowGroups()) {
                for (ColumnChunkMetadata m : rg.columns()) {
                    long start = m.startOffset();
                    String path = m.path().toDotString();
                    if (path.equals("id") || path.equals("symbol")) {
                        projected += m.compressedSize();
                        assertTrue(some.touched(start, start + m.compressedSize()), path);
                    } else {
                        others += m.compressedSize();
                        assertFalse(some.touched(start, start + m.compressedSize()), "read " + path);
                    }
                }
            }
        }
        assertEquals(footer + projected, some.bytesRead());
        assertEquals(footer + projected + others, all.bytesRead());
        assertTrue(some.bytesRead() * 2 < all.bytesRead(), some.bytesRead() + " of " + all.bytesRead());
    }

    private static long footerStart(byte[] b) {
        int n = b.length;
        long len = (b[n - 8] & 0xFFL) | (b[n - 7] & 0xFFL) << 8 | (b[n - 6] & 0xFFL) << 16 | (b[n - 5] & 0xFFL) << 24;
        return n - 8 - len;
    }
}
