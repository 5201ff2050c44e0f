package io.parquetry.s3;

import io.parquetry.annotation.ParquetRecord;

/** A sale, partitioned by region in the dataset tests. */
@ParquetRecord
public record Sale(long id, String region, String product, double amount) {}
