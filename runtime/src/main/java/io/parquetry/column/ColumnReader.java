package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.spi.ColumnSource;
import java.util.List;
import java.util.function.Supplier;

/**
 * Reads one column chunk (held in memory, or read from a file a window at a time as its pages
 * are read: {@link ChunkBytes}), page by page, as a cursor over its entries: each entry
 * has a repetition level, a definition level and, when the definition level is the column's
 * maximum, a value.
 *
 * <p>This class is the last stage of a pipeline: {@link PageReader} walks the chunk's pages
 * (headers, checksums, decompression), {@link PageDecoder} decodes each data page in one pass into
 * primitive arrays (levels, values; dictionary indices for dictionary pages) and
 * {@link DecodedPages} hands the pages over, decoded ahead on a worker when reading ahead. The
 * cursor's typed getters are array loads. Dictionary strings are decoded once per chunk and the
 * same {@code String} instance is returned for every row that uses it.
 *
 * <p>Not thread-safe: one thread reads a reader (reading ahead uses a worker behind the scenes).
 */
public final class ColumnReader extends PageCursor implements ColumnSource {
    /** Decodes the chunk's pages; null for a reader of levels (and a constant) only. */
    private final PageDecoder decoder;
    private final DecodedPages pages;
    /** Whether the reader reads selected pages only (their rows from the offset index). */
    private final boolean selected;
    /** For a reader of levels only: its entries (which count as values seen). */
    private final long levelsOnlyCount;

    /**
     * @param chunk buffer holding the column chunk bytes at {@code [off, off+len)}
     * @param chunkFileOffset file offset of {@code chunk[off]}, for messages
     * @param totalValues num_values of the chunk's metadata (levels, nulls included)
     */
    public ColumnReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                        long totalValues, Compression compression, ColumnReadOptions options, String location) {
        this(column, chunk, off, len, chunkFileOffset, totalValues, compression, options, location, null);
    }

    /**
     * A reader whose definition levels are translated through {@code defMap} (file level to the
     * level a differently shaped but compatible schema expects; -1 marks a null the expected schema
     * cannot hold). The translated maximum is {@code defMap[file max]}.
     */
    public ColumnReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                        long totalValues, Compression compression, ColumnReadOptions options, String location,
                        int[] defMap) {
        this(column, chunk, off, len, chunkFileOffset, totalValues, compression, options, location, defMap, (ValueConverter) null);
    }

    /**
     * A reader as above whose values also read as the wider physical type {@code readAs}
     * (INT64 for an INT32 column, DOUBLE for a FLOAT column), converted a page at a time; null
     * for none.
     */
    public ColumnReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                        long totalValues, Compression compression, ColumnReadOptions options, String location,
                        int[] defMap, Type readAs) {
        this(column, ChunkBytes.of(chunk, off, len, chunkFileOffset), totalValues, compression, options, location, defMap,
                ValueConverter.widening(column.type().physicalType(), readAs), null, null, -1, -1);
    }

    /**
     * A reader as above whose values read through {@code converter} (null for none): the
     * getters of {@code converter.target()} serve them, converted once per dictionary and data page.
     */
    public ColumnReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                        long totalValues, Compression compression, ColumnReadOptions options, String location,
                        int[] defMap, ValueConverter converter) {
        this(column, ChunkBytes.of(chunk, off, len, chunkFileOffset), totalValues, compression, options, location, defMap,
                converter, null, null,
                -1, -1);
    }

    /**
     * A reader as above of the chunk of row group {@code rowGroup}, which has {@code rowGroupRows}
     * rows: a chunk holding fewer rows fails naming both (see {@link #shortChunk}).
     */
    public static ColumnReader ofRowGroup(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                                          long totalValues, Compression compression, ColumnReadOptions options, String location,
                                          int[] defMap, ValueConverter converter, int rowGroup, long rowGroupRows) {
        return ofRowGroup(column, ChunkBytes.of(chunk, off, len, chunkFileOffset), totalValues, compression, options,
                location, defMap, converter, rowGroup, rowGroupRows);
    }

    /**
     * {@link #ofRowGroup(ColumnDescriptor, byte[], int, int, long, long, Compression, ColumnReadOptions, String, int[],
     * ValueConverter, int, long) ofRowGroup} of a chunk read from {@code chunk} as the pages are
     * read (a window at a time, when from a file).
     */
    public static ColumnReader ofRowGroup(ColumnDescriptor column, ChunkBytes chunk, long totalValues,
                                          Compression compression, ColumnReadOptions options, String location,
                                          int[] defMap, ValueConverter converter, int rowGroup, long rowGroupRows) {
        return new ColumnReader(column, chunk, totalValues, compression, options, location, defMap,
                converter, null, null, rowGroup, rowGroupRows);
    }

    /**
     * A reader over some of a chunk's data pages: {@code chunk[off, off+len)} holds the chunk's
     * dictionary page (if any) followed by whole data pages, where data page {@code i} starts at
     * rows {@code [pageFirstRows[i], pageEndRows[i])} of the row group (from the chunk's offset
     * index; each such page begins at a record boundary). {@link #row()} follows those row numbers
     * and {@link #skipToRow} moves across the gaps; a page read to its end must hold exactly its rows.
     */
    public static ColumnReader selectedPages(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                                             Compression compression, ColumnReadOptions options, String location,
                                             int[] defMap, ValueConverter converter, long[] pageFirstRows, long[] pageEndRows) {
        return selectedPages(column, ChunkBytes.of(chunk, off, len, chunkFileOffset), compression, options, location,
                defMap, converter, pageFirstRows, pageEndRows);
    }

    /**
     * {@link #selectedPages(ColumnDescriptor, byte[], int, int, long, Compression, ColumnReadOptions, String, int[],
     * ValueConverter, long[], long[]) selectedPages} of pages read from {@code chunk} as they are
     * read (a window at a time, when from a file).
     */
    public static ColumnReader selectedPages(ColumnDescriptor column, ChunkBytes chunk, Compression compression,
                                             ColumnReadOptions options, String location, int[] defMap,
                                             ValueConverter converter, long[] pageFirstRows, long[] pageEndRows) {
        if (pageFirstRows == null || pageFirstRows.length == 0 || pageEndRows == null || pageEndRows.length != pageFirstRows.length) {
            throw new IllegalArgumentException("no pages");
        }
        return new ColumnReader(column, chunk, Long.MAX_VALUE, compression, options, location,
                defMap, converter, pageFirstRows.clone(), pageEndRows.clone(), -1, -1);
    }

    private ColumnReader(ColumnDescriptor column, ChunkBytes chunk,
                         long totalValues, Compression compression, ColumnReadOptions options, String location,
                         int[] defMap, ValueConverter converter, long[] pageFirstRows, long[] pageEndRows,
                         int rowGroup, long rowGroupRows) {
        super(column, location, defMap == null ? column.maxDefinitionLevel() : defMap[column.maxDefinitionLevel()]);
        this.rowGroup = rowGroup;
        this.expectedRows = rowGroupRows;
        Type type = column.type().physicalType();
        if (converter != null && converter.source() != type) {
            throw new IllegalArgumentException("column " + column.path() + " holds " + type + ", not " + converter.source());
        }
        this.selected = pageFirstRows != null;
        this.levelsOnlyCount = 0;
        this.decoder = new PageDecoder(column, chunk, compression, options, location,
                totalValues, defMap, converter, pageFirstRows, pageEndRows);
        decoder.expectRows(rowGroup, rowGroupRows);
        this.dictionary = decoder.dictionary();
        this.pages = new DecodedPages(decoder, column, isBinary(type));
        loadNextDataPage();
        if (options.readAhead() && !selected) {
            pages.startReadingAhead(options.executor()); // reading ahead from now on
        }
    }

    /**
     * A reader with levels and no values, for a column a file lacks: entry {@code i} has
     * repetition level {@code rep[i]} and definition level {@code def[i]}, each below
     * {@code maxDef} (so no entry asks for a value).
     *
     * @param column the column the record expects
     */
    public static ColumnReader levelsOnly(ColumnDescriptor column, byte[] rep, byte[] def, int count, String location) {
        return new ColumnReader(column, rep, def, count, location, null, column.maxDefinitionLevel());
    }

    /**
     * A reader with levels and one value for a column a file lacks but whose record declares a
     * default: entry {@code i} has levels {@code rep[i]}/{@code def[i]} (at most {@code maxDef}),
     * and every entry at {@code maxDef} holds {@code value}. Served like a one-entry dictionary
     * page, so the typed getters stay array loads.
     *
     * @param column the column the record expects
     * @param value the physical value, as {@link #checkConstant} accepts it
     * @throws IllegalArgumentException when the value does not fit the column's physical type
     */
    public static ColumnReader constant(ColumnDescriptor column, byte[] rep, byte[] def, int count, Object value,
                                        String location) {
        String problem = checkConstant(column.type(), value);
        if (problem != null) {
            throw new IllegalArgumentException("column " + column.path() + ": " + problem);
        }
        return new ColumnReader(column, rep, def, count, location, ChunkDictionary.constant(value), column.maxDefinitionLevel() + 1);
    }

    /**
     * Why {@code value} is not a physical value of {@code type} ({@code Boolean} for BOOLEAN,
     * {@code Integer} for INT32, {@code Long} for INT64, {@code Float} for FLOAT, {@code Double}
     * for DOUBLE, {@code String} or {@code byte[]} for BYTE_ARRAY, a {@code byte[]} of the type
     * length for FIXED_LEN_BYTE_ARRAY), or null when it is one.
     */
    public static String checkConstant(io.parquetry.schema.PrimitiveType type, Object value) {
        return ColumnReaders.checkConstant(type, value);
    }

    /**
     * A reader of levels only, or (with {@code constant}) of levels whose entries at the maximum
     * definition level all hold the constant's one entry; definition levels must lie below
     * {@code defLimit}.
     */
    private ColumnReader(ColumnDescriptor column, byte[] rep, byte[] def, int count, String location,
                         ChunkDictionary constant, int defLimit) {
        super(column, location, column.maxDefinitionLevel());
        this.decoder = null;
        this.pages = null;
        this.selected = false;
        this.levelsOnlyCount = count;
        for (int i = 0; i < count; i++) {
            if (def[i] >= defLimit || def[i] < 0 || rep[i] < 0 || rep[i] > maxRep) {
                throw new IllegalArgumentException("entry " + i + " has levels " + rep[i] + "/" + def[i]);
            }
        }
        this.rep = rep;
        this.def = def;
        this.pageLevels = count;
        this.dictionary = constant != null ? constant : new ChunkDictionary();
        if (constant != null) {
            // every value is dictionary entry 0
            this.pageIsDictionary = true;
            this.pageIndices = new int[count];
            takeDictionary(dictionary);
        }
    }

    /**
     * Opens one reader per opener, in order, or, when {@code parallel}, on the worker threads
     * and this one at once (opening a reader decodes its first page: for a wide row group of
     * one page per column, most of the decoding). Either way the error thrown is that of the
     * first opener in order that fails.
     */
    public static ColumnReader[] openAll(List<? extends Supplier<ColumnReader>> openers, boolean parallel) {
        return ColumnReaders.openAll(openers, parallel, null);
    }

    /**
     * Like {@link #openAll(List, boolean)}, opening in parallel on {@code executor}'s threads (the
     * shared workers when it is null) and this one.
     */
    public static ColumnReader[] openAll(List<? extends Supplier<ColumnReader>> openers, boolean parallel,
                                         java.util.concurrent.Executor executor) {
        return ColumnReaders.openAll(openers, parallel, executor);
    }

    /**
     * A reader of only the dictionary page at the start of {@code chunk[off, off+len)} (for
     * filters that test dictionary entries), or null when the bytes do not start with one.
     */
    public static ColumnReader dictionaryOnly(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                                              Compression compression, ColumnReadOptions options, String location) {
        ColumnReader r = new ColumnReader(column, chunk, off, len, chunkFileOffset, 0, compression, options, location);
        return r.decoder.readLeadingDictionary() ? r : null;
    }

    // run takes: the cursor's array copies within a page, else entry by entry (ColumnSource's)

    // Generated by io.parquetry.codegen.RunTakesGenerator from codegen/src/main/resources/io/parquetry/codegen/ColumnReaderRunTake.java.template; do not edit

    @Override
    public void takeBooleans(boolean[] into, boolean[] nulls, int present, int count) {
        if (!runBooleans(into, nulls, present, count)) {
            ColumnSource.super.takeBooleans(into, nulls, present, count);
        }
    }

    @Override
    public void takeInts(int[] into, boolean[] nulls, int present, int count) {
        if (!runInts(into, nulls, present, count)) {
            ColumnSource.super.takeInts(into, nulls, present, count);
        }
    }

    @Override
    public void takeLongs(long[] into, boolean[] nulls, int present, int count) {
        if (!runLongs(into, nulls, present, count)) {
            ColumnSource.super.takeLongs(into, nulls, present, count);
        }
    }

    @Override
    public void takeFloats(float[] into, boolean[] nulls, int present, int count) {
        if (!runFloats(into, nulls, present, count)) {
            ColumnSource.super.takeFloats(into, nulls, present, count);
        }
    }

    @Override
    public void takeDoubles(double[] into, boolean[] nulls, int present, int count) {
        if (!runDoubles(into, nulls, present, count)) {
            ColumnSource.super.takeDoubles(into, nulls, present, count);
        }
    }

    @Override
    public void takeBinaries(byte[][] into, boolean[] nulls, int present, int count) {
        if (!runBinaries(into, nulls, present, count)) {
            ColumnSource.super.takeBinaries(into, nulls, present, count);
        }
    }

    @Override
    public void takeStrings(String[] into, boolean[] nulls, int present, int count) {
        if (!runStrings(into, nulls, present, count)) {
            ColumnSource.super.takeStrings(into, nulls, present, count);
        }
    }
    // End of generated code

    /** Number of dictionary entries of the chunk (0 before a dictionary page was read). */
    public int dictionarySize() {
        return dictionary.present ? dictionary.size : 0;
    }

    /**
     * Dictionary index of the current value, or -1 when its page is not dictionary encoded or
     * comes with its values resolved (numeric pages decoded ahead, see {@code PageDecoder.resolveDictionary}).
     */
    public int dictionaryIndex() {
        settle();
        return pageIsDictionary ? pageIndices[valueIdx] : -1;
    }

    /** Dictionary entry {@code i} of a BOOLEAN column. */
    public boolean dictionaryBoolean(int i) {
        return dictionary.booleans[i];
    }

    /** Dictionary entry {@code i} of an INT32 column (or one read as INT32). */
    public int dictionaryInt(int i) {
        return dictionary.ints[i];
    }

    /** Dictionary entry {@code i} of an INT64 column (or one read as INT64). */
    public long dictionaryLong(int i) {
        return dictionary.longs[i];
    }

    /** Dictionary entry {@code i} of a FLOAT column. */
    public float dictionaryFloat(int i) {
        return dictionary.floats[i];
    }

    /** Dictionary entry {@code i} of a DOUBLE column (or one read as DOUBLE). */
    public double dictionaryDouble(int i) {
        return dictionary.doubles[i];
    }

    /** Dictionary entry {@code i} of a binary column as a new array. */
    public byte[] dictionaryBinary(int i) {
        return dictionary.binaries.get(i);
    }

    private static boolean isBinary(Type type) {
        return type == Type.BYTE_ARRAY || type == Type.FIXED_LEN_BYTE_ARRAY || type == Type.INT96;
    }

    /** The column this reader reads. */
    public ColumnDescriptor column() {
        return column;
    }

    /**
     * Tells the reader which row group its chunk belongs to and how many rows that row group
     * has, so that a chunk holding fewer rows fails naming both.
     *
     * @return this reader
     */
    public ColumnReader expectRows(int rowGroup, long rows) {
        this.rowGroup = rowGroup;
        this.expectedRows = rows;
        if (decoder != null) {
            decoder.expectRows(rowGroup, rows);
        }
        return this;
    }

    /**
     * The error for a column chunk that holds fewer rows than its row group: reading on would
     * pair this column's values with other columns' rows, so nothing is read from it.
     *
     * @param rowGroup the row group's index, or -1 when unknown
     * @param held what the chunk holds, e.g. "6 rows" or "6 values"
     * @param expected the row group's rows, or -1 when unknown
     */
    public static ParquetException shortChunk(String location, int rowGroup, ColumnDescriptor column, String held, long expected) {
        return new ParquetException(location + ": " + (rowGroup >= 0 ? "row group " + rowGroup + ", " : "") + "column "
                + column.path() + " holds " + held + " but the row group has " + (expected >= 0 ? expected + " rows" : "more rows")
                + " (a short column chunk: its values cannot be matched to the other columns' rows)");
    }

    /** {@link #shortChunk} for this reader, at its end. */
    @Override
    ParquetException shortChunk() {
        long valuesSeen = decoder != null ? decoder.valuesSeen() : levelsOnlyCount;
        long found = valuesSeen == 0 && !selected ? 0 : row + 1;
        return shortChunk(location, rowGroup, column, found + " rows", expectedRows);
    }

    /** Moves the cursor to the start of the next data page that has entries (none left: no entries). */
    @Override
    void loadNextDataPage() {
        DecodedPage page = pages != null ? pages.advance() : new DecodedPage(isBinary(column.type().physicalType()));
        show(page, dictionary);
    }

    @Override
    void pageEnded() {
        if (selected && row + 1 != pageEndRow) {
            if (row + 1 < pageEndRow && pageEndRow == expectedRows && decoder.allSelectedPagesRead()) {
                throw shortChunk(); // the chunk's last page ends before the row group does
            }
            throw decoder.pages().corrupt("the page ends after row " + row
                    + " but the offset index says its rows end before row " + pageEndRow);
        }
        loadNextDataPage();
        if (!selected && pageLevels > 0 && rep[0] == 0) {
            row++; // (a selected-pages reader takes the row from the offset index)
        }
    }

    @Override
    boolean laterPageStartsBy(long target) {
        return selected && decoder.selectedPageStartsBy(target);
    }

}
