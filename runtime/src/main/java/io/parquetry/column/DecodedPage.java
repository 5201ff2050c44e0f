package io.parquetry.column;

import io.parquetry.encoding.BinaryBatch;
import io.parquetry.base.Type;

/**
 * One data page's levels and values as {@link PageDecoder} decoded them, for the
 * {@link ColumnReader} cursor to read: levels in {@link #rep}/{@link #def} (already remapped), and
 * either dictionary indices or the values in the array of the column's (served) physical type.
 * Reused from page to page; not thread-safe (a page is filled by one thread, then handed over).
 */
final class DecodedPage {
    static final byte[] EMPTY = new byte[0];

    /** Levels as bytes: they are bounded by the schema depth (at most 64). */
    byte[] rep = EMPTY;
    byte[] def = EMPTY;
    /** Entries (levels) of the page. */
    int levels;
    /** 1-based number of the page among the chunk's data pages, for messages. */
    int number;
    boolean isDictionary;
    int[] indices = new int[0];
    boolean[] booleans;
    int[] ints;
    long[] longs;
    float[] floats;
    double[] doubles;
    BinaryBatch binaries;
    /** For a page of a binary dictionary read as strings and decoded ahead: each value's string; else null. */
    String[] strings;
    /** What {@link #strings} is when set, kept from page to page. */
    String[] stringBuffer = new String[0];
    /** With a converter whose source and target share a kind: the other buffer of that kind. */
    Object scratch;
    /** The decompressed page of a binary column; its values may point into it. */
    byte[] buffer = EMPTY;
    /**
     * For a reader over selected pages: whether decoding this page set {@link #firstRow} and
     * {@link #endRow} (from the offset index), which the cursor then takes over.
     */
    boolean rowsKnown;
    long firstRow;
    long endRow;

    DecodedPage(boolean binary) {
        this.binaries = binary ? new BinaryBatch() : null;
    }

    /** Drops the page's bytes and what points into them. */
    void release() {
        buffer = EMPTY;
        if (binaries != null) {
            binaries.clear();
        }
        if (scratch instanceof BinaryBatch b) {
            b.clear();
        }
    }

    /** Makes room for {@code n} levels. */
    void ensureLevelCapacity(int n) {
        if (rep.length < n) {
            rep = new byte[n];
            def = new byte[n];
        }
    }

    /**
     * Converts the page's {@code n} values of physical type {@code type} through {@code converter};
     * the arrays of the source type are kept for the next page (the target's replace them when
     * both have one kind).
     *
     * @throws ValueConverter.Unrepresentable for the first value without an image
     */
    void convert(ValueConverter converter, Type type, int n) {
        DecodedPage out = this;
        Object src = valuesOf(out, type);
        Type target = converter.target();
        boolean sameKind = valuesOf(out, target) == src;
        Object converted = converter.convert(src, n, sameKind ? out.scratch : valuesOf(out, target), null);
        if (sameKind) {
            out.scratch = src;
        }
        switch (target) {
            case INT32 -> out.ints = (int[]) converted;
            case INT64 -> out.longs = (long[]) converted;
            case DOUBLE -> out.doubles = (double[]) converted;
            default -> out.binaries = (BinaryBatch) converted;
        }
    }

    private static Object valuesOf(DecodedPage out, Type t) {
        return switch (t) {
            case BOOLEAN -> out.booleans;
            case INT32 -> out.ints;
            case INT64 -> out.longs;
            case FLOAT -> out.floats;
            case DOUBLE -> out.doubles;
            default -> out.binaries;
        };
    }

    static boolean[] grow(boolean[] a, int n) {
        return a != null && a.length >= n ? a : new boolean[n];
    }

    static int[] grow(int[] a, int n) {
        return a != null && a.length >= n ? a : new int[n];
    }

    static long[] grow(long[] a, int n) {
        return a != null && a.length >= n ? a : new long[n];
    }

    static float[] grow(float[] a, int n) {
        return a != null && a.length >= n ? a : new float[n];
    }

    static double[] grow(double[] a, int n) {
        return a != null && a.length >= n ? a : new double[n];
    }
}
