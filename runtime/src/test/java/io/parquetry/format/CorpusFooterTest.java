package io.parquetry.format;

import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads the footers, page headers and page indexes of the parquet-testing corpus. */
class CorpusFooterTest {
    private static final Path CORPUS = io.parquetry.TestCorpus.root();

    private static byte[] read(RandomAccessFile f, long pos, int len) throws IOException {
        byte[] b = new byte[len];
        f.seek(pos);
        f.readFully(b);
        return b;
    }

    private static String magic(RandomAccessFile f) throws IOException {
        return new String(read(f, f.length() - 4, 4), StandardCharsets.US_ASCII);
    }

    private static byte[] footer(RandomAccessFile f) throws IOException {
        byte[] tail = read(f, f.length() - 8, 8);
        int len = (tail[0] & 0xFF) | (tail[1] & 0xFF) << 8 | (tail[2] & 0xFF) << 16 | (tail[3] & 0xFF) << 24;
        return read(f, f.length() - 8 - len, len);
    }

    static FileMetaData footer(Path p) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "r")) {
            byte[] b = footer(f);
            ThriftReader r = new ThriftReader(b, 0, b.length);
            FileMetaData m = r.readFileMetaData();
            assertEquals(b.length, r.position(), "footer of " + p + " fully consumed");
            return m;
        }
    }

    private static List<Path> files(String dir, String suffix) throws IOException {
        try (Stream<Path> s = Files.walk(CORPUS.resolve(dir))) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }

    @Test
    void everyPlaintextFooterParsesAndItsPagesWalk() throws IOException {
        List<Path> files = new java.util.ArrayList<>(files("data", ".parquet"));
        files.addAll(files("shredded_variant", ".parquet"));
        assertTrue(files.size() > 70, "corpus found at " + CORPUS + ": " + files.size());
        int pages = 0, indexes = 0, blooms = 0;
        for (Path p : files) {
            try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "r")) {
                assertEquals("PAR1", magic(f), p.toString());
                FileMetaData m = footer(p);
                assertFalse(m.schema().isEmpty(), p.toString());
                long rows = 0;
                for (RowGroup g : m.rowGroups()) {
                    rows += g.numRows();
                    for (ColumnChunk c : g.columns()) {
                        ColumnMetaData cmd = c.metaData();
                        assertNotNull(cmd, p.toString());
                        if (!p.getFileName().toString().equals("nation.dict-malformed.parquet")) {
                            pages += walkPages(f, cmd, p);
                        }
                        if (c.offsetIndexOffset() != null && c.offsetIndexLength() != null) {
                            byte[] b = read(f, c.offsetIndexOffset(), c.offsetIndexLength());
                            ThriftReader r = new ThriftReader(b, 0, b.length);
                            OffsetIndex oi = r.readOffsetIndex();
                            assertEquals(b.length, r.position());
                            assertFalse(oi.pageLocations().isEmpty());
                            indexes++;
                        }
                        if (c.columnIndexOffset() != null && c.columnIndexLength() != null) {
                            byte[] b = read(f, c.columnIndexOffset(), c.columnIndexLength());
                            ColumnIndex ci = new ThriftReader(b, 0, b.length).readColumnIndex();
                            assertEquals(ci.nullPages().length, ci.minValues().size());
                            assertEquals(ci.nullPages().length, ci.maxValues().size());
                            indexes++;
                        }
                        if (cmd.bloomFilterOffset() != null) {
                            int len = cmd.bloomFilterLength() != null ? cmd.bloomFilterLength() : 64;
                            byte[] b = read(f, cmd.bloomFilterOffset(), (int) Math.min(len, f.length() - cmd.bloomFilterOffset()));
                            ThriftReader r = new ThriftReader(b, 0, b.length);
                            BloomFilterHeader h = r.readBloomFilterHeader();
                            assertEquals(BloomFilterHeader.splitBlockXxHash(h.numBytes()), h);
                            if (cmd.bloomFilterLength() != null) {
                                assertEquals(b.length, r.position() + h.numBytes());
                            }
                            blooms++;
                        }
                    }
                }
                // not always equal to m.numRows(): old parquet-rs wrote 0 there (repeated_no_annotation)
                assertTrue(rows >= 0 && m.numRows() >= 0, p.toString());
            }
        }
        assertTrue(pages > 1000, "pages " + pages);
        assertTrue(indexes > 10, "indexes " + indexes);
        assertTrue(blooms > 0, "blooms " + blooms);
    }

    /** Walks the page headers of a chunk; checks that they add up to its size and value count. */
    private static int walkPages(RandomAccessFile f, ColumnMetaData cmd, Path p) throws IOException {
        long start = cmd.dataPageOffset();
        // some writers put 0 for an absent offset (dict-page-offset-zero, a chunk with only a dictionary)
        if (cmd.dictionaryPageOffset() != null && cmd.dictionaryPageOffset() > 0
                && (cmd.dictionaryPageOffset() < start || start == 0)) {
            start = cmd.dictionaryPageOffset();
        }
        if (cmd.totalCompressedSize() > 64 << 20) {
            return 0; // the >2 GB brotli chunk: not worth reading here
        }
        byte[] chunk = read(f, start, (int) cmd.totalCompressedSize());
        int pos = 0, pages = 0;
        long values = 0;
        while (pos < chunk.length) {
            ThriftReader r = new ThriftReader(chunk, pos, chunk.length - pos);
            PageHeader h;
            try {
                h = r.readPageHeader();
            } catch (ParquetException e) {
                throw new AssertionError(p + " " + cmd.pathInSchema() + " page " + pages + " at chunk offset " + pos, e);
            }
            pos = r.position() + h.compressedPageSize();
            pages++;
            if (h.dataPageHeader() != null) {
                values += h.dataPageHeader().numValues();
            } else if (h.dataPageHeaderV2() != null) {
                values += h.dataPageHeaderV2().numValues();
            }
        }
        assertEquals(chunk.length, pos, p + " " + cmd.pathInSchema());
        assertEquals(cmd.numValues(), values, p + " " + cmd.pathInSchema());
        return pages;
    }

    @Test
    void alltypesPlain() throws IOException {
        FileMetaData m = footer(CORPUS.resolve("data/alltypes_plain.parquet"));
        assertEquals(8, m.numRows());
        assertEquals(12, m.schema().size());
        assertEquals(List.of("schema", "id", "bool_col", "tinyint_col", "smallint_col", "int_col", "bigint_col",
                "float_col", "double_col", "date_string_col", "string_col", "timestamp_col"),
                m.schema().stream().map(SchemaElement::name).toList());
        assertEquals(11, m.schema().get(0).numChildren());
        assertEquals(List.of(Type.INT32, Type.BOOLEAN, Type.INT32, Type.INT32, Type.INT32, Type.INT64, Type.FLOAT,
                Type.DOUBLE, Type.BYTE_ARRAY, Type.BYTE_ARRAY, Type.INT96),
                m.schema().subList(1, 12).stream().map(SchemaElement::type).toList());
        assertEquals(1, m.rowGroups().size());
        assertEquals(11, m.rowGroups().get(0).columns().size());
        assertEquals(List.of("timestamp_col"), m.rowGroups().get(0).columns().get(10).metaData().pathInSchema());
        assertTrue(m.createdBy().startsWith("impala"), m.createdBy());
    }

    @Test
    void unknownLogicalTypeReadsAsUnknown() throws IOException {
        FileMetaData m = footer(CORPUS.resolve("data/unknown-logical-type.parquet"));
        assertTrue(m.schema().stream().anyMatch(e -> e.logicalType() instanceof LogicalType.Unknown), m.schema().toString());
    }

    @Test
    void nanCountAndTotalOrder() throws IOException {
        FileMetaData m = footer(CORPUS.resolve("data/floating_orders_nan_count.parquet"));
        assertTrue(m.columnOrders().contains(ColumnOrder.IEEE_754_TOTAL), m.columnOrders().toString());
        assertTrue(m.rowGroups().get(0).columns().stream().anyMatch(c -> c.metaData().statistics() != null
                && c.metaData().statistics().nanCount() != null));
    }

    @Test
    void geospatialStatistics() throws IOException {
        FileMetaData m = footer(CORPUS.resolve("data/geospatial/geospatial.parquet"));
        assertTrue(m.schema().stream().anyMatch(e -> e.logicalType() instanceof LogicalType.GeometryType));
        assertTrue(m.rowGroups().get(0).columns().stream().anyMatch(c -> c.metaData().geospatialStatistics() != null
                && c.metaData().geospatialStatistics().bbox() != null));
    }

    @Test
    void encryptedFooters() throws IOException {
        int plaintext = 0, encrypted = 0;
        for (Path p : files("data", ".parquet.encrypted")) {
            try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "r")) {
                byte[] b = footer(f);
                boolean ctr = p.getFileName().toString().contains("_ctr");
                if (magic(f).equals("PARE")) {
                    FileCryptoMetaData c = new ThriftReader(b, 0, b.length).readFileCryptoMetaData();
                    assertEquals(ctr ? AesGcmCtrV1.class : AesGcmV1.class, c.encryptionAlgorithm().getClass(), p.toString());
                    encrypted++;
                } else {
                    FileMetaData m = new ThriftReader(b, 0, b.length).readFileMetaData();
                    assertNotNull(m.encryptionAlgorithm(), p.toString());
                    assertTrue(m.rowGroups().get(0).columns().stream().anyMatch(c -> c.cryptoMetadata() != null), p.toString());
                    plaintext++;
                }
            }
        }
        assertTrue(encrypted >= 5 && plaintext >= 1, encrypted + " " + plaintext);
    }

    @Test
    void negativePhysicalTypeIsRejected() throws IOException {
        ParquetException e = assertThrows(ParquetException.class,
                () -> footer(CORPUS.resolve("bad_data/PARQUET-1481.parquet")));
        assertTrue(e.getMessage().contains("invalid physical type id"), e.getMessage());
    }
}
