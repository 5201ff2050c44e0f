package io.parquetry.spark;

/** An enum column: Parquet ENUM, which Spark reads as a string. */
public enum Color {
    RED, GREEN, BLUE
}
