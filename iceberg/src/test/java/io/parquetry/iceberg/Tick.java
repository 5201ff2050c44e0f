package io.parquetry.iceberg;

import io.parquetry.annotation.ParquetField;
import io.parquetry.annotation.ParquetRecord;

/** A record whose fields name their table columns by field id, whatever the columns are called. */
@ParquetRecord
public record Tick(@ParquetField(id = 1) long seq, @ParquetField(id = 2) String name, @ParquetField(id = 3) float level) {}
