package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.StreamOutputFile;
import io.parquetry.testing.ParquetAssertions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/** The one-liners for test fixtures, streams kept open, and plain I/O errors. */
class FixturesTest {
    @TempDir
    Path dir;

    @Test
    void recordsToAFileAndBackInOneLineEach() {
        List<Trade> trades = EvolutionTest.trades(500);
        Path file = dir.resolve("trades.parquet");
        Parquet.write(Trade.class, file, trades);
        assertEquals(trades, Parquet.toList(Trade.class, file));
    }

    /** A fixture-based test: the code under test exports records; the assertion names the first difference. */
    @Test
    void anExportIsCheckedAgainstTheExpectedRecords() {
        List<Trade> trades = EvolutionTest.trades(100);
        Path export = dir.resolve("export.parquet");
        Parquet.write(Trade.class, export, trades); // stands for the service writing its export
        ParquetAssertions.assertRecords(export, Trade.class, trades);

        List<Trade> expected = new ArrayList<>(trades);
        Trade t = trades.get(42);
        expected.set(42, new Trade(t.id(), t.symbol(), t.price(), t.at(), t.side(), t.tags(), t.attrs(),
                new Address("Geneva", t.venue().country(), t.venue().floor())));
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> ParquetAssertions.assertRecords(export, Trade.class, expected));
        assertTrue(e.getMessage().startsWith(export + ": row 42, venue.city: expected <Geneva> but was <city42>"), e.getMessage());
    }

    @Test
    void recordsToBytesAndBack() {
        List<Trade> trades = EvolutionTest.trades(300);
        byte[] file = Parquet.toBytes(Trade.class, trades);
        assertEquals("PAR1", new String(file, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(trades, Parquet.toList(Trade.class, file));
        assertEquals(List.of(), Parquet.toList(Trade.class, Parquet.toBytes(Trade.class, List.of())));
    }

    @Test
    void severalFilesIntoOneZipStream() throws Exception {
        List<Trade> first = EvolutionTest.trades(200);
        List<Trade> second = EvolutionTest.trades(50);
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(zipped)) {
            for (int i = 0; i < 2; i++) {
                zip.putNextEntry(new ZipEntry("part-" + i + ".parquet"));
                try (ParquetWriter<Trade> w = Parquet.writer(Trade.class,
                        StreamOutputFile.keepingOpen(zip, "part-" + i)).build()) {
                    w.writeAll(i == 0 ? first : second);
                }
                zip.closeEntry(); // the writer left the zip stream open
            }
        }
        List<List<Trade>> read = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(zipped.toByteArray()))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                try (ParquetReader<Trade> r = Parquet.reader(Trade.class, InMemoryInputFile.of(zip, e.getName())).build()) {
                    read.add(r.stream().toList());
                }
            }
        }
        assertEquals(List.of(first, second), read);
    }

    @Test
    void aClosingStreamOutputClosesTheStream() throws Exception {
        boolean[] closed = {false};
        ByteArrayOutputStream bytes = new ByteArrayOutputStream() {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, bytes).build()) {
            w.writeAll(EvolutionTest.trades(3));
        }
        assertTrue(closed[0]);
    }

    @Test
    void ioErrorsSayWhatWentWrong() throws Exception {
        Path missing = dir.resolve("missing.parquet");
        ParquetException e = assertThrows(ParquetException.class, () -> ParquetFile.open(missing));
        assertEquals(missing + ": cannot open: no such file", e.getMessage());
        e = assertThrows(ParquetException.class, () -> Parquet.toList(Trade.class, missing));
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());

        Path notADirectory = Files.writeString(dir.resolve("plain.txt"), "x");
        e = assertThrows(ParquetException.class, () -> Parquet.write(Trade.class, notADirectory.resolve("t.parquet"),
                EvolutionTest.trades(1)));
        assertTrue(e.getMessage().startsWith(notADirectory.resolve("t.parquet") + ": cannot create: "), e.getMessage());
        // the parent is a file: the message names it
        assertTrue(e.getMessage().endsWith("already exists (" + notADirectory + ")")
                || e.getMessage().contains("not a directory"), e.getMessage());
    }
}
