package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.compression.Codecs;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Queue;
import java.util.concurrent.FutureTask;
import java.util.function.IntFunction;
import java.util.function.ObjIntConsumer;
import org.junit.jupiter.api.Test;

/**
 * Pages of a binary dictionary decoded ahead come with each value's string once the reader has
 * asked for strings, and without them for a reader of bytes; either way the values are the
 * column's.
 */
class ResolvedStringsTest {
    private static final int ROWS = 5_000;
    private static final int PAGE_ROWS = 500;
    private static final ColumnDescriptor COLUMN =
            MessageTypeParser.parse("message m { optional binary s (STRING); }").columns().get(0);

    private static String value(int row) {
        return row % 11 == 3 ? null : "name-" + (row * 7919 % 37);
    }

    private static ColumnReader reader(boolean readAhead) throws Exception {
        return reader(UnsettledPageTest.readAhead(readAhead), ROWS, ResolvedStringsTest::value);
    }

    /** A reader of the chunk of {@code rows} rows holding {@code values}' strings (null: a null row). */
    private static ColumnReader reader(ColumnReadOptions readOptions, int rows, IntFunction<String> values) throws Exception {
        ColumnWriteOptions options = new ColumnWriteOptions(1 << 20, PAGE_ROWS, true,
                ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V2, Compression.SNAPPY,
                Codecs.DEFAULT_LEVEL, false);
        ColumnWriter w = new ColumnWriter(COLUMN, options);
        for (int row = 0; row < rows; row++) {
            String v = values.apply(row);
            if (v == null) {
                w.writeNull(0, 0);
            } else {
                w.writeString(v, 0, 1);
            }
        }
        return WrittenChunks.readBack(w, COLUMN, Compression.SNAPPY, readOptions, rows);
    }

    /**
     * Reads every row of {@code r}: a null row is checked and passed, a row with a value goes to
     * {@code take} (its number and expected string), which must take the value.
     */
    private static void readRows(ColumnReader r, ObjIntConsumer<String> take) {
        for (int row = 0; row < ROWS; row++) {
            String expected = value(row);
            int def = r.def(); // loads the next page when the last take used one up
            if (expected == null) {
                assertEquals(0, def, "row " + row);
                r.next();
            } else {
                take.accept(expected, row);
            }
        }
    }

    @Test
    void aReaderOfStringsGetsPagesWithTheirStringsResolved() throws Exception {
        ColumnReader r = reader(true);
        int[] resolvedRows = {0};
        int[] laterRows = {0};
        readRows(r, (expected, row) -> {
            resolvedRows[0] += r.pageStrings != null ? 1 : 0;
            laterRows[0] += row >= 2 * PAGE_ROWS ? 1 : 0;
            assertEquals(expected, r.takeString(), "row " + row);
        });
        // the first page, read before the reader asked for a string, and the one decoded ahead
        // meanwhile come without; every page after them with
        assertTrue(resolvedRows[0] >= laterRows[0], "rows of resolved pages: " + resolvedRows[0] + ", expected " + laterRows[0]);
    }

    @Test
    void aReaderOfBytesNeverPaysForStrings() throws Exception {
        ColumnReader r = reader(true);
        readRows(r, (expected, row) -> {
            assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), r.takeBinary(), "row " + row);
            assertNull(r.pageStrings, "row " + row);
        });
    }

    @Test
    void withoutReadingAheadNoPageIsResolved() throws Exception {
        ColumnReader r = reader(false);
        readRows(r, (expected, row) -> {
            assertEquals(expected, r.takeString(), "row " + row);
            assertNull(r.pageStrings, "row " + row);
        });
        assertNotNull(r.dictStrings, "the strings come from the dictionary's, decoded on this thread");
    }

    /** Runs what it is handed when told to (so a test sees what a worker would do, and when). */
    private static final class HeldExecutor implements java.util.concurrent.Executor {
        final Queue<Runnable> held = new ArrayDeque<>();

        @Override
        public void execute(Runnable task) {
            held.add(task);
        }

        /** Runs the held tasks, and those they hand over, until none is left; returns how many were not page decodes. */
        int runAll() {
            int other = 0;
            for (Runnable t = held.poll(); t != null; t = held.poll()) {
                other += t instanceof FutureTask<?> ? 0 : 1;
                t.run();
            }
            return other;
        }
    }

    private static ColumnReadOptions readAheadOn(HeldExecutor executor) {
        return new ColumnReadOptions(true, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH, true, executor);
    }

    /** Every row a different string: a dictionary of several slices of worker tasks, used by one page at a time. */
    private static String distinct(int row) {
        return "entry-" + row;
    }

    @Test
    void theWorkersDecodeTheDictionaryOnceTheReaderAsksForAString() throws Exception {
        int rows = 3 * ChunkDictionary.STRINGS_PER_TASK + 5;
        HeldExecutor workers = new HeldExecutor();
        ColumnReader r = reader(readAheadOn(workers), rows, ResolvedStringsTest::distinct);
        workers.runAll(); // the page decoded ahead
        assertEquals(0, decoded(r), "nothing decoded before a string is asked for");
        assertEquals(distinct(0), r.takeString());
        assertEquals(1, decoded(r), "the reading thread decodes the entry it reads");
        assertEquals(4, workers.runAll(), "the rest is decoded by the workers, a slice per task");
        assertEquals(rows, decoded(r));
        String[] entries = r.dictStrings;
        for (int row = 1; row < rows; row++) {
            int entry = r.dictionaryIndex();
            String s = r.takeString();
            assertEquals(distinct(row), s, "row " + row);
            assertTrue(s == entries[entry], "row " + row + " reads the entry the workers decoded");
            workers.runAll();
        }
    }

    @Test
    void aReaderOfBytesHasNoEntryDecoded() throws Exception {
        int rows = ChunkDictionary.STRINGS_PER_TASK + 1;
        HeldExecutor workers = new HeldExecutor();
        ColumnReader r = reader(readAheadOn(workers), rows, ResolvedStringsTest::distinct);
        for (int row = 0; row < rows; row++) {
            assertArrayEquals(distinct(row).getBytes(StandardCharsets.UTF_8), r.takeBinary(), "row " + row);
            assertEquals(0, workers.runAll(), "row " + row + ": no work but page decodes");
        }
        assertEquals(0, decoded(r));
    }

    /** How many of the reader's dictionary entries have been decoded to strings. */
    private static int decoded(ColumnReader r) {
        return (int) Arrays.stream(r.dictStrings).filter(java.util.Objects::nonNull).count();
    }
}
