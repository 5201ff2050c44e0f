package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.column.ValueEncoders;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.parquet.column.EncodingStats;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Files whose columns we write in every value encoding (each on every physical type it applies
 * to, with nulls, several pages, V1 and V2 pages) read value by value by DuckDB and parquet-java,
 * and the encodings our footer claims are the ones parquet-java and DuckDB report.
 */
class EncodingInteropTest {
    static final String SCHEMA_TEXT = """
            message m {
              required int32 id;
              optional boolean b;
              optional int32 i32;
              optional int64 i64;
              optional float f;
              optional double d;
              optional binary s (STRING);
              optional binary bin;
              optional fixed_len_byte_array(16) u (UUID);
              optional fixed_len_byte_array(6) fx;
              optional fixed_len_byte_array(9) dec (DECIMAL(20,2));
              optional int32 day (DATE);
              optional int64 ts (TIMESTAMP(MICROS,true));
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
            }
            """;
    static final MessageType SCHEMA = MessageTypeParser.parse(SCHEMA_TEXT);
    static final int ROWS = 2_500;

    @TempDir
    Path dir;

    /** Rows as canonical maps (what readers must return), in schema order. */
    static List<Map<String, Object>> canonicalRows() {
        Random r = new Random(19);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            boolean nul = i % 6 == 4;
            byte[] bin = new byte[r.nextInt(12)];
            r.nextBytes(bin);
            byte[] fx = new byte[6];
            r.nextBytes(fx);
            if (i % 2 == 0) {
                fx[5] = 7; // shared prefixes are what DELTA_BYTE_ARRAY looks for; shared tails don't hurt
            }
            List<Object> tags = new ArrayList<>();
            for (int t = 0; t < i % 4; t++) {
                tags.add(t == 2 ? null : "tag-" + (i / 50) + "-" + t);
            }
            rows.add(Canonical.row(
                    "id", i,
                    "b", nul ? null : (Object) (i % 23 < 15),
                    "i32", nul ? null : (Object) (i % 9 == 0 ? Integer.MIN_VALUE : i % 9 == 1 ? Integer.MAX_VALUE : i * 7 - 5000),
                    "i64", nul ? null : (Object) (i % 9 == 0 ? Long.MIN_VALUE : 1_700_000_000_000L + i * 1_000L + r.nextInt(50)),
                    "f", nul ? null : (Object) (i % 31 == 0 ? Float.NaN : r.nextFloat() * 1000 - 500),
                    "d", nul ? null : (Object) (i % 31 == 0 ? Double.POSITIVE_INFINITY : r.nextGaussian() * 1e9),
                    "s", nul ? null : (i % 17 == 0 ? "" : "customer/" + (i / 25) + "/ordér-" + r.nextInt(1000)),
                    "bin", nul ? null : Bytes.of(bin),
                    "u", nul ? null : new UUID(r.nextLong(), i),
                    "fx", nul ? null : Bytes.of(fx),
                    "dec", nul ? null : BigDecimal.valueOf(r.nextLong(), 2).multiply(BigDecimal.valueOf(i % 2 == 0 ? 1 : -1)),
                    "day", nul ? null : LocalDate.of(2000, 1, 1).plusDays(i * 3L),
                    "ts", nul ? null : Instant.ofEpochSecond(1_600_000_000L + i * 61L, (i % 1000) * 1000L),
                    "tags", i % 5 == 0 ? null : tags));
        }
        return rows;
    }

    static Row toRow(Map<String, Object> c) {
        Object[] values = new Object[SCHEMA.fieldCount()];
        for (int f = 0; f < values.length; f++) {
            Object v = c.get(SCHEMA.field(f).name());
            values[f] = v instanceof Bytes b ? b.toByteArray() : v;
        }
        return Row.of(SCHEMA, values);
    }

    /** Every value encoding the writer offers, per page version. */
    static List<Arguments> encodings() {
        List<Arguments> out = new ArrayList<>();
        for (Encoding e : List.of(Encoding.PLAIN, Encoding.RLE_DICTIONARY, Encoding.RLE, Encoding.DELTA_BINARY_PACKED,
                Encoding.DELTA_LENGTH_BYTE_ARRAY, Encoding.DELTA_BYTE_ARRAY, Encoding.BYTE_STREAM_SPLIT)) {
            for (PageVersion v : PageVersion.values()) {
                out.add(Arguments.of(e, v));
            }
        }
        return out;
    }

    /** The columns {@code e} applies to. */
    static List<String> columnsFor(Encoding e) {
        List<String> out = new ArrayList<>();
        for (ColumnDescriptor c : SCHEMA.columns()) {
            if (ValueEncoders.supports(e, c.physicalType())) {
                out.add(c.path().toDotString());
            }
        }
        return out;
    }

    Path write(Encoding e, PageVersion v, List<Map<String, Object>> rows) {
        Path file = dir.resolve(e + "-" + v + ".parquet");
        ParquetWriter.Builder<Row> b = ParquetFile.writer(SCHEMA, file).pageVersion(v).pageRowLimit(400)
                .dictionary(false);
        for (ColumnDescriptor c : SCHEMA.columns()) {
            // columns the encoding does not apply to stay PLAIN, so each file tests one encoding
            String path = c.path().toDotString();
            b.encoding(path, columnsFor(e).contains(path) ? e : Encoding.PLAIN);
        }
        try (ParquetWriter<Row> w = b.build()) {
            for (Map<String, Object> row : rows) {
                w.write(toRow(row));
            }
        }
        return file;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("encodings")
    void duckDbAndParquetJavaReadEveryEncodingAndSeeTheEncodingsWeClaim(Encoding e, PageVersion v) {
        List<Map<String, Object>> rows = canonicalRows();
        Path file = write(e, v, rows);
        List<String> columns = columnsFor(e);

        Canonical.assertRowsEqual(rows, ParquetJavaFiles.read(file));

        List<String> duckDbCannot = duckDbGaps(e);
        List<Map<String, Object>> duck = duckDbCannot.isEmpty() ? DuckDbFiles.read(file)
                : DuckDbFiles.read(file, "* EXCLUDE (" + String.join(", ", duckDbCannot) + ")");
        Canonical.assertRowsEqual(Canonical.without(rows, duckDbCannot.toArray(new String[0])), duck);

        // the footer: our encodings list and encoding stats, as parquet-java parses them
        ParquetMetadata footer = ParquetJavaFiles.footer(file);
        try (ParquetFile ours = ParquetFile.open(file)) {
            List<BlockMetaData> blocks = footer.getBlocks();
            for (int g = 0; g < blocks.size(); g++) {
                for (ColumnChunkMetaData col : blocks.get(g).getColumns()) {
                    String path = col.getPath().toDotString();
                    ColumnChunkMetadata chunk = ours.chunk(g, path);
                    Set<String> claimed = chunk.encodings().stream().map(Enum::name)
                            .collect(Collectors.toCollection(TreeSet::new));
                    Set<String> seen = col.getEncodings().stream().map(Enum::name)
                            .collect(Collectors.toCollection(TreeSet::new));
                    assertEquals(claimed, seen, path);
                    EncodingStats stats = col.getEncodingStats();
                    Set<String> dataEncodings = stats.getDataEncodings().stream().map(Enum::name)
                            .collect(Collectors.toCollection(TreeSet::new));
                    Encoding expected = columns.contains(path) ? e : Encoding.PLAIN;
                    if (expected == Encoding.RLE_DICTIONARY) {
                        // parquet-java names dictionary-encoded data pages by the dictionary's encodings
                        assertTrue(stats.hasDictionaryPages(), path);
                        assertTrue(stats.hasDictionaryEncodedPages(), path);
                        assertTrue(!stats.hasNonDictionaryEncodedPages(), path);
                    } else {
                        assertEquals(Set.of(expected.name()), dataEncodings, path);
                        assertTrue(!stats.hasDictionaryPages(), path);
                        assertNull(chunk.dictionaryPageOffset(), path);
                    }
                    assertEquals(v == PageVersion.V2, stats.usesV2Pages(), path);
                    // what the encodings list claims is exactly what the pages use (plus RLE for levels)
                    Set<String> used = chunk.encodingStats().stream().map(s -> s.encoding().name())
                            .collect(Collectors.toCollection(TreeSet::new));
                    if (!path.equals("id")) {
                        used.add("RLE");
                    }
                    assertEquals(used, claimed, path);
                }
            }
        }

        // DuckDB's own view of the footer
        for (Map<String, Object> m : DuckDbFiles.parquetMetadata(file)) {
            String path = String.valueOf(m.get("path_in_schema")).replace(", ", ".");
            String encodings = String.valueOf(m.get("encodings"));
            if (columns.contains(path)) {
                assertTrue(encodings.contains(e.name()), path + " " + encodings);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void defaultV2FallbackIsReadEverywhere() {
        List<Map<String, Object>> rows = canonicalRows();
        // a 2 KiB dictionary overflows on the first page of high-cardinality columns
        Map<String, Set<String>> dataEncodings = writeV2WithSmallDictionaries(rows, "defaults-v2.parquet", Map.of());
        // increasing ints pack as deltas: the pages the dictionary encoded until it was full are
        // written again as deltas at the chunk's end, which is smaller; distinct strings fall back
        // to DELTA_BYTE_ARRAY
        assertEquals(Set.of("DELTA_BINARY_PACKED"), dataEncodings.get("id"), dataEncodings::toString);
        // optional integers never fall back to deltas, however well they pack (Spark's vectorized
        // reader misreads them after skipping nulls: EngineFeature.DELTA_BINARY_PACKED_NULLABLE)
        assertEquals(Set.of("PLAIN"), dataEncodings.get("ts"), dataEncodings::toString);
        assertEquals(Set.of("PLAIN"), dataEncodings.get("i64"), dataEncodings::toString);
        assertTrue(dataEncodings.get("s").contains("DELTA_BYTE_ARRAY"), dataEncodings::toString);
        assertTrue(dataEncodings.get("bin").contains("DELTA_BYTE_ARRAY"), dataEncodings::toString);
        assertEquals(Set.of("PLAIN"), dataEncodings.get("d"), "no default delta for DOUBLE");
        assertEquals(Set.of("PLAIN"), dataEncodings.get("u"), "no default delta for FIXED_LEN_BYTE_ARRAY");
        // a dictionary asked for keeps its pages when it overflows: a chunk of dictionary pages,
        // then deltas
        Map<String, Set<String>> asked = writeV2WithSmallDictionaries(rows, "asked-v2.parquet",
                Map.of("id", Encoding.RLE_DICTIONARY));
        assertEquals(Set.of("DELTA_BINARY_PACKED", "RLE_DICTIONARY"), asked.get("id"), asked::toString);
    }

    /**
     * Writes {@code rows} in V2 pages of 400 rows with dictionaries of at most 2 KiB and
     * {@code encodings}, checks that parquet-java and DuckDB read every value, and returns each
     * column's data page encodings as parquet-java reports them.
     */
    private Map<String, Set<String>> writeV2WithSmallDictionaries(List<Map<String, Object>> rows, String name,
                                                                  Map<String, Encoding> encodings) {
        Path file = dir.resolve(name);
        ParquetWriter.Builder<Row> b = ParquetFile.writer(SCHEMA, file).pageVersion(PageVersion.V2).pageRowLimit(400)
                .dictionaryPageSizeLimit(2048);
        encodings.forEach(b::encoding);
        try (ParquetWriter<Row> w = b.build()) {
            for (Map<String, Object> row : rows) {
                w.write(toRow(row));
            }
        }
        Canonical.assertRowsEqual(rows, ParquetJavaFiles.read(file));
        Canonical.assertRowsEqual(rows, DuckDbFiles.read(file));
        ParquetMetadata footer = ParquetJavaFiles.footer(file);
        Map<String, Set<String>> dataEncodings = new java.util.LinkedHashMap<>();
        for (ColumnChunkMetaData col : footer.getBlocks().get(0).getColumns()) {
            dataEncodings.put(col.getPath().toDotString(), col.getEncodingStats().getDataEncodings().stream()
                    .map(Enum::name).collect(Collectors.toCollection(TreeSet::new)));
        }
        return dataEncodings;
    }

    /**
     * Columns DuckDB 1.5.6 cannot decode in encoding {@code e}, projected out of its read (parquet-java
     * still reads them, and our own reader round-trips them in the runtime tests).
     */
    static List<String> duckDbGaps(Encoding e) {
        return switch (e) {
            // "BYTE_STREAM_SPLIT encoding is only supported for FLOAT or DOUBLE data"
            case BYTE_STREAM_SPLIT -> List.of("id", "i32", "i64", "u", "fx", "dec", "day", "ts");
            // DELTA_BYTE_ARRAY of UUID and DECIMAL columns too since 1.5 (1.4: "only supported for string/blob data")
            default -> List.of();
        };
    }
}
