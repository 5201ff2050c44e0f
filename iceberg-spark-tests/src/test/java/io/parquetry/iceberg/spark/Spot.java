package io.parquetry.iceberg.spark;

/** The nested struct of {@link IceTrade}. */
public record Spot(String city, int zip) {}
