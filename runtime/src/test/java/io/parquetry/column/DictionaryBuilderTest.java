package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Type;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesDecoder;
import io.parquetry.encoding.ValuesEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The dictionary builders against a {@link HashMap}: every key gets the index of its first
 * appearance, across table growth, truncation and clearing, including keys that collide in their
 * hash or in the bits that choose a slot, and keys whose raw bits are zero or negative.
 */
class DictionaryBuilderTest {
    private static final int[] EDGE_INTS = {0, -1, 1, Integer.MIN_VALUE, Integer.MAX_VALUE,
            Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(Float.NaN), 0x7fc00001};
    private static final long[] EDGE_LONGS = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32, -(1L << 32),
            Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Double.NaN), 0x7ff8000000000001L};

    @Test
    void intsMatchAHashMap() {
        Random rnd = new Random(1);
        for (int round = 0; round < 4; round++) {
            DictionaryBuilder.Ints d = new DictionaryBuilder.Ints(false);
            Map<Integer, Integer> expected = new HashMap<>();
            List<Integer> order = new ArrayList<>();
            int range = new int[] {3, 500, 20_000, Integer.MAX_VALUE}[round];
            for (int i = 0; i < 60_000; i++) {
                int v = i < EDGE_INTS.length ? EDGE_INTS[i]
                        : round == 3 ? rnd.nextInt() : rnd.nextInt(range) << (i % 3 == 0 ? 16 : 0);
                if (i == 10_000) {
                    d.reserve(d.size() + 50_000); // room made mid-way changes no index
                }
                Integer want = expected.computeIfAbsent(v, k -> {
                    order.add(k);
                    return order.size() - 1;
                });
                assertEquals(want, d.indexOf(v), "key " + v);
            }
            assertEquals(order.size(), d.size());
            assertEquals(4L * order.size(), d.plainBytes());
            assertEquals(order, readInts(d, order.size()));
        }
    }

    @Test
    void longsMatchAHashMap() {
        Random rnd = new Random(2);
        for (int round = 0; round < 4; round++) {
            DictionaryBuilder.Longs d = new DictionaryBuilder.Longs(false);
            Map<Long, Integer> expected = new HashMap<>();
            List<Long> order = new ArrayList<>();
            int range = new int[] {3, 500, 20_000, 0}[round];
            for (int i = 0; i < 60_000; i++) {
                long v;
                if (i < EDGE_LONGS.length) {
                    v = EDGE_LONGS[i];
                } else if (round == 3) {
                    v = rnd.nextLong();
                } else {
                    // equal low and high halves hash to 0: every such key collides
                    long x = rnd.nextInt(range);
                    v = i % 2 == 0 ? x : (x << 32) | x;
                }
                long key = v;
                if (i == 10_000) {
                    d.reserve(d.size() + 50_000); // room made mid-way changes no index
                }
                Integer want = expected.computeIfAbsent(key, k -> {
                    order.add(k);
                    return order.size() - 1;
                });
                assertEquals(want, d.indexOf(v), "key " + v);
            }
            assertEquals(order.size(), d.size());
            assertEquals(8L * order.size(), d.plainBytes());
            assertEquals(order, readLongs(d, order.size()));
        }
    }

    private static final String[] POOLED = {"AaAaAa", "BBBBBB", "AaBBAa", "BBAaBB", "\u00e9AaBB", "\u00c3\u00a9AaBB"};

    @Test
    void binariesMatchAHashMapAndEncodeTheirKeys() {
        Random rnd = new Random(3);
        DictionaryBuilder.Binaries d = new DictionaryBuilder.Binaries(false);
        Map<String, Integer> expected = new HashMap<>();
        List<String> order = new ArrayList<>();
        long bytes = 0;
        for (int i = 0; i < 50_000; i++) {
            // "Aa" and "BB" share a hash, so do all strings built from those blocks
            String v = switch (i % 6) {
                case 0 -> "k" + rnd.nextInt(5_000);
                case 1 -> (rnd.nextBoolean() ? "Aa" : "BB") + (rnd.nextBoolean() ? "Aa" : "BB") + (rnd.nextBoolean() ? "Aa" : "BB");
                // non-ASCII: "\u00e9" is C3 A9 in UTF-8, the bytes of the two chars "\u00c3\u00a9", so
                // comparing chars with bytes must not match them; the blocks collide in hash too
                case 2 -> (rnd.nextBoolean() ? "\u00e9" : "\u00c3\u00a9") + (rnd.nextBoolean() ? "Aa" : "BB") + rnd.nextInt(3);
                case 3 -> (rnd.nextBoolean() ? "\u4e2d\u6587" : "\uD83D\uDE00") + rnd.nextInt(20); // 3- and 4-byte UTF-8
                case 4 -> new String("shared-" + rnd.nextInt(50)); // equal content, a new instance each time
                // the same instances again and again (matched by identity), colliding in hash with
                // each other and equal in content to fresh strings of case 1
                default -> POOLED[rnd.nextInt(POOLED.length)];
            };
            if (i == 10_000) {
                d.reserve(d.size() + 50_000); // room made mid-way changes no index
            }
            Integer want = expected.get(v);
            if (want == null) {
                want = order.size();
                expected.put(v, want);
                order.add(v);
                bytes += 4 + v.getBytes(StandardCharsets.UTF_8).length;
            }
            assertEquals(want, d.indexOf(v), v);
        }
        assertEquals(order.size(), d.size());
        assertEquals(bytes, d.plainBytes());
        for (int i = 0; i < order.size(); i++) {
            assertArrayEquals(order.get(i).getBytes(StandardCharsets.UTF_8), d.encoded(i));
        }
    }

    @Test
    void byteArrayKeysCompareByContent() {
        DictionaryBuilder.Binaries d = new DictionaryBuilder.Binaries(true);
        // (i % 37, i % 11) repeats with period 407 and is distinct within one period, so its
        // index is i % 407; every lookup passes a new array
        for (int i = 0; i < 1_000; i++) {
            byte[] v = {(byte) (i % 37), (byte) (i % 11), 7};
            assertEquals(i % 407, d.indexOf(v));
        }
        assertEquals(407, d.size());
        assertEquals(3L * 407, d.plainBytes());
    }

    @Test
    void truncateForgetsLaterEntriesAndClearForgetsAll() {
        DictionaryBuilder.Longs d = new DictionaryBuilder.Longs(true);
        for (long v = 0; v < 1_000; v++) {
            assertEquals((int) v, d.indexOf(v * 31));
        }
        d.truncate(400, 400 * 8L);
        assertEquals(400, d.size());
        assertEquals(3_200, d.plainBytes());
        assertEquals(399, d.indexOf(399 * 31));
        assertEquals(400, d.indexOf(999 * 31), "a forgotten key is added again, at the next index");
        assertEquals(401, d.size());
        d.clear();
        assertEquals(0, d.size());
        assertEquals(0, d.plainBytes());
        assertEquals(0, d.indexOf(5));
        assertEquals(1, d.indexOf(0));

        DictionaryBuilder.Binaries b = new DictionaryBuilder.Binaries(false);
        for (int i = 0; i < 300; i++) {
            b.indexOf("v" + i);
        }
        b.truncate(10, 10 * 6L);
        assertEquals(9, b.indexOf("v9"));
        assertEquals(10, b.indexOf("v299"));
        b.clear();
        assertEquals(0, b.indexOf("v299"));

        DictionaryBuilder.Ints ints = new DictionaryBuilder.Ints(true);
        for (int i = 0; i < 100; i++) {
            ints.indexOf(i);
        }
        ints.truncate(1, 4);
        assertEquals(0, ints.indexOf(0));
        assertEquals(1, ints.indexOf(99));
    }

    private static List<Integer> readInts(DictionaryBuilder.Ints d, int n) {
        ValuesDecoder dec = decoderOf(d, Type.INT32, n);
        int[] out = new int[n];
        dec.readInts(out, 0, n);
        List<Integer> list = new ArrayList<>();
        for (int v : out) {
            list.add(v);
        }
        return list;
    }

    private static List<Long> readLongs(DictionaryBuilder.Longs d, int n) {
        ValuesDecoder dec = decoderOf(d, Type.INT64, n);
        long[] out = new long[n];
        dec.readLongs(out, 0, n);
        List<Long> list = new ArrayList<>();
        for (long v : out) {
            list.add(v);
        }
        return list;
    }

    /** The dictionary page body as written, opened with a PLAIN decoder. */
    private static ValuesDecoder decoderOf(DictionaryBuilder d, Type type, int n) {
        ValuesEncoder enc = PlainValues.newEncoder(type, 0);
        d.writeTo(enc);
        BytesBuilder body = new BytesBuilder();
        enc.flushTo(body);
        ValuesDecoder dec = PlainValues.newDecoder(type, 0);
        dec.init(body.array(), 0, body.size(), n);
        return dec;
    }

    /** {@code sorted} (from sortedIndices) is a permutation that orders the entries as {@code cmp} does, strictly. */
    private static <T> void assertSortedBy(int[] sorted, List<T> entries, java.util.Comparator<T> cmp) {
        List<T> bySortedIndex = new ArrayList<>(java.util.Collections.nCopies(entries.size(), null));
        for (int i = 0; i < entries.size(); i++) {
            assertEquals(null, bySortedIndex.get(sorted[i]), "sorted index " + sorted[i] + " given twice");
            bySortedIndex.set(sorted[i], entries.get(i));
        }
        List<T> expected = new ArrayList<>(entries);
        expected.sort(cmp);
        for (int i = 0; i < expected.size(); i++) {
            T e = expected.get(i);
            T a = bySortedIndex.get(i);
            if (!e.equals(a)) {
                org.junit.jupiter.api.Assertions.fail("at sorted index " + i + " of " + expected.size() + ": expected "
                        + e + " after " + (i > 0 ? expected.get(i - 1) : "nothing") + ", got " + a);
            }
        }
    }

    @Test
    void sortedIndicesOrderNumbersByValueAndEveryBitPatternOnce() {
        Random rnd = new Random(5);
        DictionaryBuilder.Longs doubles = new DictionaryBuilder.Longs(true);
        DictionaryBuilder.Longs longs = new DictionaryBuilder.Longs(false);
        DictionaryBuilder.Ints floats = new DictionaryBuilder.Ints(true);
        DictionaryBuilder.Ints ints = new DictionaryBuilder.Ints(false);
        List<Long> doubleBits = new ArrayList<>();
        List<Long> longValues = new ArrayList<>();
        List<Integer> floatBits = new ArrayList<>();
        List<Integer> intValues = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            long l = i < EDGE_LONGS.length ? EDGE_LONGS[i] : rnd.nextLong() >> rnd.nextInt(64);
            int v = i < EDGE_INTS.length ? EDGE_INTS[i] : rnd.nextInt() >> rnd.nextInt(32);
            // NaNs of many payloads, negative and positive
            for (long bits : new long[] {l, 0xfff0000000000001L + i, 0x7ff0000000000001L + i}) {
                if (doubles.size() == doubles.indexOf(bits)) {
                    doubleBits.add(bits);
                }
            }
            if (longs.size() == longs.indexOf(l)) {
                longValues.add(l);
            }
            for (int bits : new int[] {v, 0xff800001 + i, 0x7f800001 + i}) {
                if (floats.size() == floats.indexOf(bits)) {
                    floatBits.add(bits);
                }
            }
            if (ints.size() == ints.indexOf(v)) {
                intValues.add(v);
            }
        }
        assertSortedBy(doubles.sortedIndices(), doubleBits, byFloatingValue(Double::longBitsToDouble, bits -> bits < 0));
        assertSortedBy(longs.sortedIndices(), longValues, Long::compare);
        assertSortedBy(ints.sortedIndices(), intValues, Integer::compare);
        assertSortedBy(floats.sortedIndices(), floatBits, byFloatingValue(Float::intBitsToFloat, bits -> bits < 0));
    }

    /**
     * The order of floating-point dictionary entries given as their bits: by value, -0.0 before
     * 0.0 (its bits, with the sign bit, first), NaNs by their bits at the ends (those with the
     * sign bit set first of all, the others last). Floats widen to doubles without changing it.
     */
    private static <T extends Comparable<T>> java.util.Comparator<T> byFloatingValue(
            java.util.function.ToDoubleFunction<T> value, java.util.function.Predicate<T> signBit) {
        return (a, b) -> {
            double x = value.applyAsDouble(a);
            double y = value.applyAsDouble(b);
            if (Double.isNaN(x) || Double.isNaN(y)) {
                int sx = Double.isNaN(x) ? (signBit.test(a) ? -1 : 1) : 0;
                int sy = Double.isNaN(y) ? (signBit.test(b) ? -1 : 1) : 0;
                return sx != sy ? Integer.compare(sx, sy) : sx < 0 ? b.compareTo(a) : a.compareTo(b);
            }
            return x == y ? a.compareTo(b) : Double.compare(x, y);
        };
    }

    @Test
    void sortedIndicesOrderBinariesByUnsignedBytes() {
        Random rnd = new Random(6);
        for (boolean fixed : new boolean[] {false, true}) {
            DictionaryBuilder.Binaries d = new DictionaryBuilder.Binaries(fixed);
            List<byte[]> entries = new ArrayList<>();
            for (int i = 0; i < 4_000; i++) {
                byte[] b;
                if (fixed) {
                    b = new byte[6];
                    rnd.nextBytes(b);
                    b[0] = 'k';
                    b[1] = (byte) 0x80; // shared, unsigned
                    if (i % 2 == 0) {
                        b[2] = b[3] = b[4] = 0; // many entries equal in the 4 bytes after the shared prefix
                    }
                } else {
                    // shared prefixes, runs longer than 32 equal in the 4 bytes after them, empty and
                    // short entries, bytes of 0x80 and more
                    String s = switch (i % 4) {
                        case 0 -> "customer-" + rnd.nextInt(20_000);
                        case 1 -> "customer-zzzz" + rnd.nextInt(200);
                        case 2 -> "customer-\u00e9" + rnd.nextInt(100);
                        default -> i < 40 ? "customer-".substring(0, i % 10) : "customer-" + (char) ('a' + rnd.nextInt(3));
                    };
                    b = s.getBytes(StandardCharsets.UTF_8);
                }
                Object key = fixed || i % 3 == 0 ? b : new String(b, StandardCharsets.UTF_8);
                if (d.size() == d.indexOf(key)) {
                    entries.add(b);
                }
            }
            List<String> asText = new ArrayList<>();
            for (byte[] b : entries) {
                asText.add(java.util.HexFormat.of().formatHex(b));
            }
            // hex strings of unsigned bytes compare as the bytes do, shorter ones first on a tie
            assertSortedBy(d.sortedIndices(), asText, java.util.Comparator.naturalOrder());
        }
    }

    @Test
    void reorderSortsOnlyTheEntriesFromTheGivenIndexAndLookupsFollowThem() {
        Random rnd = new Random(7);
        DictionaryBuilder.Longs doubles = new DictionaryBuilder.Longs(true);
        DictionaryBuilder.Ints ints = new DictionaryBuilder.Ints(false);
        DictionaryBuilder.Binaries strings = new DictionaryBuilder.Binaries(false);
        List<Long> doubleBits = new ArrayList<>();
        List<Integer> intValues = new ArrayList<>();
        List<String> stringValues = new ArrayList<>();
        while (stringValues.size() < 3_000) {
            long bits = Double.doubleToRawLongBits(rnd.nextInt(100_000) / 100.0 - 500);
            if (doubles.size() == doubles.indexOf(bits)) {
                doubleBits.add(bits);
            }
            int v = rnd.nextInt();
            if (ints.size() == ints.indexOf(v)) {
                intValues.add(v);
            }
            String str = "sku-" + rnd.nextInt(1_000_000);
            if (strings.size() == strings.indexOf(str)) {
                stringValues.add(str);
            }
        }
        int from = 1_000;
        assertReordered(doubles, doubleBits, from, doubles::indexOf,
                byFloatingValue(Double::longBitsToDouble, bits -> bits < 0));
        assertReordered(ints, intValues, from, ints::indexOf, Integer::compare);
        assertReordered(strings, stringValues, from, strings::indexOf, java.util.Comparator.naturalOrder());
    }

    /**
     * After {@code reorder(from, sortedIndices(from))}, entries before {@code from} keep their
     * indices, the others are in {@code cmp}'s order from there, lookups find every entry at its
     * new index, and no entry is added or lost.
     */
    private static <T> void assertReordered(DictionaryBuilder d, List<T> entries, int from,
                                            java.util.function.ToIntFunction<T> indexOf, java.util.Comparator<T> cmp) {
        int[] sorted = d.sortedIndices(from);
        assertSortedBy(sorted, entries.subList(from, entries.size()), cmp);
        d.reorder(from, sorted);
        assertEquals(entries.size(), d.size());
        List<T> expected = new ArrayList<>(entries.subList(from, entries.size()));
        expected.sort(cmp);
        for (int i = 0; i < from; i++) {
            assertEquals(i, indexOf.applyAsInt(entries.get(i)), "entry " + i + " before the sorted range");
        }
        for (int k = 0; k < expected.size(); k++) {
            assertEquals(from + k, indexOf.applyAsInt(expected.get(k)), "sorted entry " + k);
        }
        assertEquals(entries.size(), d.size(), "lookups added nothing");
    }
}
