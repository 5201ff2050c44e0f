package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.filter.Columns;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.io.InputFile;
import io.parquetry.io.InputFile.Range;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reader tells its file which column chunks of a row group it is about to read (InputFile.prefetch). */
class PrefetchHintTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional binary name (STRING);
              optional double score;
              optional int32 bucket;
            }""");

    /** Records the hints and the reads made through it. */
    static final class Recording implements InputFile {
        final InputFile in;
        final List<List<Range>> hints = new ArrayList<>();
        final List<Range> reads = new ArrayList<>();

        Recording(InputFile in) {
            this.in = in;
        }

        @Override
        public long length() throws IOException {
            return in.length();
        }

        @Override
        public void readFully(long position, byte[] dst, int off, int len) throws IOException {
            reads.add(new Range(position, len));
            in.readFully(position, dst, off, len);
        }

        @Override
        public String location() {
            return in.location();
        }

        @Override
        public void prefetch(List<Range> ranges) {
            hints.add(List.copyOf(ranges));
        }
    }

    static byte[] file() {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).rowGroupSize(16 << 10).build()) {
            for (int i = 0; i < 6000; i++) {
                w.write(Row.of(SCHEMA, (long) i, "name-" + i, i * 0.5, i % 7));
            }
        }
        return out.toByteArray();
    }

    static Range chunkRange(ParquetFile f, int rowGroup, String column) {
        ColumnMetaData m = Footers.chunk(f, rowGroup, column).metaData();
        Long dict = m.dictionaryPageOffset();
        long start = dict != null && dict >= 4 && dict < m.dataPageOffset() ? dict : m.dataPageOffset();
        return new Range(start, m.totalCompressedSize());
    }

    @Test
    void aProjectedReadHintsExactlyTheProjectedChunksOfEachRowGroupBeforeReadingThem() {
        byte[] bytes = file();
        Recording in = new Recording(new InMemoryInputFile(bytes));
        try (ParquetFile f = ParquetFile.open(in)) {
            int groups = f.rowGroups().size();
            assertTrue(groups > 2, "several row groups: " + groups);
            in.reads.clear();
            long n = 0;
            try (ParquetReader<Row> r = f.rows("name", "bucket")) {
                for (Row row : r) {
                    assertEquals("name-" + n, row.get("name"));
                    assertEquals((int) (n % 7), row.get("bucket"));
                    n++;
                }
            }
            assertEquals(6000, n);
            assertEquals(groups, in.hints.size());
            for (int g = 0; g < groups; g++) {
                assertEquals(List.of(chunkRange(f, g, "name"), chunkRange(f, g, "bucket")), in.hints.get(g), "row group " + g);
            }
            // every read lies inside a hinted range
            List<Range> hinted = in.hints.stream().flatMap(List::stream).toList();
            for (Range read : in.reads) {
                assertTrue(hinted.stream().anyMatch(h -> h.offset() <= read.offset() && read.end() <= h.end()),
                        () -> read + " outside the hints " + hinted);
            }
        }
    }

    @Test
    void rowsNarrowedByThePageIndexHintOnlyTheSelectedPagesAndEveryReadLiesInThem() {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageRowLimit(500).build()) {
            for (int i = 0; i < 6000; i++) {
                w.write(Row.of(SCHEMA, (long) i, "name-" + i, i * 0.5, i % 7));
            }
        }
        Recording in = new Recording(new InMemoryInputFile(out.toByteArray()));
        try (ParquetFile f = ParquetFile.open(in)) {
            assertEquals(1, f.rowGroups().size());
            in.reads.clear();
            List<String> names = new ArrayList<>();
            try (ParquetReader<Row> r = f.rows(Columns.longColumn("id").gtEq(2100L).and(Columns.longColumn("id").ltEq(2300L)), "name", "score")) {
                for (Row row : r) {
                    names.add((String) row.get("name"));
                }
                assertTrue(r.skippedPages() > 0, "the page index skipped pages");
            }
            assertEquals(201, names.size());
            assertEquals("name-2100", names.get(0));
            assertEquals(1, in.hints.size());
            List<Range> hint = in.hints.get(0);
            long hinted = hint.stream().mapToLong(Range::length).sum();
            long expected = 0; // per column: the dictionary page and the data pages that hold rows 2100..2300
            long chunks = 0;
            for (String c : List.of("id", "name", "score")) {
                Range chunk = chunkRange(f, 0, c);
                chunks += chunk.length();
                List<io.parquetry.format.PageLocation> pages = Footers.offsetIndex(f, 0, c).pageLocations();
                expected += pages.get(0).offset() - chunk.offset();
                for (int i = 0; i < pages.size(); i++) {
                    long first = pages.get(i).firstRowIndex();
                    long end = i + 1 < pages.size() ? pages.get(i + 1).firstRowIndex() : 6000;
                    if (first <= 2300 && end > 2100) {
                        expected += pages.get(i).compressedPageSize();
                    }
                }
            }
            assertEquals(expected, hinted, "the selected pages");
            assertTrue(hinted < chunks, "pages, not chunks: " + hinted + " of " + chunks);
            for (Range read : in.reads) {
                if (read.length() > 0 && hint.stream().noneMatch(h -> h.offset() <= read.offset() && read.end() <= h.end())) {
                    // only the page indexes (read before the hint, by the filter) lie outside it
                    assertTrue(read.offset() >= hint.stream().mapToLong(Range::end).max().orElse(0), read + " outside " + hint);
                }
            }
        }
    }

    @Test
    void aFilteredReadHintsTheFilterColumnTooAndNothingForPrunedRowGroups() {
        byte[] bytes = file();
        Recording in = new Recording(new InMemoryInputFile(bytes));
        try (ParquetFile f = ParquetFile.open(in)) {
            List<Long> ids = new ArrayList<>();
            try (ParquetReader<Row> r = f.rows(Columns.longColumn("id").lt(10L), "name")) {
                for (Row row : r) {
                    ids.add(Long.parseLong(((String) row.get("name")).substring(5)));
                }
            }
            assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L), ids);
            // only the first row group survives the statistics; its hint names the projected and the filter chunk
            assertEquals(1, in.hints.size(), in.hints::toString);
            assertEquals(List.of(chunkRange(f, 0, "id"), chunkRange(f, 0, "name")), in.hints.get(0));
        }
    }
}
