package io.parquetry.column;

import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.DictionaryIndicesEncoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesEncoder;
import io.parquetry.base.Encoding;
import io.parquetry.base.Type;
import io.parquetry.schema.ColumnDescriptor;
import java.util.Arrays;

/**
 * Encodes the values of a column's data pages, one page at a time, and chooses each page's value
 * encoding (see {@link ColumnWriter}'s class comment): dictionary indices while the chunk's
 * dictionary stays under its limit (and, when the dictionary is only the default, pays for itself
 * on the chunk's first page), then the fallback encoding, kept only where it beats PLAIN when it
 * is a default choice. Owns the chunk's {@link DictionaryBuilder}. Used by the thread encoding the
 * column's pages, one page at a time; not thread-safe.
 */
final class PageValueEncoder {
    /** Fewest values on a chunk's first page for judging whether its default dictionary pays. */
    static final int DICTIONARY_TRIAL_VALUES = 1024;
    /** Values looked up before judging whether a page brings mostly new dictionary entries. */
    private static final int RESERVE_SAMPLE = 1024;

    private final Type type;
    private final int typeLength;
    private final ColumnWriteOptions options;
    private final DictionaryBuilder dictionary;
    private boolean dictionaryFallback;
    /** Whether the dictionary is the default choice (dropped when it does not pay), not one the user asked for. */
    private final boolean dictionaryOnTrial;
    /** Whether a page of the open chunk was dictionary encoded. */
    private boolean usedDictionary;
    private final ValuesEncoder plainEncoder;
    // encoding of pages written without a dictionary, its encoder (plainEncoder when PLAIN), and
    // whether it must beat PLAIN on each page to be kept (a default choice, not the user's)
    private final Encoding fallbackEncoding;
    private final ValuesEncoder fallbackEncoder;
    private final boolean measureFallback;
    private long plainBinarySize; // PLAIN size of the BYTE_ARRAY values last passed to writeValues
    private final DictionaryIndicesEncoder indicesEncoder = new DictionaryIndicesEncoder();
    private int[] indices = new int[0];
    // the dictionary's size when the open page began: entries after it are the page's new ones
    private int pageDictionarySize;
    private long pageDictionaryBytes;
    // the distinct dictionary entries of a dictionary-encoded binary page (see collectDistinctIndices)
    private int[] stamps = new int[0];
    private int stamp;
    private int[] distinct = new int[0];
    private int distinctCount;
    /** Whether the page encoded last is a dictionary-encoded binary one, whose distinct entries are known. */
    private boolean distinctKnown;
    /** BYTE_ARRAY: the bytes of the page encoded last without length prefixes; else -1. */
    private long unencodedBytes;

    /**
     * @param encoding the column's explicit encoding, or null for the defaults of {@code options}
     * @throws io.parquetry.base.ParquetException when {@code encoding} cannot encode the column's physical type
     */
    PageValueEncoder(ColumnDescriptor column, ColumnWriteOptions options, Encoding encoding) {
        this.type = column.type().physicalType();
        this.typeLength = column.type().typeLength();
        this.options = options;
        this.plainEncoder = PlainValues.newEncoder(type, typeLength);
        if (encoding != null) {
            ValueEncoders.check(column, encoding);
        }
        boolean useDictionary = encoding == null ? options.dictionary() : encoding == Encoding.RLE_DICTIONARY;
        this.dictionary = useDictionary ? newDictionary(type) : null;
        this.dictionaryOnTrial = encoding == null;
        boolean explicit = encoding != null && encoding != Encoding.RLE_DICTIONARY;
        this.fallbackEncoding = explicit ? encoding : ValueEncoders.fallback(column.type(), options.pageVersion());
        this.measureFallback = !explicit && fallbackEncoding != Encoding.PLAIN;
        this.fallbackEncoder = fallbackEncoding == Encoding.PLAIN ? plainEncoder
                : ValueEncoders.newEncoder(fallbackEncoding, type, typeLength);
    }

    private static DictionaryBuilder newDictionary(Type type) {
        return switch (type) {
            case INT32 -> new DictionaryBuilder.Ints(false);
            case FLOAT -> new DictionaryBuilder.Ints(true);
            case INT64 -> new DictionaryBuilder.Longs(false);
            case DOUBLE -> new DictionaryBuilder.Longs(true);
            case BYTE_ARRAY -> new DictionaryBuilder.Binaries(false);
            case FIXED_LEN_BYTE_ARRAY -> new DictionaryBuilder.Binaries(true);
            default -> null; // BOOLEAN and INT96 gain nothing from a dictionary
        };
    }

    /**
     * Encodes the page's non-null values into {@code valuesBuf} (reset first); returns the
     * encoding used. Afterwards {@link #distinctCount()}/{@link #distinctEntry} and
     * {@link #unencodedBytes()} describe the page.
     */
    Encoding encode(PendingPage p, BytesBuilder valuesBuf) {
        Encoding encoding = encodeValues(p, valuesBuf);
        distinctKnown = encoding == Encoding.RLE_DICTIONARY && p.binaries != null;
        unencodedBytes = -1;
        if (distinctKnown) {
            // the page's distinct entries decide its bounds and bloom filter entries: one per entry,
            // not per value, on the dictionary's own bytes (not on the caller's scattered strings)
            collectDistinctIndices(p);
            if (type == Type.BYTE_ARRAY) {
                unencodedBytes = ((DictionaryBuilder.Binaries) dictionary).encodedBytes(indices, p.valueCount);
            }
        } else if (type == Type.BYTE_ARRAY) {
            unencodedBytes = plainBinarySize - 4L * p.valueCount;
        }
        return encoding;
    }

    /** After {@link #encode}: the page's values were dictionary indices into binary entries, whose distinct ones are listed. */
    boolean distinctKnown() {
        return distinctKnown;
    }

    /** After {@link #encode} of a page with {@link #distinctKnown}: how many distinct entries it uses. */
    int distinctCount() {
        return distinctCount;
    }

    /** The {@code k}-th distinct entry of the page encoded last, as encoded in the dictionary. */
    byte[] distinctEntry(int k) {
        return ((DictionaryBuilder.Binaries) dictionary).encoded(distinct[k]);
    }

    /** BYTE_ARRAY: the value bytes (without length prefixes) of the page encoded last; else -1. */
    long unencodedBytes() {
        return unencodedBytes;
    }

    /** Marks the page encoded last as done: entries added from now on are the next page's. */
    void pageDone() {
        if (dictionary != null) {
            pageDictionarySize = dictionary.size();
            pageDictionaryBytes = dictionary.plainBytes();
        }
    }

    /** Whether a page of the open chunk was dictionary encoded (then the chunk needs its dictionary page). */
    boolean usedDictionary() {
        return usedDictionary;
    }

    /** PLAIN bytes of the dictionary the open chunk's pages use (0 without one or after falling back). */
    long dictionaryBytes() {
        return dictionary != null && !dictionaryFallback ? dictionary.plainBytes() : 0;
    }

    /** Entries of the chunk's dictionary. */
    int dictionarySize() {
        return dictionary.size();
    }

    /** Writes the chunk's dictionary entries in PLAIN to {@code out}. */
    void writeDictionary(BytesBuilder out) {
        dictionary.writeTo(plainEncoder);
        plainEncoder.flushTo(out);
    }

    /** Forgets the chunk: an empty dictionary, dictionary encoding allowed again. */
    void resetChunk() {
        dictionaryFallback = false;
        usedDictionary = false;
        if (dictionary != null) {
            dictionary.clear();
        }
        pageDictionarySize = 0;
        pageDictionaryBytes = 0;
    }

    /** Encodes the page's non-null values into {@code valuesBuf}; returns the encoding used. */
    private Encoding encodeValues(PendingPage p, BytesBuilder valuesBuf) {
        valuesBuf.reset();
        if (dictionary != null && !dictionaryFallback && p.valueCount > 0) {
            int sizeBefore = pageDictionarySize;
            long bytesBefore = pageDictionaryBytes;
            if (indices.length < p.valueCount) {
                indices = Arrays.copyOf(indices, Math.max(p.valueCount, indices.length * 2));
            }
            int maxIndex = lookUpIndices(p);
            if (dictionary.plainBytes() <= options.dictionaryPageSizeLimit()) {
                indicesEncoder.encodePage(indices, p.valueCount, maxIndex, valuesBuf);
                // judged once, on the chunk's first page, and only on a sample large enough to tell a
                // unique column from a low-cardinality one (a few dozen values always look unique)
                boolean judge = dictionaryOnTrial && sizeBefore == 0 && p.valueCount >= DICTIONARY_TRIAL_VALUES
                        && !usedDictionary;
                if (!judge || valuesBuf.size() + dictionary.plainBytes() < estimatedPlainSize(p)) {
                    usedDictionary = true;
                    return Encoding.RLE_DICTIONARY;
                }
                // on the chunk's first page, dictionary and indices together do not beat PLAIN:
                // the column is (nearly) unique, so drop the dictionary for the whole chunk
                valuesBuf.reset();
            }
            // the dictionary overflows (or does not pay): keep earlier pages, fall back from here
            dictionary.truncate(sizeBefore, bytesBefore);
            dictionaryFallback = true;
        }
        // pages without values (all null) are PLAIN and empty: no dictionary is needed for them
        if (p.valueCount == 0 || fallbackEncoding == Encoding.PLAIN) {
            writePlain(p, valuesBuf);
            return Encoding.PLAIN;
        }
        writeValues(fallbackEncoder, p);
        fallbackEncoder.flushTo(valuesBuf);
        if (measureFallback && valuesBuf.size() >= plainSize(p)) {
            // the default delta/RLE choice must pay for itself on this page; ties go to PLAIN
            valuesBuf.reset();
            writePlain(p, valuesBuf);
            return Encoding.PLAIN;
        }
        return fallbackEncoding;
    }

    /** PLAIN size of the page's values before encoding them (strings estimated by their length). */
    private long estimatedPlainSize(PendingPage p) {
        return type == Type.BYTE_ARRAY ? p.pageBinaryBytes : plainSize(p);
    }

    /** PLAIN size of the page's values (BYTE_ARRAY: as measured by the last {@link #writeValues}). */
    private long plainSize(PendingPage p) {
        return switch (type) {
            case BOOLEAN -> (p.valueCount + 7) / 8;
            case INT32, FLOAT -> p.valueCount * 4L;
            case INT64, DOUBLE -> p.valueCount * 8L;
            case INT96 -> p.valueCount * 12L;
            case FIXED_LEN_BYTE_ARRAY -> (long) p.valueCount * typeLength;
            case BYTE_ARRAY -> plainBinarySize;
        };
    }

    /** Fills {@link #indices} with the dictionary index of each page value; returns the largest. */
    private int lookUpIndices(PendingPage p) {
        int n = p.valueCount;
        int sample = Math.min(n, RESERVE_SAMPLE);
        int sizeBefore = dictionary.size();
        int max = lookUpIndices(p, 0, sample);
        if ((dictionary.size() - sizeBefore) * 2 > sample) {
            // mostly new values (a unique column on trial, say): make room for the rest of the
            // page at once instead of doubling and rehashing the table step by step
            dictionary.reserve(dictionary.size() + n - sample);
        }
        return Math.max(max, lookUpIndices(p, sample, n));
    }

    private int lookUpIndices(PendingPage p, int from, int to) {
        int max = 0;
        switch (type) {
            case INT32 -> {
                DictionaryBuilder.Ints d = (DictionaryBuilder.Ints) dictionary;
                for (int i = from; i < to; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(p.ints[i]));
                }
            }
            case FLOAT -> {
                DictionaryBuilder.Ints d = (DictionaryBuilder.Ints) dictionary;
                for (int i = from; i < to; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(Float.floatToRawIntBits(p.floats[i])));
                }
            }
            case INT64 -> {
                DictionaryBuilder.Longs d = (DictionaryBuilder.Longs) dictionary;
                for (int i = from; i < to; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(p.longs[i]));
                }
            }
            case DOUBLE -> {
                DictionaryBuilder.Longs d = (DictionaryBuilder.Longs) dictionary;
                for (int i = from; i < to; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(Double.doubleToRawLongBits(p.doubles[i])));
                }
            }
            default -> {
                DictionaryBuilder.Binaries d = (DictionaryBuilder.Binaries) dictionary;
                Object[] values = p.binaries;
                for (int i = from; i < to; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(values[i]));
                }
            }
        }
        return max;
    }

    /**
     * Appends the page's values to {@code out} in PLAIN: straight into the buffer for the
     * common types (no per-column encoder buffer to fill and copy), through the PLAIN encoder for
     * the bit-packed and fixed-length ones.
     */
    private void writePlain(PendingPage p, BytesBuilder out) {
        int n = p.valueCount;
        switch (type) {
            case INT32 -> {
                out.ensureCapacity(n * 4);
                for (int i = 0; i < n; i++) {
                    out.writeIntLE(p.ints[i]);
                }
            }
            case INT64 -> {
                out.ensureCapacity(n * 8);
                for (int i = 0; i < n; i++) {
                    out.writeLongLE(p.longs[i]);
                }
            }
            case FLOAT -> {
                out.ensureCapacity(n * 4);
                for (int i = 0; i < n; i++) {
                    out.writeFloatLE(p.floats[i]);
                }
            }
            case DOUBLE -> {
                out.ensureCapacity(n * 8);
                for (int i = 0; i < n; i++) {
                    out.writeDoubleLE(p.doubles[i]);
                }
            }
            case BYTE_ARRAY -> {
                long plain = 0;
                for (int i = 0; i < n; i++) {
                    byte[] b = BinaryValues.bytes(p.binaries[i]);
                    out.writeIntLE(b.length);
                    out.writeBytes(b, 0, b.length);
                    plain += 4 + b.length;
                }
                plainBinarySize = plain;
            }
            default -> {
                writeValues(plainEncoder, p);
                plainEncoder.flushTo(out);
            }
        }
    }

    /** Passes the page's values to {@code enc}. */
    private void writeValues(ValuesEncoder enc, PendingPage p) {
        int n = p.valueCount;
        switch (type) {
            case BOOLEAN -> {
                for (int i = 0; i < n; i++) {
                    enc.writeBoolean(p.booleans[i]);
                }
            }
            case INT32 -> {
                for (int i = 0; i < n; i++) {
                    enc.writeInt(p.ints[i]);
                }
            }
            case INT64 -> {
                for (int i = 0; i < n; i++) {
                    enc.writeLong(p.longs[i]);
                }
            }
            case FLOAT -> {
                for (int i = 0; i < n; i++) {
                    enc.writeFloat(p.floats[i]);
                }
            }
            case DOUBLE -> {
                for (int i = 0; i < n; i++) {
                    enc.writeDouble(p.doubles[i]);
                }
            }
            case BYTE_ARRAY -> {
                long plain = 0;
                for (int i = 0; i < n; i++) {
                    byte[] b = BinaryValues.bytes(p.binaries[i]);
                    enc.writeBinary(b, 0, b.length);
                    plain += 4 + b.length;
                }
                plainBinarySize = plain;
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    byte[] b = BinaryValues.bytes(p.binaries[i]);
                    enc.writeFixed(b, 0, b.length);
                }
            }
        }
    }

    /**
     * Fills {@link #distinct} with the dictionary indices the page uses, each once: a page-stamp
     * per dictionary entry marks those already seen, so nothing needs clearing between pages.
     */
    private void collectDistinctIndices(PendingPage p) {
        int entries = dictionary.size();
        if (stamps.length < entries) {
            stamps = Arrays.copyOf(stamps, Math.max(entries, stamps.length * 2));
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
        if (distinct.length < Math.min(entries, p.valueCount)) {
            distinct = new int[Math.min(entries, Math.max(p.valueCount, distinct.length * 2))];
        }
        int s = stamp;
        int count = 0;
        for (int i = 0; i < p.valueCount; i++) {
            int idx = indices[i];
            if (stamps[idx] != s) {
                stamps[idx] = s;
                distinct[count++] = idx;
            }
        }
        distinctCount = count;
    }
}
