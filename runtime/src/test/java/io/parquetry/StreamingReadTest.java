package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.column.ChunkBytes;
import io.parquetry.column.ColumnReadOptions;
import io.parquetry.column.ColumnReader;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.PageLocation;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.io.InputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Column chunks read a window at a time ({@link ChunkBytes}): the values equal those written,
 * whatever the window (page headers and bodies cut by a window's end, pages larger than the
 * window), and a read of a large chunk never reads the whole chunk at once.
 */
class StreamingReadTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional binary name (STRING);
              optional double score;
            }""");
    static final int ROWS = 60_000;

    /** Row {@code i}'s name: mostly short, every 997th 70-300 KiB (a page larger than a 64 KiB window), every 5th null. */
    static String name(int i) {
        if (i % 5 == 4) {
            return null;
        }
        if (i % 997 == 0) {
            // random letters: no codec shrinks these pages below the window
            SplittableRandom random = new SplittableRandom(i);
            char[] big = new char[(70 << 10) + i % 7000 * 8];
            for (int k = 0; k < big.length; k++) {
                big[k] = (char) ('a' + random.nextInt(26));
            }
            return "big-" + i + "-" + new String(big);
        }
        return "name-" + i;
    }

    static long id(int i) {
        return new SplittableRandom(31L * i).nextLong();
    }

    static double score(int i) {
        return new SplittableRandom(i).nextDouble();
    }

    static byte[] file(Compression codec, PageVersion version) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).compression(codec).pageVersion(version)
                .pageSize(48 << 10).dictionary(false)
                // PLAIN throughout: the chunks must stay several windows long whatever encoding would be smallest
                .encoding("id", Encoding.PLAIN).encoding("name", Encoding.PLAIN).build()) {
            for (int i = 0; i < ROWS; i++) {
                w.write(Row.of(SCHEMA, id(i), name(i), i % 3 == 0 ? null : score(i)));
            }
        }
        return out.toByteArray();
    }

    static long chunkStart(ColumnMetaData m) {
        Long dict = m.dictionaryPageOffset();
        return dict != null && dict >= 4 && dict < m.dataPageOffset() ? dict : m.dataPageOffset();
    }

    /** Reads column {@code path} of row group 0 through {@code bytes}, as strings ("null" for nulls), from row {@code first}. */
    static List<String> values(ColumnReader r) {
        List<String> out = new ArrayList<>();
        while (r.hasNext()) {
            if (!r.isDefined()) {
                out.add("null");
                r.next();
                continue;
            }
            out.add(switch (r.column().type().physicalType()) {
                case INT64 -> Long.toString(r.takeLong());
                case DOUBLE -> Double.toString(r.takeDouble());
                default -> r.takeString();
            });
        }
        return out;
    }

    static String expected(String column, int i) {
        return switch (column) {
            case "id" -> Long.toString(id(i));
            case "name" -> String.valueOf(name(i));
            default -> i % 3 == 0 ? "null" : Double.toString(score(i));
        };
    }

    @ParameterizedTest
    @CsvSource({"UNCOMPRESSED, V1, false", "UNCOMPRESSED, V2, true", "SNAPPY, V1, true", "SNAPPY, V2, false",
            "ZSTD, V1, true"})
    void everyWindowReadsTheValuesWritten(Compression codec, PageVersion version, boolean readAhead) throws IOException {
        byte[] bytes = file(codec, version);
        ColumnReadOptions options = new ColumnReadOptions(true, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH, readAhead);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            assertEquals(1, f.rowGroups().size());
            for (String column : List.of("id", "name", "score")) {
                ColumnDescriptor d = f.schema().columns().stream().filter(c -> c.path().toString().equals(column)).findFirst().orElseThrow();
                ColumnMetaData m = Footers.chunk(f, 0, column).metaData();
                long start = chunkStart(m);
                long end = start + m.totalCompressedSize();
                assertTrue(m.totalCompressedSize() > 3 * ChunkBytes.MIN_WINDOW, column + ": a chunk of several windows");
                for (int window : new int[] {ChunkBytes.MIN_WINDOW, 100_003, 1 << 20, Integer.MAX_VALUE - 64}) {
                    PrefetchHintTest.Recording in = new PrefetchHintTest.Recording(new InMemoryInputFile(bytes));
                    ChunkBytes source = ChunkBytes.ofFile(in, "mem", new long[] {start, end}, window);
                    List<String> got = values(ColumnReader.ofRowGroup(d, source, m.numValues(), m.codec(), options, "mem",
                            null, null, 0, ROWS));
                    assertEquals(ROWS, got.size(), column + " window " + window);
                    for (int i = 0; i < ROWS; i++) {
                        if (!expected(column, i).equals(got.get(i))) {
                            assertEquals(expected(column, i), got.get(i), column + " row " + i + " window " + window);
                        }
                    }
                    assertEquals(m.totalCompressedSize(), in.reads.stream().mapToLong(InputFile.Range::length).sum(),
                            "every byte of the chunk read once");
                    if (window < m.totalCompressedSize()) {
                        assertTrue(in.reads.size() > 1, "read in windows: " + in.reads);
                    }
                }
            }
        }
    }

    @Test
    void selectedPagesReadInWindowsFromSeveralRanges() throws IOException {
        byte[] bytes = file(Compression.SNAPPY, PageVersion.V1);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            String column = "name";
            ColumnDescriptor d = f.schema().columns().get(1);
            assertEquals(column, d.path().toString());
            ColumnMetaData m = Footers.chunk(f, 0, column).metaData();
            List<PageLocation> pages = Footers.offsetIndex(f, 0, column).pageLocations();
            assertTrue(pages.size() > 10, "pages: " + pages.size());
            // every third page, each its own range
            List<Long> spans = new ArrayList<>();
            List<Long> firstRows = new ArrayList<>();
            List<Long> endRows = new ArrayList<>();
            for (int i = 0; i < pages.size(); i += 3) {
                PageLocation l = pages.get(i);
                spans.add(l.offset());
                spans.add(l.offset() + l.compressedPageSize());
                firstRows.add(l.firstRowIndex());
                endRows.add(i + 1 < pages.size() ? pages.get(i + 1).firstRowIndex() : ROWS);
            }
            ChunkBytes source = ChunkBytes.ofFile(new InMemoryInputFile(bytes), "mem",
                    spans.stream().mapToLong(Long::longValue).toArray(), ChunkBytes.MIN_WINDOW);
            ColumnReader r = ColumnReader.selectedPages(d, source, m.codec(), ColumnReadOptions.defaults(), "mem", null, null,
                    firstRows.stream().mapToLong(Long::longValue).toArray(), endRows.stream().mapToLong(Long::longValue).toArray());
            int page = 0;
            int n = 0;
            while (r.hasNext()) {
                long row = r.row();
                while (page + 1 < firstRows.size() && row >= firstRows.get(page + 1)) {
                    page++;
                }
                assertTrue(row >= firstRows.get(page) && row < endRows.get(page), "row " + row + " in page " + page);
                String got = r.isDefined() ? r.takeString() : null;
                if (got == null) {
                    r.next();
                }
                assertEquals(name((int) row), got, "row " + row);
                n++;
            }
            long expectedRows = 0;
            for (int i = 0; i < firstRows.size(); i++) {
                expectedRows += endRows.get(i) - firstRows.get(i);
            }
            assertEquals(expectedRows, n);
        }
    }

    @Test
    void aLargeChunkIsNeverReadWhole() throws IOException {
        // one incompressible 24 MB chunk: 3M random longs
        MessageType schema = MessageTypeParser.parse("message m { required int64 v; }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        long sum = 0;
        SplittableRandom random = new SplittableRandom(7);
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).rowGroupSize(256 << 20).compression(Compression.UNCOMPRESSED)
                .dictionary(false).build()) {
            for (int i = 0; i < 3_000_000; i++) {
                long v = random.nextLong();
                sum += v;
                w.write(Row.of(schema, v));
            }
        }
        PrefetchHintTest.Recording in = new PrefetchHintTest.Recording(new InMemoryInputFile(out.toByteArray()));
        try (ParquetFile f = ParquetFile.open(in)) {
            assertEquals(1, f.rowGroups().size());
            long chunk = Footers.chunk(f, 0, "v").metaData().totalCompressedSize();
            assertTrue(chunk > 20 << 20, "chunk of " + chunk);
            in.reads.clear();
            long got = 0;
            long n = 0;
            try (ParquetReader<Row> r = f.rows()) {
                for (Row row : r) {
                    got += (Long) row.get("v");
                    n++;
                }
            }
            assertEquals(3_000_000, n);
            assertEquals(sum, got);
            long largest = in.reads.stream().mapToLong(InputFile.Range::length).max().orElse(0);
            assertTrue(largest <= 8 << 20, "largest read " + largest + " of a " + chunk + "-byte chunk");
            assertTrue(in.reads.size() > 2, "the chunk read in windows: " + in.reads);
        }
    }

    @Test
    void aTruncatedChunkFailsNamingTheFileOffset() {
        byte[] bytes = file(Compression.UNCOMPRESSED, PageVersion.V1);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            ColumnDescriptor d = f.schema().columns().get(0);
            ColumnMetaData m = Footers.chunk(f, 0, "id").metaData();
            long start = chunkStart(m);
            // the chunk cut short in its middle: a page runs past what is left
            long end = start + m.totalCompressedSize() / 2;
            ChunkBytes source = ChunkBytes.ofFile(new InMemoryInputFile(bytes), "mem", new long[] {start, end}, ChunkBytes.MIN_WINDOW);
            ParquetException e = assertThrows(ParquetException.class, () -> {
                ColumnReader r = ColumnReader.ofRowGroup(d, source, m.numValues(), m.codec(), ColumnReadOptions.defaults(), "mem",
                        null, null, 0, ROWS);
                while (r.hasNext()) {
                    r.takeLong();
                }
            });
            assertTrue(e.getMessage().startsWith("mem: column id, page "), e.getMessage());
            assertTrue(e.getMessage().contains("does not fit the"), e.getMessage());
            assertFalse(e.getMessage().contains("at offset -"), e.getMessage());
        }
    }
}
