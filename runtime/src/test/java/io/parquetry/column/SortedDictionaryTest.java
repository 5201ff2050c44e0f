package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.compression.Codecs;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.ColumnPages;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A chunk whose dictionary compresses better sorted is written with a sorted dictionary page and
 * its pages' indices remapped: every value reads back bit-exactly, every page's CRC matches, and
 * a dictionary where sorting does not pay keeps its first-seen order.
 */
class SortedDictionaryTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int32 i;
              optional int64 l;
              optional float f;
              optional double d;
              optional binary s (STRING);
              optional fixed_len_byte_array(6) fx;
              optional binary bin;
              repeated binary tags (STRING);
              required int32 few;
            }
            """);
    static final int ROWS = 6_000;
    /** Distinct keys each column draws from (most of them occur): well above the fewest worth sorting. */
    static final int KEYS = 3_000;

    static List<Row> rows() {
        Random r = new Random(42);
        List<Row> rows = new ArrayList<>();
        for (int n = 0; n < ROWS; n++) {
            boolean nul = n % 7 == 3;
            int k = r.nextInt(KEYS);
            List<Object> tags = new ArrayList<>();
            for (int t = 0; t < n % 4; t++) {
                tags.add("tag/" + r.nextInt(KEYS));
            }
            byte[] fx = ByteBuffer.allocate(6).putShort((short) 7).putInt(r.nextInt(KEYS) * 1_000).array();
            rows.add(Row.of(SCHEMA,
                    1_000_000 + r.nextInt(KEYS) * 1_000,
                    nul ? null : 1L << 40 | (long) r.nextInt(KEYS) << 20,
                    nul ? null : switch (k % 97) {
                        case 0 -> Float.NaN;
                        case 1 -> Float.intBitsToFloat(0xffc00001); // a negative NaN of other bits
                        case 2 -> -0.0f;
                        case 3 -> 0.0f;
                        case 4 -> Float.NEGATIVE_INFINITY;
                        default -> (k - KEYS / 2) / 8f;
                    },
                    nul ? null : switch (k % 89) {
                        case 0 -> Double.NaN;
                        case 1 -> Double.longBitsToDouble(0xfff8000000000007L);
                        case 2 -> -0.0;
                        case 3 -> 0.0;
                        case 4 -> Double.POSITIVE_INFINITY;
                        default -> (k - 100) / 100.0;
                    },
                    nul ? null : "customer-" + r.nextInt(KEYS),
                    nul ? null : fx,
                    nul ? null : ("bin-" + r.nextInt(KEYS)).getBytes(StandardCharsets.UTF_8),
                    tags,
                    r.nextInt(10)));
        }
        return rows;
    }

    static List<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (PageVersion v : PageVersion.values()) {
            for (Compression c : List.of(Compression.SNAPPY, Compression.GZIP)) {
                out.add(Arguments.of(v, c));
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void dictionariesAreSortedAndEveryValueReadsBack(PageVersion v, Compression c) throws Exception {
        List<Row> rows = rows();
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter.Builder<Row> b = ParquetFile.writer(SCHEMA, out).pageVersion(v).pageRowLimit(500)
                .compression(c).pageChecksums(true);
        try (ParquetWriter<Row> w = b.build()) {
            w.writeAll(rows);
        }
        byte[] file = out.toByteArray();
        ColumnEncodingTest.assertRowsEqual(SCHEMA, rows, ColumnEncodingTest.read(file), v + " " + c);
        List<String> sorted = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            for (var column : SCHEMA.columns()) {
                String path = column.path().toDotString();
                ColumnPages pages = f.pages(0, path);
                assertTrue(pages.sound(), pages.problem());
                for (PageHeaderMetadata p : pages.pages()) {
                    assertEquals(Boolean.TRUE, p.crcMatches(), path + " page at " + p.offset());
                }
                PageHeaderMetadata dict = pages.pages().get(0);
                assertEquals(PageType.DICTIONARY_PAGE, dict.type(), path);
                byte[] body = new byte[dict.uncompressedSize()];
                Codecs.get(c).decompress(file, (int) (dict.offset() + dict.headerLength()), dict.compressedSize(),
                        body, 0, body.length);
                List<byte[]> keys = sortKeys(column.physicalType(), body, dict.valueCount());
                if (path.equals("few")) {
                    assertTrue(keys.size() < ChunkWriter.MIN_SORTED_ENTRIES);
                    continue;
                }
                assertTrue(keys.size() >= ChunkWriter.MIN_SORTED_ENTRIES, path + ": " + keys.size());
                boolean ascending = true;
                for (int i = 1; i < keys.size(); i++) {
                    ascending &= Arrays.compareUnsigned(keys.get(i - 1), keys.get(i)) < 0;
                }
                if (ascending) {
                    sorted.add(path);
                }
            }
        }
        List<String> expected = c == Compression.SNAPPY
                // SNAPPY finds nothing to gain in sorted 4-byte values
                ? List.of("l", "d", "s", "fx", "bin", "tags")
                // GZIP gains on sorted numbers too; not enough on bin to rewrite its pages
                : List.of("i", "l", "f", "d", "s", "fx", "tags");
        assertEquals(expected, sorted, "columns whose dictionary is sorted");
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(PageVersion.class)
    void encryptedChunksWithSortedDictionariesReadBack(PageVersion v) {
        // the same data as above, whose dictionaries are sorted: here the rewritten pages and
        // their headers are encrypted again, with the pages' own ordinals in their AADs
        byte[] key = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
        List<Row> rows = rows();
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageVersion(v).pageRowLimit(500)
                .encryption(io.parquetry.crypto.FileEncryption.builder(key).build()).build()) {
            w.writeAll(rows);
        }
        List<Row> back = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()), io.parquetry.ReadOptions.defaults()
                .withDecryption(io.parquetry.crypto.FileDecryption.builder().footerKey(key).build()));
             io.parquetry.ParquetReader<Row> r = f.rows()) {
            r.forEach(back::add);
        }
        ColumnEncodingTest.assertRowsEqual(SCHEMA, rows, back, "encrypted " + v);
    }

    /**
     * The PLAIN entries of a dictionary page as byte strings that compare (unsigned) as the
     * writer sorts: numbers big-endian with the sign bit flipped, floating-point ones with the
     * negatives' other bits flipped too; binaries as they are.
     */
    static List<byte[]> sortKeys(io.parquetry.base.Type type, byte[] body, int n) {
        ByteBuffer in = ByteBuffer.wrap(body).order(ByteOrder.LITTLE_ENDIAN);
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            switch (type) {
                case INT32, FLOAT -> {
                    int v = in.getInt();
                    if (type == io.parquetry.base.Type.FLOAT) {
                        v ^= (v >> 31) & Integer.MAX_VALUE;
                    }
                    keys.add(ByteBuffer.allocate(4).putInt(v ^ Integer.MIN_VALUE).array());
                }
                case INT64, DOUBLE -> {
                    long v = in.getLong();
                    if (type == io.parquetry.base.Type.DOUBLE) {
                        v ^= (v >> 63) & Long.MAX_VALUE;
                    }
                    keys.add(ByteBuffer.allocate(8).putLong(v ^ Long.MIN_VALUE).array());
                }
                case FIXED_LEN_BYTE_ARRAY -> {
                    byte[] b = new byte[6];
                    in.get(b);
                    keys.add(b);
                }
                default -> {
                    byte[] b = new byte[in.getInt()];
                    in.get(b);
                    keys.add(b);
                }
            }
        }
        return keys;
    }

    /**
     * Each page's new dictionary entries are sorted among themselves when that compresses them
     * better, with no page written twice: here the first page brings the even prices and the
     * second the odd ones, so the dictionary page holds the evens ascending, then the odds
     * ascending (sorting it whole would save too little to rewrite the pages), and every value
     * reads back.
     */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(PageVersion.class)
    void eachPagesNewEntriesAreSortedAmongThemselves(PageVersion v) throws Exception {
        MessageType schema = MessageTypeParser.parse("message m { required double price; }");
        Random r = new Random(3);
        List<Row> rows = new ArrayList<>();
        for (int page = 0; page < 2; page++) {
            for (int i = 0; i < 20_000; i++) {
                rows.add(Row.of(schema, (2 * r.nextInt(10_000) + page) / 100.0));
            }
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageVersion(v).pageRowLimit(20_000)
                .compression(Compression.SNAPPY).pageChecksums(true).build()) {
            w.writeAll(rows);
        }
        byte[] file = out.toByteArray();
        ColumnEncodingTest.assertRowsEqual(schema, rows, ColumnEncodingTest.read(file), v.toString());
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ColumnPages pages = f.pages(0, "price");
            assertEquals(3, pages.pages().size(), "a dictionary page and two data pages");
            PageHeaderMetadata dict = pages.pages().get(0);
            assertEquals(PageType.DICTIONARY_PAGE, dict.type());
            byte[] body = new byte[dict.uncompressedSize()];
            Codecs.get(Compression.SNAPPY).decompress(file, (int) (dict.offset() + dict.headerLength()), dict.compressedSize(),
                    body, 0, body.length);
            ByteBuffer in = ByteBuffer.wrap(body).order(ByteOrder.LITTLE_ENDIAN);
            List<Double> entries = new ArrayList<>();
            for (int i = 0; i < dict.valueCount(); i++) {
                entries.add(in.getDouble());
            }
            // after the entries, -0.0 when they hold 0.0 (an entry no index points at, for parquet-java's
            // dictionary filter, which looks zeros up by their sign)
            if (entries.contains(0.0)) {
                assertEquals(-0.0, entries.remove(entries.size() - 1));
            }
            // the evens, every one of them in the first page, then the odds, each part ascending
            int evens = 0;
            while (evens < entries.size() && Math.round(entries.get(evens) * 100) % 2 == 0) {
                evens++;
            }
            for (int i = evens; i < entries.size(); i++) {
                assertEquals(1, Math.round(entries.get(i) * 100) % 2, "entry " + i + " after the first odd one");
            }
            assertTrue(evens > 8_000 && entries.size() - evens > 8_000, evens + " evens of " + entries.size());
            for (int i = 1; i < entries.size(); i++) {
                if (i != evens) {
                    assertTrue(entries.get(i - 1) < entries.get(i), "entries " + (i - 1) + " and " + i + ": "
                            + entries.get(i - 1) + ", " + entries.get(i));
                }
            }
        }
    }

    /**
     * The copies of dictionary-encoded pages kept for sorting count towards the memory the writer
     * holds (its share of the heap), not towards the row group's size (what the file will hold):
     * a column with a large dictionary holds about twice the bytes the same data holds with a
     * dictionary too small to be sorted (which keeps nothing), while its buffered size grows only
     * with its wider indices and larger dictionary.
     */
    @Test
    void keptPagesCountAsHeldNotBufferedBytes() {
        ColumnDescriptor column = MessageTypeParser.parse("message m { required int64 v; }").columns().get(0);
        ColumnWriteOptions options = new ColumnWriteOptions(4_096, 20_000, true,
                ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V1, Compression.UNCOMPRESSED,
                Codecs.DEFAULT_LEVEL, false);
        ColumnWriter large = new ColumnWriter(column, options);
        ColumnWriter small = new ColumnWriter(column, options);
        java.util.Random rnd = new java.util.Random(7);
        for (int i = 0; i < 50_000; i++) {
            int v = rnd.nextInt(1_000);
            large.writeLong(v * 7_919L, 0, 0); // 1,000 entries: kept for sorting
            small.writeLong(v % 100, 0, 0); // 100 entries: nothing kept
        }
        large.endPage();
        small.endPage();
        // 10-bit against 7-bit indices and an 8,000- against an 800-byte dictionary: without the
        // kept copies the large one holds about 1.6 times the small one's bytes; with them, 3
        assertTrue(large.heldSize() > 2.4 * small.heldSize(), large.heldSize() + " vs " + small.heldSize());
        assertTrue(large.bufferedSize() < 2.0 * small.bufferedSize(), large.bufferedSize() + " vs " + small.bufferedSize());
        assertEquals(small.bufferedSize(), small.heldSize(), "a small dictionary keeps no copies");
    }
}
