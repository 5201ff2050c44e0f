package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.DeltaByteArrayEncoder;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Value encodings chosen per column: every encoding on every type it applies to, and the V2 fallback rule. */
class ColumnEncodingTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int32 id;
              optional boolean b;
              optional int32 i32;
              optional int64 i64;
              optional float f;
              optional double d;
              optional binary s (STRING);
              optional binary bin;
              optional fixed_len_byte_array(5) fx;
              optional int96 ts96;
              repeated int64 seq;
            }
            """);
    static final int ROWS = 2_345;
    static final int PAGE_ROWS = 300;

    static List<Row> rows() {
        Random r = new Random(7);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            boolean nul = i % 5 == 2;
            List<Object> seq = new ArrayList<>();
            for (int k = 0; k < i % 4; k++) {
                seq.add(k == 2 ? Long.MIN_VALUE : 1_000_000_000_000L * i + k);
            }
            byte[] bin = new byte[r.nextInt(9)];
            r.nextBytes(bin);
            byte[] fx = new byte[5];
            r.nextBytes(fx);
            if (i % 3 == 0) {
                fx[4] = 0; // neighbours sharing prefixes
            }
            rows.add(Row.of(SCHEMA,
                    i,
                    nul ? null : (i % 17 < 12),
                    nul ? null : switch (i % 7) {
                        case 0 -> Integer.MIN_VALUE;
                        case 1 -> Integer.MAX_VALUE;
                        default -> i * 3 - 1000;
                    },
                    nul ? null : (i % 11 == 0 ? Long.MAX_VALUE : r.nextLong() >> r.nextInt(64)),
                    nul ? null : (i % 13 == 0 ? Float.NaN : i % 13 == 1 ? -0.0f : r.nextFloat() * 1e6f),
                    nul ? null : (i % 13 == 0 ? Double.NEGATIVE_INFINITY : r.nextGaussian()),
                    nul ? null : (i % 9 == 0 ? "" : "prefix/shared/" + (i / 10) + "/ünï-" + r.nextInt(100)),
                    nul ? null : bin,
                    nul ? null : fx,
                    nul ? null : Instant.ofEpochSecond(1_600_000_000L + i * 37L, i * 1001L),
                    seq));
        }
        return rows;
    }

    static byte[] write(List<Row> rows, PageVersion v, Map<String, Encoding> encodings, boolean dictionary) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter.Builder<Row> b = ParquetFile.writer(SCHEMA, out).pageVersion(v).pageRowLimit(PAGE_ROWS)
                .dictionary(dictionary).compression(Compression.SNAPPY);
        encodings.forEach(b::encoding);
        try (ParquetWriter<Row> w = b.build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    static List<Row> read(byte[] file) {
        List<Row> back = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); ParquetReader<Row> r = f.rows()) {
            r.forEach(back::add);
        }
        return back;
    }

    static void assertRowsEqual(List<Row> expected, List<Row> actual, String where) {
        assertRowsEqual(SCHEMA, expected, actual, where);
    }

    /** Rows of {@code schema}'s flat or repeated primitive fields equal, floating-point values bit-exactly. */
    static void assertRowsEqual(MessageType schema, List<Row> expected, List<Row> actual, String where) {
        assertEquals(expected.size(), actual.size(), where + ": row count");
        for (int i = 0; i < expected.size(); i++) {
            for (int f = 0; f < schema.fieldCount(); f++) {
                Object e = expected.get(i).get(f);
                Object a = actual.get(i).get(f);
                String at = where + ": row " + i + ", " + schema.field(f).name();
                if (e instanceof byte[] eb) {
                    assertArrayEquals(eb, (byte[]) a, at);
                } else if (e instanceof Float ef) {
                    // bit-exact: NaN and -0.0 must survive every encoding
                    assertEquals(Float.floatToRawIntBits(ef), Float.floatToRawIntBits((Float) a), at);
                } else if (e instanceof Double ed) {
                    assertEquals(Double.doubleToRawLongBits(ed), Double.doubleToRawLongBits((Double) a), at);
                } else {
                    assertEquals(e, a, at);
                }
            }
        }
    }

    static ColumnMetaData meta(ParquetFile f, int group, String column) {
        return Footers.rowGroups(f).get(group).columns().get(SCHEMA.columns().indexOf(SCHEMA.column(column))).metaData();
    }

    /** The V1 data pages per encoding of column {@code column} in the first row group of {@code f}. */
    static Map<Encoding, Integer> firstGroupDataPages(ParquetFile f, int column) {
        return dataPageCounts(Footers.rowGroups(f).get(0).columns().get(column).metaData(), PageVersion.V1);
    }

    static Map<Encoding, Integer> dataPageCounts(ColumnMetaData m, PageVersion v) {
        Map<Encoding, Integer> counts = new EnumMap<>(Encoding.class);
        for (PageEncodingStats s : m.encodingStats()) {
            if (s.pageType() != PageType.DICTIONARY_PAGE) {
                assertEquals(v == PageVersion.V2 ? PageType.DATA_PAGE_V2 : PageType.DATA_PAGE, s.pageType());
                counts.merge(s.encoding(), s.count(), Integer::sum);
            }
        }
        return counts;
    }

    static List<Arguments> applicable() {
        List<Arguments> out = new ArrayList<>();
        for (Encoding e : Encoding.values()) {
            for (ColumnDescriptor c : SCHEMA.columns()) {
                if (c.path().toDotString().equals("id") || !ValueEncoders.supports(e, c.physicalType())) {
                    continue;
                }
                for (PageVersion v : PageVersion.values()) {
                    out.add(Arguments.of(e, c.path().toDotString(), v));
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} on {1}, {2}")
    @MethodSource("applicable")
    void everyApplicableEncodingRoundTripsAndIsRecorded(Encoding encoding, String column, PageVersion v) {
        List<Row> rows = rows();
        // dictionary off elsewhere so an RLE_DICTIONARY request is the only dictionary in the file
        byte[] file = write(rows, v, Map.of(column, encoding), false);
        assertRowsEqual(rows, read(file), encoding + " on " + column + " " + v);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ColumnMetaData m = meta(f, 0, column);
            Map<Encoding, Integer> pages = dataPageCounts(m, v);
            int pageCount = pages.values().stream().mapToInt(Integer::intValue).sum();
            // the limit counts rows, also for the repeated column seq (0-3 values a row)
            assertEquals((ROWS + PAGE_ROWS - 1) / PAGE_ROWS, pageCount, "one page per " + PAGE_ROWS + " rows");
            if (encoding == Encoding.RLE_DICTIONARY) {
                assertTrue(m.dictionaryPageOffset() != null, "dictionary page written");
                assertEquals(Map.of(Encoding.RLE_DICTIONARY, pageCount), pages);
                assertEquals(1L, m.encodingStats().stream().filter(s -> s.pageType() == PageType.DICTIONARY_PAGE)
                        .mapToLong(PageEncodingStats::count).sum());
            } else {
                assertNull(m.dictionaryPageOffset(), "no dictionary with an explicit " + encoding);
                assertEquals(Map.of(encoding, pageCount), pages);
            }
            // encodings lists the value encodings and RLE for levels, each once
            List<Encoding> expected = new ArrayList<>();
            if (encoding == Encoding.RLE_DICTIONARY) {
                expected.add(Encoding.PLAIN);
            }
            expected.add(encoding);
            if (!expected.contains(Encoding.RLE)) {
                expected.add(Encoding.RLE);
            }
            assertEquals(expected.stream().sorted().toList(), m.encodings().stream().sorted().toList());
        }
    }

    @Test
    void allNullPagesOfAnExplicitEncodingArePlain() {
        MessageType schema = MessageTypeParser.parse("message m { optional int64 x; }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageRowLimit(10)
                .encoding("x", Encoding.DELTA_BINARY_PACKED).build()) {
            for (int i = 0; i < 30; i++) {
                w.write(Row.of(schema, i >= 10 && i < 20 ? null : (Object) (long) i));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            ColumnMetaData m = Footers.rowGroups(f).get(0).columns().get(0).metaData();
            assertEquals(Map.of(Encoding.DELTA_BINARY_PACKED, 2, Encoding.PLAIN, 1), dataPageCounts(m, PageVersion.V1));
            List<Object> xs = new ArrayList<>();
            try (ParquetReader<Row> r = f.rows()) {
                r.forEach(row -> xs.add(row.get(0)));
            }
            for (int i = 0; i < 30; i++) {
                assertEquals(i >= 10 && i < 20 ? null : (long) i, xs.get(i));
            }
        }
    }

    // ---- defaults and fallback -----------------------------------------------------------------

    static final MessageType FALLBACK = MessageTypeParser.parse("""
            message m {
              required int64 sorted;
              required int64 random;
              required binary bytes;
              required int32 small;
              required boolean flag;
              required double d;
            }
            """);

    static byte[] writeFallback(PageVersion v, int rows, int pageRows, int dictionaryLimit, long seed) {
        return writeFallback(v, rows, pageRows, dictionaryLimit, seed, false);
    }

    /** With {@code insistOnDictionary}, "sorted" asks for RLE_DICTIONARY even where it does not pay. */
    static byte[] writeFallback(PageVersion v, int rows, int pageRows, int dictionaryLimit, long seed,
                                boolean insistOnDictionary) {
        Random r = new Random(seed);
        InMemoryOutputFile out = new InMemoryOutputFile();
        // uncompressed, so that the encodings measured on a page compare by their own sizes
        ParquetWriter.Builder<Row> builder = ParquetFile.writer(FALLBACK, out).pageVersion(v).pageRowLimit(pageRows)
                .dictionaryPageSizeLimit(dictionaryLimit).compression(Compression.UNCOMPRESSED);
        if (insistOnDictionary) {
            builder.encoding("sorted", Encoding.RLE_DICTIONARY);
        }
        try (ParquetWriter<Row> w = builder.build()) {
            for (int i = 0; i < rows; i++) {
                byte[] bytes = new byte[1 + r.nextInt(40)];
                r.nextBytes(bytes);
                w.write(Row.of(FALLBACK, 1_700_000_000_000L + i * 1_000L + r.nextInt(100), r.nextLong(), bytes,
                        r.nextInt(1 << 20), i % 64 != 0, r.nextDouble()));
            }
        }
        return out.toByteArray();
    }

    static ColumnMetaData fallbackMeta(ParquetFile f, String column) {
        return Footers.rowGroups(f).get(0).columns().get(FALLBACK.columns().indexOf(FALLBACK.column(column))).metaData();
    }

    @Test
    void aDefaultDictionaryThatDoesNotPayOnTheFirstPageIsDropped() {
        // unique values: dictionary + indices exceed the sorted values' deltas on the first page,
        // so no dictionary at all, and every page packs deltas
        byte[] file = writeFallback(PageVersion.V1, 20_000, 2_000, 1 << 20, 5);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ColumnMetaData unique = fallbackMeta(f, "sorted");
            assertEquals(null, unique.dictionaryPageOffset());
            assertEquals(Map.of(Encoding.DELTA_BINARY_PACKED, 10), dataPageCounts(unique, PageVersion.V1));
            ColumnMetaData random = fallbackMeta(f, "random");
            assertEquals(null, random.dictionaryPageOffset());
            assertEquals(Map.of(Encoding.PLAIN, 10), dataPageCounts(random, PageVersion.V1));
        }
        Random r = new Random(1);
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(FALLBACK, out).pageRowLimit(2_000).build()) {
            for (int i = 0; i < 20_000; i++) {
                w.write(Row.of(FALLBACK, (long) r.nextInt(10), r.nextLong(), new byte[] {1}, 7, true, 1.5));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            ColumnMetaData few = fallbackMeta(f, "sorted");
            assertTrue(few.dictionaryPageOffset() != null, "ten distinct values keep their dictionary");
            assertEquals(Map.of(Encoding.RLE_DICTIONARY, 10), dataPageCounts(few, PageVersion.V1));
        }
    }

    @Test
    void v2FallbackUsesDeltaWhereItIsSmallerAndPlainElsewhere() {
        // a 4 KiB dictionary limit is exceeded on the first page of every high-cardinality column
        byte[] file = writeFallback(PageVersion.V2, 20_000, 2_000, 4096, 11);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertEquals(Map.of(Encoding.DELTA_BINARY_PACKED, 10), dataPageCounts(fallbackMeta(f, "sorted"), PageVersion.V2),
                    "a sorted long column packs its small deltas");
            assertEquals(Map.of(Encoding.PLAIN, 10), dataPageCounts(fallbackMeta(f, "random"), PageVersion.V2),
                    "random longs need 64-bit deltas: PLAIN is smaller");
            assertEquals(Map.of(Encoding.DELTA_BINARY_PACKED, 10), dataPageCounts(fallbackMeta(f, "small"), PageVersion.V2),
                    "20-bit ints pack below 32 bits");
            assertEquals(Map.of(Encoding.RLE, 10), dataPageCounts(fallbackMeta(f, "flag"), PageVersion.V2),
                    "long runs of true compress under RLE");
            assertEquals(Map.of(Encoding.PLAIN, 10), dataPageCounts(fallbackMeta(f, "d"), PageVersion.V2),
                    "DOUBLE has no default delta encoding");
            assertTrue(fallbackMeta(f, "sorted").encodings().contains(Encoding.DELTA_BINARY_PACKED));
            assertTrue(!fallbackMeta(f, "random").encodings().contains(Encoding.DELTA_BINARY_PACKED));
            assertNull(fallbackMeta(f, "sorted").dictionaryPageOffset(), "no page stayed dictionary encoded");
        }
        // V1 pages choose among the encodings every engine reads in them: no RLE for BOOLEAN
        byte[] v1 = writeFallback(PageVersion.V1, 20_000, 2_000, 4096, 11);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(v1))) {
            Map<String, Encoding> expected = Map.of("sorted", Encoding.DELTA_BINARY_PACKED, "random", Encoding.PLAIN,
                    "bytes", Encoding.DELTA_BYTE_ARRAY, "small", Encoding.DELTA_BINARY_PACKED, "flag", Encoding.PLAIN,
                    "d", Encoding.PLAIN);
            expected.forEach((c, e) -> assertEquals(Map.of(e, 10), dataPageCounts(fallbackMeta(f, c), PageVersion.V1),
                    c + " on V1 pages"));
        }
    }

    @Test
    void binaryFallbackIsChosenOncePerChunkOnItsFirstPage() {
        // pages of 1..200 random values: a single value is smaller PLAIN (DELTA_BYTE_ARRAY adds two
        // block headers), 200 are smaller with packed lengths; the first page decides the chunk
        for (int pageRows : new int[] {1, 200}) {
            int rows = pageRows * 4;
            // a dictionary limit of 0 bytes: every page goes straight to the fallback
            byte[] file = writeFallback(PageVersion.V2, rows, pageRows, 0, 5);
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
                Map<Encoding, Integer> actual = dataPageCounts(fallbackMeta(f, "bytes"), PageVersion.V2);
                if (pageRows == 1) {
                    assertEquals(Map.of(Encoding.PLAIN, 4), actual, "a single value is smaller PLAIN");
                } else {
                    assertEquals(Map.of(Encoding.DELTA_BYTE_ARRAY, 4), actual, "packed lengths beat 4-byte prefixes");
                }
            }
        }
    }

    @Test
    void theFallbackIsTriedOnTheFirstValuesOfALargePage() {
        // one page of 60,000 longs: random ones, then sorted ones, or the other way round. Over the
        // whole page DELTA_BINARY_PACKED is smaller either way (the sorted part packs to almost
        // nothing); the trial looks at the first FALLBACK_TRIAL_VALUES only, so the random ones
        // first make the chunk PLAIN.
        MessageType schema = MessageTypeParser.parse("message m { required int64 seq; }");
        int rows = 60_000;
        int trial = PageValueEncoder.FALLBACK_TRIAL_VALUES;
        for (boolean randomFirst : new boolean[] {true, false}) {
            Random r = new Random(3);
            InMemoryOutputFile out = new InMemoryOutputFile();
            try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).dictionary(false)
                    .compression(Compression.UNCOMPRESSED).pageRowLimit(rows).build()) {
                for (int i = 0; i < rows; i++) {
                    boolean random = (i < trial) == randomFirst;
                    w.write(Row.of(schema, random ? r.nextLong() : 3L * i));
                }
            }
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
                ColumnMetaData m = Footers.rowGroups(f).get(0).columns().get(0).metaData();
                Encoding expected = randomFirst ? Encoding.PLAIN : Encoding.DELTA_BINARY_PACKED;
                assertEquals(Map.of(expected, 1), dataPageCounts(m, PageVersion.V1),
                        randomFirst ? "random values first" : "sorted values first");
                assertEquals(rows, m.numValues());
            }
        }
    }

    @Test
    void aDictionaryWhoseDistinctValuesRunOutSurvivesAShortFirstPage() {
        // 50,000 customers drawn from 20,000 names, in pages of 12,500 rows (as another column's
        // large values cut them): on the first page alone the names' second half costs a little
        // more with the dictionary than in DELTA_BYTE_ARRAY, but it meets fewer new names than the
        // first half, and over the chunk the dictionary pays. Unique names drop it on that page.
        MessageType schema = MessageTypeParser.parse(
                "message m { required binary customer (STRING); required binary unique (STRING); }");
        Random r = new Random(7);
        List<String> customers = new ArrayList<>();
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageRowLimit(12_500).build()) {
            for (int i = 0; i < 50_000; i++) {
                customers.add("customer-" + r.nextInt(20_000));
                w.write(Row.of(schema, customers.get(i), "order-" + (5_000_000 + i)));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            assertEquals(Map.of(Encoding.RLE_DICTIONARY, 4), firstGroupDataPages(f, 0), "customer");
            assertEquals(Map.of(Encoding.DELTA_BYTE_ARRAY, 4), firstGroupDataPages(f, 1), "unique");
            List<Object> read = new ArrayList<>();
            try (ParquetReader<Row> reader = f.rows()) {
                reader.forEach(row -> read.add(row.get(0)));
            }
            assertEquals(customers, read);
        }
    }

    @Test
    void shortPagesAreJudgedTogetherOnAsManyValuesAsOneFullPage() {
        // pages of 4,000 rows (as a column of 250-byte strings beside them cuts them): on the first
        // page, 20,000 names look nearly unique and their dictionary costs half again as much as
        // DELTA_BYTE_ARRAY; judged on the first 20,000 values, over five pages, it is kept and
        // pays. Unique strings and sorted ids drop it on the first page: every value there is
        // new, or the dictionary costs many times the deltas.
        MessageType schema = MessageTypeParser.parse("message m { required binary customer (STRING);"
                + " required binary unique (STRING); required int64 id; }");
        Random r = new Random(11);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 72_000; i++) {
            rows.add(Row.of(schema, "customer-" + r.nextInt(20_000), "order-" + Long.toHexString(r.nextLong()), 7_000_000L + 3L * i));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        InMemoryOutputFile withoutDictionary = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageRowLimit(4_000).build();
                ParquetWriter<Row> plain = ParquetFile.writer(schema, withoutDictionary).pageRowLimit(4_000)
                        .encoding("customer", Encoding.DELTA_BYTE_ARRAY).build()) {
            w.writeAll(rows);
            plain.writeAll(rows);
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
                ParquetFile g = ParquetFile.open(new InMemoryInputFile(withoutDictionary.toByteArray()))) {
            assertEquals(Map.of(Encoding.RLE_DICTIONARY, 18), firstGroupDataPages(f, 0), "customer");
            long kept = f.rowGroups().get(0).columns().get(0).compressedSize();
            long dropped = g.rowGroups().get(0).columns().get(0).compressedSize();
            assertTrue(kept < 0.8 * dropped, "the dictionary pays: " + kept + " vs " + dropped + " bytes");
            assertEquals(Map.of(Encoding.DELTA_BYTE_ARRAY, 18), firstGroupDataPages(f, 1), "unique");
            assertEquals(Map.of(Encoding.DELTA_BINARY_PACKED, 18), firstGroupDataPages(f, 2), "id");
            List<Row> read = new ArrayList<>();
            try (ParquetReader<Row> reader = f.rows()) {
                reader.forEach(read::add);
            }
            assertEquals(rows, read);
        }
    }

    @Test
    void aModerateCardinalityDoubleKeepsItsDictionaryOverTheChunk() {
        // 20,001 distinct prices: the first page's dictionary is nearly as large as its values, but
        // later pages add few entries, so the dictionary pays over the chunk and stays
        MessageType schema = MessageTypeParser.parse("message m { required double price; required int64 rising; }");
        Random r = new Random(18);
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).build()) {
            for (int i = 0; i < 200_000; i++) {
                w.write(Row.of(schema, Math.round(r.nextDouble() * 20_000) / 100.0, (long) r.nextInt(1 + i / 4)));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            assertEquals(Map.of(Encoding.RLE_DICTIONARY, 10), firstGroupDataPages(f, 0), "price");
            // cardinality rising along the chunk: small ints pack as deltas in fewer bits than
            // dictionary indices plus the dictionary, from the first page on
            assertEquals(Map.of(Encoding.DELTA_BINARY_PACKED, 10), firstGroupDataPages(f, 1), "rising");
            List<Row> rows = new ArrayList<>();
            try (ParquetReader<Row> reader = f.rows()) {
                reader.forEach(rows::add);
            }
            Random again = new Random(18);
            for (int i = 0; i < 200_000; i++) {
                assertEquals(Math.round(again.nextDouble() * 20_000) / 100.0, rows.get(i).get(0), "row " + i);
                assertEquals((long) again.nextInt(1 + i / 4), rows.get(i).get(1), "row " + i);
            }
        }
    }

    @Test
    void dictionaryThenFallbackAreBothRecorded() {
        // the dictionary (asked for: unique values would drop it) holds for the first pages, then
        // the column falls back to DELTA_BINARY_PACKED
        byte[] file = writeFallback(PageVersion.V2, 20_000, 2_000, 40_000, 3, true);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ColumnMetaData m = fallbackMeta(f, "sorted");
            Map<Encoding, Integer> pages = dataPageCounts(m, PageVersion.V2);
            assertEquals(10, pages.values().stream().mapToInt(Integer::intValue).sum());
            assertTrue(pages.get(Encoding.RLE_DICTIONARY) >= 1 && pages.get(Encoding.DELTA_BINARY_PACKED) >= 1, pages::toString);
            assertTrue(m.dictionaryPageOffset() != null);
            assertEquals(List.of(Encoding.PLAIN, Encoding.DELTA_BINARY_PACKED, Encoding.RLE_DICTIONARY),
                    m.encodings().stream().sorted().toList());
            assertTrue(m.encodingStats().contains(new PageEncodingStats(PageType.DICTIONARY_PAGE, Encoding.PLAIN, 1)));
        }
    }

    // ---- choices and their validation ----------------------------------------------------------

    /** A hand-written mapper of rows of required INT64/DOUBLE columns that names encodings. */
    static RecordMapper<Row> withEncodings(MessageType schema, Map<String, Encoding> encodings) {
        return new RecordMapper<>() {
            @Override
            public MessageType schema() {
                return schema;
            }

            @Override
            public void write(Row record, ColumnSink[] columns) {
                for (int i = 0; i < columns.length; i++) {
                    if (record.get(i) instanceof Long l) {
                        columns[i].writeLong(l, 0, 0);
                    } else {
                        columns[i].writeDouble((Double) record.get(i), 0, 0);
                    }
                }
            }

            @Override
            public Row read(ColumnSource[] columns) {
                Object[] values = new Object[columns.length];
                for (int i = 0; i < columns.length; i++) {
                    values[i] = columns[i].column().physicalType() == Type.INT64 ? (Object) columns[i].getLong()
                            : (Object) columns[i].getDouble();
                    columns[i].next();
                }
                return Row.of(schema, values);
            }

            @Override
            public Map<String, Encoding> columnEncodings() {
                return encodings;
            }
        };
    }

    @Test
    void mapperEncodingsApplyAndBuilderOptionsWin() {
        MessageType schema = MessageTypeParser.parse("message m { required int64 a; required int64 b; required double c; }");
        RecordMapper<Row> mapper = withEncodings(schema, Map.of("a", Encoding.DELTA_BINARY_PACKED,
                "b", Encoding.DELTA_BINARY_PACKED, "c", Encoding.BYTE_STREAM_SPLIT));
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = new ParquetWriter.Builder<>(out, mapper).encoding("b", Encoding.PLAIN).build()) {
            for (int i = 0; i < 100; i++) {
                w.write(Row.of(schema, (long) i, (long) -i, i / 3.0));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            List<Encoding> used = new ArrayList<>();
            for (var c : Footers.rowGroups(f).get(0).columns()) {
                used.add(c.metaData().encodings().get(0));
                assertEquals(1, c.metaData().encodings().size(), "required columns list no level encoding");
            }
            assertEquals(List.of(Encoding.DELTA_BINARY_PACKED, Encoding.PLAIN, Encoding.BYTE_STREAM_SPLIT), used);
            try (ParquetReader<Row> r = f.read(mapper)) {
                int i = 0;
                for (Row row : r) {
                    assertEquals(Row.of(schema, (long) i, (long) -i, i / 3.0), row);
                    i++;
                }
                assertEquals(100, i);
            }
        }
    }

    @Test
    void encodingThatCannotEncodeTheTypeFailsBuildNamingColumnAndType() {
        ParquetException e = assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, new InMemoryOutputFile())
                .encoding("d", Encoding.DELTA_BINARY_PACKED).build());
        assertEquals("column d: encoding DELTA_BINARY_PACKED cannot encode DOUBLE values", e.getMessage());
        e = assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, new InMemoryOutputFile())
                .encoding("b", Encoding.RLE_DICTIONARY).build());
        assertEquals("column b: encoding RLE_DICTIONARY cannot encode BOOLEAN values (the writer keeps no dictionary "
                + "for BOOLEAN)", e.getMessage());
        e = assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, new InMemoryOutputFile())
                .encoding("s", Encoding.PLAIN_DICTIONARY).build());
        assertTrue(e.getMessage().startsWith("column s: encoding PLAIN_DICTIONARY cannot encode BYTE_ARRAY values"));
        e = assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, new InMemoryOutputFile())
                .encoding("nope", Encoding.PLAIN).build());
        assertEquals("schema 'm' has no column nope", e.getMessage());
        e = assertThrows(ParquetException.class, () -> new ParquetWriter.Builder<>(new InMemoryOutputFile(),
                withEncodings(MessageTypeParser.parse("message m { required int96 ts96; }"),
                        Map.of("ts96", Encoding.BYTE_STREAM_SPLIT))).build());
        assertEquals("column ts96: encoding BYTE_STREAM_SPLIT cannot encode INT96 values", e.getMessage());
    }

    @Test
    void supportTableMatchesTheSpec() {
        Map<Encoding, List<Type>> expected = Map.of(
                Encoding.PLAIN, List.of(Type.values()),
                Encoding.RLE, List.of(Type.BOOLEAN),
                Encoding.DELTA_BINARY_PACKED, List.of(Type.INT32, Type.INT64),
                Encoding.DELTA_LENGTH_BYTE_ARRAY, List.of(Type.BYTE_ARRAY),
                Encoding.DELTA_BYTE_ARRAY, List.of(Type.BYTE_ARRAY, Type.FIXED_LEN_BYTE_ARRAY),
                Encoding.BYTE_STREAM_SPLIT, List.of(Type.INT32, Type.INT64, Type.FLOAT, Type.DOUBLE, Type.FIXED_LEN_BYTE_ARRAY),
                Encoding.RLE_DICTIONARY, List.of(Type.INT32, Type.INT64, Type.FLOAT, Type.DOUBLE, Type.BYTE_ARRAY,
                        Type.FIXED_LEN_BYTE_ARRAY));
        for (Encoding e : Encoding.values()) {
            for (Type t : Type.values()) {
                assertEquals(expected.getOrDefault(e, List.of()).contains(t), ValueEncoders.supports(e, t), e + " on " + t);
            }
        }
        // the reader decodes every value encoding the writer may choose
        for (Encoding e : Encoding.values()) {
            for (Type t : Type.values()) {
                if (ValueEncoders.supports(e, t) && e != Encoding.RLE_DICTIONARY) {
                    ValueDecoders.forEncoding(e, t, 5);
                }
            }
        }
    }
}
