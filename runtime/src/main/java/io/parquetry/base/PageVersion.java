package io.parquetry.base;

/** Data page format: V1 is what every reader understands; V2 keeps levels uncompressed and records row counts. */
public enum PageVersion {
    V1,
    V2
}
