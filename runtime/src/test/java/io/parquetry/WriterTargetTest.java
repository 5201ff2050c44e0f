package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.annotation.Engine;
import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.row.Row;
import io.parquetry.row.RowMapper;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ForwardingRecordMapper;
import io.parquetry.spi.RecordMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ParquetWriter.Builder.target}: settings a target engine cannot read fail {@code build()}. */
class WriterTargetTest {
    static final MessageType PLAIN = MessageTypeParser.parse(
            "message m { required int64 id; required double price; optional binary name (STRING); }");

    @TempDir
    Path dir;

    private ParquetException refused(ParquetWriter.Builder<Row> builder, Path file) {
        ParquetException e = assertThrows(ParquetException.class, builder::build);
        assertFalse(Files.exists(file), "nothing is written when the settings are refused");
        return e;
    }

    @Test
    void sparkRefusesBrotliNamingTheCodecsItReads() {
        Path file = dir.resolve("b.parquet");
        ParquetException e = refused(ParquetFile.writer(PLAIN, file).compression(Compression.BROTLI)
                .target(Engine.SPARK), file);
        assertEquals(file + ": the writer's settings produce what a target engine cannot read:\n"
                + "  compression BROTLI: target Spark 4.x cannot read BROTLI compression (Spark 4.x ships no Brotli"
                + " codec: reading fails); instead: compression ZSTD, SNAPPY or GZIP", e.getMessage());
    }

    @Test
    void eachEngineRefusesItsOwnCodecs() {
        Path file = dir.resolve("c.parquet");
        assertTrue(refused(ParquetFile.writer(PLAIN, file).compression(Compression.LZ4).target(Engine.DUCKDB), file)
                .getMessage().contains("compression LZ4: target DuckDB 1.4+ cannot read LZ4 compression (deprecated"
                        + " Hadoop framing)"));
        assertTrue(refused(ParquetFile.writer(PLAIN, file).compression(Compression.LZ4_RAW).target(Engine.TRINO), file)
                .getMessage().contains("compression LZ4_RAW: target Trino cannot read LZ4_RAW compression"));
        assertTrue(refused(ParquetFile.writer(PLAIN, file).compression(Compression.BROTLI)
                .target(Engine.PARQUET_JAVA), file).getMessage().contains("target parquet-java 1.13+ (Hive) cannot read"
                        + " BROTLI compression"));
    }

    @Test
    void byteStreamSplitIsRefusedWhereTheEngineCannotDecodeIt() {
        Path file = dir.resolve("e.parquet");
        ParquetException spark = refused(ParquetFile.writer(PLAIN, file).encoding("price", Encoding.BYTE_STREAM_SPLIT)
                .target(Engine.SPARK), file);
        assertTrue(spark.getMessage().contains("column price (encoding BYTE_STREAM_SPLIT): target Spark 4.x cannot"
                + " read BYTE_STREAM_SPLIT on FLOAT/DOUBLE columns"), spark.getMessage());
        ParquetException duck = refused(ParquetFile.writer(PLAIN, file).encoding("id", Encoding.BYTE_STREAM_SPLIT)
                .encoding("price", Encoding.BYTE_STREAM_SPLIT).target(Engine.DUCKDB), file);
        assertTrue(duck.getMessage().contains("column id (encoding BYTE_STREAM_SPLIT): target DuckDB 1.4+ cannot read"
                + " BYTE_STREAM_SPLIT on INT32/INT64/FIXED_LEN_BYTE_ARRAY columns"), duck.getMessage());
        assertFalse(duck.getMessage().contains("column price"), "DuckDB reads BYTE_STREAM_SPLIT doubles");
    }

    @Test
    void everyRefusalIsListedAtOnce() {
        MessageType schema = MessageTypeParser.parse("message m { required fixed_len_byte_array(16) id (UUID);"
                + " optional int64 at (TIMESTAMP(NANOS,true)); required int64 t (TIME(MICROS,false)); }");
        Path file = dir.resolve("t.parquet");
        ParquetException e = refused(ParquetFile.writer(schema, file).compression(Compression.BROTLI)
                .target(Engine.SPARK, Engine.DUCKDB), file);
        String[] lines = e.getMessage().split("\n");
        assertEquals(5, lines.length, e.getMessage());
        assertTrue(lines[1].startsWith("  compression BROTLI: target Spark 4.x"), lines[1]);
        assertTrue(lines[2].startsWith("  column id: target Spark 4.x cannot read the UUID logical type"), lines[2]);
        assertTrue(lines[3].startsWith("  column at: target Spark 4.x cannot read TIMESTAMP(NANOS)"), lines[3]);
        assertTrue(lines[4].startsWith("  column t: target Spark 4.x cannot read TIME(MICROS)"), lines[4]);
    }

    /**
     * DuckDB misreads a bare repeated group with one field (a list of its values, no structs): the
     * writer refuses it for that target, naming the group wherever it is; the inner one-field
     * groups of LISTs (3-level or legacy 2-level) and two-field groups are fine.
     */
    @Test
    void duckDbMisreadsAOneFieldBareRepeatedGroupAnywhereInTheSchema() throws Exception {
        MessageType schema = MessageTypeParser.parse("message m { required int64 id;"
                + " repeated group tags { optional binary name (STRING); }"
                + " optional group nested { repeated group inner { required int32 x; } }"
                + " repeated group pairs { required int32 a; required int32 b; }"
                + " optional group listed (LIST) { repeated group list { optional binary element (STRING); } }"
                + " optional group legacy (LIST) { repeated group array { required int32 v; } }"
                + " optional group m (MAP) { repeated group key_value { required binary key (STRING);"
                + "   optional group value { repeated group one { required int32 w; } } } } }");
        Path file = dir.resolve("shape.parquet");
        ParquetException e = refused(ParquetFile.writer(schema, file).target(Engine.DUCKDB), file);
        String[] lines = e.getMessage().split("\n");
        assertEquals(4, lines.length, e.getMessage());
        assertEquals("  group tags: target DuckDB 1.4+ misreads a bare repeated group with one field (@Repeated list of"
                + " one-property records) (DuckDB 1.4+ reads it as a list of that field's values, without the struct"
                + " around each one, so a query naming the field fails); instead: drop @Repeated (a LIST) or give the"
                + " record a second property", lines[1]);
        assertTrue(lines[2].startsWith("  group nested.inner: target DuckDB 1.4+ misreads"), lines[2]);
        assertTrue(lines[3].startsWith("  group m.key_value.value.one: target DuckDB 1.4+ misreads"), lines[3]);
        // every other engine reads it as the format says
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).target(Engine.SPARK, Engine.PARQUET_JAVA,
                Engine.TRINO, Engine.PYARROW, Engine.ICEBERG).build()) {
            w.write(Row.of(schema, 1L, java.util.List.of(), null, java.util.List.of(), null, null, null));
        }
        assertTrue(Files.size(file) > 0);
    }

    @Test
    void defaultSettingsAreReadByEveryEngine() throws Exception {
        for (PageVersion version : PageVersion.values()) {
            Path file = dir.resolve("d" + version + ".parquet");
            try (ParquetWriter<Row> w = ParquetFile.writer(PLAIN, file).pageVersion(version)
                    .target(Engine.values()).build()) {
                w.write(Row.of(PLAIN, 1L, 2.5, "x"));
            }
            assertTrue(Files.size(file) > 0);
        }
    }

    /**
     * The defaults never produce a codec or encoding any engine of the table refuses, on any
     * physical type, with V1 or V2 pages, whether the dictionary holds or falls back (guards
     * changes to the default encodings, e.g. an adaptive choice that would pick BYTE_STREAM_SPLIT).
     */
    @Test
    void defaultFilesUseOnlyWhatEveryEngineReads() throws Exception {
        MessageType schema = MessageTypeParser.parse("message m { required boolean b; required int32 i;"
                + " optional int64 l; required float f; required double d; optional binary s (STRING);"
                + " required fixed_len_byte_array(12) x; required int32 small (DECIMAL(9,2));"
                + " required binary big (DECIMAL(30,2));"
                + " required group li (LIST) { repeated group list { required int64 element; } } }");
        java.util.Random r = new java.util.Random(1);
        for (PageVersion version : PageVersion.values()) {
            for (boolean repetitive : new boolean[] {true, false}) {
                Path file = dir.resolve("defaults-" + version + repetitive + ".parquet");
                try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).pageVersion(version).pageRowLimit(500)
                        .dictionaryPageSizeLimit(4 << 10).build()) {
                    for (int n = 0; n < 5000; n++) {
                        int v = repetitive ? n % 7 : r.nextInt();
                        byte[] fixed = new byte[12];
                        if (!repetitive) {
                            r.nextBytes(fixed);
                        }
                        w.write(Row.of(schema, v % 2 == 0, v, repetitive ? (long) n : r.nextLong(), (float) v,
                                repetitive ? n : r.nextDouble(), "s" + v, fixed, java.math.BigDecimal.valueOf(v % 1000, 2),
                                java.math.BigDecimal.valueOf(repetitive ? v : r.nextLong(), 2),
                                java.util.List.of(repetitive ? (long) n : r.nextLong(), repetitive ? n + 1L : r.nextLong())));
                    }
                }
                try (ParquetFile f = ParquetFile.open(file)) {
                    for (io.parquetry.format.RowGroup g : Footers.footer(f).rowGroups()) {
                        for (int c = 0; c < g.columns().size(); c++) {
                            io.parquetry.format.ColumnMetaData m = g.columns().get(c).metaData();
                            boolean decimal = schema.columns().get(c).type().logicalType()
                                    instanceof io.parquetry.base.LogicalType.DecimalType;
                            boolean nullable = schema.columns().get(c).maxDefinitionLevel() > 0;
                            assertEquals(Compression.SNAPPY, m.codec());
                            for (Encoding e : m.encodings()) {
                                assertEquals(null, io.parquetry.annotation.EngineFeature.encoding(e.name(),
                                        m.type().name(), decimal, nullable), version + " " + m.pathInSchema() + " uses " + e);
                                assertTrue(e != Encoding.BYTE_STREAM_SPLIT, m.pathInSchema() + " " + e);
                            }
                        }
                    }
                }
            }
        }
        assertEquals(null, io.parquetry.annotation.EngineFeature.codec(Compression.SNAPPY.name()));
    }

    @Test
    void theMappersTargetsApplyUnlessTheBuilderReplacesThem() throws Exception {
        RecordMapper<Row> forSpark = new ForwardingRecordMapper<>(new RowMapper(PLAIN)) {
            @Override
            public Set<Engine> targets() {
                return Set.of(Engine.SPARK);
            }
        };
        Path file = dir.resolve("m.parquet");
        assertTrue(assertThrows(ParquetException.class, () -> Parquet.writer(forSpark, new io.parquetry.io.LocalOutputFile(
                file)).compression(Compression.BROTLI).build()).getMessage().contains("target Spark 4.x"));
        // an explicit empty target list checks nothing
        try (ParquetWriter<Row> w = Parquet.writer(forSpark, new io.parquetry.io.LocalOutputFile(file))
                .compression(Compression.GZIP).encoding("price", Encoding.BYTE_STREAM_SPLIT).target().build()) {
            w.write(Row.of(PLAIN, 1L, 2.5, "x"));
        }
        assertTrue(Files.size(file) > 0);
    }
}
