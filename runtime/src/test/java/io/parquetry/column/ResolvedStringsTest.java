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
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
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
        ColumnWriteOptions options = new ColumnWriteOptions(1 << 20, PAGE_ROWS, true,
                ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V2, Compression.SNAPPY,
                Codecs.DEFAULT_LEVEL, false);
        ColumnWriter w = new ColumnWriter(COLUMN, options);
        for (int row = 0; row < ROWS; row++) {
            String v = value(row);
            if (v == null) {
                w.writeNull(0, 0);
            } else {
                w.writeString(v, 0, 1);
            }
        }
        w.endChunk();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ColumnWriter.ChunkResult result = w.finishChunk(out, 0);
        byte[] chunk = out.toByteArray();
        return ColumnReader.ofRowGroup(COLUMN, chunk, 0, chunk.length, 0, result.chunk().metaData().numValues(),
                Compression.SNAPPY, UnsettledPageTest.readAhead(readAhead), "mem", null, null, 0, ROWS);
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
}
