package io.parquetry.samples;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes {@link Trade} records to a Parquet file through the generated {@code TradeParquet}
 * mapper, reads them back, and checks that every record survived the trip.
 */
public final class QuickStart {
    private QuickStart() {}

    public static void main(String[] args) throws Exception {
        Path file = args.length > 0 ? Path.of(args[0]) : Files.createTempDirectory("parquetry").resolve("trades.parquet");
        List<Trade> trades = sampleTrades(10_000, 7);

        try (ParquetWriter<Trade> writer = Parquet.writer(Trade.class, file).compression(Compression.ZSTD).build()) {
            writer.writeAll(trades);
        }
        System.out.printf("wrote %,d trades to %s (%,d bytes)%n", trades.size(), file, Files.size(file));

        try (ParquetFile parquet = ParquetFile.open(file)) {
            System.out.println("schema:");
            System.out.print(parquet.schema());
            System.out.printf("row groups: %d, rows: %,d, created by: %s%n",
                    parquet.rowGroups().size(), parquet.rowCount(), parquet.createdBy());
        }

        List<Trade> back = new ArrayList<>();
        try (ParquetReader<Trade> reader = Parquet.reader(Trade.class, file).build()) {
            for (Trade t : reader) {
                back.add(t);
            }
        }
        System.out.println("first record read back: " + back.get(0));
        if (!back.equals(trades)) {
            throw new IllegalStateException("records read back differ from those written");
        }
        System.out.printf("read %,d trades back: all equal to what was written%n", back.size());
    }

    /** Deterministic sample data with nulls, empty and populated collections. */
    public static List<Trade> sampleTrades(int n, long seed) {
        Random r = new Random(seed);
        String[] symbols = {"AAPL", "MSFT", "GOOG", "AMZN", "NVDA", "TSLA"};
        String[] cities = {"New York", "London", "Tokyo", "Frankfurt"};
        List<Trade> out = new ArrayList<>(n);
        Instant start = Instant.parse("2026-01-05T14:30:00Z");
        for (int i = 0; i < n; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = r.nextInt(3); t > 0; t--) {
                tags.add(r.nextBoolean() ? "block" : "algo");
            }
            Map<String, Long> attrs = new LinkedHashMap<>();
            if (i % 3 == 0) {
                attrs.put("lot", (long) r.nextInt(100));
            }
            Address venue = i % 5 == 0 ? null
                    : new Address(cities[r.nextInt(cities.length)], i % 7 == 0 ? null : "XX", i % 2 == 0 ? r.nextInt(50) : null);
            out.add(new Trade(
                    i,
                    symbols[r.nextInt(symbols.length)],
                    BigDecimal.valueOf(r.nextInt(50_000_000), 4),
                    start.plusNanos(r.nextInt(1_000_000) * 1_000L).plusSeconds(i),
                    r.nextBoolean() ? Trade.Side.BUY : Trade.Side.SELL,
                    i % 11 == 0 ? null : tags,
                    attrs,
                    venue));
        }
        return out;
    }
}
