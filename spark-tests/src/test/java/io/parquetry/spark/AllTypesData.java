package io.parquetry.spark;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;

/**
 * Rows of {@link AllTypes} with edge values (extremes, NaN, infinities, -0.0, empty and null
 * strings, collections and maps, null elements), and each row as the values Spark must return,
 * in the form {@link SparkValues#normalize} puts Spark's values in.
 */
final class AllTypesData {
    private AllTypesData() {
    }

    private static final float[] FLOATS = {0f, -0f, 1.5f, -2.25f, Float.NaN, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE};
    private static final double[] DOUBLES = {0d, -0d, 3.75, -1e300, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE};

    /** {@code n} rows, ids 0..n-1, from a fixed seed. */
    static List<AllTypes> rows(int n) {
        Random r = new Random(42);
        List<AllTypes> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(row(i, r));
        }
        return out;
    }

    private static boolean nullAt(Random r) {
        return r.nextInt(7) == 0;
    }

    private static AllTypes row(int i, Random r) {
        long id = i;
        byte[] blob = new byte[r.nextInt(5)];
        r.nextBytes(blob);
        // timestamps at the stored unit: micros and millis, 1950 to 2100
        long micros = -631_152_000_000_000L + (long) (r.nextDouble() * 4_733_856_000_000_000L);
        Instant atMicros = Instant.EPOCH.plusNanos(micros * 1000);
        Instant atMillis = Instant.ofEpochMilli(Math.floorDiv(micros, 1000));
        List<Integer> scores = null;
        if (!nullAt(r)) {
            scores = new ArrayList<>();
            for (int k = r.nextInt(4); k > 0; k--) {
                scores.add(r.nextInt(5) == 0 ? null : r.nextInt());
            }
        }
        Map<String, Long> attrs = null;
        if (!nullAt(r)) {
            attrs = new LinkedHashMap<>();
            for (int k = r.nextInt(3); k > 0; k--) {
                attrs.put("k" + r.nextInt(100), r.nextInt(4) == 0 ? null : r.nextLong());
            }
        }
        Map<String, List<Double>> series = null;
        if (!nullAt(r)) {
            series = new LinkedHashMap<>();
            series.put("s" + i, r.nextBoolean() ? List.of() : List.of(DOUBLES[r.nextInt(DOUBLES.length)], r.nextDouble()));
        }
        List<Place> visits = nullAt(r) ? null
                : List.of(new Place("v" + i, r.nextInt()), new Place(r.nextBoolean() ? null : "w", 0));
        return new AllTypes(
                id,
                r.nextBoolean(),
                (byte) r.nextInt(),
                (short) r.nextInt(),
                i == 1 ? Integer.MIN_VALUE : i == 2 ? Integer.MAX_VALUE : r.nextInt(),
                FLOATS[r.nextInt(FLOATS.length)],
                DOUBLES[r.nextInt(DOUBLES.length)],
                nullAt(r) ? null : r.nextInt(),
                nullAt(r) ? null : i == 3 ? Long.MIN_VALUE : r.nextLong(),
                nullAt(r) ? null : DOUBLES[r.nextInt(DOUBLES.length)],
                nullAt(r) ? null : r.nextBoolean(),
                nullAt(r) ? null : i % 11 == 0 ? "" : "name-" + i + (i % 5 == 0 ? " ü€𝄞" : ""),
                nullAt(r) ? null : "{\"i\":" + i + "}",
                nullAt(r) ? null : blob,
                nullAt(r) ? null : Color.values()[r.nextInt(3)],
                nullAt(r) ? null : new UUID(r.nextLong(), r.nextLong()),
                nullAt(r) ? null : new UUID(r.nextLong(), r.nextLong()),
                nullAt(r) ? null : BigDecimal.valueOf(r.nextInt(2_000_000_000) - 1_000_000_000L, 2),
                nullAt(r) ? null : BigDecimal.valueOf(r.nextLong() % 1_000_000_000_000_000_000L, 4),
                nullAt(r) ? null : new BigDecimal(new BigInteger(96, r).subtract(BigInteger.ONE.shiftLeft(95)), 6),
                nullAt(r) ? null : LocalDate.of(1900, 1, 1).plusDays(r.nextInt(73_000)),
                nullAt(r) ? null : atMicros,
                nullAt(r) ? null : atMillis,
                nullAt(r) ? null : LocalDateTime.ofInstant(atMicros, ZoneOffset.UTC),
                nullAt(r) ? null : LocalDateTime.ofInstant(atMillis, ZoneOffset.UTC),
                i == 4 ? -1 : r.nextInt(),
                i == 4 ? -1L : r.nextLong(),
                nullAt(r) ? null : new Place(r.nextBoolean() ? null : "city-" + (i % 13), r.nextInt(100_000)),
                nullAt(r) ? null : i % 3 == 0 ? List.of() : List.of("t" + i, "u" + (i % 4)),
                scores,
                nullAt(r) ? null : new int[] {i, -i, r.nextInt()},
                attrs,
                i % 4 == 0 ? List.of() : List.of((long) i, r.nextLong()),
                nullAt(r) ? Optional.empty() : Optional.of("note " + i),
                visits,
                series);
    }

    /** The values Spark must return for {@code row}, column by column, normalized. */
    static List<Object> expected(AllTypes a) {
        List<Object> v = new ArrayList<>();
        v.add(a.id());
        v.add(a.flag());
        v.add(a.tiny());
        v.add(a.small());
        v.add(a.count());
        v.add(a.ratio());
        v.add(a.amount());
        v.add(a.maybeInt());
        v.add(a.maybeLong());
        v.add(a.maybeDouble());
        v.add(a.maybeFlag());
        v.add(a.name());
        v.add(a.json());
        v.add(a.blob() == null ? null : SparkValues.hex(a.blob()));
        v.add(a.color() == null ? null : a.color().name());
        v.add(a.uuidText() == null ? null : a.uuidText().toString());
        v.add(a.uuidBytes() == null ? null : uuidHex(a.uuidBytes()));
        v.add(a.dec9());
        v.add(a.dec18());
        v.add(a.dec30());
        v.add(a.day());
        v.add(a.atMicros());
        v.add(a.atMillis());
        v.add(a.localMicros());
        v.add(a.localMillis());
        v.add(Integer.toUnsignedLong(a.uint())); // Spark reads UINT32 as bigint
        v.add(new BigDecimal(Long.toUnsignedString(a.ulong()))); // and UINT64 as decimal(20,0)
        v.add(a.place() == null ? null : place(a.place()));
        v.add(a.tags());
        v.add(a.scores());
        v.add(a.ints() == null ? null : java.util.Arrays.stream(a.ints()).boxed().toList());
        v.add(a.attrs() == null ? null : new HashMap<>(a.attrs()));
        v.add(a.refs()); // a bare repeated field: never null, maybe empty
        v.add(a.note().orElse(null));
        v.add(a.visits() == null ? null : a.visits().stream().map(AllTypesData::place).toList());
        v.add(a.series() == null ? null : new HashMap<>(a.series()));
        return v;
    }

    private static List<Object> place(Place p) {
        List<Object> out = new ArrayList<>();
        out.add(p.city());
        out.add(p.zip());
        return out;
    }

    private static String uuidHex(UUID u) {
        return HexFormat.of().formatHex(java.nio.ByteBuffer.allocate(16).putLong(u.getMostSignificantBits())
                .putLong(u.getLeastSignificantBits()).array());
    }
}
