package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Files written at the defaults, where the writer chooses each column chunk's encodings from the
 * data (dictionary, DELTA_BINARY_PACKED, DELTA_BYTE_ARRAY, PLAIN), read value by value by DuckDB
 * and parquet-java: sorted ids and timestamps, cardinality rising along the chunk, skewed and
 * unsorted integers, doubles of moderate cardinality and random-walk doubles, strings with shared
 * prefixes, and a list of structs and a map, over several row groups; and dictionaries judged
 * over pages that a column of large values cuts short.
 */
class AdaptiveEncodingInteropTest {
    static final String SCHEMA_TEXT = """
            message m {
              required int64 id;
              required int64 ts (TIMESTAMP(MICROS,true));
              required int64 rising;
              required int32 zipf;
              optional int32 unsorted;
              required double price;
              optional double walk;
              required binary url (STRING);
              optional binary rising_s (STRING);
              required group items (LIST) {
                repeated group list {
                  required group element {
                    required binary sku (STRING);
                    required int32 qty;
                    required double price;
                  }
                }
              }
              required group attrs (MAP) {
                repeated group key_value {
                  required binary key (STRING);
                  optional binary value (STRING);
                }
              }
            }
            """;
    static final MessageType SCHEMA = MessageTypeParser.parse(SCHEMA_TEXT);
    static final GroupType ITEM = SCHEMA.node("items", "list", "element").asGroup();
    static final int ROWS = 60_000;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void duckDbAndParquetJavaReadTheChosenEncodings(PageVersion version) {
        Random r = new Random(18);
        List<Map<String, Object>> expected = new ArrayList<>(ROWS);
        Path file = dir.resolve("adaptive-" + version + ".parquet");
        Instant t0 = Instant.parse("2024-01-01T00:00:00Z");
        long micros = 0;
        double walk = 100;
        // 4 MiB row groups: several chunks per column, each choosing again
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).pageVersion(version).rowGroupSize(4L << 20).build()) {
            for (int i = 0; i < ROWS; i++) {
                micros += r.nextInt(2_000_000);
                walk += r.nextGaussian();
                boolean nul = i % 13 == 5;
                int n = 1 + r.nextInt(5);
                List<Object> items = new ArrayList<>();
                List<Object> itemRows = new ArrayList<>();
                for (int k = 0; k < n; k++) {
                    String sku = "SKU-" + (10_000 + r.nextInt(3_000));
                    int qty = 1 + r.nextInt(9);
                    double price = Math.round(r.nextDouble() * 20_000) / 100.0;
                    items.add(Canonical.struct("sku", sku, "qty", qty, "price", price));
                    itemRows.add(Row.of(ITEM, sku, qty, price));
                }
                Map<Object, Object> attrs = Canonical.map();
                for (int k = 0; k < i % 4; k++) {
                    attrs.put("key" + k, k == 2 ? null : "v" + r.nextInt(7));
                }
                Object[] values = {
                    7_000_000_000L + 3L * i + r.nextInt(3),
                    t0.plus(micros, ChronoUnit.MICROS),
                    (long) r.nextInt(1 + i / 4),
                    zipf(r, 100_000),
                    nul ? null : r.nextInt(),
                    Math.round(r.nextDouble() * 20_000) / 100.0,
                    nul ? null : walk,
                    "https://shop.example.com/catalog/category-" + (i / 5_000) + "/item-" + (1_000_000 + i * 7L + r.nextInt(7)),
                    nul ? null : "k" + r.nextInt(1 + i / 2),
                    itemRows,
                    attrs,
                };
                w.write(Row.of(SCHEMA, values));
                expected.add(Canonical.row("id", values[0], "ts", values[1], "rising", values[2], "zipf", values[3],
                        "unsorted", values[4], "price", values[5], "walk", values[6], "url", values[7],
                        "rising_s", values[8], "items", items, "attrs", attrs));
            }
        }
        Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
        Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));

        try (ParquetFile f = ParquetFile.open(file)) {
            int groups = f.rowGroups().size();
            assertTrue(groups > 1, "several row groups: " + groups);
            int pricedGroups = 0;
            for (int g = 0; g < groups; g++) {
                // sorted integers and timestamps pack as deltas; prefixed strings as prefix deltas;
                // doubles of moderate cardinality keep their dictionary, on every page
                assertEquals(Set.of("DELTA_BINARY_PACKED"), dataEncodings(f.chunk(g, "id")), "id, row group " + g);
                assertEquals(Set.of("DELTA_BINARY_PACKED"), dataEncodings(f.chunk(g, "ts")), "ts, row group " + g);
                assertEquals(Set.of("DELTA_BYTE_ARRAY"), dataEncodings(f.chunk(g, "url")), "url, row group " + g);
                // (prices take 20,001 values: a short last row group of ~2,000 rows holds mostly
                // distinct ones, where a dictionary does not pay)
                if (f.rowGroups().get(g).rowCount() >= 10_000) {
                    assertEquals(Set.of("RLE_DICTIONARY"), dataEncodings(f.chunk(g, "price")), "price, row group " + g);
                    assertEquals(Set.of("RLE_DICTIONARY"), dataEncodings(f.chunk(g, "items.list.element.price")),
                            "items price, row group " + g);
                    pricedGroups++;
                }
                assertEquals(Set.of("PLAIN"), dataEncodings(f.chunk(g, "walk")), "walk, row group " + g);
            }
            assertTrue(pricedGroups >= 2, "row groups of 10,000 rows or more: " + pricedGroups);
        }
    }

    @Test
    void duckDbAndParquetJavaReadDictionariesJudgedOverShortPages() {
        // 250-character strings end every column's pages at about 4,000 rows: the names'
        // dictionary is judged over five pages and kept, the unique column's dropped on its first;
        // the skewed ints' is dropped when the five pages are judged, and the pages written with
        // it until then are written again as deltas
        MessageType schema = MessageTypeParser.parse("message m { required binary wide (STRING);"
                + " required binary customer (STRING); optional binary unique (STRING); required int32 zipf; }");
        Random r = new Random(44);
        List<Map<String, Object>> expected = new ArrayList<>();
        Path file = dir.resolve("short-pages.parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).build()) {
            for (int i = 0; i < 40_000; i++) {
                Object[] values = {printable(r, 250), "customer-" + r.nextInt(20_000),
                    i % 11 == 3 ? null : Long.toHexString(r.nextLong()), zipf(r, 100_000)};
                w.write(Row.of(schema, values));
                expected.add(Canonical.row("wide", values[0], "customer", values[1], "unique", values[2], "zipf", values[3]));
            }
        }
        try (ParquetFile f = ParquetFile.open(file)) {
            assertEquals(1, f.rowGroups().size());
            assertTrue(f.pages(0, "customer").pages().size() >= 8, "short pages: " + f.pages(0, "customer").pages().size());
            assertEquals(Set.of("RLE_DICTIONARY"), dataEncodings(f.chunk(0, "customer")), "customer");
            assertEquals(Set.of("DELTA_BYTE_ARRAY"), dataEncodings(f.chunk(0, "unique")), "unique");
            assertEquals(Set.of("DELTA_BINARY_PACKED"), dataEncodings(f.chunk(0, "zipf")), "zipf");
            assertEquals(null, f.chunk(0, "zipf").dictionaryPageOffset(), "zipf's dictionary page");
        }
        Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
        Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
    }

    @Test
    void duckDbAndParquetJavaReadPagesWrittenAgainWithoutTheirDictionary() {
        // values of every kind drawn from 20,000, beside 250-character strings: pages of about
        // 4,000 rows, too few repeats on them to drop the dictionary as unique; row groups of about
        // 8,000 rows, which end inside their first judging window (20,000 values) with values that
        // cost more with the dictionary. Their pages are written again in the fallback encoding
        // (nullable and repeated columns keep their levels), and no chunk keeps a dictionary
        MessageType schema = MessageTypeParser.parse("""
                message m {
                  required binary wide (STRING);
                  optional int64 l;
                  required double d;
                  optional float f;
                  required fixed_len_byte_array(12) fx;
                  optional binary s (STRING);
                  optional group ints (LIST) { repeated group list { optional int32 element; } }
                }
                """);
        Random r = new Random(45);
        List<Map<String, Object>> expected = new ArrayList<>();
        Path file = dir.resolve("rewritten.parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).rowGroupSize(2L << 20).build()) {
            for (int i = 0; i < 24_000; i++) {
                boolean nul = i % 7 == 3;
                byte[] fx = java.nio.ByteBuffer.allocate(12).putInt(r.nextInt(20_000)).putLong(r.nextInt(20_000) * 31L).array();
                List<Object> ints = new ArrayList<>();
                for (int k = i % 4; k > 0; k--) {
                    ints.add(k == 2 ? null : r.nextInt(20_000));
                }
                Object[] values = {printable(r, 250), nul ? null : r.nextInt(20_000) * 1_000_003L, r.nextInt(20_000) / 7.0,
                    nul ? null : (float) r.nextInt(20_000) / 3, fx, nul ? null : "v" + r.nextInt(20_000),
                    i % 9 == 4 ? null : ints};
                w.write(Row.of(schema, values));
                expected.add(Canonical.row("wide", values[0], "l", values[1], "d", values[2], "f", values[3],
                        "fx", values[4], "s", values[5], "ints", values[6]));
            }
        }
        try (ParquetFile f = ParquetFile.open(file)) {
            assertTrue(f.rowGroups().size() >= 3, "row groups: " + f.rowGroups().size());
            for (int g = 0; g < f.rowGroups().size(); g++) {
                for (String column : List.of("l", "d", "f", "fx", "s", "ints.list.element")) {
                    ColumnChunkMetadata chunk = f.chunk(g, column);
                    assertTrue(!dataEncodings(chunk).contains("RLE_DICTIONARY") && chunk.dictionaryPageOffset() == null,
                            column + ", row group " + g + ": " + dataEncodings(chunk) + ", dictionary page at "
                                    + chunk.dictionaryPageOffset());
                }
            }
        }
        Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
        Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
    }

    /** {@code n} random printable ASCII characters: a string that hardly compresses. */
    private static String printable(Random r, int n) {
        char[] c = new char[n];
        for (int k = 0; k < n; k++) {
            c[k] = (char) ('!' + r.nextInt(94));
        }
        return new String(c);
    }

    private static Set<String> dataEncodings(ColumnChunkMetadata chunk) {
        Set<String> out = new TreeSet<>();
        for (ColumnChunkMetadata.EncodingStats s : chunk.encodingStats()) {
            if (s.pageType() != PageType.DICTIONARY_PAGE) {
                out.add(s.encoding().name());
            }
        }
        return out;
    }

    /** A value in {@code [0, n)} with probability about proportional to {@code 1 / (rank + 1)}. */
    private static int zipf(Random r, int n) {
        return Math.min(n - 1, (int) Math.pow(n + 1, r.nextDouble()) - 1);
    }
}
