package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.filter.Filter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** Row ranges through generated mappers (lists, maps, groups), alone and with filters, against slices and brute force. */
class RowRangeTest {
    static List<Trade> trades(int n, long seed) {
        Random r = new Random(seed);
        List<Trade> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = r.nextInt(4); t > 0; t--) {
                tags.add("t" + r.nextInt(30));
            }
            out.add(new Trade(i, "SYM" + r.nextInt(40), BigDecimal.valueOf(r.nextInt(100_000), 4),
                    java.time.Instant.ofEpochSecond(1_700_000_000L + i), r.nextBoolean() ? Trade.Side.BUY : Trade.Side.SELL,
                    tags, r.nextBoolean() ? Map.of() : Map.of("k" + r.nextInt(3), (long) i),
                    r.nextInt(4) == 0 ? null : new Address("city" + r.nextInt(20), "CH", r.nextInt(3) == 0 ? null : r.nextInt(9))));
        }
        return out;
    }

    static byte[] write(List<Trade> trades) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, out).rowGroupSize(24 << 10).pageSize(1 << 10).build()) {
            for (Trade t : trades) {
                w.write(t);
            }
        }
        return out.toByteArray();
    }

    @Test
    void rangesAndFiltersEqualSlicesAndBruteForce() {
        List<Trade> trades = trades(6_000, 1);
        byte[] bytes = write(trades);
        Random r = new Random(2);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            assertTrue(f.rowGroups().size() > 3, f.rowGroups().size() + " row groups");
            long skippedPages = 0;
            for (int i = 0; i < 120; i++) {
                long a = r.nextInt(trades.size() + 1);
                long b = r.nextInt(trades.size() + 1);
                long first = Math.min(a, b);
                long end = Math.max(a, b);
                try (ParquetReader<Trade> rd = Parquet.reader(Trade.class, new InMemoryInputFile(bytes)).rowRange(first, end).build()) {
                    assertEquals(trades.subList((int) first, (int) end), rd.stream().toList(), "[" + first + ", " + end + ")");
                    skippedPages += rd.skippedPages();
                }
                Filter filter;
                Predicate<Trade> expected;
                switch (r.nextInt(3)) {
                    case 0 -> {
                        long id = r.nextInt(trades.size());
                        filter = TradeParquet.ID.gtEq(id).and(TradeParquet.ID.lt(id + 50));
                        expected = t -> t.id() >= id && t.id() < id + 50;
                    }
                    case 1 -> {
                        String s = "SYM" + r.nextInt(45);
                        filter = TradeParquet.SYMBOL.eq(s).or(TradeParquet.ID.eq(17L));
                        expected = t -> t.symbol().equals(s) || t.id() == 17;
                    }
                    default -> {
                        String c = "city" + r.nextInt(20);
                        filter = TradeParquet.VENUE_CITY.eq(c);
                        expected = t -> t.venue() != null && t.venue().city().equals(c);
                    }
                }
                try (ParquetReader<Trade> rd = f.readRows(TradeParquet.mapper(), filter, first, end)) {
                    assertEquals(trades.subList((int) first, (int) end).stream().filter(expected).toList(), rd.stream().toList(),
                            filter + " in [" + first + ", " + end + ")");
                    skippedPages += rd.skippedPages();
                }
            }
            assertTrue(skippedPages > 0, "pages skipped");
        }
    }

    @Test
    void aRangeOutsideTheFileNamesTheBounds() {
        byte[] bytes = write(trades(100, 3));
        ParquetException e = assertThrows(ParquetException.class,
                () -> Parquet.reader(Trade.class, new InMemoryInputFile(bytes)).rowRange(50, 101).build());
        assertTrue(e.getMessage().contains("[50, 101)") && e.getMessage().contains("[0, 100)"), e.getMessage());
        try (ParquetReader<Trade> rd = Parquet.reader(Trade.class, new InMemoryInputFile(bytes)).rowRange(100, 100).build()) {
            assertEquals(List.of(), rd.stream().toList());
        }
    }
}
