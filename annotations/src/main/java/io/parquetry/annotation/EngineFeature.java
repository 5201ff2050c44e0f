package io.parquetry.annotation;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The one table of what each {@link Engine} refuses or misreads of what Parquetry can write: column
 * types, compression codecs, value encodings and shapes of groups. The annotation processor
 * consults it for the mappings of records with a {@link ParquetTarget}, the writer
 * ({@code ParquetWriter.Builder.target}) for its schema, codec and encodings, and the README's
 * engine table is checked against it. A feature an engine is not listed under here is one it reads
 * as the format says; each refusal says where the fact comes from.
 */
public enum EngineFeature {

    /** A {@code UUID} as {@code FIXED_LEN_BYTE_ARRAY(16)} with the {@code UUID} logical type. */
    UUID(Kind.TYPE, "the UUID logical type (FIXED_LEN_BYTE_ARRAY(16) UUID)",
            new Refusal(Engine.SPARK, "has no UUID type and fails the whole file when it converts the schema",
                    Remedies.UUID, Sources.SPARK_TESTS)),
    /** {@code TIME(MILLIS)} on INT32. */
    TIME_MILLIS(Kind.TYPE, "TIME(MILLIS)",
            new Refusal(Engine.SPARK, Remedies.SPARK_TIME_WHAT, Remedies.SPARK_TIME, Sources.SPARK_TESTS),
            new Refusal(Engine.ICEBERG, Remedies.ICEBERG_TIME_WHAT, Remedies.TIME_MICROS, Sources.ICEBERG_SPEC)),
    /** {@code TIME(MICROS)} on INT64 (the default for {@code LocalTime}). */
    TIME_MICROS(Kind.TYPE, "TIME(MICROS)",
            new Refusal(Engine.SPARK, Remedies.SPARK_TIME_WHAT, Remedies.SPARK_TIME, Sources.SPARK_TESTS)),
    /** {@code TIME(NANOS)} on INT64. */
    TIME_NANOS(Kind.TYPE, "TIME(NANOS)",
            new Refusal(Engine.SPARK, Remedies.SPARK_TIME_WHAT, Remedies.SPARK_TIME, Sources.SPARK_TESTS),
            new Refusal(Engine.ICEBERG, Remedies.ICEBERG_TIME_WHAT, Remedies.TIME_MICROS, Sources.ICEBERG_SPEC)),
    /** {@code TIMESTAMP(NANOS)} on INT64, adjusted to UTC or not. */
    TIMESTAMP_NANOS(Kind.TYPE, "TIMESTAMP(NANOS)",
            new Refusal(Engine.SPARK, "fails the whole file when it converts the schema (nanosecond timestamps"
                    + " only as plain longs behind a legacy flag)", Remedies.TIMESTAMP_MICROS, Sources.SPARK_TESTS),
            new Refusal(Engine.ICEBERG, "has nanosecond timestamps only in table format v3 (timestamp_ns)",
                    Remedies.TIMESTAMP_MICROS, Sources.ICEBERG_SPEC)),
    /** {@code INT64} with {@code INTEGER(64, false)}: an unsigned long. */
    UINT64(Kind.TYPE, "unsigned 64-bit integers (INT64 INTEGER(64,false))",
            new Refusal(Engine.ICEBERG, "has no unsigned types and refuses uint64 (\"Cannot use uint64\")",
                    "drop @Unsigned (a signed long)", Sources.ICEBERG_CODE)),

    /** The BROTLI codec. */
    BROTLI(Kind.CODEC, "BROTLI compression",
            new Refusal(Engine.SPARK, "ships no Brotli codec: reading fails", Remedies.NOT_BROTLI, Sources.SPARK_TESTS),
            new Refusal(Engine.PARQUET_JAVA, "ships no Brotli codec (it needs a Hadoop BrotliCodec class that is not"
                    + " on Maven Central): reading fails", Remedies.NOT_BROTLI, Sources.PARQUET_JAVA_TESTS),
            new Refusal(Engine.TRINO, "fails with \"Codec not supported in Parquet: BROTLI\"", Remedies.NOT_BROTLI,
                    Sources.TRINO_CODECS),
            new Refusal(Engine.ICEBERG, "reads through parquet-java, which ships no Brotli codec",
                    Remedies.NOT_BROTLI, "Iceberg reads Parquet through parquet-java, whose refusal is tested")),
    /** The deprecated Hadoop-framed LZ4 codec ({@code LZ4}). */
    LZ4_HADOOP(Kind.CODEC, "LZ4 compression (deprecated Hadoop framing)",
            new Refusal(Engine.DUCKDB, "refuses the deprecated LZ4 codec", "compression LZ4_RAW, ZSTD or SNAPPY",
                    Sources.DUCKDB_TESTS)),
    /** The {@code LZ4_RAW} codec. */
    LZ4_RAW(Kind.CODEC, "LZ4_RAW compression",
            new Refusal(Engine.TRINO, "fails with \"Codec not supported in Parquet: LZ4_RAW\"",
                    "compression ZSTD or SNAPPY", Sources.TRINO_CODECS)),

    /** {@code BYTE_STREAM_SPLIT} on FLOAT and DOUBLE columns. */
    BYTE_STREAM_SPLIT_FLOATING(Kind.ENCODING, "BYTE_STREAM_SPLIT on FLOAT/DOUBLE columns",
            new Refusal(Engine.SPARK, Remedies.SPARK_BSS_WHAT, Remedies.NOT_BSS, Sources.SPARK_TESTS)),
    /** {@code BYTE_STREAM_SPLIT} on INT32, INT64 and FIXED_LEN_BYTE_ARRAY columns (added to the spec in 2024). */
    BYTE_STREAM_SPLIT_FIXED_WIDTH(Kind.ENCODING, "BYTE_STREAM_SPLIT on INT32/INT64/FIXED_LEN_BYTE_ARRAY columns",
            new Refusal(Engine.SPARK, Remedies.SPARK_BSS_WHAT, Remedies.NOT_BSS, Sources.SPARK_TESTS),
            new Refusal(Engine.DUCKDB, "refuses it on integer and fixed-length columns", Remedies.NOT_BSS,
                    Sources.DUCKDB_TESTS),
            new Refusal(Engine.PARQUET_JAVA, "reads it from 1.14 on (PARQUET-2414), not in 1.13", Remedies.NOT_BSS,
                    "parquet-java 1.14.0 release notes (PARQUET-2414)"),
            new Refusal(Engine.TRINO, "decodes BYTE_STREAM_SPLIT for REAL and DOUBLE only", Remedies.NOT_BSS,
                    "Trino: lib/trino-parquet ValueDecoders"),
            new Refusal(Engine.ICEBERG, "reads through parquet-java, which reads it from 1.14 on only", Remedies.NOT_BSS,
                    "parquet-java 1.14.0 release notes (PARQUET-2414)")),
    /** {@code DELTA_LENGTH_BYTE_ARRAY} on a BYTE_ARRAY column annotated DECIMAL. */
    DELTA_LENGTH_BYTE_ARRAY_DECIMAL(Kind.ENCODING, "DELTA_LENGTH_BYTE_ARRAY on DECIMAL (BYTE_ARRAY) columns",
            new Refusal(Engine.DUCKDB, "fails with \"Delta Length Byte Array encoding is only supported for"
                    + " string/blob data\"", "DELTA_BYTE_ARRAY or PLAIN", Sources.DUCKDB_TESTS)),
    /** {@code DELTA_BYTE_ARRAY} on a FIXED_LEN_BYTE_ARRAY column (fixed bytes, decimals). */
    DELTA_BYTE_ARRAY_FIXED(Kind.ENCODING, "DELTA_BYTE_ARRAY on FIXED_LEN_BYTE_ARRAY columns",
            new Refusal(Engine.SPARK, "fails in its vectorized reader (its default) with \"Cannot call the method"
                    + " skipFixedLenByteArray\" when its page index filtering skips rows inside a page (filters"
                    + " pushed down; reading the whole file works)", "PLAIN (the default for FIXED_LEN_BYTE_ARRAY)"
                    + " or the dictionary", Sources.SPARK_TESTS)),
    /**
     * {@code DELTA_BINARY_PACKED} on a column where a row may hold no value: an optional column, or
     * one inside an optional group, a list or a map (maximum definition level above 0).
     */
    DELTA_BINARY_PACKED_NULLABLE(Kind.ENCODING, "DELTA_BINARY_PACKED on optional, nested or repeated columns",
            new Refusal(Engine.SPARK, "returns wrong values or fails with \"No more values to read\" in its"
                    + " vectorized reader (its default) when its page index filtering starts reading inside such a"
                    + " page after rows that hold no value (filters pushed down; reading the whole file works)",
                    "PLAIN (the default for such columns) or the dictionary", Sources.SPARK_TESTS)),

    /**
     * A repeated group that is not the inner group of a LIST or MAP (a {@code @Repeated} list of
     * records) and has exactly one field.
     */
    ONE_FIELD_REPEATED_GROUP(Kind.SHAPE, "a bare repeated group with one field (@Repeated list of one-property records)",
            new Refusal(Engine.DUCKDB, "reads it as a list of that field's values, without the struct around each one,"
                    + " so a query naming the field fails", "drop @Repeated (a LIST) or give the record a second"
                    + " property", Sources.DUCKDB_TESTS));

    /** What a feature is. */
    public enum Kind {
        /** A column's physical and logical type, decided by the Java type and its annotations. */
        TYPE,
        /** A compression codec, chosen on the writer. */
        CODEC,
        /** A value encoding, chosen with {@link ParquetEncoding} or on the writer. */
        ENCODING,
        /** A shape of groups, which an engine reads without failing but not as the format says. */
        SHAPE;

        /** {@return how messages say an engine fails at a feature of this kind: "cannot read" or "misreads"} */
        public String verb() {
            return this == SHAPE ? "misreads" : "cannot read";
        }
    }

    /**
     * One engine's refusal of a feature: it fails to read it, or (a {@link Kind#SHAPE}) reads it
     * other than the format says.
     *
     * @param engine the engine
     * @param what what the engine does with it, as a sentence after the engine's name
     * @param remedy what makes the column or file readable
     * @param source where the fact comes from: a test of this repository or the engine's docs or code
     */
    public record Refusal(Engine engine, String what, String remedy, String source) {
    }

    private final Kind kind;
    private final String description;
    private final Map<Engine, Refusal> refusals = new EnumMap<>(Engine.class);

    EngineFeature(Kind kind, String description, Refusal... refusals) {
        this.kind = kind;
        this.description = description;
        for (Refusal r : refusals) {
            this.refusals.put(r.engine(), r);
        }
    }

    /** {@return what kind of feature this is} */
    public Kind kind() {
        return kind;
    }

    /** {@return what the feature is, as messages print it} */
    public String description() {
        return description;
    }

    /**
     * {@return why {@code engine} cannot read this feature, or {@code null} when it reads it}
     *
     * @param engine an engine
     */
    public Refusal refusal(Engine engine) {
        return refusals.get(engine);
    }

    /**
     * {@return the refusals of this feature by any of {@code engines}, in engine order}
     *
     * @param engines the engines asked about
     */
    public List<Refusal> refusals(Iterable<Engine> engines) {
        List<Refusal> out = new ArrayList<>();
        for (Engine e : Engine.values()) {
            for (Engine wanted : engines) {
                if (wanted == e && refusals.containsKey(e)) {
                    out.add(refusals.get(e));
                }
            }
        }
        return out;
    }

    /**
     * {@return the feature of a {@code TIME} column in {@code unit}}
     *
     * @param unit the unit of the column
     */
    public static EngineFeature time(TimeUnit unit) {
        return switch (unit) {
            case MILLIS -> TIME_MILLIS;
            case MICROS -> TIME_MICROS;
            case NANOS -> TIME_NANOS;
        };
    }

    /**
     * {@return the feature of a {@code TIMESTAMP} column in {@code unit}, or {@code null} when every engine reads it}
     *
     * @param unit the unit of the column
     */
    public static EngineFeature timestamp(TimeUnit unit) {
        return unit == TimeUnit.NANOS ? TIMESTAMP_NANOS : null;
    }

    /**
     * The feature of the encoding named {@code encoding} (a Parquet encoding name) on a column of
     * the physical type named {@code physicalType}, or {@code null} when every engine reads it.
     *
     * @param encoding an encoding name, as in {@code Encoding}
     * @param physicalType a physical type name, as in {@code Type}
     * @param decimal whether the column is annotated DECIMAL
     * @param nullable whether a row may hold no value in the column (its maximum definition level is above 0:
     *     it is optional, or lies in an optional group, a list or a map)
     * @return the feature, or {@code null}
     */
    public static EngineFeature encoding(String encoding, String physicalType, boolean decimal, boolean nullable) {
        if (encoding.equals("DELTA_BINARY_PACKED")) {
            return nullable ? DELTA_BINARY_PACKED_NULLABLE : null;
        }
        if (encoding.equals("DELTA_LENGTH_BYTE_ARRAY")) {
            return decimal ? DELTA_LENGTH_BYTE_ARRAY_DECIMAL : null;
        }
        if (encoding.equals("DELTA_BYTE_ARRAY")) {
            return physicalType.equals("FIXED_LEN_BYTE_ARRAY") ? DELTA_BYTE_ARRAY_FIXED : null;
        }
        if (!encoding.equals("BYTE_STREAM_SPLIT")) {
            return null;
        }
        return physicalType.equals("FLOAT") || physicalType.equals("DOUBLE")
                ? BYTE_STREAM_SPLIT_FLOATING : BYTE_STREAM_SPLIT_FIXED_WIDTH;
    }

    /**
     * {@return the feature of the codec named {@code codec} (a Parquet codec name), or {@code null} when every engine reads it}
     *
     * @param codec a codec name, as in {@code CompressionCodec}
     */
    public static EngineFeature codec(String codec) {
        return switch (codec) {
            case "BROTLI" -> BROTLI;
            case "LZ4" -> LZ4_HADOOP;
            case "LZ4_RAW" -> LZ4_RAW;
            default -> null;
        };
    }

    /** Texts several refusals share. */
    private static final class Remedies {
        static final String UUID = "@Uuid(as = UuidFormat.STRING) stores it as a string, @Uuid(as = UuidFormat.BYTES)"
                + " as plain 16-byte binary";
        static final String SPARK_TIME_WHAT = "has no TIME type and fails the whole file when it converts the schema";
        static final String SPARK_TIME = "declare the property as a long (e.g. LocalTime.toNanoOfDay()) or a String";
        static final String ICEBERG_TIME_WHAT = "stores time of day in microseconds only";
        static final String TIME_MICROS = "@Time(unit = TimeUnit.MICROS) (the default)";
        static final String TIMESTAMP_MICROS = "@Timestamp(unit = TimeUnit.MICROS) (the default)";
        static final String NOT_BROTLI = "compression ZSTD, SNAPPY or GZIP";
        static final String SPARK_BSS_WHAT = "fails in its vectorized reader (its default) with \"Unsupported encoding:"
                + " BYTE_STREAM_SPLIT\"";
        static final String NOT_BSS = "another encoding (the default dictionary/PLAIN, or DELTA_BINARY_PACKED for"
                + " integers)";
    }

    /** Where facts come from. */
    private static final class Sources {
        static final String SPARK_TESTS = "tested: spark-tests EngineTableTest (Spark 4.2)";
        static final String DUCKDB_TESTS = "tested: spark-tests EngineTableTest (DuckDB 1.4.2)";
        static final String PARQUET_JAVA_TESTS = "tested: spark-tests EngineTableTest (parquet-java 1.17)";
        static final String TRINO_CODECS = "Trino: lib/trino-parquet ParquetCompressionUtils";
        static final String ICEBERG_SPEC = "Iceberg table spec, Parquet type mapping";
        static final String ICEBERG_CODE = "Iceberg: parquet MessageTypeToType";
    }
}
