package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.PageLocation;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.BloomFilter;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.metadata.FileMetadata;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The public footer views ({@code io.parquetry.metadata}) hold what the decoded Thrift footer
 * holds, value by value, and what the written rows imply (counts, bounds); they are immutable.
 */
class MetadataViewsTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int32 id;
              optional binary name (STRING);
              required double score;
            }
            """);
    static final int ROWS = 2_000;

    static byte[] write(FileEncryption encryption) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter.Builder<Row> b = ParquetFile.writer(SCHEMA, out).compression(Compression.GZIP).pageRowLimit(300)
                .rowGroupSize(40_000).keyValue("origin", "views test").keyValue("empty", null)
                .bloomFilter("name", ROWS, 0.01).sortedBy("id", false, true);
        if (encryption != null) {
            b.encryption(encryption);
        }
        try (ParquetWriter<Row> w = b.build()) {
            for (int i = 0; i < ROWS; i++) {
                w.write(Row.of(SCHEMA, i + 1, i % 10 == 0 ? null : "n" + i, i * 0.5));
            }
        }
        return out.toByteArray();
    }

    @Test
    void viewsHoldTheFootersValues() {
        byte[] file = write(null);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            FileMetadata md = f.metadata();
            assertSame(md, f.metadata(), "built once");
            assertEquals(Footers.footer(f).version(), md.version());
            assertEquals(ROWS, md.rowCount());
            assertEquals(Footers.footer(f).createdBy(), md.createdBy());
            assertTrue(md.createdBy().startsWith("parquetry"), md.createdBy());
            assertEquals("views test", md.keyValueMetadata().get("origin"));
            assertTrue(md.keyValueMetadata().containsKey("empty"));
            assertNull(md.keyValueMetadata().get("empty"));
            assertFalse(md.encrypted());
            assertTrue(md.rowGroups().size() > 1, md.rowGroups().size() + " row groups");
            assertEquals(md.rowGroups(), f.rowGroups());

            long rows = 0;
            for (RowGroupMetadata g : md.rowGroups()) {
                io.parquetry.format.RowGroup raw = Footers.rowGroups(f).get(g.ordinal());
                assertEquals(raw.numRows(), g.rowCount());
                assertEquals(raw.totalByteSize(), g.totalByteSize());
                assertEquals(raw.totalCompressedSize(), g.totalCompressedSize());
                assertEquals(raw.fileOffset(), g.fileOffset());
                assertEquals(List.of(new RowGroupMetadata.SortingColumn(0, false, true)), g.sortingColumns());
                assertEquals(3, g.columns().size());
                for (int c = 0; c < 3; c++) {
                    ColumnChunkMetadata view = g.columns().get(c);
                    String path = SCHEMA.columns().get(c).path().toDotString();
                    assertEquals(path, view.path().toDotString());
                    assertChunk(raw.columns().get(c), view, path);
                    assertEquals(view, f.chunk(g.ordinal(), path), path);
                }
                ColumnChunkMetadata id = g.columns().get(0);
                assertEquals(Type.INT32, id.type());
                assertEquals(Compression.GZIP, id.compression());
                assertEquals(g.rowCount(), id.valueCount());
                ColumnStatistics s = id.statistics();
                assertArrayEquals(le((int) rows + 1), s.min(), "first id of the row group");
                assertArrayEquals(le((int) (rows + g.rowCount())), s.max(), "last id of the row group");
                assertEquals(0L, s.nullCount());
                long nulls = 0;
                for (long r = rows; r < rows + g.rowCount(); r++) {
                    nulls += r % 10 == 0 ? 1 : 0;
                }
                assertEquals(nulls, g.columns().get(1).statistics().nullCount());
                assertEquals(Type.DOUBLE, g.columns().get(2).type());
                assertNull(id.sizes(), "a required flat column has no levels to count");
                assertNotNull(g.columns().get(1).sizes().unencodedByteArrayDataBytes(), "name");
                rows += g.rowCount();
            }
            assertEquals(ROWS, rows);
        }
    }

    private static void assertChunk(ColumnChunk raw, ColumnChunkMetadata view, String path) {
        ColumnMetaData m = raw.metaData();
        assertEquals(m.type(), view.type(), path);
        assertEquals(m.codec(), view.compression(), path);
        assertEquals(m.encodings(), view.encodings(), path);
        assertEquals(m.numValues(), view.valueCount(), path);
        assertEquals(m.totalCompressedSize(), view.compressedSize(), path);
        assertEquals(m.totalUncompressedSize(), view.uncompressedSize(), path);
        assertEquals(m.dataPageOffset(), view.dataPageOffset(), path);
        assertEquals(m.dictionaryPageOffset(), view.dictionaryPageOffset(), path);
        assertEquals(m.dictionaryPageOffset() != null ? m.dictionaryPageOffset() : m.dataPageOffset(), view.startOffset(), path);
        assertArrayEquals(m.statistics().minValue(), view.statistics().min(), path);
        assertArrayEquals(m.statistics().maxValue(), view.statistics().max(), path);
        assertEquals(m.statistics().nullCount(), view.statistics().nullCount(), path);
        assertEquals(m.statistics().isMinValueExact(), view.statistics().minExact(), path);
        assertEquals(m.encodingStats().size(), view.encodingStats().size(), path);
        for (int i = 0; i < m.encodingStats().size(); i++) {
            assertEquals(m.encodingStats().get(i).pageType(), view.encodingStats().get(i).pageType(), path);
            assertEquals(m.encodingStats().get(i).encoding(), view.encodingStats().get(i).encoding(), path);
            assertEquals(m.encodingStats().get(i).count(), view.encodingStats().get(i).count(), path);
        }
        if (m.sizeStatistics() == null) {
            assertNull(view.sizes(), path);
        } else {
            assertEquals(m.sizeStatistics().unencodedByteArrayDataBytes(), view.sizes().unencodedByteArrayDataBytes(), path);
            assertEquals(longs(m.sizeStatistics().definitionLevelHistogram()), view.sizes().definitionLevelHistogram(), path);
            assertEquals(longs(m.sizeStatistics().repetitionLevelHistogram()), view.sizes().repetitionLevelHistogram(), path);
        }
        assertEquals(raw.columnIndexOffset(), view.pageIndex().columnIndexOffset(), path);
        assertEquals(raw.columnIndexLength(), view.pageIndex().columnIndexLength(), path);
        assertEquals(raw.offsetIndexOffset(), view.pageIndex().offsetIndexOffset(), path);
        assertEquals(raw.offsetIndexLength(), view.pageIndex().offsetIndexLength(), path);
        assertEquals(m.bloomFilterOffset(), view.pageIndex().bloomFilterOffset(), path);
        assertEquals(m.bloomFilterLength(), view.pageIndex().bloomFilterLength(), path);
        assertFalse(view.encrypted(), path);
        assertFalse(view.hidden(), path);
    }

    @Test
    void pageIndexAndBloomFilterViews() {
        byte[] file = write(null);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            for (String path : List.of("id", "name", "score")) {
                io.parquetry.format.ColumnIndex raw = Footers.columnIndex(f, 0, path);
                ColumnIndex ci = f.columnIndex(0, path);
                assertEquals(raw.nullPages().length, ci.pageCount(), path);
                assertTrue(ci.pageCount() > 1, path + ": " + ci.pageCount() + " pages");
                assertEquals(raw.boundaryOrder(), ci.boundaryOrder(), path);
                for (int p = 0; p < ci.pageCount(); p++) {
                    assertEquals(raw.nullPages()[p], ci.isNullPage(p), path);
                    assertArrayEquals(raw.minValues().get(p), ci.min(p), path);
                    assertArrayEquals(raw.maxValues().get(p), ci.max(p), path);
                    assertEquals(raw.nullCounts()[p], ci.nullCount(p), path);
                }
                assertArrayEquals(raw.definitionLevelHistograms(), ci.definitionLevelHistograms(), path);
                io.parquetry.format.OffsetIndex rawOffsets = Footers.offsetIndex(f, 0, path);
                OffsetIndex oi = f.offsetIndex(0, path);
                assertEquals(rawOffsets.pageLocations().size(), oi.pages().size(), path);
                for (int p = 0; p < oi.pages().size(); p++) {
                    PageLocation l = rawOffsets.pageLocations().get(p);
                    OffsetIndex.PageLocation v = oi.pages().get(p);
                    assertEquals(l.offset(), v.offset(), path);
                    assertEquals(l.compressedPageSize(), v.compressedSize(), path);
                    assertEquals(l.firstRowIndex(), v.firstRowIndex(), path);
                }
            }
            ColumnIndex ids = f.columnIndex(0, "id");
            assertArrayEquals(le(1), ids.min(0));
            assertEquals(io.parquetry.base.BoundaryOrder.ASCENDING, ids.boundaryOrder());
            assertEquals(0, f.offsetIndex(0, "id").pages().get(0).firstRowIndex());

            BloomFilter names = f.bloomFilter(0, "name");
            assertNotNull(names);
            assertEquals(Footers.bloomFilter(f, 0, "name").numBytes(), names.numBytes());
            long rowsInFirst = f.rowGroups().get(0).rowCount();
            for (int i = 1; i < rowsInFirst; i++) {
                if (i % 10 != 0) {
                    assertTrue(names.mightContain("n" + i), "n" + i);
                    assertTrue(names.mightContain(("n" + i).getBytes(StandardCharsets.UTF_8)), "n" + i);
                }
            }
            int falsePositives = 0;
            for (int i = 0; i < 1000; i++) {
                falsePositives += names.mightContain("absent" + i) ? 1 : 0;
            }
            assertTrue(falsePositives < 50, falsePositives + " false positives in 1000");
            assertNull(f.bloomFilter(0, "id"), "no bloom filter was asked for id");
        }
    }

    @Test
    void viewsAreImmutable() {
        byte[] file = write(null);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ColumnChunkMetadata id = f.metadata().rowGroups().get(0).columns().get(0);
            byte[] min = id.statistics().min();
            min[0] = 99;
            assertArrayEquals(le(1), id.statistics().min());
            ColumnIndex ci = f.columnIndex(0, "id");
            ci.min(0)[0] = 99;
            assertArrayEquals(le(1), ci.min(0));
            assertThrows(UnsupportedOperationException.class, () -> f.metadata().rowGroups().clear());
            assertThrows(UnsupportedOperationException.class, () -> id.encodings().add(Encoding.PLAIN));
            assertThrows(UnsupportedOperationException.class, () -> f.metadata().keyValueMetadata().put("x", "y"));
        }
    }

    @Test
    void aChunkWhoseKeyTheReaderLacksIsHidden() {
        byte[] footerKey = "0123456789012345".getBytes(StandardCharsets.US_ASCII);
        byte[] nameKey = "1234567890123450".getBytes(StandardCharsets.US_ASCII);
        byte[] file = write(FileEncryption.builder(footerKey).columnKey("name", nameKey, "kn".getBytes(StandardCharsets.US_ASCII))
                .build());
        FileDecryption footerOnly = FileDecryption.builder().footerKey(footerKey).build();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), ReadOptions.defaults().withDecryption(footerOnly))) {
            FileMetadata md = f.metadata();
            assertTrue(md.encrypted());
            ColumnChunkMetadata id = md.rowGroups().get(0).columns().get(0);
            ColumnChunkMetadata name = md.rowGroups().get(0).columns().get(1);
            assertFalse(id.hidden());
            assertEquals(md.rowGroups().get(0).rowCount(), id.valueCount());
            assertTrue(name.encrypted());
            assertTrue(name.hidden());
            assertEquals("name", name.path().toDotString());
            assertEquals(Type.BYTE_ARRAY, name.type());
            assertNull(name.compression());
            assertEquals(-1, name.valueCount());
            assertNull(name.statistics());
            assertThrows(ParquetException.class, () -> f.columnIndex(0, "name"));
        }
        FileDecryption all = FileDecryption.builder().footerKey(footerKey).columnKey("name", nameKey).build();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), ReadOptions.defaults().withDecryption(all))) {
            ColumnChunkMetadata name = f.metadata().rowGroups().get(0).columns().get(1);
            assertTrue(name.encrypted());
            assertFalse(name.hidden());
            assertEquals(Compression.GZIP, name.compression());
            assertEquals(f.metadata().rowGroups().get(0).rowCount(), name.valueCount());
            assertNotNull(name.statistics());
        }
    }

    private static byte[] le(int v) {
        return ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(v).array();
    }

    private static List<Long> longs(long[] values) {
        return values == null ? List.of() : java.util.Arrays.stream(values).boxed().toList();
    }
}
