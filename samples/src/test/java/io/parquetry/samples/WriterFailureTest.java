package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ForwardingRecordMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Failures never publish a file: concurrent use, the caller's own exceptions, abort. */
class WriterFailureTest {
    @TempDir
    Path dir;

    @Test
    void aSecondThreadWritingAtTheSameTimeFailsAndTheFileIsDiscarded() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // the first record's write waits inside the mapper until the second thread has tried
        ForwardingRecordMapper<Trade> slow = new ForwardingRecordMapper<>(TradeParquet.mapper()) {
            @Override
            public void write(Trade record, ColumnSink[] columns) {
                if (inside.getCount() > 0) {
                    inside.countDown();
                    try {
                        assertTrue(release.await(30, TimeUnit.SECONDS));
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                }
                super.write(record, columns);
            }
        };
        Path file = dir.resolve("shared.parquet");
        List<Trade> trades = EvolutionTest.trades(10);
        try (ParquetWriter<Trade> w = Parquet.writer(slow, new LocalOutputFile(file)).build()) {
            CompletableFuture<Void> first = CompletableFuture.runAsync(() -> w.write(trades.get(0)));
            assertTrue(inside.await(30, TimeUnit.SECONDS));
            ParquetException e = assertThrows(ParquetException.class, () -> w.write(trades.get(1)));
            assertTrue(e.getMessage().contains("two threads wrote to one ParquetWriter at the same time"), e.getMessage());
            release.countDown();
            first.get(30, TimeUnit.SECONDS);
            assertThrows(ParquetException.class, () -> w.write(trades.get(2))); // unusable now
        }
        assertFalse(Files.exists(file));
        assertEquals(List.of(), leftovers());
    }

    @Test
    void writeAllPublishesNothingWhenTheCallersIteratorThrows() {
        Path file = dir.resolve("partial.parquet");
        List<Trade> trades = EvolutionTest.trades(1000);
        IllegalStateException boom = new IllegalStateException("the source failed");
        Iterable<Trade> failing = () -> new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Trade next() {
                if (i == 600) {
                    throw boom;
                }
                return trades.get(i++);
            }
        };
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, file).build()) {
            assertSame(boom, assertThrows(IllegalStateException.class, () -> w.writeAll(failing)));
        }
        assertFalse(Files.exists(file));
        assertEquals(List.of(), leftovers());
    }

    @Test
    void writeAllOfAStreamAndAbort() {
        Path file = dir.resolve("stream.parquet");
        List<Trade> trades = EvolutionTest.trades(100);
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, file).build()) {
            w.writeAll(trades.stream());
        }
        assertEquals(trades, Parquet.toList(Trade.class, file));

        Path aborted = dir.resolve("aborted.parquet");
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, aborted).build()) {
            w.writeAll(trades);
            w.abort();
            assertThrows(ParquetException.class, () -> w.write(trades.get(0)));
        }
        assertFalse(Files.exists(aborted));
        assertEquals(List.of(), leftovers());
    }

    @Test
    void aClosedReaderSaysSo() {
        Path file = dir.resolve("r.parquet");
        Parquet.write(Trade.class, file, EvolutionTest.trades(5));
        ParquetReader<Trade> r = Parquet.reader(Trade.class, file).build();
        r.read();
        r.close();
        ParquetException e = assertThrows(ParquetException.class, r::read);
        assertEquals(file + ": the reader is closed", e.getMessage());
    }

    /** Temporary files left in the directory. */
    private List<String> leftovers() {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
