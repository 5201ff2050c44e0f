package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.encoding.DictionaryIndicesDecoder;
import io.parquetry.encoding.LevelsDecoder;
import io.parquetry.encoding.ValuesDecoder;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.base.Encoding;
import io.parquetry.format.PageHeader;
import io.parquetry.base.Type;
import io.parquetry.schema.ColumnDescriptor;
import java.util.concurrent.Executor;

/**
 * The second stage of reading a column chunk: takes the pages {@link PageReader} walks and decodes
 * each data page in one pass into a {@link DecodedPage} (repetition and definition levels, values
 * per encoding or dictionary indices), keeping the chunk's {@link ChunkDictionary}. Also remaps
 * definition levels for a differently shaped schema, drops orphan entries, converts values through
 * a {@link ValueConverter}, and for a reader over selected pages tells each page's rows from the
 * offset index. Not thread-safe: one thread at a time (see {@link PageReader}).
 */
final class PageDecoder {
    private final ColumnDescriptor column;
    private final Type type;
    private final int typeLength;
    private final int maxRep;
    private final int maxDef;
    /** Orphan entries dropped and definition levels remapped, or null when neither applies. */
    private final LevelRemapping remapping;
    /** Converts the file's values into those the reader serves, or null when served as stored. */
    private final ValueConverter converter;
    /** Whether numeric dictionary pages are resolved to values ({@link #resolveDictionaries}). */
    private boolean resolveDictionary;
    private final String location;
    private final PageReader pages;
    private final ChunkDictionary dictionary = new ChunkDictionary();
    private final long totalValues;
    /** The row group this chunk belongs to and its row count, for messages; -1 when not told. */
    private int rowGroup = -1;
    private long expectedRows = -1;
    private long valuesSeen;
    /**
     * For a reader over selected pages only: the first row of each data page the buffer holds,
     * in order, and the row after each one's last; null for a reader over a whole chunk.
     */
    private final long[] pageFirstRows;
    private final long[] pageEndRows;
    /** Data pages read so far (the index into {@link #pageFirstRows} of the next one). */
    private int dataPagesRead;
    private final LevelsDecoder repDecoder;
    private final LevelsDecoder defDecoder;
    private final DictionaryIndicesDecoder indicesDecoder = new DictionaryIndicesDecoder();

    PageDecoder(ColumnDescriptor column, ChunkBytes chunk, Compression compression,
                ColumnReadOptions options, String location, long totalValues, int[] defMap, ValueConverter converter,
                long[] pageFirstRows, long[] pageEndRows) {
        this.column = column;
        this.type = column.type().physicalType();
        this.typeLength = type == Type.INT96 ? 12 : column.type().typeLength();
        this.maxRep = column.maxRepetitionLevel();
        this.maxDef = column.maxDefinitionLevel();
        this.remapping = LevelRemapping.of(maxRep > 0 ? column.repeatedDefinitionLevels() : null, defMap);
        this.converter = converter;
        this.location = location;
        this.totalValues = totalValues;
        this.pageFirstRows = pageFirstRows;
        this.pageEndRows = pageEndRows;
        this.repDecoder = new LevelsDecoder(maxRep);
        this.defDecoder = new LevelsDecoder(maxDef);
        boolean binary = type == Type.BYTE_ARRAY || type == Type.FIXED_LEN_BYTE_ARRAY || type == Type.INT96;
        this.pages = new PageReader(column, chunk, compression, options, location, binary,
                this::releaseLevels);
    }

    ChunkDictionary dictionary() {
        return dictionary;
    }

    PageReader pages() {
        return pages;
    }

    /** Values (levels, nulls included) decoded so far. */
    long valuesSeen() {
        return valuesSeen;
    }

    /** Whether the chunk's values are all decoded (a reader over selected pages: never by count). */
    boolean done() {
        return valuesSeen >= totalValues;
    }

    /** Whether a data page of the selection starts at or before {@code row} and is not read yet. */
    boolean selectedPageStartsBy(long row) {
        return pageFirstRows != null && dataPagesRead < pageFirstRows.length && pageFirstRows[dataPagesRead] <= row;
    }

    /** Whether every page of the selection was read (false for a reader over a whole chunk). */
    boolean allSelectedPagesRead() {
        return pageFirstRows != null && dataPagesRead == pageFirstRows.length;
    }

    /** Reads the dictionary page at the start of the chunk, if there is one; returns whether there was. */
    boolean readLeadingDictionary() {
        PageHeader header = pages.leadingDictionaryPage();
        if (header == null) {
            return false;
        }
        readDictionaryPage(header, pages.bodyStart(), pages.compressedSize(), pages.uncompressedSize());
        return true;
    }

    /**
     * Tells the decoder which row group the chunk belongs to and how many rows that has (-1 for
     * unknown), so that a chunk holding fewer rows fails naming both.
     */
    void expectRows(int rowGroup, long rows) {
        this.rowGroup = rowGroup;
        this.expectedRows = rows;
    }

    /**
     * Decodes the chunk's next data page that has entries into {@code out} (none left: no
     * entries), reading any dictionary page on the way. Touches only the decoding state, never
     * the cursor, so it can run on a worker while the cursor reads the current page.
     */
    void decodeNextPage(DecodedPage out) {
        out.levels = 0;
        out.rowsKnown = false;
        while (pageFirstRows != null ? pages.hasMoreBytes() : valuesSeen < totalValues) {
            if (!pages.hasMoreBytes()) {
                if (maxRep == 0 && expectedRows >= 0 && valuesSeen < expectedRows) {
                    throw ColumnReader.shortChunk(location, rowGroup, column, valuesSeen + " rows", expectedRows);
                }
                throw pages.corrupt("column chunk ends after " + valuesSeen + " of " + totalValues + " values");
            }
            PageHeader header = pages.nextPage();
            int bodyStart = pages.bodyStart();
            int compressedSize = pages.compressedSize();
            int uncompressedSize = pages.uncompressedSize();
            switch (header.type()) {
                case DICTIONARY_PAGE -> readDictionaryPage(header, bodyStart, compressedSize, uncompressedSize);
                case DATA_PAGE -> {
                    readDataPageV1(header, bodyStart, compressedSize, uncompressedSize, out);
                    out.number = pages.countDataPage();
                    if (startPage(out)) {
                        return;
                    }
                }
                case DATA_PAGE_V2 -> {
                    readDataPageV2(header, bodyStart, compressedSize, uncompressedSize, out);
                    out.number = pages.countDataPage();
                    if (startPage(out)) {
                        return;
                    }
                }
                default -> { } // index pages: nothing to read
            }
        }
    }

    /** After a data page was decoded: whether it has entries; sets the rows of a selected page. */
    private boolean startPage(DecodedPage out) {
        if (pageFirstRows != null) {
            if (dataPagesRead >= pageFirstRows.length) {
                throw pages.corrupt("more data pages than the offset index lists");
            }
            out.rowsKnown = true;
            out.firstRow = pageFirstRows[dataPagesRead];
            out.endRow = pageEndRows[dataPagesRead++];
            if (out.levels > 0 && out.rep[0] != 0) {
                throw pages.corrupt("a page the offset index says starts row " + out.firstRow + " starts inside a record");
            }
        }
        return out.levels > 0;
    }

    /** Points the levels decoders away from a page buffer about to be dropped. */
    private void releaseLevels() {
        repDecoder.initV2(DecodedPage.EMPTY, 0, 0, 0);
        defDecoder.initV2(DecodedPage.EMPTY, 0, 0, 0);
    }

    private void readDictionaryPage(PageHeader header, int off, int len, int uncompressedSize) {
        DictionaryPageHeader dh = header.dictionaryPageHeader();
        if (dh == null) {
            throw pages.corrupt("dictionary page without a dictionary page header");
        }
        if (dictionary.present) {
            throw pages.corrupt("second dictionary page in one column chunk");
        }
        int n = dh.numValues();
        if (n < 0) {
            throw pages.corrupt("dictionary page declares " + n + " values");
        }
        if (dh.encoding() != Encoding.PLAIN && dh.encoding() != Encoding.PLAIN_DICTIONARY) {
            throw pages.corrupt("dictionary page encoding " + dh.encoding() + " is not PLAIN");
        }
        byte[] body = pages.decompress(off, len, uncompressedSize, null);
        int minBytes = minEncodedSize();
        if (minBytes > 0 && (long) n * minBytes > uncompressedSize) {
            throw pages.corrupt("dictionary page declares " + n + " values in " + uncompressedSize + " bytes");
        }
        try {
            dictionary.readPlain(type, typeLength, body, uncompressedSize, n);
        } catch (ParquetException e) {
            throw pages.corrupt("dictionary page: " + e.getMessage());
        }
        if (converter != null) {
            dictionary.convert(type, converter, n);
        }
        dictionary.complete(n);
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

    private void readDataPageV1(PageHeader header, int off, int len, int uncompressedSize, DecodedPage out) {
        DataPageHeader h = header.dataPageHeader();
        if (h == null) {
            throw pages.corrupt("data page without a data page header");
        }
        int n = h.numValues();
        checkValueCount(n);
        byte[] body = pages.decompress(off, len, uncompressedSize, out);
        int bodyOffset = pages.bodyOffset();
        int end = bodyOffset + uncompressedSize;
        out.ensureLevelCapacity(n);
        int p = bodyOffset;
        String levels = "repetition levels";
        try {
            if (maxRep > 0) {
                p += repDecoder.initV1(h.repetitionLevelEncoding(), body, p, end - p, n);
                repDecoder.readLevels(out.rep, 0, n);
            }
            levels = "definition levels";
            if (maxDef > 0) {
                p += defDecoder.initV1(h.definitionLevelEncoding(), body, p, end - p, n);
                defDecoder.readLevels(out.def, 0, n);
            } else {
                zeroDefinitionLevels(out, n);
            }
        } catch (ParquetException e) {
            throw pages.corrupt(levels + " (fewer than the page's " + n + " values?): " + e.getMessage());
        }
        finishDataPage(n, h.encoding(), body, p, end - p, out);
    }

    private void readDataPageV2(PageHeader header, int off, int len, int uncompressedSize, DecodedPage out) {
        DataPageHeaderV2 h = header.dataPageHeaderV2();
        if (h == null) {
            throw pages.corrupt("data page v2 without its header");
        }
        int n = h.numValues();
        checkValueCount(n);
        int repLen = h.repetitionLevelsByteLength();
        int defLen = h.definitionLevelsByteLength();
        if (repLen < 0 || defLen < 0 || (long) repLen + defLen > len || (long) repLen + defLen > uncompressedSize) {
            throw pages.corrupt("level lengths " + repLen + " + " + defLen + " exceed the page size");
        }
        out.ensureLevelCapacity(n);
        byte[] chunk = pages.chunk();
        String levels = "repetition levels";
        try {
            if (maxRep > 0) {
                repDecoder.initV2(chunk, off, repLen, n);
                repDecoder.readLevels(out.rep, 0, n);
            }
            levels = "definition levels";
            if (maxDef > 0) {
                defDecoder.initV2(chunk, off + repLen, defLen, n);
                defDecoder.readLevels(out.def, 0, n);
            } else {
                zeroDefinitionLevels(out, n);
            }
        } catch (ParquetException e) {
            throw pages.corrupt(levels + " (fewer than the page's " + n + " values?): " + e.getMessage());
        }
        int valuesOff = off + repLen + defLen;
        int valuesLen = len - repLen - defLen;
        int valuesUncompressed = uncompressedSize - repLen - defLen;
        boolean compressed = h.isCompressed() == null || h.isCompressed();
        byte[] values;
        int vOff;
        if (compressed && valuesUncompressed > 0) {
            values = pages.decompress(valuesOff, valuesLen, valuesUncompressed, out);
            vOff = pages.bodyOffset();
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

    /*
     * Without repetition, a page's repetition levels are all 0: nothing writes them (the orphan
     * step of the remapping needs repetition), so the zeros the arrays start with stay and need
     * no filling page by page. Without definition levels the same holds unless the remapping
     * maps level 0 to another, which rewrites the page's levels in place.
     */

    /** Sets the page's {@code n} definition levels to 0 for a column without definition levels. */
    private void zeroDefinitionLevels(DecodedPage out, int n) {
        if (remapping != null) {
            java.util.Arrays.fill(out.def, 0, n, (byte) 0);
        }
    }

    private void checkValueCount(int n) {
        if (n < 0 || n > totalValues - valuesSeen) {
            throw pages.corrupt("page declares " + n + " values but the chunk has " + (totalValues - valuesSeen) + " left");
        }
    }

    private void finishDataPage(int n, Encoding encoding, byte[] buf, int off, int len, DecodedPage out) {
        // the levels decoders yield levels in [0, max] only (LevelsDecoder checks what its bit
        // width lets through), so this counts the entries that hold values without re-checking
        int defined = n;
        if (maxDef > 0) {
            int count = 0;
            byte[] d = out.def;
            int max = maxDef;
            for (int i = 0; i < n; i++) {
                count += d[i] == max ? 1 : 0;
            }
            defined = count;
        }
        int levels = n;
        if (remapping != null) {
            levels = remapping.apply(out.rep, out.def, n);
            if (levels < 0) {
                throw pages.corrupt("a null at entry " + (-levels - 1) + " where the record type requires a value");
            }
        }
        if (valuesSeen == 0 && n > 0 && out.rep[0] != 0) {
            throw pages.corrupt("the first repetition level of the column chunk is " + out.rep[0] + ", not 0");
        }
        if (encoding == null) {
            throw pages.corrupt("unknown value encoding");
        }
        try {
            decodeValues(encoding, buf, off, len, defined, out);
        } catch (ParquetException e) {
            // without definition levels every entry must carry a value: a short page means the
            // writer left out values (nulls written into a required column)
            String hint = maxDef == 0 && defined > 0
                    ? " (the column is required, so the page needs a value for each of its " + defined + " entries)"
                    : "";
            throw pages.corrupt(encoding + " values: " + e.getMessage() + hint);
        }
        if (converter != null) {
            if (out.isDictionary) {
                if (dictionary.unrepresentable != null) {
                    String[] bad = dictionary.firstUnrepresentable(out.indices, defined);
                    if (bad != null) {
                        throw unrepresentable(bad[0], bad[1]);
                    }
                }
            } else {
                try {
                    out.convert(converter, type, defined);
                } catch (ValueConverter.Unrepresentable e) {
                    throw unrepresentable("value " + e.index() + " of the page", e.getMessage());
                }
            }
        }
        out.strings = null;
        if (resolveDictionary && out.isDictionary) {
            resolveDictionary(out, defined);
        }
        valuesSeen += n;
        out.levels = levels;
    }

    /**
     * Replaces the dictionary indices of a numeric page by the values they name, so that the
     * cursor reads values where it would look each one up. Done when pages are decoded ahead: the
     * lookups move from the reading thread to the worker. Binary pages keep their indices, and get
     * each value's string besides once the reader has asked for strings (the dictionary decodes
     * each entry once and shares it); boolean pages (rare) keep their indices only.
     */
    private void resolveDictionary(DecodedPage out, int n) {
        int[] idx = out.indices;
        ChunkDictionary d = dictionary;
        switch (converter != null ? converter.target() : type) {
            case INT32 -> {
                int[] v = out.ints = DecodedPage.grow(out.ints, n);
                int[] dict = d.ints;
                for (int i = 0; i < n; i++) {
                    v[i] = dict[idx[i]];
                }
            }
            case INT64 -> {
                long[] v = out.longs = DecodedPage.grow(out.longs, n);
                long[] dict = d.longs;
                for (int i = 0; i < n; i++) {
                    v[i] = dict[idx[i]];
                }
            }
            case FLOAT -> {
                float[] v = out.floats = DecodedPage.grow(out.floats, n);
                float[] dict = d.floats;
                for (int i = 0; i < n; i++) {
                    v[i] = dict[idx[i]];
                }
            }
            case DOUBLE -> {
                double[] v = out.doubles = DecodedPage.grow(out.doubles, n);
                double[] dict = d.doubles;
                for (int i = 0; i < n; i++) {
                    v[i] = dict[idx[i]];
                }
            }
            default -> {
                if (d.strings != null && d.readAsStrings) {
                    // the indices stay, for readers of bytes and for dictionaryIndex()
                    if (out.stringBuffer.length < n) {
                        out.stringBuffer = new String[n];
                    }
                    String[] v = out.strings = out.stringBuffer;
                    for (int i = 0; i < n; i++) {
                        v[i] = d.string(idx[i]);
                    }
                }
                return;
            }
        }
        out.isDictionary = false;
    }

    /**
     * From now on, dictionary pages come out as values (see {@link #resolveDictionary}), and the
     * entries of a binary dictionary are decoded to strings on {@code executor} once the reader
     * asks for one ({@link ChunkDictionary#decodeStringsAhead}).
     */
    void resolveDictionaries(Executor executor) {
        resolveDictionary = true;
        dictionary.decodeStringsAhead(executor);
    }

    private void decodeValues(Encoding encoding, byte[] buf, int off, int len, int n, DecodedPage out) {
        if (encoding == Encoding.RLE_DICTIONARY || encoding == Encoding.PLAIN_DICTIONARY) {
            if (!dictionary.present) {
                throw new ParquetException("dictionary-encoded page but the chunk has no dictionary page");
            }
            out.isDictionary = true;
            if (out.indices.length < n) {
                out.indices = new int[Math.max(n, out.indices.length * 2)];
            }
            indicesDecoder.init(buf, off, len, n);
            indicesDecoder.readIndices(out.indices, 0, n);
            dictionary.checkIndices(out.indices, n);
            return;
        }
        out.isDictionary = false;
        ValuesDecoder decoder = ValueDecoders.forEncoding(encoding, type, typeLength);
        decoder.init(buf, off, len, n);
        switch (type) {
            case BOOLEAN -> decoder.readBooleans(out.booleans = DecodedPage.grow(out.booleans, n), 0, n);
            case INT32 -> decoder.readInts(out.ints = DecodedPage.grow(out.ints, n), 0, n);
            case INT64 -> decoder.readLongs(out.longs = DecodedPage.grow(out.longs, n), 0, n);
            case FLOAT -> decoder.readFloats(out.floats = DecodedPage.grow(out.floats, n), 0, n);
            case DOUBLE -> decoder.readDoubles(out.doubles = DecodedPage.grow(out.doubles, n), 0, n);
            default -> {
                out.binaries.borrow(buf); // values in place: buf is this page's buffer or the chunk
                decoder.readBinaries(out.binaries, n);
            }
        }
    }

    private ParquetException unrepresentable(String where, String why) {
        return new ParquetException(location + ": column " + column.path() + ", page " + pages.pageIndex() + ", " + where
                + ": " + why + " (" + converter + ")");
    }
}
