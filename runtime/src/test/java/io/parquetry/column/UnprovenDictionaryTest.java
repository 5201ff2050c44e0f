package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A default dictionary that no judging window found to pay: the pages written with it while it
 * was on trial are written again in the chunk's fallback encoding when that is smaller, and the
 * chunk then has no dictionary page (see {@code ChunkWriter.prepare}). In V1 and V2 pages, plain
 * and encrypted (the rewritten pages are sealed again with their own ordinals).
 */
class UnprovenDictionaryTest {
    static final byte[] KEY = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    static Stream<Arguments> settings() {
        return Stream.of(PageVersion.values()).flatMap(v -> Stream.of(Arguments.of(v, false), Arguments.of(v, true)));
    }

    @ParameterizedTest(name = "{0}, encrypted {1}")
    @MethodSource("settings")
    void pagesWrittenBeforeTheDictionaryWasDroppedAreWrittenAgainInTheFallback(PageVersion v, boolean encrypted) {
        // pages of 4,000 rows: skewed ints over 100,000 values repeat too often on a page to drop
        // the dictionary before its first window ends (20,000 values, five pages), where it does
        // not pay; the first four pages, dictionary-encoded until then, end up as deltas too
        MessageType schema = MessageTypeParser.parse("message m { required int32 zipf; }");
        Random r = new Random(5);
        List<Row> rows = rows(schema, 40_000, i -> Math.min(99_999, (int) Math.pow(100_001, r.nextDouble()) - 1));
        writeAndCheck(schema, rows, v, encrypted, Map.of(), Map.of(Encoding.DELTA_BINARY_PACKED, 10));
    }

    @ParameterizedTest(name = "{0}, encrypted {1}")
    @MethodSource("settings")
    void aChunkEndingInsideItsFirstWindowKeepsWhicheverIsSmaller(PageVersion v, boolean encrypted) {
        // 8,000 rows, two pages, of names: drawn from 20,000, too few repeat to pay for the
        // dictionary and too many to drop it as unique; at the chunk's end the pages are written
        // again as prefix deltas, smaller than with the dictionary (which a column that asks for
        // it keeps). Drawn from 500, the dictionary pays and stays.
        MessageType schema = MessageTypeParser.parse("message m { required binary name (STRING); }");
        Random r = new Random(6);
        List<Row> manyNames = rows(schema, 8_000, i -> "customer-" + r.nextInt(20_000));
        long rewritten = writeAndCheck(schema, manyNames, v, encrypted, Map.of(), Map.of(Encoding.DELTA_BYTE_ARRAY, 2));
        long kept = writeAndCheck(schema, manyNames, v, encrypted, Map.of("name", Encoding.RLE_DICTIONARY),
                Map.of(Encoding.RLE_DICTIONARY, 2));
        assertTrue(rewritten < kept, rewritten + " >= " + kept);
        List<Row> fewNames = rows(schema, 8_000, i -> "customer-" + r.nextInt(500));
        writeAndCheck(schema, fewNames, v, encrypted, Map.of(), Map.of(Encoding.RLE_DICTIONARY, 2));
    }

    /**
     * Writes {@code rows} (one column, pages of 4,000 rows) and checks the chunk's data pages per
     * encoding, that it has a dictionary page exactly when a page is dictionary-encoded, and that
     * the rows read back; returns the chunk's compressed size.
     */
    private static long writeAndCheck(MessageType schema, List<Row> rows, PageVersion v, boolean encrypted,
                                      Map<String, Encoding> encodings, Map<Encoding, Integer> expectedPages) {
        byte[] file = write(schema, rows, v, encrypted, encodings);
        try (ParquetFile f = open(file, encrypted)) {
            ColumnChunkMetadata chunk = f.chunk(0, schema.columns().get(0).path().toDotString());
            assertEquals(expectedPages, dataPages(chunk, v));
            assertEquals(expectedPages.containsKey(Encoding.RLE_DICTIONARY), chunk.dictionaryPageOffset() != null,
                    "dictionary page at " + chunk.dictionaryPageOffset());
            assertEquals(rows, read(f));
            return chunk.compressedSize();
        }
    }

    private static List<Row> rows(MessageType schema, int n, IntFunction<Object> value) {
        List<Row> rows = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            rows.add(Row.of(schema, value.apply(i)));
        }
        return rows;
    }

    private static byte[] write(MessageType schema, List<Row> rows, PageVersion v, boolean encrypted,
                                Map<String, Encoding> encodings) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter.Builder<Row> b = ParquetFile.writer(schema, out).pageVersion(v).pageRowLimit(4_000);
        if (encrypted) {
            b.encryption(FileEncryption.builder(KEY).build());
        }
        encodings.forEach(b::encoding);
        try (ParquetWriter<Row> w = b.build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    private static ParquetFile open(byte[] file, boolean encrypted) {
        ReadOptions options = ReadOptions.defaults();
        if (encrypted) {
            options = options.withDecryption(FileDecryption.builder().footerKey(KEY).build());
        }
        return ParquetFile.open(new InMemoryInputFile(file), options);
    }

    private static List<Row> read(ParquetFile f) {
        List<Row> back = new ArrayList<>();
        try (ParquetReader<Row> r = f.rows()) {
            r.forEach(back::add);
        }
        return back;
    }

    /** The chunk's data pages per encoding, from its encoding stats (which must name the page version's type). */
    private static Map<Encoding, Integer> dataPages(ColumnChunkMetadata chunk, PageVersion v) {
        Map<Encoding, Integer> out = new EnumMap<>(Encoding.class);
        for (ColumnChunkMetadata.EncodingStats s : chunk.encodingStats()) {
            if (s.pageType() != PageType.DICTIONARY_PAGE) {
                assertEquals(v == PageVersion.V2 ? PageType.DATA_PAGE_V2 : PageType.DATA_PAGE, s.pageType());
                out.merge(s.encoding(), s.count(), Integer::sum);
            }
        }
        return out;
    }
}
