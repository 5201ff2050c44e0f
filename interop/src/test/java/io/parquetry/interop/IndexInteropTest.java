package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.OffsetIndex.PageLocation;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageTypeParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.values.bloomfilter.BloomFilter;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Page indexes and bloom filters across implementations: parquet-java reads the ColumnIndex,
 * OffsetIndex and bloom filters we write and sees what we wrote (and uses the column index to
 * skip pages); DuckDB still reads those files value by value; we read the page indexes and bloom
 * filters parquet-java writes.
 */
class IndexInteropTest {
    static final String SCHEMA = """
            message m {
              required int64 id;
              optional binary name (STRING);
              optional int32 small;
              optional double d;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
            }
            """;
    static final int ROWS = 3000;

    @TempDir
    Path dir;

    static List<Row> rows(io.parquetry.schema.MessageType schema) {
        Random rnd = new Random(5);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            rows.add(Row.of(schema, (long) i,
                    i % 11 == 0 ? null : "name-" + "y".repeat(80) + i,
                    i >= 500 && i < 1000 ? null : rnd.nextInt(1000),
                    (double) (ROWS - i) / 3,
                    i % 4 == 0 ? null : List.of("tag" + (i % 9), "x" + i)));
        }
        return rows;
    }

    private Path writeOurs(String name) {
        io.parquetry.schema.MessageType schema = MessageTypeParser.parse(SCHEMA);
        Path file = dir.resolve(name);
        try (io.parquetry.ParquetWriter<Row> w = ParquetFile.writer(schema, file).pageRowLimit(250)
                .rowGroupSize(40 << 10)
                .bloomFilter("id", ROWS, 0.01).bloomFilter("name", ROWS, 0.01).bloomFilter("small", 1000, 0.01)
                .bloomFilter("d", ROWS, 0.01).bloomFilter("tags.list.element", ROWS, 0.05).build()) {
            w.writeAll(rows(schema));
        }
        return file;
    }

    private static List<Long> nullCounts(ColumnIndex ci) {
        List<Long> out = new ArrayList<>();
        for (int p = 0; p < ci.pageCount(); p++) {
            out.add(ci.nullCount(p));
        }
        return out;
    }

    private static List<Long> longs(long[] a) {
        return a == null ? null : Arrays.stream(a).boxed().toList();
    }

    private static byte[] bytes(ByteBuffer b) {
        ByteBuffer d = b.duplicate();
        byte[] out = new byte[d.remaining()];
        d.get(out);
        return out;
    }

    @Test
    void parquetJavaReadsOurPageIndexesAndBloomFilters() throws IOException {
        Path file = writeOurs("ours.parquet");
        io.parquetry.schema.MessageType schema = MessageTypeParser.parse(SCHEMA);
        List<Row> rows = rows(schema);
        try (ParquetFile ours = ParquetFile.open(file);
             ParquetFileReader theirs = ParquetFileReader.open(new LocalInputFile(file))) {
            List<BlockMetaData> blocks = theirs.getFooter().getBlocks();
            assertTrue(blocks.size() > 1, "expected several row groups");
            int firstRow = 0;
            for (int g = 0; g < blocks.size(); g++) {
                BlockMetaData block = blocks.get(g);
                for (ColumnChunkMetaData col : block.getColumns()) {
                    String path = col.getPath().toDotString();
                    ColumnIndex ci = ours.columnIndex(g, path);
                    OffsetIndex oi = ours.offsetIndex(g, path);
                    assertNotNull(ci, path);
                    var jci = theirs.readColumnIndex(col);
                    assertNotNull(jci, "parquet-java found no column index for " + path);
                    assertEquals(ci.boundaryOrder().name(), jci.getBoundaryOrder().name(), path);
                    for (int p = 0; p < ci.pageCount(); p++) {
                        assertEquals(ci.isNullPage(p), jci.getNullPages().get(p), path);
                        assertArrayEquals(ci.min(p), bytes(jci.getMinValues().get(p)), path);
                        assertArrayEquals(ci.max(p), bytes(jci.getMaxValues().get(p)), path);
                    }
                    assertEquals(nullCounts(ci), jci.getNullCounts(), path);
                    if (ci.definitionLevelHistograms() != null) {
                        assertEquals(longs(ci.definitionLevelHistograms()), jci.getDefinitionLevelHistogram(), path);
                    }
                    if (ci.repetitionLevelHistograms() != null) {
                        assertEquals(longs(ci.repetitionLevelHistograms()), jci.getRepetitionLevelHistogram(), path);
                    }
                    var joi = theirs.readOffsetIndex(col);
                    assertEquals(oi.pages().size(), joi.getPageCount(), path);
                    for (int p = 0; p < joi.getPageCount(); p++) {
                        PageLocation loc = oi.pages().get(p);
                        assertEquals(loc.offset(), joi.getOffset(p));
                        assertEquals(loc.compressedSize(), joi.getCompressedPageSize(p));
                        assertEquals(loc.firstRowIndex(), joi.getFirstRowIndex(p));
                        if (loc.unencodedByteArrayDataBytes() != null) {
                            assertEquals(java.util.Optional.of(loc.unencodedByteArrayDataBytes()),
                                    joi.getUnencodedByteArrayDataBytes(p), path);
                        }
                    }
                    var sizes = ours.chunk(g, path).sizes();
                    if (sizes != null && sizes.unencodedByteArrayDataBytes() != null) {
                        assertEquals(java.util.Optional.of(sizes.unencodedByteArrayDataBytes()),
                                col.getSizeStatistics().getUnencodedByteArrayDataBytes(), path);
                    }

                    BloomFilter bf = theirs.readBloomFilter(col);
                    assertNotNull(bf, "parquet-java found no bloom filter for " + path);
                    for (int r = firstRow; r < firstRow + block.getRowCount(); r++) {
                        Row row = rows.get(r);
                        switch (path) {
                            case "id" -> assertTrue(bf.findHash(bf.hash((long) (Long) row.get("id"))));
                            case "name" -> {
                                if (row.get("name") != null) {
                                    assertTrue(bf.findHash(bf.hash(Binary.fromString((String) row.get("name")))));
                                }
                            }
                            case "small" -> {
                                if (row.get("small") != null) {
                                    assertTrue(bf.findHash(bf.hash((int) (Integer) row.get("small"))));
                                }
                            }
                            case "d" -> assertTrue(bf.findHash(bf.hash((double) (Double) row.get("d"))));
                            default -> {
                                if (row.get("tags") != null) {
                                    for (Object t : (List<?>) row.get("tags")) {
                                        assertTrue(bf.findHash(bf.hash(Binary.fromString((String) t))));
                                    }
                                }
                            }
                        }
                    }
                    // our reader's filter holds the same bits as parquet-java's view of it
                    assertEquals(ours.bloomFilter(g, path).numBytes(), bf.getBitsetSize(), path);
                }
                firstRow += block.getRowCount();
            }
        }
    }

    /**
     * parquet-java writing the same values computes the same unencoded BYTE_ARRAY totals per
     * column (its pages and row groups differ, so the totals are compared per file).
     */
    @Test
    void unencodedByteArrayTotalsMatchParquetJavasOwn() throws IOException {
        Path ours = writeOurs("sizes-ours.parquet");
        Path theirs = dir.resolve("sizes-java.parquet");
        ParquetJavaFiles.write(theirs, SCHEMA, ParquetJavaFiles.read(ours));
        for (String path : List.of("name", "tags.list.element")) {
            long ourTotal = 0;
            try (ParquetFile f = ParquetFile.open(ours)) {
                for (int g = 0; g < f.rowGroups().size(); g++) {
                    ourTotal += f.chunk(g, path).sizes().unencodedByteArrayDataBytes();
                }
            }
            long javaTotal = 0;
            for (BlockMetaData b : ParquetJavaFiles.footer(theirs).getBlocks()) {
                for (ColumnChunkMetaData c : b.getColumns()) {
                    if (c.getPath().toDotString().equals(path)) {
                        javaTotal += c.getSizeStatistics().getUnencodedByteArrayDataBytes().orElseThrow();
                    }
                }
            }
            assertTrue(ourTotal > 0, path);
            assertEquals(javaTotal, ourTotal, path);
        }
    }

    @Test
    void parquetJavaSkipsPagesWithOurColumnIndex() throws IOException {
        Path file = writeOurs("filtered.parquet");
        ParquetReadOptions options = ParquetReadOptions.builder()
                .withRecordFilter(FilterCompat.get(FilterApi.eq(FilterApi.longColumn("id"), 1234L)))
                .useColumnIndexFilter(true).useStatsFilter(true).useDictionaryFilter(false).useBloomFilter(false)
                .build();
        try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file), options)) {
            long rows = 0;
            long total = 0;
            for (BlockMetaData b : reader.getRowGroups()) {
                total += b.getRowCount();
            }
            PageReadStore pages;
            while ((pages = reader.readNextFilteredRowGroup()) != null) {
                rows += pages.getRowCount();
            }
            // only the row group holding id 1234 survives, and of it only the page holding it
            assertTrue(rows > 0 && rows <= 250, "read " + rows + " of " + total + " rows");
        }
    }

    @Test
    void duckDbAndParquetJavaReadOurIndexedFileValueByValue() {
        Path file = writeOurs("duck.parquet");
        List<Map<String, Object>> java = ParquetJavaFiles.read(file);
        assertEquals(ROWS, java.size());
        Canonical.assertRowsEqual(java, DuckDbFiles.read(file));
        io.parquetry.schema.MessageType schema = MessageTypeParser.parse(SCHEMA);
        List<Row> rows = rows(schema);
        for (int i = 0; i < ROWS; i += 97) {
            Map<String, Object> j = java.get(i);
            Row r = rows.get(i);
            assertEquals(r.get("id"), j.get("id"));
            assertEquals(r.get("name"), j.get("name"));
            assertEquals(r.get("small"), j.get("small"));
            assertEquals(r.get("d"), j.get("d"));
        }
        // DuckDB uses min/max to answer a selective query and still finds the row
        List<Map<String, Object>> hit = DuckDbFiles.query("SELECT name FROM read_parquet("
                + DuckDbFiles.literal(file) + ") WHERE id = 2223");
        assertEquals(1, hit.size());
        assertEquals("name-" + "y".repeat(80) + 2223, hit.get(0).get("name"));
    }

    @Test
    void weReadPageIndexesAndBloomFiltersParquetJavaWrites() throws IOException {
        Path file = dir.resolve("java.parquet");
        MessageType schema = org.apache.parquet.schema.MessageTypeParser.parseMessageType("""
                message m {
                  required int64 id;
                  optional binary name (STRING);
                }
                """);
        SimpleGroupFactory groups = new SimpleGroupFactory(schema);
        try (ParquetWriter<Group> w = ExampleParquetWriter.builder(new LocalOutputFile(file)).withType(schema)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE).withCompressionCodec(CompressionCodecName.SNAPPY)
                .withWriterVersion(WriterVersion.PARQUET_1_0).withPageRowCountLimit(100)
                .withBloomFilterEnabled("name", true).withBloomFilterNDV("name", 2000).build()) {
            for (int i = 0; i < 2000; i++) {
                Group g = groups.newGroup().append("id", (long) i);
                if (i % 5 != 0) {
                    g.append("name", "n" + (i * 31 % 2000));
                }
                w.write(g);
            }
        }
        try (ParquetFile ours = ParquetFile.open(file);
             ParquetFileReader theirs = ParquetFileReader.open(new LocalInputFile(file))) {
            BlockMetaData block = theirs.getFooter().getBlocks().get(0);
            for (ColumnChunkMetaData col : block.getColumns()) {
                String path = col.getPath().toDotString();
                var jci = theirs.readColumnIndex(col);
                ColumnIndex ci = ours.columnIndex(0, path);
                assertNotNull(ci, path);
                assertTrue(ci.pageCount() > 5, "expected many pages in " + path);
                assertEquals(jci.getBoundaryOrder().name(), ci.boundaryOrder().name());
                assertEquals(jci.getNullCounts(), nullCounts(ci));
                for (int p = 0; p < ci.pageCount(); p++) {
                    assertEquals(jci.getNullPages().get(p), ci.isNullPage(p));
                    assertArrayEquals(bytes(jci.getMinValues().get(p)), ci.min(p));
                    assertArrayEquals(bytes(jci.getMaxValues().get(p)), ci.max(p));
                }
                var joi = theirs.readOffsetIndex(col);
                OffsetIndex oi = ours.offsetIndex(0, path);
                assertEquals(joi.getPageCount(), oi.pages().size());
                for (int p = 0; p < joi.getPageCount(); p++) {
                    assertEquals(joi.getOffset(p), oi.pages().get(p).offset());
                    assertEquals(joi.getFirstRowIndex(p), oi.pages().get(p).firstRowIndex());
                    assertEquals(joi.getCompressedPageSize(p), oi.pages().get(p).compressedSize());
                }
            }
            io.parquetry.metadata.BloomFilter names = ours.bloomFilter(0, "name");
            assertNotNull(names);
            for (int i = 0; i < 2000; i++) {
                if (i % 5 != 0) {
                    assertTrue(names.mightContain("n" + (i * 31 % 2000)));
                }
            }
            int hits = 0;
            for (int i = 0; i < 2000; i++) {
                if (names.mightContain("absent" + i)) {
                    hits++;
                }
            }
            assertTrue(hits < 100, hits + " of 2000 absent names hit");
        }
    }
}
