package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.EngineFeature;
import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.ParquetException;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.LongStream;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine table ({@link EngineFeature}) held against the engines this repository can run:
 * Spark 4.2 (vectorized reader on and off), DuckDB (JDBC) and parquet-java 1.17 (the one Spark
 * ships). For every feature a file that has it is written; every engine whose cell says
 * "refuses, tested here" must fail to read it, every other engine must read every row; for a
 * shape, the engine that misreads it must return the values in its other shape, every other one
 * the shape the format says. And wherever the table has a refusal, the writer built with that
 * target refuses the same settings.
 */
class EngineTableTest {
    static final int ROWS = 100;
    /** Every file is also read with {@code id >= FILTER_FROM}, which the page index of id narrows. */
    static final long FILTER_FROM = 45;
    static final List<Engine> RUN_HERE = List.of(Engine.SPARK, Engine.DUCKDB, Engine.PARQUET_JAVA);

    @TempDir
    static Path dir;

    /** How a file with the feature is written (the exhaustive switch makes every new row of the table need one). */
    static Path fileWith(EngineFeature f, Engine target) throws Exception {
        String name = f + "-" + target;
        return switch (f) {
            case UUID -> write(name, FeatureRecords.UuidColumn.class, i -> new FeatureRecords.UuidColumn(i, new UUID(i, -i)),
                    target, UnaryOperator.identity());
            case TIME_MILLIS -> write(name, FeatureRecords.TimeMillisColumn.class,
                    i -> new FeatureRecords.TimeMillisColumn(i, LocalTime.ofSecondOfDay(i)), target, UnaryOperator.identity());
            case TIME_MICROS -> write(name, FeatureRecords.TimeMicrosColumn.class,
                    i -> new FeatureRecords.TimeMicrosColumn(i, LocalTime.ofSecondOfDay(i)), target, UnaryOperator.identity());
            case TIME_NANOS -> write(name, FeatureRecords.TimeNanosColumn.class,
                    i -> new FeatureRecords.TimeNanosColumn(i, LocalTime.ofNanoOfDay(i * 1_000_001)), target,
                    UnaryOperator.identity());
            case TIMESTAMP_NANOS -> write(name, FeatureRecords.NanosTimestampColumn.class,
                    i -> new FeatureRecords.NanosTimestampColumn(i, Instant.ofEpochSecond(i, i)), target,
                    UnaryOperator.identity());
            case UINT64 -> write(name, FeatureRecords.UnsignedLongColumn.class,
                    i -> new FeatureRecords.UnsignedLongColumn(i, -i), target, UnaryOperator.identity());
            case BROTLI -> plain(name, target, b -> b.compression(Compression.BROTLI));
            case LZ4_HADOOP -> plain(name, target, b -> b.compression(Compression.LZ4));
            case LZ4_RAW -> plain(name, target, b -> b.compression(Compression.LZ4_RAW));
            case BYTE_STREAM_SPLIT_FLOATING -> plain(name, target, b -> b.encoding("x", Encoding.BYTE_STREAM_SPLIT));
            case BYTE_STREAM_SPLIT_FIXED_WIDTH -> plain(name, target, b -> b.encoding("id", Encoding.BYTE_STREAM_SPLIT));
            case DELTA_LENGTH_BYTE_ARRAY_DECIMAL -> binaryDecimals(name, target);
            case DELTA_BYTE_ARRAY_FIXED -> fixedCodes(name, target);
            case DELTA_BINARY_PACKED_NULLABLE -> nullableDeltas(featureFile(name), target, 30);
            case ONE_FIELD_REPEATED_GROUP -> write(name, FeatureRecords.OneFieldRepeatedGroup.class,
                    i -> new FeatureRecords.OneFieldRepeatedGroup(i, tags(i)), target, UnaryOperator.identity());
        };
    }

    /** The tags of record {@code i} of the ONE_FIELD_REPEATED_GROUP file: none to two, one of them null. */
    static List<FeatureRecords.Tag> tags(long i) {
        List<FeatureRecords.Tag> tags = new ArrayList<>();
        for (long k = 0; k < i % 3; k++) {
            tags.add(new FeatureRecords.Tag(k == 1 && i % 2 == 0 ? null : "t" + i + "." + k));
        }
        return tags;
    }

    static Path plain(String name, Engine target, UnaryOperator<ParquetWriter.Builder<FeatureRecords.Plain>> settings)
            throws Exception {
        return write(name, FeatureRecords.Plain.class, i -> new FeatureRecords.Plain(i, i / 4.0, "s" + i), target,
                settings);
    }

    /** Writes ROWS records (ids 0..ROWS-1) with the writer's target set to {@code target} (null: none). */
    static <T> Path write(String name, Class<T> type, Function<Long, T> record, Engine target,
            UnaryOperator<ParquetWriter.Builder<T>> settings) throws Exception {
        Path file = featureFile(name);
        return write(settings.apply(Parquet.writer(type, file)), record, target, file);
    }

    /**
     * ROWS rows of an id and a DECIMAL(30,2) on BYTE_ARRAY in DELTA_LENGTH_BYTE_ARRAY (through a
     * schema: records map such decimals to FIXED_LEN_BYTE_ARRAY).
     */
    static Path binaryDecimals(String name, Engine target) throws Exception {
        MessageType schema = MessageTypeParser.parse(
                "message m { required int64 id; required binary amount (DECIMAL(30,2)); }");
        Path file = featureFile(name);
        return write(ParquetFile.writer(schema, file).encoding("amount", Encoding.DELTA_LENGTH_BYTE_ARRAY),
                i -> io.parquetry.row.Row.of(schema, i, java.math.BigDecimal.valueOf(i * 12_345, 2)), target, file);
    }

    /**
     * ROWS rows of an id and a FIXED_LEN_BYTE_ARRAY(12) code in DELTA_BYTE_ARRAY, without
     * dictionaries: the ids' pages end on their size (25 rows), the codes' on the row limit (30)
     * (each column cuts its own pages), so that a filter on id makes Spark skip rows inside a
     * page of codes.
     */
    static Path fixedCodes(String name, Engine target) throws Exception {
        return fixedCodes(featureFile(name), target, false);
    }

    static Path fixedCodes(Path file, Engine target, boolean alignedPages) {
        MessageType schema = MessageTypeParser.parse(
                "message m { required int64 id; required fixed_len_byte_array(12) code; }");
        return write(ParquetFile.writer(schema, file).encoding("code", Encoding.DELTA_BYTE_ARRAY).dictionary(false)
                .pageSize(200).alignedPages(alignedPages), i -> io.parquetry.row.Row.of(schema, i, "code-%07d".formatted(i).getBytes(
                        java.nio.charset.StandardCharsets.US_ASCII)), target, file);
    }

    /**
     * ROWS rows of an id and an optional int {@code v} in DELTA_BINARY_PACKED, without
     * dictionaries: the ids' pages end on their size (25 rows), the values' on the row limit
     * {@code valuePageRows} (each column cuts its own pages); in each page of values the first 25
     * rows are null and the rest hold their id. A filter on id that keeps a page of ids from row
     * 25 on makes Spark skip the 25 nulls of the first page of values before reading its values.
     */
    static Path nullableDeltas(Path file, Engine target, int valuePageRows) {
        return nullableDeltas(file, target, valuePageRows, false);
    }

    static Path nullableDeltas(Path file, Engine target, int valuePageRows, boolean alignedPages) {
        MessageType schema = MessageTypeParser.parse("message m { required int64 id; optional int32 v; }");
        ParquetWriter.Builder<io.parquetry.row.Row> b = ParquetFile.writer(schema, file)
                .encoding("v", Encoding.DELTA_BINARY_PACKED).dictionary(false).pageSize(200).alignedPages(alignedPages);
        return write(b, i -> io.parquetry.row.Row.of(schema, i, i % valuePageRows < 25 ? null : (int) (long) i), target, file,
                valuePageRows);
    }

    private static <T> Path write(ParquetWriter.Builder<T> b, Function<Long, T> record, Engine target, Path file) {
        return write(b, record, target, file, 30);
    }

    private static <T> Path write(ParquetWriter.Builder<T> b, Function<Long, T> record, Engine target, Path file,
            int pageRowLimit) {
        b.pageRowLimit(pageRowLimit);
        if (target != null) {
            b.target(target);
        }
        try (ParquetWriter<T> w = b.build()) {
            for (long i = 0; i < ROWS; i++) {
                w.write(record.apply(i));
            }
        }
        return file;
    }

    /** Where a feature's file goes: -Dparquetry.featureFiles=DIR keeps it, to try engines that do not run here. */
    static Path featureFile(String name) throws java.io.IOException {
        String keep = System.getProperty("parquetry.featureFiles");
        return (keep == null || keep.isEmpty() ? dir : java.nio.file.Files.createDirectories(Path.of(keep)))
                .resolve(name + ".parquet");
    }

    /** The table's cell for an engine run here: a refusal this repository's tests stand behind, or none. */
    static boolean refusesHere(EngineFeature f, Engine e) {
        EngineFeature.Refusal r = f.refusal(e);
        return r != null && r.source().startsWith("tested");
    }

    @ParameterizedTest
    @EnumSource(value = EngineFeature.class, mode = EnumSource.Mode.EXCLUDE, names = "ONE_FIELD_REPEATED_GROUP")
    void enginesRefuseExactlyWhatTheTableSays(EngineFeature feature) throws Exception {
        assertTrue(feature.kind() != EngineFeature.Kind.SHAPE, "a shape is read, not refused: " + feature);
        Path file = fileWith(feature, null);
        List<String> wrong = new ArrayList<>();
        for (Engine e : RUN_HERE) {
            boolean refuses = refusesHere(feature, e);
            List<Long> ids;
            List<Long> filtered;
            try {
                ids = read(e, file, true);
                filtered = read(e, file, true, FILTER_FROM);
            } catch (Throwable t) {
                String why = SparkFailures.describe(t);
                if (!refuses) {
                    wrong.add(e + " refused it but the table says it reads it:\n" + why);
                } else if (!why.toLowerCase(java.util.Locale.ROOT).contains(keyword(feature))) {
                    wrong.add(e + " failed for another reason than " + keyword(feature) + ":\n" + why);
                }
                continue;
            }
            if (refuses) {
                wrong.add(e + " read it but the table says it refuses it");
            } else if (!ids.equals(LongStream.range(0, ROWS).boxed().toList())) {
                wrong.add(e + " read ids " + ids);
            } else if (!filtered.equals(LongStream.range(FILTER_FROM, ROWS).boxed().toList())) {
                wrong.add(e + " read ids " + filtered + " for id >= " + FILTER_FROM);
            }
        }
        if (!wrong.isEmpty()) {
            fail(feature + ":\n" + String.join("\n", wrong));
        }
    }

    /**
     * Every engine the table says misreads a bare repeated group with one field reads each one as
     * a list of the field's values; every other engine reads a list of one-field structs, as the
     * format says. Values are compared in both cases.
     */
    @org.junit.jupiter.api.Test
    void enginesMisreadExactlyTheShapeTheTableSays() throws Exception {
        EngineFeature feature = EngineFeature.ONE_FIELD_REPEATED_GROUP;
        Path file = fileWith(feature, null);
        for (Engine e : RUN_HERE) {
            List<List<Object>> expected = new ArrayList<>();
            for (long i = 0; i < ROWS; i++) {
                List<Object> tags = new ArrayList<>();
                for (FeatureRecords.Tag t : tags(i)) {
                    tags.add(refusesHere(feature, e) ? t.name() : java.util.Arrays.asList(t.name()));
                }
                expected.add(tags);
            }
            assertEquals(expected, readTags(e, file, true), e.displayName());
            if (e == Engine.SPARK) {
                assertEquals(expected, readTags(e, file, false), "Spark without its vectorized reader");
            }
        }
    }

    /**
     * The {@code tags} column of the ONE_FIELD_REPEATED_GROUP file as an engine reads it, in id
     * order: per row its elements, each a struct (as the list of its fields) or a bare value.
     */
    static List<List<Object>> readTags(Engine engine, Path file, boolean sparkVectorized) throws Exception {
        List<List<Object>> rows = new ArrayList<>();
        switch (engine) {
            case SPARK -> {
                for (Row r : SparkValues.configured(sparkVectorized, true).read().parquet(file.toString()).orderBy("id")
                        .collectAsList()) {
                    List<Object> tags = new ArrayList<>();
                    for (Object t : r.<Object>getList(r.fieldIndex("tags"))) {
                        tags.add(t instanceof Row struct ? java.util.Arrays.asList(struct.get(0)) : t);
                    }
                    rows.add(tags);
                }
            }
            case DUCKDB -> {
                try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement();
                        ResultSet rs = s.executeQuery("SELECT tags FROM read_parquet('" + file + "') ORDER BY id")) {
                    while (rs.next()) {
                        List<Object> tags = new ArrayList<>();
                        for (Object t : (Object[]) rs.getArray(1).getArray()) {
                            tags.add(t instanceof java.sql.Struct struct ? java.util.Arrays.asList(struct.getAttributes())
                                    : t);
                        }
                        rows.add(tags);
                    }
                }
            }
            case PARQUET_JAVA -> {
                try (ParquetReader<Group> r = ParquetReader.builder(new GroupReadSupport(),
                        new org.apache.hadoop.fs.Path(file.toUri())).build()) {
                    for (Group g = r.read(); g != null; g = r.read()) {
                        List<Object> tags = new ArrayList<>();
                        for (int k = 0; k < g.getFieldRepetitionCount("tags"); k++) {
                            Group t = g.getGroup("tags", k);
                            tags.add(java.util.Arrays.asList(
                                    t.getFieldRepetitionCount("name") == 0 ? null : t.getString("name", 0)));
                        }
                        rows.add(tags);
                    }
                }
            }
            default -> throw new IllegalArgumentException("not run here: " + engine);
        }
        return rows;
    }

    /**
     * The README's engine table says what {@link EngineFeature} says: one row per feature, one
     * column per engine, "refuses" exactly where the table has a refusal, marked (T) exactly where
     * that refusal is one this test stands behind.
     */
    @org.junit.jupiter.api.Test
    void readmeTableIsTheTable() throws Exception {
        Path readme = Path.of(System.getProperty("parquetry.testing.dir")).getParent().getParent().resolve("README.md");
        List<String> lines = java.nio.file.Files.readAllLines(readme);
        int start = lines.indexOf("## Engines that read the files");
        assertTrue(start >= 0, "README has no engine section");
        List<String[]> rows = new ArrayList<>();
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            if (line.startsWith("|") && !line.startsWith("|---")) {
                String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = cells[i].trim();
                }
                rows.add(cells);
            }
        }
        List<String> header = new ArrayList<>();
        for (Engine e : Engine.values()) {
            header.add(e.displayName());
        }
        assertEquals(header, List.of(rows.get(0)).subList(1, Engine.values().length + 1), "README table header");
        List<String> features = new ArrayList<>();
        for (String[] row : rows.subList(1, rows.size())) {
            features.add(row[0]);
            EngineFeature f = java.util.Arrays.stream(EngineFeature.values())
                    .filter(x -> x.description().equals(row[0])).findFirst()
                    .orElseThrow(() -> new AssertionError("README row " + row[0] + " is no EngineFeature"));
            for (Engine e : Engine.values()) {
                String cell = row[e.ordinal() + 1];
                EngineFeature.Refusal r = f.refusal(e);
                String verb = f.kind() == EngineFeature.Kind.SHAPE ? "misreads" : "refuses";
                assertEquals(r != null, cell.startsWith(verb), "README cell " + f + " / " + e + ": " + cell);
                if (r != null) {
                    assertEquals(r.source().startsWith("tested"), cell.contains("(T)"), "README cell " + f + " / " + e);
                }
            }
        }
        assertEquals(java.util.Arrays.stream(EngineFeature.values()).map(EngineFeature::description).toList(), features);
    }

    /** What an engine's refusal must mention (lower case): the refused type, codec or encoding. */
    static String keyword(EngineFeature f) {
        return switch (f) {
            case UUID -> "uuid";
            case TIME_MILLIS, TIME_MICROS, TIME_NANOS -> "time";
            case TIMESTAMP_NANOS -> "timestamp(nanos";
            case UINT64 -> "uint64";
            case BROTLI -> "brotli";
            case LZ4_HADOOP -> "\"lz4\"";
            case LZ4_RAW -> "lz4_raw";
            case BYTE_STREAM_SPLIT_FLOATING, BYTE_STREAM_SPLIT_FIXED_WIDTH -> "byte_stream_split";
            case DELTA_LENGTH_BYTE_ARRAY_DECIMAL -> "delta length byte array";
            case DELTA_BYTE_ARRAY_FIXED -> "skipfixedlenbytearray";
            case DELTA_BINARY_PACKED_NULLABLE -> "no more values to read";
            case ONE_FIELD_REPEATED_GROUP -> throw new IllegalArgumentException("a shape is misread, not refused");
        };
    }

    /** Spark without its vectorized reader (parquet-java's record reader) reads the encodings it refuses with it. */
    @ParameterizedTest
    @EnumSource(value = EngineFeature.class, names = {"BYTE_STREAM_SPLIT_FLOATING", "BYTE_STREAM_SPLIT_FIXED_WIDTH"})
    void sparkRefusesEncodingsOnlyInItsVectorizedReader(EngineFeature feature) throws Exception {
        Path file = fileWith(feature, null);
        assertTrue(refusesHere(feature, Engine.SPARK));
        assertEquals(LongStream.range(0, ROWS).boxed().toList(), read(Engine.SPARK, file, false));
        Throwable t = assertThrows(Throwable.class, () -> read(Engine.SPARK, file, true));
        assertTrue(SparkFailures.describe(t).contains("Unsupported encoding: BYTE_STREAM_SPLIT"), SparkFailures.describe(t));
    }

    /**
     * DELTA_BYTE_ARRAY on fixed-length bytes: Spark's vectorized reader reads the whole file, and
     * fails only where a filter makes it skip rows inside a page of the column (the pages of ids
     * and codes end on other rows); its row-based reader reads it either way.
     */
    @org.junit.jupiter.api.Test
    void sparkRefusesDeltaByteArrayOnFixedBytesOnlyWhenItSkipsInsideAPage() throws Exception {
        Path file = fileWith(EngineFeature.DELTA_BYTE_ARRAY_FIXED, null);
        try (ParquetFile f = ParquetFile.open(file)) {
            List<Long> idPages = f.offsetIndex(0, "id").pages().stream()
                    .map(io.parquetry.metadata.OffsetIndex.PageLocation::firstRowIndex).toList();
            List<Long> codePages = f.offsetIndex(0, "code").pages().stream()
                    .map(io.parquetry.metadata.OffsetIndex.PageLocation::firstRowIndex).toList();
            assertTrue(!idPages.equals(codePages), idPages + " " + codePages);
        }
        assertEquals(LongStream.range(0, ROWS).boxed().toList(), read(Engine.SPARK, file, true));
        assertEquals(LongStream.range(FILTER_FROM, ROWS).boxed().toList(), read(Engine.SPARK, file, false, FILTER_FROM));
        Throwable t = assertThrows(Throwable.class, () -> read(Engine.SPARK, file, true, FILTER_FROM));
        assertTrue(SparkFailures.describe(t).contains("skipFixedLenByteArray"), SparkFailures.describe(t));
        // with every column's pages cut at the same rows (the writer's default) no page is skipped into
        Path aligned = fixedCodes(dir.resolve("fixed-codes-aligned.parquet"), null, true);
        assertEquals(LongStream.range(FILTER_FROM, ROWS).boxed().toList(), read(Engine.SPARK, aligned, true, FILTER_FROM));
    }

    /**
     * DELTA_BINARY_PACKED where rows hold no value: Spark's vectorized reader reads the whole file,
     * but where a filter makes it skip rows inside a page of values and those rows are all null,
     * it loses its place in the page. When it then reads the page to its end it fails; when it
     * reads fewer values it returns each row the value of the next one. Its row-based reader
     * reads it right either way.
     */
    @org.junit.jupiter.api.Test
    void sparkMisreadsDeltaBinaryPackedAfterSkippingRowsWithoutValues() throws Exception {
        Path failing = fileWith(EngineFeature.DELTA_BINARY_PACKED_NULLABLE, null);
        assertEquals(LongStream.range(0, ROWS).boxed().toList(), read(Engine.SPARK, failing, true));
        assertEquals(LongStream.range(FILTER_FROM, ROWS).boxed().toList(), read(Engine.SPARK, failing, false, FILTER_FROM));
        Throwable t = assertThrows(Throwable.class, () -> read(Engine.SPARK, failing, true, FILTER_FROM));
        assertTrue(SparkFailures.describe(t).contains("No more values to read"), SparkFailures.describe(t));

        // pages of 60 values (the first 25 null) and a filter keeping ids 25..49: 25 of the first page's 35 values
        Path wrong = nullableDeltas(dir.resolve("delta-nullable-wrong.parquet"), null, 60);
        try (ParquetFile f = ParquetFile.open(wrong)) {
            assertEquals(List.of(0L, 60L), f.offsetIndex(0, "v").pages().stream()
                    .map(io.parquetry.metadata.OffsetIndex.PageLocation::firstRowIndex).toList(), "pages of v");
            assertEquals(25L, f.offsetIndex(0, "id").pages().get(1).firstRowIndex(), "second page of ids");
        }
        Map<Long, Long> expected = new java.util.TreeMap<>();
        for (long i = 25; i < 50; i++) {
            expected.put(i, i);
        }
        assertEquals(expected, idsAndValues(wrong, false, 25, 50), "row-based reader");
        Map<Long, Long> vectorized = idsAndValues(wrong, true, 25, 50);
        Map<Long, Long> shifted = new java.util.TreeMap<>();
        expected.keySet().forEach(i -> shifted.put(i, i + 1));
        assertEquals(shifted, vectorized, "the vectorized reader's values, each the next row's");

        // with every column's pages cut at the same rows (the writer's default) no page is skipped into
        Path aligned = nullableDeltas(dir.resolve("delta-nullable-aligned.parquet"), null, 60, true);
        java.util.TreeMap<Long, Long> alignedExpected = new java.util.TreeMap<>();
        for (long i = 0; i < ROWS; i++) {
            alignedExpected.put(i, i % 60 < 25 ? null : i);
        }
        assertEquals(alignedExpected.subMap(25L, 50L), idsAndValues(aligned, true, 25, 50), "aligned pages");
        assertEquals(alignedExpected.tailMap(FILTER_FROM), idsAndValues(aligned, true, FILTER_FROM, ROWS), "aligned pages");
    }

    /** Spark's rows with {@code from <= id < to} of a {@link #nullableDeltas} file: id to v. */
    private static Map<Long, Long> idsAndValues(Path file, boolean vectorized, long from, long to) {
        Map<Long, Long> out = new java.util.TreeMap<>();
        for (Row r : SparkValues.configured(vectorized, true).read().parquet(file.toString())
                .filter(org.apache.spark.sql.functions.col("id").geq(from).and(org.apache.spark.sql.functions.col("id").lt(to)))
                .collectAsList()) {
            out.put(r.getLong(0), r.isNullAt(1) ? null : (long) r.getInt(1));
        }
        return out;
    }

    /** The types and the codec Spark refuses, it refuses in both readers. */
    @ParameterizedTest
    @EnumSource(value = EngineFeature.class, names = {"UUID", "TIME_MILLIS", "TIME_MICROS", "TIME_NANOS",
        "TIMESTAMP_NANOS", "BROTLI"})
    void sparkRefusesTypesAndBrotliInBothReaders(EngineFeature feature) throws Exception {
        Path file = fileWith(feature, null);
        assertTrue(refusesHere(feature, Engine.SPARK));
        assertThrows(Throwable.class, () -> read(Engine.SPARK, file, false));
    }

    /** Wherever the table has a refusal, a writer built with that target refuses the settings, naming them. */
    @ParameterizedTest
    @EnumSource(EngineFeature.class)
    void theWriterRefusesWhatATargetRefuses(EngineFeature feature) throws Exception {
        for (Engine e : Engine.values()) {
            if (feature.refusal(e) == null) {
                fileWith(feature, e); // builds and writes
                continue;
            }
            ParquetException x = assertThrows(ParquetException.class, () -> fileWith(feature, e), feature + " " + e);
            assertTrue(x.getMessage().contains("target " + e.displayName() + " " + feature.kind().verb() + " "
                    + feature.description()), x.getMessage());
        }
    }

    /** The ids an engine reads from {@code file}, in order, after reading every column of every row. */
    static List<Long> read(Engine engine, Path file, boolean sparkVectorized) throws Exception {
        return read(engine, file, sparkVectorized, 0);
    }

    /**
     * The ids of the rows with {@code id >= from}, the filter pushed down where the engine does
     * (Spark and parquet-java to statistics and page index).
     */
    static List<Long> read(Engine engine, Path file, boolean sparkVectorized, long from) throws Exception {
        List<Long> ids = new ArrayList<>();
        switch (engine) {
            case SPARK -> {
                for (Row r : SparkValues.configured(sparkVectorized, true).read().parquet(file.toString())
                        .filter(org.apache.spark.sql.functions.col("id").geq(from)).orderBy("id").collectAsList()) {
                    for (int i = 0; i < r.size(); i++) {
                        r.get(i);
                    }
                    ids.add(r.getLong(0));
                }
            }
            case DUCKDB -> {
                try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement();
                        ResultSet rs = s.executeQuery("SELECT * FROM read_parquet('" + file + "') WHERE id >= " + from
                                + " ORDER BY id")) {
                    while (rs.next()) {
                        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                            rs.getObject(i);
                        }
                        ids.add(rs.getLong("id"));
                    }
                }
            }
            case PARQUET_JAVA -> {
                try (ParquetReader<Group> r = ParquetReader.builder(new GroupReadSupport(),
                        new org.apache.hadoop.fs.Path(file.toUri())).withFilter(org.apache.parquet.filter2.compat.FilterCompat
                                .get(org.apache.parquet.filter2.predicate.FilterApi.gtEq(
                                        org.apache.parquet.filter2.predicate.FilterApi.longColumn("id"), from))).build()) {
                    for (Group g = r.read(); g != null; g = r.read()) {
                        g.toString(); // every field converted
                        ids.add(g.getLong("id", 0));
                    }
                }
            }
            default -> throw new IllegalArgumentException("not run here: " + engine);
        }
        return ids;
    }
}
