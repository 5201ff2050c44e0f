package io.parquetry.samples;

import io.parquetry.annotation.ParquetRecord;

/** A venue address, nested in {@link Trade} as a Parquet group. */
@ParquetRecord
public record Address(String city, String country, Integer floor) {}
