package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading files into record types that differ from the one they were written with. */
class EvolutionTest {
    /** Two of {@link Trade}'s columns. */
    @ParquetRecord
    record TradeHeader(long id, String symbol) {}

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
            for (RowGroup rg : f.rowGroups()) {
                for (ColumnChunk c : rg.columns()) {
                    ColumnMetaData m = c.metaData();
                    long start = m.dictionaryPageOffset() != null ? Math.min(m.dictionaryPageOffset(), m.dataPageOffset()) : m.dataPageOffset();
                    String path = String.join(".", m.pathInSchema());
                    if (path.equals("id") || path.equals("symbol")) {
                        projected += m.totalCompressedSize();
                        assertTrue(some.touched(start, start + m.totalCompressedSize()), path);
                    } else {
                        others += m.totalCompressedSize();
                        assertFalse(some.touched(start, start + m.totalCompressedSize()), "read " + path);
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
