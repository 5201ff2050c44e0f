package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pages encoded on the shared worker threads give the same file, byte for byte, as pages
 * encoded on the writing thread: page and row group boundaries, dictionary fallbacks, statistics,
 * page indexes and bloom filters do not depend on how far the encoder has got. The files are
 * also read back value by value, and an error met while encoding in the background reaches the
 * caller.
 */
class BackgroundEncodingTest {
    static List<Arguments> settings() {
        List<Arguments> out = new ArrayList<>();
        for (Compression c : new Compression[] {Compression.SNAPPY, Compression.ZSTD, Compression.GZIP}) {
            for (PageVersion v : PageVersion.values()) {
                out.add(Arguments.of(c, v));
            }
        }
        return out;
    }

    private static byte[] write(List<Row> rows, boolean background, UnaryOperator<ParquetWriter.Builder<Row>> settings) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = settings.apply(ParquetFile.writer(RowRoundTripTest.SCHEMA, out))
                .backgroundEncoding(background).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("settings")
    void backgroundAndWritingThreadGiveTheSameFile(Compression c, PageVersion v) {
        List<Row> rows = RowRoundTripTest.rows(6000, 7);
        // small pages and row groups, a dictionary limit that makes some chunks fall back midway,
        // bloom filters and the page index: every part whose content depends on page boundaries
        UnaryOperator<ParquetWriter.Builder<Row>> settings = b -> b.compression(c).pageVersion(v)
                .pageSize(2048).pageRowLimit(20).rowGroupSize(96 << 10).dictionaryPageSizeLimit(300)
                .bloomFilter("name", 100, 0.01).bloomFilter("tags.list.element", 20, 0.05)
                .encoding("small", Encoding.DELTA_BINARY_PACKED);
        byte[] background = write(rows, true, settings);
        byte[] writingThread = write(rows, false, settings);
        assertArrayEquals(writingThread, background);
        RowRoundTripTest.assertRowsEqual(rows, RowRoundTripTest.read(background));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(background))) {
            assertTrue(Footers.rowGroups(f).size() > 2, "several row groups: " + Footers.rowGroups(f).size());
            Set<Encoding> nameEncodings = new HashSet<>();
            Footers.rowGroups(f).forEach(g -> nameEncodings.addAll(g.columns().get(5).metaData().encodings()));
            assertTrue(nameEncodings.contains(Encoding.RLE_DICTIONARY) && nameEncodings.contains(Encoding.PLAIN),
                    "the name column is dictionary encoded, then falls back: " + nameEncodings);
        }
    }

    @Test
    void manyWritersAtOnceEachGetTheirOwnFile() throws Exception {
        // the writers share the worker threads; their pages and buffers must not meet
        List<Row> rows = RowRoundTripTest.rows(2000, 11);
        UnaryOperator<ParquetWriter.Builder<Row>> settings = b -> b.pageSize(1024).rowGroupSize(32 << 10);
        byte[] expected = write(rows, false, settings);
        List<Thread> threads = new ArrayList<>();
        List<byte[]> results = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < 4; t++) {
            Thread thread = new Thread(() -> results.add(write(rows, true, settings)));
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertEquals(4, results.size());
        for (byte[] r : results) {
            assertArrayEquals(expected, r);
        }
    }

    @Test
    void anEncodingErrorOnAWorkerReachesTheWritingThread() {
        // LZO cannot compress: the page fails on a worker (or on this thread, if it gets there
        // first); either way awaitPage throws the codec's own error
        io.parquetry.schema.ColumnDescriptor column = io.parquetry.schema.MessageTypeParser
                .parse("message m { required int64 x; }").columns().get(0);
        io.parquetry.column.ColumnWriteOptions options = new io.parquetry.column.ColumnWriteOptions(1 << 20, 20_000,
                true, 1 << 20, PageVersion.V1, Compression.LZO, io.parquetry.compression.Codecs.DEFAULT_LEVEL, true);
        io.parquetry.column.ColumnWriter w = new io.parquetry.column.ColumnWriter(column, options, null,
                io.parquetry.column.PageEncoder.background());
        for (long v = 0; v < 100; v++) {
            w.writeLong(v, 0, 0);
        }
        w.endPage(); // hands the page over and returns
        ParquetException e = assertThrows(ParquetException.class, w::awaitPage);
        assertTrue(e.getMessage().startsWith("LZO compression is not supported"), e.getMessage());
    }

    @Test
    void lzoIsRejectedWhenTheWriterIsBuiltAndLeavesNoFile(@TempDir Path dir) {
        Path target = dir.resolve("lzo.parquet");
        ParquetException e = assertThrows(ParquetException.class, () -> ParquetFile.writer(RowRoundTripTest.SCHEMA, target)
                .compression(Compression.LZO).build());
        assertTrue(e.getMessage().contains("cannot write LZO"), e.getMessage());
        assertFalse(Files.exists(target));
    }
}
