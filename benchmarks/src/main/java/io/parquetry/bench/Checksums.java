package io.parquetry.bench;

import java.time.Instant;

/**
 * Checksums every contender computes over what it read, so a test can prove they all read the
 * same values and the JIT cannot drop work. Row hashes are summed: the sum does not depend on
 * the order rows come back in.
 */
public final class Checksums {
    /** The contribution of a null value. */
    static final long NULL = 0x9E3779B97F4A7C15L;

    private Checksums() {}

    /** A 64-bit finalizer (SplitMix64) so nearby inputs give unrelated outputs. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Microseconds since the epoch, the unit every contender stores timestamps in. */
    public static long micros(Instant i) {
        return Math.addExact(Math.multiplyExact(i.getEpochSecond(), 1_000_000L), i.getNano() / 1_000);
    }

    public static Instant ofMicros(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
    }

    public static long trips(Iterable<TaxiTrip> trips) {
        long sum = 0;
        for (TaxiTrip t : trips) {
            sum += t.hash();
        }
        return sum;
    }

    public static long projections(Iterable<TaxiTrip> trips) {
        long sum = 0;
        for (TaxiTrip t : trips) {
            sum += TripProjection.of(t).hash();
        }
        return sum;
    }

    public static long orders(Iterable<Order> orders) {
        long sum = 0;
        for (Order o : orders) {
            sum += o.hash();
        }
        return sum;
    }

    /** Hash of one value of a generic (wide) row: Long, Integer, Double, String or null. */
    public static long value(Object v) {
        if (v == null) {
            return NULL;
        }
        if (v instanceof Double d) {
            return Double.doubleToLongBits(d);
        }
        if (v instanceof Number n) {
            return n.longValue();
        }
        return v.toString().hashCode();
    }
}
