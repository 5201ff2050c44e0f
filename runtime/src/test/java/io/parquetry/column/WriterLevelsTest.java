package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.compression.Codecs;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;

/**
 * A column writer holds a page's levels as bytes: levels outside the column's maxima are refused
 * when they are written, before narrowing could turn one into another (257 into 1).
 */
class WriterLevelsTest {
    private static final ColumnDescriptor COLUMN = MessageTypeParser.parse("""
            message m {
              repeated group g {
                optional int32 v;
              }
            }
            """).columns().get(0); // max repetition level 1, max definition level 2

    private static ColumnWriter writer(int pageRows) {
        ColumnWriteOptions options = new ColumnWriteOptions(1 << 20, pageRows, false,
                ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT, PageVersion.V1, Compression.UNCOMPRESSED,
                Codecs.DEFAULT_LEVEL, false);
        return new ColumnWriter(COLUMN, options);
    }

    @Test
    void levelsOutsideTheMaximaAreRefusedNamingTheColumn() {
        int[][] bad = {{0, 3}, {2, 2}, {0, -1}, {-1, 2}, {0, 257}, {256, 2}, {Integer.MIN_VALUE, 0}};
        for (int[] levels : bad) {
            ColumnWriter w = writer(20_000);
            w.writeInt(7, 0, 2);
            ParquetException e = assertThrows(ParquetException.class, () -> w.writeInt(8, levels[0], levels[1]));
            assertEquals("column " + COLUMN.path() + ": repetition level " + levels[0] + " and definition level "
                    + levels[1] + " are not both within the column's maxima (1 and 2)", e.getMessage());
            assertThrows(ParquetException.class, () -> w.writeNull(levels[0], levels[1]));
            // nothing of the refused entries was kept: the page holds the first value only (its
            // 4 bytes; levels count a quarter byte each, rounded down)
            assertEquals(4, w.bufferedSize(), "one INT32 value");
        }
    }

    @Test
    void levelsWithinTheMaximaComeBackAsWritten() throws Exception {
        // every (rep, def) pair the column allows, 3,000 times over (12,000 rows), across pages of 1,000 rows
        int[][] entries = {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {0, 2}, {1, 2}};
        ColumnWriter w = writer(1_000);
        for (int round = 0; round < 3_000; round++) {
            for (int[] e : entries) {
                if (e[1] == 2) {
                    w.writeInt(round, e[0], e[1]);
                } else {
                    w.writeNull(e[0], e[1]);
                }
            }
        }
        w.endChunk();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        ColumnWriter.ChunkResult result = w.finishChunk(out, 0);
        byte[] chunk = out.toByteArray();
        ColumnReader r = new ColumnReader(COLUMN, chunk, 0, chunk.length, 0, result.chunk().metaData().numValues(),
                Compression.UNCOMPRESSED, ColumnReadOptions.defaults(), "mem");
        for (int round = 0; round < 3_000; round++) {
            for (int[] e : entries) {
                assertEquals(e[0], r.rep(), "repetition level, round " + round);
                assertEquals(e[1], r.def(), "definition level, round " + round);
                if (e[1] == 2) {
                    assertEquals(round, r.getInt());
                }
                r.next();
            }
        }
        assertEquals(false, r.hasNext());
    }
}
