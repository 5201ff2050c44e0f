package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@link ParquetFile} is immutable and its input reads by position: several threads may open
 * readers on one instance at once (here one per row group) and get the same records as one thread.
 */
class ConcurrentReadersTest {
    @TempDir
    Path dir;

    @Test
    void oneParquetFileServesReadersOnSeveralThreads() throws Exception {
        List<Trade> trades = EvolutionTest.trades(40_000);
        Path file = Samples.writeTrades(dir.resolve("t.parquet"), trades, 256 * 1024);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (ParquetFile f = ParquetFile.open(file)) {
            int groups = f.rowGroups().size();
            assertTrue(groups >= 4, groups + " row groups");
            for (int round = 0; round < 3; round++) {
                List<Future<List<Trade>>> parts = new ArrayList<>();
                for (int g = 0; g < groups; g++) {
                    int group = g;
                    parts.add(pool.submit(() -> {
                        try (ParquetReader<Trade> r = f.read(TradeParquet.mapper(), group)) {
                            return r.stream().toList();
                        }
                    }));
                }
                List<Trade> all = new ArrayList<>();
                for (Future<List<Trade>> p : parts) {
                    all.addAll(p.get());
                }
                assertEquals(trades, all);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
