package io.parquetry.encoding;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The one shared table of inputs that every encoding round-trips (DESIGN.md, testing
 * conventions). Each method returns fresh named cases; use them from {@code @MethodSource}.
 *
 * <p>Every value family covers the counts in {@link #COUNTS} (0, 1, 7, 8, 9, 32, 33, 1000)
 * with sequential, all-equal and seeded random content, plus extremes: MIN/MAX values, the
 * widest bit patterns, negatives, NaN payloads, -0.0, infinities, empty and long byte arrays.
 * Everything is deterministic (fixed seeds), so a failing case name reproduces.
 *
 * <p>The case records hold arrays, so compare their contents ({@code assertArrayEquals}); for
 * floats and doubles compare raw bits, because NaN payloads and -0.0 must survive.
 */
public final class EncodingTestTable {

    /** Value counts every family is exercised with. */
    public static final int[] COUNTS = {0, 1, 7, 8, 9, 32, 33, 1000};

    /** Batch sizes for decoding in uneven batches; {@link Integer#MAX_VALUE} means "all at once". */
    public static final int[] BATCH_SIZES = {1, 3, 7, Integer.MAX_VALUE};

    /** Type lengths {@link #fixedCases()} covers (12 is INT96). */
    public static final int[] FIXED_LENGTHS = {1, 2, 3, 4, 8, 12, 16, 33};

    private EncodingTestTable() {}

    public record IntCase(String name, int[] values) {
        @Override
        public String toString() {
            return name + " (" + values.length + ")";
        }
    }

    public record LongCase(String name, long[] values) {
        @Override
        public String toString() {
            return name + " (" + values.length + ")";
        }
    }

    public record FloatCase(String name, float[] values) {
        @Override
        public String toString() {
            return name + " (" + values.length + ")";
        }
    }

    public record DoubleCase(String name, double[] values) {
        @Override
        public String toString() {
            return name + " (" + values.length + ")";
        }
    }

    public record BooleanCase(String name, boolean[] values) {
        @Override
        public String toString() {
            return name + " (" + values.length + ")";
        }
    }

    public record BinaryCase(String name, byte[][] values) {
        @Override
        public String toString() {
            return name + " (" + values.length + ")";
        }
    }

    /** Values all of exactly {@code typeLength} bytes. */
    public record FixedCase(String name, int typeLength, byte[][] values) {
        @Override
        public String toString() {
            return name + " len=" + typeLength + " (" + values.length + ")";
        }
    }

    // ---------------------------------------------------------------- ints

    /** Signed 32-bit cases: counts, all-equal, runs, extremes, negatives, every bit width, random. */
    public static List<IntCase> intCases() {
        List<IntCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            cases.add(new IntCase("sequential", seqInts(n)));
            cases.add(new IntCase("allEqual", filledInts(n, 42)));
            cases.add(new IntCase("random", randomInts(n, 1000 + n, 32)));
        }
        cases.add(new IntCase("allZero", new int[1000]));
        cases.add(new IntCase("allMinValue", filledInts(100, Integer.MIN_VALUE)));
        cases.add(new IntCase("allMaxValue", filledInts(100, Integer.MAX_VALUE)));
        cases.add(new IntCase("extremes", new int[] {
            Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 1, Integer.MIN_VALUE + 1, Integer.MAX_VALUE - 1,
            Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0}));
        cases.add(new IntCase("negatives", negatedInts(seqInts(100), 1)));
        cases.add(new IntCase("descending", descendingInts(500, Integer.MAX_VALUE)));
        cases.add(new IntCase("alternatingExtremes", alternatingInts(257, Integer.MIN_VALUE, Integer.MAX_VALUE)));
        cases.add(new IntCase("runsAndNoise", runsAndNoise(2000, 7, 32)));
        for (int w = 0; w <= 32; w++) {
            cases.add(new IntCase("bitWidth" + w, randomInts(67, 7 * w + 3, w)));
        }
        return cases;
    }

    /**
     * Non-negative cases whose values all fit in {@code bitWidth} bits (0..32; width 32 allows the
     * sign bit, i.e. any int), for bit packing, the RLE hybrid, levels and dictionary indices.
     * Includes counts, all-zero, all-max, runs of every length around 8, and random.
     */
    public static List<IntCase> unsignedIntCases(int bitWidth) {
        if (bitWidth < 0 || bitWidth > 32) {
            throw new IllegalArgumentException("bitWidth " + bitWidth);
        }
        int max = bitWidth == 32 ? -1 : (int) ((1L << bitWidth) - 1);
        List<IntCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            cases.add(new IntCase("w" + bitWidth + " random", randomInts(n, 31 * bitWidth + n, bitWidth)));
            cases.add(new IntCase("w" + bitWidth + " allMax", filledInts(n, max)));
            cases.add(new IntCase("w" + bitWidth + " allZero", new int[n]));
        }
        int[] seq = new int[300];
        for (int i = 0; i < seq.length; i++) {
            seq[i] = bitWidth == 32 ? i * 0x01010101 : (int) (i & (max & 0xFFFFFFFFL));
        }
        cases.add(new IntCase("w" + bitWidth + " sequentialMasked", seq));
        cases.add(new IntCase("w" + bitWidth + " alternating0Max", alternatingInts(101, 0, max)));
        cases.add(new IntCase("w" + bitWidth + " runsAndNoise", runsAndNoise(3000, 11 + bitWidth, bitWidth)));
        // runs of length 1..20 of alternating values: exercises the repeat threshold of 8
        List<Integer> runs = new ArrayList<>();
        int v = 0;
        for (int len = 1; len <= 20; len++) {
            for (int k = 0; k < len; k++) {
                runs.add(v);
            }
            v = v == 0 ? max : 0;
        }
        cases.add(new IntCase("w" + bitWidth + " runLengths1to20", runs.stream().mapToInt(Integer::intValue).toArray()));
        return cases;
    }

    // ---------------------------------------------------------------- longs

    /** Signed 64-bit cases. */
    public static List<LongCase> longCases() {
        List<LongCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            long[] seq = new long[n];
            for (int i = 0; i < n; i++) {
                seq[i] = i;
            }
            cases.add(new LongCase("sequential", seq));
            long[] eq = new long[n];
            Arrays.fill(eq, 1L << 40);
            cases.add(new LongCase("allEqual", eq));
            cases.add(new LongCase("random", randomLongs(n, 2000 + n, 64)));
        }
        long[] minAll = new long[100];
        Arrays.fill(minAll, Long.MIN_VALUE);
        cases.add(new LongCase("allMinValue", minAll));
        long[] maxAll = new long[100];
        Arrays.fill(maxAll, Long.MAX_VALUE);
        cases.add(new LongCase("allMaxValue", maxAll));
        cases.add(new LongCase("extremes", new long[] {
            Long.MIN_VALUE, Long.MAX_VALUE, 0, -1, 1, Long.MIN_VALUE + 1, Long.MAX_VALUE - 1,
            Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE}));
        long[] neg = new long[100];
        for (int i = 0; i < neg.length; i++) {
            neg[i] = -1L - i * 1_000_003L;
        }
        cases.add(new LongCase("negatives", neg));
        long[] alt = new long[257];
        for (int i = 0; i < alt.length; i++) {
            alt[i] = (i & 1) == 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        cases.add(new LongCase("alternatingExtremes", alt));
        long[] ts = new long[1000];
        long t = 1_700_000_000_000_000L;
        Random r = new Random(77);
        for (int i = 0; i < ts.length; i++) {
            t += r.nextInt(1000);
            ts[i] = t;
        }
        cases.add(new LongCase("timestampsMicros", ts));
        for (int w = 0; w <= 64; w += 4) {
            cases.add(new LongCase("bitWidth" + w, randomLongs(67, 11 * w + 5, w)));
        }
        return cases;
    }

    // ---------------------------------------------------------------- floats / doubles

    /** Float cases; compare with {@link Float#floatToRawIntBits}. */
    public static List<FloatCase> floatCases() {
        List<FloatCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            float[] seq = new float[n];
            for (int i = 0; i < n; i++) {
                seq[i] = i * 0.5f - 3f;
            }
            cases.add(new FloatCase("sequential", seq));
            float[] eq = new float[n];
            Arrays.fill(eq, 3.25f);
            cases.add(new FloatCase("allEqual", eq));
            Random r = new Random(3000 + n);
            float[] rnd = new float[n];
            for (int i = 0; i < n; i++) {
                rnd[i] = (r.nextFloat() - 0.5f) * 1e6f;
            }
            cases.add(new FloatCase("random", rnd));
        }
        cases.add(new FloatCase("extremes", new float[] {
            Float.NaN, Float.intBitsToFloat(0x7FC00001), Float.intBitsToFloat(0xFF800001), -0.0f, 0.0f,
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, -Float.MIN_VALUE,
            Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE}));
        float[] nans = new float[40];
        Arrays.fill(nans, Float.NaN);
        cases.add(new FloatCase("allNaN", nans));
        float[] negZero = new float[9];
        Arrays.fill(negZero, -0.0f);
        cases.add(new FloatCase("allNegativeZero", negZero));
        Random r = new Random(99);
        float[] bits = new float[500];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Float.intBitsToFloat(r.nextInt());
        }
        cases.add(new FloatCase("randomBitPatterns", bits));
        return cases;
    }

    /** Double cases; compare with {@link Double#doubleToRawLongBits}. */
    public static List<DoubleCase> doubleCases() {
        List<DoubleCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            double[] seq = new double[n];
            for (int i = 0; i < n; i++) {
                seq[i] = i * 0.25 - 7;
            }
            cases.add(new DoubleCase("sequential", seq));
            double[] eq = new double[n];
            Arrays.fill(eq, Math.PI);
            cases.add(new DoubleCase("allEqual", eq));
            Random r = new Random(4000 + n);
            double[] rnd = new double[n];
            for (int i = 0; i < n; i++) {
                rnd[i] = r.nextGaussian() * 1e9;
            }
            cases.add(new DoubleCase("random", rnd));
        }
        cases.add(new DoubleCase("extremes", new double[] {
            Double.NaN, Double.longBitsToDouble(0x7FF8000000000001L), Double.longBitsToDouble(0xFFF0000000000001L),
            -0.0, 0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
            Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE}));
        double[] nans = new double[40];
        Arrays.fill(nans, Double.NaN);
        cases.add(new DoubleCase("allNaN", nans));
        double[] negZero = new double[9];
        Arrays.fill(negZero, -0.0);
        cases.add(new DoubleCase("allNegativeZero", negZero));
        Random r = new Random(98);
        double[] bits = new double[500];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Double.longBitsToDouble(r.nextLong());
        }
        cases.add(new DoubleCase("randomBitPatterns", bits));
        return cases;
    }

    // ---------------------------------------------------------------- booleans

    public static List<BooleanCase> booleanCases() {
        List<BooleanCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            boolean[] t = new boolean[n];
            Arrays.fill(t, true);
            cases.add(new BooleanCase("allTrue", t));
            cases.add(new BooleanCase("allFalse", new boolean[n]));
            boolean[] alt = new boolean[n];
            for (int i = 0; i < n; i++) {
                alt[i] = (i & 1) == 0;
            }
            cases.add(new BooleanCase("alternating", alt));
            Random r = new Random(5000 + n);
            boolean[] rnd = new boolean[n];
            for (int i = 0; i < n; i++) {
                rnd[i] = r.nextBoolean();
            }
            cases.add(new BooleanCase("random", rnd));
        }
        int[] runs = runsAndNoise(2000, 17, 1);
        boolean[] b = new boolean[runs.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = runs[i] != 0;
        }
        cases.add(new BooleanCase("runsAndNoise", b));
        return cases;
    }

    // ---------------------------------------------------------------- binaries

    /** BYTE_ARRAY cases: empty values, long values, UTF-8, shared prefixes, all-equal, random. */
    public static List<BinaryCase> binaryCases() {
        List<BinaryCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            byte[][] seq = new byte[n][];
            for (int i = 0; i < n; i++) {
                seq[i] = ("value-" + i).getBytes(StandardCharsets.UTF_8);
            }
            cases.add(new BinaryCase("sequentialStrings", seq));
            byte[][] eq = new byte[n][];
            for (int i = 0; i < n; i++) {
                eq[i] = "same".getBytes(StandardCharsets.UTF_8);
            }
            cases.add(new BinaryCase("allEqual", eq));
            Random r = new Random(6000 + n);
            byte[][] rnd = new byte[n][];
            for (int i = 0; i < n; i++) {
                rnd[i] = randomBytes(r, r.nextInt(40));
            }
            cases.add(new BinaryCase("random", rnd));
        }
        byte[][] empty = new byte[33][];
        for (int i = 0; i < empty.length; i++) {
            empty[i] = new byte[0];
        }
        cases.add(new BinaryCase("allEmpty", empty));
        Random r = new Random(61);
        cases.add(new BinaryCase("emptyAndLong", new byte[][] {
            new byte[0], randomBytes(r, 100_000), new byte[0], randomBytes(r, 1), randomBytes(r, 70_000), new byte[0]}));
        cases.add(new BinaryCase("unicode", new byte[][] {
            "".getBytes(StandardCharsets.UTF_8), "héllo".getBytes(StandardCharsets.UTF_8),
            "日本語テキスト".getBytes(StandardCharsets.UTF_8), "😀🎉".getBytes(StandardCharsets.UTF_8),
            "\u0000nul".getBytes(StandardCharsets.UTF_8)}));
        byte[][] prefixes = new byte[500][];
        for (int i = 0; i < prefixes.length; i++) {
            prefixes[i] = String.format("https://example.com/path/%06d/item", i * 7).getBytes(StandardCharsets.UTF_8);
        }
        cases.add(new BinaryCase("sharedPrefixes", prefixes));
        byte[][] allBytes = new byte[256][];
        for (int i = 0; i < 256; i++) {
            allBytes[i] = new byte[] {(byte) i, (byte) ~i, (byte) 0xFF};
        }
        cases.add(new BinaryCase("everyByteValue", allBytes));
        return cases;
    }

    // ---------------------------------------------------------------- fixed

    /** FIXED_LEN_BYTE_ARRAY cases of one type length (12 doubles as INT96). */
    public static List<FixedCase> fixedCases(int typeLength) {
        if (typeLength < 1) {
            throw new IllegalArgumentException("typeLength " + typeLength);
        }
        List<FixedCase> cases = new ArrayList<>();
        for (int n : COUNTS) {
            Random r = new Random(7000L * typeLength + n);
            byte[][] rnd = new byte[n][];
            for (int i = 0; i < n; i++) {
                rnd[i] = randomBytes(r, typeLength);
            }
            cases.add(new FixedCase("random", typeLength, rnd));
            byte[][] eq = new byte[n][];
            for (int i = 0; i < n; i++) {
                eq[i] = new byte[typeLength];
                Arrays.fill(eq[i], (byte) 0x5A);
            }
            cases.add(new FixedCase("allEqual", typeLength, eq));
        }
        byte[][] ext = new byte[4][typeLength];
        Arrays.fill(ext[1], (byte) 0xFF);
        Arrays.fill(ext[2], (byte) 0x80);
        Arrays.fill(ext[3], (byte) 0x7F);
        cases.add(new FixedCase("extremes", typeLength, ext));
        return cases;
    }

    /** {@link #fixedCases(int)} for every length in {@link #FIXED_LENGTHS}. */
    public static List<FixedCase> fixedCases() {
        List<FixedCase> cases = new ArrayList<>();
        for (int len : FIXED_LENGTHS) {
            cases.addAll(fixedCases(len));
        }
        return cases;
    }

    // ---------------------------------------------------------------- helpers

    /** Seeded random ints whose values fit in {@code bitWidth} bits (unsigned; 32 = any int). */
    public static int[] randomInts(int n, long seed, int bitWidth) {
        Random r = new Random(seed);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            int v = r.nextInt();
            a[i] = bitWidth == 32 ? v : bitWidth == 0 ? 0 : v >>> (32 - bitWidth);
        }
        // make sure the widest value of the width occurs, so the width is really exercised
        if (n > 0 && bitWidth > 0) {
            a[n / 2] = bitWidth == 32 ? -1 : (int) ((1L << bitWidth) - 1);
        }
        return a;
    }

    /** Seeded random longs whose values fit in {@code bitWidth} bits (unsigned; 64 = any long). */
    public static long[] randomLongs(int n, long seed, int bitWidth) {
        Random r = new Random(seed);
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            long v = r.nextLong();
            a[i] = bitWidth == 64 ? v : bitWidth == 0 ? 0 : v >>> (64 - bitWidth);
        }
        if (n > 0 && bitWidth > 0) {
            a[n / 2] = bitWidth == 64 ? -1L : (1L << bitWidth) - 1;
        }
        return a;
    }

    private static byte[] randomBytes(Random r, int len) {
        byte[] b = new byte[len];
        r.nextBytes(b);
        return b;
    }

    private static int[] seqInts(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    private static int[] filledInts(int n, int v) {
        int[] a = new int[n];
        Arrays.fill(a, v);
        return a;
    }

    private static int[] negatedInts(int[] a, int offset) {
        int[] b = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            b[i] = -(a[i] * 9973) - offset;
        }
        return b;
    }

    private static int[] descendingInts(int n, int start) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = start - i * 4_000_037;
        }
        return a;
    }

    private static int[] alternatingInts(int n, int x, int y) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = (i & 1) == 0 ? x : y;
        }
        return a;
    }

    /** Runs of random length (1..40) of one value, interleaved with random noise, within {@code bitWidth} bits. */
    private static int[] runsAndNoise(int n, long seed, int bitWidth) {
        Random r = new Random(seed);
        int[] a = new int[n];
        int i = 0;
        while (i < n) {
            int len = Math.min(n - i, 1 + r.nextInt(40));
            boolean run = r.nextBoolean();
            int v = mask(r.nextInt(), bitWidth);
            for (int k = 0; k < len; k++) {
                a[i++] = run ? v : mask(r.nextInt(), bitWidth);
            }
        }
        return a;
    }

    private static int mask(int v, int bitWidth) {
        return bitWidth == 32 ? v : bitWidth == 0 ? 0 : v >>> (32 - bitWidth);
    }
}
