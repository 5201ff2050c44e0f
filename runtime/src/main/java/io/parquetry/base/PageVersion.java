package io.parquetry.base;

/** Data page format: V1 is what every reader understands; V2 keeps levels uncompressed and records row counts. */
public enum PageVersion {
    /** Data page V1: levels compressed with the values. */
    V1,
    /** Data page V2: levels stored uncompressed before the values; row and null counts in the header. */
    V2
}
