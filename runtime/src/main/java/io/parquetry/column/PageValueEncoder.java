package io.parquetry.column;

import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.ValuesEncoder;
import io.parquetry.base.Encoding;
import io.parquetry.base.Type;
import io.parquetry.compression.Codec;
import io.parquetry.schema.ColumnDescriptor;
import java.util.Arrays;

/**
 * Encodes the values of a column's data pages, one page at a time, and chooses each page's value
 * encoding (see {@link ColumnWriter}'s class comment). Owns the chunk's {@link DictionaryBuilder}.
 *
 * <p>For a column on defaults the choice is made per column chunk from what the data shows. On the
 * chunk's first page of at least {@link #DICTIONARY_TRIAL_VALUES} values, every candidate encoding
 * of {@link ValueEncoders#candidates} is written and compressed with the column's codec; the
 * smallest becomes the chunk's fallback encoding, and the compressed bytes per PLAIN byte it
 * reached price the pages written without the dictionary. The dictionary is judged in windows of
 * at least {@link #DICTIONARY_WINDOW_VALUES} values (one page, or consecutive pages cut short by
 * another column), by its marginal cost over the window's second half: those values' indices plus
 * the dictionary entries they added, both at the compression ratio they reached on the measured
 * page, against the fallback's estimated size for the same values. While the dictionary costs no
 * more it is kept (a column of moderate cardinality pays for its dictionary over the first pages
 * and keeps it); otherwise the page's new entries are dropped and the chunk goes on in the fallback
 * encoding, as it does when the dictionary outgrows its size limit. A page that ends no window is
 * dropped from at once only when it shows the dictionary cannot pay ({@link #hopeless}).
 *
 * <p>Used by the thread encoding the column's pages, one page at a time; not thread-safe. Keeps
 * only the chunk's state (dictionary, chosen encoding, ratios): the encoders and the buffers a
 * page is encoded and measured in are the encoding thread's {@link PageEncoder.PageBuffers},
 * shared with the file's other columns (and, on a worker, with other files).
 */
final class PageValueEncoder {
    /**
     * Fewest values on a page for measuring the chunk's compression ratios, or for dropping the
     * dictionary before its window ends (a few dozen values always look unique).
     */
    static final int DICTIONARY_TRIAL_VALUES = 1024;
    /** Values looked up before judging whether a page brings mostly new dictionary entries. */
    private static final int RESERVE_SAMPLE = 1024;
    /**
     * Fewest values a dictionary is judged on: the default page row limit, so that a flat column
     * on defaults is judged on its first page, and one whose pages another column's large values
     * cut short (pages end on the same rows in every column) on as many values, over several
     * pages, rather than on the first few thousand (where a column of 20,000 distinct values looks
     * nearly unique).
     */
    static final int DICTIONARY_WINDOW_VALUES = 20_000;
    /**
     * A page ending no window drops the dictionary at once when its second half brings at least
     * this share of new entries per value (a unique column)...
     */
    static final double NEARLY_UNIQUE = 0.95;
    /** ... or when the dictionary costs this many times the fallback there (sorted values, say). */
    static final double HOPELESS_COST = 2.0;
    /**
     * Values of a chunk's first page each candidate fallback encoding is tried on. Trying 20,000
     * (a whole flat page at the default row limit) chose the same encodings, hence the same files,
     * on every benchmark workload and every data set of {@code Adversarial}, and cost a tenth of
     * the flat write time.
     */
    static final int FALLBACK_TRIAL_VALUES = 4_096;
    /**
     * Values a chunk's dictionary may be looked up for while its distinct values are running out
     * (see {@link #windowPays}) before a window on which it does not pay ends it all the same.
     */
    static final int SATURATION_GRACE_VALUES = 32_768;
    /**
     * A window's distinct values run out when its second half meets at most this share of the new
     * entries per value that its first half met.
     */
    static final double SATURATION = 0.85;
    /** How much more than the fallback a dictionary may cost on a window and still be given that grace. */
    static final double SATURATION_SLACK = 1.25;

    private final Type type;
    private final int typeLength;
    private final ColumnWriteOptions options;
    private final DictionaryBuilder dictionary;
    private boolean dictionaryFallback;
    /** Whether the dictionary is the default choice (dropped when it does not pay), not one the user asked for. */
    private final boolean dictionaryOnTrial;
    /** Whether a page of the open chunk was dictionary encoded. */
    private boolean usedDictionary;
    private final Codec codec;
    /** Encodings pages without a dictionary may use; the first is PLAIN unless the user chose one. */
    private final Encoding[] candidates;
    /** The open chunk's encoding for pages without a dictionary, once chosen (index into candidates), else -1. */
    private int chunkFallback = -1;
    /** Compressed bytes per PLAIN byte of the chunk's fallback encoding, as measured. */
    private double fallbackRatio = 1;
    /** Compressed bytes per byte of dictionary indices, and of PLAIN dictionary entries, as measured. */
    private double indicesRatio = 1;
    private double entriesRatio = 1;
    /** Whether the ratios above were measured in the open chunk. */
    private boolean measured;
    /** Values looked up in the open chunk's dictionary, pages before the current one included. */
    private long chunkLookups;
    /**
     * Where the judging window's second half begins in the page looked up last (0 when it began
     * on an earlier page), and the dictionary's PLAIN bytes there.
     */
    private int secondHalf;
    private long secondHalfDictionaryBytes;
    /** The dictionary's size and PLAIN bytes at the middle of the page looked up last. */
    private int middleDictionarySize;
    private long middleDictionaryBytes;
    /** The open judging window, over the pages before the current one (see {@link Window}). */
    private final Window window = new Window();
    /** Whether a window of the open chunk found its dictionary to pay. */
    private boolean dictionaryPaid;
    private long plainBinarySize; // PLAIN size of the BYTE_ARRAY values last passed to writeValues
    /** The dictionary indices of the page being encoded: the encoding thread's, see {@link #encode}. */
    private int[] indices;
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
    PageValueEncoder(ColumnDescriptor column, ColumnWriteOptions options, Encoding encoding, Codec codec) {
        this.type = column.type().physicalType();
        this.typeLength = column.type().typeLength();
        this.options = options;
        this.codec = codec;
        if (encoding != null) {
            ValueEncoders.check(column, encoding);
        }
        boolean useDictionary = encoding == null ? options.dictionary() : encoding == Encoding.RLE_DICTIONARY;
        this.dictionary = useDictionary ? newDictionary(type) : null;
        this.dictionaryOnTrial = encoding == null;
        boolean explicit = encoding != null && encoding != Encoding.RLE_DICTIONARY;
        this.candidates = explicit ? new Encoding[] {encoding} : ValueEncoders.candidates(column, options.pageVersion());
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
     * Encodes the page's non-null values into {@code b.values} (reset first); returns the
     * encoding used. Afterwards {@link #distinctCount()}/{@link #distinctEntry} and
     * {@link #unencodedBytes()} describe the page. Every other scratch space (encoders, the
     * trial's buffers, the indices) is {@code b}'s, the encoding thread's, used only during the call.
     */
    Encoding encode(PendingPage p, PageEncoder.PageBuffers b) {
        Encoding encoding;
        try {
            encoding = encodeValues(p, b);
        } finally {
            indices = null;
        }
        distinctKnown = encoding == Encoding.RLE_DICTIONARY && p.binaries != null;
        unencodedBytes = -1;
        if (distinctKnown) {
            // the page's distinct entries decide its bounds and bloom filter entries: one per entry,
            // not per value, on the dictionary's own bytes (not on the caller's scattered strings)
            int[] pageIndices = b.indices(p.valueCount);
            collectDistinctIndices(p, pageIndices);
            if (type == Type.BYTE_ARRAY) {
                unencodedBytes = ((DictionaryBuilder.Binaries) dictionary).encodedBytes(pageIndices, p.valueCount);
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

    /**
     * Whether the open chunk's dictionary-encoded pages may be smaller in the fallback encoding
     * ({@link #writeEntriesInFallback}): the default dictionary was dropped before any window
     * found it to pay (those pages were written while the first window was still open), or the
     * chunk ended inside its first window, whose values cost more with the dictionary (all of
     * them: no later page will use its entries again).
     */
    boolean dictionaryUnproven() {
        if (!dictionaryOnTrial || !usedDictionary || dictionaryPaid || chunkFallback < 0) {
            return false;
        }
        Window w = window;
        return dictionaryFallback || w.indexBytes * indicesRatio + w.entryBytes * entriesRatio > w.plainBytes * fallbackRatio;
    }

    /** The open chunk's encoding for pages without a dictionary, once chosen. */
    Encoding fallbackEncoding() {
        return candidates[chunkFallback];
    }

    /**
     * Writes the dictionary entries {@code indices[0..n)} in the chunk's fallback encoding to
     * {@code out} (reset first): a dictionary-encoded page's values, encoded as the pages after the
     * fallback are. Valid until the chunk is reset.
     */
    void writeEntriesInFallback(int[] indices, int n, BytesBuilder out, PageEncoder.PageBuffers b) {
        out.reset();
        ValuesEncoder encoder = b.encoder(candidates[chunkFallback], type, typeLength);
        for (int i = 0; i < n; i++) {
            dictionary.writeEntry(encoder, indices[i]);
        }
        encoder.flushTo(out);
    }

    /** PLAIN bytes of the dictionary the open chunk's pages use (0 without one or after falling back). */
    long dictionaryBytes() {
        return dictionary != null && !dictionaryFallback ? dictionary.plainBytes() : 0;
    }

    /** Entries of the chunk's dictionary. */
    int dictionarySize() {
        return dictionary.size();
    }

    /**
     * Writes the chunk's dictionary entries in PLAIN to {@code out}, through {@code b}'s encoder:
     * in index order, or sorted when {@code sorted} (from {@link #sortedDictionary}) is not null;
     * then, for a FLOAT or DOUBLE dictionary with one zero, the other zero (see
     * {@link DictionaryBuilder#writeOtherZero}). Returns the entries written.
     */
    int writeDictionary(BytesBuilder out, PageEncoder.PageBuffers b, int[] sorted) {
        ValuesEncoder plain = b.encoder(Encoding.PLAIN, type, typeLength);
        if (sorted == null) {
            dictionary.writeTo(plain);
        } else {
            dictionary.writeSortedTo(plain, sorted);
        }
        int entries = dictionary.size() + (dictionary.writeOtherZero(plain) ? 1 : 0);
        plain.flushTo(out);
        return entries;
    }

    /** Where each entry of the chunk's dictionary goes when it is sorted (see {@link DictionaryBuilder#sortedIndices}). */
    int[] sortedDictionary() {
        return dictionary.sortedIndices();
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
        chunkLookups = 0;
        window.clear();
        dictionaryPaid = false;
        chunkFallback = -1;
        measured = false;
    }

    /** Encodes the page's non-null values into {@code valuesBuf}; returns the encoding used. */
    private Encoding encodeValues(PendingPage p, PageEncoder.PageBuffers b) {
        BytesBuilder valuesBuf = b.values;
        valuesBuf.reset();
        if (p.valueCount == 0) {
            plainBinarySize = 0;
            if (dictionary != null && !dictionaryFallback) {
                // an all-null page of a dictionary-encoded chunk is dictionary encoded too (no indices,
                // as parquet-java writes it), even before the dictionary's first entry: Spark's
                // vectorized reader keeps one dictionary per batch and fails on a repeated column whose
                // pages go from PLAIN to dictionary (the chunk then has a dictionary page, maybe empty)
                usedDictionary = true;
                b.indicesEncoder.encodePage(b.indices(0), 0, 0, valuesBuf);
                return Encoding.RLE_DICTIONARY;
            }
            return Encoding.PLAIN; // after a fallback, or without a dictionary
        }
        if (dictionary != null && !dictionaryFallback) {
            int sizeBefore = pageDictionarySize;
            long bytesBefore = pageDictionaryBytes;
            indices = b.indices(p.valueCount);
            int maxIndex = lookUpIndices(p, window.secondHalfIn(p.valueCount));
            chunkLookups += p.valueCount;
            if (dictionary.plainBytes() <= options.dictionaryPageSizeLimit()) {
                b.indicesEncoder.encodePage(indices, p.valueCount, maxIndex, valuesBuf);
                if (!dictionaryOnTrial || dictionaryKept(p, valuesBuf, b)) {
                    usedDictionary = true;
                    if (sortNewEntries(p.valueCount, b)) {
                        // the same runs and bit width, other indices
                        valuesBuf.reset();
                        b.indicesEncoder.encodePage(indices, p.valueCount, maxIndex, valuesBuf);
                    }
                    return Encoding.RLE_DICTIONARY;
                }
                valuesBuf.reset();
            }
            // the dictionary overflows (or does not pay): keep earlier pages, fall back from here
            dictionary.truncate(sizeBefore, bytesBefore);
            dictionaryFallback = true;
        }
        if (chunkFallback < 0) {
            chooseFallback(p, b);
        }
        return writeIn(chunkFallback, p, p.valueCount, valuesBuf, b);
    }

    /**
     * Sorts the dictionary entries the page just added among themselves, and remaps the page's
     * indices to match, when the sorted entries compress smaller than in first-seen order (in
     * which the codec finds little: sorted neighbours share prefixes or high bytes). Returns
     * whether it did. Entries of earlier pages keep their indices, and every new entry is used on
     * this page, so no page's indices get wider. This is the cheap part of a sorted dictionary:
     * a chunk whose first page brings most of its entries (prices, codes, names of moderate
     * cardinality) gets them sorted without rewriting any page; {@link ChunkWriter} may still sort
     * the whole dictionary at the chunk's end and write its pages again when that pays.
     */
    private boolean sortNewEntries(int n, PageEncoder.PageBuffers b) {
        int from = pageDictionarySize;
        if (dictionary.size() - from < ChunkWriter.MIN_SORTED_ENTRIES
                || options.compression() == io.parquetry.base.Compression.UNCOMPRESSED) {
            return false;
        }
        int firstSeen = compressedEntries(from, null, b);
        int[] sorted = dictionary.sortedIndices(from);
        if (compressedEntries(from, sorted, b) >= firstSeen) {
            return false;
        }
        dictionary.reorder(from, sorted);
        int[] page = indices;
        for (int i = 0; i < n; i++) {
            int k = page[i];
            if (k >= from) {
                page[i] = from + sorted[k - from];
            }
        }
        return true;
    }

    /** Compressed size of the dictionary's PLAIN entries from {@code from} on, in index order or {@code sorted}. */
    private int compressedEntries(int from, int[] sorted, PageEncoder.PageBuffers b) {
        ValuesEncoder plain = b.encoder(Encoding.PLAIN, type, typeLength);
        if (sorted == null) {
            dictionary.writeTo(plain, from);
        } else {
            dictionary.writeSortedTo(plain, from, sorted);
        }
        b.trial.reset();
        plain.flushTo(b.trial);
        b.trialCompressed.reset();
        codec.compressFast(b.trial.array(), 0, b.trial.size(), b.trialCompressed);
        return b.trialCompressed.size();
    }

    /**
     * Whether the dictionary goes on after the page just looked up (whose indices are in
     * {@code indicesBuf}): the page is added to the judging window, and a window that reaches
     * {@link #DICTIONARY_WINDOW_VALUES} values is judged ({@link #windowPays}); a page ending no
     * window keeps the dictionary unless it is {@link #hopeless}. Measures the ratios on the
     * chunk's first page of at least {@link #DICTIONARY_TRIAL_VALUES} values, or on the page that
     * ends its first window.
     */
    private boolean dictionaryKept(PendingPage p, BytesBuilder indicesBuf, PageEncoder.PageBuffers b) {
        int n = p.valueCount;
        boolean windowEnds = window.values + n >= DICTIONARY_WINDOW_VALUES;
        if (!measured && (n >= DICTIONARY_TRIAL_VALUES || windowEnds)) {
            measured = true;
            indicesRatio = compressedRatio(indicesBuf, b);
            b.trial.reset();
            ValuesEncoder plain = b.encoder(Encoding.PLAIN, type, typeLength);
            dictionary.writeTo(plain, pageDictionarySize);
            plain.flushTo(b.trial);
            entriesRatio = compressedRatio(b.trial, b);
            chooseFallback(p, b);
        }
        if (!windowEnds && n >= DICTIONARY_TRIAL_VALUES && hopeless(p, indicesBuf)) {
            return false;
        }
        window.add(n, secondHalf, indicesBuf.size(), estimatedPlainSize(p),
                dictionary.plainBytes() - secondHalfDictionaryBytes, secondHalfDictionaryBytes - pageDictionaryBytes);
        if (!windowEnds) {
            return true;
        }
        boolean pays = windowPays();
        dictionaryPaid |= pays;
        window.clear();
        return pays;
    }

    /**
     * Whether a page that ends no window shows that the dictionary cannot pay: it costs more than
     * the fallback over the page's second half, and there either nearly every value is a new entry
     * or the dictionary costs {@link #HOPELESS_COST} times the fallback. A column of moderate
     * cardinality on a short page costs more too, but its entries are used again on later pages.
     */
    private boolean hopeless(PendingPage p, BytesBuilder indicesBuf) {
        int n = p.valueCount;
        int half = n - n / 2;
        double share = (double) half / n;
        double dictionaryCost = indicesBuf.size() * share * indicesRatio
                + (dictionary.plainBytes() - middleDictionaryBytes) * entriesRatio;
        double fallbackCost = estimatedPlainSize(p) * share * fallbackRatio;
        double newEntriesPerValue = (double) (dictionary.size() - middleDictionarySize) / half;
        return dictionaryCost > fallbackCost
                && (newEntriesPerValue >= NEARLY_UNIQUE || dictionaryCost >= HOPELESS_COST * fallbackCost);
    }

    /**
     * Whether dictionary encoding the window's second half costs no more than the chunk's fallback
     * encoding would: those values' share of the indices and the entries they added, against the
     * fallback's size for them, all as compressed. The first half is left out because there a new
     * dictionary fills up, which says little about what the values after it cost.
     *
     * <p>While the chunk is young ({@link #SATURATION_GRACE_VALUES}), a dictionary costing at most
     * {@link #SATURATION_SLACK} times the fallback is kept too when the window's second half met
     * clearly fewer new entries per value than its first ({@link #SATURATION}): the column's
     * distinct values are running out, so the entries added will be used again on later pages,
     * which the window alone does not show; it is judged again on the next window. A unique
     * column, or one whose cardinality rises, meets as many new entries in both halves.
     */
    private boolean windowPays() {
        Window w = window;
        double dictionaryCost = windowDictionaryCost();
        double fallbackCost = windowFallbackCost();
        if (dictionaryCost <= fallbackCost) {
            return true;
        }
        double firstHalfRate = (double) w.firstEntryBytes / Math.max(1, w.values - w.halfValues);
        double secondHalfRate = (double) w.halfEntryBytes / Math.max(1, w.halfValues);
        return chunkLookups <= SATURATION_GRACE_VALUES && dictionaryCost <= SATURATION_SLACK * fallbackCost
                && secondHalfRate <= SATURATION * firstHalfRate;
    }

    /** The window's second half dictionary encoded, compressed (estimated). */
    private double windowDictionaryCost() {
        return window.halfIndexBytes * indicesRatio + window.halfEntryBytes * entriesRatio;
    }

    /** The window's second half in the fallback encoding, compressed (estimated). */
    private double windowFallbackCost() {
        return window.halfPlainBytes * fallbackRatio;
    }

    /**
     * The values a chunk's dictionary is judged on next: sums over its pages so far, each split at
     * the window's midpoint. A page as long as a window is one alone, split at its own middle.
     */
    private static final class Window {
        int values;
        int halfValues;
        /** Over all the window's values: index bytes, estimated PLAIN bytes, dictionary entry bytes. */
        long indexBytes;
        long plainBytes;
        long entryBytes;
        /** The same over its second half (a page's share split by its values), and entry bytes over the first. */
        double halfIndexBytes;
        double halfPlainBytes;
        long halfEntryBytes;
        long firstEntryBytes;

        /** Where the window's second half begins in a page of {@code n} values added next. */
        int secondHalfIn(int n) {
            if (values == 0 && n >= DICTIONARY_WINDOW_VALUES) {
                return n / 2;
            }
            return Math.max(0, Math.min(n, DICTIONARY_WINDOW_VALUES / 2 - values));
        }

        /**
         * Adds a page of {@code n} values, {@code pageIndexBytes} of indices and {@code pagePlainBytes}
         * PLAIN, whose second half begins at value {@code secondHalf}; the entries it added there
         * took {@code secondHalfEntryBytes}, before it {@code firstHalfEntryBytes}.
         */
        void add(int n, int secondHalf, long pageIndexBytes, long pagePlainBytes, long secondHalfEntryBytes,
                 long firstHalfEntryBytes) {
            double share = (double) (n - secondHalf) / n;
            values += n;
            halfValues += n - secondHalf;
            indexBytes += pageIndexBytes;
            plainBytes += pagePlainBytes;
            entryBytes += firstHalfEntryBytes + secondHalfEntryBytes;
            halfIndexBytes += pageIndexBytes * share;
            halfPlainBytes += pagePlainBytes * share;
            halfEntryBytes += secondHalfEntryBytes;
            firstEntryBytes += firstHalfEntryBytes;
        }

        void clear() {
            values = 0;
            halfValues = 0;
            indexBytes = 0;
            plainBytes = 0;
            entryBytes = 0;
            halfIndexBytes = 0;
            halfPlainBytes = 0;
            halfEntryBytes = 0;
            firstEntryBytes = 0;
        }
    }

    /**
     * Chooses the chunk's encoding for pages without a dictionary: each candidate encodes the
     * page's first {@link #FALLBACK_TRIAL_VALUES} values and the smallest after compression wins
     * (the first, PLAIN, on ties). The first values of a page make the same choice as all of them
     * on the data measured (see the constant), and a nested column's page holds many values per
     * row: trying every candidate on all of them took an eighth of the orders benchmark's write time.
     */
    private void chooseFallback(PendingPage p, PageEncoder.PageBuffers b) {
        if (candidates.length == 1 && !measured) {
            chunkFallback = 0;
            return;
        }
        int n = Math.min(p.valueCount, FALLBACK_TRIAL_VALUES);
        long best = Long.MAX_VALUE;
        long bestPlain = 1;
        for (int i = 0; i < candidates.length; i++) {
            BytesBuilder trial = b.trial;
            writeIn(i, p, n, trial, b);
            b.trialCompressed.reset();
            codec.compressFast(trial.array(), 0, trial.size(), b.trialCompressed);
            long size = Math.min(trial.size(), b.trialCompressed.size());
            if (size < best) {
                best = size;
                chunkFallback = i;
            }
            if (i == 0) {
                bestPlain = Math.max(1, plainSize(n));
            }
        }
        fallbackRatio = (double) best / bestPlain;
    }

    /** The compressed size of {@code buf} per byte (at most 1: a page never grows by compression here). */
    private double compressedRatio(BytesBuilder buf, PageEncoder.PageBuffers b) {
        if (buf.size() == 0) {
            return 1;
        }
        b.trialCompressed.reset();
        codec.compressFast(buf.array(), 0, buf.size(), b.trialCompressed);
        return Math.min(1.0, (double) b.trialCompressed.size() / buf.size());
    }

    /**
     * Writes the page's first {@code n} values into {@code out} (reset first) in candidate
     * {@code i}; returns its encoding.
     */
    private Encoding writeIn(int i, PendingPage p, int n, BytesBuilder out, PageEncoder.PageBuffers b) {
        out.reset();
        Encoding encoding = candidates[i];
        if (encoding == Encoding.PLAIN) {
            writePlain(p, n, out, b);
        } else {
            ValuesEncoder encoder = b.encoder(encoding, type, typeLength);
            writeValues(encoder, p, n);
            encoder.flushTo(out);
        }
        return encoding;
    }

    /** PLAIN size of the page's values before encoding them (strings estimated by their length). */
    private long estimatedPlainSize(PendingPage p) {
        return type == Type.BYTE_ARRAY ? p.pageBinaryBytes : plainSize(p.valueCount);
    }

    /** PLAIN size of {@code n} values (BYTE_ARRAY: of those the last {@link #writeValues} wrote). */
    private long plainSize(int n) {
        return switch (type) {
            case BOOLEAN -> (n + 7) / 8;
            case INT32, FLOAT -> n * 4L;
            case INT64, DOUBLE -> n * 8L;
            case INT96 -> n * 12L;
            case FIXED_LEN_BYTE_ARRAY -> (long) n * typeLength;
            case BYTE_ARRAY -> plainBinarySize;
        };
    }

    /**
     * Fills {@link #indices} with the dictionary index of each page value; returns the largest.
     * Notes the dictionary's size and bytes at value {@code split}, where the judging window's
     * second half begins, and at the page's middle.
     */
    private int lookUpIndices(PendingPage p, int split) {
        int n = p.valueCount;
        int sample = Math.min(n, RESERVE_SAMPLE);
        int middle = n / 2;
        int sizeBefore = dictionary.size();
        boolean sampled = false;
        boolean splitNoted = false;
        boolean middleNoted = false;
        int max = 0;
        int at = 0;
        while (!(sampled && splitNoted && middleNoted)) {
            int stop = Math.min(sampled ? n : sample, Math.min(splitNoted ? n : split, middleNoted ? n : middle));
            max = Math.max(max, lookUpIndices(p, at, stop));
            at = stop;
            if (!sampled && at == sample) {
                sampled = true;
                if ((dictionary.size() - sizeBefore) * 2 > sample) {
                    // mostly new values (a unique column on trial, say): make room for the rest of
                    // the page at once instead of doubling and rehashing the table step by step
                    dictionary.reserve(dictionary.size() + n - sample);
                }
            }
            if (!splitNoted && at == split) {
                splitNoted = true;
                secondHalf = split;
                secondHalfDictionaryBytes = dictionary.plainBytes();
            }
            if (!middleNoted && at == middle) {
                middleNoted = true;
                middleDictionarySize = dictionary.size();
                middleDictionaryBytes = dictionary.plainBytes();
            }
        }
        return Math.max(max, lookUpIndices(p, at, n));
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
    private void writePlain(PendingPage p, int n, BytesBuilder out, PageEncoder.PageBuffers buffers) {
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
                ValuesEncoder plain = buffers.encoder(Encoding.PLAIN, type, typeLength);
                writeValues(plain, p, n);
                plain.flushTo(out);
            }
        }
    }

    /** Passes the page's first {@code n} values to {@code enc}. */
    private void writeValues(ValuesEncoder enc, PendingPage p, int n) {
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
    private void collectDistinctIndices(PendingPage p, int[] indices) {
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
