package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xerial.snappy.Snappy;

/**
 * Each column chunk's first SNAPPY data page is compressed by both of the codec's compressors:
 * where Parquetry's encoder saves too little on it (random bits), the chunk's later pages come
 * from the native compressor; where it saves more (bit-packed repetition levels and 2-bit
 * indices), they come from the encoder too. A chunk of one page is the native compressor's.
 * Told apart by compressing a page's stored bytes again with the native compressor.
 */
class ChunkCompressorChoiceTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 noise;
              repeated binary key (STRING);
            }
            """);

    /** V1 pages (the default): a V2 page stores its levels uncompressed, so the key column's gain would not be there. */
    @Test
    void laterPagesUseTheNativeCompressorWhereTheEncoderSavedTooLittleOnTheFirst() throws Exception {
        PageVersion version = PageVersion.V1;
        List<Row> rows = rows(200_000, new Random(11));
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageVersion(version).pageRowLimit(20_000).build()) {
            w.writeAll(rows);
        }
        byte[] file = out.toByteArray();
        ColumnEncodingTest.assertRowsEqual(SCHEMA, rows, ColumnEncodingTest.read(file), version.toString());
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            List<Boolean> noise = nativeBodies(file, f.pages(0, "noise").pages());
            List<Boolean> key = nativeBodies(file, f.pages(0, "key").pages());
            // the keys' pages reach the page size before the row limit; every column's pages end with theirs
            assertTrue(key.size() > 10, "key: " + key);
            assertEquals(key.size(), noise.size());
            // the first page of each chunk is the encoder's, whose copies differ from the native ones
            assertFalse(noise.get(0), "noise: " + noise);
            assertTrue(noise.subList(1, noise.size()).stream().allMatch(b -> b), "noise: " + noise);
            assertTrue(key.stream().noneMatch(b -> b), "key: " + key);
        }
    }

    /**
     * A chunk of one page has no later pages to choose for: it gets the native compressor, even
     * for keys on which the encoder saves more (the chunks of many pages above keep it).
     */
    @ParameterizedTest(name = "background encoding {0}")
    @ValueSource(booleans = {true, false})
    void aChunkOfOnePageUsesTheNativeCompressor(boolean background) throws Exception {
        List<Row> rows = rows(5_000, new Random(12));
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).backgroundEncoding(background).build()) {
            w.writeAll(rows);
        }
        byte[] file = out.toByteArray();
        ColumnEncodingTest.assertRowsEqual(SCHEMA, rows, ColumnEncodingTest.read(file), "one page per chunk");
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertEquals(List.of(true), nativeBodies(file, f.pages(0, "noise").pages()), "noise");
            assertEquals(List.of(true), nativeBodies(file, f.pages(0, "key").pages()), "key");
        }
    }

    private static List<Row> rows(int n, Random r) {
        String[] keys = {"channel", "campaign", "region", "priority"};
        List<Row> rows = new ArrayList<>();
        long clock = 1_700_000_000_000_000L;
        for (int i = 0; i < n; i++) {
            // timestamps rising by random steps: delta-packed pages of random 21-bit deltas
            clock += r.nextInt(2_000_000);
            // 1-20 keys a row: bit-packed repetition levels and 2-bit indices, where the encoder
            // finds many more matches than the native compressor
            List<String> k = new ArrayList<>();
            for (int j = 1 + r.nextInt(20); j > 0; j--) {
                k.add(keys[r.nextInt(r.nextInt(4) + 1)]);
            }
            rows.add(Row.of(SCHEMA, clock, k));
        }
        return rows;
    }

    /** For each data page: whether its stored body is what the native compressor makes of its bytes. */
    private static List<Boolean> nativeBodies(byte[] file, List<PageHeaderMetadata> pages) throws Exception {
        List<Boolean> out = new ArrayList<>();
        for (PageHeaderMetadata p : pages) {
            if (p.type() != PageType.DATA_PAGE && p.type() != PageType.DATA_PAGE_V2) {
                continue;
            }
            PageHeaderMetadata.DataPageV2 v2 = p.dataPageV2();
            int levels = v2 == null ? 0 : v2.repetitionLevelsByteLength() + v2.definitionLevelsByteLength();
            int from = (int) (p.offset() + p.headerLength()) + levels;
            byte[] body = Arrays.copyOfRange(file, from, (int) (p.offset() + p.headerLength() + p.compressedSize()));
            out.add(Arrays.equals(body, Snappy.compress(Snappy.uncompress(body))));
        }
        assertFalse(out.isEmpty());
        return out;
    }
}
