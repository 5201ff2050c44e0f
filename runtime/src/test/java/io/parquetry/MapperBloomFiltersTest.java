package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.ParquetException;
import io.parquetry.index.BloomFilter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.row.RowMapper;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.BloomFilterOptions;
import io.parquetry.spi.ForwardingRecordMapper;
import io.parquetry.spi.RecordMapper;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link RecordMapper#columnBloomFilters()}: the writer builds them, builder options win, bad ones fail build. */
class MapperBloomFiltersTest {
    static final MessageType SCHEMA = MessageTypeParser.parse(
            "message m { required int64 id; optional binary name (STRING); required int32 grp; required boolean b; }");

    /** The schema-driven row mapper, asking for {@code blooms}. */
    static RecordMapper<Row> withBloomFilters(Map<String, BloomFilterOptions> blooms) {
        return new ForwardingRecordMapper<>(new RowMapper(SCHEMA)) {
            @Override
            public Map<String, BloomFilterOptions> columnBloomFilters() {
                return blooms;
            }
        };
    }

    static Row row(int i) {
        return Row.of(SCHEMA, (long) i * 31, i % 4 == 0 ? null : "name " + i, i % 9, i % 2 == 0);
    }

    @Test
    void mapperBloomFiltersAreWrittenAndBuilderOptionsWin() {
        RecordMapper<Row> mapper = withBloomFilters(Map.of("id", new BloomFilterOptions(1000, 0.01),
                "name", new BloomFilterOptions(100, 0.01)));
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = new ParquetWriter.Builder<>(out, mapper).rowGroupSize(4 << 10)
                .bloomFilter("id", 50_000, 0.01).build()) {
            for (int i = 0; i < 3000; i++) {
                w.write(row(i));
            }
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            assertTrue(Footers.rowGroups(f).size() > 1, Footers.rowGroups(f).size() + " row groups");
            int first = 0;
            for (int g = 0; g < Footers.rowGroups(f).size(); g++) {
                BloomFilter id = Footers.bloomFilter(f, g, "id");
                BloomFilter name = Footers.bloomFilter(f, g, "name");
                assertEquals(65536, id.numBytes(), "the builder's ndv of 50,000");
                assertEquals(128, name.numBytes(), "the mapper's ndv of 100");
                assertNull(Footers.bloomFilter(f, g, "grp"));
                assertNull(Footers.bloomFilter(f, g, "b"));
                long rowsInGroup = Footers.rowGroups(f).get(g).numRows();
                for (int i = first; i < first + rowsInGroup; i++) {
                    assertTrue(id.mightContain((long) i * 31), "id of row " + i);
                    if (i % 4 != 0) {
                        assertTrue(name.mightContain("name " + i), "name of row " + i);
                    }
                }
                first += (int) rowsInGroup;
            }
            assertEquals(3000, first);
        }
    }

    @Test
    void badMapperBloomFiltersFailBuildNamingTheColumn() {
        Map<String, BloomFilterOptions> nullOptions = new HashMap<>();
        nullOptions.put("grp", null);
        Map<Map<String, BloomFilterOptions>, String> cases = Map.of(
                Map.of("nope", new BloomFilterOptions(10, 0.01)), "nope",
                Map.of("b", new BloomFilterOptions(10, 0.01)),
                "column b: bloom filters are not supported on BOOLEAN columns",
                nullOptions, "column grp: bloom filter options must not be null");
        cases.forEach((blooms, message) -> {
            ParquetWriter.Builder<Row> b = new ParquetWriter.Builder<>(new InMemoryOutputFile(), withBloomFilters(blooms));
            ParquetException e = assertThrows(ParquetException.class, b::build);
            assertTrue(e.getMessage().contains(message), e.getMessage());
        });
        // a builder option does not make a mapper's BOOLEAN choice acceptable, but replaces a null one
        ParquetWriter.Builder<Row> b = new ParquetWriter.Builder<>(new InMemoryOutputFile(), withBloomFilters(nullOptions))
                .bloomFilter("grp", 10, 0.01);
        b.build().close();
    }

    @Test
    void optionsAreValidatedAndSized() {
        assertEquals(2048, new BloomFilterOptions(1000, 0.01).numBytes());
        assertEquals(1024, new BloomFilterOptions(1000, 0.05).numBytes());
        assertEquals(512, new BloomFilterOptions(200, 0.001).numBytes());
        assertEquals(32, new BloomFilterOptions(0, 0.01).numBytes());
        assertEquals(1 << 20, new BloomFilterOptions(2_000_000, 0.01).numBytes(), "capped at 1 MiB");
        assertThrows(ParquetException.class, () -> new BloomFilterOptions(-1, 0.01));
        for (double fpp : new double[] {0, 1, -0.5, 1.5, Double.NaN}) {
            ParquetException e = assertThrows(ParquetException.class, () -> new BloomFilterOptions(10, fpp));
            assertEquals("bloom filter: false-positive probability must be in (0, 1), got " + fpp, e.getMessage());
        }
        assertThrows(ParquetException.class, () -> ParquetFile.writer(SCHEMA, new InMemoryOutputFile())
                .bloomFilter("id", -5, 0.01));
    }
}
