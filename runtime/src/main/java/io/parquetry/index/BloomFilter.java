package io.parquetry.index;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import java.nio.charset.StandardCharsets;

/**
 * A Parquet split-block bloom filter (BloomFilter.md): an array of 256-bit blocks, each eight
 * 32-bit words. A value's 64-bit xxHash (seed 0) of its PLAIN encoding picks a block with its
 * upper 32 bits; its lower 32 bits, multiplied by eight salts, set or test one bit per word.
 *
 * <p>Values are hashed as the physical values of the column: {@code int} for INT32 (including
 * DATE, TIME_MILLIS, INT_8..INT_32), {@code long} for INT64, raw IEEE bits for FLOAT and
 * DOUBLE, and the bytes of BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY values without a length prefix
 * (a {@code String} is hashed as its UTF-8 bytes). A filter answers "definitely absent" or
 * "possibly present": it has no false negatives.
 */
public final class BloomFilter {
    /** Smallest filter: one block. */
    public static final int MIN_BYTES = 32;
    /** Default upper bound on the size of a filter the writer builds. */
    public static final int DEFAULT_MAX_BYTES = 1 << 20;
    /** Largest bitset accepted from a file or requested by a caller. */
    public static final int MAX_BYTES = 1 << 27;

    private static final int[] SALT = {
        0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d, 0x705495c7, 0x2df1424b, 0x9efc4947, 0x5c6bfb31
    };

    private final int[] words;
    private final long blocks;

    private BloomFilter(int[] words) {
        this.words = words;
        this.blocks = words.length / 8;
    }

    /**
     * An empty filter of {@code numBytes} bytes.
     *
     * @throws ParquetException unless {@code numBytes} is a positive multiple of 32 up to {@link #MAX_BYTES}
     */
    public static BloomFilter ofSize(int numBytes) {
        checkSize(numBytes, "requested");
        return new BloomFilter(new int[numBytes / 4]);
    }

    /** An empty filter sized for {@code ndv} distinct values at false-positive rate {@code fpp}. */
    public static BloomFilter forValues(long ndv, double fpp, int maxBytes) {
        return ofSize(optimalNumBytes(ndv, fpp, maxBytes));
    }

    /**
     * A filter over a bitset as stored in a file (little-endian words).
     *
     * @throws ParquetException unless the length is a positive multiple of 32 up to {@link #MAX_BYTES}
     */
    public static BloomFilter fromBitset(byte[] bitset, int off, int len) {
        checkSize(len, "stored");
        int[] w = new int[len / 4];
        for (int i = 0; i < w.length; i++) {
            w[i] = ByteOrderAccess.getInt(bitset, off + 4 * i);
        }
        return new BloomFilter(w);
    }

    private static void checkSize(int numBytes, String what) {
        if (numBytes < MIN_BYTES || numBytes > MAX_BYTES || numBytes % MIN_BYTES != 0) {
            throw new ParquetException("bloom filter: " + what + " size of " + numBytes
                    + " bytes is not a multiple of 32 between 32 and " + MAX_BYTES);
        }
    }

    /**
     * The filter size BloomFilter.md recommends for {@code ndv} distinct values at false-positive
     * probability {@code fpp}: {@code -8 * ndv / ln(1 - fpp^(1/8))} bits, rounded up to a power of
     * two bytes, at least 32 and at most {@code maxBytes} (itself rounded down to a power of two).
     */
    public static int optimalNumBytes(long ndv, double fpp, int maxBytes) {
        if (ndv < 0) {
            throw new ParquetException("bloom filter: number of distinct values must not be negative, got " + ndv);
        }
        if (!(fpp > 0 && fpp < 1)) {
            throw new ParquetException("bloom filter: false-positive probability must be in (0, 1), got " + fpp);
        }
        if (maxBytes < MIN_BYTES || maxBytes > MAX_BYTES) {
            throw new ParquetException("bloom filter: maximum size must be between 32 and " + MAX_BYTES + ", got " + maxBytes);
        }
        int cap = Integer.highestOneBit(maxBytes);
        double bits = -8.0 * ndv / Math.log(1 - Math.pow(fpp, 1.0 / 8));
        double bytes = bits / 8;
        if (!(bytes < cap)) {
            return cap;
        }
        int n = MIN_BYTES;
        while (n < bytes) {
            n <<= 1;
        }
        return n;
    }

    /** Size of the bitset in bytes. */
    public int numBytes() {
        return words.length * 4;
    }

    /** Adds a value by its xxHash64. */
    public void insertHash(long hash) {
        int base = blockBase(hash);
        int key = (int) hash;
        for (int i = 0; i < 8; i++) {
            words[base + i] |= 1 << ((key * SALT[i]) >>> 27);
        }
    }

    /** Whether a value with this xxHash64 may have been added (false: it certainly was not). */
    public boolean findHash(long hash) {
        int base = blockBase(hash);
        int key = (int) hash;
        for (int i = 0; i < 8; i++) {
            if ((words[base + i] & (1 << ((key * SALT[i]) >>> 27))) == 0) {
                return false;
            }
        }
        return true;
    }

    private int blockBase(long hash) {
        // block = (upper 32 bits * number of blocks) >> 32, all unsigned
        return (int) (((hash >>> 32) * blocks) >>> 32) * 8;
    }

    // ---- hashes of PLAIN-encoded values --------------------------------------------------------

    /** Hash of an INT32 value. */
    public static long hash(int v) {
        return XxHash64.hashInt(v);
    }

    /** Hash of an INT64 value. */
    public static long hash(long v) {
        return XxHash64.hashLong(v);
    }

    /** Hash of a FLOAT value (its raw IEEE 754 bits). */
    public static long hash(float v) {
        return XxHash64.hashInt(Float.floatToRawIntBits(v));
    }

    /** Hash of a DOUBLE value (its raw IEEE 754 bits). */
    public static long hash(double v) {
        return XxHash64.hashLong(Double.doubleToRawLongBits(v));
    }

    /** Hash of a BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY / INT96 value (no length prefix). */
    public static long hash(byte[] v) {
        return XxHash64.hash(v, 0, v.length);
    }

    /** Hash of a string stored as UTF-8 in a BYTE_ARRAY column. */
    public static long hash(String v) {
        return hash(v.getBytes(StandardCharsets.UTF_8));
    }

    /** Adds an INT32 value. */
    public void put(int v) {
        insertHash(hash(v));
    }

    /** Adds an INT64 value. */
    public void put(long v) {
        insertHash(hash(v));
    }

    /** Adds a FLOAT value. */
    public void put(float v) {
        insertHash(hash(v));
    }

    /** Adds a DOUBLE value. */
    public void put(double v) {
        insertHash(hash(v));
    }

    /** Adds a binary value. */
    public void put(byte[] v) {
        insertHash(hash(v));
    }

    /** Adds a string value. */
    public void put(String v) {
        insertHash(hash(v));
    }

    /** Whether the INT32 value may be in the column chunk. */
    public boolean mightContain(int v) {
        return findHash(hash(v));
    }

    /** Whether the INT64 value may be in the column chunk. */
    public boolean mightContain(long v) {
        return findHash(hash(v));
    }

    /** Whether the FLOAT value may be in the column chunk. */
    public boolean mightContain(float v) {
        return findHash(hash(v));
    }

    /** Whether the DOUBLE value may be in the column chunk. */
    public boolean mightContain(double v) {
        return findHash(hash(v));
    }

    /** Whether the binary value may be in the column chunk. */
    public boolean mightContain(byte[] v) {
        return findHash(hash(v));
    }

    /** Whether the string (as UTF-8) may be in the column chunk. */
    public boolean mightContain(String v) {
        return findHash(hash(v));
    }

    /** The bitset as stored in a file: little-endian words. */
    public byte[] toBitset() {
        byte[] out = new byte[words.length * 4];
        for (int i = 0; i < words.length; i++) {
            ByteOrderAccess.putInt(out, 4 * i, words[i]);
        }
        return out;
    }

    /** Clears every bit, for reuse on the next column chunk. */
    public void clear() {
        java.util.Arrays.fill(words, 0);
    }
}
