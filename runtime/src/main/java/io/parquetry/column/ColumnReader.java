package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.base.Type;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import io.parquetry.encoding.BinaryBatch;
import io.parquetry.encoding.DictionaryIndicesDecoder;
import io.parquetry.encoding.LevelsDecoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesDecoder;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.spi.ColumnSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;
import java.util.zip.CRC32;

/**
 * Reads one column chunk held in memory, page by page, as a cursor over its entries: each entry
 * has a repetition level, a definition level and, when the definition level is the column's
 * maximum, a value.
 *
 * <p>A page is decoded in one pass into primitive arrays (levels, values; dictionary indices
 * for dictionary pages), so the typed getters are array loads. Dictionary strings are decoded
 * once per chunk and the same {@code String} instance is returned for every row that uses it.
 */
public final class ColumnReader implements ColumnSource {
    private final ColumnDescriptor column;
    private final Type type;
    /**
     * Converts the file's values into those the reader serves (applied to the dictionary once and
     * to each data page as decoded), or null when they are served as stored.
     */
    private final ValueConverter converter;
    /** Dictionary entries without an image under {@link #converter}, by index, with why; null for none. */
    private java.util.Map<Integer, String> dictionaryUnrepresentable;
    private final int typeLength;
    private final int maxRep;
    private final int maxDef;
    /**
     * For repetition level r, the definition level at which the r-th repeated field is present
     * ({@link ColumnDescriptor#repeatedDefinitionLevel}); null when pages are not decoded here.
     */
    private final int[] repeatedDefs;
    /** File definition level of the previous page's last entry, for {@link #dropOrphanEntries}. */
    private int previousPageDef = Integer.MAX_VALUE;
    /** File definition level to reported level, or null for none; {@link #presentDef} = mapped max. */
    private final int[] defMap;
    private final int presentDef;
    /**
     * Whether every entry holds a value and starts a record (no repetition, and the present level
     * is 0), as for a required field of a top-level record: value index = entry index, and the
     * {@code take*} methods move on without looking at levels.
     */
    private final boolean dense;
    private final String location;
    private final ColumnReadOptions options;
    private final ThriftLimits headerLimits;
    private final Codec codec;
    private final byte[] chunk;
    private final int chunkEnd;
    private final long chunkFileOffset;
    private final long totalValues;
    private int pos;
    private long valuesSeen;
    private int pageIndex;
    /**
     * For a reader over selected pages only: the first row of each data page the buffer holds,
     * in order (from the chunk's offset index); null for a reader over a whole chunk.
     */
    private final long[] pageFirstRows;
    /** For a reader over selected pages: the row after the last of each data page (the next page's first row). */
    private final long[] pageEndRows;
    private long pageEndRow;
    /** Data pages read so far (the index into {@link #pageFirstRows} of the next one). */
    private int dataPagesRead;
    /** Row (record) number, within the row group, of the current entry. */
    private long row;
    /** The row group this chunk belongs to and its row count, for messages; -1 when not told. */
    private int rowGroup = -1;
    private long expectedRows = -1;

    // dictionary of the chunk
    private boolean hasDictionary;
    private int dictionarySize;
    private int[] dictInts;
    private long[] dictLongs;
    private float[] dictFloats;
    private double[] dictDoubles;
    private boolean[] dictBooleans;
    private BinaryBatch dictBinaries;
    private String[] dictStrings;

    // current page
    private int[] rep = new int[0];
    private int[] def = new int[0];
    private int pageLevels;
    private int levelIdx;
    private int valueIdx;
    private boolean pageIsDictionary;
    private int[] pageIndices = new int[0];
    private boolean[] booleans;
    private int[] ints;
    private long[] longs;
    private float[] floats;
    private double[] doubles;
    private BinaryBatch binaries;
    /** 1-based number of the current data page among the chunk's, for messages. */
    private int pageNumber;

    // Decoded pages: the cursor reads `current` (its arrays are the fields above). Reading ahead,
    // a worker decodes the following page into `next` meanwhile (`ahead`); without (`next` is
    // null), the next page is decoded into `current` in place when the cursor gets to it.
    private DecodedPage current;
    private DecodedPage next;
    private FutureTask<Void> ahead;
    /**
     * Whether the page after the current one is too large to decode while the cursor still reads
     * the current one (two such pages at once could exceed the heap): it is then decoded when the
     * cursor gets to it, into the current page's place.
     */
    private boolean deferred;
    private static final byte[] EMPTY = new byte[0];
    /** The decompressed page of a column whose values are not binary (binary pages own theirs). */
    private byte[] pageBuffer = EMPTY;
    /** Whether pages are stored uncompressed (then read where they lie in the chunk). */
    private final boolean uncompressed;
    /** Where in the array {@link #decompress} returned last the page body starts. */
    private int bodyOffset;
    /** Pages larger than this (uncompressed) are not read ahead. */
    static final int MAX_READ_AHEAD_PAGE = 16 << 20;
    private final CRC32 crc = new CRC32();
    private final LevelsDecoder repDecoder;
    private final LevelsDecoder defDecoder;
    private final DictionaryIndicesDecoder indicesDecoder = new DictionaryIndicesDecoder();

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
        this(column, chunk, off, len, chunkFileOffset, totalValues, compression, options, location, defMap,
                ValueConverter.widening(column.type().physicalType(), readAs), null, null, -1, -1);
    }

    /**
     * A reader as above whose values read through {@code converter} (null for none): the
     * getters of {@code converter.target()} serve them, converted once per dictionary and data page.
     */
    public ColumnReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                        long totalValues, Compression compression, ColumnReadOptions options, String location,
                        int[] defMap, ValueConverter converter) {
        this(column, chunk, off, len, chunkFileOffset, totalValues, compression, options, location, defMap, converter, null, null,
                -1, -1);
    }

    /**
     * A reader as above of the chunk of row group {@code rowGroup}, which has {@code rowGroupRows}
     * rows: a chunk holding fewer rows fails naming both (see {@link #shortChunk}).
     */
    public static ColumnReader ofRowGroup(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                                          long totalValues, Compression compression, ColumnReadOptions options, String location,
                                          int[] defMap, ValueConverter converter, int rowGroup, long rowGroupRows) {
        return new ColumnReader(column, chunk, off, len, chunkFileOffset, totalValues, compression, options, location, defMap,
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
        if (pageFirstRows == null || pageFirstRows.length == 0 || pageEndRows == null || pageEndRows.length != pageFirstRows.length) {
            throw new IllegalArgumentException("no pages");
        }
        return new ColumnReader(column, chunk, off, len, chunkFileOffset, Long.MAX_VALUE, compression, options, location,
                defMap, converter, pageFirstRows.clone(), pageEndRows.clone(), -1, -1);
    }

    private ColumnReader(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                         long totalValues, Compression compression, ColumnReadOptions options, String location,
                         int[] defMap, ValueConverter converter, long[] pageFirstRows, long[] pageEndRows,
                         int rowGroup, long rowGroupRows) {
        this.rowGroup = rowGroup;
        this.expectedRows = rowGroupRows;
        this.pageFirstRows = pageFirstRows;
        this.pageEndRows = pageEndRows;
        this.column = column;
        this.type = column.type().physicalType();
        if (converter != null && converter.source() != type) {
            throw new IllegalArgumentException("column " + column.path() + " holds " + type + ", not " + converter.source());
        }
        this.converter = converter;
        this.typeLength = type == Type.INT96 ? 12 : column.type().typeLength();
        this.maxRep = column.maxRepetitionLevel();
        this.maxDef = column.maxDefinitionLevel();
        this.repeatedDefs = maxRep > 0 ? column.repeatedDefinitionLevels() : null;
        this.defMap = defMap;
        this.presentDef = defMap == null ? maxDef : defMap[maxDef];
        this.dense = maxRep == 0 && presentDef == 0;
        this.location = location;
        this.options = options;
        this.headerLimits = ThriftLimits.DEFAULT.withMaxDepth(options.maxNestingDepth());
        this.codec = Codecs.get(compression);
        this.uncompressed = compression == Compression.UNCOMPRESSED;
        this.chunk = chunk;
        this.pos = off;
        this.chunkEnd = off + len;
        this.chunkFileOffset = chunkFileOffset - off;
        this.totalValues = totalValues;
        this.repDecoder = new LevelsDecoder(maxRep);
        this.defDecoder = new LevelsDecoder(maxDef);
        this.current = new DecodedPage(isBinary());
        loadNextDataPage();
        if (options.readAhead() && pageFirstRows == null) {
            next = new DecodedPage(isBinary()); // reading ahead from now on
            decodeAhead();
        }
    }

    /**
     * A reader with levels and no values, for a column a file lacks: entry {@code i} has
     * repetition level {@code rep[i]} and definition level {@code def[i]}, each below
     * {@code maxDef} (so no entry asks for a value).
     *
     * @param column the column the record expects
     */
    public static ColumnReader levelsOnly(ColumnDescriptor column, int[] rep, int[] def, int count, String location) {
        return new ColumnReader(column, rep, def, count, location);
    }

    private ColumnReader(ColumnDescriptor column, int[] rep, int[] def, int count, String location) {
        this.pageFirstRows = null;
        this.pageEndRows = null;
        this.column = column;
        this.type = column.type().physicalType();
        this.converter = null;
        this.typeLength = 0;
        this.maxRep = column.maxRepetitionLevel();
        this.maxDef = column.maxDefinitionLevel();
        this.defMap = null;
        this.repeatedDefs = null;
        this.presentDef = maxDef;
        this.dense = maxRep == 0 && presentDef == 0;
        this.location = location;
        this.options = null;
        this.headerLimits = null;
        this.codec = null;
        this.uncompressed = false;
        this.chunk = new byte[0];
        this.chunkEnd = 0;
        this.chunkFileOffset = 0;
        this.totalValues = count;
        this.valuesSeen = count;
        this.binaries = null;
        this.repDecoder = null;
        this.defDecoder = null;
        for (int i = 0; i < count; i++) {
            if (def[i] >= maxDef || def[i] < 0 || rep[i] < 0 || rep[i] > maxRep) {
                throw new IllegalArgumentException("entry " + i + " has levels " + rep[i] + "/" + def[i]);
            }
        }
        this.rep = rep;
        this.def = def;
        this.pageLevels = count;
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
    public static ColumnReader constant(ColumnDescriptor column, int[] rep, int[] def, int count, Object value,
                                        String location) {
        String problem = checkConstant(column.type(), value);
        if (problem != null) {
            throw new IllegalArgumentException("column " + column.path() + ": " + problem);
        }
        return new ColumnReader(column, rep, def, count, location, value);
    }

    /**
     * Why {@code value} is not a physical value of {@code type} ({@code Boolean} for BOOLEAN,
     * {@code Integer} for INT32, {@code Long} for INT64, {@code Float} for FLOAT, {@code Double}
     * for DOUBLE, {@code String} or {@code byte[]} for BYTE_ARRAY, a {@code byte[]} of the type
     * length for FIXED_LEN_BYTE_ARRAY), or null when it is one.
     */
    public static String checkConstant(io.parquetry.schema.PrimitiveType type, Object value) {
        Type t = type.physicalType();
        boolean ok = switch (t) {
            case BOOLEAN -> value instanceof Boolean;
            case INT32 -> value instanceof Integer;
            case INT64 -> value instanceof Long;
            case FLOAT -> value instanceof Float;
            case DOUBLE -> value instanceof Double;
            case BYTE_ARRAY -> value instanceof String || value instanceof byte[];
            case FIXED_LEN_BYTE_ARRAY -> value instanceof byte[] b && b.length == type.typeLength();
            default -> false;
        };
        if (ok) {
            return null;
        }
        String need = switch (t) {
            case BOOLEAN -> "a Boolean";
            case INT32 -> "an Integer";
            case INT64 -> "a Long";
            case FLOAT -> "a Float";
            case DOUBLE -> "a Double";
            case BYTE_ARRAY -> "a String or byte[]";
            case FIXED_LEN_BYTE_ARRAY -> "a byte[" + type.typeLength() + "]";
            default -> "nothing (no default is supported)";
        };
        String got = value == null ? "null" : value instanceof byte[] b ? "a byte[" + b.length + "]"
                : "a " + value.getClass().getName();
        return "is " + got + ", but its " + t + " column needs " + need;
    }

    private ColumnReader(ColumnDescriptor column, int[] rep, int[] def, int count, String location, Object value) {
        this.pageFirstRows = null;
        this.pageEndRows = null;
        this.column = column;
        this.type = column.type().physicalType();
        this.converter = null;
        this.typeLength = 0;
        this.maxRep = column.maxRepetitionLevel();
        this.maxDef = column.maxDefinitionLevel();
        this.defMap = null;
        this.repeatedDefs = null;
        this.presentDef = maxDef;
        this.dense = maxRep == 0 && presentDef == 0;
        this.location = location;
        this.options = null;
        this.headerLimits = null;
        this.codec = null;
        this.uncompressed = false;
        this.chunk = new byte[0];
        this.chunkEnd = 0;
        this.chunkFileOffset = 0;
        this.totalValues = count;
        this.valuesSeen = count;
        this.binaries = null;
        this.repDecoder = null;
        this.defDecoder = null;
        for (int i = 0; i < count; i++) {
            if (def[i] > maxDef || def[i] < 0 || rep[i] < 0 || rep[i] > maxRep) {
                throw new IllegalArgumentException("entry " + i + " has levels " + rep[i] + "/" + def[i]);
            }
        }
        this.rep = rep;
        this.def = def;
        this.pageLevels = count;
        // every value is dictionary entry 0
        this.hasDictionary = true;
        this.dictionarySize = 1;
        this.pageIsDictionary = true;
        this.pageIndices = new int[count];
        if (value instanceof Boolean b) {
            this.dictBooleans = new boolean[] {b};
        } else if (value instanceof Integer v) {
            this.dictInts = new int[] {v};
        } else if (value instanceof Long v) {
            this.dictLongs = new long[] {v};
        } else if (value instanceof Float v) {
            this.dictFloats = new float[] {v};
        } else if (value instanceof Double v) {
            this.dictDoubles = new double[] {v};
        } else {
            byte[] bytes = value instanceof String v ? v.getBytes(java.nio.charset.StandardCharsets.UTF_8) : (byte[]) value;
            this.dictBinaries = new BinaryBatch();
            this.dictBinaries.add(bytes, 0, bytes.length);
            this.dictStrings = new String[] {value instanceof String v ? v : null};
        }
    }

    /**
     * Opens one reader per opener, in order, or, when {@code parallel}, on the worker threads
     * and this one at once (opening a reader decodes its first page: for a wide row group of
     * one page per column, most of the decoding). Either way the error thrown is that of the
     * first opener in order that fails.
     */
    public static ColumnReader[] openAll(List<? extends Supplier<ColumnReader>> openers, boolean parallel) {
        int n = openers.size();
        ColumnReader[] readers = new ColumnReader[n];
        if (!parallel || n < 2) {
            for (int i = 0; i < n; i++) {
                readers[i] = openers.get(i).get();
            }
            return readers;
        }
        List<FutureTask<ColumnReader>> tasks = new ArrayList<>(n);
        for (Supplier<ColumnReader> opener : openers) {
            FutureTask<ColumnReader> task = new FutureTask<>(opener::get);
            tasks.add(task);
            Workers.submit(task);
        }
        RuntimeException first = null;
        for (int i = n - 1; i >= 0; i--) { // from the end: the workers take tasks from the start
            try {
                readers[i] = Workers.await(tasks.get(i), () -> "opening a column reader");
            } catch (RuntimeException e) {
                first = e; // the lowest index wins: it is the one reading in order meets first
            }
        }
        if (first != null) {
            throw first;
        }
        return readers;
    }

    /**
     * A reader of only the dictionary page at the start of {@code chunk[off, off+len)} (for
     * filters that test dictionary entries), or null when the bytes do not start with one.
     */
    public static ColumnReader dictionaryOnly(ColumnDescriptor column, byte[] chunk, int off, int len, long chunkFileOffset,
                                              Compression compression, ColumnReadOptions options, String location) {
        ColumnReader r = new ColumnReader(column, chunk, off, len, chunkFileOffset, 0, compression, options, location);
        return r.readLeadingDictionary() ? r : null;
    }

    private boolean readLeadingDictionary() {
        int headerStart = pos;
        PageHeader header;
        try {
            ThriftReader reader = new ThriftReader(chunk, pos, chunkEnd - pos);
            header = reader.readPageHeader();
            pos = reader.position();
        } catch (ParquetException e) {
            throw new ParquetException(location + ": column " + column.path() + ": bad page header at offset "
                    + (chunkFileOffset + headerStart) + ": " + e.getMessage(), e);
        }
        if (header.type() != io.parquetry.base.PageType.DICTIONARY_PAGE) {
            return false;
        }
        int compressedSize = header.compressedPageSize();
        int uncompressedSize = header.uncompressedPageSize();
        if (compressedSize < 0 || uncompressedSize < 0 || compressedSize > chunkEnd - pos) {
            throw corrupt("dictionary page of " + compressedSize + " bytes does not fit the " + (chunkEnd - pos) + " bytes read");
        }
        if (uncompressedSize > options.maxPageSize()) {
            throw corrupt("dictionary page uncompressed size " + uncompressedSize + " exceeds the limit of "
                    + options.maxPageSize() + " bytes (ReadOptions.maxPageSize)");
        }
        readDictionaryPage(header, pos, compressedSize, uncompressedSize);
        return true;
    }

    /** Number of dictionary entries of the chunk (0 before a dictionary page was read). */
    public int dictionarySize() {
        return hasDictionary ? dictionarySize : 0;
    }

    /** Dictionary index of the current value, or -1 when its page is not dictionary encoded. */
    public int dictionaryIndex() {
        return pageIsDictionary ? pageIndices[valueIdx] : -1;
    }

    public boolean dictionaryBoolean(int i) {
        return dictBooleans[i];
    }

    public int dictionaryInt(int i) {
        return dictInts[i];
    }

    public long dictionaryLong(int i) {
        return dictLongs[i];
    }

    public float dictionaryFloat(int i) {
        return dictFloats[i];
    }

    public double dictionaryDouble(int i) {
        return dictDoubles[i];
    }

    /** Dictionary entry {@code i} of a binary column as a new array. */
    public byte[] dictionaryBinary(int i) {
        return dictBinaries.get(i);
    }

    private boolean isBinary() {
        return type == Type.BYTE_ARRAY || type == Type.FIXED_LEN_BYTE_ARRAY || type == Type.INT96;
    }

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
    private ParquetException shortChunk() {
        long found = valuesSeen == 0 && pageFirstRows == null ? 0 : row + 1;
        return shortChunk(location, rowGroup, column, found + " rows", expectedRows);
    }

    // ---- cursor ------------------------------------------------------------------------------

    /** Whether there is a current entry. */
    public boolean hasNext() {
        return levelIdx < pageLevels;
    }

    /** Repetition level of the current entry; 0 past the end (which reads as a record boundary). */
    public int rep() {
        return levelIdx < pageLevels ? rep[levelIdx] : 0;
    }

    /** Definition level of the current entry. */
    public int def() {
        if (levelIdx >= pageLevels) {
            throw shortChunk();
        }
        return def[levelIdx];
    }

    /** Whether the current entry holds a value (its definition level is the maximum). */
    public boolean isDefined() {
        return def() == presentDef;
    }

    public int maxDefinitionLevel() {
        return presentDef;
    }

    public int maxRepetitionLevel() {
        return maxRep;
    }

    /** Moves to the next entry. */
    public void next() {
        if (levelIdx >= pageLevels) {
            // a sibling column of a null group can run out before the column that leads it
            throw shortChunk();
        }
        if (def[levelIdx] == presentDef) {
            valueIdx++;
        }
        if (++levelIdx == pageLevels) {
            if (pageFirstRows != null && row + 1 != pageEndRow) {
                if (row + 1 < pageEndRow && pageEndRow == expectedRows && dataPagesRead == pageFirstRows.length) {
                    throw shortChunk(); // the chunk's last page ends before the row group does
                }
                throw corrupt("the page ends after row " + row + " but the offset index says its rows end before row " + pageEndRow);
            }
            loadNextDataPage();
            if (pageFirstRows == null && pageLevels > 0 && rep[0] == 0) {
                row++; // (a selected-pages reader takes the row from the offset index)
            }
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
        while (row < target && levelIdx < pageLevels) {
            if (pageFirstRows != null && dataPagesRead < pageFirstRows.length && pageFirstRows[dataPagesRead] <= target) {
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
     * the top-level record) does not even look at the levels. The last entry of a page, which
     * loads the next page, and an entry without a value go the general way.
     */

    /**
     * Moves past the current entry when it holds a value and is not its page's last; returns that
     * value's index, or -1 (nothing moved) for the general path.
     */
    private int takeIndex() {
        int i = levelIdx;
        if (i + 1 >= pageLevels) {
            return -1;
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
        levelIdx = i + 1;
        valueIdx = v + 1;
        if (rep[i + 1] == 0) {
            row++;
        }
        return v;
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

    public boolean getBoolean() {
        return booleanAt(valueIdx);
    }

    public int getInt() {
        return intAt(valueIdx);
    }

    public long getLong() {
        return longAt(valueIdx);
    }

    public float getFloat() {
        return floatAt(valueIdx);
    }

    public double getDouble() {
        return doubleAt(valueIdx);
    }

    /** The current BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY / INT96 value as a new array. */
    public byte[] getBinary() {
        return binaryAt(valueIdx);
    }

    /** The current value decoded as UTF-8; dictionary entries are decoded once and shared. */
    public String getString() {
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
            int idx = pageIndices[value];
            String s = dictStrings[idx];
            if (s == null) {
                s = dictBinaries.getString(idx);
                dictStrings[idx] = s;
            }
            return s;
        }
        return binaries.getString(value);
    }

    // ---- pages -------------------------------------------------------------------------------

    private ParquetException corrupt(String what) {
        return new ParquetException(location + ": column " + column.path() + ", page " + pageIndex
                + " at offset " + (chunkFileOffset + pos) + ": " + what);
    }

    /**
     * Decodes the chunk's next data page that has entries into {@code out} (none left: no
     * entries). Touches only the decoding state (position, dictionary, decoders, counters), never
     * the cursor, so it can run on a worker while the cursor reads the current page.
     */
    /** Moves the cursor to the start of the next data page that has entries (none left: no entries). */
    private void loadNextDataPage() {
        if (current == null) {
            current = new DecodedPage(isBinary()); // a levels-only or constant reader at its end
        }
        if (next != null && deferred) {
            // a huge page: the page the cursor finished makes room for it
            deferred = false;
            next.release();
            decodeNextPage(current);
            decodeAhead();
        } else if (next != null) { // reading ahead
            if (ahead != null) {
                FutureTask<Void> task = ahead;
                ahead = null;
                Workers.await(task, () -> "decoding a page of column " + column.path());
            }
            DecodedPage done = current;
            current = next;
            next = done;
            decodeAhead();
        } else {
            decodeNextPage(current);
        }
        DecodedPage page = current;
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
        pageNumber = page.number;
        levelIdx = 0;
        valueIdx = 0;
    }

    /** Has a worker decode the page after the current one into {@link #next}, if there is one. */
    private void decodeAhead() {
        DecodedPage target = next;
        if (valuesSeen >= totalValues) {
            target.levels = 0;
            return;
        }
        if (nextPageSize() > MAX_READ_AHEAD_PAGE) {
            deferred = true;
            return;
        }
        ahead = new FutureTask<>(() -> decodeNextPage(target), null);
        Workers.submit(ahead);
    }

    private void decodeNextPage(DecodedPage out) {
        out.levels = 0;
        while (pageFirstRows != null ? pos < chunkEnd : valuesSeen < totalValues) {
            if (pos >= chunkEnd) {
                if (maxRep == 0 && expectedRows >= 0 && valuesSeen < expectedRows) {
                    throw shortChunk(location, rowGroup, column, valuesSeen + " rows", expectedRows);
                }
                throw corrupt("column chunk ends after " + valuesSeen + " of " + totalValues + " values");
            }
            int headerStart = pos;
            PageHeader header;
            try {
                ThriftReader reader = new ThriftReader(chunk, pos, chunkEnd - pos, headerLimits);
                header = reader.readPageHeader();
                pos = reader.position();
            } catch (ParquetLimitException e) {
                throw new ParquetLimitException(location + ": column " + column.path() + ": page header at offset "
                        + (chunkFileOffset + headerStart) + ": " + e.getMessage()
                        + "; ReadOptions.maxNestingDepth raises the limit", e);
            } catch (ParquetException e) {
                throw new ParquetException(location + ": column " + column.path() + ": bad page header at offset "
                        + (chunkFileOffset + headerStart) + ": " + e.getMessage(), e);
            }
            int compressedSize = header.compressedPageSize();
            int uncompressedSize = header.uncompressedPageSize();
            if (compressedSize < 0 || uncompressedSize < 0 || compressedSize > chunkEnd - pos) {
                throw corrupt(header.type() + " of " + compressedSize + " bytes does not fit the " + (chunkEnd - pos)
                        + " bytes left in the column chunk (truncated page?)");
            }
            if (uncompressedSize > options.maxPageSize() || compressedSize > options.maxPageSize()) {
                throw new ParquetLimitException(location + ": column " + column.path() + ", page " + pageIndex
                        + " at offset " + (chunkFileOffset + headerStart) + ": page of " + Math.max(uncompressedSize, compressedSize)
                        + " bytes exceeds the page size limit of " + options.maxPageSize()
                        + " bytes; ReadOptions.maxPageSize raises it");
            }
            int bodyStart = pos;
            pos += compressedSize;
            if (options.verifyChecksums() && header.crc() != null) {
                crc.reset();
                crc.update(chunk, bodyStart, compressedSize);
                if ((int) crc.getValue() != header.crc()) {
                    pos = headerStart;
                    throw corrupt("page checksum mismatch (CRC32 in header " + Integer.toHexString(header.crc())
                            + ", computed " + Integer.toHexString((int) crc.getValue()) + ")");
                }
            }
            switch (header.type()) {
                case DICTIONARY_PAGE -> readDictionaryPage(header, bodyStart, compressedSize, uncompressedSize);
                case DATA_PAGE -> {
                    readDataPageV1(header, bodyStart, compressedSize, uncompressedSize, out);
                    out.number = ++pageIndex;
                    if (startPage(out)) {
                        return;
                    }
                }
                case DATA_PAGE_V2 -> {
                    readDataPageV2(header, bodyStart, compressedSize, uncompressedSize, out);
                    out.number = ++pageIndex;
                    if (startPage(out)) {
                        return;
                    }
                }
                default -> { } // index pages: nothing to read
            }
        }
    }

    /**
     * The uncompressed size the next page header declares, or -1 when it cannot be read here
     * (decoding it reports why).
     */
    private int nextPageSize() {
        if (pos >= chunkEnd) {
            return -1;
        }
        try {
            return new ThriftReader(chunk, pos, chunkEnd - pos, headerLimits).readPageHeader().uncompressedPageSize();
        } catch (ParquetException e) {
            return -1;
        }
    }

    /** After a data page was decoded: whether it has entries; sets the row of a selected page. */
    private boolean startPage(DecodedPage out) {
        if (pageFirstRows != null) {
            if (dataPagesRead >= pageFirstRows.length) {
                throw corrupt("more data pages than the offset index lists");
            }
            row = pageFirstRows[dataPagesRead];
            pageEndRow = pageEndRows[dataPagesRead++];
            if (out.levels > 0 && out.rep[0] != 0) {
                throw corrupt("a page the offset index says starts row " + row + " starts inside a record");
            }
        }
        return out.levels > 0;
    }

    /**
     * The page body at {@code chunk[off, off+len)} decompressed into {@code out}'s buffer (reused
     * when large enough, else replaced by one of exactly the page's size: values decoded in place
     * point into it), or into a new array when {@code out} is null. An uncompressed data page is
     * not copied: the chunk itself is returned. The body starts at {@link #bodyOffset}.
     */
    private byte[] decompress(int off, int len, int uncompressedSize, DecodedPage out) {
        long producible;
        try {
            producible = codec.maxDecompressedSize(chunk, off, len);
        } catch (ParquetException e) {
            throw corrupt(e.getMessage());
        }
        if (uncompressedSize > producible) {
            // checked before allocating: the declared size is the file's word, the bound is the data's
            throw corrupt("page declares " + uncompressedSize + " uncompressed bytes, more than its " + len
                    + " compressed bytes can produce (at most " + producible + ")");
        }
        bodyOffset = 0;
        byte[] decompressed;
        if (out == null) {
            decompressed = new byte[uncompressedSize];
        } else if (uncompressed && len == uncompressedSize) {
            // the chunk holds the page as it is, for as long as this reader lives: no copy
            bodyOffset = off;
            return chunk;
        } else if (isBinary()) {
            // values decoded in place point into the page's own buffer
            if (out.buffer.length < uncompressedSize) {
                // the previous page's bytes go before the next page's are allocated
                out.release();
                releaseLevels();
                out.buffer = new byte[uncompressedSize];
            }
            decompressed = out.buffer;
        } else {
            // values are copied out of the buffer as decoded: one buffer serves every page
            if (pageBuffer.length < uncompressedSize) {
                pageBuffer = EMPTY;
                releaseLevels();
                pageBuffer = new byte[uncompressedSize];
            }
            decompressed = pageBuffer;
        }
        if (uncompressedSize > 0) {
            try {
                codec.decompress(chunk, off, len, decompressed, 0, uncompressedSize);
            } catch (ParquetException e) {
                throw corrupt(e.getMessage());
            }
        }
        return decompressed;
    }

    /** Points the levels decoders away from a page buffer about to be dropped. */
    private void releaseLevels() {
        repDecoder.initV2(EMPTY, 0, 0, 0);
        defDecoder.initV2(EMPTY, 0, 0, 0);
    }

    private void readDictionaryPage(PageHeader header, int off, int len, int uncompressedSize) {
        DictionaryPageHeader dh = header.dictionaryPageHeader();
        if (dh == null) {
            throw corrupt("dictionary page without a dictionary page header");
        }
        if (hasDictionary) {
            throw corrupt("second dictionary page in one column chunk");
        }
        int n = dh.numValues();
        if (n < 0) {
            throw corrupt("dictionary page declares " + n + " values");
        }
        if (dh.encoding() != Encoding.PLAIN && dh.encoding() != Encoding.PLAIN_DICTIONARY) {
            throw corrupt("dictionary page encoding " + dh.encoding() + " is not PLAIN");
        }
        byte[] body = decompress(off, len, uncompressedSize, null);
        int minBytes = minEncodedSize();
        if (minBytes > 0 && (long) n * minBytes > uncompressedSize) {
            throw corrupt("dictionary page declares " + n + " values in " + uncompressedSize + " bytes");
        }
        ValuesDecoder plain = PlainValues.newDecoder(type, typeLength);
        plain.init(body, 0, uncompressedSize, n);
        try {
            switch (type) {
                case BOOLEAN -> plain.readBooleans(dictBooleans = new boolean[n], 0, n);
                case INT32 -> plain.readInts(dictInts = new int[n], 0, n);
                case INT64 -> plain.readLongs(dictLongs = new long[n], 0, n);
                case FLOAT -> plain.readFloats(dictFloats = new float[n], 0, n);
                case DOUBLE -> plain.readDoubles(dictDoubles = new double[n], 0, n);
                default -> {
                    dictBinaries = new BinaryBatch();
                    dictBinaries.borrow(body); // the dictionary's own buffer: entries stay in place
                    plain.readBinaries(dictBinaries, n);
                    dictStrings = new String[n];
                }
            }
        } catch (ParquetException e) {
            throw corrupt("dictionary page: " + e.getMessage());
        }
        if (converter != null) {
            convertDictionary(n);
        }
        dictionarySize = n;
        hasDictionary = true;
    }

    /**
     * Converts the dictionary's entries once. An entry without an image is an error only where
     * a data page uses it (a dictionary may hold values no selected row has).
     */
    private void convertDictionary(int n) {
        java.util.Map<Integer, String> bad = new java.util.HashMap<>();
        Object src = switch (type) {
            case INT32 -> dictInts;
            case INT64 -> dictLongs;
            case FLOAT -> dictFloats;
            case DOUBLE -> dictDoubles;
            case BOOLEAN -> dictBooleans;
            default -> dictBinaries;
        };
        Object converted = converter.convert(src, n, null, bad);
        switch (converter.target()) {
            case INT32 -> dictInts = (int[]) converted;
            case INT64 -> dictLongs = (long[]) converted;
            case DOUBLE -> dictDoubles = (double[]) converted;
            default -> {
                dictBinaries = (BinaryBatch) converted;
                dictStrings = new String[n];
            }
        }
        dictionaryUnrepresentable = bad.isEmpty() ? null : bad;
    }

    /**
     * Converts a decoded data page's {@code n} values through {@link #converter}; the arrays of
     * the source type are kept for the next page (the target's replace them when both have one kind).
     */
    private void convertValues(DecodedPage out, int n) {
        Object src = valuesOf(out, type);
        Type target = converter.target();
        boolean sameKind = valuesOf(out, target) == src;
        Object converted;
        try {
            converted = converter.convert(src, n, sameKind ? out.scratch : valuesOf(out, target), null);
        } catch (ValueConverter.Unrepresentable e) {
            throw unrepresentable("value " + e.index() + " of the page", e.getMessage());
        }
        if (sameKind) {
            out.scratch = src;
        }
        switch (target) {
            case INT32 -> out.ints = (int[]) converted;
            case INT64 -> out.longs = (long[]) converted;
            case DOUBLE -> out.doubles = (double[]) converted;
            default -> out.binaries = (BinaryBatch) converted;
        }
    }

    private static Object valuesOf(DecodedPage out, Type t) {
        return switch (t) {
            case BOOLEAN -> out.booleans;
            case INT32 -> out.ints;
            case INT64 -> out.longs;
            case FLOAT -> out.floats;
            case DOUBLE -> out.doubles;
            default -> out.binaries;
        };
    }

    /** Fails when a dictionary page's indices use an entry without an image under {@link #converter}. */
    private void checkDictionaryIndices(int[] indices, int n) {
        java.util.Map<Integer, String> bad = dictionaryUnrepresentable;
        for (int i = 0; i < n; i++) {
            String why = bad.get(indices[i]);
            if (why != null) {
                throw unrepresentable("value " + i + " of the page (dictionary entry " + indices[i] + ")", why);
            }
        }
    }

    private ParquetException unrepresentable(String where, String why) {
        return new ParquetException(location + ": column " + column.path() + ", page " + pageIndex + ", " + where
                + ": " + why + " (" + converter + ")");
    }

    /** Smallest encoded size of one PLAIN value, for checking declared counts against sizes. */
    private int minEncodedSize() {
        return switch (type) {
            case BOOLEAN -> 0;
            case INT32, FLOAT -> 4;
            case INT64, DOUBLE -> 8;
            case BYTE_ARRAY -> 4;
            default -> typeLength;
        };
    }

    private static void ensureLevelCapacity(DecodedPage out, int n) {
        if (out.rep.length < n) {
            out.rep = new int[n];
            out.def = new int[n];
        }
    }

    private void readDataPageV1(PageHeader header, int off, int len, int uncompressedSize, DecodedPage out) {
        DataPageHeader h = header.dataPageHeader();
        if (h == null) {
            throw corrupt("data page without a data page header");
        }
        int n = h.numValues();
        checkValueCount(n);
        byte[] body = decompress(off, len, uncompressedSize, out);
        int end = bodyOffset + uncompressedSize;
        ensureLevelCapacity(out, n);
        int p = bodyOffset;
        String levels = "repetition levels";
        try {
            if (maxRep > 0) {
                p += repDecoder.initV1(h.repetitionLevelEncoding(), body, p, end - p, n);
                repDecoder.readLevels(out.rep, 0, n);
            } else {
                java.util.Arrays.fill(out.rep, 0, n, 0);
            }
            levels = "definition levels";
            if (maxDef > 0) {
                p += defDecoder.initV1(h.definitionLevelEncoding(), body, p, end - p, n);
                defDecoder.readLevels(out.def, 0, n);
            } else {
                java.util.Arrays.fill(out.def, 0, n, 0);
            }
        } catch (ParquetException e) {
            throw corrupt(levels + " (fewer than the page's " + n + " values?): " + e.getMessage());
        }
        finishDataPage(n, h.encoding(), body, p, end - p, out);
    }

    private void readDataPageV2(PageHeader header, int off, int len, int uncompressedSize, DecodedPage out) {
        DataPageHeaderV2 h = header.dataPageHeaderV2();
        if (h == null) {
            throw corrupt("data page v2 without its header");
        }
        int n = h.numValues();
        checkValueCount(n);
        int repLen = h.repetitionLevelsByteLength();
        int defLen = h.definitionLevelsByteLength();
        if (repLen < 0 || defLen < 0 || (long) repLen + defLen > len || (long) repLen + defLen > uncompressedSize) {
            throw corrupt("level lengths " + repLen + " + " + defLen + " exceed the page size");
        }
        ensureLevelCapacity(out, n);
        String levels = "repetition levels";
        try {
            if (maxRep > 0) {
                repDecoder.initV2(chunk, off, repLen, n);
                repDecoder.readLevels(out.rep, 0, n);
            } else {
                java.util.Arrays.fill(out.rep, 0, n, 0);
            }
            levels = "definition levels";
            if (maxDef > 0) {
                defDecoder.initV2(chunk, off + repLen, defLen, n);
                defDecoder.readLevels(out.def, 0, n);
            } else {
                java.util.Arrays.fill(out.def, 0, n, 0);
            }
        } catch (ParquetException e) {
            throw corrupt(levels + " (fewer than the page's " + n + " values?): " + e.getMessage());
        }
        int valuesOff = off + repLen + defLen;
        int valuesLen = len - repLen - defLen;
        int valuesUncompressed = uncompressedSize - repLen - defLen;
        boolean compressed = h.isCompressed() == null || h.isCompressed();
        byte[] values;
        int vOff;
        if (compressed && valuesUncompressed > 0) {
            values = decompress(valuesOff, valuesLen, valuesUncompressed, out);
            vOff = bodyOffset;
        } else if (compressed) {
            values = chunk;
            vOff = valuesOff;
            valuesUncompressed = 0;
        } else {
            values = chunk;
            vOff = valuesOff;
            valuesUncompressed = valuesLen;
        }
        finishDataPage(n, h.encoding(), values, vOff, valuesUncompressed, out);
    }

    private void checkValueCount(int n) {
        if (n < 0 || n > totalValues - valuesSeen) {
            throw corrupt("page declares " + n + " values but the chunk has " + (totalValues - valuesSeen) + " left");
        }
    }

    private void finishDataPage(int n, Encoding encoding, byte[] buf, int off, int len, DecodedPage out) {
        // the levels decoders yield levels in [0, max] only (LevelsDecoder checks what its bit
        // width lets through), so this counts the entries that hold values without re-checking
        int defined = n;
        if (maxDef > 0) {
            int count = 0;
            int[] d = out.def;
            int max = maxDef;
            for (int i = 0; i < n; i++) {
                count += d[i] == max ? 1 : 0;
            }
            defined = count;
        }
        int levels = repeatedDefs == null ? n : dropOrphanEntries(out.rep, out.def, n);
        if (defMap != null) {
            for (int i = 0; i < levels; i++) {
                int mapped = defMap[out.def[i]];
                if (mapped < 0) {
                    throw corrupt("a null at entry " + i + " where the record type requires a value");
                }
                out.def[i] = mapped;
            }
        }
        if (valuesSeen == 0 && n > 0 && out.rep[0] != 0) {
            throw corrupt("the first repetition level of the column chunk is " + out.rep[0] + ", not 0");
        }
        if (encoding == null) {
            throw corrupt("unknown value encoding");
        }
        try {
            decodeValues(encoding, buf, off, len, defined, out);
        } catch (ParquetException e) {
            // without definition levels every entry must carry a value: a short page means the
            // writer left out values (nulls written into a required column)
            String hint = maxDef == 0 && defined > 0
                    ? " (the column is required, so the page needs a value for each of its " + defined + " entries)"
                    : "";
            throw corrupt(encoding + " values: " + e.getMessage() + hint);
        }
        if (converter != null) {
            if (out.isDictionary) {
                if (dictionaryUnrepresentable != null) {
                    checkDictionaryIndices(out.indices, defined);
                }
            } else {
                convertValues(out, defined);
            }
        }
        valuesSeen += n;
        out.levels = levels;
    }

    /**
     * Removes the entries that continue a list which is itself absent: repetition level r, a
     * definition level below that of the r-th repeated field, after an entry where that field
     * was absent too. DuckDB writes such entries for the slots of a NULL fixed-size ARRAY (a
     * null list followed by "continuations" with the same definition level); parquet-java and
     * DuckDB skip them, and so does this reader, rather than taking them for elements. They
     * hold no values, so value indices are unaffected. A continuation of a present list without
     * an element stays, and the reader reports it as corrupt. Returns the entries kept.
     */
    private int dropOrphanEntries(int[] rep, int[] def, int n) {
        int[] rd = repeatedDefs;
        int previous = previousPageDef;
        int i = 0;
        // most pages have none: only look until the first one, then compact the rest
        for (; i < n; i++) {
            int r = rep[i];
            int d = def[i];
            if (d < rd[r] && previous < rd[r]) {
                break;
            }
            previous = d;
        }
        int kept = i;
        for (; i < n; i++) {
            int r = rep[i];
            int d = def[i];
            if (d >= rd[r] || previous >= rd[r]) {
                rep[kept] = r;
                def[kept] = d;
                kept++;
            }
            previous = d;
        }
        previousPageDef = previous;
        return kept;
    }

    private void decodeValues(Encoding encoding, byte[] buf, int off, int len, int n, DecodedPage out) {
        if (encoding == Encoding.RLE_DICTIONARY || encoding == Encoding.PLAIN_DICTIONARY) {
            if (!hasDictionary) {
                throw new ParquetException("dictionary-encoded page but the chunk has no dictionary page");
            }
            out.isDictionary = true;
            if (out.indices.length < n) {
                out.indices = new int[Math.max(n, out.indices.length * 2)];
            }
            indicesDecoder.init(buf, off, len, n);
            indicesDecoder.readIndices(out.indices, 0, n);
            for (int i = 0; i < n; i++) {
                if (out.indices[i] < 0 || out.indices[i] >= dictionarySize) {
                    throw new ParquetException("dictionary index " + out.indices[i] + " outside the "
                            + dictionarySize + "-entry dictionary");
                }
            }
            return;
        }
        out.isDictionary = false;
        ValuesDecoder decoder = ValueDecoders.forEncoding(encoding, type, typeLength);
        decoder.init(buf, off, len, n);
        switch (type) {
            case BOOLEAN -> decoder.readBooleans(out.booleans = grow(out.booleans, n), 0, n);
            case INT32 -> decoder.readInts(out.ints = grow(out.ints, n), 0, n);
            case INT64 -> decoder.readLongs(out.longs = grow(out.longs, n), 0, n);
            case FLOAT -> decoder.readFloats(out.floats = grow(out.floats, n), 0, n);
            case DOUBLE -> decoder.readDoubles(out.doubles = grow(out.doubles, n), 0, n);
            default -> {
                out.binaries.borrow(buf); // values in place: buf is this page's buffer or the chunk
                decoder.readBinaries(out.binaries, n);
            }
        }
    }

    /** One data page's levels and values, as decoded. */
    private static final class DecodedPage {
        int[] rep = new int[0];
        int[] def = new int[0];
        int levels;
        int number;
        boolean isDictionary;
        int[] indices = new int[0];
        boolean[] booleans;
        int[] ints;
        long[] longs;
        float[] floats;
        double[] doubles;
        BinaryBatch binaries;
        /** With a converter whose source and target share a kind: the other buffer of that kind. */
        Object scratch;
        /** The decompressed page of a binary column; its values may point into it. */
        byte[] buffer = EMPTY;

        /** Drops the page's bytes and what points into them. */
        void release() {
            buffer = EMPTY;
            if (binaries != null) {
                binaries.clear();
            }
            if (scratch instanceof BinaryBatch b) {
                b.clear();
            }
        }

        DecodedPage(boolean binary) {
            this.binaries = binary ? new BinaryBatch() : null;
        }
    }

    private static boolean[] grow(boolean[] a, int n) {
        return a != null && a.length >= n ? a : new boolean[n];
    }

    private static int[] grow(int[] a, int n) {
        return a != null && a.length >= n ? a : new int[n];
    }

    private static long[] grow(long[] a, int n) {
        return a != null && a.length >= n ? a : new long[n];
    }

    private static float[] grow(float[] a, int n) {
        return a != null && a.length >= n ? a : new float[n];
    }

    private static double[] grow(double[] a, int n) {
        return a != null && a.length >= n ? a : new double[n];
    }
}
