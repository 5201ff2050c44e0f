package io.parquetry.column;

import io.parquetry.base.ParquetException;
import io.parquetry.encoding.BinaryBatch;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesDecoder;
import io.parquetry.base.Type;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * The dictionary of one column chunk as read from its dictionary page: entries in an array of the
 * (served) physical type, binary entries decoded to {@code String} once, on first use. Filled once
 * by {@link PageDecoder} (possibly on a read-ahead worker, before the cursor sees a page that uses
 * it); read by the {@link ColumnReader} cursor. Not thread-safe beyond that hand-over, except for
 * {@link #strings}: the reading thread and the read-ahead workers fill its entries concurrently
 * ({@link #string}, {@link #decodeStringsAhead}), each with an equal immutable string.
 */
final class ChunkDictionary {
    boolean present;
    int size;
    int[] ints;
    long[] longs;
    float[] floats;
    double[] doubles;
    boolean[] booleans;
    BinaryBatch binaries;
    String[] strings;
    /**
     * Whether a reader has asked for an entry as a string: from then on, pages decoded ahead come
     * with their strings resolved ({@code PageDecoder.resolveDictionary}); columns read as bytes
     * never pay for the decoding.
     */
    volatile boolean readAsStrings;
    /** Whether {@link #decodeStringsAhead} was asked for: then {@link #stringsExecutor} decodes the entries. */
    private boolean decodeStringsAhead;
    /** The executor of {@link #decodeStringsAhead} (null: the shared workers). */
    private Executor stringsExecutor;
    /** Entries without an image under the reader's converter, by index, with why; null for none. */
    Map<Integer, String> unrepresentable;

    /** A dictionary of the one entry {@code value} (a physical value, as {@link ColumnReader#checkConstant} accepts it). */
    static ChunkDictionary constant(Object value) {
        ChunkDictionary d = new ChunkDictionary();
        d.present = true;
        d.size = 1;
        if (value instanceof Boolean b) {
            d.booleans = new boolean[] {b};
        } else if (value instanceof Integer v) {
            d.ints = new int[] {v};
        } else if (value instanceof Long v) {
            d.longs = new long[] {v};
        } else if (value instanceof Float v) {
            d.floats = new float[] {v};
        } else if (value instanceof Double v) {
            d.doubles = new double[] {v};
        } else {
            byte[] bytes = value instanceof String v ? v.getBytes(java.nio.charset.StandardCharsets.UTF_8) : (byte[]) value;
            d.binaries = new BinaryBatch();
            d.binaries.add(bytes, 0, bytes.length);
            d.strings = new String[] {value instanceof String v ? v : null};
        }
        return d;
    }

    /**
     * Reads {@code n} PLAIN entries of {@code type} from {@code body[0, uncompressedSize)}; binary
     * entries stay in place in {@code body}, which the dictionary then owns.
     */
    void readPlain(Type type, int typeLength, byte[] body, int uncompressedSize, int n) {
        ValuesDecoder plain = PlainValues.newDecoder(type, typeLength);
        plain.init(body, 0, uncompressedSize, n);
        switch (type) {
            case BOOLEAN -> plain.readBooleans(booleans = new boolean[n], 0, n);
            case INT32 -> plain.readInts(ints = new int[n], 0, n);
            case INT64 -> plain.readLongs(longs = new long[n], 0, n);
            case FLOAT -> plain.readFloats(floats = new float[n], 0, n);
            case DOUBLE -> plain.readDoubles(doubles = new double[n], 0, n);
            default -> {
                binaries = new BinaryBatch();
                binaries.borrow(body); // the dictionary's own buffer: entries stay in place
                plain.readBinaries(binaries, n);
                strings = new String[n];
            }
        }
    }

    /** Marks the {@code n} entries read as the chunk's dictionary. */
    void complete(int n) {
        size = n;
        present = true;
    }

    /**
     * Converts the {@code n} entries of physical type {@code type} once. An entry without an image
     * is an error only where a data page uses it (a dictionary may hold values no selected row has).
     */
    void convert(Type type, ValueConverter converter, int n) {
        Map<Integer, String> bad = new HashMap<>();
        Object src = switch (type) {
            case INT32 -> ints;
            case INT64 -> longs;
            case FLOAT -> floats;
            case DOUBLE -> doubles;
            case BOOLEAN -> booleans;
            default -> binaries;
        };
        Object converted = converter.convert(src, n, null, bad);
        switch (converter.target()) {
            case INT32 -> ints = (int[]) converted;
            case INT64 -> longs = (long[]) converted;
            case DOUBLE -> doubles = (double[]) converted;
            default -> {
                binaries = (BinaryBatch) converted;
                strings = new String[n];
            }
        }
        unrepresentable = bad.isEmpty() ? null : bad;
    }

    /**
     * The entry of the first of {@code indices[0, n)} that has no image under the converter, and
     * why, as "value i of the page (dictionary entry e)" and the reason; null when all have one.
     */
    String[] firstUnrepresentable(int[] indices, int n) {
        Map<Integer, String> bad = unrepresentable;
        for (int i = 0; i < n; i++) {
            String why = bad.get(indices[i]);
            if (why != null) {
                return new String[] {"value " + i + " of the page (dictionary entry " + indices[i] + ")", why};
            }
        }
        return null;
    }

    /** Fails when one of {@code indices[0, n)} lies outside the dictionary. */
    void checkIndices(int[] indices, int n) {
        // min and max without an exit in the loop, which the JIT turns into vector instructions;
        // the loop that finds the first bad index runs only for a bad page
        int min = 0;
        int max = 0;
        for (int i = 0; i < n; i++) {
            int idx = indices[i];
            min = Math.min(min, idx);
            max = Math.max(max, idx);
        }
        if (min < 0 || max >= size) {
            for (int i = 0; i < n; i++) {
                if (indices[i] < 0 || indices[i] >= size) {
                    throw new ParquetException("dictionary index " + indices[i] + " outside the " + size + "-entry dictionary");
                }
            }
        }
    }

    /**
     * Entry {@code idx} of a binary dictionary as a string, decoded once and shared. Called by
     * the reading thread and by a worker resolving a page ahead: two threads may decode an entry
     * at once and both store it, which is harmless (equal immutable strings).
     */
    String string(int idx) {
        String s = strings[idx];
        if (s == null) {
            s = binaries.getString(idx);
            strings[idx] = s;
            if (!readAsStrings) {
                readAsStrings = true;
                if (decodeStringsAhead) {
                    Workers.offer(() -> decodeStrings(0), stringsExecutor);
                }
            }
        }
        return s;
    }

    /**
     * Once a reader asks for an entry as a string, has {@code executor}'s threads (the shared
     * workers when null) decode every entry of this binary dictionary, so the reading thread
     * finds them decoded: a column whose dictionary is as long as its first page (say one page
     * per chunk) never gets a page resolved ahead. At most {@link #MAX_STRINGS_AHEAD} entries.
     */
    void decodeStringsAhead(Executor executor) {
        if (strings != null && size <= MAX_STRINGS_AHEAD) {
            decodeStringsAhead = true;
            stringsExecutor = executor;
        }
    }

    /**
     * The most entries {@link #decodeStringsAhead} decodes whether they are read or not (a few MiB
     * of strings); a larger dictionary's entries are decoded when read.
     */
    static final int MAX_STRINGS_AHEAD = 1 << 17;
    /** Entries decoded per worker task: page decodes queued meanwhile wait at most one slice. */
    static final int STRINGS_PER_TASK = 4096;

    /** Decodes the entries from {@code from} that no thread has decoded, a slice per task. */
    private void decodeStrings(int from) {
        int end = Math.min(size, from + STRINGS_PER_TASK);
        String[] out = strings;
        for (int i = from; i < end; i++) {
            if (out[i] == null) {
                out[i] = binaries.getString(i);
            }
        }
        if (end < size) {
            Workers.offer(() -> decodeStrings(end), stringsExecutor);
        }
    }
}
