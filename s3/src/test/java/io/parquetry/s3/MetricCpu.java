package io.parquetry.s3;

import io.parquetry.annotation.ParquetRecord;

/** A projection of {@link Metric}: one of its ten columns. */
@ParquetRecord
public record MetricCpu(double cpu) {}
