package io.parquetry.column;

import static io.parquetry.column.TakeMethodsTest.assertRowsEqual;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import io.parquetry.spi.RunBuffers;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Run takes ({@link ColumnSource#takeLongs} and the others) and the reader's runs of records
 * ({@link RecordMapper#readRun}) read exactly what one take per record reads: required and
 * optional columns, dictionary and plain pages, V1 and V2, pages read ahead or not, runs cut
 * at every page end; a record that fails to build fails at its own row, after the ones before it.
 */
class RunTakesTest {
    /** {@link TakeMethodsTest}'s columns, then an optional number and an optional string. */
    static final MessageType SCHEMA = MessageTypeParser.parse("message m {\n" + TakeMethodsTest.REQUIRED_COLUMNS + """
              optional int64 ol;
              optional binary os (STRING);
            }
            """);
    static final int ROWS = TakeMethodsTest.ROWS;

    /** {@link TakeMethodsTest#rows()}, each with a value or null for the two optional columns. */
    static List<Object[]> rows() {
        List<Object[]> rows = new ArrayList<>();
        List<Object[]> required = TakeMethodsTest.rows();
        for (int r = 0; r < ROWS; r++) {
            Object[] row = java.util.Arrays.copyOf(required.get(r), SCHEMA.columns().size());
            int v = (Integer) row[1];
            row[7] = r % 5 == 0 ? null : (long) v * 3;
            row[8] = r % 4 == 1 ? null : "o" + (v % 11);
            rows.add(row);
        }
        return rows;
    }

    /** Pages of at most 160 bytes too, so that the columns' pages end at different rows. */
    static byte[] write(boolean dictionary, PageVersion version) {
        return TakeMethodsTest.write(SCHEMA, rows(), dictionary, version, b -> b.pageSize(160));
    }

    /**
     * Reads records one take per value ({@code read}) and, as a generated mapper of a flat
     * record does, in runs through the run takes; counts the records read each way. Building a
     * record whose {@code i} is {@code failAt} fails.
     */
    static class RunMapper implements ReadOnlyMapper<Object[]> {
        final int failAt;
        int single;
        int inRuns;

        RunMapper(int failAt) {
            this.failAt = failAt;
        }

        @Override
        public MessageType schema() {
            return SCHEMA;
        }

        @Override
        public Object[] read(ColumnSource[] c) {
            single++;
            return check(new Object[] {c[0].takeBoolean(), c[1].takeInt(), c[2].takeLong(), c[3].takeFloat(),
                    c[4].takeDouble(), c[5].takeString(), c[6].takeBinary(),
                    c[7].takeNull(1) ? null : c[7].takeLong(), c[8].takeNull(1) ? null : c[8].takeString()});
        }

        private Object[] check(Object[] row) {
            if ((Integer) row[1] == failAt) {
                throw new ParquetException("i is " + failAt);
            }
            return row;
        }

        @Override
        public int readRun(ColumnSource[] c, RunBuffers s, Object[] out, int n) {
            for (int i = 0; i < 7; i++) {
                if (!c[i].runReady(0)) {
                    return 0;
                }
            }
            if (!c[7].runReady(1) || !c[8].runReady(1)) {
                return 0;
            }
            boolean[] b = s.booleans(0);
            c[0].takeBooleans(b, null, 0, n);
            int[] i = s.ints(1);
            c[1].takeInts(i, null, 0, n);
            long[] l = s.longs(2);
            c[2].takeLongs(l, null, 0, n);
            float[] f = s.floats(3);
            c[3].takeFloats(f, null, 0, n);
            double[] d = s.doubles(4);
            c[4].takeDoubles(d, null, 0, n);
            String[] str = s.strings(5);
            c[5].takeStrings(str, null, 0, n);
            byte[][] x = s.binaries(6);
            c[6].takeBinaries(x, null, 0, n);
            long[] ol = s.longs(7);
            boolean[] olNull = s.nulls(7);
            c[7].takeLongs(ol, olNull, 1, n);
            String[] os = s.strings(8);
            boolean[] osNull = s.nulls(8);
            c[8].takeStrings(os, osNull, 1, n);
            for (int k = 0; k < n; k++) {
                out[k] = check(new Object[] {b[k], i[k], l[k], f[k], d[k], str[k], x[k],
                        olNull[k] ? null : ol[k], osNull[k] ? null : os[k]});
                inRuns++;
            }
            return n;
        }
    }

    @ParameterizedTest
    @CsvSource({"true, V1, true", "false, V1, true", "true, V2, false", "false, V2, false", "true, V1, false"})
    void runsReadWhatOneTakePerValueReads(boolean dictionary, PageVersion version, boolean readAhead) {
        byte[] file = write(dictionary, version);
        RunMapper mapper = new RunMapper(-1);
        List<Object[]> read = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), ReadOptions.defaults().withReadAhead(readAhead));
             ParquetReader<Object[]> r = f.read(mapper)) {
            r.forEach(read::add);
        }
        assertRowsEqual(rows(), read);
        // pages of at most 37 rows and 160 bytes, so the columns' pages end at different rows:
        // a run ends where the first of them does, and most records still come in runs
        assertEquals(ROWS, mapper.inRuns + mapper.single);
        assertTrue(mapper.inRuns > ROWS / 2, mapper.inRuns + " records in runs");
    }

    @Test
    void aRowRangeOrAFilterReadsOneRecordAtATime() {
        byte[] file = write(true, PageVersion.V1);
        RunMapper mapper = new RunMapper(-1);
        List<Object[]> read = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file));
             ParquetReader<Object[]> r = f.readRows(mapper, 100, 613)) {
            r.forEach(read::add);
        }
        assertRowsEqual(rows().subList(100, 613), read);
        assertEquals(0, mapper.inRuns);
    }

    /** Rows 700-703 hold unique values of {@code i}: at least one of them is inside a run, not its first. */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {700, 701, 702, 703})
    void aRecordThatFailsInARunFailsAtItsRowAfterTheRecordsBeforeIt(int badRow) {
        byte[] file = write(true, PageVersion.V1);
        RunMapper mapper = new RunMapper(badRow * 7919);
        List<Object[]> read = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file));
             ParquetReader<Object[]> r = f.read(mapper)) {
            ParquetException e = assertThrows(ParquetException.class, () -> {
                for (Object[] row = r.read(); row != null; row = r.read()) {
                    read.add(row);
                }
            });
            assertTrue(e.getMessage().contains(": row " + badRow + " (row group "), e.getMessage());
            assertTrue(e.getMessage().endsWith("i is " + badRow * 7919), e.getMessage());
        }
        assertRowsEqual(rows().subList(0, badRow), read);
        assertTrue(mapper.inRuns > 0);
    }

    @Test
    void aMapperThatBuildsPartOfARunIsRefused() {
        byte[] file = write(true, PageVersion.V1);
        RunMapper partial = new RunMapper(-1) {
            @Override
            public int readRun(ColumnSource[] c, RunBuffers s, Object[] out, int n) {
                return super.readRun(c, s, out, n) - 1;
            }
        };
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); ParquetReader<Object[]> r = f.read(partial)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
                while (r.read() != null) {
                    // reads until the first run
                }
            });
            assertTrue(e.getMessage().contains("records of a run of") && e.getMessage().endsWith("(it must read all or none)"), e.getMessage());
        }
    }

    /** Runs {@code test} on the reader of column {@code index} of {@code file}, at its first entry. */
    private static void withColumn(byte[] file, int index, java.util.function.Consumer<ColumnReader> test) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), ReadOptions.defaults().withReadAhead(false));
             ParquetReader<Object[]> r = f.read(new ReadingMapper<>(SCHEMA, c -> {
                 test.accept((ColumnReader) c[index]);
                 return new Object[0];
             }))) {
            r.read();
        }
    }

    @Test
    void runTakesAcrossPageEndsGoEntryByEntry() {
        byte[] file = write(false, PageVersion.V1);
        List<Object[]> all = rows();
        // pages of at most 37 rows: 100 entries cross at least two page ends
        withColumn(file, 2, longs -> {
            long[] values = new long[100];
            longs.takeLongs(values, null, 0, 100);
            for (int k = 0; k < 100; k++) {
                assertEquals((Long) all.get(k)[2], values[k], "entry " + k);
            }
        });
        withColumn(file, 8, optional -> {
            String[] strings = new String[100];
            boolean[] nulls = new boolean[100];
            strings[1] = "kept";
            optional.takeStrings(strings, nulls, 1, 100);
            for (int k = 0; k < 100; k++) {
                Object expected = all.get(k)[8];
                assertEquals(expected == null, nulls[k], "entry " + k);
                if (expected != null) {
                    assertEquals(expected, strings[k], "entry " + k);
                }
            }
            assertNull(all.get(1)[8]);
            assertEquals("kept", strings[1], "a null entry's slot is left as it was");
        });
    }

    @Test
    void onlyColumnsWithoutRepetitionWhoseValuesSitAtTheGivenLevelAreRunReady() {
        byte[] file = write(true, PageVersion.V1);
        List<Boolean> ready = new ArrayList<>();
        withColumn(file, 0, c -> {
            ready.add(c.runReady(0));
            ready.add(c.runReady(1));
        });
        withColumn(file, 7, c -> {
            ready.add(c.runReady(1));
            ready.add(c.runReady(0));
        });
        // a required column is no optional field's; an optional column may hold nulls, which a
        // required field takes one by one (and fails on)
        assertEquals(List.of(true, false, true, false), ready);
        MessageType nested = MessageTypeParser.parse("message m { repeated int64 r; }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(nested, out).build()) {
            w.write(Row.of(nested, List.of(1L, 2L)));
        }
        List<Boolean> repeated = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
             ParquetReader<Object> r = f.read(new ReadingMapper<>(nested, c -> {
                 repeated.add(c[0].runReady(1));
                 c[0].next();
                 c[0].next();
                 return "";
             }))) {
            r.read();
        }
        assertEquals(List.of(false), repeated);
    }

    @Test
    void aRequiredRunOverAnOptionalColumnFailsAtTheNull() {
        byte[] file = write(true, PageVersion.V1);
        List<Object[]> all = rows();
        assertNull(all.get(0)[7]);
        assertNull(all.get(5)[7]);
        withColumn(file, 7, optional -> {
            assertTrue(optional.takeNull(1), "row 0 is null");
            long[] values = new long[10];
            ParquetException e = assertThrows(ParquetException.class, () -> optional.takeLongs(values, null, 0, 10));
            assertTrue(e.getMessage().contains("has no value but its field is required"), e.getMessage());
            for (int k = 0; k < 4; k++) {
                assertEquals((Long) all.get(k + 1)[7], values[k], "entry " + k);
            }
            assertEquals(0L, values[4], "nothing written for the null");
        });
    }
}
