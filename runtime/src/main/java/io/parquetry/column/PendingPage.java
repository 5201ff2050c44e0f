package io.parquetry.column;

/** A page's levels and values between the writing side and the encoder (see {@link ColumnWriter#endPage}); written by one thread, then handed to the encoding one. */
final class PendingPage {
    byte[] repLevels;
    byte[] defLevels;
    int levelCount;
    int valueCount;
    int pageRows;
    long pageBinaryBytes;
    /** Whether the page ends its column chunk (the row group's end, or the writer's). */
    boolean lastOfChunk;
    boolean[] booleans;
    int[] ints;
    long[] longs;
    float[] floats;
    double[] doubles;
    Object[] binaries;

    void release() {
        repLevels = null;
        defLevels = null;
        booleans = null;
        ints = null;
        longs = null;
        floats = null;
        doubles = null;
        binaries = null;
    }
}
