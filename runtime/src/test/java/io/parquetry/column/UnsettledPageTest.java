package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.compression.Codecs;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A take of the last entry of a page in a column without repetition leaves the page used up
 * ("unsettled") instead of loading the next one; every other access, and {@link PageCursor#settle()},
 * loads it first, so the cursor reads exactly what it read when the take loaded the page itself.
 */
class UnsettledPageTest {
    private static final ColumnDescriptor REQUIRED = column("required int64 v;");
    private static final ColumnDescriptor OPTIONAL = column("optional int64 v;");
    private static final ColumnDescriptor REPEATED = column("repeated int64 v;");
    /** Rows per page: 10 rows make pages of 4, 4 and 2. */
    private static final int PAGE_ROWS = 4;
    private static final int ROWS = 10;

    private static ColumnDescriptor column(String field) {
        return MessageTypeParser.parse("message m { " + field + " }").columns().get(0);
    }

    private static long value(int row) {
        return 1_000L + row * 7L;
    }

    /** Row {@code row}'s value, or null for rows the optional column leaves null (every third). */
    private static Long optionalValue(int row) {
        return row % 3 == 2 ? null : value(row);
    }

    /** A reader of one chunk of {@code column} holding {@link #ROWS} rows, in pages of {@link #PAGE_ROWS}. */
    private static ColumnReader reader(ColumnDescriptor column, boolean dictionary, long rowGroupRows) throws Exception {
        return reader(column, dictionary, rowGroupRows, ColumnReadOptions.defaults());
    }

    /** The default read options, with reading ahead on or off whatever the machine. */
    static ColumnReadOptions readAhead(boolean on) {
        return new ColumnReadOptions(true, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH, on, null);
    }

    private static ColumnReader reader(ColumnDescriptor column, boolean dictionary, long rowGroupRows,
                                       ColumnReadOptions readOptions) throws Exception {
        ColumnWriteOptions options = new ColumnWriteOptions(1 << 20, PAGE_ROWS, dictionary,
                ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V1, Compression.UNCOMPRESSED,
                Codecs.DEFAULT_LEVEL, false);
        ColumnWriter w = new ColumnWriter(column, options);
        for (int row = 0; row < ROWS; row++) {
            if (column.maxRepetitionLevel() > 0) {
                w.writeLong(value(row), 0, 1); // two entries a row
                w.writeLong(-value(row), 1, 1);
            } else if (column.maxDefinitionLevel() > 0 && optionalValue(row) == null) {
                w.writeNull(0, 0);
            } else {
                w.writeLong(value(row), 0, column.maxDefinitionLevel());
            }
        }
        return WrittenChunks.readBack(w, column, Compression.UNCOMPRESSED, readOptions, rowGroupRows);
    }

    @ParameterizedTest(name = "dictionary {0}")
    @MethodSource("dictionaryOrNot")
    void takesAcrossPagesLeaveTheNextPageForSettle(boolean dictionary) throws Exception {
        ColumnReader r = reader(REQUIRED, dictionary, ROWS);
        for (int row = 0; row < ROWS; row++) {
            assertEquals(row, r.row(), "row before the take of row " + row);
            assertEquals(value(row), r.takeLong(), "row " + row);
            int pageEnd = Math.min((row / PAGE_ROWS + 1) * PAGE_ROWS, ROWS);
            boolean pageUsedUp = row + 1 == pageEnd;
            assertEquals(pageUsedUp, r.unsettled(), "used up after row " + row);
            assertEquals(pageEnd - row - 1, r.recordsLeftInPage(), "after row " + row);
            assertEquals(row + 1, r.row(), "row after the take of row " + row);
            r.settle();
            assertFalse(r.unsettled(), "settled after row " + row);
            if (pageUsedUp && row + 1 < ROWS) {
                assertEquals(Math.min(PAGE_ROWS, ROWS - row - 1), r.recordsLeftInPage(), "the next page's rows");
            }
        }
        assertFalse(r.hasNext());
        r.settle(); // nothing left to load: a no-op
        assertFalse(r.hasNext());
    }

    static Stream<Arguments> dictionaryOrNot() {
        return Stream.of(Arguments.of(true), Arguments.of(false));
    }

    /** Every way to look at the entry after a used-up page, each with what it must give for row 4. */
    static Stream<Arguments> accesses() {
        return Stream.of(
                Arguments.of("hasNext", (ToLongFunction<ColumnReader>) r -> r.hasNext() ? 1 : 0, 1L),
                Arguments.of("def", (ToLongFunction<ColumnReader>) ColumnReader::def, 0L),
                Arguments.of("isDefined", (ToLongFunction<ColumnReader>) r -> r.isDefined() ? 1 : 0, 1L),
                Arguments.of("getLong", (ToLongFunction<ColumnReader>) ColumnReader::getLong, value(PAGE_ROWS)),
                Arguments.of("takeLong", (ToLongFunction<ColumnReader>) ColumnReader::takeLong, value(PAGE_ROWS)),
                Arguments.of("next, then getLong", (ToLongFunction<ColumnReader>) r -> {
                    r.next();
                    return r.getLong();
                }, value(PAGE_ROWS + 1)),
                Arguments.of("skipRecord, then getLong", (ToLongFunction<ColumnReader>) r -> {
                    r.skipRecord();
                    return r.getLong();
                }, value(PAGE_ROWS + 1)),
                Arguments.of("skipToRow(6), then getLong", (ToLongFunction<ColumnReader>) r -> {
                    r.skipToRow(PAGE_ROWS + 2);
                    return r.getLong();
                }, value(PAGE_ROWS + 2)),
                Arguments.of("skipToRow(4), then row", (ToLongFunction<ColumnReader>) r -> {
                    r.skipToRow(PAGE_ROWS);
                    return r.row();
                }, (long) PAGE_ROWS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("accesses")
    void everyAccessLoadsTheNextPageFirst(String access, ToLongFunction<ColumnReader> look, long expected) throws Exception {
        ColumnReader r = reader(REQUIRED, false, ROWS);
        for (int row = 0; row < PAGE_ROWS; row++) {
            r.takeLong();
        }
        assertTrue(r.unsettled(), "the first page is used up");
        assertEquals(expected, look.applyAsLong(r), access);
        assertFalse(r.unsettled(), access + " loaded the next page");
        // and the cursor goes on from there
        int next = (int) r.row();
        assertEquals(value(next), r.takeLong(), "the row after " + access);
    }

    @Test
    void dictionaryIndexLoadsTheNextPageFirst() throws Exception {
        // without reading ahead: pages decoded ahead come with their values resolved, and no indices
        ColumnReader r = reader(REQUIRED, true, ROWS, readAhead(false));
        for (int row = 0; row < PAGE_ROWS; row++) {
            r.takeLong();
        }
        assertTrue(r.unsettled());
        // the dictionary holds the values in first-seen order: row 4's value is entry 4
        assertEquals(PAGE_ROWS, r.dictionaryIndex());
        assertEquals(value(PAGE_ROWS), r.getLong());
    }

    @Test
    void pagesDecodedAheadServeValuesInsteadOfIndices() throws Exception {
        ColumnReader r = reader(REQUIRED, true, ROWS, readAhead(true));
        for (int row = 0; row < ROWS; row++) {
            if (row >= PAGE_ROWS) { // the first page is decoded on the reading thread, the rest ahead
                assertEquals(-1, r.dictionaryIndex(), "row " + row + ": a resolved page");
            }
            assertEquals(value(row), r.takeLong(), "row " + row);
        }
    }

    @Test
    void optionalColumnsTakeAroundNulls() throws Exception {
        ColumnReader r = reader(OPTIONAL, true, ROWS);
        for (int row = 0; row < ROWS; row++) {
            Long expected = optionalValue(row);
            if (expected == null) {
                assertFalse(r.isDefined(), "row " + row + " is null");
                r.next();
            } else {
                assertEquals(expected, r.takeLong(), "row " + row);
            }
            assertEquals(row + 1, r.row(), "after row " + row);
        }
        assertFalse(r.hasNext());
    }

    @Test
    void repeatedColumnsStillLoadTheNextPageInTheTake() throws Exception {
        ColumnReader r = reader(REPEATED, false, ROWS);
        assertEquals(Long.MAX_VALUE, r.recordsLeftInPage(), "a repeated column's pages are not counted in records");
        for (int row = 0; row < ROWS; row++) {
            assertEquals(value(row), r.takeLong(), "row " + row + ", first element");
            assertEquals(-value(row), r.takeLong(), "row " + row + ", second element");
            assertFalse(r.unsettled(), "row " + row);
        }
        assertFalse(r.hasNext());
    }

    @Test
    void aShortChunkFailsAtTheTakeAfterItsLastRow() throws Exception {
        ColumnReader r = reader(REQUIRED, false, ROWS + 1);
        for (int row = 0; row < ROWS; row++) {
            assertEquals(value(row), r.takeLong());
        }
        ParquetException e = assertThrows(ParquetException.class, r::takeLong);
        assertEquals("mem: row group 0, column v holds 10 rows but the row group has 11 rows (a short column chunk:"
                + " its values cannot be matched to the other columns' rows)", e.getMessage());
    }

    /**
     * Through the record reader, which settles the columns between records (the mapper never sees
     * a used-up page at a record's start): columns whose pages end at different rows (a string column of growing values pages by size, the others by
     * rows), read whole and in row ranges that start and end inside pages.
     */
    @Test
    void recordsReadRightWhereColumnsPageAtDifferentRows() {
        MessageType schema = MessageTypeParser.parse("""
                message m {
                  required int64 id;
                  required binary s (STRING);
                  optional double d;
                }
                """);
        int rows = 3_000;
        List<List<Object>> expected = new ArrayList<>();
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).dictionary(false).pageSize(512).pageRowLimit(97)
                .build()) {
            for (int row = 0; row < rows; row++) {
                String s = "x".repeat(row % 40) + row;
                Double d = row % 5 == 0 ? null : row / 4.0;
                w.write(Row.of(schema, value(row), s, d));
                expected.add(java.util.Arrays.asList(value(row), s, d));
            }
        }
        RecordMapper<List<Object>> mapper = new ReadingMapper<>(schema, c -> {
            for (ColumnSource source : c) {
                // the record reader loaded every used-up page, so the mapper's takes never do
                assertFalse(((ColumnReader) source).unsettled(), "a used-up page at a record's start");
            }
            long id = c[0].takeLong();
            String s = c[1].takeString();
            Double d = null;
            if (c[2].isDefined()) {
                d = c[2].getDouble();
            }
            c[2].next();
            return java.util.Arrays.asList(id, s, d);
        });
        byte[] file = out.toByteArray();
        long[][] ranges = {{0, rows}, {50, 2_950}, {96, 98}, {1_000, 1_001}};
        for (long[] range : ranges) {
            List<List<Object>> read = new ArrayList<>();
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file));
                 ParquetReader<List<Object>> r = f.readRows(mapper, null, range[0], range[1])) {
                r.forEach(read::add);
            }
            assertEquals(expected.subList((int) range[0], (int) range[1]), read, "rows " + range[0] + "-" + range[1]);
        }
    }
}
