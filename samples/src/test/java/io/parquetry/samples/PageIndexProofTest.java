package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.filter.SkipReason;
import io.parquetry.io.InputFile;
import io.parquetry.io.LocalInputFile;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The "read only what is needed" proof on a large file: an equality on the sorted key reads a
 * few pages (statistics skip row groups, the column index skips pages, the offset index reads
 * only the pages left), and an equality on an unsorted column skips row groups by bloom filter.
 */
class PageIndexProofTest {
    static final int ROWS = 10_000_000;

    @ParquetRecord
    record Tick(long id, long account, int qty, double price) {}

    /** A fixed bijection of the ids: unique, unordered account numbers. */
    static long account(long id) {
        long x = id * 0x9E3779B97F4A7C15L;
        return (x ^ (x >>> 29)) & Long.MAX_VALUE;
    }

    static Tick tick(long id) {
        return new Tick(id, account(id), (int) (id % 97), (id % 10_000) / 4.0);
    }

    @Test
    void selectiveQueriesReadAFractionOfTheFile(@TempDir Path dir) throws IOException {
        Path path = dir.resolve("ticks.parquet");
        long t0 = System.nanoTime();
        try (ParquetWriter<Tick> w = Parquet.writer(Tick.class, new LocalOutputFile(path)).rowGroupSize(8 << 20).pageSize(64 << 10)
                .bloomFilter("account", 500_000, 0.01).build()) {
            for (long i = 0; i < ROWS; i++) {
                w.write(tick(i));
            }
        }
        long writeMs = (System.nanoTime() - t0) / 1_000_000;

        List<long[]> dataRanges = new ArrayList<>();
        long dataBytes = 0;
        int groups;
        int pagesPerChunk;
        try (ParquetFile f = ParquetFile.open(path)) {
            groups = f.rowGroups().size();
            for (RowGroupMetadata rg : f.rowGroups()) {
                for (ColumnChunkMetadata m : rg.columns()) {
                    long start = m.startOffset();
                    dataRanges.add(new long[] {start, start + m.compressedSize()});
                    dataBytes += m.compressedSize();
                }
            }
            pagesPerChunk = f.offsetIndex(0, "id").pages().size();
        }
        assertTrue(groups >= 3, groups + " row groups");
        assertTrue(pagesPerChunk >= 10, pagesPerChunk + " pages per chunk");

        long target = 7_654_321L;
        // full scan, for the timing comparison
        t0 = System.nanoTime();
        long count;
        try (ParquetReader<Tick> r = Parquet.reader(Tick.class, path).build()) {
            count = r.stream().count();
        }
        long fullMs = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(ROWS, count);

        // the sorted key: statistics, then column index and offset index
        DataCounter byId = new DataCounter(new LocalInputFile(path), dataRanges);
        t0 = System.nanoTime();
        try (ParquetReader<Tick> r = Parquet.reader(Tick.class, byId).filter(PageIndexProofTest_TickParquet.ID.eq(target)).build()) {
            assertEquals(List.of(tick(target)), r.stream().toList());
            assertEquals(groups - 1, r.skippedRowGroups().get(SkipReason.STATISTICS));
            assertTrue(r.skippedPages() > 0);
        }
        long idMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(byId.dataBytes * 20 < dataBytes, byId.dataBytes + " of " + dataBytes + " data bytes read");

        // the unsorted column: bloom filters rule out the row groups without the value
        DataCounter byAccount = new DataCounter(new LocalInputFile(path), dataRanges);
        t0 = System.nanoTime();
        int bloomSkipped;
        try (ParquetReader<Tick> r = Parquet.reader(Tick.class, byAccount)
                .filter(PageIndexProofTest_TickParquet.ACCOUNT.eq(account(target))).build()) {
            assertEquals(List.of(tick(target)), r.stream().toList());
            bloomSkipped = r.skippedRowGroups().get(SkipReason.BLOOM_FILTER);
            // one row group holds the value; at fpp 0.01 (and a filter capped at 1 MiB) allow one false positive
            assertTrue(bloomSkipped >= groups - 2, bloomSkipped + " of " + groups + " row groups skipped by bloom filter");
        }
        long accountMs = (System.nanoTime() - t0) / 1_000_000;
        System.out.printf("PageIndexProofTest: %,d rows, %d row groups, %d pages per chunk, %,d data bytes; write %d ms;"
                        + " full scan %d ms; id = %d: %d ms reading %,d data bytes; account = ...: %d ms reading %,d data bytes"
                        + " (%d row groups skipped by bloom filter)%n",
                ROWS, groups, pagesPerChunk, dataBytes, writeMs, fullMs, target, idMs, byId.dataBytes, accountMs,
                byAccount.dataBytes, bloomSkipped);
    }

    /** Counts the bytes read from column chunk data (not footer, page indexes or bloom filters). */
    static final class DataCounter implements InputFile {
        final InputFile in;
        final List<long[]> dataRanges;
        long dataBytes;

        DataCounter(InputFile in, List<long[]> dataRanges) {
            this.in = in;
            this.dataRanges = dataRanges;
        }

        @Override
        public long length() throws IOException {
            return in.length();
        }

        @Override
        public void readFully(long position, byte[] dst, int off, int len) throws IOException {
            for (long[] d : dataRanges) {
                long s = Math.max(d[0], position);
                long e = Math.min(d[1], position + len);
                if (s < e) {
                    dataBytes += e - s;
                }
            }
            in.readFully(position, dst, off, len);
        }

        @Override
        public String location() {
            return in.location();
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
