package io.parquetry.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageVersion;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.PageLocation;
import io.parquetry.format.SizeStatistics;
import io.parquetry.format.Statistics;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.ToLongFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The size statistics ({@code unencoded_byte_array_data_bytes} per page in the offset index and
 * per chunk in the metadata) and NaN counts (page and chunk statistics, column index) the writer
 * records, and string page bounds taken from the dictionary, all checked against the values.
 */
class SizeAndNanStatisticsTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required binary city (STRING);
              optional binary note (STRING);
              optional double x;
              required float f;
            }
            """);
    static final int ROWS = 10_000;
    static final int PAGE_ROWS = 1_500;
    /** Multi-byte UTF-8 on purpose: UTF-16 lengths would give different sizes. */
    static final String[] CITIES = {"Zürich", "Kraków", "東京", "São Paulo", "Αθήνα", "Oslo", "😀 city", "Reykjavík"};

    static List<Row> rows() {
        Random rnd = new Random(5);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            String note = i % 9 == 0 ? null : "note-" + i + "-ü".repeat(rnd.nextInt(4));
            Double x = i % 11 == 0 ? null : rnd.nextInt(7) == 0 ? Double.NaN : rnd.nextGaussian();
            // rows 3000..4499 (the third page) hold only NaN in f
            float f = (i >= 2 * PAGE_ROWS && i < 3 * PAGE_ROWS) || rnd.nextInt(5) == 0 ? Float.NaN : rnd.nextFloat();
            rows.add(Row.of(SCHEMA, CITIES[rnd.nextInt(CITIES.length)], note, x, f));
        }
        return rows;
    }

    @ParameterizedTest
    @CsvSource({"V1, true", "V2, true", "V1, false", "V2, false"})
    void recordsUnencodedBytesNanCountsAndDictionaryBounds(PageVersion version, boolean dictionary) {
        List<Row> rows = rows();
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageVersion(version).dictionary(dictionary)
                .pageRowLimit(PAGE_ROWS).build()) {
            w.writeAll(rows);
        }
        try (ParquetFile file = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            for (String column : List.of("city", "note")) {
                ToLongFunction<Row> utf8 = r -> r.get(column) == null ? 0
                        : ((String) r.get(column)).getBytes(StandardCharsets.UTF_8).length;
                OffsetIndex oi = Footers.offsetIndex(file, 0, column);
                long[] perPage = perPage(rows, oi.pageLocations(), utf8);
                assertArrayEquals(perPage, oi.unencodedByteArrayDataBytes(), column);
                SizeStatistics sizes = Footers.chunk(file, 0, column).metaData().sizeStatistics();
                assertEquals(Arrays.stream(perPage).sum(), sizes.unencodedByteArrayDataBytes(), column);
            }
            if (dictionary) {
                assertTrue(Footers.chunk(file, 0, "city").metaData().encodings().contains(Encoding.RLE_DICTIONARY));
            }
            // string bounds per page (from the page's dictionary entries when dictionary encoded)
            ColumnIndex city = Footers.columnIndex(file, 0, "city");
            List<PageLocation> pages = Footers.offsetIndex(file, 0, "city").pageLocations();
            for (int p = 0; p < pages.size(); p++) {
                byte[] min = null;
                byte[] max = null;
                for (int r = first(pages, p); r < end(pages, p); r++) {
                    byte[] v = ((String) rows.get(r).get("city")).getBytes(StandardCharsets.UTF_8);
                    min = min == null || Arrays.compareUnsigned(v, min) < 0 ? v : min;
                    max = max == null || Arrays.compareUnsigned(v, max) > 0 ? v : max;
                }
                assertArrayEquals(min, city.minValues().get(p), "page " + p);
                assertArrayEquals(max, city.maxValues().get(p), "page " + p);
            }

            // a chunk holding NaN: NaNs counted, but no min/max and no column index (engines that
            // ignore nan_count would take bounds without the NaN as bounds of every value)
            ToLongFunction<Row> xNan = r -> r.get("x") != null && ((Double) r.get("x")).isNaN() ? 1 : 0;
            long[] xNans = perPage(rows, Footers.offsetIndex(file, 0, "x").pageLocations(), xNan);
            assertNull(Footers.columnIndex(file, 0, "x"));
            Statistics xStats = Footers.chunk(file, 0, "x").metaData().statistics();
            assertEquals(Arrays.stream(xNans).sum(), xStats.nanCount());
            assertTrue(xStats.nanCount() > 500, "the data must hold NaNs for this test to mean anything");
            assertNull(xStats.minValue());
            assertNull(xStats.maxValue());

            // a page of only NaN has no bounds: no column index for that chunk, NaNs still counted
            ToLongFunction<Row> fNan = r -> Float.isNaN((Float) r.get("f")) ? 1 : 0;
            long[] fNans = perPage(rows, Footers.offsetIndex(file, 0, "f").pageLocations(), fNan);
            assertNull(Footers.columnIndex(file, 0, "f"));
            assertEquals(Arrays.stream(fNans).sum(), Footers.chunk(file, 0, "f").metaData().statistics().nanCount());

            // non-float columns carry no NaN count
            assertNull(Footers.chunk(file, 0, "city").metaData().statistics().nanCount());
            assertNull(Footers.columnIndex(file, 0, "city").nanCounts());
        }
    }

    private static int first(List<PageLocation> pages, int p) {
        return (int) pages.get(p).firstRowIndex();
    }

    private static int end(List<PageLocation> pages, int p) {
        return p + 1 < pages.size() ? first(pages, p + 1) : ROWS;
    }

    private static long[] perPage(List<Row> rows, List<PageLocation> pages, ToLongFunction<Row> f) {
        long[] out = new long[pages.size()];
        for (int p = 0; p < pages.size(); p++) {
            for (int r = first(pages, p); r < end(pages, p); r++) {
                out[p] += f.applyAsLong(rows.get(r));
            }
        }
        return out;
    }
}
