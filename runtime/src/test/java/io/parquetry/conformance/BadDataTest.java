package io.parquetry.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.base.ParquetException;
import io.parquetry.row.Row;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file of the corpus's {@code bad_data/} directory is rejected with a
 * {@link ParquetException} (never another exception type) whose message names the defect.
 *
 * <p>Where a fuzzed file holds more than one defect, the reader stops at the first one it meets
 * in file order, which is not always the one the file is named after; the table says which.
 */
class BadDataTest {

    /** File, distinctive message substrings, and what the defect is. */
    static final Map<String, List<String>> EXPECTED = Map.of(
            // a negative physical type id in the schema
            "PARQUET-1481.parquet", List.of("invalid physical type id -7", "SchemaElement 'Handle'"),
            // named for a dictionary header with a negative count; the first page header met is
            // already corrupt (num_values carries an i16 wire type), and every reader stops there
            "ARROW-RS-GH-6229-DICTHEADER.parquet", List.of("column nation_key: bad page header at offset 4",
                    "DataPageHeader.num_values"),
            // a page with 21 level entries in a chunk that declares 1 value
            "ARROW-RS-GH-6229-LEVELS.parquet", List.of("column outer.list.item.c, page 0",
                    "page declares 21 values but the chunk has 1 left"),
            // the definition levels end before the header's num_values
            "ARROW-GH-41321.parquet", List.of("column int64, page 0", "definition levels (fewer than the page's"),
            // columns with different row counts: the chunk of timestamp_us_no_tz holds fewer
            // values than its row group's 3 rows (the mistyped encodings list is skipped)
            "ARROW-GH-41317.parquet", List.of("column timestamp_us_no_tz", "row group 0, column timestamp_us_no_tz holds 0 rows but the row group has 3 rows"),
            // a row of a list column starting with repetition level 1
            "ARROW-GH-45185.parquet", List.of("column x.list.element, page 0",
                    "the first repetition level of the column chunk is 1, not 0"),
            // a required column whose page holds fewer values than entries (nulls left out)
            "ARROW-GH-47662.parquet", List.of("column flba_field, page 0", "too short for 100 values",
                    "the column is required"));

    /** Accepted, not rejected: see {@link #dictionaryIndicesOfBitWidthZeroReadAsIndexZero}. */
    static final String BIT_WIDTH_ZERO = "ARROW-GH-43605.parquet";

    static Path badData() {
        return io.parquetry.TestCorpus.resolve("bad_data");
    }

    static Stream<Arguments> rejected() {
        return EXPECTED.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @Test
    void everyBadFileIsCovered() throws IOException {
        TreeSet<String> onDisk = new TreeSet<>();
        try (Stream<Path> s = Files.list(badData())) {
            s.filter(p -> p.getFileName().toString().endsWith(".parquet"))
                    .forEach(p -> onDisk.add(p.getFileName().toString()));
        }
        TreeSet<String> covered = new TreeSet<>(EXPECTED.keySet());
        covered.add(BIT_WIDTH_ZERO);
        assertEquals(onDisk, covered);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void rejectedWithTheDefectNamed(String name, List<String> substrings) {
        Path file = badData().resolve(name);
        ParquetException e = assertThrows(ParquetException.class,
                () -> assertTimeoutPreemptively(Duration.ofSeconds(10), () -> readAll(file)));
        String message = e.getMessage();
        assertTrue(message.contains(file.toString()), "message names the file: " + message);
        for (String s : substrings) {
            assertTrue(message.contains(s), "expected '" + s + "' in: " + message);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejected")
    void rejectedWithoutChecksumsToo(String name, List<String> substrings) {
        // none of these defects is a checksum; turning verification off must not let them through
        Path file = badData().resolve(name);
        assertThrows(ParquetException.class, () -> {
            try (ParquetFile f = ParquetFile.open(file, io.parquetry.ReadOptions.defaults().withVerifyChecksums(false));
                 ParquetReader<Row> rows = f.rows()) {
                rows.forEach(r -> { });
            }
        });
    }

    /**
     * ARROW-GH-43605: dictionary-encoded pages whose index bit width is 0. The RLE/bit-packed
     * hybrid with width 0 can only encode the value 0, so the pages are read as all pointing at
     * dictionary entry 0, as DuckDB and parquet-java read them (the interop module's corpus test
     * compares the whole file with both).
     */
    @Test
    void dictionaryIndicesOfBitWidthZeroReadAsIndexZero() {
        Path file = badData().resolve(BIT_WIDTH_ZERO);
        long rows = 0;
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> reader = f.rows()) {
            assertEquals("min_fl", f.schema().field(0).name());
            for (Row r : reader) {
                Object v = r.get(0);
                if (!Integer.valueOf(0).equals(v)) {
                    fail("row " + rows + ": expected 0, was " + v);
                }
                rows++;
            }
            assertEquals(f.rowCount(), rows);
        }
        assertEquals(21186, rows);
    }

    private static long readAll(Path file) {
        long n = 0;
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> rows = f.rows()) {
            for (Row r : rows) {
                n++;
            }
        }
        return n;
    }
}
