package io.parquetry.spark;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.Json;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.ParquetTarget;
import io.parquetry.annotation.Repeated;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.Unsigned;
import io.parquetry.annotation.Uuid;
import io.parquetry.annotation.UuidFormat;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Every mapping Parquetry writes that Spark reads, declared for Spark: that it compiles is the
 * processor's word that Spark reads it, and {@link SparkReadsParquetryTest} holds Spark to it.
 * (The mappings Spark refuses are in {@link FeatureRecords}.)
 */
@ParquetRecord
@ParquetTarget(Engine.SPARK)
public record AllTypes(
        long id,
        boolean flag,
        byte tiny,
        short small,
        int count,
        float ratio,
        double amount,
        Integer maybeInt,
        Long maybeLong,
        Double maybeDouble,
        Boolean maybeFlag,
        String name,
        @Json String json,
        byte[] blob,
        Color color,
        @Uuid(as = UuidFormat.STRING) UUID uuidText,
        @Uuid(as = UuidFormat.BYTES) UUID uuidBytes,
        @Decimal(precision = 9, scale = 2) BigDecimal dec9,
        @Decimal(precision = 18, scale = 4) BigDecimal dec18,
        @Decimal(precision = 30, scale = 6) BigDecimal dec30,
        LocalDate day,
        Instant atMicros,
        @Timestamp(unit = TimeUnit.MILLIS) Instant atMillis,
        LocalDateTime localMicros,
        @Timestamp(unit = TimeUnit.MILLIS) LocalDateTime localMillis,
        @Unsigned int uint,
        @Unsigned long ulong,
        Place place,
        List<String> tags,
        List<Integer> scores,
        int[] ints,
        Map<String, Long> attrs,
        @Repeated List<Long> refs,
        Optional<String> note,
        List<Place> visits,
        Map<String, List<Double>> series) {
}
