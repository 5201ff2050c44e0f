package io.parquetry.annotation;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Query engines and libraries that read the files Parquetry writes. Declared with
 * {@link ParquetTarget} (or the processor option {@code -Aparquetry.target=spark,duckdb}) and
 * {@code ParquetWriter.Builder.target(...)}, a target makes the processor and the writer refuse
 * what that engine cannot read; {@link EngineFeature} is the table of what each one refuses.
 */
public enum Engine {
    /** Apache Spark 4.x, its vectorized Parquet reader on (the default) or off. */
    SPARK("Spark 4.x"),
    /** DuckDB 1.4 and later. */
    DUCKDB("DuckDB 1.4+"),
    /** parquet-java (parquet-mr) 1.13 and later, which Hive, Flink and others read through. */
    PARQUET_JAVA("parquet-java 1.13+ (Hive)"),
    /** Trino (and Presto's Java reader it descends from). */
    TRINO("Trino"),
    /** pyarrow (Arrow C++), and what reads through it (pandas, Polars' pyarrow path). */
    PYARROW("pyarrow"),
    /** Apache Iceberg tables (format v1/v2): Iceberg's own type rules, read through parquet-java. */
    ICEBERG("Apache Iceberg");

    private final String displayName;

    Engine(String displayName) {
        this.displayName = displayName;
    }

    /** {@return the engine's name as messages print it, with the versions the table covers} */
    public String displayName() {
        return displayName;
    }

    /**
     * {@return why this engine cannot read {@code feature}, or {@code null} when it reads it}
     *
     * @param feature a feature of a file
     */
    public EngineFeature.Refusal refusal(EngineFeature feature) {
        return feature.refusal(this);
    }

    /**
     * The engines named in {@code list}, separated by commas and/or spaces, case-insensitive
     * ({@code "spark, duckdb"}; {@code parquet-java} and {@code hive} name {@link #PARQUET_JAVA}).
     *
     * @param list engine names
     * @return the engines, in declaration order
     * @throws IllegalArgumentException naming the unknown entry and the known names
     */
    public static Set<Engine> parseList(String list) {
        Set<Engine> out = EnumSet.noneOf(Engine.class);
        for (String part : list.split("[,\\s]+")) {
            if (part.isEmpty()) {
                continue;
            }
            String key = part.toUpperCase(Locale.ROOT).replace('-', '_');
            if (key.equals("HIVE")) {
                key = PARQUET_JAVA.name();
            }
            Engine match = null;
            for (Engine e : values()) {
                if (e.name().equals(key)) {
                    match = e;
                }
            }
            if (match == null) {
                List<String> known = new ArrayList<>();
                for (Engine e : values()) {
                    known.add(e.name().toLowerCase(Locale.ROOT).replace('_', '-'));
                }
                throw new IllegalArgumentException("unknown engine '" + part + "'; known engines: "
                        + String.join(", ", known) + " (hive = parquet-java)");
            }
            out.add(match);
        }
        return out;
    }
}
