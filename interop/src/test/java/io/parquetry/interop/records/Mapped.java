package io.parquetry.interop.records;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.Json;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Repeated;
import io.parquetry.annotation.Time;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.Unsigned;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;

/** The record types the interop tests write and read through their generated mappers. */
final class Mapped {
  private Mapped() {}

  /** Not-null marker, recognised by the processor by its simple name. */
  @Retention(RetentionPolicy.CLASS)
  @Target({ElementType.TYPE_USE, ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD})
  @interface NonNull {}

  enum Color { RED, GREEN, BLUE }

  /** Every scalar Java type the processor maps, in each time unit. */
  @ParquetRecord
  record AllScalars(
      boolean b, byte by, short sh, int i, long l, float f, double d,
      Boolean bb, Byte bby, Short bsh, Integer bi, Long bl, Float bf, Double bd,
      String s, @Json String json, byte[] bytes, Color color, UUID uuid,
      @Decimal(precision = 9, scale = 2) BigDecimal d9,
      @Decimal(precision = 18, scale = 4) BigDecimal d18,
      @Decimal(precision = 38, scale = 10) BigDecimal d38,
      LocalDate date,
      @Time(unit = TimeUnit.MILLIS) LocalTime timeMillis,
      LocalTime timeMicros,
      @Time(unit = TimeUnit.NANOS) LocalTime timeNanos,
      @Timestamp(unit = TimeUnit.MILLIS) Instant tsMillis,
      Instant tsMicros,
      @Timestamp(unit = TimeUnit.NANOS) Instant tsNanos,
      @Timestamp(unit = TimeUnit.MILLIS) LocalDateTime localMillis,
      LocalDateTime localMicros,
      @Timestamp(unit = TimeUnit.NANOS) LocalDateTime localNanos,
      @Unsigned int u32, @Unsigned long u64, @Unsigned Integer bu32, @Unsigned Long bu64,
      @NonNull String requiredName) {}

  record Geo(double lat, double lon) {}

  record Address(String city, @NonNull String country, Integer floor, Geo geo) {}

  /** Nesting, collections, arrays, bare repeated fields, maps and Optionals. */
  @ParquetRecord
  record Containers(
      long id, Address home, List<Address> addresses, Set<String> set, String[] names,
      int[] ints, long[] longs, double[] doubles, List<@NonNull String> nonNullTags,
      @Repeated List<Long> bare, @Repeated List<Address> bareGroups,
      Optional<String> opt, Optional<Address> optAddress, OptionalInt oi, OptionalLong ol, OptionalDouble od,
      List<List<Integer>> lol, Map<String, Long> attrs, Map<String, Address> byCity,
      Map<Color, List<String>> byColor, List<Map<String, List<Address>>> deep) {}
}
