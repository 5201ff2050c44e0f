package io.parquetry.column;

import io.parquetry.encoding.ValuesEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The dictionary of one column chunk: maps each distinct value to its index, in insertion
 * order. Keys live in open-addressing tables (linear probing, at most half full) of primitive
 * slots that hold what a probe compares, so a lookup usually touches one cache line: an INT32 or
 * FLOAT key and its index share one {@code long}, an INT64 or DOUBLE key sits next to its index,
 * and a binary key's slot holds its hash beside its index. Strings are keyed on the
 * {@code String} itself, whose hash is cached, so a repeated string is never encoded to UTF-8
 * more than once. A slot whose index part is 0 is empty (indices are stored plus one).
 */
abstract class DictionaryBuilder {
    static final int INITIAL_SLOTS = 64;

    protected int size;
    protected long plainBytes;

    /** Distinct values so far. */
    final int size() {
        return size;
    }

    /** Size of the dictionary page body in PLAIN encoding. */
    final long plainBytes() {
        return plainBytes;
    }

    /** Forgets entries from {@code newSize} on (used when a page's new entries overflow the limit). */
    final void truncate(int newSize, long newPlainBytes) {
        if (newSize == size) {
            return;
        }
        size = newSize;
        plainBytes = newPlainBytes;
        rebuild(slotCount());
    }

    final void clear() {
        size = 0;
        plainBytes = 0;
        rebuild(slotCount());
    }

    /** Writes every entry, in index order, to a PLAIN encoder (the dictionary page body). */
    abstract void writeTo(ValuesEncoder plain);

    /** Slots in the table now. */
    protected abstract int slotCount();

    /** Refills an empty table of {@code slots} slots from the entries {@code [0, size)}. */
    protected abstract void rebuild(int slots);

    /** Doubles the table when one more entry would make it more than half full. */
    protected final void growIfNeeded() {
        int slots = slotCount();
        if ((size + 1) * 2 > slots) {
            rebuild(slots * 2);
        }
    }

    /** A slot holding a 32-bit tag (the key, or its hash) and an entry index. */
    protected static long slot(int tag, int index) {
        return ((long) tag << 32) | (index + 1);
    }

    /** The entry index of a non-empty slot. */
    protected static int entryOf(long slot) {
        return (int) slot - 1;
    }

    /** The tag of a slot. */
    protected static int tagOf(long slot) {
        return (int) (slot >>> 32);
    }

    protected static int mix(int h) {
        h *= 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    /** An empty table of {@code length} longs: {@code old} cleared when it has that length (no allocation). */
    protected static long[] emptyTable(long[] old, int length) {
        if (old.length == length) {
            Arrays.fill(old, 0);
            return old;
        }
        return new long[length];
    }

    /** Stores {@code slot} in the first free slot of {@code table} from {@code mix(hash)} on. */
    protected static void place(long[] table, int hash, long slot) {
        int mask = table.length - 1;
        int s = mix(hash) & mask;
        while (table[s] != 0) {
            s = (s + 1) & mask;
        }
        table[s] = slot;
    }

    /** INT32 and FLOAT (by raw bits) dictionaries: a slot is the key and its index. */
    static final class Ints extends DictionaryBuilder {
        private long[] table = new long[INITIAL_SLOTS];
        private int[] values = new int[32];
        private final boolean isFloat;

        Ints(boolean isFloat) {
            this.isFloat = isFloat;
        }

        int indexOf(int v) {
            long[] t = table;
            int mask = t.length - 1;
            for (int s = mix(v) & mask; t[s] != 0; s = (s + 1) & mask) {
                if (tagOf(t[s]) == v) {
                    return entryOf(t[s]);
                }
            }
            growIfNeeded();
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size] = v;
            place(table, v, slot(v, size));
            plainBytes += 4;
            return size++;
        }

        @Override
        protected int slotCount() {
            return table.length;
        }

        @Override
        protected void rebuild(int slots) {
            table = emptyTable(table, slots);
            for (int i = 0; i < size; i++) {
                place(table, values[i], slot(values[i], i));
            }
        }

        @Override
        void writeTo(ValuesEncoder plain) {
            for (int i = 0; i < size; i++) {
                if (isFloat) {
                    plain.writeFloat(Float.intBitsToFloat(values[i]));
                } else {
                    plain.writeInt(values[i]);
                }
            }
        }
    }

    /**
     * INT64 and DOUBLE (by raw bits) dictionaries: slot {@code s} is the pair
     * {@code table[2s]} (the key) and {@code table[2s+1]} (its index plus one, 0 when empty).
     */
    static final class Longs extends DictionaryBuilder {
        private long[] table = new long[2 * INITIAL_SLOTS];
        private long[] values = new long[32];
        private final boolean isDouble;

        Longs(boolean isDouble) {
            this.isDouble = isDouble;
        }

        int indexOf(long v) {
            long[] t = table;
            int mask = (t.length >>> 1) - 1;
            for (int s = mix(Long.hashCode(v)) & mask; t[2 * s + 1] != 0; s = (s + 1) & mask) {
                if (t[2 * s] == v) {
                    return (int) t[2 * s + 1] - 1;
                }
            }
            growIfNeeded();
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size] = v;
            placePair(table, v, size);
            plainBytes += 8;
            return size++;
        }

        private static void placePair(long[] table, long key, int index) {
            int mask = (table.length >>> 1) - 1;
            int s = mix(Long.hashCode(key)) & mask;
            while (table[2 * s + 1] != 0) {
                s = (s + 1) & mask;
            }
            table[2 * s] = key;
            table[2 * s + 1] = index + 1;
        }

        @Override
        protected int slotCount() {
            return table.length >>> 1;
        }

        @Override
        protected void rebuild(int slots) {
            table = emptyTable(table, 2 * slots);
            for (int i = 0; i < size; i++) {
                placePair(table, values[i], i);
            }
        }

        @Override
        void writeTo(ValuesEncoder plain) {
            for (int i = 0; i < size; i++) {
                if (isDouble) {
                    plain.writeDouble(Double.longBitsToDouble(values[i]));
                } else {
                    plain.writeLong(values[i]);
                }
            }
        }
    }

    /**
     * BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY dictionaries over {@code String} or {@code byte[]}
     * values. Each entry's UTF-8 bytes are computed once, when it is added.
     */
    static final class Binaries extends DictionaryBuilder {
        private long[] table = new long[INITIAL_SLOTS];
        private Object[] keys = new Object[32];
        private byte[][] encoded = new byte[32][];
        private int[] hashes = new int[32];
        private int[] lengths = new int[32];
        private final boolean fixed;

        Binaries(boolean fixed) {
            this.fixed = fixed;
        }

        int indexOf(Object v) {
            int h = v instanceof String s ? s.hashCode() : Arrays.hashCode((byte[]) v);
            long[] t = table;
            int mask = t.length - 1;
            for (int s = mix(h) & mask; t[s] != 0; s = (s + 1) & mask) {
                if (tagOf(t[s]) == h && sameKey(keys[entryOf(t[s])], v)) {
                    return entryOf(t[s]);
                }
            }
            growIfNeeded();
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                encoded = Arrays.copyOf(encoded, size * 2);
                hashes = Arrays.copyOf(hashes, size * 2);
                lengths = Arrays.copyOf(lengths, size * 2);
            }
            byte[] bytes = v instanceof String str ? str.getBytes(StandardCharsets.UTF_8) : (byte[]) v;
            keys[size] = v;
            encoded[size] = bytes;
            hashes[size] = h;
            lengths[size] = bytes.length;
            place(table, h, slot(h, size));
            plainBytes += fixed ? bytes.length : 4L + bytes.length;
            return size++;
        }

        /** The value of entry {@code index}, as it was added ({@code String} or {@code byte[]}). */
        Object key(int index) {
            return keys[index];
        }

        /** The bytes of entry {@code index} (UTF-8 for strings). */
        byte[] encoded(int index) {
            return encoded[index];
        }

        /** Total bytes of the entries {@code indices[0, n)} refer to, counting repeats. */
        long encodedBytes(int[] indices, int n) {
            long total = 0;
            for (int i = 0; i < n; i++) {
                total += lengths[indices[i]];
            }
            return total;
        }

        private static boolean sameKey(Object a, Object b) {
            if (a == b) {
                return true;
            }
            if (a instanceof String sa) {
                return b instanceof String sb && sa.equals(sb);
            }
            return b instanceof byte[] bb && Arrays.equals((byte[]) a, bb);
        }

        @Override
        protected int slotCount() {
            return table.length;
        }

        @Override
        protected void rebuild(int slots) {
            table = emptyTable(table, slots);
            for (int i = 0; i < size; i++) {
                place(table, hashes[i], slot(hashes[i], i));
            }
        }

        @Override
        void writeTo(ValuesEncoder plain) {
            for (int i = 0; i < size; i++) {
                byte[] b = encoded[i];
                if (fixed) {
                    plain.writeFixed(b, 0, b.length);
                } else {
                    plain.writeBinary(b, 0, b.length);
                }
            }
        }
    }
}
