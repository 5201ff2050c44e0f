package io.parquetry.interop.records;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.annotation.ParquetDefault;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Time;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.Unsigned;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.UUID;

/**
 * One-field records declaring each Java type (and unit, precision, signedness) a column {@code v}
 * can read as, for {@link TypedReadsTest}: every file type of the README's rule table is read
 * through each of them.
 */
final class Declared {
  private Declared() {}

  @ParquetRecord record LdtMs(@Timestamp(unit = TimeUnit.MILLIS) LocalDateTime v) {}
  @ParquetRecord record LdtUs(LocalDateTime v) {}
  @ParquetRecord record LdtNs(@Timestamp(unit = TimeUnit.NANOS) LocalDateTime v) {}
  @ParquetRecord record InstMs(@Timestamp(unit = TimeUnit.MILLIS) Instant v) {}
  @ParquetRecord record InstUs(Instant v) {}
  @ParquetRecord record InstNs(@Timestamp(unit = TimeUnit.NANOS) Instant v) {}
  @ParquetRecord record TimeMs(@Time(unit = TimeUnit.MILLIS) LocalTime v) {}
  @ParquetRecord record TimeUs(LocalTime v) {}
  @ParquetRecord record TimeNs(@Time(unit = TimeUnit.NANOS) LocalTime v) {}
  @ParquetRecord record DateV(LocalDate v) {}
  /** DECIMAL(5,3) on INT32. */
  @ParquetRecord record Dec5s3(@Decimal(precision = 5, scale = 3) BigDecimal v) {}
  /** DECIMAL(9,2) on INT32. */
  @ParquetRecord record Dec9s2(@Decimal(precision = 9, scale = 2) BigDecimal v) {}
  /** DECIMAL(18,4) on INT64. */
  @ParquetRecord record Dec18s4(@Decimal(precision = 18, scale = 4) BigDecimal v) {}
  /** DECIMAL(38,10) on FIXED_LEN_BYTE_ARRAY(16). */
  @ParquetRecord record Dec38s10(@Decimal(precision = 38, scale = 10) BigDecimal v) {}
  @ParquetRecord record ByteV(Byte v) {}
  @ParquetRecord record ShortV(Short v) {}
  @ParquetRecord record IntV(Integer v) {}
  @ParquetRecord record LongV(Long v) {}
  @ParquetRecord record UIntV(@Unsigned Integer v) {}
  @ParquetRecord record ULongV(@Unsigned Long v) {}
  @ParquetRecord record FloatV(Float v) {}
  @ParquetRecord record DoubleV(Double v) {}
  @ParquetRecord record StringV(String v) {}
  @ParquetRecord record BytesV(byte[] v) {}
  @ParquetRecord record UuidV(UUID v) {}
  @ParquetRecord record BoolV(Boolean v) {}

  /** Snake-case column names: reads a camelCase file's columns only under their own names. */
  @ParquetRecord(naming = NamingStrategy.SNAKE_CASE)
  record Customer(Long customerId, String fullName) {}

  /** A property the file lacks but with a declared default: no error even under the strict schema. */
  @ParquetRecord
  record CustomerWithDefault(Long customerId, @ParquetDefault("0") int points) {}
}
