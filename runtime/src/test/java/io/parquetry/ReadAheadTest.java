package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.row.Row;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Reading ahead (worker threads decoding each column's next page) changes nothing a reader
 * sees: the same rows from intact files, and from damaged ones the same rows up to the same
 * error, with the same message.
 */
class ReadAheadTest {
    static List<Arguments> files() {
        List<Arguments> out = new ArrayList<>();
        for (Compression c : new Compression[] {Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.ZSTD}) {
            for (PageVersion v : PageVersion.values()) {
                out.add(Arguments.of(c, v));
            }
        }
        return out;
    }

    /** What reading a file gives: the rows read before the end or the error, and the error. */
    private record Outcome(List<Row> rows, String error) {}

    private static Outcome read(byte[] file, boolean readAhead) {
        List<Row> rows = new ArrayList<>();
        ReadOptions options = ReadOptions.defaults().withReadAhead(readAhead);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "file"), options);
             ParquetReader<Row> r = f.rows()) {
            for (Row row : r) {
                rows.add(row);
            }
        } catch (RuntimeException e) {
            return new Outcome(rows, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        return new Outcome(rows, null);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("files")
    void sameRowsAndSameErrorsWithAndWithoutReadAhead(Compression c, PageVersion v) {
        List<Row> written = RowRoundTripTest.rows(4000, 5);
        // small pages: every column has many, so the cursor meets pages decoded ahead all along
        byte[] file = RowRoundTripTest.write(written, c, v, true, 1024, 48 << 10);
        Outcome intact = read(file, true);
        assertEquals(null, intact.error());
        RowRoundTripTest.assertRowsEqual(written, intact.rows());

        // damage one byte at a time in the pages (not the footer, which fails before any page)
        int footerStart = file.length - 8 - (file[file.length - 8] & 0xff | (file[file.length - 7] & 0xff) << 8
                | (file[file.length - 6] & 0xff) << 16 | (file[file.length - 5] & 0xff) << 24);
        Random rnd = new Random(c.ordinal() * 31L + v.ordinal());
        int failures = 0;
        for (int m = 0; m < 150; m++) {
            byte[] mutant = file.clone();
            int at = 4 + rnd.nextInt(footerStart - 4);
            mutant[at] ^= (byte) (1 << rnd.nextInt(8));
            Outcome ahead = read(mutant, true);
            Outcome inPlace = read(mutant, false);
            assertEquals(inPlace.error(), ahead.error(), "flip at " + at);
            assertEquals(inPlace.rows().size(), ahead.rows().size(), "rows before the error, flip at " + at);
            RowRoundTripTest.assertRowsEqual(inPlace.rows(), ahead.rows());
            failures += ahead.error() != null ? 1 : 0;
        }
        assertTrue(failures > 10, "enough of the flips are caught (checksums on): " + failures);
    }
}
