package io.parquetry.annotation;

/** Resolution of Parquet {@code TIME} and {@code TIMESTAMP} values. */
public enum TimeUnit {
    /** Milliseconds. */
    MILLIS,
    /** Microseconds (the default). */
    MICROS,
    /** Nanoseconds. */
    NANOS
}
