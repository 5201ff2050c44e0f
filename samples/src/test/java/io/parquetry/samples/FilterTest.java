package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.filter.Column;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.filter.SkipReason;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Filtered reads of generated records: typed column constants, row group subsets, bytes read. */
class FilterTest {
    // the typed column references the processor generates on TradeParquet
    static final Column<Long> ID = TradeParquet.ID;
    static final Column<String> SYMBOL = TradeParquet.SYMBOL;
    static final Column<BigDecimal> PRICE = TradeParquet.PRICE;

    @Test
    void generatedColumnReferencesNameTheirColumns() {
        assertEquals(Columns.longColumn("id").toString(), TradeParquet.ID.toString());
        assertEquals(Columns.stringColumn("venue.city").toString(), TradeParquet.VENUE_CITY.toString());
        assertEquals(Columns.instantColumn("at").toString(), TradeParquet.AT.toString());
    }

    @Test
    void filtersOverNestedGeneratedColumns() {
        List<Trade> trades = QuickStart.sampleTrades(5_000, 21);
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, out).rowGroupSize(16 << 10).build()) {
            w.writeAll(trades);
        }
        Filter f = TradeParquet.VENUE_CITY.eq("Tokyo").and(TradeParquet.SIDE.eq(Trade.Side.BUY));
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, new InMemoryInputFile(out.toByteArray())).filter(f).build()) {
            List<Trade> expected = trades.stream().filter(t -> t.venue() != null && "Tokyo".equals(t.venue().city())
                    && t.side() == Trade.Side.BUY).toList();
            assertTrue(expected.size() > 100, "the filter must select something to prove anything");
            assertEquals(expected, r.stream().toList());
        }
    }

    @Test
    void typedFiltersOverGeneratedRecords() {
        List<Trade> trades = EvolutionTest.trades(20_000);
        byte[] bytes = EvolutionTest.write(trades, 64 << 10);
        Filter f = SYMBOL.in("SYM7", "SYM12").and(PRICE.gtEq(new BigDecimal("5"))).or(ID.eq(3L));
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, new InMemoryInputFile(bytes)).filter(f).build()) {
            List<Trade> expected = trades.stream().filter(t -> t.id() == 3
                    || (t.symbol().equals("SYM7") || t.symbol().equals("SYM12")) && t.price().compareTo(new BigDecimal("5")) >= 0).toList();
            assertEquals(expected, r.stream().toList());
        }
    }

    @Test
    void anEqualityOnTheSortedKeyReadsASmallFractionOfTheFile() {
        List<Trade> trades = EvolutionTest.trades(40_000);
        byte[] bytes = EvolutionTest.write(trades, 32 << 10);
        CountingInputFile all = new CountingInputFile(new InMemoryInputFile(bytes));
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, all).build()) {
            assertEquals(trades.size(), r.stream().count());
        }
        CountingInputFile one = new CountingInputFile(new InMemoryInputFile(bytes));
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, one).filter(ID.eq(27_182L)).build()) {
            assertEquals(List.of(trades.get(27_182)), r.stream().toList());
            assertTrue(r.skippedRowGroups().get(SkipReason.STATISTICS) > 20, r.skippedRowGroups().toString());
        }
        // beyond the footer (tail, head magic, footer), which both read, the filtered read touches under 5% of the data
        int n = bytes.length;
        long footer = 12 + ((bytes[n - 8] & 0xFFL) | (bytes[n - 7] & 0xFFL) << 8 | (bytes[n - 6] & 0xFFL) << 16 | (bytes[n - 5] & 0xFFL) << 24);
        long dataAll = all.bytesRead() - footer;
        long dataOne = one.bytesRead() - footer;
        assertTrue(dataOne > 0 && dataOne * 20 < dataAll, dataOne + " of " + dataAll + " data bytes");
    }

    @Test
    void rowGroupSubsetsSplitAFileAcrossReaders() throws Exception {
        List<Trade> trades = EvolutionTest.trades(10_000);
        byte[] bytes = EvolutionTest.write(trades, 32 << 10);
        int groups;
        try (io.parquetry.ParquetFile f = io.parquetry.ParquetFile.open(new InMemoryInputFile(bytes))) {
            groups = f.rowGroups().size();
        }
        assertTrue(groups >= 4, groups + " row groups");
        List<List<Trade>> parts = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            List<Trade> part = new ArrayList<>();
            parts.add(part);
            int group = g;
            Thread t = new Thread(() -> {
                try (ParquetReader<Trade> r = Parquet.reader(Trade.class, new InMemoryInputFile(bytes)).rowGroups(group).build()) {
                    r.forEach(part::add);
                }
            });
            t.start();
            threads.add(t);
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(trades, parts.stream().flatMap(List::stream).toList());
    }
}
