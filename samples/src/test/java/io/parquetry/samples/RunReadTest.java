package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.samples.Shapes.Color;
import io.parquetry.samples.Shapes.Scalars;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.ForwardingRecordMapper;
import io.parquetry.spi.RecordMapper;
import io.parquetry.spi.RunBuffers;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generated mappers of flat records read runs of records ({@code readRun}): the records equal
 * what was written, for every mapped scalar type; a value that fails to convert fails at its
 * own row, after every record before it.
 */
class RunReadTest {
    @ParquetRecord
    record Reading(long id, Color color, Instant at, Double value) {}

    /** Optional fields and fields read through converters, which runs read too. */
    @ParquetRecord
    record Wrapped(long id, java.util.Optional<String> note, java.util.OptionalInt count, java.util.OptionalLong size,
                   java.util.OptionalDouble ratio,
                   @io.parquetry.annotation.ParquetConverter(ValueConverterTest.UriConverter.class) java.net.URI home,
                   @io.parquetry.annotation.ParquetConverter(ValueConverterTest.CurrencyConverter.class)
                   java.util.Currency currency) {}

    /** Counts the records the mapper it forwards to builds in runs. */
    static final class CountingRuns<T> extends ForwardingRecordMapper<T> {
        int inRuns;

        CountingRuns(RecordMapper<T> delegate) {
            super(delegate);
        }

        @Override
        public int readRun(ColumnSource[] columns, RunBuffers buffers, Object[] out, int count) {
            int n = super.readRun(columns, buffers, out, count);
            inRuns += n;
            return n;
        }
    }

    static <T> List<T> read(byte[] file, CountingRuns<T> mapper) {
        List<T> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); ParquetReader<T> r = f.read(mapper)) {
            r.forEach(out::add);
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void scalarsOfEveryMappedTypeComeBackEqualFromRuns(PageVersion version) {
        List<Scalars> records = Samples.scalars(3_000, 5);
        for (boolean dictionary : new boolean[] {true, false}) {
            InMemoryOutputFile out = new InMemoryOutputFile();
            try (ParquetWriter<Scalars> w = Parquet.writer(Scalars.class, out).pageVersion(version).dictionary(dictionary)
                    .pageSize(2048).rowGroupSize(64 << 10).build()) {
                w.writeAll(records);
            }
            CountingRuns<Scalars> mapper = new CountingRuns<>(Shapes_ScalarsParquet.mapper());
            Deep.assertListEquals(records, read(out.toByteArray(), mapper));
            assertTrue(mapper.inRuns > records.size() / 2, mapper.inRuns + " of " + records.size() + " in runs");
        }
    }

    /** A file whose {@code color} column holds a name that is no constant of {@link Color} at row {@code badRow}. */
    static byte[] readingsWithAnUnknownColor(int badRow) {
        MessageType schema = RunReadTest_ReadingParquet.mapper().schema();
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageRowLimit(100).build()) {
            for (int i = 0; i < 500; i++) {
                String color = i == badRow ? "PURPLE" : Color.values()[i % 3].name();
                w.write(Row.of(schema, (long) i, color, Instant.ofEpochSecond(1_700_000_000L, i * 1_000L), i % 7 == 0 ? null : i / 4.0));
            }
        }
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 137, 255, 256, 299})
    void aValueThatFailsToConvertFailsAtItsRowAfterTheRecordsBeforeIt(int badRow) {
        byte[] file = readingsWithAnUnknownColor(badRow);
        CountingRuns<Reading> mapper = new CountingRuns<>(RunReadTest_ReadingParquet.mapper());
        List<Reading> read = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); ParquetReader<Reading> r = f.read(mapper)) {
            ParquetException e = assertThrows(ParquetException.class, () -> {
                for (Reading x = r.read(); x != null; x = r.read()) {
                    read.add(x);
                }
            });
            assertTrue(e.getMessage().contains(": row " + badRow + " (row group 0): field color: 'PURPLE'"), e.getMessage());
        }
        assertEquals(badRow, read.size());
        for (int i = 0; i < badRow; i++) {
            Reading x = read.get(i);
            assertEquals(new Reading(i, Color.values()[i % 3], Instant.ofEpochSecond(1_700_000_000L, i * 1_000L),
                    i % 7 == 0 ? null : i / 4.0), x);
        }
        assertTrue(badRow < 2 || mapper.inRuns > 0, "the records before it came in runs");
    }
    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void optionalAndConvertedFieldsComeBackEqualFromRuns(PageVersion version) {
        List<Wrapped> records = new ArrayList<>();
        String[] currencies = {"EUR", "USD", "JPY"};
        for (int i = 0; i < 2_000; i++) {
            records.add(new Wrapped(i, i % 3 == 0 ? java.util.Optional.empty() : java.util.Optional.of("n" + i % 7),
                    i % 4 == 1 ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(i % 100),
                    i % 5 == 2 ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(i * 1_000_003L),
                    i % 6 == 3 ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of(i / 7.0),
                    i % 9 == 4 ? null : java.net.URI.create("https://example.com/" + i % 13),
                    i % 8 == 5 ? null : java.util.Currency.getInstance(currencies[i % 3])));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Wrapped> w = Parquet.writer(Wrapped.class, out).pageVersion(version).pageSize(1024).build()) {
            w.writeAll(records);
        }
        CountingRuns<Wrapped> mapper = new CountingRuns<>(RunReadTest_WrappedParquet.mapper());
        assertEquals(records, read(out.toByteArray(), mapper));
        assertTrue(mapper.inRuns > records.size() / 2, mapper.inRuns + " of " + records.size() + " in runs");
    }
}
