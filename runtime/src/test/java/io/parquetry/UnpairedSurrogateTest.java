package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.PageVersion;
import io.parquetry.filter.Columns;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A Java string with an unpaired surrogate has no UTF-8 form; the writer stores what the JDK's
 * encoder makes of it (a {@code '?'} per unpaired surrogate), as parquet-java does. Its statistics
 * and page index must bound those bytes, not the UTF-16 chars: a surrogate sorts after 'A' as a
 * char but is written as 0x3F, so bounds taken from the chars would let readers skip rows that
 * match (found while checking string bounds, stop 41).
 */
class UnpairedSurrogateTest {
    private static final MessageType SCHEMA = MessageTypeParser.parse("message m { required binary s (STRING); }");
    private static final String[] VALUES = {"A", "\ud800", "B\udc00x", "?", "zz", "\ue000", "\ud83d\ude00", "@",
        "\udbff\udbff", "a\ud800"};

    @TempDir
    Path dir;

    @ParameterizedTest(name = "dictionary {0}, {1}")
    @CsvSource({"true, V1", "false, V1", "true, V2", "false, V2"})
    void boundsAndFiltersFollowTheBytesWritten(boolean dictionary, PageVersion version) {
        Random r = new Random(3);
        List<String> written = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            written.add(VALUES[r.nextInt(VALUES.length)]);
        }
        Path file = dir.resolve("s.parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).dictionary(dictionary).pageVersion(version)
                .pageRowLimit(37).build()) {
            for (String s : written) {
                w.write(Row.of(SCHEMA, s));
            }
        }
        List<String> stored = written.stream().map(UnpairedSurrogateTest::asStored).toList();
        byte[] min = null;
        byte[] max = null;
        for (String s : stored) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            min = min == null || Arrays.compareUnsigned(b, min) < 0 ? b : min;
            max = max == null || Arrays.compareUnsigned(b, max) > 0 ? b : max;
        }
        try (ParquetFile f = ParquetFile.open(file)) {
            List<String> back = new ArrayList<>();
            f.rows().forEach(row -> back.add((String) row.get(0)));
            assertEquals(stored, back, "each unpaired surrogate reads back as '?'");

            ColumnStatistics stats = f.metadata().rowGroups().get(0).columns().get(0).statistics();
            assertArrayEquals(min, stats.min(), "chunk min");
            assertArrayEquals(max, stats.max(), "chunk max");
            ColumnIndex index = f.columnIndex(0, "s");
            assertTrue(index.pageCount() > 5);
            for (int p = 0; p < index.pageCount(); p++) {
                for (String s : stored.subList(p * 37, Math.min(stored.size(), (p + 1) * 37))) {
                    byte[] b = s.getBytes(StandardCharsets.UTF_8);
                    assertTrue(Arrays.compareUnsigned(index.min(p), b) <= 0 && Arrays.compareUnsigned(b, index.max(p)) <= 0,
                            "page " + p + " bounds " + s);
                }
            }
            for (String v : VALUES) {
                long expected = stored.stream().filter(asStored(v)::equals).count();
                List<Row> matched = new ArrayList<>();
                f.rows(Columns.stringColumn("s").eq(asStored(v))).forEach(matched::add);
                assertEquals(expected, matched.size(), "rows equal to " + asStored(v));
            }
        }
    }

    /** What a string is once written as UTF-8 and read back. */
    private static String asStored(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }
}
