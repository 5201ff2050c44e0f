package io.parquetry.base;

/** Unit of TIME and TIMESTAMP logical types (the Thrift {@code TimeUnit} union). */
public enum TimeUnit {
    /** Milliseconds. */
    MILLIS,
    /** Microseconds. */
    MICROS,
    /** Nanoseconds. */
    NANOS
}
