package io.parquetry.samples;

import io.parquetry.samples.Shapes.Address;
import io.parquetry.samples.Shapes.Color;
import io.parquetry.samples.Shapes.Containers;
import io.parquetry.samples.Shapes.Scalars;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
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

/** Seeded random instances of the test shapes, in the precision their columns store. */
final class Samples {

    /** Writes {@code trades} to {@code file} in row groups of about {@code rowGroupSize} bytes. */
    static java.nio.file.Path writeTrades(java.nio.file.Path file, List<Trade> trades, long rowGroupSize) {
        try (io.parquetry.ParquetWriter<Trade> w = io.parquetry.Parquet.writer(Trade.class, file).rowGroupSize(rowGroupSize)
                .build()) {
            w.writeAll(trades);
        }
        return file;
    }
    private Samples() {}

    static List<Scalars> scalars(int n, long seed) {
        Random r = new Random(seed);
        List<Scalars> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean nulls = i % 4 == 1;
            boolean extreme = i % 4 == 2;
            out.add(new Scalars(
                    r.nextBoolean(), (byte) r.nextInt(), (short) r.nextInt(),
                    extreme ? Integer.MIN_VALUE : r.nextInt(), extreme ? Long.MAX_VALUE : r.nextLong(),
                    extreme ? Float.NaN : r.nextFloat(), extreme ? Double.NEGATIVE_INFINITY : r.nextDouble(),
                    nulls ? null : r.nextBoolean(), nulls ? null : (byte) r.nextInt(), nulls ? null : (short) r.nextInt(),
                    nulls ? null : r.nextInt(), nulls ? null : r.nextLong(), nulls ? null : r.nextFloat(),
                    nulls ? null : r.nextGaussian(),
                    nulls ? null : (extreme ? "" : "s" + r.nextInt(100) + (i % 13 == 0 ? "ü✓🎉" : "")),
                    nulls ? null : bytes(r, r.nextInt(20)),
                    nulls ? null : Color.values()[r.nextInt(3)],
                    nulls ? null : new UUID(r.nextLong(), r.nextLong()),
                    nulls ? null : BigDecimal.valueOf(extreme ? 999_999_999 : r.nextInt(2_000_000) - 1_000_000, 2),
                    nulls ? null : BigDecimal.valueOf(extreme ? -999_999_999_999_999_999L : r.nextLong() % 1_000_000_000_000L, 4),
                    nulls ? null : new BigDecimal(new BigInteger(120, r).subtract(BigInteger.ONE.shiftLeft(119)), 10),
                    nulls ? null : LocalDate.ofEpochDay(r.nextInt(40_000) - 20_000),
                    nulls ? null : LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000L) * 1_000),
                    nulls ? null : LocalTime.ofNanoOfDay(r.nextInt(86_400_000) * 1_000_000L),
                    nulls ? null : LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_399_999_999_999L)),
                    nulls ? null : Instant.ofEpochSecond(r.nextInt(2_000_000_000), r.nextInt(1_000_000) * 1_000L),
                    nulls ? null : Instant.ofEpochMilli(r.nextLong() % 100_000_000_000_000L),
                    nulls ? null : Instant.ofEpochSecond(r.nextInt(2_000_000_000) - 1_000_000_000L, r.nextInt(1_000_000_000)),
                    nulls ? null : LocalDateTime.of(1900 + r.nextInt(300), 1 + r.nextInt(12), 1 + r.nextInt(28),
                            r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(1_000_000) * 1_000),
                    extreme ? -1 : r.nextInt(), extreme ? -1L : r.nextLong(),
                    nulls ? null : "{\"k\":" + r.nextInt() + "}",
                    "name" + i));
        }
        return out;
    }

    static byte[] bytes(Random r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    static Address address(Random r, int i) {
        return new Address(i % 5 == 0 ? null : "city" + r.nextInt(20), "C" + r.nextInt(5), i % 3 == 0 ? null : r.nextInt(100));
    }

    static List<Containers> containers(int n, long seed) {
        Random r = new Random(seed);
        List<Containers> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Map<String, List<Address>>> deep = null;
            if (i % 6 != 0) {
                deep = new ArrayList<>();
                for (int a = r.nextInt(3); a > 0; a--) {
                    if (r.nextInt(5) == 0) {
                        deep.add(null);
                        continue;
                    }
                    Map<String, List<Address>> m = new LinkedHashMap<>();
                    for (int b = r.nextInt(3); b > 0; b--) {
                        List<Address> l = r.nextInt(4) == 0 ? null : new ArrayList<>();
                        if (l != null) {
                            for (int c = r.nextInt(3); c > 0; c--) {
                                l.add(r.nextInt(6) == 0 ? null : address(r, c));
                            }
                        }
                        m.put("k" + b, l);
                    }
                    deep.add(m);
                }
            }
            Set<String> set = i % 7 == 0 ? null : new LinkedHashSet<>(List.of("a" + r.nextInt(3), "b" + r.nextInt(3)));
            List<Integer> collection = i % 5 == 0 ? null : new ArrayList<>(List.of(r.nextInt(), r.nextInt()));
            if (collection != null && i % 10 == 1) {
                collection.add(null);
            }
            String[] names = i % 8 == 0 ? null : new String[] {"x" + i, i % 3 == 0 ? null : "y", "z"};
            int[] ints = i % 9 == 0 ? null : r.ints(r.nextInt(5)).toArray();
            double[] doubles = i % 4 == 0 ? null : r.doubles(r.nextInt(4)).toArray();
            List<String> nonNull = i % 3 == 0 ? null : List.of("t" + r.nextInt(9));
            List<Long> bare = new ArrayList<>();
            for (int b = r.nextInt(4); b > 0; b--) {
                bare.add(r.nextLong());
            }
            List<Address> bareGroups = new ArrayList<>();
            for (int b = r.nextInt(3); b > 0; b--) {
                bareGroups.add(address(r, b));
            }
            List<List<Integer>> lol = i % 5 == 2 ? null : new ArrayList<>();
            if (lol != null) {
                for (int a = r.nextInt(3); a > 0; a--) {
                    List<Integer> inner = r.nextInt(4) == 0 ? null : new ArrayList<>();
                    if (inner != null) {
                        for (int b = r.nextInt(3); b > 0; b--) {
                            inner.add(r.nextInt(5) == 0 ? null : r.nextInt(1000));
                        }
                    }
                    lol.add(inner);
                }
            }
            Map<String, Address> byCity = i % 4 == 3 ? null : new LinkedHashMap<>();
            if (byCity != null) {
                for (int a = r.nextInt(3); a > 0; a--) {
                    byCity.put("c" + a, a == 2 ? null : address(r, a));
                }
            }
            Map<Color, List<String>> byColor = new LinkedHashMap<>();
            byColor.put(Color.values()[i % 3], List.of("p" + i));
            List<Address> addresses = i % 2 == 0 ? List.of() : List.of(address(r, i), address(r, i + 1));
            out.add(new Containers(deep, set, collection, names, ints, doubles, nonNull, bare, bareGroups,
                    i % 3 == 0 ? Optional.empty() : Optional.of("opt" + i),
                    i % 4 == 0 ? Optional.empty() : Optional.of(address(r, i)),
                    i % 2 == 0 ? OptionalInt.empty() : OptionalInt.of(r.nextInt()),
                    i % 3 == 1 ? OptionalLong.empty() : OptionalLong.of(r.nextLong()),
                    i % 5 == 1 ? OptionalDouble.empty() : OptionalDouble.of(r.nextDouble()),
                    lol, byCity, byColor, addresses));
        }
        return out;
    }

    static String text(int i) {
        return new String(("row-" + i).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }
}
