package io.parquetry.column;

import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import io.parquetry.encoding.DictionaryIndicesEncoder;
import io.parquetry.encoding.LevelsEncoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.ValuesEncoder;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.format.PageHeader;
import io.parquetry.format.PageLocation;
import io.parquetry.format.Statistics;
import io.parquetry.format.ThriftWriter;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.SortOrder;
import io.parquetry.spi.ColumnSink;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.FutureTask;
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
 * and appended to the chunk buffer. The batch runs on the writing thread or, with a background
 * {@link PageEncoder}, on its worker while the next page fills: the page's arrays move to the
 * encoder and the writer carries on in the ones the previous page freed. {@link #finishChunk}
 * writes the dictionary page and the data pages to the file.
 *
 * <p>Value encodings: a column given an explicit encoding other than RLE_DICTIONARY uses no
 * dictionary and writes every page in that encoding. Otherwise (RLE_DICTIONARY, or no choice
 * with dictionaries enabled) pages are dictionary encoded until the dictionary outgrows its limit,
 * then written in {@link ValueEncoders#fallback}: PLAIN with V1 pages; with V2 pages a delta (or
 * RLE for BOOLEAN) encoding, kept for a page only when its encoded size is smaller than the
 * page's PLAIN size, else the page is written PLAIN. Pages without non-null values are always
 * written PLAIN (they hold no value bytes, and every reader accepts them).
 */
public final class ColumnWriter implements ColumnSink {
    /** Fewest values on a chunk's first page for judging whether its default dictionary pays. */
    static final int DICTIONARY_TRIAL_VALUES = 1024;
    /** Values looked up before judging whether a page brings mostly new dictionary entries. */
    private static final int RESERVE_SAMPLE = 1024;

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
    // Parquet Modular Encryption of the column's pages, or null; chunks written so far (the row group ordinal)
    private io.parquetry.cipher.ColumnEncryption encryption;
    private int chunkOrdinal;

    // Encoding a page: the open page's contents move into a PendingPage and are encoded from
    // there, at once on this thread, or by a worker while the next page fills (a background
    // PageEncoder; then the two PendingPages take turns: the page being encoded, the one it freed).
    // The chunk state, dictionary, indices and scratch buffers belong to the encoding side: the
    // writing side touches them only after awaitPage().
    private final PendingPage[] pending = {new PendingPage(), new PendingPage()};
    private int nextPending;
    private final PageEncoder encoder;
    private FutureTask<Void> inFlight;
    private long settledBytes;       // encoded pages and dictionary when the last page was handed off
    private long handedOffPageBytes; // buffered size of the last page handed off

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
        this(column, options, encoding, PageEncoder.onWritingThread());
    }

    /**
     * Like {@link #ColumnWriter(ColumnDescriptor, ColumnWriteOptions, Encoding)}, encoding pages
     * with {@code encoder}, which the writers of one file share: one set of scratch buffers per
     * encoding thread rather than one per column, and, when it encodes in the background, a page
     * is encoded while the next one fills. The writers sharing it must be written by one thread
     * at a time, and {@link #awaitPage()} called on all of them before any {@link #finishChunk}.
     */
    public ColumnWriter(ColumnDescriptor column, ColumnWriteOptions options, Encoding encoding, PageEncoder encoder) {
        this.column = column;
        this.encoder = encoder;
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

    /**
     * Encrypts every page and page header written from now on (Parquet Modular Encryption); the
     * page sizes in headers, offset index and chunk metadata are then those of the encrypted modules.
     */
    public void encryptWith(io.parquetry.cipher.ColumnEncryption encryption) {
        this.encryption = encryption;
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
            endPage();
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

    /**
     * Bytes this column holds for the current row group: its encoded pages and dictionary as they
     * were when the last page was handed off, that page's and the open page's buffered size.
     * Never waits for the encoder, and depends only on what was written, not on timing.
     */
    public long bufferedSize() {
        return settledBytes + handedOffPageBytes + bufferedPageBytes();
    }

    // ---- pages -------------------------------------------------------------------------------

    /**
     * Ends the open page, if it holds anything: hands its levels and values to the encoder (see
     * {@link PageEncoder}) and starts an empty page. Only the page's own contents decide where it
     * ends, never how far the encoder has got, so a file's layout does not depend on timing.
     */
    public void endPage() {
        if (levelCount == 0) {
            return;
        }
        awaitPage(); // the previous page is encoded: its arrays are free and the chunk's size is known
        settledBytes = pages.size() + (dictionary != null && !dictionaryFallback ? dictionary.plainBytes() : 0);
        handedOffPageBytes = bufferedPageBytes();
        PendingPage p = pending[nextPending];
        p.levelCount = levelCount;
        p.valueCount = valueCount;
        p.pageRows = pageRows;
        p.pageBinaryBytes = pageBinaryBytes;
        p.repLevels = repLevels;
        p.defLevels = defLevels;
        p.booleans = booleans;
        p.ints = ints;
        p.longs = longs;
        p.floats = floats;
        p.doubles = doubles;
        p.binaries = binaries;
        if (!encoder.inBackground()) {
            encodePage(p, encoder.buffers());
            p.release(); // the arrays stay the open page's
        } else {
            // the arrays go with the page; the next page fills the ones the previous page freed
            PendingPage free = pending[1 - nextPending];
            repLevels = spareOrNew(free.repLevels, repLevels);
            defLevels = spareOrNew(free.defLevels, defLevels);
            booleans = spareOrNew(free.booleans, booleans);
            ints = spareOrNew(free.ints, ints);
            longs = spareOrNew(free.longs, longs);
            floats = spareOrNew(free.floats, floats);
            doubles = spareOrNew(free.doubles, doubles);
            binaries = spareOrNew(free.binaries, binaries);
            free.release();
            nextPending = 1 - nextPending;
            FutureTask<Void> task = new FutureTask<>(() -> encodePage(p, encoder.buffers()), null);
            inFlight = task;
            Workers.submit(task);
        }
        levelCount = 0;
        checkAt = 0;
        valueCount = 0;
        pageRows = 0;
        pageBinaryBytes = 0;
    }

    /** {@code spare} if there is one, else a new array of {@code like}'s type and length (null stays null). */
    @SuppressWarnings("unchecked")
    private static <A> A spareOrNew(A spare, A like) {
        if (spare != null || like == null) {
            return spare;
        }
        return (A) java.lang.reflect.Array.newInstance(like.getClass().getComponentType(),
                java.lang.reflect.Array.getLength(like));
    }

    /**
     * Waits until the page last handed to the encoder is encoded; rethrows what encoding it threw.
     * A no-op when pages are encoded on the writing thread.
     */
    public void awaitPage() {
        FutureTask<Void> task = inFlight;
        if (task == null) {
            return;
        }
        inFlight = null;
        Workers.await(task, () -> "encoding a page of column " + column.path());
    }

    /** Encodes, compresses and stores one page, and accounts for it in the chunk. */
    private void encodePage(PendingPage p, PageEncoder.PageBuffers b) {
        BytesBuilder levelsBuf = b.levels;
        BytesBuilder valuesBuf = b.values;
        BytesBuilder bodyBuf = b.body;
        BytesBuilder compressedBuf = b.compressed;
        BytesBuilder headerBuf = b.header;
        Encoding encoding = encodeValues(p, valuesBuf);
        pageStats.reset();
        pageStats.addNulls(p.levelCount - p.valueCount);
        long unencodedBytes = -1; // BYTE_ARRAY only: the values' bytes without length prefixes
        if (encoding == Encoding.RLE_DICTIONARY && p.binaries != null) {
            // the page's distinct entries decide its bounds: one comparison per entry, not per
            // value, on the dictionary's own bytes (not on the caller's scattered strings)
            DictionaryBuilder.Binaries d = (DictionaryBuilder.Binaries) dictionary;
            collectDistinctIndices(p);
            for (int k = 0; k < distinctCount; k++) {
                pageStats.addBinary(d.encoded(distinct[k]));
            }
            if (type == Type.BYTE_ARRAY) {
                unencodedBytes = d.encodedBytes(indices, p.valueCount);
            }
        } else {
            addValueStatistics(pageStats, p);
            if (type == Type.BYTE_ARRAY) {
                unencodedBytes = plainBinarySize - 4L * p.valueCount;
            }
        }
        chunkStats.merge(pageStats);
        boolean v2 = options.pageVersion() == PageVersion.V2;
        levelsBuf.reset();
        int repBytes = 0;
        int defBytes = 0;
        if (maxRep > 0) {
            repBytes = writeLevels(repEncoder, p.repLevels, p.levelCount, v2, levelsBuf);
        }
        if (maxDef > 0) {
            defBytes = writeLevels(defEncoder, p.defLevels, p.levelCount, v2, levelsBuf);
        }
        Statistics stats = pageStats.toFormat();
        pageStatistics.add(stats);
        if (indexes != null) {
            indexes.page(stats, p.repLevels, p.defLevels, p.levelCount, p.valueCount, unencodedBytes);
            if (indexes.bloomFilter() != null) {
                addToBloomFilter(indexes.bloomFilter(), encoding == Encoding.RLE_DICTIONARY, p);
            }
        }
        int uncompressedSize = levelsBuf.size() + valuesBuf.size();
        bodyBuf.reset();
        PageHeader header;
        byte[] sealed;
        if (v2) {
            bodyBuf.writeAll(levelsBuf);
            boolean compress = options.compression() != io.parquetry.base.Compression.UNCOMPRESSED;
            if (compress) {
                codec.compress(valuesBuf.array(), 0, valuesBuf.size(), bodyBuf);
            } else {
                bodyBuf.writeAll(valuesBuf);
            }
            DataPageHeaderV2 h = new DataPageHeaderV2(p.levelCount, p.levelCount - p.valueCount, p.pageRows, encoding,
                    defBytes, repBytes, compress, stats);
            sealed = seal(bodyBuf, false);
            header = new PageHeader(PageType.DATA_PAGE_V2, uncompressedSize, storedSize(bodyBuf, sealed),
                    checksum(bodyBuf, sealed, b.crc), null, null, null, h);
        } else {
            BytesBuilder uncompressed = valuesBuf;
            if (levelsBuf.size() > 0) {
                compressedBuf.reset();
                compressedBuf.writeAll(levelsBuf);
                compressedBuf.writeAll(valuesBuf);
                uncompressed = compressedBuf;
            }
            codec.compress(uncompressed.array(), 0, uncompressed.size(), bodyBuf);
            DataPageHeader h = new DataPageHeader(p.levelCount, encoding, Encoding.RLE, Encoding.RLE, stats);
            sealed = seal(bodyBuf, false);
            header = new PageHeader(PageType.DATA_PAGE, uncompressedSize, storedSize(bodyBuf, sealed),
                    checksum(bodyBuf, sealed, b.crc), h, null, null, null);
        }
        headerBuf.reset();
        ThriftWriter.write(header, headerBuf);
        long pageStart = pages.size();
        int written = writePage(headerBuf, bodyBuf, sealed, false, pages::write);
        pageLocations.add(new PageLocation(pageStart, written, chunkRows));
        chunkUncompressedBytes += headerBuf.size() + uncompressedSize;
        dataPageEncodings.merge(encoding, 1, Integer::sum);
        chunkValues += p.levelCount;
        chunkRows += p.pageRows;
        if (dictionary != null) {
            pageDictionarySize = dictionary.size();
            pageDictionaryBytes = dictionary.plainBytes();
        }
        if (p.binaries != null) {
            Arrays.fill(p.binaries, 0, p.valueCount, null); // let the page's values be collected
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

    private void addToBloomFilter(io.parquetry.index.BloomFilter filter, boolean dictionaryPage, PendingPage p) {
        int n = p.valueCount;
        if (dictionaryPage && p.binaries != null) {
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
                    filter.put(p.ints[i]);
                }
            }
            case INT64 -> {
                for (int i = 0; i < n; i++) {
                    filter.put(p.longs[i]);
                }
            }
            case FLOAT -> {
                for (int i = 0; i < n; i++) {
                    filter.put(p.floats[i]);
                }
            }
            case DOUBLE -> {
                for (int i = 0; i < n; i++) {
                    filter.put(p.doubles[i]);
                }
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    filter.put(BinaryValues.bytes(p.binaries[i]));
                }
            }
        }
    }

    private int writeLevels(LevelsEncoder levelsEncoder, int[] levels, int count, boolean v2, BytesBuilder out) {
        levelsEncoder.writeLevels(levels, 0, count);
        return v2 ? levelsEncoder.flushV2(out) : levelsEncoder.flushV1(out);
    }

    /** The page body encrypted as its module, or {@code null} when the column is not encrypted. */
    private byte[] seal(BytesBuilder body, boolean dictionary) {
        return encryption == null ? null
                : encryption.page(body.array(), 0, body.size(), dictionary, chunkOrdinal, pageLocations.size());
    }

    private static int storedSize(BytesBuilder body, byte[] sealed) {
        return sealed == null ? body.size() : sealed.length;
    }

    /** The CRC of the page as written: of its encrypted module when it is encrypted (as the spec has it). */
    private Integer checksum(BytesBuilder body, byte[] sealed, CRC32 crc) {
        if (sealed == null || !options.pageChecksums()) {
            return checksum(body, crc);
        }
        crc.reset();
        crc.update(sealed, 0, sealed.length);
        return (int) crc.getValue();
    }

    /** Where a page's bytes go: the chunk's page store, or the file for the dictionary page. */
    private interface PageSink {
        void write(byte[] b, int off, int len) throws IOException;
    }

    /**
     * Writes a page's serialized header and its body, or for an encrypted column the header's
     * module and {@code sealedBody}, to {@code sink}; returns the bytes written.
     */
    private int writePage(BytesBuilder header, BytesBuilder body, byte[] sealedBody, boolean dictionary, PageSink sink) {
        try {
            if (sealedBody == null) {
                sink.write(header.array(), 0, header.size());
                sink.write(body.array(), 0, body.size());
                return header.size() + body.size();
            }
            byte[] sealedHeader = encryption.pageHeader(header.array(), 0, header.size(), dictionary, chunkOrdinal,
                    pageLocations.size());
            sink.write(sealedHeader, 0, sealedHeader.length);
            sink.write(sealedBody, 0, sealedBody.length);
            return sealedHeader.length + sealedBody.length;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private Integer checksum(BytesBuilder body, CRC32 crc) {
        if (!options.pageChecksums()) {
            return null;
        }
        crc.reset();
        crc.update(body.array(), 0, body.size());
        return (int) crc.getValue();
    }

    private void addValueStatistics(StatisticsAccumulator stats, PendingPage p) {
        switch (type) {
            case BOOLEAN -> stats.addBooleans(p.booleans, p.valueCount);
            case INT32 -> stats.addInts(p.ints, p.valueCount);
            case INT64 -> stats.addLongs(p.longs, p.valueCount);
            case FLOAT -> stats.addFloats(p.floats, p.valueCount);
            case DOUBLE -> stats.addDoubles(p.doubles, p.valueCount);
            default -> stats.addBinaries(p.binaries, p.valueCount);
        }
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
                        && !dataPageEncodings.containsKey(Encoding.RLE_DICTIONARY);
                if (!judge || valuesBuf.size() + dictionary.plainBytes() < estimatedPlainSize(p)) {
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

    // ---- chunks ------------------------------------------------------------------------------

    /**
     * Ends the column chunk of the current row group: writes its dictionary page (if any) and
     * data pages to {@code out}, which is at file offset {@code fileOffset}, and resets this
     * writer for the next row group.
     *
     * @return the chunk's metadata and its page locations (file offsets) for the offset index
     */
    public ChunkResult finishChunk(OutputStream out, long fileOffset) throws IOException {
        endPage();
        awaitPage();
        long offset = fileOffset;
        long dictionaryOffset = -1;
        long compressedTotal = 0;
        long uncompressedTotal = chunkUncompressedBytes;
        List<PageEncodingStats> encodingStats = new ArrayList<>();
        List<Encoding> encodings = new ArrayList<>();
        boolean usedDictionary = dataPageEncodings.containsKey(Encoding.RLE_DICTIONARY);
        if (usedDictionary) {
            PageEncoder.PageBuffers b = encoder.buffers();
            BytesBuilder valuesBuf = b.values;
            BytesBuilder bodyBuf = b.body;
            BytesBuilder headerBuf = b.header;
            valuesBuf.reset();
            dictionary.writeTo(plainEncoder);
            plainEncoder.flushTo(valuesBuf);
            bodyBuf.reset();
            codec.compress(valuesBuf.array(), 0, valuesBuf.size(), bodyBuf);
            byte[] sealed = seal(bodyBuf, true);
            PageHeader header = new PageHeader(PageType.DICTIONARY_PAGE, valuesBuf.size(), storedSize(bodyBuf, sealed),
                    checksum(bodyBuf, sealed, b.crc), null, null, new DictionaryPageHeader(dictionary.size(), Encoding.PLAIN, null),
                    null);
            headerBuf.reset();
            ThriftWriter.write(header, headerBuf);
            int written;
            try {
                written = writePage(headerBuf, bodyBuf, sealed, true, out::write);
            } catch (java.io.UncheckedIOException e) {
                throw e.getCause();
            }
            dictionaryOffset = offset;
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
        chunkOrdinal++;
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
        settledBytes = 0;
        handedOffPageBytes = 0;
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

        void write(byte[] a, int off, int len) {
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

    /** A page's levels and values between the writing side and the encoder (see {@link #endPage}). */
    private static final class PendingPage {
        int[] repLevels;
        int[] defLevels;
        int levelCount;
        int valueCount;
        int pageRows;
        long pageBinaryBytes;
        boolean[] booleans;
        int[] ints;
        long[] longs;
        float[] floats;
        double[] doubles;
        Object[] binaries;

        void release() {
            repLevels = null;
            defLevels = null;
            booleans = null;
            ints = null;
            longs = null;
            floats = null;
            doubles = null;
            binaries = null;
        }
    }

    /** What {@link #finishChunk} wrote: the chunk metadata, and per-page locations and statistics. */
    public record ChunkResult(ColumnChunk chunk, List<PageLocation> pageLocations, List<Statistics> pageStatistics,
                              long rows) {}
}
