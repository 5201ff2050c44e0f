package io.parquetry.s3;

import io.parquetry.annotation.ParquetRecord;

/** A projection of {@link Metric}: two of its columns, not adjacent in the file. */
@ParquetRecord
public record MetricCpuStatus(double cpu, int status) {}
