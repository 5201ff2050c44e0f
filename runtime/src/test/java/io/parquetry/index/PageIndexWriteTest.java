package io.parquetry.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.BoundaryOrder;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.PageHeader;
import io.parquetry.format.PageLocation;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SizeStatistics;
import io.parquetry.format.SortingColumn;
import io.parquetry.format.ThriftReader;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PageIndexWriteTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional binary name (STRING);
              optional int32 grp;
              optional double d;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
            }
            """);
    static final int ROWS = 1000;
    static final int PAGE_ROWS = 100;
    static final String PAD = "x".repeat(90);

    static List<Row> rows() {
        Random rnd = new Random(11);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            List<String> tags = i % 3 == 0 ? null : List.of("t" + (i % 5), "u" + i);
            rows.add(Row.of(SCHEMA, (long) i,
                    i % 7 == 0 ? null : String.format("%04d", i) + PAD + i,
                    i >= 200 && i < 300 ? null : ROWS - i,
                    rnd.nextDouble() * 1000 - 500,
                    tags));
        }
        return rows;
    }

    static byte[] write(List<Row> rows, Consumer<ParquetWriter.Builder<Row>> config) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter.Builder<Row> b = ParquetFile.writer(SCHEMA, out).pageRowLimit(PAGE_ROWS);
        config.accept(b);
        try (ParquetWriter<Row> w = b.build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void columnIndexHoldsExactBoundsPerPage(PageVersion version) {
        List<Row> rows = rows();
        byte[] bytes = write(rows, b -> b.pageVersion(version).sortedBy("id", false, true));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            OffsetIndex oi = Footers.offsetIndex(f, 0, "id");
            assertEquals(ROWS / PAGE_ROWS, oi.pageLocations().size());
            ColumnIndex id = Footers.columnIndex(f, 0, "id");
            assertEquals(BoundaryOrder.ASCENDING, id.boundaryOrder());
            for (int p = 0; p < ROWS / PAGE_ROWS; p++) {
                long first = oi.pageLocations().get(p).firstRowIndex();
                assertEquals(p * PAGE_ROWS, first);
                assertFalse(id.nullPages()[p]);
                assertEquals(first, ByteOrderAccess.getLong(id.minValues().get(p), 0));
                assertEquals(first + PAGE_ROWS - 1, ByteOrderAccess.getLong(id.maxValues().get(p), 0));
                assertEquals(0, id.nullCounts()[p]);
            }

            ColumnIndex grp = Footers.columnIndex(f, 0, "grp");
            assertEquals(BoundaryOrder.DESCENDING, grp.boundaryOrder());
            assertTrue(grp.nullPages()[2]);
            assertEquals(0, grp.minValues().get(2).length);
            assertEquals(PAGE_ROWS, grp.nullCounts()[2]);
            assertEquals(ROWS, ByteOrderAccess.getInt(grp.maxValues().get(0), 0));
            assertEquals(ROWS - PAGE_ROWS + 1, ByteOrderAccess.getInt(grp.minValues().get(0), 0));
            // optional flat column: definition level histogram per page is [nulls, values]
            long[] defHist = grp.definitionLevelHistograms();
            assertEquals(2 * (ROWS / PAGE_ROWS), defHist.length);
            assertEquals(PAGE_ROWS, defHist[2 * 2]);
            assertEquals(0, defHist[2 * 2 + 1]);
            assertEquals(PAGE_ROWS, defHist[0 * 2 + 1]);
            assertNull(grp.repetitionLevelHistograms());

            ColumnIndex d = Footers.columnIndex(f, 0, "d");
            assertEquals(BoundaryOrder.UNORDERED, d.boundaryOrder());
            for (int p = 0; p < ROWS / PAGE_ROWS; p++) {
                double min = Double.MAX_VALUE;
                double max = -Double.MAX_VALUE;
                for (int r = p * PAGE_ROWS; r < (p + 1) * PAGE_ROWS; r++) {
                    double v = (Double) rows.get(r).get("d");
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
                assertEquals(min, Double.longBitsToDouble(ByteOrderAccess.getLong(d.minValues().get(p), 0)));
                assertEquals(max, Double.longBitsToDouble(ByteOrderAccess.getLong(d.maxValues().get(p), 0)));
            }

            RowGroup rg = Footers.rowGroups(f).get(0);
            assertEquals(List.of(new SortingColumn(0, false, true)), rg.sortingColumns());
            // chunk-level histograms are the sums of the page histograms
            SizeStatistics sizes = Footers.chunk(f, 0, "grp").metaData().sizeStatistics();
            assertArrayEquals(new long[] {PAGE_ROWS, ROWS - PAGE_ROWS}, sizes.definitionLevelHistogram());

            // rows still read back unchanged
            try (ParquetReader<Row> r = f.rows()) {
                int i = 0;
                for (Row row : r) {
                    assertEquals(rows.get(i++), row);
                }
                assertEquals(ROWS, i);
            }
        }
    }

    @Test
    void longStringBoundsAreTruncatedButStillBound() {
        List<Row> rows = rows();
        byte[] bytes = write(rows, b -> { });
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            ColumnIndex name = Footers.columnIndex(f, 0, "name");
            assertEquals(BoundaryOrder.ASCENDING, name.boundaryOrder());
            for (int p = 0; p < ROWS / PAGE_ROWS; p++) {
                byte[] min = null;
                byte[] max = null;
                for (int r = p * PAGE_ROWS; r < (p + 1) * PAGE_ROWS; r++) {
                    Object v = rows.get(r).get("name");
                    if (v != null) {
                        byte[] b = ((String) v).getBytes(StandardCharsets.UTF_8);
                        min = min == null || Arrays.compareUnsigned(b, min) < 0 ? b : min;
                        max = max == null || Arrays.compareUnsigned(b, max) > 0 ? b : max;
                    }
                }
                byte[] storedMin = name.minValues().get(p);
                byte[] storedMax = name.maxValues().get(p);
                assertEquals(64, storedMin.length);
                assertArrayEquals(Arrays.copyOf(min, 64), storedMin);
                assertTrue(storedMax.length <= 64);
                assertTrue(Arrays.compareUnsigned(storedMax, max) > 0);
                assertTrue(Arrays.compareUnsigned(storedMax, Arrays.copyOf(max, 64)) > 0);
            }
        }
        byte[] longer = write(rows, b -> b.columnIndexTruncateLength(200));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(longer))) {
            ColumnIndex name = Footers.columnIndex(f, 0, "name");
            assertEquals("0001" + PAD + "1", new String(name.minValues().get(0), StandardCharsets.UTF_8));
            assertEquals("0099" + PAD + "99", new String(name.maxValues().get(0), StandardCharsets.UTF_8));
        }
    }

    @Test
    void offsetIndexPointsAtDataPageHeaders() {
        byte[] bytes = write(rows(), b -> { });
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            for (String col : new String[] {"id", "name", "grp", "d", "tags.list.element"}) {
                OffsetIndex oi = Footers.offsetIndex(f, 0, col);
                boolean flat = !col.startsWith("tags");
                long rowsSeen = 0;
                long previousFirst = -1;
                long valuesSeen = 0;
                for (PageLocation loc : oi.pageLocations()) {
                    if (flat) {
                        assertEquals(rowsSeen, loc.firstRowIndex());
                    } else {
                        // the page limit counts levels: pages of a repeated column hold fewer rows
                        assertTrue(loc.firstRowIndex() > previousFirst && loc.firstRowIndex() < ROWS);
                        assertEquals(previousFirst < 0 ? 0 : loc.firstRowIndex(), loc.firstRowIndex());
                    }
                    previousFirst = loc.firstRowIndex();
                    ThriftReader r = new ThriftReader(bytes, (int) loc.offset(), loc.compressedPageSize());
                    PageHeader h = r.readPageHeader();
                    assertEquals(PageType.DATA_PAGE, h.type());
                    assertEquals(loc.compressedPageSize(), r.position() - (int) loc.offset() + h.compressedPageSize());
                    valuesSeen += h.dataPageHeader().numValues();
                    rowsSeen += PAGE_ROWS;
                }
                assertEquals(Footers.chunk(f, 0, col).metaData().numValues(), valuesSeen, col);
            }
            // the repeated leaf has both histograms; their totals are the chunk's level count
            ColumnIndex tags = Footers.columnIndex(f, 0, "tags.list.element");
            long levels = Footers.chunk(f, 0, "tags.list.element").metaData().numValues();
            assertEquals(levels, Arrays.stream(tags.repetitionLevelHistograms()).sum());
            assertEquals(levels, Arrays.stream(tags.definitionLevelHistograms()).sum());
            assertEquals(2 * tags.nullPages().length, tags.repetitionLevelHistograms().length);
            assertEquals(4 * tags.nullPages().length, tags.definitionLevelHistograms().length);
        }
    }

    @Test
    void indexesOfAllRowGroupsComeAfterTheDataAndBeforeTheFooter() {
        List<Row> rows = rows();
        byte[] bytes = write(rows, b -> b.rowGroupSize(8 << 10).bloomFilter("id", 1000, 0.01));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            assertTrue(Footers.rowGroups(f).size() > 2, "expected several row groups, got " + Footers.rowGroups(f).size());
            long lastData = 0;
            long lastColumnIndex = 0;
            long firstOffsetIndex = Long.MAX_VALUE;
            long firstColumnIndex = Long.MAX_VALUE;
            for (RowGroup rg : Footers.rowGroups(f)) {
                for (ColumnChunk c : rg.columns()) {
                    lastData = Math.max(lastData, c.metaData().dataPageOffset() + c.metaData().totalCompressedSize());
                    assertNotNull(c.columnIndexOffset());
                    firstColumnIndex = Math.min(firstColumnIndex, c.columnIndexOffset());
                    lastColumnIndex = Math.max(lastColumnIndex, c.columnIndexOffset() + c.columnIndexLength());
                    firstOffsetIndex = Math.min(firstOffsetIndex, c.offsetIndexOffset());
                }
            }
            assertTrue(lastData <= firstColumnIndex);
            assertTrue(lastColumnIndex <= firstOffsetIndex);
            long row = 0;
            for (int g = 0; g < Footers.rowGroups(f).size(); g++) {
                BloomFilter filter = Footers.bloomFilter(f, g, "id");
                assertNotNull(filter);
                long n = Footers.rowGroups(f).get(g).numRows();
                for (long i = row; i < row + n; i++) {
                    assertTrue(filter.mightContain(i), "row group " + g + " id " + i);
                }
                row += n;
                assertNull(Footers.bloomFilter(f, g, "name"));
            }
            try (ParquetReader<Row> r = f.rows()) {
                int i = 0;
                for (Row rowRead : r) {
                    assertEquals(rows.get(i++), rowRead);
                }
            }
        }
    }

    @Test
    void bloomFilterOnStringAndDoubleColumns() {
        List<Row> rows = rows();
        byte[] bytes = write(rows, b -> b.pageIndex(false).bloomFilter("name", 1000, 0.01).bloomFilter("d", 1000, 0.01)
                .bloomFilter("tags.list.element", 2000, 0.05));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            assertNull(Footers.columnIndex(f, 0, "id"));
            assertNull(Footers.offsetIndex(f, 0, "id"));
            BloomFilter name = Footers.bloomFilter(f, 0, "name");
            BloomFilter d = Footers.bloomFilter(f, 0, "d");
            BloomFilter tags = Footers.bloomFilter(f, 0, "tags.list.element");
            int misses = 0;
            for (Row r : rows) {
                if (r.get("name") != null) {
                    assertTrue(name.mightContain((String) r.get("name")));
                }
                assertTrue(d.mightContain((double) (Double) r.get("d")));
                if (r.get("tags") != null) {
                    for (Object t : (List<?>) r.get("tags")) {
                        assertTrue(tags.mightContain((String) t));
                    }
                }
                if (name.mightContain("missing " + r.get("id"))) {
                    misses++;
                }
            }
            assertTrue(misses < 50, misses + " false positives in 1000");
            assertEquals(BloomFilter.optimalNumBytes(1000, 0.01, BloomFilter.DEFAULT_MAX_BYTES), name.numBytes());
        }
    }

    @Test
    void badConfigurationIsRejected() {
        InMemoryOutputFile out = new InMemoryOutputFile();
        assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, out).bloomFilter("nope", 10, 0.01).build());
        assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, out).sortedBy("nope", false, false).build());
        assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, out).bloomFilter("id", 10, 1.5));
        MessageType bools = MessageTypeParser.parse("message m { required boolean b; }");
        assertThrows(ParquetException.class, () -> ParquetFile.writer(bools, out).bloomFilter("b", 10, 0.01).build());
    }

    @Test
    void allNanPageLeavesTheChunkWithoutColumnIndex() {
        MessageType s = MessageTypeParser.parse("message m { required double v; }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(s, out).pageRowLimit(10).build()) {
            for (int i = 0; i < 30; i++) {
                w.write(Row.of(s, i >= 10 && i < 20 ? Double.NaN : (double) i));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            assertNull(Footers.columnIndex(f, 0, "v"));
            assertEquals(3, Footers.offsetIndex(f, 0, "v").pageLocations().size());
        }
    }

    @Test
    void corruptIndexLocationsAreReported() {
        byte[] bytes = write(rows(), b -> b.bloomFilter("id", 100, 0.1));
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            ColumnChunk c = Footers.chunk(f, 0, "id");
            InMemoryInputFile in = new InMemoryInputFile(bytes, "mem");
            ColumnChunk beyond = new ColumnChunk(null, 0, c.metaData(), (long) bytes.length - 4, 100,
                    (long) bytes.length + 10, 50, null, null);
            ParquetException e = assertThrows(ParquetException.class, () -> PageIndexReader.columnIndex(in, beyond));
            assertTrue(e.getMessage().contains("column id"), e.getMessage());
            assertThrows(ParquetException.class, () -> PageIndexReader.offsetIndex(in, beyond));
            // an offset index read from the middle of a data page is garbage, not a crash
            ColumnChunk garbage = new ColumnChunk(null, 0, c.metaData(), 4L, 200, 4L, 200, null, null);
            assertThrows(ParquetException.class, () -> PageIndexReader.columnIndex(in, garbage));
            assertThrows(ParquetException.class, () -> Footers.bloomFilter(f, 5, "id"));
        }
    }
}
