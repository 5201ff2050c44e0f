package io.parquetry.column;

import io.parquetry.base.ParquetException;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import io.parquetry.format.ColumnChunk;
import io.parquetry.base.Encoding;
import io.parquetry.format.PageLocation;
import io.parquetry.format.Statistics;
import io.parquetry.base.Type;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.SortOrder;
import io.parquetry.spi.ColumnSink;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.FutureTask;

/**
 * Writes the values of one leaf column, with their repetition and definition levels, into
 * pages of one column chunk at a time.
 *
 * <p>Values of the current page are buffered in a primitive array of the column's physical
 * type; the typed {@code write*} methods append to it without boxing or dispatch. When the
 * page reaches its size or row limit (checked only where a new record starts, so pages hold
 * whole records; the limit counts records, as parquet-java's does, and the levels of a nested
 * column end a page only at 8 per row of the limit), or, when its pages are cut with the other
 * columns' ({@link #cutPagesWith}), when the caller ends it, it is encoded in one batch: dictionary
 * indices while the chunk's dictionary stays under its limit, the column's fallback encoding
 * after that; then compressed, checksummed and appended to the chunk buffer. The batch runs on the writing thread or, with a background
 * {@link PageEncoder}, on its worker while the next page fills: the page's arrays move to the
 * encoder and the writer carries on in the ones the previous page freed. {@link #finishChunk}
 * writes the dictionary page and the data pages to the file.
 *
 * <p>Value encodings: a column given an explicit encoding other than RLE_DICTIONARY uses no
 * dictionary and writes every page in that encoding. Otherwise (RLE_DICTIONARY, or no choice
 * with dictionaries enabled) pages are dictionary encoded until the dictionary outgrows its limit
 * or, when the dictionary is the default choice, until it stops paying for itself; later pages
 * use the chunk's fallback encoding, the smallest after compression of
 * {@link ValueEncoders#candidates} measured on a page of the chunk (see {@link PageValueEncoder}).
 * Pages without non-null values are dictionary encoded (no indices) while the chunk's dictionary
 * holds, and PLAIN otherwise (they hold no value bytes, and every reader accepts them).
 *
 * <p>This class is the first stage of a pipeline, the value buffer: {@link DataPageEncoder} turns
 * a buffered page into a data page (values through {@link PageValueEncoder}, levels, compression,
 * {@link PageSealer}), the {@link PageCollector}s learn from it (statistics, page index, bloom
 * filter), and {@link ChunkWriter} keeps the chunk's pages and writes them to the file.
 *
 * <p>Not thread-safe: one thread writes a writer (see {@link PageEncoder} for the background
 * encoding of pages).
 */
public final class ColumnWriter implements ColumnSink {
    /** A page of a nested column ends at this many levels per row of the row limit, if not before. */
    static final int LEVELS_PER_ROW_LIMIT = 8;

    private final ColumnDescriptor column;
    private final Type type;
    private final int typeLength;
    private final int maxRep;
    private final int maxDef;
    // page limits and size accounting, resolved once: checked at the start of every record
    private final int pageSizeLimit;
    private final int pageRowLimit;
    /**
     * Most levels in a page ({@link #LEVELS_PER_ROW_LIMIT} per row of the row limit): bounds the
     * level arrays a nested column buffers, whose rows may hold any number of values.
     */
    private final int pageLevelLimit;
    private final int fixedValueBytes; // bytes per value of fixed-width types (0: BOOLEAN and binaries)
    private final int levelStreams;    // how many of repetition/definition levels the column has

    // current page: levels (bytes: the schema depth bounds them, see levels) and non-null values
    private byte[] repLevels;
    private byte[] defLevels;
    private int levelCount;
    /** The level count at which the page limits are next evaluated (they cannot be reached before). */
    private int checkAt;
    /** Likewise the binary values' bytes ({@link #pageBinaryBytes}); unused (the largest long) for other types. */
    private long binaryCheckAt = Long.MAX_VALUE;
    private int valueCount;
    private int pageRows;
    private long pageBinaryBytes;
    private boolean[] booleans;
    private int[] ints;
    private long[] longs;
    private float[] floats;
    private double[] doubles;
    private Object[] binaries;

    // the stages after this one; they belong to the encoding side: the writing side touches them
    // only after awaitPage()
    private final PageValueEncoder values;
    private final DataPageEncoder pageEncoder;
    private final ChunkWriter chunk;
    private final PageSealer sealer;

    // Encoding a page: the open page's contents move into a PendingPage and are encoded from
    // there, at once on this thread, or by a worker while the next page fills (a background
    // PageEncoder; then the two PendingPages take turns: the page being encoded, the one it freed).
    private final PendingPage[] pending = {new PendingPage(), new PendingPage()};
    private int nextPending;
    private final PageEncoder encoder;
    private FutureTask<Void> inFlight;
    private long settledBytes;       // encoded pages and dictionary when the last page was handed off
    private long settledKeptBytes;   // page copies kept for sorting the dictionary, then
    private long handedOffPageBytes; // buffered size of the last page handed off
    /** The cut this column's pages share with the file's other columns, or null when they end by themselves. */
    private PageCut sharedCut;

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
        Codec codec = Codecs.get(options.compression(), options.compressionLevel());
        this.pageSizeLimit = options.pageSize();
        this.pageRowLimit = options.pageRowLimit();
        this.pageLevelLimit = (int) Math.min(Integer.MAX_VALUE - 8, (long) LEVELS_PER_ROW_LIMIT * pageRowLimit);
        this.fixedValueBytes = switch (type) {
            case INT32, FLOAT -> 4;
            case INT64, DOUBLE -> 8;
            default -> 0;
        };
        this.levelStreams = (maxRep > 0 ? 1 : 0) + (maxDef > 0 ? 1 : 0);
        StatisticsCollector statistics = new StatisticsCollector(type, SortOrder.of(column.type()));
        this.values = new PageValueEncoder(column, options, encoding, codec);
        this.sealer = new PageSealer(options);
        this.chunk = new ChunkWriter(column, options, codec, values, statistics, sealer);
        this.pageEncoder = new DataPageEncoder(options, codec, maxRep, maxDef, values, statistics, chunk, sealer);
        int initial = 1024;
        if (maxRep > 0) {
            repLevels = new byte[initial];
        }
        if (maxDef > 0) {
            defLevels = new byte[initial];
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

    /**
     * Makes this column's pages end where those of the other columns sharing {@code cut} end: a
     * page that reaches its size or level limit no longer ends by itself but marks {@code cut}
     * due, and the caller ends every column's page ({@link #endPage()}) between records, after
     * the record being written; the caller also ends them at the row limit, which every column
     * reaches at the same record. A page may thus hold one record past its size limit.
     *
     * @param cut the cut shared by the file's columns
     */
    public void cutPagesWith(PageCut cut) {
        this.sharedCut = cut;
    }

    /**
     * Reports every page written from now on to {@code collector} (page index entries, level
     * histograms) and adds every value to its bloom filter, if it has one.
     */
    public void collectIndexes(io.parquetry.index.PageIndexCollector collector) {
        pageEncoder.collectIndexes(collector, type);
    }

    /**
     * Encrypts every page and page header written from now on (Parquet Modular Encryption); the
     * page sizes in headers, offset index and chunk metadata are then those of the encrypted modules.
     */
    public void encryptWith(io.parquetry.cipher.ColumnEncryption encryption) {
        sealer.encryptWith(encryption);
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

    /** A BOOLEAN value at repetition level {@code rep}, definition level {@code def} (the maximum). */
    public void writeBoolean(boolean v, int rep, int def) {
        levels(rep, def);
        if (valueCount == booleans.length) {
            booleans = Arrays.copyOf(booleans, valueCount * 2);
        }
        booleans[valueCount++] = v;
    }

    /** A INT32 value at repetition level {@code rep}, definition level {@code def} (the maximum). */
    public void writeInt(int v, int rep, int def) {
        levels(rep, def);
        if (valueCount == ints.length) {
            ints = Arrays.copyOf(ints, valueCount * 2);
        }
        ints[valueCount++] = v;
    }

    /** A INT64 value at repetition level {@code rep}, definition level {@code def} (the maximum). */
    public void writeLong(long v, int rep, int def) {
        levels(rep, def);
        if (valueCount == longs.length) {
            longs = Arrays.copyOf(longs, valueCount * 2);
        }
        longs[valueCount++] = v;
    }

    /** A FLOAT value at repetition level {@code rep}, definition level {@code def} (the maximum). */
    public void writeFloat(float v, int rep, int def) {
        levels(rep, def);
        if (valueCount == floats.length) {
            floats = Arrays.copyOf(floats, valueCount * 2);
        }
        floats[valueCount++] = v;
    }

    /** A DOUBLE value at repetition level {@code rep}, definition level {@code def} (the maximum). */
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
        // checked before they are narrowed to bytes (a level of 257 would become 1): a level l is
        // within 0..max when neither l nor max - l is negative, one test for both levels
        if ((rep | (maxRep - rep) | def | (maxDef - def)) < 0) {
            throw levelsOutOfRange(rep, def);
        }
        if (rep == 0) {
            if (levelCount >= checkAt || pageBinaryBytes >= binaryCheckAt) {
                checkPageLimits();
            }
            pageRows++;
        }
        if (maxRep > 0) {
            if (levelCount == repLevels.length) {
                repLevels = Arrays.copyOf(repLevels, levelCount * 2);
            }
            repLevels[levelCount] = (byte) rep;
        }
        if (maxDef > 0) {
            if (levelCount == defLevels.length) {
                defLevels = Arrays.copyOf(defLevels, levelCount * 2);
            }
            defLevels[levelCount] = (byte) def;
        }
        levelCount++;
    }

    private ParquetException levelsOutOfRange(int rep, int def) {
        return new ParquetException("column " + column.path() + ": repetition level " + rep + " and definition level "
                + def + " are not both within the column's maxima (" + maxRep + " and " + maxDef + ")");
    }

    /**
     * At the start of a record: ends the page if it reached a limit, then works out how many more
     * levels it can take before one could be reached, so the common path compares one counter.
     */
    private void checkPageLimits() {
        long bytes = bufferedPageBytes();
        if (levelCount > 0 && (pageRows >= pageRowLimit || levelCount >= pageLevelLimit || bytes >= pageSizeLimit)) {
            if (sharedCut != null) {
                sharedCut.markDue(); // every column's page ends after this record (the room below is 1)
            } else {
                endPage();
                bytes = 0;
            }
        }
        // every record adds at least one level
        long room = Math.min(pageRowLimit - pageRows, pageLevelLimit - levelCount);
        if (binaries == null) {
            // a level adds at most its value's bytes plus well under one byte of levels
            room = Math.min(room, (pageSizeLimit - bytes) / (fixedValueBytes + 1));
        } else {
            // values of unknown size: fewer than left/2 more levels (under half a byte each, a
            // quarter of what is left) and fewer than left/2 more value bytes keep the page under
            // its size limit, so it is looked at again when either count is reached, not at
            // every record (the page ends at the same record as when it was)
            long left = pageSizeLimit - bytes;
            if (left >= 8) {
                room = Math.min(room, left / 2);
                binaryCheckAt = pageBinaryBytes + left / 2;
            } else {
                room = 1;
                binaryCheckAt = pageBinaryBytes;
            }
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

    /**
     * Bytes of memory this column holds for the current row group: {@link #bufferedSize()} and the
     * copies of dictionary-encoded pages kept for sorting the dictionary (which the file will not
     * hold, so they count against the writer's memory share, not its row group size). Like
     * {@code bufferedSize}, depends only on what was written.
     */
    public long heldSize() {
        return bufferedSize() + settledKeptBytes;
    }

    // ---- pages -------------------------------------------------------------------------------

    /**
     * Ends the open page, if it holds anything: hands its levels and values to the encoder (see
     * {@link PageEncoder}) and starts an empty page. Only the page's own contents decide where it
     * ends, never how far the encoder has got, so a file's layout does not depend on timing.
     */
    public void endPage() {
        endPage(false);
    }

    /**
     * Ends the open page, if it holds anything, and the chunk's pages: what {@link #finishChunk}
     * does before writing (see {@link ChunkWriter#prepare}) is done with the last page, in the
     * background when pages are encoded there, so that the chunks of a row group are prepared in
     * parallel. Values written afterwards go to the same chunk (which is then prepared again).
     */
    public void endChunk() {
        if (levelCount > 0) {
            endPage(true);
            return;
        }
        awaitPage();
        if (!encoder.inBackground()) {
            chunk.prepare(encoder.buffers());
        } else {
            inFlight = encoder.submit(chunk::prepare);
        }
    }

    private void endPage(boolean lastOfChunk) {
        if (levelCount == 0) {
            return;
        }
        awaitPage(); // the previous page is encoded: its arrays are free and the chunk's size is known
        settledBytes = chunk.pagesSize() + values.dictionaryBytes();
        settledKeptBytes = chunk.keptBytes();
        handedOffPageBytes = bufferedPageBytes();
        PendingPage p = pending[nextPending];
        p.levelCount = levelCount;
        p.valueCount = valueCount;
        p.pageRows = pageRows;
        p.pageBinaryBytes = pageBinaryBytes;
        p.lastOfChunk = lastOfChunk;
        p.repLevels = repLevels;
        p.defLevels = defLevels;
        p.booleans = booleans;
        p.ints = ints;
        p.longs = longs;
        p.floats = floats;
        p.doubles = doubles;
        p.binaries = binaries;
        if (!encoder.inBackground()) {
            pageEncoder.encode(p, encoder.buffers());
            if (lastOfChunk) {
                chunk.prepare(encoder.buffers());
            }
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
            inFlight = encoder.submit(buffers -> {
                pageEncoder.encode(p, buffers);
                if (lastOfChunk) {
                    chunk.prepare(buffers);
                }
            });
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
        ChunkResult result = chunk.finish(out, fileOffset, encoder.buffers());
        sealer.nextChunk();
        chunk.reset();
        pageEncoder.resetChunk();
        values.resetChunk();
        settledBytes = 0;
        settledKeptBytes = 0;
        handedOffPageBytes = 0;
        return result;
    }

    /** What {@link #finishChunk} wrote: the chunk metadata, and per-page locations and statistics. */
    public record ChunkResult(ColumnChunk chunk, List<PageLocation> pageLocations, List<Statistics> pageStatistics,
                              long rows) {}
}
