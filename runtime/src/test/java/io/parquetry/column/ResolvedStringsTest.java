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
        ColumnReadOptions read = new ColumnReadOptions(true, ColumnReadOptions.DEFAULT_MAX_PAGE_SIZE,
                ColumnReadOptions.DEFAULT_MAX_NESTING_DEPTH, readAhead, null);
        return ColumnReader.ofRowGroup(COLUMN, chunk, 0, chunk.length, 0, result.chunk().metaData().numValues(),
                Compression.SNAPPY, read, "mem", null, null, 0, ROWS);
    }

    @org.junit.jupiter.api.Test
    void aReaderOfStringsGetsPagesWithTheirStringsResolved() throws Exception {
        ColumnReader r = reader(true);
        int resolvedRows = 0;
        int laterRows = 0;
        for (int row = 0; row < ROWS; row++) {
            String expected = value(row);
            int def = r.def(); // loads the next page when the last take used one up
            if (expected == null) {
                assertEquals(0, def, "row " + row);
                r.next();
                continue;
            }
            resolvedRows += r.pageStrings != null ? 1 : 0;
            laterRows += row >= 2 * PAGE_ROWS ? 1 : 0;
            assertEquals(expected, r.takeString(), "row " + row);
        }
        // the first page, read before the reader asked for a string, and the one decoded ahead
        // meanwhile come without; every page after them with
        assertTrue(resolvedRows >= laterRows, "rows of resolved pages: " + resolvedRows + ", expected " + laterRows);
    }

    @org.junit.jupiter.api.Test
    void aReaderOfBytesNeverPaysForStrings() throws Exception {
        ColumnReader r = reader(true);
        for (int row = 0; row < ROWS; row++) {
            String expected = value(row);
            if (expected == null) {
                r.next();
                continue;
            }
            assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), r.takeBinary(), "row " + row);
            assertNull(r.pageStrings, "row " + row);
        }
    }

    @org.junit.jupiter.api.Test
    void withoutReadingAheadNoPageIsResolved() throws Exception {
        ColumnReader r = reader(false);
        for (int row = 0; row < ROWS; row++) {
            String expected = value(row);
            if (expected == null) {
                r.next();
                continue;
            }
            assertEquals(expected, r.takeString(), "row " + row);
            assertNull(r.pageStrings, "row " + row);
        }
        assertNotNull(r.dictStrings, "the strings come from the dictionary's, decoded on this thread");
    }
}
