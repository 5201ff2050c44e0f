package io.parquetry.spark;

/** A nested record: a Parquet group, a Spark struct. */
public record Place(String city, int zip) {
}
