package io.parquetry.spark;

import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Repeated;
import io.parquetry.annotation.Time;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.Unsigned;
import java.time.Instant;
import java.time.LocalTime;
import java.util.List;
import java.util.UUID;

/**
 * One record per column type and shape of the engine table ({@code EngineFeature}'s TYPE and SHAPE
 * rows), declared without a target so that they compile, and a plain record for the codec and
 * encoding rows.
 */
final class FeatureRecords {
    private FeatureRecords() {
    }

    /** Codec and encoding rows: an INT64, a DOUBLE and a string column. */
    @ParquetRecord
    record Plain(long id, double x, String s) {
    }

    @ParquetRecord
    record UuidColumn(long id, UUID v) {
    }

    @ParquetRecord
    record TimeMillisColumn(long id, @Time(unit = TimeUnit.MILLIS) LocalTime v) {
    }

    @ParquetRecord
    record TimeMicrosColumn(long id, LocalTime v) {
    }

    @ParquetRecord
    record TimeNanosColumn(long id, @Time(unit = TimeUnit.NANOS) LocalTime v) {
    }

    @ParquetRecord
    record NanosTimestampColumn(long id, @Timestamp(unit = TimeUnit.NANOS) Instant v) {
    }

    @ParquetRecord
    record UnsignedLongColumn(long id, @Unsigned long v) {
    }

    /** A bare repeated group with one field. */
    @ParquetRecord
    record OneFieldRepeatedGroup(long id, @Repeated List<Tag> tags) {
    }

    record Tag(String name) {
    }
}
