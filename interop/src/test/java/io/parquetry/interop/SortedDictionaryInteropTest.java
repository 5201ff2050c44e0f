package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.xerial.snappy.Snappy;

/**
 * Dictionaries the writer sorts (strings of many distinct values in a flat column, prices in a
 * list of structs) beside one it keeps in first-seen order (optional flat prices), read value by
 * value by DuckDB and parquet-java (which checks every page's CRC); the sorted dictionary pages
 * are checked to be sorted: whole, with every page written again for them (pages of 1,000 rows,
 * whose early pages' indices were narrower than the sorted ones), or page by page (pages of 5,000
 * rows, whose first page brings most entries: each page's new entries sorted among themselves,
 * no page written twice).
 */
class SortedDictionaryInteropTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required binary customer (STRING);
              optional double price;
              required group items (LIST) {
                repeated group list {
                  required group element {
                    required binary sku (STRING);
                    optional double unit_price;
                  }
                }
              }
            }
            """);
    static final GroupType ITEM = SCHEMA.node("items", "list", "element").asGroup();
    static final int ROWS = 10_000;

    @TempDir
    Path dir;

    static List<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (PageVersion v : PageVersion.values()) {
            for (int pageRows : new int[] {1_000, 5_000}) {
                out.add(Arguments.of(v, pageRows));
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}, pages of {1} rows")
    @MethodSource("cases")
    void duckDbAndParquetJavaReadSortedDictionaries(PageVersion version, int pageRows) throws Exception {
        Random r = new Random(2026);
        List<Map<String, Object>> expected = new ArrayList<>(ROWS);
        Path file = dir.resolve("sorted-" + version + "-" + pageRows + ".parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).pageVersion(version).pageRowLimit(pageRows).build()) {
            for (int i = 0; i < ROWS; i++) {
                String customer = "customer-" + r.nextInt(4_000);
                Double price = i % 11 == 4 ? null : Math.round(r.nextDouble() * 2_000) / 100.0;
                List<Object> items = new ArrayList<>();
                List<Object> itemRows = new ArrayList<>();
                for (int k = 0; k < 1 + r.nextInt(6); k++) {
                    String sku = "SKU-" + r.nextInt(8_000);
                    Double unit = k == 3 ? null : Math.round(r.nextDouble() * 5_000) / 100.0 - 10;
                    items.add(Canonical.struct("sku", sku, "unit_price", unit));
                    itemRows.add(Row.of(ITEM, sku, unit));
                }
                w.write(Row.of(SCHEMA, customer, price, itemRows));
                expected.add(Canonical.row("customer", customer, "price", price, "items", items));
            }
        }
        Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file, true));
        Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));

        byte[] bytes = Files.readAllBytes(file);
        try (ParquetFile f = ParquetFile.open(file)) {
            // the flat prices' dictionary saves too little sorted to be worth rewriting its pages
            // (ChunkWriter.MIN_SAVING_RATIO): it stays in first-seen order and is read above
            for (String path : List.of("customer", "items.list.element.unit_price")) {
                PageHeaderMetadata dict = f.pages(0, path).pages().get(0);
                assertEquals(PageType.DICTIONARY_PAGE, dict.type(), path);
                byte[] body = Snappy.uncompress(Arrays.copyOfRange(bytes, (int) (dict.offset() + dict.headerLength()),
                        (int) (dict.offset() + dict.headerLength() + dict.compressedSize())));
                ByteBuffer in = ByteBuffer.wrap(body).order(ByteOrder.LITTLE_ENDIAN);
                int n = dict.valueCount();
                assertTrue(n > 1_000, path + ": " + n + " entries");
                // ascending runs of entries: where an entry is smaller than the one before, a run ends
                int runs = 1;
                if (path.equals("customer")) {
                    byte[] previous = null;
                    for (int i = 0; i < n; i++) {
                        byte[] e = new byte[in.getInt()];
                        in.get(e);
                        runs += previous != null && Arrays.compareUnsigned(previous, e) > 0 ? 1 : 0;
                        previous = e;
                    }
                } else {
                    double previous = Double.NEGATIVE_INFINITY;
                    boolean zero = false;
                    for (int i = 0; i < n; i++) {
                        double e = in.getDouble();
                        if (i == n - 1 && zero && e == 0 && previous > e) {
                            break; // the other zero after the entries (for parquet-java's dictionary filter)
                        }
                        zero |= e == 0;
                        runs += previous > e ? 1 : 0;
                        previous = e;
                    }
                }
                int pages = f.pages(0, path).pages().size() - 1;
                if (pageRows == 1_000) {
                    assertEquals(1, runs, path + ": sorted whole");
                } else {
                    assertTrue(runs > 1 && runs <= pages, path + ": " + runs + " ascending runs in " + pages + " pages");
                }
            }
        }
    }
}
