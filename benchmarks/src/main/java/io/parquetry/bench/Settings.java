package io.parquetry.bench;

/**
 * The write settings every contender uses, so differences come from the libraries, not their
 * defaults. DuckDB takes its row group size in rows and has no page size setting; see
 * BENCHMARKS.md.
 */
public final class Settings {
    private Settings() {}

    public static final long ROW_GROUP_BYTES = 16L << 20;
    public static final int PAGE_BYTES = 1 << 20;
    /** parquet-java's default page row count limit; Parquetry's default is the same. */
    public static final int PAGE_ROW_LIMIT = 20_000;
    public static final int DICTIONARY_PAGE_BYTES = 1 << 20;
    /** DuckDB's COPY option ROW_GROUP_SIZE counts rows. */
    public static final int DUCKDB_ROW_GROUP_ROWS = 122_880;
    /** DuckDB's worker threads ({@code SET threads=2}), the size of the benchmark machine. */
    public static final int DUCKDB_THREADS = 2;
    /** Seed of every generated data set. */
    public static final long SEED = 20_250_101L;
}
