package io.parquetry.column;

import io.parquetry.PageVersion;
import io.parquetry.ParquetException;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import io.parquetry.encoding.BytesBuilder;
import io.parquetry.encoding.DictionaryIndicesEncoder;
import io.parquetry.encoding.LevelsEncoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesEncoder;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.format.Encoding;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.format.PageHeader;
import io.parquetry.format.PageLocation;
import io.parquetry.format.PageType;
import io.parquetry.format.Statistics;
import io.parquetry.format.ThriftWriter;
import io.parquetry.format.Type;
import io.parquetry.schema.ColumnDescriptor;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * Writes the values of one leaf column, with their repetition and definition levels, into
 * pages of one column chunk at a time.
 *
 * <p>Values of the current page are buffered in a primitive array of the column's physical
 * type; the typed {@code write*} methods append to it without boxing or dispatch. When the
 * page reaches its size or value limit (checked only where a new record starts, so pages hold
 * whole records), it is encoded in one batch: dictionary indices while the chunk's dictionary
 * stays under its limit, the column's fallback encoding after that; then compressed, checksummed
 * and appended to the chunk buffer. {@link #finishChunk} writes the dictionary page and the data
 * pages to the file.
 *
 * <p>Value encodings: a column given an explicit encoding other than RLE_DICTIONARY uses no
 * dictionary and writes every page in that encoding. Otherwise (RLE_DICTIONARY, or no choice
 * with dictionaries enabled) pages are dictionary encoded until the dictionary outgrows its limit,
 * then written in {@link ValueEncoders#fallback}: PLAIN with V1 pages; with V2 pages a delta (or
 * RLE for BOOLEAN) encoding, kept for a page only when its encoded size is smaller than the
 * page's PLAIN size, else the page is written PLAIN. Pages without non-null values are always
 * written PLAIN (they hold no value bytes, and every reader accepts them).
 */
public final class ColumnWriter {
    /** Fewest values on a chunk's first page for judging whether its default dictionary pays. */
    static final int DICTIONARY_TRIAL_VALUES = 1024;

    private final ColumnDescriptor column;
    private final Type type;
    private final int typeLength;
    private final int maxRep;
    private final int maxDef;
    private final ColumnWriteOptions options;
    private final Codec codec;
    private final SortOrder sortOrder;
    // page limits and size accounting, resolved once: checked at the start of every record
    private final int pageSizeLimit;
    private final int pageRowLimit;
    private final int fixedValueBytes; // bytes per value of fixed-width types (0: BOOLEAN and binaries)
    private final int levelStreams;    // how many of repetition/definition levels the column has

    // current page: levels and non-null values
    private int[] repLevels;
    private int[] defLevels;
    private int levelCount;
    /** The level count at which the page limits are next evaluated (they cannot be reached before). */
    private int checkAt;
    private int valueCount;
    private int pageRows;
    private long pageBinaryBytes;
    private boolean[] booleans;
    private int[] ints;
    private long[] longs;
    private float[] floats;
    private double[] doubles;
    private Object[] binaries;

    // current chunk
    private final DictionaryBuilder dictionary;
    private boolean dictionaryFallback;
    /** Whether the dictionary is the default choice (dropped when it does not pay), not one the user asked for. */
    private final boolean dictionaryOnTrial;
    private final PageStore pages = new PageStore();
    private final List<PageLocation> pageLocations = new ArrayList<>();
    private final List<Statistics> pageStatistics = new ArrayList<>();
    private final Map<Encoding, Integer> dataPageEncodings = new EnumMap<>(Encoding.class);
    private final StatisticsAccumulator pageStats;
    private final StatisticsAccumulator chunkStats;
    private long chunkRows;
    private long chunkValues;
    private long chunkUncompressedBytes;

    // scratch buffers reused across pages, shared by the column writers of one file
    private final BytesBuilder levelsBuf;
    private final BytesBuilder valuesBuf;
    private final BytesBuilder bodyBuf;
    private final BytesBuilder compressedBuf;
    private final BytesBuilder headerBuf;
    private final CRC32 crc;
    private final ValuesEncoder plainEncoder;
    // encoding of pages written without a dictionary, its encoder (plainEncoder when PLAIN), and
    // whether it must beat PLAIN on each page to be kept (a default choice, not the user's)
    private final Encoding fallbackEncoding;
    private final ValuesEncoder fallbackEncoder;
    private final boolean measureFallback;
    private long plainBinarySize; // PLAIN size of the BYTE_ARRAY values last passed to writeValues
    private final LevelsEncoder repEncoder;
    private final LevelsEncoder defEncoder;
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
    // page index / bloom filter collection; null when the file writer wants neither
    private io.parquetry.index.PageIndexCollector indexes;

    /** A writer with the default encodings of {@code options} (see the class comment). */
    public ColumnWriter(ColumnDescriptor column, ColumnWriteOptions options) {
        this(column, options, null);
    }

    /**
     * A writer encoding values in {@code encoding}, or with the defaults when it is
     * {@code null}; {@link Encoding#RLE_DICTIONARY} asks for a dictionary even when
     * {@code options} turns dictionaries off.
     *
     * @throws ParquetException when {@code encoding} cannot encode the column's physical type
     */
    public ColumnWriter(ColumnDescriptor column, ColumnWriteOptions options, Encoding encoding) {
        this(column, options, encoding, new PageBuffers());
    }

    /**
     * Like {@link #ColumnWriter(ColumnDescriptor, ColumnWriteOptions, Encoding)}, encoding pages
     * in {@code buffers}, which the writers of one file share (a page is encoded, compressed and
     * stored before the next one starts), so a file of many columns holds one set of scratch
     * buffers rather than one per column. The writers sharing them must be used by one thread.
     */
    public ColumnWriter(ColumnDescriptor column, ColumnWriteOptions options, Encoding encoding, PageBuffers buffers) {
        this.column = column;
        this.levelsBuf = buffers.levels;
        this.valuesBuf = buffers.values;
        this.bodyBuf = buffers.body;
        this.compressedBuf = buffers.compressed;
        this.headerBuf = buffers.header;
        this.crc = buffers.crc;
        this.type = column.type().physicalType();
        this.typeLength = column.type().typeLength();
        this.maxRep = column.maxRepetitionLevel();
        this.maxDef = column.maxDefinitionLevel();
        this.options = options;
        this.codec = Codecs.get(options.compression(), options.compressionLevel());
        this.sortOrder = SortOrder.of(column.type());
        this.pageSizeLimit = options.pageSize();
        this.pageRowLimit = options.pageRowLimit();
        this.fixedValueBytes = switch (type) {
            case INT32, FLOAT -> 4;
            case INT64, DOUBLE -> 8;
            default -> 0;
        };
        this.levelStreams = (maxRep > 0 ? 1 : 0) + (maxDef > 0 ? 1 : 0);
        this.pageStats = new StatisticsAccumulator(type, sortOrder);
        this.chunkStats = new StatisticsAccumulator(type, sortOrder);
        this.plainEncoder = PlainValues.newEncoder(type, typeLength);
        this.repEncoder = new LevelsEncoder(maxRep);
        this.defEncoder = new LevelsEncoder(maxDef);
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
        int initial = 1024;
        if (maxRep > 0) {
            repLevels = new int[initial];
        }
        if (maxDef > 0) {
            defLevels = new int[initial];
        }
        switch (type) {
            case BOOLEAN -> booleans = new boolean[initial];
            case INT32 -> ints = new int[initial];
            case INT64 -> longs = new long[initial];
            case FLOAT -> floats = new float[initial];
            case DOUBLE -> doubles = new double[initial];
            default -> binaries = new Object[initial];
        }
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
     * Reports every page written from now on to {@code collector} (page index entries, level
     * histograms) and adds every value to its bloom filter, if it has one.
     */
    public void collectIndexes(io.parquetry.index.PageIndexCollector collector) {
        this.indexes = collector;
    }

    /** The column this writer writes. */
    public ColumnDescriptor column() {
        return column;
    }

    // ---- values ------------------------------------------------------------------------------

    /** A null (or an empty/absent ancestor) at definition level {@code def} below the maximum. */
    public void writeNull(int rep, int def) {
        levels(rep, def);
    }

    public void writeBoolean(boolean v, int rep, int def) {
        levels(rep, def);
        if (valueCount == booleans.length) {
            booleans = Arrays.copyOf(booleans, valueCount * 2);
        }
        booleans[valueCount++] = v;
    }

    public void writeInt(int v, int rep, int def) {
        levels(rep, def);
        if (valueCount == ints.length) {
            ints = Arrays.copyOf(ints, valueCount * 2);
        }
        ints[valueCount++] = v;
    }

    public void writeLong(long v, int rep, int def) {
        levels(rep, def);
        if (valueCount == longs.length) {
            longs = Arrays.copyOf(longs, valueCount * 2);
        }
        longs[valueCount++] = v;
    }

    public void writeFloat(float v, int rep, int def) {
        levels(rep, def);
        if (valueCount == floats.length) {
            floats = Arrays.copyOf(floats, valueCount * 2);
        }
        floats[valueCount++] = v;
    }

    public void writeDouble(double v, int rep, int def) {
        levels(rep, def);
        if (valueCount == doubles.length) {
            doubles = Arrays.copyOf(doubles, valueCount * 2);
        }
        doubles[valueCount++] = v;
    }

    /**
     * A BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY or INT96 value. The array is kept until the page is
     * written: callers must not change it afterwards.
     */
    public void writeBinary(byte[] v, int rep, int def) {
        if (typeLength > 0 && v.length != typeLength) {
            throw new ParquetException("column " + column.path() + ": value of " + v.length
                    + " bytes does not fit FIXED_LEN_BYTE_ARRAY(" + typeLength + ")");
        }
        if (type == Type.INT96 && v.length != 12) {
            throw new ParquetException("column " + column.path() + ": INT96 value must be 12 bytes, got " + v.length);
        }
        addBinary(v, rep, def);
        pageBinaryBytes += v.length + 4;
    }

    /** A string, stored as its UTF-8 bytes in a BYTE_ARRAY column. */
    public void writeString(String v, int rep, int def) {
        if (type != Type.BYTE_ARRAY) {
            writeBinary(v.getBytes(java.nio.charset.StandardCharsets.UTF_8), rep, def);
            return;
        }
        addBinary(v, rep, def);
        pageBinaryBytes += v.length() + 4;
    }

    private void addBinary(Object v, int rep, int def) {
        levels(rep, def);
        if (valueCount == binaries.length) {
            binaries = Arrays.copyOf(binaries, valueCount * 2);
        }
        if (dictionary != null && !dictionaryFallback) {
            // looked up now, while the value is in the CPU cache, not when the page is flushed
            if (valueCount >= indices.length) {
                indices = Arrays.copyOf(indices, Math.max(1024, valueCount * 2));
            }
            indices[valueCount] = ((DictionaryBuilder.Binaries) dictionary).indexOf(v);
        }
        binaries[valueCount++] = v;
    }

    private void levels(int rep, int def) {
        if (rep == 0) {
            if (levelCount >= checkAt) {
                checkPageLimits();
            }
            pageRows++;
        }
        if (maxRep > 0) {
            if (levelCount == repLevels.length) {
                repLevels = Arrays.copyOf(repLevels, levelCount * 2);
            }
            repLevels[levelCount] = rep;
        }
        if (maxDef > 0) {
            if (levelCount == defLevels.length) {
                defLevels = Arrays.copyOf(defLevels, levelCount * 2);
            }
            defLevels[levelCount] = def;
        }
        levelCount++;
    }

    /**
     * At the start of a record: ends the page if it reached a limit, then works out how many more
     * levels it can take before one could be reached, so the common path compares one counter.
     */
    private void checkPageLimits() {
        long bytes = bufferedPageBytes();
        if (levelCount > 0 && (levelCount >= pageRowLimit || bytes >= pageSizeLimit)) {
            flushPage();
            bytes = 0;
        }
        long room = pageRowLimit - levelCount;
        if (binaries == null) {
            // a level adds at most its value's bytes plus well under one byte of levels
            room = Math.min(room, (pageSizeLimit - bytes) / (fixedValueBytes + 1));
        } else {
            room = Math.min(room, 1); // values of unknown size: look again at the next record
        }
        checkAt = levelCount + (int) Math.max(1, room);
    }

    private long bufferedPageBytes() {
        long valueBytes = booleans != null ? valueCount >>> 3 : (long) valueCount * fixedValueBytes + pageBinaryBytes;
        return valueBytes + (((long) levelCount * levelStreams) >>> 2);
    }

    /** Bytes this column holds for the current row group: written pages plus the open page. */
    public long bufferedSize() {
        return pages.size() + bufferedPageBytes() + (dictionary != null && !dictionaryFallback ? dictionary.plainBytes() : 0);
    }

    // ---- pages -------------------------------------------------------------------------------

    private void flushPage() {
        if (levelCount == 0) {
            return;
        }
        Encoding encoding = encodeValues();
        pageStats.reset();
        pageStats.addNulls(levelCount - valueCount);
        long unencodedBytes = -1; // BYTE_ARRAY only: the values' bytes without length prefixes
        if (encoding == Encoding.RLE_DICTIONARY && binaries != null) {
            // the page's distinct entries decide its bounds: one comparison per entry, not per
            // value, on the dictionary's own bytes (not on the caller's scattered strings)
            DictionaryBuilder.Binaries d = (DictionaryBuilder.Binaries) dictionary;
            collectDistinctIndices();
            for (int k = 0; k < distinctCount; k++) {
                pageStats.addBinary(d.encoded(distinct[k]));
            }
            if (type == Type.BYTE_ARRAY) {
                unencodedBytes = d.encodedBytes(indices, valueCount);
            }
        } else {
            addValueStatistics(pageStats);
            if (type == Type.BYTE_ARRAY) {
                unencodedBytes = plainBinarySize - 4L * valueCount;
            }
        }
        chunkStats.merge(pageStats);
        boolean v2 = options.pageVersion() == PageVersion.V2;
        levelsBuf.reset();
        int repBytes = 0;
        int defBytes = 0;
        if (maxRep > 0) {
            repBytes = writeLevels(repEncoder, repLevels, v2);
        }
        if (maxDef > 0) {
            defBytes = writeLevels(defEncoder, defLevels, v2);
        }
        Statistics stats = pageStats.toFormat();
        pageStatistics.add(stats);
        if (indexes != null) {
            indexes.page(stats, repLevels, defLevels, levelCount, valueCount, unencodedBytes);
            if (indexes.bloomFilter() != null) {
                addToBloomFilter(indexes.bloomFilter(), encoding == Encoding.RLE_DICTIONARY);
            }
        }
        int uncompressedSize = levelsBuf.size() + valuesBuf.size();
        bodyBuf.reset();
        PageHeader header;
        if (v2) {
            bodyBuf.writeAll(levelsBuf);
            boolean compress = options.compression() != io.parquetry.Compression.UNCOMPRESSED;
            if (compress) {
                codec.compress(valuesBuf.array(), 0, valuesBuf.size(), bodyBuf);
            } else {
                bodyBuf.writeAll(valuesBuf);
            }
            DataPageHeaderV2 h = new DataPageHeaderV2(levelCount, levelCount - valueCount, pageRows, encoding,
                    defBytes, repBytes, compress, stats);
            header = new PageHeader(PageType.DATA_PAGE_V2, uncompressedSize, bodyBuf.size(), checksum(bodyBuf),
                    null, null, null, h);
        } else {
            BytesBuilder uncompressed = valuesBuf;
            if (levelsBuf.size() > 0) {
                compressedBuf.reset();
                compressedBuf.writeAll(levelsBuf);
                compressedBuf.writeAll(valuesBuf);
                uncompressed = compressedBuf;
            }
            codec.compress(uncompressed.array(), 0, uncompressed.size(), bodyBuf);
            DataPageHeader h = new DataPageHeader(levelCount, encoding, Encoding.RLE, Encoding.RLE, stats);
            header = new PageHeader(PageType.DATA_PAGE, uncompressedSize, bodyBuf.size(), checksum(bodyBuf),
                    h, null, null, null);
        }
        headerBuf.reset();
        ThriftWriter.write(header, headerBuf);
        pageLocations.add(new PageLocation(pages.size(), headerBuf.size() + bodyBuf.size(), chunkRows));
        pages.write(headerBuf);
        pages.write(bodyBuf);
        chunkUncompressedBytes += headerBuf.size() + uncompressedSize;
        dataPageEncodings.merge(encoding, 1, Integer::sum);
        chunkValues += levelCount;
        chunkRows += pageRows;
        levelCount = 0;
        checkAt = 0;
        if (dictionary != null) {
            pageDictionarySize = dictionary.size();
            pageDictionaryBytes = dictionary.plainBytes();
        }
        valueCount = 0;
        pageRows = 0;
        pageBinaryBytes = 0;
        if (binaries != null) {
            Arrays.fill(binaries, null); // let the page's values be collected
        }
    }

    /**
     * Fills {@link #distinct} with the dictionary indices the page uses, each once: a page-stamp
     * per dictionary entry marks those already seen, so nothing needs clearing between pages.
     */
    private void collectDistinctIndices() {
        int entries = dictionary.size();
        if (stamps.length < entries) {
            stamps = Arrays.copyOf(stamps, Math.max(entries, stamps.length * 2));
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
        if (distinct.length < Math.min(entries, valueCount)) {
            distinct = new int[Math.min(entries, Math.max(valueCount, distinct.length * 2))];
        }
        int s = stamp;
        int count = 0;
        for (int i = 0; i < valueCount; i++) {
            int idx = indices[i];
            if (stamps[idx] != s) {
                stamps[idx] = s;
                distinct[count++] = idx;
            }
        }
        distinctCount = count;
    }

    private void addToBloomFilter(io.parquetry.index.BloomFilter filter, boolean dictionaryPage) {
        int n = valueCount;
        if (dictionaryPage && binaries != null) {
            // inserting a value twice changes nothing: the page's distinct entries are enough
            DictionaryBuilder.Binaries d = (DictionaryBuilder.Binaries) dictionary;
            for (int k = 0; k < distinctCount; k++) {
                filter.put(d.encoded(distinct[k]));
            }
            return;
        }
        switch (type) {
            case BOOLEAN -> { } // the writer does not offer bloom filters on BOOLEAN columns
            case INT32 -> {
                for (int i = 0; i < n; i++) {
                    filter.put(ints[i]);
                }
            }
            case INT64 -> {
                for (int i = 0; i < n; i++) {
                    filter.put(longs[i]);
                }
            }
            case FLOAT -> {
                for (int i = 0; i < n; i++) {
                    filter.put(floats[i]);
                }
            }
            case DOUBLE -> {
                for (int i = 0; i < n; i++) {
                    filter.put(doubles[i]);
                }
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    filter.put(BinaryValues.bytes(binaries[i]));
                }
            }
        }
    }

    private int writeLevels(LevelsEncoder encoder, int[] levels, boolean v2) {
        encoder.writeLevels(levels, 0, levelCount);
        return v2 ? encoder.flushV2(levelsBuf) : encoder.flushV1(levelsBuf);
    }

    private Integer checksum(BytesBuilder body) {
        if (!options.pageChecksums()) {
            return null;
        }
        crc.reset();
        crc.update(body.array(), 0, body.size());
        return (int) crc.getValue();
    }

    private void addValueStatistics(StatisticsAccumulator stats) {
        switch (type) {
            case BOOLEAN -> stats.addBooleans(booleans, valueCount);
            case INT32 -> stats.addInts(ints, valueCount);
            case INT64 -> stats.addLongs(longs, valueCount);
            case FLOAT -> stats.addFloats(floats, valueCount);
            case DOUBLE -> stats.addDoubles(doubles, valueCount);
            default -> stats.addBinaries(binaries, valueCount);
        }
    }

    /** Encodes the page's non-null values into {@link #valuesBuf}; returns the encoding used. */
    private Encoding encodeValues() {
        valuesBuf.reset();
        if (dictionary != null && !dictionaryFallback && valueCount > 0) {
            int sizeBefore = pageDictionarySize;
            long bytesBefore = pageDictionaryBytes;
            if (indices.length < valueCount) {
                indices = Arrays.copyOf(indices, Math.max(valueCount, indices.length * 2));
            }
            int maxIndex = lookUpIndices();
            if (dictionary.plainBytes() <= options.dictionaryPageSizeLimit()) {
                indicesEncoder.encodePage(indices, valueCount, maxIndex, valuesBuf);
                // judged once, on the chunk's first page, and only on a sample large enough to tell a
                // unique column from a low-cardinality one (a few dozen values always look unique)
                boolean judge = dictionaryOnTrial && sizeBefore == 0 && valueCount >= DICTIONARY_TRIAL_VALUES
                        && !dataPageEncodings.containsKey(Encoding.RLE_DICTIONARY);
                if (!judge || valuesBuf.size() + dictionary.plainBytes() < estimatedPlainSize()) {
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
        if (valueCount == 0 || fallbackEncoding == Encoding.PLAIN) {
            writePlain();
            return Encoding.PLAIN;
        }
        writeValues(fallbackEncoder);
        fallbackEncoder.flushTo(valuesBuf);
        if (measureFallback && valuesBuf.size() >= plainSize()) {
            // the default delta/RLE choice must pay for itself on this page; ties go to PLAIN
            valuesBuf.reset();
            writePlain();
            return Encoding.PLAIN;
        }
        return fallbackEncoding;
    }

    /** PLAIN size of the page's values before encoding them (strings estimated by their length). */
    private long estimatedPlainSize() {
        return type == Type.BYTE_ARRAY ? pageBinaryBytes : plainSize();
    }

    /** PLAIN size of the page's values (BYTE_ARRAY: as measured by the last {@link #writeValues}). */
    private long plainSize() {
        return switch (type) {
            case BOOLEAN -> (valueCount + 7) / 8;
            case INT32, FLOAT -> valueCount * 4L;
            case INT64, DOUBLE -> valueCount * 8L;
            case INT96 -> valueCount * 12L;
            case FIXED_LEN_BYTE_ARRAY -> (long) valueCount * typeLength;
            case BYTE_ARRAY -> plainBinarySize;
        };
    }

    /**
     * Fills {@link #indices} with the dictionary index of each page value (binary values were
     * looked up as they were written); returns the largest.
     */
    private int lookUpIndices() {
        int n = valueCount;
        int max = 0;
        switch (type) {
            case INT32 -> {
                DictionaryBuilder.Ints d = (DictionaryBuilder.Ints) dictionary;
                for (int i = 0; i < n; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(ints[i]));
                }
            }
            case FLOAT -> {
                DictionaryBuilder.Ints d = (DictionaryBuilder.Ints) dictionary;
                for (int i = 0; i < n; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(Float.floatToRawIntBits(floats[i])));
                }
            }
            case INT64 -> {
                DictionaryBuilder.Longs d = (DictionaryBuilder.Longs) dictionary;
                for (int i = 0; i < n; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(longs[i]));
                }
            }
            case DOUBLE -> {
                DictionaryBuilder.Longs d = (DictionaryBuilder.Longs) dictionary;
                for (int i = 0; i < n; i++) {
                    max = Math.max(max, indices[i] = d.indexOf(Double.doubleToRawLongBits(doubles[i])));
                }
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    max = Math.max(max, indices[i]);
                }
            }
        }
        return max;
    }

    /**
     * Appends the page's values to {@link #valuesBuf} in PLAIN: straight into the buffer for the
     * common types (no per-column encoder buffer to fill and copy), through the PLAIN encoder for
     * the bit-packed and fixed-length ones.
     */
    private void writePlain() {
        int n = valueCount;
        BytesBuilder out = valuesBuf;
        switch (type) {
            case INT32 -> {
                out.ensureCapacity(n * 4);
                for (int i = 0; i < n; i++) {
                    out.writeIntLE(ints[i]);
                }
            }
            case INT64 -> {
                out.ensureCapacity(n * 8);
                for (int i = 0; i < n; i++) {
                    out.writeLongLE(longs[i]);
                }
            }
            case FLOAT -> {
                out.ensureCapacity(n * 4);
                for (int i = 0; i < n; i++) {
                    out.writeFloatLE(floats[i]);
                }
            }
            case DOUBLE -> {
                out.ensureCapacity(n * 8);
                for (int i = 0; i < n; i++) {
                    out.writeDoubleLE(doubles[i]);
                }
            }
            case BYTE_ARRAY -> {
                long plain = 0;
                for (int i = 0; i < n; i++) {
                    byte[] b = BinaryValues.bytes(binaries[i]);
                    out.writeIntLE(b.length);
                    out.writeBytes(b, 0, b.length);
                    plain += 4 + b.length;
                }
                plainBinarySize = plain;
            }
            default -> {
                writeValues(plainEncoder);
                plainEncoder.flushTo(out);
            }
        }
    }

    /** Passes the page's values to {@code enc}. */
    private void writeValues(ValuesEncoder enc) {
        int n = valueCount;
        switch (type) {
            case BOOLEAN -> {
                for (int i = 0; i < n; i++) {
                    enc.writeBoolean(booleans[i]);
                }
            }
            case INT32 -> {
                for (int i = 0; i < n; i++) {
                    enc.writeInt(ints[i]);
                }
            }
            case INT64 -> {
                for (int i = 0; i < n; i++) {
                    enc.writeLong(longs[i]);
                }
            }
            case FLOAT -> {
                for (int i = 0; i < n; i++) {
                    enc.writeFloat(floats[i]);
                }
            }
            case DOUBLE -> {
                for (int i = 0; i < n; i++) {
                    enc.writeDouble(doubles[i]);
                }
            }
            case BYTE_ARRAY -> {
                long plain = 0;
                for (int i = 0; i < n; i++) {
                    byte[] b = BinaryValues.bytes(binaries[i]);
                    enc.writeBinary(b, 0, b.length);
                    plain += 4 + b.length;
                }
                plainBinarySize = plain;
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    byte[] b = BinaryValues.bytes(binaries[i]);
                    enc.writeFixed(b, 0, b.length);
                }
            }
        }
    }

    // ---- chunks ------------------------------------------------------------------------------

    /**
     * Ends the column chunk of the current row group: writes its dictionary page (if any) and
     * data pages to {@code out}, which is at file offset {@code fileOffset}, and resets this
     * writer for the next row group.
     *
     * @return the chunk's metadata and its page locations (file offsets) for the offset index
     */
    public ChunkResult finishChunk(OutputStream out, long fileOffset) throws IOException {
        flushPage();
        long offset = fileOffset;
        long dictionaryOffset = -1;
        long compressedTotal = 0;
        long uncompressedTotal = chunkUncompressedBytes;
        List<PageEncodingStats> encodingStats = new ArrayList<>();
        List<Encoding> encodings = new ArrayList<>();
        boolean usedDictionary = dataPageEncodings.containsKey(Encoding.RLE_DICTIONARY);
        if (usedDictionary) {
            valuesBuf.reset();
            dictionary.writeTo(plainEncoder);
            plainEncoder.flushTo(valuesBuf);
            bodyBuf.reset();
            codec.compress(valuesBuf.array(), 0, valuesBuf.size(), bodyBuf);
            PageHeader header = new PageHeader(PageType.DICTIONARY_PAGE, valuesBuf.size(), bodyBuf.size(),
                    checksum(bodyBuf), null, null, new DictionaryPageHeader(dictionary.size(), Encoding.PLAIN, null), null);
            headerBuf.reset();
            ThriftWriter.write(header, headerBuf);
            headerBuf.writeTo(out);
            bodyBuf.writeTo(out);
            dictionaryOffset = offset;
            int written = headerBuf.size() + bodyBuf.size();
            offset += written;
            compressedTotal += written;
            uncompressedTotal += headerBuf.size() + valuesBuf.size();
            encodingStats.add(new PageEncodingStats(PageType.DICTIONARY_PAGE, Encoding.PLAIN, 1));
            encodings.add(Encoding.PLAIN);
        }
        long dataOffset = offset;
        pages.writeTo(out);
        compressedTotal += pages.size();
        for (Map.Entry<Encoding, Integer> e : dataPageEncodings.entrySet()) {
            encodingStats.add(new PageEncodingStats(
                    options.pageVersion() == PageVersion.V2 ? PageType.DATA_PAGE_V2 : PageType.DATA_PAGE, e.getKey(), e.getValue()));
            if (!encodings.contains(e.getKey())) {
                encodings.add(e.getKey());
            }
        }
        if ((maxRep > 0 || maxDef > 0) && !encodings.contains(Encoding.RLE)) {
            encodings.add(Encoding.RLE); // levels (v1 and v2 pages alike)
        }
        List<PageLocation> locations = new ArrayList<>(pageLocations.size());
        for (PageLocation p : pageLocations) {
            locations.add(new PageLocation(dataOffset + p.offset(), p.compressedPageSize(), p.firstRowIndex()));
        }
        ColumnMetaData meta = new ColumnMetaData(type, encodings, column.path().parts(), options.compression(),
                chunkValues, uncompressedTotal, compressedTotal, null, dataOffset, null,
                dictionaryOffset >= 0 ? dictionaryOffset : null, chunkStats.toFormat(), encodingStats,
                null, null, null, null);
        ColumnChunk chunk = new ColumnChunk(null, dictionaryOffset >= 0 ? dictionaryOffset : dataOffset, meta,
                null, null, null, null, null, null);
        ChunkResult result = new ChunkResult(chunk, locations, List.copyOf(pageStatistics), chunkRows);
        resetChunk();
        return result;
    }

    private void resetChunk() {
        pages.reset();
        pageLocations.clear();
        pageStatistics.clear();
        dataPageEncodings.clear();
        chunkStats.reset();
        chunkRows = 0;
        chunkValues = 0;
        chunkUncompressedBytes = 0;
        dictionaryFallback = false;
        if (dictionary != null) {
            dictionary.clear();
        }
        pageDictionarySize = 0;
        pageDictionaryBytes = 0;
    }

    /**
     * The encoded pages of the open column chunk, in blocks rather than one growing array: a
     * chunk of several MiB is not copied each time it doubles, and the blocks are kept for the
     * next row group, so a steady stream of row groups allocates nothing here. Blocks grow from
     * 64 KiB (a narrow column holds no large block) to 256 KiB: below half of G1's smallest
     * region (1 MiB), so that blocks are ordinary objects, not humongous ones that each take
     * whole regions and fragment a small heap.
     */
    private static final class PageStore {
        private static final int FIRST_BLOCK = 1 << 16;
        private static final int LARGEST_BLOCK = 1 << 18;
        private final List<byte[]> blocks = new ArrayList<>();
        private int block;     // index of the block being filled
        private int position;  // bytes used in that block
        private long size;

        void write(BytesBuilder src) {
            byte[] a = src.array();
            int off = 0;
            int len = src.size();
            while (len > 0) {
                if (block == blocks.size()) {
                    blocks.add(new byte[block == 0 ? FIRST_BLOCK : Math.min(LARGEST_BLOCK, blocks.get(block - 1).length * 2)]);
                }
                byte[] dst = blocks.get(block);
                int n = Math.min(len, dst.length - position);
                System.arraycopy(a, off, dst, position, n);
                off += n;
                len -= n;
                position += n;
                size += n;
                if (position == dst.length) {
                    block++;
                    position = 0;
                }
            }
        }

        long size() {
            return size;
        }

        void writeTo(OutputStream out) throws IOException {
            for (int i = 0; i < block; i++) {
                out.write(blocks.get(i));
            }
            if (position > 0) {
                out.write(blocks.get(block), 0, position);
            }
        }

        void reset() {
            block = 0;
            position = 0;
            size = 0;
        }
    }

    /**
     * Scratch space for encoding, compressing and checksumming one page at a time; one instance
     * serves all column writers of a file (see {@link ColumnWriter#ColumnWriter(ColumnDescriptor,
     * ColumnWriteOptions, Encoding, PageBuffers)}). Buffers start small and grow to the largest page.
     */
    public static final class PageBuffers {
        final BytesBuilder levels = new BytesBuilder();
        final BytesBuilder values = new BytesBuilder();
        final BytesBuilder body = new BytesBuilder();
        final BytesBuilder compressed = new BytesBuilder();
        final BytesBuilder header = new BytesBuilder();
        final CRC32 crc = new CRC32();
    }

    /** What {@link #finishChunk} wrote: the chunk metadata, and per-page locations and statistics. */
    public record ChunkResult(ColumnChunk chunk, List<PageLocation> pageLocations, List<Statistics> pageStatistics,
                              long rows) {}
}
