package io.parquetry.column;

import io.parquetry.base.ParquetException;
import io.parquetry.encoding.BinaryBatch;
import io.parquetry.schema.ColumnDescriptor;

/**
 * The cursor part of a {@link ColumnReader}: moves entry by entry over the {@link DecodedPage}s
 * its subclass shows it, and serves levels and values with array loads; the {@code take*}
 * methods that generated mappers call for required fields move on in a few field stores. The
 * subclass decides where pages come from and what happens at the end of one. Not thread-safe.
 *
 * <p>Public only so that its public methods are {@link ColumnReader}'s own rather than reached
 * through the bridge methods javac adds for a package-private superclass (one more call on the
 * hottest path); it cannot be extended outside this package.
 */
public abstract class PageCursor {
    final ColumnDescriptor column;
    final int maxRep;
    /** The reported maximum definition level (after any remapping): entries at it hold a value. */
    final int presentDef;
    /**
     * Whether every entry holds a value and starts a record (no repetition, and the present level
     * is 0), as for a required field of a top-level record: value index = entry index, and the
     * {@code take*} methods move on without looking at levels.
     */
    final boolean dense;
    final String location;
    /** For a reader over selected pages: the row after the current page's last. */
    long pageEndRow;
    /** Row (record) number, within the row group, of the current entry. */
    long row;
    /** The row group this chunk belongs to and its row count, for messages; -1 when not told. */
    int rowGroup = -1;
    long expectedRows = -1;

    // the current page, as copied from its DecodedPage (and the dictionary's arrays)
    byte[] rep = DecodedPage.EMPTY;
    byte[] def = DecodedPage.EMPTY;
    int pageLevels;
    int levelIdx;
    int valueIdx;
    boolean pageIsDictionary;
    int[] pageIndices = new int[0];
    boolean[] booleans;
    int[] ints;
    long[] longs;
    float[] floats;
    double[] doubles;
    BinaryBatch binaries;
    /** 1-based number of the current data page among the chunk's, for messages. */
    int pageNumber;
    int[] dictInts;
    long[] dictLongs;
    float[] dictFloats;
    double[] dictDoubles;
    boolean[] dictBooleans;
    BinaryBatch dictBinaries;
    String[] dictStrings;
    /** The current page's strings, resolved ahead by a worker (a dictionary page's), or null. */
    String[] pageStrings;
    /** The dictionary whose arrays the fields above hold (binary entries decode to strings through it). */
    ChunkDictionary dictionary;

    PageCursor(ColumnDescriptor column, String location, int presentDef) {
        this.column = column;
        this.location = location;
        this.maxRep = column.maxRepetitionLevel();
        this.presentDef = presentDef;
        this.dense = maxRep == 0 && presentDef == 0;
    }

    /** Moves the cursor to the start of the next data page that has entries (none left: no entries). */
    abstract void loadNextDataPage();

    /** The cursor moved past the last entry of its page: check it, show the next one, count its row. */
    abstract void pageEnded();

    /** Whether row {@code target} lies in a later page that can be skipped to without decoding this one's rest. */
    abstract boolean laterPageStartsBy(long target);

    /** The error for a column chunk that ends before its row group does. */
    abstract ParquetException shortChunk();

    /** Shows {@code page} (of the chunk whose dictionary is {@code dictionary}) from its first entry. */
    final void show(DecodedPage page, ChunkDictionary dictionary) {
        rep = page.rep;
        def = page.def;
        pageLevels = page.levels;
        pageIsDictionary = page.isDictionary;
        pageIndices = page.indices;
        booleans = page.booleans;
        ints = page.ints;
        longs = page.longs;
        floats = page.floats;
        doubles = page.doubles;
        binaries = page.binaries;
        pageStrings = page.strings;
        pageNumber = page.number;
        levelIdx = 0;
        valueIdx = 0;
        if (page.rowsKnown) {
            row = page.firstRow;
            pageEndRow = page.endRow;
        }
        takeDictionary(dictionary);
    }

    /** Copies the dictionary's arrays into the cursor's fields (the getters' array loads). */
    final void takeDictionary(ChunkDictionary d) {
        dictionary = d;
        dictInts = d.ints;
        dictLongs = d.longs;
        dictFloats = d.floats;
        dictDoubles = d.doubles;
        dictBooleans = d.booleans;
        dictBinaries = d.binaries;
        dictStrings = d.strings;
    }

    // ---- cursor ------------------------------------------------------------------------------

    /** Whether there is a current entry. */
    public boolean hasNext() {
        if (levelIdx < pageLevels) {
            return true;
        }
        settle();
        return levelIdx < pageLevels;
    }

    /** Repetition level of the current entry; 0 past the end (which reads as a record boundary). */
    public int rep() {
        return levelIdx < pageLevels ? rep[levelIdx] : 0;
    }

    /**
     * How many elements the list that starts at the current entry has in the current page: this
     * entry and the later ones at repetition level {@code repetitionLevel}, up to the first entry
     * of a lower level (deeper levels belong to the elements). A list that goes on in the next
     * page has more, so it is a size hint, for the collection that receives the elements; 0 when
     * no entry is left in the page.
     *
     * @param repetitionLevel the repetition level of the list's elements after the first
     * @return the number of the list's elements in the current page
     */
    public int listSize(int repetitionLevel) {
        int end = pageLevels;
        int i = levelIdx;
        if (i >= end) {
            return 0;
        }
        byte[] levels = rep;
        int n = 1;
        for (i++; i < end; i++) {
            int level = levels[i];
            if (level < repetitionLevel) {
                break;
            }
            if (level == repetitionLevel) {
                n++;
            }
        }
        return n;
    }

    /** Definition level of the current entry. */
    public int def() {
        if (levelIdx >= pageLevels) {
            settle();
            if (levelIdx >= pageLevels) {
                throw shortChunk();
            }
        }
        return def[levelIdx];
    }

    /** Whether the current entry holds a value (its definition level is the maximum). */
    public boolean isDefined() {
        return def() == presentDef;
    }

    /** The definition level of entries that hold a value (after any remapping to the record's schema). */
    public int maxDefinitionLevel() {
        return presentDef;
    }

    /** The column's maximum repetition level (0 for a column outside any list). */
    public int maxRepetitionLevel() {
        return maxRep;
    }

    /** Moves to the next entry. */
    public void next() {
        if (levelIdx >= pageLevels) {
            settle();
            if (levelIdx >= pageLevels) {
                // a sibling column of a null group can run out before the column that leads it
                throw shortChunk();
            }
        }
        if (def[levelIdx] == presentDef) {
            valueIdx++;
        }
        if (++levelIdx == pageLevels) {
            pageEnded();
        } else if (rep[levelIdx] == 0) {
            row++;
        }
    }

    /**
     * The row (record number within the row group) the current entry belongs to; past the end,
     * the last row's number or one more.
     */
    public long row() {
        return row;
    }

    /**
     * Moves to the first entry of row {@code target} (at or after the current row), skipping
     * whole pages where the page row numbers allow it.
     *
     * @throws ParquetException when the column has no such row (the chunk or its offset index is corrupt)
     */
    public void skipToRow(long target) {
        settle();
        while (row < target && levelIdx < pageLevels) {
            if (laterPageStartsBy(target)) {
                // the row lies in a later page: drop the rest of this one undecoded
                loadNextDataPage();
            } else {
                skipRecord();
            }
        }
        if (levelIdx >= pageLevels && expectedRows >= 0 && target < expectedRows) {
            throw shortChunk();
        }
        if (row != target || levelIdx >= pageLevels) {
            throw new ParquetException(location + ": column " + column.path() + " has no row " + target
                    + (levelIdx >= pageLevels ? " (its pages end before it)" : " (its pages skip from row " + row + ")"));
        }
    }

    /** Skips every entry of the current record (up to the next entry with repetition level 0). */
    public void skipRecord() {
        do {
            next();
        } while (levelIdx < pageLevels && rep[levelIdx] != 0);
    }

    // ---- take: value and move on, for required fields ----------------------------------------

    /*
     * The take methods return the current entry's value and move to the next entry, like a
     * getter followed by next() after checking that the entry holds a value. Generated mappers
     * call them for required fields. Within a page that is one bounds check and a few field
     * stores; a dense column (every entry a value starting a record, as for a required field of
     * the top-level record) does not even look at the levels. An entry without a value, and the
     * last entry of a repeated column's page (the next page says whether the record goes on),
     * go the general way.
     *
     * In a column without repetition every entry is a record, so a take of a page's last entry
     * does not load the next page: it leaves the page used up ("unsettled"), and the next access
     * of any kind (or the record reader, between records: settle()) loads it. That keeps the page
     * transition, a deep call tree, out of the generated mappers' code: with one copy per take
     * the JIT compiler ran out of its inlining budget after a few columns of a record (C2's
     * NodeCountInliningCutoff), and the rest of the takes became calls.
     */

    /**
     * Moves past the current entry when it holds a value (and, in a repeated column, is not its
     * page's last); returns that value's index, or -1 (nothing moved) for the general path.
     */
    private int takeIndex() {
        int i = levelIdx;
        if (i >= pageLevels) {
            return -1; // unsettled, or the chunk has ended
        }
        if (dense) {
            levelIdx = i + 1;
            valueIdx = i + 1;
            row++;
            return i;
        }
        if (def[i] != presentDef) {
            return -1;
        }
        int v = valueIdx;
        if (maxRep == 0) {
            levelIdx = i + 1;
            valueIdx = v + 1;
            row++;
            return v;
        }
        if (i + 1 >= pageLevels) {
            return -1;
        }
        levelIdx = i + 1;
        valueIdx = v + 1;
        if (rep[i + 1] == 0) {
            row++;
        }
        return v;
    }

    /**
     * Whether a take used up the current page of this column without repetition and the next
     * page is not loaded yet; {@link #settle()} loads it.
     */
    final boolean unsettled() {
        return levelIdx >= pageLevels && pageLevels > 0;
    }

    /**
     * Loads the next page after a take used up the current one (nothing otherwise), so that the
     * cursor is where {@link #next()} would have left it: the record reader calls it between
     * records, every other access on its own.
     */
    public final void settle() {
        if (unsettled()) {
            row--; // the take counted the next record; pageEnded() counts it from the next page
            pageEnded();
        }
    }

    /**
     * Entries left in the current page of a column without repetition (each one a record), or
     * {@link Long#MAX_VALUE} for a repeated column, whose pages the record reader cannot count
     * in records (their takes never leave a page unsettled).
     */
    public final long recordsLeftInPage() {
        return maxRep == 0 ? pageLevels - levelIdx : Long.MAX_VALUE;
    }

    /**
     * Moves past the current entry when it is null below definition level {@code present} (the
     * check a generated mapper makes before it takes an optional value); see
     * {@link io.parquetry.spi.ColumnSource#takeNull}. Within a page this moves like a take, so
     * that the mapper's code holds no call of {@link #next()}, which is too large for the JIT to
     * inline there: a call in the middle of a record's takes made it save and restore the values
     * taken so far around it.
     *
     * @param present the definition level at which the entry holds the value
     * @return true (having moved on) when the entry holds no value; false (without moving) when it does
     */
    public boolean takeNull(int present) {
        int i = levelIdx;
        if (i < pageLevels) {
            if (def[i] >= present) {
                return false;
            }
            if (maxRep == 0) {
                levelIdx = i + 1; // may leave the page unsettled, as a take does
                row++;
                return true;
            }
            if (i + 1 < pageLevels) {
                levelIdx = i + 1;
                if (rep[i + 1] == 0) {
                    row++;
                }
                return true;
            }
        }
        if (def() < present) {
            next();
            return true;
        }
        return false;
    }

    /** Fails unless there is a current entry holding a value (the general path of the take methods). */
    private void requireValue() {
        if (def() != presentDef) {
            throw new ParquetException(location + ": column " + column.path() + ": entry " + levelIdx
                    + " of page " + pageNumber + " has no value but its field is required");
        }
    }

    /** {@link #getBoolean()} of the current entry, which must hold a value, then {@link #next()}. */
    public boolean takeBoolean() {
        int v = takeIndex();
        if (v >= 0) {
            return booleanAt(v);
        }
        requireValue();
        boolean value = getBoolean();
        next();
        return value;
    }

    /** {@link #getInt()} of the current entry, which must hold a value, then {@link #next()}. */
    public int takeInt() {
        int v = takeIndex();
        if (v >= 0) {
            return intAt(v);
        }
        requireValue();
        int value = getInt();
        next();
        return value;
    }

    /** {@link #getLong()} of the current entry, which must hold a value, then {@link #next()}. */
    public long takeLong() {
        int v = takeIndex();
        if (v >= 0) {
            return longAt(v);
        }
        requireValue();
        long value = getLong();
        next();
        return value;
    }

    /** {@link #getFloat()} of the current entry, which must hold a value, then {@link #next()}. */
    public float takeFloat() {
        int v = takeIndex();
        if (v >= 0) {
            return floatAt(v);
        }
        requireValue();
        float value = getFloat();
        next();
        return value;
    }

    /** {@link #getDouble()} of the current entry, which must hold a value, then {@link #next()}. */
    public double takeDouble() {
        int v = takeIndex();
        if (v >= 0) {
            return doubleAt(v);
        }
        requireValue();
        double value = getDouble();
        next();
        return value;
    }

    /** {@link #getBinary()} of the current entry, which must hold a value, then {@link #next()}. */
    public byte[] takeBinary() {
        int v = takeIndex();
        if (v >= 0) {
            return binaryAt(v);
        }
        requireValue();
        byte[] value = getBinary();
        next();
        return value;
    }

    /** {@link #getString()} of the current entry, which must hold a value, then {@link #next()}. */
    public String takeString() {
        int v = takeIndex();
        if (v >= 0) {
            return stringAt(v);
        }
        requireValue();
        String value = getString();
        next();
        return value;
    }

    // ---- runs ---------------------------------------------------------------------------------

    /** See {@link io.parquetry.spi.ColumnSource#runReady}: no repetition, values exactly at {@code present}. */
    public boolean runReady(int present) {
        return maxRep == 0 && presentDef == present;
    }

    /**
     * Moves past the {@code count} entries of a run take when the column is
     * {@link #runReady run ready} for {@code present} and they all lie in the current page:
     * fills {@code nulls} (for an optional field) and returns the index of the first entry's
     * value; -1, having moved nothing, for the entry-by-entry path.
     */
    private int runStart(boolean[] nulls, int present, int count) {
        int i = levelIdx;
        if (maxRep != 0 || presentDef != present || count > pageLevels - i) {
            return -1;
        }
        int values = count;
        if (nulls == null && !dense) {
            return -1; // values at a level above 0 for a required field: each take checks its entry
        }
        if (nulls != null) {
            if (dense) {
                java.util.Arrays.fill(nulls, 0, count, false); // (a dense page has no definition levels)
            } else {
                byte[] d = def;
                for (int k = 0; k < count; k++) {
                    boolean isNull = d[i + k] < present;
                    nulls[k] = isNull;
                    values -= isNull ? 1 : 0;
                }
            }
        }
        int v = valueIdx;
        levelIdx = i + count;
        valueIdx = v + values;
        row += count;
        return v;
    }

    // Generated by io.parquetry.codegen.RunTakesGenerator from codegen/src/main/resources/io/parquetry/codegen/PageCursorRun.java.template; do not edit

    /** The fast path of {@code takeBooleans}: false, having moved nothing, when the entries must go one by one. */
    final boolean runBooleans(boolean[] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        if (nulls == null && !pageIsDictionary) {
            System.arraycopy(booleans, v, into, 0, count);
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = booleanAt(v++);
            }
        }
        return true;
    }

    /** The fast path of {@code takeInts}: false, having moved nothing, when the entries must go one by one. */
    final boolean runInts(int[] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        if (nulls == null && !pageIsDictionary) {
            System.arraycopy(ints, v, into, 0, count);
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = intAt(v++);
            }
        }
        return true;
    }

    /** The fast path of {@code takeLongs}: false, having moved nothing, when the entries must go one by one. */
    final boolean runLongs(long[] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        if (nulls == null && !pageIsDictionary) {
            System.arraycopy(longs, v, into, 0, count);
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = longAt(v++);
            }
        }
        return true;
    }

    /** The fast path of {@code takeFloats}: false, having moved nothing, when the entries must go one by one. */
    final boolean runFloats(float[] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        if (nulls == null && !pageIsDictionary) {
            System.arraycopy(floats, v, into, 0, count);
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = floatAt(v++);
            }
        }
        return true;
    }

    /** The fast path of {@code takeDoubles}: false, having moved nothing, when the entries must go one by one. */
    final boolean runDoubles(double[] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        if (nulls == null && !pageIsDictionary) {
            System.arraycopy(doubles, v, into, 0, count);
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = doubleAt(v++);
            }
        }
        return true;
    }

    /** The fast path of {@code takeBinaries}: false, having moved nothing, when the entries must go one by one. */
    final boolean runBinaries(byte[][] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = binaryAt(v++);
            }
        }
        return true;
    }

    /** The fast path of {@code takeStrings}: false, having moved nothing, when the entries must go one by one. */
    final boolean runStrings(String[] into, boolean[] nulls, int present, int count) {
        int v = runStart(nulls, present, count);
        if (v < 0) {
            return false;
        }
        if (nulls == null && pageIsDictionary && pageStrings != null) {
            System.arraycopy(pageStrings, v, into, 0, count);
            return true;
        }
        for (int k = 0; k < count; k++) {
            if (nulls == null || !nulls[k]) {
                into[k] = stringAt(v++);
            }
        }
        return true;
    }
    // End of generated code

    /** The current entry's BOOLEAN value (the entry must hold one). */
    public boolean getBoolean() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return booleanAt(valueIdx);
    }

    /** The current entry's INT32 value (the entry must hold one). */
    public int getInt() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return intAt(valueIdx);
    }

    /** The current entry's INT64 value (the entry must hold one). */
    public long getLong() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return longAt(valueIdx);
    }

    /** The current entry's FLOAT value (the entry must hold one). */
    public float getFloat() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return floatAt(valueIdx);
    }

    /** The current entry's DOUBLE value (the entry must hold one). */
    public double getDouble() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return doubleAt(valueIdx);
    }

    /** The current BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY / INT96 value as a new array. */
    public byte[] getBinary() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return binaryAt(valueIdx);
    }

    /** The current value decoded as UTF-8; dictionary entries are decoded once and shared. */
    public String getString() {
        if (levelIdx >= pageLevels) {
            settle();
        }
        return stringAt(valueIdx);
    }

    private boolean booleanAt(int value) {
        return pageIsDictionary ? dictBooleans[pageIndices[value]] : booleans[value];
    }

    private int intAt(int value) {
        return pageIsDictionary ? dictInts[pageIndices[value]] : ints[value];
    }

    private long longAt(int value) {
        return pageIsDictionary ? dictLongs[pageIndices[value]] : longs[value];
    }

    private float floatAt(int value) {
        return pageIsDictionary ? dictFloats[pageIndices[value]] : floats[value];
    }

    private double doubleAt(int value) {
        return pageIsDictionary ? dictDoubles[pageIndices[value]] : doubles[value];
    }

    private byte[] binaryAt(int value) {
        return pageIsDictionary ? dictBinaries.get(pageIndices[value]) : binaries.get(value);
    }

    private String stringAt(int value) {
        if (pageIsDictionary) {
            String[] resolved = pageStrings;
            if (resolved != null) {
                return resolved[value];
            }
            int idx = pageIndices[value];
            String s = dictStrings[idx];
            return s != null ? s : dictionary.string(idx);
        }
        return binaries.getString(value);
    }
}
