package io.parquetry.index;

import io.parquetry.bytes.ByteOrderAccess;

/**
 * 64-bit xxHash (XXH64) with seed 0, the hash Parquet bloom filters are built on.
 *
 * <p>Written here rather than taken from a library on purpose: the one small library on our
 * classpath that has it (lz4-java) is an optional dependency users add only for LZ4, and bloom
 * filters must work without it. XXH64 is a short, fully specified algorithm; the tests check
 * this code against the published reference values and against lz4-java's implementation on
 * inputs of every length up to several stripes.
 */
public final class XxHash64 {
    private static final long P1 = 0x9E3779B185EBCA87L;
    private static final long P2 = 0xC2B2AE3D27D4EB4FL;
    private static final long P3 = 0x165667B19E3779F9L;
    private static final long P4 = 0x85EBCA77C2B2AE63L;
    private static final long P5 = 0x27D4EB2F165667C5L;

    private XxHash64() {}

    /** XXH64 of {@code b[off .. off+len)} with seed 0. */
    public static long hash(byte[] b, int off, int len) {
        int p = off;
        int end = off + len;
        long h;
        if (len >= 32) {
            long v1 = P1 + P2;
            long v2 = P2;
            long v3 = 0;
            long v4 = -P1;
            int limit = end - 32;
            do {
                v1 = round(v1, ByteOrderAccess.getLong(b, p));
                v2 = round(v2, ByteOrderAccess.getLong(b, p + 8));
                v3 = round(v3, ByteOrderAccess.getLong(b, p + 16));
                v4 = round(v4, ByteOrderAccess.getLong(b, p + 24));
                p += 32;
            } while (p <= limit);
            h = Long.rotateLeft(v1, 1) + Long.rotateLeft(v2, 7) + Long.rotateLeft(v3, 12) + Long.rotateLeft(v4, 18);
            h = merge(h, v1);
            h = merge(h, v2);
            h = merge(h, v3);
            h = merge(h, v4);
        } else {
            h = P5;
        }
        h += len;
        for (; p + 8 <= end; p += 8) {
            h ^= round(0, ByteOrderAccess.getLong(b, p));
            h = Long.rotateLeft(h, 27) * P1 + P4;
        }
        if (p + 4 <= end) {
            h ^= Integer.toUnsignedLong(ByteOrderAccess.getInt(b, p)) * P1;
            h = Long.rotateLeft(h, 23) * P2 + P3;
            p += 4;
        }
        for (; p < end; p++) {
            h ^= (b[p] & 0xFFL) * P5;
            h = Long.rotateLeft(h, 11) * P1;
        }
        return avalanche(h);
    }

    /** XXH64 of all of {@code b}. */
    public static long hash(byte[] b) {
        return hash(b, 0, b.length);
    }

    /** XXH64 of the 8 little-endian bytes of {@code v} (PLAIN INT64/DOUBLE), without a buffer. */
    public static long hashLong(long v) {
        long h = P5 + 8;
        h ^= round(0, v);
        h = Long.rotateLeft(h, 27) * P1 + P4;
        return avalanche(h);
    }

    /** XXH64 of the 4 little-endian bytes of {@code v} (PLAIN INT32/FLOAT), without a buffer. */
    public static long hashInt(int v) {
        long h = P5 + 4;
        h ^= Integer.toUnsignedLong(v) * P1;
        h = Long.rotateLeft(h, 23) * P2 + P3;
        return avalanche(h);
    }

    private static long round(long acc, long input) {
        acc += input * P2;
        acc = Long.rotateLeft(acc, 31);
        return acc * P1;
    }

    private static long merge(long acc, long v) {
        acc ^= round(0, v);
        return acc * P1 + P4;
    }

    private static long avalanche(long h) {
        h ^= h >>> 33;
        h *= P2;
        h ^= h >>> 29;
        h *= P3;
        h ^= h >>> 32;
        return h;
    }
}
