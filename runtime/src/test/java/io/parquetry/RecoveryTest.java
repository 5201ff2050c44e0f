package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.metadata.RecoveryReport;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** ParquetFile.recover over files cut short, without footers, with cumulative footers, damaged, and garbage. */
class RecoveryTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional binary name (STRING);
              optional double score;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
            }
            """);
    /** Rows per row group: the writer checks the row group size every 64 rows, and the target is 1 byte. */
    static final int GROUP_ROWS = 64;

    static List<Row> rows(int n) {
        List<Row> rows = new ArrayList<>();
        var tagsType = SCHEMA.field("tags").asGroup().field(0).asGroup();
        for (int i = 0; i < n; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = 0; t < i % 3; t++) {
                tags.add(t == 1 && i % 4 == 0 ? null : "t" + (i % 11) + "." + t);
            }
            rows.add(Row.of(SCHEMA, (long) i * 7, i % 7 == 0 ? null : "name" + (i % 5), i % 5 == 0 ? null : i * 0.25,
                    i % 6 == 5 ? null : tags));
        }
        assertNotNull(tagsType);
        return rows;
    }

    static byte[] write(List<Row> rows, int cumulativeEvery, PageVersion version) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).rowGroupSize(1).cumulativeFooterEvery(cumulativeEvery)
                .pageVersion(version).keyValue("origin", "recovery test").build()) {
            rows.forEach(w::write);
        }
        return out.toByteArray();
    }

    static List<String> read(byte[] file) {
        List<String> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); ParquetReader<Row> r = f.rows()) {
            for (Row row : r) {
                out.add(row.toString());
            }
        }
        return out;
    }

    static List<String> strings(List<Row> rows) {
        return rows.stream().map(Row::toString).toList();
    }

    static RecoveryReport recover(byte[] damaged, MessageType schema, InMemoryOutputFile out) {
        return ParquetFile.recover(new InMemoryInputFile(damaged, "damaged"), out, schema);
    }

    /** The end of each row group's bytes (its last chunk or bloom filter), from the intact file's footer. */
    static long[] groupEnds(byte[] file) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            List<RowGroup> groups = Footers.rowGroups(f);
            long[] ends = new long[groups.size()];
            for (int g = 0; g < groups.size(); g++) {
                for (ColumnChunk c : groups.get(g).columns()) {
                    ColumnMetaData m = c.metaData();
                    long start = m.dictionaryPageOffset() != null ? m.dictionaryPageOffset() : m.dataPageOffset();
                    ends[g] = Math.max(ends[g], start + m.totalCompressedSize());
                }
            }
            return ends;
        }
    }

    /**
     * Cut at every byte offset, recovery keeps exactly the row groups whose bytes are all there,
     * and their rows read back as written; with cumulative footers every 1 and 2 row groups too
     * (then groups up to the last complete footer come from it, the rest from scanning).
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void truncatedAtEveryOffsetKeepsExactlyTheCompleteRowGroups(int cumulativeEvery) {
        List<Row> rows = rows(GROUP_ROWS * 4);
        byte[] file = write(rows, cumulativeEvery, PageVersion.V1);
        long[] ends = groupEnds(file);
        assertEquals(4, ends.length);
        List<String> expected = strings(rows);
        int footerGroupsSeen = 0;
        for (int cut = 0; cut < file.length; cut++) {
            byte[] damaged = Arrays.copyOf(file, cut);
            if (cut < 4) {
                int at = cut;
                ParquetException e = assertThrows(ParquetException.class, () -> recover(damaged, SCHEMA, new InMemoryOutputFile()),
                        "cut at " + at);
                assertTrue(e.getMessage().startsWith("damaged: not a Parquet file"), e.getMessage());
                continue;
            }
            int complete = 0;
            while (complete < ends.length && ends[complete] <= cut) {
                complete++;
            }
            InMemoryOutputFile out = new InMemoryOutputFile();
            RecoveryReport report = recover(damaged, SCHEMA, out);
            assertEquals(complete, report.rowGroups(), "cut at " + cut + ": " + report);
            assertEquals((long) complete * GROUP_ROWS, report.rows(), "cut at " + cut);
            assertEquals(cut, report.bytesKept() + report.bytesDiscarded(), "cut at " + cut);
            assertEquals(expected.subList(0, complete * GROUP_ROWS), read(out.toByteArray()), "cut at " + cut);
            if (cumulativeEvery == 0) {
                assertEquals(0, report.rowGroupsFromFooter(), "cut at " + cut);
            }
            footerGroupsSeen = Math.max(footerGroupsSeen, report.rowGroupsFromFooter());
        }
        // with cumulative footers the last groups came from a footer; without, none
        assertEquals(cumulativeEvery == 0 ? 0 : 4, footerGroupsSeen);
    }

    @Test
    void aFileWithoutFooterIsRebuiltFromTheSchemaAndNeedsIt() {
        List<Row> rows = rows(GROUP_ROWS * 3 + 10);
        for (PageVersion version : PageVersion.values()) {
            byte[] file = write(rows, 0, version);
            long[] ends = groupEnds(file);
            byte[] footerless = Arrays.copyOf(file, (int) ends[ends.length - 1]);
            ParquetException e = assertThrows(ParquetException.class, () -> recover(footerless, null, new InMemoryOutputFile()));
            assertTrue(e.getMessage().contains("schema is unknown"), e.getMessage());
            InMemoryOutputFile out = new InMemoryOutputFile();
            RecoveryReport report = recover(footerless, SCHEMA, out);
            assertEquals(4, report.rowGroups(), report.toString());
            assertEquals(4, report.rowGroupsScanned());
            assertEquals(rows.size(), report.rows());
            assertEquals(0, report.bytesDiscarded());
            assertEquals(strings(rows), read(out.toByteArray()));
            // the rebuilt chunks say what the writer's said, statistics included, except page indexes
            try (ParquetFile original = ParquetFile.open(new InMemoryInputFile(file));
                 ParquetFile rebuilt = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
                for (int g = 0; g < 4; g++) {
                    for (int c = 0; c < SCHEMA.columns().size(); c++) {
                        ColumnMetaData a = Footers.rowGroups(original).get(g).columns().get(c).metaData();
                        ColumnMetaData b = Footers.rowGroups(rebuilt).get(g).columns().get(c).metaData();
                        assertEquals(a.numValues(), b.numValues());
                        assertEquals(a.totalCompressedSize(), b.totalCompressedSize());
                        assertEquals(a.totalUncompressedSize(), b.totalUncompressedSize());
                        assertEquals(a.dataPageOffset(), b.dataPageOffset());
                        assertEquals(a.dictionaryPageOffset(), b.dictionaryPageOffset());
                        assertEquals(a.codec(), b.codec());
                        assertEquals(new java.util.HashSet<>(a.encodings()), new java.util.HashSet<>(b.encodings()));
                        assertEquals(new java.util.HashSet<>(a.encodingStats()), new java.util.HashSet<>(b.encodingStats()));
                        assertNotNull(b.statistics());
                        assertEquals(a.statistics(), b.statistics(), "row group " + g + ", column " + c);
                    }
                }
                assertEquals(Arrays.asList(ParquetWriter.CREATED_BY), Arrays.asList(rebuilt.createdBy()));
            }
        }
    }

    static final MessageType NUMBERS = MessageTypeParser.parse("""
            message n {
              required float f;
              optional double d;
              required int32 i;
              optional boolean b;
              optional binary s (STRING);
            }
            """);

    /**
     * Statistics rebuilt by scanning equal the writer's chunk by chunk: signed integers, strings,
     * booleans, nulls, and the NaN rule (a float chunk with a NaN has null and NaN counts but no
     * bounds; the chunks of the same column without one have bounds).
     */
    @Test
    void recoveredStatisticsEqualTheWritersChunkByChunk() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < GROUP_ROWS * 3; i++) {
            float f = i == 70 ? Float.NaN : (i % 13) - 6.5f;
            Double d = i % 9 == 0 ? null : i == 150 ? Double.NaN : -i * 1.5;
            rows.add(Row.of(NUMBERS, f, d, i % 2 == 0 ? -i : i * 1000, i % 4 == 0 ? null : i % 3 == 0,
                    i % 5 == 0 ? null : "v" + (i * 37 % 101)));
        }
        InMemoryOutputFile written = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(NUMBERS, written).rowGroupSize(1).build()) {
            rows.forEach(w::write);
        }
        byte[] file = written.toByteArray();
        long[] ends = groupEnds(file);
        InMemoryOutputFile out = new InMemoryOutputFile();
        RecoveryReport report = ParquetFile.recover(new InMemoryInputFile(Arrays.copyOf(file, (int) ends[ends.length - 1]),
                "footerless"), out, NUMBERS);
        assertEquals(ends.length, report.rowGroupsScanned(), report.toString());
        try (ParquetFile original = ParquetFile.open(new InMemoryInputFile(file));
             ParquetFile rebuilt = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            int withNaN = 0;
            int withBounds = 0;
            for (int g = 0; g < ends.length; g++) {
                for (int c = 0; c < NUMBERS.columns().size(); c++) {
                    io.parquetry.format.Statistics a = Footers.rowGroups(original).get(g).columns().get(c).metaData().statistics();
                    io.parquetry.format.Statistics b = Footers.rowGroups(rebuilt).get(g).columns().get(c).metaData().statistics();
                    assertEquals(a, b, "row group " + g + ", column " + c);
                    if (c <= 1 && b.nanCount() > 0) {
                        withNaN++;
                        assertNull(b.minValue());
                        assertNull(b.maxValue());
                    } else {
                        withBounds++;
                        assertNotNull(b.minValue());
                    }
                }
            }
            assertEquals(2, withNaN);
            assertEquals(ends.length * NUMBERS.columns().size() - 2, withBounds);
            // the float chunk of row group 0: -6.5 to 5.5 (as little-endian float bits)
            io.parquetry.format.Statistics f0 = Footers.rowGroups(rebuilt).get(0).columns().get(0).metaData().statistics();
            assertEquals(-6.5f, Float.intBitsToFloat(io.parquetry.bytes.ByteOrderAccess.getInt(f0.minValue(), 0)));
            assertEquals(5.5f, Float.intBitsToFloat(io.parquetry.bytes.ByteOrderAccess.getInt(f0.maxValue(), 0)));
            assertEquals(0L, f0.nullCount());
        }
    }

    @Test
    void cumulativeFootersMakeRecoveryExactWithAndWithoutLaterRowGroups() {
        List<Row> rows = rows(GROUP_ROWS * 5);
        byte[] file = write(rows, 2, PageVersion.V1);
        assertEquals(strings(rows), read(file)); // the finished file reads as any other
        long[] ends = groupEnds(file);
        // the footer after group 4 (index 3) ends before group 5 begins
        byte[] afterFooter;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            RowGroup fifth = Footers.rowGroups(f).get(4);
            afterFooter = Arrays.copyOf(file, (int) (long) fifth.fileOffset());
            InMemoryOutputFile out = new InMemoryOutputFile();
            RecoveryReport report = recover(afterFooter, null, out);
            assertEquals(4, report.rowGroups(), report.toString());
            assertEquals(4, report.rowGroupsFromFooter());
            assertEquals(0, report.rowGroupsScanned());
            try (ParquetFile r = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
                assertEquals(f.keyValueMetadata(), r.keyValueMetadata());
                assertEquals(f.schema(), r.schema());
                for (int g = 0; g < 4; g++) {
                    for (int c = 0; c < SCHEMA.columns().size(); c++) {
                        // the writer's own chunk metadata, statistics included (the page indexes come only at close)
                        assertEquals(Footers.rowGroups(f).get(g).columns().get(c).metaData(), Footers.rowGroups(r).get(g).columns().get(c).metaData());
                    }
                }
            }
            assertEquals(strings(rows).subList(0, 4 * GROUP_ROWS), read(out.toByteArray()));
        }
        // with the fifth group complete after the footer: four from the footer, one scanned
        byte[] footerless = Arrays.copyOf(file, (int) ends[4]);
        InMemoryOutputFile out = new InMemoryOutputFile();
        RecoveryReport report = recover(footerless, null, out);
        assertEquals(5, report.rowGroups(), report.toString());
        assertEquals(4, report.rowGroupsFromFooter());
        assertEquals(1, report.rowGroupsScanned());
        assertEquals(strings(rows), read(out.toByteArray()));
        try (ParquetFile r = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            assertEquals("recovery test", r.keyValueMetadata().get("origin"));
        }
        // a schema that differs from the footer's is refused
        MessageType other = MessageTypeParser.parse("message m { required int64 id; }");
        ParquetException e = assertThrows(ParquetException.class, () -> recover(footerless, other, new InMemoryOutputFile()));
        assertTrue(e.getMessage().contains("does not match"), e.getMessage());
    }

    @Test
    void aCorruptPageInTheLastRowGroupStopsBeforeIt() {
        List<Row> rows = rows(GROUP_ROWS * 3);
        byte[] file = write(rows, 0, PageVersion.V1);
        long[] ends = groupEnds(file);
        byte[] footerless = Arrays.copyOf(file, (int) ends[2]);
        // one byte in the last page of the last column of the last group (its page CRC no longer matches)
        footerless[footerless.length - 3] ^= 0x40;
        InMemoryOutputFile out = new InMemoryOutputFile();
        RecoveryReport report = recover(footerless, SCHEMA, out);
        assertEquals(2, report.rowGroups(), report.toString());
        assertEquals(ends[1], report.bytesKept());
        assertEquals(ends[1], report.stoppedAt());
        assertEquals(strings(rows).subList(0, 2 * GROUP_ROWS), read(out.toByteArray()));
        // damage inside a group the cumulative footer describes: kept up to it, nothing after
        byte[] withFooters = write(rows, 1, PageVersion.V1);
        long[] ends2 = groupEnds(withFooters);
        byte[] cut = Arrays.copyOf(withFooters, (int) ends2[2] + 200); // the third footer is complete
        cut[(int) ends2[1] - 3] ^= 0x40; // last bytes of the second group
        RecoveryReport r2 = recover(cut, null, out = new InMemoryOutputFile());
        assertEquals(1, r2.rowGroups(), r2.toString());
        assertTrue(r2.stopReason().contains("checksum"), r2.stopReason());
        assertEquals(strings(rows).subList(0, GROUP_ROWS), read(out.toByteArray()));
    }

    /**
     * Two columns that decode alike (required INT64, PLAIN, pages of equal row counts) can be
     * split into chunks in several ways: scanning keeps nothing rather than guess, and cumulative
     * footers make the same file recoverable.
     */
    @Test
    void pagesThatSplitSeveralWaysAreNotGuessedAt() {
        MessageType twins = MessageTypeParser.parse("message twins { required int64 a; required int64 b; }");
        List<Row> rows = new ArrayList<>();
        for (long i = 0; i < 3 * GROUP_ROWS; i++) {
            rows.add(Row.of(twins, i, i * 3));
        }
        for (int every : new int[] {0, 1}) {
            InMemoryOutputFile file = new InMemoryOutputFile();
            try (ParquetWriter<Row> w = ParquetFile.writer(twins, file).rowGroupSize(1).dictionary(false).pageRowLimit(8)
                    .cumulativeFooterEvery(every).build()) {
                rows.forEach(w::write);
            }
            byte[] bytes = file.toByteArray();
            long[] ends = groupEnds(bytes);
            // cut after the last row group (footerless), or, with footers, one byte into the final footer
            byte[] footerless = Arrays.copyOf(bytes, every == 0 ? (int) ends[2] : bytes.length - 1);
            InMemoryOutputFile out = new InMemoryOutputFile();
            RecoveryReport report = recover(footerless, twins, out);
            if (every == 0) {
                assertEquals(0, report.rowGroups(), report.toString());
                assertTrue(report.stopReason().contains("can be split into column chunks in"), report.stopReason());
                assertEquals(List.of(), read(out.toByteArray()));
            } else {
                assertEquals(3, report.rowGroups(), report.toString());
                assertEquals(3, report.rowGroupsFromFooter());
                assertEquals(strings(rows), read(out.toByteArray()));
            }
        }
    }

    @Test
    void garbageFailsClearlyOrKeepsNothing() {
        Random random = new Random(15);
        byte[] garbage = new byte[1 << 20];
        random.nextBytes(garbage);
        ParquetException e = assertThrows(ParquetException.class, () -> recover(garbage, SCHEMA, new InMemoryOutputFile()));
        assertEquals("damaged: not a Parquet file (no PAR1 magic at offset 0)", e.getMessage());
        System.arraycopy("PAR1".getBytes(StandardCharsets.US_ASCII), 0, garbage, 0, 4);
        for (int i = 0; i < 20; i++) {
            random.nextBytes(garbage);
            System.arraycopy("PAR1".getBytes(StandardCharsets.US_ASCII), 0, garbage, 0, 4);
            InMemoryOutputFile out = new InMemoryOutputFile();
            RecoveryReport report = recover(garbage, SCHEMA, out);
            assertEquals(0, report.rowGroups(), report.toString());
            assertEquals(4, report.bytesKept());
            assertEquals(List.of(), read(out.toByteArray()));
            ParquetException noSchema = assertThrows(ParquetException.class, () -> recover(garbage, null, new InMemoryOutputFile()));
            assertTrue(noSchema.getMessage().contains("no footer and no cumulative footer"), noSchema.getMessage());
        }
        // a page header that declares a huge page in a small file is not allocated
        byte[] file = write(rows(10), 0, PageVersion.V1);
        byte[] huge = Arrays.copyOf(file, 64);
        RecoveryReport report = recover(huge, SCHEMA, new InMemoryOutputFile());
        assertEquals(0, report.rowGroups());
        // encrypted files are refused
        byte[] pare = Arrays.copyOf(file, file.length);
        System.arraycopy("PARE".getBytes(StandardCharsets.US_ASCII), 0, pare, 0, 4);
        ParquetException enc = assertThrows(ParquetException.class, () -> recover(pare, SCHEMA, new InMemoryOutputFile()));
        assertTrue(enc.getMessage().contains("encrypted files cannot be recovered"), enc.getMessage());
    }

    @Test
    void anIntactFileIsCopiedUnchanged(@TempDir Path dir) throws Exception {
        List<Row> rows = rows(100);
        byte[] file = write(rows, 1, PageVersion.V2);
        Path in = dir.resolve("in.parquet");
        Files.write(in, file);
        RecoveryReport report = ParquetFile.recover(in, dir.resolve("out.parquet"));
        assertTrue(report.intact());
        assertEquals(100, report.rows());
        assertArrayEquals(file, Files.readAllBytes(dir.resolve("out.parquet")));
        assertFalse(report.toString().isEmpty());
    }

    @Test
    void cumulativeFootersAndEncryptionDoNotMix() {
        ParquetException e = assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, new InMemoryOutputFile())
                .cumulativeFooterEvery(-1));
        assertTrue(e.getMessage().contains("cumulativeFooterEvery"), e.getMessage());
    }
}
