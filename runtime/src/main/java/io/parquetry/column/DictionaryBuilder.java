package io.parquetry.column;

import io.parquetry.encoding.ValuesEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The dictionary of one column chunk: maps each distinct value to its index, in insertion
 * order. Primitive keys live in open-addressing tables of their raw bits (no boxing); strings
 * are keyed on the {@code String} itself, whose hash is cached, so a repeated string is never
 * encoded to UTF-8 more than once.
 */
abstract class DictionaryBuilder {
    /** Empty slot marker in the index tables. */
    private static final int EMPTY = -1;

    protected int[] slots = new int[64];
    protected int size;
    protected long plainBytes;

    DictionaryBuilder() {
        Arrays.fill(slots, EMPTY);
    }

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
        rehash(slots.length);
    }

    final void clear() {
        size = 0;
        plainBytes = 0;
        Arrays.fill(slots, EMPTY);
    }

    /**
     * For a FLOAT or DOUBLE dictionary holding exactly one of -0.0 and +0.0, writes the other one
     * to a PLAIN encoder, as an entry no index points at, and returns true; else writes nothing.
     * parquet-java's dictionary filter (Spark, Hive) takes {@code x = 0.0} to need +0.0 itself, so
     * it would skip a chunk of -0.0s that the query matches (and the other way round).
     */
    boolean writeOtherZero(ValuesEncoder plain) {
        return false;
    }

    /** Writes every entry, in index order, to a PLAIN encoder (the dictionary page body). */
    final void writeTo(ValuesEncoder plain) {
        writeTo(plain, 0);
    }

    /** Writes the entries from index {@code from} on, in index order, to a PLAIN encoder. */
    final void writeTo(ValuesEncoder plain, int from) {
        for (int i = from; i < size; i++) {
            writeEntry(plain, i);
        }
    }

    /**
     * Writes every entry to a PLAIN encoder in sorted order, where {@code sorted} (from
     * {@link #sortedIndices}) says where each entry goes.
     */
    final void writeSortedTo(ValuesEncoder plain, int[] sorted) {
        writeSortedTo(plain, 0, sorted);
    }

    /**
     * Writes the entries from index {@code from} on to a PLAIN encoder in sorted order, where
     * {@code sorted} (from {@link #sortedIndices(int)}) says where each of them goes.
     */
    final void writeSortedTo(ValuesEncoder plain, int from, int[] sorted) {
        int[] order = inverse(sorted);
        for (int i = 0; i < order.length; i++) {
            writeEntry(plain, from + order[i]);
        }
    }

    /** The permutation that undoes {@code sorted}: element {@code k} is the entry sorted to place {@code k}. */
    static int[] inverse(int[] sorted) {
        int[] order = new int[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            order[sorted[i]] = i;
        }
        return order;
    }

    /**
     * Sorts the entries from index {@code from} on among themselves: entry {@code from + i} moves
     * to index {@code from + sorted[i]}, where {@code sorted} comes from {@link #sortedIndices(int)}.
     * Entries before {@code from} keep their indices.
     */
    final void reorder(int from, int[] sorted) {
        moveEntries(from, inverse(sorted));
        rehash(slots.length);
    }

    /** Puts entry {@code from + order[k]} at index {@code from + k}, for every {@code k}. */
    protected abstract void moveEntries(int from, int[] order);

    /** Writes entry {@code index} to a PLAIN encoder. */
    protected abstract void writeEntry(ValuesEncoder plain, int index);

    /**
     * Where each entry goes when the dictionary is sorted: element {@code i} is the sorted index
     * of entry {@code i}. Integers sort by signed value; floating-point numbers by value, with
     * -0.0 before 0.0 and NaNs by their bits (negative ones first, positive ones last), so that
     * every distinct bit pattern has its place; binaries by their bytes, unsigned.
     */
    final int[] sortedIndices() {
        return sortedIndices(0);
    }

    /**
     * {@link #sortedIndices()} of the entries from index {@code from} on, among themselves:
     * element {@code i} is the sorted place, counted from {@code from}, of entry {@code from + i}.
     */
    abstract int[] sortedIndices(int from);

    protected abstract int hashOf(int index);

    /**
     * Makes room for {@code entries} entries in all, so that adding up to that many rehashes and
     * copies nothing. Only speed changes: indices and order stay those of adding one by one.
     */
    final void reserve(int entries) {
        int capacity = slots.length;
        while (capacity < 2L * entries && capacity < (1 << 30)) {
            capacity <<= 1;
        }
        if (capacity != slots.length) {
            rehash(capacity);
        }
        reserveEntries(entries);
    }

    /** Grows the entry arrays to hold {@code entries} entries. */
    protected abstract void reserveEntries(int entries);

    protected final void growIfNeeded() {
        if ((size + 1) * 2 > slots.length) {
            rehash(slots.length * 2);
        }
    }

    private void rehash(int capacity) {
        slots = new int[capacity];
        Arrays.fill(slots, EMPTY);
        int mask = capacity - 1;
        for (int i = 0; i < size; i++) {
            int s = mix(hashOf(i)) & mask;
            while (slots[s] != EMPTY) {
                s = (s + 1) & mask;
            }
            slots[s] = i;
        }
    }

    /** Records the entry just stored at index {@link #size} in the slot table; returns its index. */
    protected final int addSlot(int hash, long entryBytes) {
        plainBytes += entryBytes;
        int mask = slots.length - 1;
        int s = mix(hash) & mask;
        while (slots[s] != EMPTY) {
            s = (s + 1) & mask;
        }
        slots[s] = size;
        return size++;
    }

    protected static int mix(int h) {
        h *= 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    /** INT32 and FLOAT (by raw bits) dictionaries. */
    static final class Ints extends DictionaryBuilder {
        private int[] values = new int[32];
        private final boolean isFloat;

        Ints(boolean isFloat) {
            this.isFloat = isFloat;
        }

        @Override
        boolean writeOtherZero(ValuesEncoder plain) {
            boolean positive = holds(0);
            if (!isFloat || positive == holds(Integer.MIN_VALUE)) {
                return false;
            }
            plain.writeFloat(positive ? -0.0f : 0.0f);
            return true;
        }

        /** Whether {@code v} is an entry, without adding it. */
        private boolean holds(int v) {
            int mask = slots.length - 1;
            for (int s = mix(v) & mask; slots[s] != EMPTY; s = (s + 1) & mask) {
                if (values[slots[s]] == v) {
                    return true;
                }
            }
            return false;
        }

        int indexOf(int v) {
            int mask = slots.length - 1;
            int s = mix(v) & mask;
            while (true) {
                int idx = slots[s];
                if (idx == EMPTY) {
                    break;
                }
                if (values[idx] == v) {
                    return idx;
                }
                s = (s + 1) & mask;
            }
            growIfNeeded();
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size] = v;
            return addSlot(v, 4);
        }

        @Override
        protected int hashOf(int index) {
            return values[index];
        }

        @Override
        protected void reserveEntries(int entries) {
            if (values.length < entries) {
                values = Arrays.copyOf(values, entries);
            }
        }

        @Override
        protected void writeEntry(ValuesEncoder plain, int index) {
            if (isFloat) {
                plain.writeFloat(Float.intBitsToFloat(values[index]));
            } else {
                plain.writeInt(values[index]);
            }
        }

        @Override
        int[] sortedIndices(int from) {
            // the sort key above the entry's index: one primitive sort, no boxing
            int n = size - from;
            long[] keyed = new long[n];
            for (int i = 0; i < n; i++) {
                int v = values[from + i];
                int key = isFloat ? v ^ ((v >> 31) & Integer.MAX_VALUE) : v;
                keyed[i] = ((long) key << 32) | i;
            }
            Arrays.sort(keyed);
            int[] sorted = new int[n];
            for (int i = 0; i < n; i++) {
                sorted[(int) keyed[i]] = i;
            }
            return sorted;
        }

        @Override
        protected void moveEntries(int from, int[] order) {
            int[] moved = Arrays.copyOfRange(values, from, size);
            for (int k = 0; k < order.length; k++) {
                values[from + k] = moved[order[k]];
            }
        }
    }

    /** INT64 and DOUBLE (by raw bits) dictionaries. */
    static final class Longs extends DictionaryBuilder {
        private long[] values = new long[32];
        private final boolean isDouble;

        Longs(boolean isDouble) {
            this.isDouble = isDouble;
        }

        @Override
        boolean writeOtherZero(ValuesEncoder plain) {
            boolean positive = holds(0L);
            if (!isDouble || positive == holds(Long.MIN_VALUE)) {
                return false;
            }
            plain.writeDouble(positive ? -0.0d : 0.0d);
            return true;
        }

        /** Whether {@code v} is an entry, without adding it. */
        private boolean holds(long v) {
            int mask = slots.length - 1;
            for (int s = mix(Long.hashCode(v)) & mask; slots[s] != EMPTY; s = (s + 1) & mask) {
                if (values[slots[s]] == v) {
                    return true;
                }
            }
            return false;
        }

        int indexOf(long v) {
            int h = Long.hashCode(v);
            int mask = slots.length - 1;
            int s = mix(h) & mask;
            while (true) {
                int idx = slots[s];
                if (idx == EMPTY) {
                    break;
                }
                if (values[idx] == v) {
                    return idx;
                }
                s = (s + 1) & mask;
            }
            growIfNeeded();
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size] = v;
            return addSlot(h, 8);
        }

        @Override
        protected int hashOf(int index) {
            return Long.hashCode(values[index]);
        }

        @Override
        protected void reserveEntries(int entries) {
            if (values.length < entries) {
                values = Arrays.copyOf(values, entries);
            }
        }

        @Override
        protected void writeEntry(ValuesEncoder plain, int index) {
            if (isDouble) {
                plain.writeDouble(Double.longBitsToDouble(values[index]));
            } else {
                plain.writeLong(values[index]);
            }
        }

        @Override
        int[] sortedIndices(int from) {
            int n = size - from;
            long[] keys = new long[n];
            for (int i = 0; i < n; i++) {
                keys[i] = sortKey(values[from + i]);
            }
            Arrays.sort(keys);
            int[] sorted = new int[n];
            for (int i = 0; i < n; i++) {
                sorted[find(sortKey(keys[i])) - from] = i; // the key of a key is the value again
            }
            return sorted;
        }

        @Override
        protected void moveEntries(int from, int[] order) {
            long[] moved = Arrays.copyOfRange(values, from, size);
            for (int k = 0; k < order.length; k++) {
                values[from + k] = moved[order[k]];
            }
        }

        /** The index of entry {@code v}, which is in the dictionary. */
        private int find(long v) {
            int mask = slots.length - 1;
            int s = mix(Long.hashCode(v)) & mask;
            while (values[slots[s]] != v) {
                s = (s + 1) & mask;
            }
            return slots[s];
        }

        /** The entry's value, or for doubles its bits with the negative ones' order reversed (its own inverse). */
        private long sortKey(long v) {
            return isDouble ? v ^ ((v >> 63) & Long.MAX_VALUE) : v;
        }
    }

    /**
     * BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY dictionaries over {@code String} or {@code byte[]}
     * values. Each entry's UTF-8 bytes are computed once, when it is added.
     */
    static final class Binaries extends DictionaryBuilder {
        private Object[] keys = new Object[32];
        private byte[][] encoded = new byte[32][];
        private int[] hashes = new int[32];
        private int[] lengths = new int[32];
        private final boolean fixed;

        Binaries(boolean fixed) {
            this.fixed = fixed;
        }

        int indexOf(Object v) {
            boolean isString = v instanceof String;
            int h = isString ? v.hashCode() : Arrays.hashCode((byte[]) v);
            int mask = slots.length - 1;
            int s = mix(h) & mask;
            while (true) {
                int idx = slots[s];
                if (idx == EMPTY) {
                    break;
                }
                // the very string the entry was added from (a constant, an enum's name, a pooled
                // string) matches without reading either one's bytes
                if (hashes[idx] == h && ((isString && keys[idx] == v) || sameKey(idx, v))) {
                    return idx;
                }
                s = (s + 1) & mask;
            }
            growIfNeeded();
            if (size == keys.length) {
                reserveEntries(size * 2);
            }
            byte[] bytes = v instanceof String str ? str.getBytes(StandardCharsets.UTF_8) : (byte[]) v;
            keys[size] = v;
            encoded[size] = bytes;
            hashes[size] = h;
            lengths[size] = bytes.length;
            return addSlot(h, fixed ? bytes.length : 4L + bytes.length);
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

        /**
         * Whether entry {@code idx} equals {@code v}. Strings are compared with the entry's own
         * UTF-8 bytes, which the dictionary allocated together, rather than with the string it was
         * first added from: that one lies wherever the caller's objects live, and reaching it and
         * its characters costs two cache misses per lookup. A byte of 0x80 or more never equals a
         * char here (bytes widen signed), so the loop only ever matches ASCII entries; others
         * fall back to {@code String.equals}.
         */
        private boolean sameKey(int idx, Object v) {
            byte[] e = encoded[idx];
            if (v instanceof String s) {
                int n = s.length();
                if (n == e.length) {
                    int i = 0;
                    while (i < n && s.charAt(i) == e[i]) {
                        i++;
                    }
                    if (i == n) {
                        return true;
                    }
                }
                return keys[idx] instanceof String k && k.equals(s);
            }
            return Arrays.equals(e, (byte[]) v);
        }

        @Override
        protected int hashOf(int index) {
            return hashes[index];
        }

        @Override
        protected void reserveEntries(int entries) {
            if (keys.length < entries) {
                keys = Arrays.copyOf(keys, entries);
                encoded = Arrays.copyOf(encoded, entries);
                hashes = Arrays.copyOf(hashes, entries);
                lengths = Arrays.copyOf(lengths, entries);
            }
        }

        @Override
        protected void writeEntry(ValuesEncoder plain, int index) {
            byte[] b = encoded[index];
            if (fixed) {
                plain.writeFixed(b, 0, b.length);
            } else {
                plain.writeBinary(b, 0, b.length);
            }
        }

        @Override
        int[] sortedIndices(int from) {
            // one primitive sort of the 4 bytes after the prefix all entries share (above the
            // entry's index); entries equal there are then ordered by all their bytes
            byte[][] e = Arrays.copyOfRange(encoded, from, size);
            int n = e.length;
            int common = e[0].length;
            for (int i = 1; i < n && common > 0; i++) {
                int m = Arrays.mismatch(e[0], 0, common, e[i], 0, Math.min(common, e[i].length));
                common = m < 0 ? Math.min(common, e[i].length) : m;
            }
            long[] keyed = new long[n];
            for (int i = 0; i < n; i++) {
                keyed[i] = ((long) (fourBytes(e[i], common) ^ Integer.MIN_VALUE) << 32) | i;
            }
            Arrays.sort(keyed);
            int[] order = new int[n];
            for (int i = 0; i < n; i++) {
                order[i] = (int) keyed[i];
            }
            int start = 0;
            for (int i = 1; i <= n; i++) {
                if (i == n || (keyed[i] >>> 32) != (keyed[start] >>> 32)) {
                    if (i - start > 1) {
                        sortByBytes(e, order, start, i);
                    }
                    start = i;
                }
            }
            int[] sorted = new int[n];
            for (int i = 0; i < n; i++) {
                sorted[order[i]] = i;
            }
            return sorted;
        }

        @Override
        protected void moveEntries(int from, int[] order) {
            Object[] movedKeys = Arrays.copyOfRange(keys, from, size);
            byte[][] movedEncoded = Arrays.copyOfRange(encoded, from, size);
            int[] movedHashes = Arrays.copyOfRange(hashes, from, size);
            int[] movedLengths = Arrays.copyOfRange(lengths, from, size);
            for (int k = 0; k < order.length; k++) {
                int i = order[k];
                keys[from + k] = movedKeys[i];
                encoded[from + k] = movedEncoded[i];
                hashes[from + k] = movedHashes[i];
                lengths[from + k] = movedLengths[i];
            }
        }

        /** Bytes {@code [from, from + 4)} of {@code b}, big-endian, zeros past its end. */
        private static int fourBytes(byte[] b, int from) {
            int key = 0;
            for (int k = from; k < from + 4; k++) {
                key = (key << 8) | (k < b.length ? b[k] & 0xFF : 0);
            }
            return key;
        }

        /**
         * Sorts the entries {@code order[from, to)} of {@code e} by their bytes, unsigned; stable, so that
         * distinct strings with the same UTF-8 bytes (unpaired surrogates) keep their order.
         */
        private static void sortByBytes(byte[][] e, int[] order, int from, int to) {
            if (to - from <= 32) {
                for (int i = from + 1; i < to; i++) {
                    int v = order[i];
                    int j = i - 1;
                    while (j >= from && Arrays.compareUnsigned(e[order[j]], e[v]) > 0) {
                        order[j + 1] = order[j];
                        j--;
                    }
                    order[j + 1] = v;
                }
                return;
            }
            Integer[] run = new Integer[to - from];
            for (int i = from; i < to; i++) {
                run[i - from] = order[i];
            }
            Arrays.sort(run, (a, b) -> Arrays.compareUnsigned(e[a], e[b]));
            for (int i = from; i < to; i++) {
                order[i] = run[i - from];
            }
        }
    }
}
