package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnPages;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.row.Row;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ParquetFile#pages}: the page headers of a chunk, held against the offset index, the chunk
 * metadata and the rows written; damaged pages are reported, not thrown.
 */
class PageHeadersTest {
    private static final byte[] KEY = new byte[16];

    static byte[] write(PageVersion version, FileEncryption encryption) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter.Builder<Row> b = ParquetFile.writer(MetadataViewsTest.SCHEMA, out).compression(Compression.GZIP)
                .pageRowLimit(300).rowGroupSize(40_000).pageVersion(version).pageChecksums(true);
        if (encryption != null) {
            b.encryption(encryption);
        }
        try (ParquetWriter<Row> w = b.build()) {
            for (int i = 0; i < MetadataViewsTest.ROWS; i++) {
                w.write(Row.of(MetadataViewsTest.SCHEMA, i + 1, i % 10 == 0 ? null : "n" + i, i * 0.5));
            }
        }
        return out.toByteArray();
    }

    @Test
    void v2HeadersMatchTheOffsetIndexAndTheRows() {
        byte[] file = write(PageVersion.V2, null);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            long groupFirstRow = 0;
            long nulls = 0;
            int dataPages = 0;
            for (RowGroupMetadata rg : f.rowGroups()) {
                for (ColumnChunkMetadata chunk : rg.columns()) {
                    String path = chunk.path().toDotString();
                    ColumnPages pages = f.pages(rg.ordinal(), path);
                    assertTrue(pages.sound(), pages.problem());
                    assertEquals(-1, pages.problemOffset());
                    assertEquals(chunk.startOffset(), pages.pages().get(0).offset());
                    long next = chunk.startOffset();
                    long values = 0;
                    long rows = 0;
                    List<PageHeaderMetadata> data = new ArrayList<>();
                    for (PageHeaderMetadata p : pages.pages()) {
                        assertEquals(next, p.offset(), path);
                        next = p.offset() + p.headerLength() + p.compressedSize();
                        assertNotNull(p.crc());
                        assertEquals(Boolean.TRUE, p.crcMatches());
                        if (p.type() == PageType.DATA_PAGE_V2) {
                            assertNull(p.dataPage());
                            assertNull(p.dictionaryPage());
                            values += p.valueCount();
                            rows += p.dataPageV2().rowCount();
                            if (path.equals("name")) {
                                nulls += p.dataPageV2().nullCount();
                            }
                            data.add(p);
                        } else {
                            assertEquals(PageType.DICTIONARY_PAGE, p.type(), path);
                            assertNotNull(p.dictionaryPage());
                            assertEquals(p.dictionaryPage().valueCount(), p.valueCount());
                            assertTrue(p.valueCount() > 0, path);
                        }
                    }
                    assertEquals(chunk.startOffset() + chunk.compressedSize(), next, path + ": pages fill the chunk");
                    assertEquals(chunk.valueCount(), values, path);
                    assertEquals(rg.rowCount(), rows, path);
                    OffsetIndex oi = f.offsetIndex(rg.ordinal(), path);
                    assertEquals(oi.pages().size(), data.size(), path);
                    for (int i = 0; i < data.size(); i++) {
                        OffsetIndex.PageLocation l = oi.pages().get(i);
                        PageHeaderMetadata p = data.get(i);
                        assertEquals(l.offset(), p.offset());
                        assertEquals(l.compressedSize(), p.headerLength() + p.compressedSize());
                        long rowsBefore = i + 1 < data.size() ? oi.pages().get(i + 1).firstRowIndex() : rg.rowCount();
                        assertEquals(rowsBefore - l.firstRowIndex(), p.dataPageV2().rowCount());
                        if (path.equals("id")) {
                            // ids are row number + 1: the page's statistics bound exactly its rows
                            var s = p.dataPageV2().statistics();
                            assertNotNull(s, "page statistics of id");
                            assertEquals(groupFirstRow + l.firstRowIndex() + 1, le32(s.min()));
                            assertEquals(groupFirstRow + rowsBefore, le32(s.max()));
                            assertEquals(0L, s.nullCount());
                        }
                    }
                    dataPages += data.size();
                }
                groupFirstRow += rg.rowCount();
            }
            assertEquals(MetadataViewsTest.ROWS / 10, nulls);
            assertTrue(dataPages >= 3 * (MetadataViewsTest.ROWS / 300), "pages: " + dataPages);
            ColumnPages any = f.pages(0, "score");
            assertThrows(UnsupportedOperationException.class, () -> any.pages().add(any.pages().get(0)));
        }
    }

    @Test
    void v1HeadersNameTheirLevelEncodings() {
        byte[] file = write(PageVersion.V1, null);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ColumnPages pages = f.pages(0, "score");
            assertTrue(pages.sound(), pages.problem());
            long values = 0;
            // every score is distinct: the dictionary holds one entry per row of the group, and -0.0
            // beside the group's 0.0 (parquet-java's dictionary filter looks zeros up by their sign)
            PageHeaderMetadata dict = pages.pages().get(0);
            assertEquals(PageType.DICTIONARY_PAGE, dict.type());
            assertEquals(f.rowGroups().get(0).rowCount() + 1, dict.dictionaryPage().valueCount());
            assertEquals(Encoding.PLAIN, dict.dictionaryPage().encoding());
            for (PageHeaderMetadata p : pages.pages().subList(1, pages.pages().size())) {
                assertEquals(PageType.DATA_PAGE, p.type());
                assertNull(p.dataPageV2());
                assertNull(p.dictionaryPage());
                assertEquals(Encoding.RLE, p.dataPage().definitionLevelEncoding());
                assertEquals(Encoding.RLE, p.dataPage().repetitionLevelEncoding());
                assertTrue(p.dataPage().encoding() == Encoding.PLAIN_DICTIONARY || p.dataPage().encoding() == Encoding.RLE_DICTIONARY,
                        String.valueOf(p.dataPage().encoding()));
                assertTrue(p.uncompressedSize() > 0);
                values += p.dataPage().valueCount();
            }
            assertEquals(f.chunk(0, "score").valueCount(), values);
        }
    }

    @Test
    void aCorruptBodyFailsItsCrcAndAGarbledHeaderEndsTheList() {
        byte[] file = write(PageVersion.V2, null);
        List<PageHeaderMetadata> before;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            before = f.pages(0, "score").pages();
        }
        assertTrue(before.size() >= 3, before.toString());
        PageHeaderMetadata first = before.get(0);
        byte[] flipped = file.clone();
        flipped[(int) (first.offset() + first.headerLength() + first.compressedSize() / 2)] ^= 0x40;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(flipped))) {
            ColumnPages pages = f.pages(0, "score");
            assertTrue(pages.sound(), pages.problem());
            assertEquals(Boolean.FALSE, pages.pages().get(0).crcMatches());
            for (int i = 1; i < pages.pages().size(); i++) {
                assertEquals(Boolean.TRUE, pages.pages().get(i).crcMatches(), "page " + i);
            }
        }
        PageHeaderMetadata second = before.get(1);
        byte[] garbled = file.clone();
        Arrays.fill(garbled, (int) second.offset(), (int) second.offset() + second.headerLength(), (byte) 0xFF);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(garbled))) {
            ColumnPages pages = f.pages(0, "score");
            assertEquals(1, pages.pages().size());
            assertEquals(first, pages.pages().get(0));
            assertEquals(second.offset(), pages.problemOffset());
            assertTrue(pages.problem().startsWith("unreadable page header: "), pages.problem());
        }
    }

    @Test
    void encryptedChunksAreRefusedByName() {
        byte[] file = write(PageVersion.V2, FileEncryption.builder(KEY).build());
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file),
                ReadOptions.defaults().withDecryption(FileDecryption.builder().footerKey(KEY).build()))) {
            ParquetException e = assertThrows(ParquetException.class, () -> f.pages(0, "name"));
            assertTrue(e.getMessage().contains("row group 0, column name") && e.getMessage().contains("encrypted"), e.getMessage());
            assertThrows(ParquetException.class, () -> f.pages(f.rowGroups().size(), "name"));
        }
    }

    private static long le32(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt();
    }
}
