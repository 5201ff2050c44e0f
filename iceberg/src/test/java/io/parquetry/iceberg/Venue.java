package io.parquetry.iceberg;

import io.parquetry.annotation.ParquetRecord;

/** The nested struct of {@link Trade}. */
@ParquetRecord
public record Venue(String country, String city) {}
