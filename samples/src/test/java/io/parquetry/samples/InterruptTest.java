package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Interrupts never abort Parquetry's reads or writes, and never another thread's: the call
 * finishes and the interrupt flag stays set for the caller's own code.
 */
class InterruptTest {
    @TempDir
    Path dir;

    @Test
    void anInterruptedReaderDoesNotBreakAnotherReaderOfTheSameFile() throws Exception {
        List<Trade> trades = EvolutionTest.trades(20_000);
        Path file = Samples.writeTrades(dir.resolve("t.parquet"), trades, 128 * 1024);
        try (ParquetFile f = ParquetFile.open(file)) {
            int groups = f.rowGroups().size();
            assertTrue(groups >= 4, groups + " row groups");
            for (int round = 0; round < 5; round++) {
                CompletableFuture<List<Trade>> calm = CompletableFuture.supplyAsync(() -> readAll(f, groups, false));
                CompletableFuture<List<Trade>> interrupted = CompletableFuture.supplyAsync(() -> readAll(f, groups, true));
                assertEquals(trades, calm.get(60, TimeUnit.SECONDS));
                assertEquals(trades, interrupted.get(60, TimeUnit.SECONDS));
            }
        }
    }

    /** Every row group in order; {@code interrupt}: with this thread's interrupt flag set before each. */
    private static List<Trade> readAll(ParquetFile f, int groups, boolean interrupt) {
        List<Trade> out = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            if (interrupt) {
                Thread.currentThread().interrupt(); // the channel read below would close the shared channel
            }
            try (ParquetReader<Trade> r = f.read(TradeParquet.mapper(), g)) {
                r.forEach(out::add);
            }
            if (interrupt) {
                assertTrue(Thread.interrupted(), "the interrupt flag is kept for the caller");
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void anInterruptedWriterFinishesTheFileEitherWay(boolean background) throws Exception {
        List<Trade> trades = EvolutionTest.trades(30_000);
        Path file = dir.resolve("w" + background + ".parquet");
        boolean stillInterrupted;
        try {
            try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, file).backgroundEncoding(background)
                    .rowGroupSize(256 * 1024).build()) {
                for (int i = 0; i < trades.size(); i++) {
                    if (i % 1_000 == 0) {
                        Thread.currentThread().interrupt();
                    }
                    w.write(trades.get(i));
                }
            }
        } finally {
            stillInterrupted = Thread.interrupted();
        }
        assertTrue(stillInterrupted);
        assertEquals(trades, Parquet.toList(Trade.class, file));
    }
}
