package io.parquetry.interop.records;

import io.parquetry.interop.records.Mapped.Address;
import io.parquetry.interop.records.Mapped.AllScalars;
import io.parquetry.interop.records.Mapped.Color;
import io.parquetry.interop.records.Mapped.Containers;
import io.parquetry.interop.records.Mapped.Geo;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

/**
 * Seeded sample records, each value in the precision its column stores. Rows cycle through plain
 * random values, all-null/empty values and extreme values (type bounds, NaN, -0.0, infinities,
 * unsigned maxima, pre-1970 times, supplementary characters), so every column sees each kind.
 */
final class Gen {
  private Gen() {}

  // 1900-01-01 .. 2100-01-01 in epoch seconds: inside every unit's range and DuckDB's
  private static final long MIN_SECOND = -2_208_988_800L;
  private static final long SPAN_SECONDS = 6_311_433_600L;

  static List<AllScalars> allScalars(int n, long seed) {
    Random r = new Random(seed);
    List<AllScalars> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int kind = i % 5; // 0, 3, 4 random; 1 nulls; 2 extremes
      boolean nulls = kind == 1;
      boolean extreme = kind == 2;
      boolean max = i % 10 == 2; // extremes alternate between the two ends
      Instant instant = instant(r);
      LocalDateTime local = LocalDateTime.ofInstant(instant(r), ZoneOffset.UTC);
      out.add(new AllScalars(
          r.nextBoolean(),
          extreme ? (max ? Byte.MAX_VALUE : Byte.MIN_VALUE) : (byte) r.nextInt(),
          extreme ? (max ? Short.MAX_VALUE : Short.MIN_VALUE) : (short) r.nextInt(),
          extreme ? (max ? Integer.MAX_VALUE : Integer.MIN_VALUE) : r.nextInt(),
          extreme ? (max ? Long.MAX_VALUE : Long.MIN_VALUE) : r.nextLong(),
          extreme ? (max ? Float.NaN : -0.0f) : r.nextFloat() * 1e6f - 5e5f,
          extreme ? (max ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY) : r.nextGaussian() * 1e9,
          nulls ? null : r.nextBoolean(),
          nulls ? null : (extreme ? Byte.MIN_VALUE : (byte) r.nextInt()),
          nulls ? null : (extreme ? Short.MIN_VALUE : (short) r.nextInt()),
          nulls ? null : (extreme ? Integer.MIN_VALUE : r.nextInt()),
          nulls ? null : (extreme ? Long.MIN_VALUE : r.nextLong()),
          nulls ? null : (extreme ? Float.NEGATIVE_INFINITY : r.nextFloat()),
          nulls ? null : (extreme ? (max ? Double.NaN : -0.0) : r.nextDouble()),
          nulls ? null : (extreme ? "" : "s" + r.nextInt(50) + (i % 3 == 0 ? " ü✓🎉 " + i : "")),
          nulls ? null : "{\"k\":" + r.nextInt(1000) + ",\"s\":\"é" + i + "\"}",
          nulls ? null : (extreme ? new byte[0] : bytes(r, 1 + r.nextInt(24))),
          nulls ? null : Color.values()[r.nextInt(3)],
          nulls ? null : (extreme ? new UUID(max ? -1L : 0L, max ? -1L : 0L) : new UUID(r.nextLong(), r.nextLong())),
          nulls ? null : BigDecimal.valueOf(extreme ? (max ? 999_999_999 : -999_999_999) : r.nextInt(2_000_000) - 1_000_000, 2),
          nulls ? null : BigDecimal.valueOf(extreme ? (max ? 999_999_999_999_999_999L : -999_999_999_999_999_999L)
              : r.nextLong() % 1_000_000_000_000_000L, 4),
          nulls ? null : new BigDecimal(extreme ? (max ? BigInteger.TEN.pow(38).subtract(BigInteger.ONE)
              : BigInteger.TEN.pow(38).subtract(BigInteger.ONE).negate())
              : new BigInteger(120, r).subtract(BigInteger.ONE.shiftLeft(119)), 10),
          nulls ? null : LocalDate.ofEpochDay(Math.floorDiv(instant.getEpochSecond(), 86_400L)),
          nulls ? null : extreme ? (max ? LocalTime.of(23, 59, 59, 999_000_000) : LocalTime.MIDNIGHT)
              : LocalTime.ofNanoOfDay(r.nextInt(86_400_000) * 1_000_000L),
          nulls ? null : extreme ? (max ? LocalTime.of(23, 59, 59, 999_999_000) : LocalTime.MIDNIGHT)
              : LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000L) * 1_000L),
          nulls ? null : extreme ? (max ? LocalTime.MAX : LocalTime.MIDNIGHT)
              : LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000_000L)),
          nulls ? null : truncate(instant, 1_000_000),
          nulls ? null : truncate(instant, 1_000),
          nulls ? null : instant,
          nulls ? null : truncate(local, 1_000_000),
          nulls ? null : truncate(local, 1_000),
          nulls ? null : local,
          extreme ? (max ? -1 : Integer.MIN_VALUE) : r.nextInt(),
          extreme ? (max ? -1L : Long.MIN_VALUE) : r.nextLong(),
          nulls ? null : (extreme ? Integer.valueOf(-1) : Integer.valueOf(r.nextInt())),
          nulls ? null : (extreme ? Long.valueOf(-1L) : Long.valueOf(r.nextLong())),
          extreme ? "" : "name-" + i));
    }
    return out;
  }

  /** A nanosecond instant between 1900 and 2100, so before and after the epoch. */
  static Instant instant(Random r) {
    return Instant.ofEpochSecond(MIN_SECOND + (long) (r.nextDouble() * SPAN_SECONDS), r.nextInt(1_000_000_000));
  }

  static Instant truncate(Instant t, int nanosPerUnit) {
    return Instant.ofEpochSecond(t.getEpochSecond(), t.getNano() / nanosPerUnit * nanosPerUnit);
  }

  static LocalDateTime truncate(LocalDateTime t, int nanosPerUnit) {
    return t.withNano(t.getNano() / nanosPerUnit * nanosPerUnit);
  }

  static byte[] bytes(Random r, int n) {
    byte[] b = new byte[n];
    r.nextBytes(b);
    return b;
  }

  static Address address(Random r, int i) {
    return new Address(i % 5 == 0 ? null : "city" + r.nextInt(20), "C" + r.nextInt(5),
        i % 3 == 0 ? null : r.nextInt(100) - 10,
        i % 4 == 0 ? null : new Geo(r.nextDouble() * 180 - 90, i % 7 == 0 ? -0.0 : r.nextDouble() * 360 - 180));
  }

  /** A list that may hold nulls. */
  @SafeVarargs
  static <T> List<T> nullable(T... elements) {
    return new ArrayList<>(Arrays.asList(elements));
  }

  static List<Containers> containers(int n, long seed) {
    Random r = new Random(seed);
    List<Containers> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int kind = i % 4; // 0 null containers, 1 empty containers, 2 and 3 full
      boolean none = kind == 0;
      boolean empty = kind == 1;

      List<Address> addresses = none ? null : new ArrayList<>();
      Set<String> set = none ? null : new LinkedHashSet<>();
      List<String> tags = none ? null : new ArrayList<>();
      List<Long> bare = none ? null : new ArrayList<>();
      List<Address> bareGroups = none ? null : new ArrayList<>();
      List<List<Integer>> lol = none ? null : new ArrayList<>();
      Map<String, Long> attrs = none ? null : new LinkedHashMap<>();
      Map<String, Address> byCity = none ? null : new LinkedHashMap<>();
      Map<Color, List<String>> byColor = none ? null : new LinkedHashMap<>();
      List<Map<String, List<Address>>> deep = none ? null : new ArrayList<>();
      String[] names = none ? null : new String[empty ? 0 : 1 + r.nextInt(3)];
      int[] ints = none ? null : new int[empty ? 0 : 1 + r.nextInt(5)];
      long[] longs = none ? null : new long[empty ? 0 : 1 + r.nextInt(5)];
      double[] doubles = none ? null : new double[empty ? 0 : 1 + r.nextInt(5)];
      if (!none && !empty) {
        for (int k = 0, m = 1 + r.nextInt(3); k < m; k++) {
          addresses.add(k == 1 && i % 3 == 0 ? null : address(r, i + k));
          set.add(k == 2 ? null : "v" + r.nextInt(1000) + "-" + k);
          tags.add("tag" + r.nextInt(10) + "-" + k);
          bare.add(r.nextLong());
          bareGroups.add(address(r, i * 7 + k));
          lol.add(k == 1 ? null : nullable(r.nextInt(), null, -k));
          attrs.put("a" + k, k == 1 ? null : r.nextLong());
          byCity.put("c" + k, k == 2 ? null : address(r, i + 2 * k));
          byColor.put(Color.values()[k], k == 1 ? null : nullable("x" + i, null));
          Map<String, List<Address>> inner = new LinkedHashMap<>();
          inner.put("in" + k, k == 0 ? null : nullable(address(r, k), null));
          inner.put("empty", List.of());
          deep.add(k == 2 ? null : inner);
        }
        for (int k = 0; k < names.length; k++) {
          names[k] = k == 1 ? null : "name" + r.nextInt(100);
        }
        for (int k = 0; k < ints.length; k++) {
          ints[k] = k == 0 ? Integer.MIN_VALUE : r.nextInt();
        }
        for (int k = 0; k < longs.length; k++) {
          longs[k] = k == 0 ? Long.MAX_VALUE : r.nextLong();
        }
        for (int k = 0; k < doubles.length; k++) {
          doubles[k] = k == 1 ? Double.NaN : r.nextGaussian();
        }
      }
      out.add(new Containers(
          i, i % 6 == 0 ? null : address(r, i), addresses, set, names, ints, longs, doubles, tags, bare, bareGroups,
          i % 2 == 0 ? Optional.empty() : Optional.of("opt" + i),
          i % 3 == 0 ? Optional.empty() : Optional.of(address(r, i + 1)),
          i % 2 == 1 ? OptionalInt.empty() : OptionalInt.of(r.nextInt()),
          i % 3 == 1 ? OptionalLong.empty() : OptionalLong.of(r.nextLong()),
          i % 5 == 1 ? OptionalDouble.empty() : OptionalDouble.of(i % 5 == 2 ? Double.NaN : r.nextDouble()),
          lol, attrs, byCity, byColor, deep));
    }
    return out;
  }
}
