package io.parquetry.file;

import io.parquetry.metadata.RecoveryReport;
import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.column.ChunkStatistics;
import io.parquetry.column.ColumnReadOptions;
import io.parquetry.column.ColumnReader;
import io.parquetry.compression.Codec;
import io.parquetry.compression.Codecs;
import io.parquetry.format.BloomFilterHeader;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.ColumnOrder;
import io.parquetry.base.Encoding;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.format.PageHeader;
import io.parquetry.base.PageType;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SortingColumn;
import io.parquetry.format.Statistics;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.format.ThriftWriter;
import io.parquetry.base.Type;
import io.parquetry.io.InputFile;
import io.parquetry.io.IoErrors;
import io.parquetry.io.OutputFile;
import io.parquetry.io.PositionOutputStream;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * Rebuilds a valid Parquet file from the complete row groups of a damaged one: a file cut short
 * or without its footer, as a writer killed before {@code close()} leaves its temporary file.
 * The rebuilt file is the damaged file's bytes up to the end of the last row group kept, copied
 * unchanged (so every offset stays valid), followed by a new footer.
 *
 * <ol>
 *   <li>A file whose footer is complete and readable is copied as it is (reported intact).</li>
 *   <li>Otherwise the last intact cumulative footer ({@link CumulativeFooter}) is looked for
 *       from the end. Its row groups are kept with the writer's own metadata (schema, key/value
 *       metadata, statistics, bloom filters; the page indexes, written only at close, are left
 *       out), each checked page by page first: every page header must parse, every page CRC
 *       must match, the pages must hold the chunk's value count and end where the chunk ends.</li>
 *   <li>After it (or from offset 4 when there is none) row groups are rebuilt by scanning pages:
 *       for each leaf column in schema order, an optional dictionary page and data pages, each
 *       decoded in full as that column (CRC, levels, values, a PLAIN section exactly the size
 *       its values need) and counted in rows; all of a row group's chunks must hold the same
 *       number of rows. The schema is the cumulative footer's, or, for a file without one, the
 *       caller's (required: page headers do not name their column). The codec is the cumulative
 *       footer's, or found by decoding the first page with each available codec. Scanned chunks
 *       get statistics computed from their decoded values by the writer's rules, and no bloom
 *       filters.</li>
 *   <li>Recovery stops at the first row group that is incomplete, damaged, or whose pages allow
 *       more than one reading (page headers do not say which column they belong to, so equal
 *       columns with equal page row counts and no dictionary pages can be split in several ways:
 *       such a row group is not guessed at). Writing cumulative footers every row group makes
 *       recovery independent of scanning.</li>
 * </ol>
 *
 * <p>Encrypted files are refused: their page headers and (with an encrypted footer) metadata
 * cannot be checked or scanned without keys, and a rebuilt footer would have to be signed or
 * encrypted again. Memory: one page at a time (pages up to {@code maxPageSize}); garbage input
 * fails with a {@link ParquetException} naming the file and offset. Not thread-safe: one
 * recovery per instance, which {@link #recover} creates.
 */
public final class Recovery {
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ENCRYPTED_MAGIC = "PARE".getBytes(StandardCharsets.US_ASCII);
    private static final int COPY_BUFFER = 1 << 20;
    private static final int FIRST_HEADER_WINDOW = 1 << 10;
    private static final int MAX_HEADER_WINDOW = 16 << 20;
    /** Codecs tried, in order, when a file without a cumulative footer is scanned. */
    private static final Compression[] CODECS = {Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.ZSTD,
        Compression.GZIP, Compression.LZ4_RAW, Compression.LZ4, Compression.BROTLI};

    private final InputFile in;
    private final String where;
    private final long length;
    private final int maxPageSize;
    private final ThriftLimits limits;
    private MessageType schema;
    private List<ColumnDescriptor> columns;
    private Compression codec;
    private final Map<Long, Object> pages = new HashMap<>(); // offset -> Page or a Status
    private final Map<String, Long> validated = new HashMap<>(); // page/column/dictionary -> rows, -1 invalid

    private Recovery(InputFile in, long length, int maxPageSize, int maxNestingDepth) {
        this.in = in;
        this.where = in.location();
        this.length = length;
        this.maxPageSize = maxPageSize;
        this.limits = ThriftLimits.DEFAULT.withMaxDepth(maxNestingDepth);
    }

    /**
     * Recovers {@code damaged} into {@code out} (see the class comment).
     *
     * @param schema the schema of a file without any footer; null to use the file's cumulative
     *     footer (then required) or intact footer. When the file has a cumulative footer, its
     *     schema wins and this one must match it.
     * @param createdBy the {@code created_by} of a footer rebuilt without a cumulative footer
     * @param maxFooterSize the largest (cumulative) footer accepted, in bytes
     * @param maxPageSize the largest page accepted, in bytes
     * @param maxNestingDepth the deepest Thrift nesting accepted
     * @throws ParquetException when the input is not a Parquet file, is encrypted, needs a schema
     *     that was not given, or cannot be read or written
     */
    public static RecoveryReport recover(InputFile damaged, OutputFile out, MessageType schema, String createdBy,
                                         int maxFooterSize, int maxPageSize, int maxNestingDepth) {
        String where = damaged.location();
        try {
            long length = damaged.length();
            Recovery r = new Recovery(damaged, length, maxPageSize, maxNestingDepth);
            return r.run(out, schema, createdBy, maxFooterSize);
        } catch (IOException e) {
            throw new ParquetException(where + ": " + IoErrors.describe(e, where), e);
        }
    }

    private RecoveryReport run(OutputFile out, MessageType given, String createdBy, int maxFooterSize) throws IOException {
        if (length < 4) {
            throw new ParquetException(where + ": not a Parquet file (" + length + " bytes, too short for the PAR1 magic)");
        }
        byte[] head = new byte[4];
        in.readFully(0, head, 0, 4);
        if (matches(head, 0, ENCRYPTED_MAGIC)) {
            throw new ParquetException(where + ": the file is encrypted (magic PARE): encrypted files cannot be recovered");
        }
        if (!matches(head, 0, MAGIC)) {
            throw new ParquetException(where + ": not a Parquet file (no PAR1 magic at offset 0)");
        }
        FileMetaData intact = intactFooter(maxFooterSize);
        if (intact != null) {
            if (intact.encryptionAlgorithm() != null) {
                throw encrypted(0);
            }
            copy(out, length, null);
            long rows = 0;
            for (RowGroup g : intact.rowGroups()) {
                rows += g.numRows();
            }
            int groups = intact.rowGroups().size();
            return new RecoveryReport(where, out.location(), true, groups, rows, groups, 0, length, 0, length,
                    "the file is intact (its footer is complete): copied unchanged");
        }
        List<RowGroup> kept = new ArrayList<>();
        long keptEnd = 4;
        long scanFrom = 4;
        int fromFooter = 0;
        FileMetaData cumulative = null;
        String stop = null;
        long stopAt = -1;
        CumulativeFooter.Found found = CumulativeFooter.findLast(in, 4, length, maxFooterSize, limits, this::consistent);
        if (found != null) {
            cumulative = found.metadata();
            if (cumulative.encryptionAlgorithm() != null) {
                throw encrypted(found.start());
            }
            schema = schemaOf(cumulative);
            columns = schema.columns();
            if (given != null && !given.columns().equals(schema.columns())) {
                throw new ParquetException(where + ": the schema given does not match the schema of the file's cumulative footer"
                        + " at offset " + found.start() + ":\n" + schema);
            }
            for (RowGroup g : cumulative.rowGroups()) {
                String damage = checkRowGroup(g, kept.size());
                if (damage != null) {
                    stop = damage;
                    stopAt = regionStart(g);
                    break;
                }
                kept.add(g);
                keptEnd = regionEnd(g);
                if (codec == null && !g.columns().isEmpty()) {
                    codec = g.columns().get(0).metaData().codec();
                }
            }
            fromFooter = kept.size();
            scanFrom = found.end();
        } else if (given == null) {
            throw new ParquetException(where + ": the file has no footer and no cumulative footer, so its schema is unknown:"
                    + " pass the schema it was written with (ParquetFile.recover(damaged, out, schema), e.g. the record's"
                    + " mapper schema)");
        } else {
            schema = given;
        }
        columns = schema.columns();
        if (columns.isEmpty()) {
            throw new ParquetException(where + ": the schema has no columns: nothing can be recovered");
        }
        if (stop == null) {
            long offset = skipBetweenRowGroups(scanFrom);
            List<SortingColumn> sorting = kept.isEmpty() ? null : kept.get(kept.size() - 1).sortingColumns();
            while (true) {
                if (offset >= length) {
                    stop = "the end of the file";
                    stopAt = length;
                    break;
                }
                Scan s = scanRowGroup(offset);
                if (s.group == null) {
                    stop = s.reason;
                    stopAt = offset;
                    break;
                }
                long rows = s.rows;
                long uncompressed = 0;
                long compressed = 0;
                for (ColumnChunk c : s.group) {
                    uncompressed += c.metaData().totalUncompressedSize();
                    compressed += c.metaData().totalCompressedSize();
                }
                kept.add(new RowGroup(s.group, uncompressed, rows, sorting, offset, compressed, (short) kept.size()));
                keptEnd = s.end;
                offset = skipBetweenRowGroups(s.end);
            }
        }
        List<ColumnOrder> orders = cumulative != null ? cumulative.columnOrders() : typeDefined(columns.size());
        long rows = 0;
        for (RowGroup g : kept) {
            rows += g.numRows();
        }
        FileMetaData md = new FileMetaData(cumulative != null ? cumulative.version() : 2, SchemaConverter.toElements(schema), rows,
                List.copyOf(kept), cumulative != null ? cumulative.keyValueMetadata() : null,
                cumulative != null ? cumulative.createdBy() : createdBy, orders, null, null);
        copy(out, keptEnd, md);
        return new RecoveryReport(where, out.location(), false, kept.size(), rows, fromFooter, kept.size() - fromFooter,
                keptEnd, length - keptEnd, stopAt, stop);
    }

    private static List<ColumnOrder> typeDefined(int n) {
        List<ColumnOrder> orders = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            orders.add(ColumnOrder.TYPE_DEFINED);
        }
        return orders;
    }

    private ParquetException encrypted(long offset) {
        return new ParquetException(where + ": the file is encrypted (encryption metadata at offset " + offset
                + "): encrypted files cannot be recovered");
    }

    private MessageType schemaOf(FileMetaData md) {
        try {
            return SchemaConverter.fromElements(md.schema(), limits.maxDepth());
        } catch (ParquetException e) {
            throw new ParquetException(where + ": the schema of the cumulative footer is unusable: " + e.getMessage(), e);
        }
    }

    /** The file's own footer when it is complete and decodes, else null. */
    private FileMetaData intactFooter(int maxFooterSize) throws IOException {
        if (length < 12) {
            return null;
        }
        byte[] tail = new byte[8];
        in.readFully(length - 8, tail, 0, 8);
        if (!matches(tail, 4, MAGIC)) {
            return null;
        }
        long footerLength = Integer.toUnsignedLong(ByteOrderAccess.getInt(tail, 0));
        if (footerLength > length - 12 || footerLength > maxFooterSize) {
            return null;
        }
        byte[] footer = new byte[(int) footerLength];
        in.readFully(length - 8 - footerLength, footer, 0, footer.length);
        try {
            ThriftReader reader = new ThriftReader(footer, 0, footer.length, limits);
            FileMetaData md = reader.readFileMetaData();
            return reader.position() == footer.length ? md : null;
        } catch (ParquetException e) {
            return null;
        }
    }

    /**
     * Whether a cumulative footer found by the backward scan is the writer's: it must start where
     * the data of its last row group ends, and its row groups must lie before it.
     */
    private boolean consistent(CumulativeFooter.Found f) {
        FileMetaData md = f.metadata();
        if (md.rowGroups() == null || md.schema() == null || md.schema().isEmpty()) {
            return false;
        }
        long end = 4;
        for (RowGroup g : md.rowGroups()) {
            if (g.columns() == null || g.columns().isEmpty()) {
                return false;
            }
            for (ColumnChunk c : g.columns()) {
                if (c.metaData() == null || chunkStart(c.metaData()) < 4) {
                    return false;
                }
            }
            long start = regionStart(g);
            if (start < end) {
                return false;
            }
            end = regionEnd(g);
        }
        return end == f.start() || (md.rowGroups().isEmpty() && f.start() == 4);
    }

    private static long chunkStart(ColumnMetaData m) {
        Long dict = m.dictionaryPageOffset();
        return dict != null && dict > 0 && dict < m.dataPageOffset() ? dict : m.dataPageOffset();
    }

    private static long regionStart(RowGroup g) {
        long start = Long.MAX_VALUE;
        for (ColumnChunk c : g.columns()) {
            start = Math.min(start, chunkStart(c.metaData()));
        }
        return start;
    }

    /** The end of a row group's bytes: its chunks and bloom filters. */
    private static long regionEnd(RowGroup g) {
        long end = 0;
        for (ColumnChunk c : g.columns()) {
            ColumnMetaData m = c.metaData();
            end = Math.max(end, chunkStart(m) + m.totalCompressedSize());
            if (m.bloomFilterOffset() != null && m.bloomFilterLength() != null) {
                end = Math.max(end, m.bloomFilterOffset() + m.bloomFilterLength());
            }
        }
        return end;
    }

    /**
     * Checks the pages of a row group the cumulative footer describes: headers parse, CRCs match,
     * value counts and sizes agree with the chunk metadata. Returns what is wrong, or null.
     */
    private String checkRowGroup(RowGroup g, int index) throws IOException {
        if (g.columns().size() != columns.size()) {
            return "row group " + index + " of the cumulative footer has " + g.columns().size() + " column chunks for "
                    + columns.size() + " columns";
        }
        for (int c = 0; c < columns.size(); c++) {
            ColumnMetaData m = g.columns().get(c).metaData();
            long offset = chunkStart(m);
            long end = offset + m.totalCompressedSize();
            if (end > length) {
                return "row group " + index + ", column " + columns.get(c).path() + ": the chunk ends at " + end
                        + ", after the end of the file";
            }
            long values = 0;
            while (offset < end) {
                Object p = pageAt(offset);
                if (!(p instanceof Page page) || page.end() > end) {
                    return "row group " + index + ", column " + columns.get(c).path() + ": no complete page at offset " + offset;
                }
                if (page.header.crc() != null && !crcMatches(page)) {
                    return "row group " + index + ", column " + columns.get(c).path() + ": page at offset " + offset
                            + " fails its checksum";
                }
                if (page.isData()) {
                    values += page.numValues();
                }
                offset = page.end();
            }
            if (values != m.numValues()) {
                return "row group " + index + ", column " + columns.get(c).path() + ": pages hold " + values
                        + " values, the chunk " + m.numValues();
            }
        }
        return null;
    }

    // ---- scanning ------------------------------------------------------------------------------

    /** What a page scan at an offset found instead of a page. */
    private enum Status {
        /** The file ends inside (or right at) the page: a longer file could hold one. */
        TRUNCATED,
        /** The bytes are no page header. */
        NOT_A_PAGE
    }

    /** A parsed page header at a file offset. */
    private record Page(long offset, int headerLength, PageHeader header) {
        long bodyOffset() {
            return offset + headerLength;
        }

        long end() {
            return bodyOffset() + header.compressedPageSize();
        }

        boolean isDictionary() {
            return header.type() == PageType.DICTIONARY_PAGE;
        }

        boolean isData() {
            return header.type() == PageType.DATA_PAGE || header.type() == PageType.DATA_PAGE_V2;
        }

        int numValues() {
            return header.type() == PageType.DATA_PAGE ? header.dataPageHeader().numValues()
                    : header.type() == PageType.DATA_PAGE_V2 ? header.dataPageHeaderV2().numValues()
                    : header.dictionaryPageHeader().numValues();
        }

        Encoding encoding() {
            return header.type() == PageType.DATA_PAGE ? header.dataPageHeader().encoding()
                    : header.type() == PageType.DATA_PAGE_V2 ? header.dataPageHeaderV2().encoding()
                    : header.dictionaryPageHeader().encoding();
        }
    }

    /** The page at {@code offset}, or a {@link Status}. Cached. */
    private Object pageAt(long offset) throws IOException {
        Object cached = pages.get(offset);
        if (cached == null) {
            cached = readPage(offset);
            pages.put(offset, cached);
        }
        return cached;
    }

    private Object readPage(long offset) throws IOException {
        if (offset >= length) {
            return Status.TRUNCATED;
        }
        long remaining = length - offset;
        int window = (int) Math.min(remaining, FIRST_HEADER_WINDOW);
        while (true) {
            byte[] buf = new byte[window];
            in.readFully(offset, buf, 0, window);
            if (CumulativeFooter.isMarker(buf, 0)) {
                return Status.NOT_A_PAGE; // a cumulative footer, cut short or not the writer's
            }
            PageHeader h;
            int headerLength;
            try {
                ThriftReader reader = new ThriftReader(buf, 0, window, limits);
                h = reader.readPageHeader();
                headerLength = reader.position();
            } catch (ParquetException | IllegalArgumentException e) {
                if (window == remaining) {
                    return Status.TRUNCATED; // perhaps a header cut short; at the end, the two look alike
                }
                if (window >= MAX_HEADER_WINDOW) {
                    return Status.NOT_A_PAGE;
                }
                window = (int) Math.min(remaining, (long) window * 4);
                continue;
            }
            if (!plausible(h)) {
                return Status.NOT_A_PAGE;
            }
            Page p = new Page(offset, headerLength, h);
            return p.end() > length ? Status.TRUNCATED : p;
        }
    }

    private boolean plausible(PageHeader h) {
        if (h.type() == null || h.compressedPageSize() < 0 || h.uncompressedPageSize() < 0
                || h.compressedPageSize() > maxPageSize || h.uncompressedPageSize() > maxPageSize) {
            return false;
        }
        return switch (h.type()) {
            case DATA_PAGE -> h.dataPageHeader() != null && h.dataPageHeader().numValues() > 0
                    && h.dataPageHeader().encoding() != null;
            case DATA_PAGE_V2 -> h.dataPageHeaderV2() != null && h.dataPageHeaderV2().numValues() > 0
                    && h.dataPageHeaderV2().encoding() != null;
            case DICTIONARY_PAGE -> h.dictionaryPageHeader() != null && h.dictionaryPageHeader().numValues() >= 0;
            default -> false;
        };
    }

    /**
     * Skips what a writer puts between row groups: bloom filters, and a cumulative footer that
     * is intact (one cut short is where the scan stops).
     */
    private long skipBetweenRowGroups(long offset) throws IOException {
        while (offset < length) {
            if (pageAt(offset) instanceof Page) {
                return offset;
            }
            long next = bloomFilterEnd(offset);
            if (next < 0) {
                return offset;
            }
            offset = next;
        }
        return offset;
    }

    /** The end of a complete bloom filter (header and bitset) at {@code offset}, or -1. */
    private long bloomFilterEnd(long offset) throws IOException {
        int window = (int) Math.min(length - offset, 256);
        byte[] buf = new byte[window];
        in.readFully(offset, buf, 0, window);
        try {
            ThriftReader reader = new ThriftReader(buf, 0, window, limits);
            BloomFilterHeader h = reader.readBloomFilterHeader();
            long end = offset + reader.position() + h.numBytes();
            return h.numBytes() > 0 && end <= length ? end : -1;
        } catch (ParquetException | IllegalArgumentException | NullPointerException e) {
            return -1;
        }
    }

    /** A row group found by scanning (group non-null), or why none was. */
    private record Scan(List<ColumnChunk> group, long rows, long end, String reason) {}

    /** A reading of one column chunk: its pages and rows. */
    private record Chunk(Page dictionary, List<Page> data, long rows, long end) {}

    /**
     * Reads the row group at {@code offset}: every way of taking the first column's chunk, each
     * followed by chunks of the other columns of as many rows. Taken only when exactly one
     * reading is complete and no other could be, had the file been longer.
     */
    private Scan scanRowGroup(long offset) throws IOException {
        Object first = pageAt(offset);
        if (!(first instanceof Page)) {
            return new Scan(null, 0, 0, first == Status.TRUNCATED
                    ? "the row group at offset " + offset + " is cut short"
                    : "no page header at offset " + offset + " (the data ends there, or is damaged or encrypted)");
        }
        if (codec == null && !detectCodec((Page) first)) {
            return new Scan(null, 0, 0, "the page at offset " + offset + " does not decode as column "
                    + columns.get(0).path() + " with any available codec");
        }
        // every reading of the first column's chunk
        List<Chunk> firsts = new ArrayList<>();
        boolean firstMayGoOn = chunks(0, offset, -1, firsts) == null;
        List<List<Chunk>> complete = new ArrayList<>();
        int possible = firstMayGoOn ? 1 : 0;
        for (Chunk c0 : firsts) {
            List<Chunk> group = new ArrayList<>();
            group.add(c0);
            Boolean outcome = rest(c0, group);
            if (outcome == null) {
                possible++;
            } else if (outcome) {
                complete.add(group);
            }
        }
        if (complete.isEmpty()) {
            return new Scan(null, 0, 0, possible > 0 ? "the row group at offset " + offset + " is incomplete"
                    : "the pages at offset " + offset + " do not form a row group of the schema (damaged data, or another schema)");
        }
        if (complete.size() > 1 || possible > 0) {
            return new Scan(null, 0, 0, "the pages of the row group at offset " + offset + " can be split into column chunks"
                    + " in " + (complete.size() + possible) + " ways (page headers do not name their column): not guessed at");
        }
        List<Chunk> group = complete.get(0);
        List<ColumnChunk> chunks = new ArrayList<>(group.size());
        for (int c = 0; c < group.size(); c++) {
            chunks.add(columnChunk(columns.get(c), group.get(c)));
        }
        Chunk last = group.get(group.size() - 1);
        return new Scan(chunks, group.get(0).rows, last.end, null);
    }

    /**
     * Completes a reading of a row group whose first chunk is {@code first}: true when every
     * column has a chunk of as many rows, false when a page contradicts it, null when the file
     * ends first (it could be complete in a longer file).
     */
    private Boolean rest(Chunk first, List<Chunk> group) throws IOException {
        long offset = first.end;
        for (int c = 1; c < columns.size(); c++) {
            List<Chunk> found = new ArrayList<>(1);
            Boolean r = chunks(c, offset, first.rows, found);
            if (r == null || !r) {
                return r;
            }
            group.add(found.get(0));
            offset = found.get(0).end;
        }
        return true;
    }

    /**
     * Reads a chunk of column {@code c} at {@code offset}: an optional dictionary page, then data
     * pages that decode as the column. With {@code target < 0}, adds every reading (each number of
     * data pages) to {@code out} and never returns true; else adds the one of exactly
     * {@code target} rows and returns true. False when the pages contradict the reading, null when
     * the file ends first (a longer file could hold the chunk, or a longer one).
     */
    private Boolean chunks(int c, long offset, long target, List<Chunk> out) throws IOException {
        Object p = pageAt(offset);
        Page dictionary = null;
        if (p instanceof Page page && page.isDictionary()) {
            if (!validDictionary(page, c)) {
                return false;
            }
            dictionary = page;
            offset = page.end();
            p = pageAt(offset);
        }
        List<Page> data = new ArrayList<>();
        long rows = 0;
        while (true) {
            if (p == Status.TRUNCATED) {
                return null;
            }
            if (!(p instanceof Page page) || !page.isData()) {
                return false;
            }
            long r = rows(page, c, dictionary);
            if (r <= 0) {
                return false;
            }
            data.add(page);
            rows += r;
            offset = page.end();
            if (target < 0) {
                out.add(new Chunk(dictionary, List.copyOf(data), rows, offset));
            } else if (rows >= target) {
                if (rows == target) {
                    out.add(new Chunk(dictionary, List.copyOf(data), rows, offset));
                }
                return rows == target;
            }
            p = pageAt(offset);
        }
    }

    /** Picks the codec under which the first page decodes as the first column. */
    private boolean detectCodec(Page first) throws IOException {
        for (Compression candidate : CODECS) {
            try {
                Codecs.get(candidate);
            } catch (ParquetException unavailable) {
                continue;
            }
            codec = candidate;
            validated.clear();
            boolean ok = first.isDictionary() ? validDictionary(first, 0) : rows(first, 0, null) > 0;
            if (ok) {
                return true;
            }
        }
        codec = null;
        validated.clear();
        return false;
    }

    /** The page's body. */
    private byte[] body(Page p) throws IOException {
        byte[] body = new byte[p.header.compressedPageSize()];
        in.readFully(p.bodyOffset(), body, 0, body.length);
        return body;
    }

    private boolean crcMatches(Page p) throws IOException {
        CRC32 crc = new CRC32();
        byte[] buf = new byte[(int) Math.min(COPY_BUFFER, Math.max(1, p.header.compressedPageSize()))];
        long pos = p.bodyOffset();
        long left = p.header.compressedPageSize();
        while (left > 0) {
            int n = (int) Math.min(buf.length, left);
            in.readFully(pos, buf, 0, n);
            crc.update(buf, 0, n);
            pos += n;
            left -= n;
        }
        return (int) crc.getValue() == p.header.crc();
    }

    /** Whether {@code p} is a dictionary page of column {@code c}: PLAIN values of its type, exactly. */
    private boolean validDictionary(Page p, int c) throws IOException {
        String key = p.offset + "/" + c + "/dictionary";
        Long known = validated.get(key);
        if (known != null) {
            return known > 0;
        }
        boolean ok = false;
        ColumnDescriptor column = columns.get(c);
        Encoding e = p.encoding();
        if ((e == Encoding.PLAIN || e == Encoding.PLAIN_DICTIONARY) && column.physicalType() != Type.BOOLEAN
                && (p.header.crc() == null || crcMatches(p))) {
            try {
                Codec codecOf = Codecs.get(codec);
                byte[] body = body(p);
                // a size the bytes cannot decompress to is not allocated
                if (p.header.uncompressedPageSize() <= codecOf.maxDecompressedSize(body, 0, body.length)) {
                    byte[] values = new byte[p.header.uncompressedPageSize()];
                    codecOf.decompress(body, 0, body.length, values, 0, values.length);
                    ok = plainSizeMatches(values, 0, values.length, column, p.numValues());
                }
            } catch (ParquetException | IllegalArgumentException | IndexOutOfBoundsException e1) {
                ok = false;
            }
        }
        validated.put(key, ok ? 1L : -1L);
        return ok;
    }

    /**
     * The rows data page {@code p} holds when it decodes in full as column {@code c} (with the
     * chunk's {@code dictionary}, or none) and starts a row; -1 when it does not.
     */
    private long rows(Page p, int c, Page dictionary) throws IOException {
        String key = p.offset + "/" + c + "/" + (dictionary == null ? -1 : dictionary.offset);
        Long known = validated.get(key);
        if (known == null) {
            known = decode(p, columns.get(c), dictionary, null);
            validated.put(key, known);
        }
        return known;
    }

    /**
     * Decodes data page {@code p} in full as {@code column}: the rows it holds, or -1 when it does
     * not decode as that column. Its values and nulls go to {@code statistics} when given.
     */
    private long decode(Page p, ColumnDescriptor column, Page dictionary, ChunkStatistics statistics) throws IOException {
        if (p.header.crc() != null && !crcMatches(p)) {
            return -1;
        }
        boolean dictionaryEncoded = p.encoding() == Encoding.RLE_DICTIONARY || p.encoding() == Encoding.PLAIN_DICTIONARY;
        if (dictionaryEncoded && dictionary == null) {
            return -1; // dictionary indices need the chunk's dictionary
        }
        BytesBuilder buf = new BytesBuilder();
        if (dictionary != null) {
            appendPage(dictionary, buf);
        }
        int pageStart = buf.size();
        appendPage(p, buf);
        try {
            ColumnReader reader = new ColumnReader(column, buf.array(), 0, buf.size(), dictionary != null ? dictionary.offset : p.offset,
                    p.numValues(), codec, new ColumnReadOptions(true, maxPageSize, limits.maxDepth(), false), where);
            long rows = 0;
            long entries = 0;
            long present = 0;
            Type type = column.physicalType();
            while (reader.hasNext()) {
                if (reader.rep() == 0) {
                    rows++;
                } else if (entries == 0) {
                    return -1; // a chunk's page starts a row
                }
                entries++;
                if (reader.isDefined()) {
                    present++;
                    take(reader, type, statistics);
                } else {
                    if (statistics != null) {
                        statistics.addNull();
                    }
                    reader.next();
                }
            }
            if (entries != p.numValues()) {
                return -1;
            }
            if (p.encoding() == Encoding.PLAIN && !plainSectionMatches(p, buf.array(), pageStart + p.headerLength, column, present)) {
                return -1;
            }
            return rows;
        } catch (ParquetException | IllegalArgumentException | IndexOutOfBoundsException | NegativeArraySizeException e) {
            return -1;
        }
    }

    /** Takes the reader's current value, adding it to {@code statistics} when given. */
    private static void take(ColumnReader reader, Type type, ChunkStatistics statistics) {
        if (statistics == null) {
            switch (type) {
                case BOOLEAN -> reader.takeBoolean();
                case INT32 -> reader.takeInt();
                case INT64 -> reader.takeLong();
                case FLOAT -> reader.takeFloat();
                case DOUBLE -> reader.takeDouble();
                default -> reader.takeBinary();
            }
            return;
        }
        switch (type) {
            case BOOLEAN -> statistics.addBoolean(reader.takeBoolean());
            case INT32 -> statistics.addInt(reader.takeInt());
            case INT64 -> statistics.addLong(reader.takeLong());
            case FLOAT -> statistics.addFloat(reader.takeFloat());
            case DOUBLE -> statistics.addDouble(reader.takeDouble());
            default -> statistics.addBinary(reader.takeBinary());
        }
    }

    /**
     * The statistics of a scanned chunk by the writer's rules, from its data pages decoded once
     * more (they decoded when the chunk was found); null if one no longer decodes.
     */
    private Statistics statistics(ColumnDescriptor column, Chunk chunk) throws IOException {
        ChunkStatistics statistics = new ChunkStatistics(column);
        for (Page p : chunk.data) {
            if (decode(p, column, chunk.dictionary, statistics) < 0) {
                return null;
            }
        }
        return statistics.toFormat();
    }

    private void appendPage(Page p, BytesBuilder buf) throws IOException {
        int total = p.headerLength + p.header.compressedPageSize();
        buf.ensureCapacity(total);
        byte[] bytes = new byte[total];
        in.readFully(p.offset, bytes, 0, total);
        buf.writeBytes(bytes);
    }

    /** Whether the PLAIN values section of data page {@code p} (body at {@code buf[bodyStart]}) is exactly {@code present} values. */
    private boolean plainSectionMatches(Page p, byte[] buf, int bodyStart, ColumnDescriptor column, long present) {
        Codec codecOf = Codecs.get(codec);
        int compressedSize = p.header.compressedPageSize();
        int uncompressedSize = p.header.uncompressedPageSize();
        if (p.header.type() == PageType.DATA_PAGE) {
            byte[] raw = new byte[uncompressedSize];
            codecOf.decompress(buf, bodyStart, compressedSize, raw, 0, uncompressedSize);
            int off = 0;
            for (int levels = (column.maxRepetitionLevel() > 0 ? 1 : 0) + (column.maxDefinitionLevel() > 0 ? 1 : 0);
                    levels > 0; levels--) {
                if (off + 4 > raw.length) {
                    return false;
                }
                int n = ByteOrderAccess.getInt(raw, off);
                if (n < 0 || n > raw.length - off - 4) {
                    return false;
                }
                off += 4 + n;
            }
            return plainSizeMatches(raw, off, raw.length - off, column, present);
        }
        var h = p.header.dataPageHeaderV2();
        int levels = h.definitionLevelsByteLength() + h.repetitionLevelsByteLength();
        if (levels < 0 || levels > compressedSize || levels > uncompressedSize) {
            return false;
        }
        if (!h.compressed()) {
            return plainSizeMatches(buf, bodyStart + levels, compressedSize - levels, column, present);
        }
        byte[] values = new byte[uncompressedSize - levels];
        codecOf.decompress(buf, bodyStart + levels, compressedSize - levels, values, 0, values.length);
        return plainSizeMatches(values, 0, values.length, column, present);
    }

    /** Whether {@code buf[off, off+len)} is exactly {@code n} PLAIN values of the column's type. */
    private static boolean plainSizeMatches(byte[] buf, int off, int len, ColumnDescriptor column, long n) {
        return switch (column.physicalType()) {
            case BOOLEAN -> len == (n + 7) / 8;
            case INT32, FLOAT -> len == 4 * n;
            case INT64, DOUBLE -> len == 8 * n;
            case INT96 -> len == 12 * n;
            case FIXED_LEN_BYTE_ARRAY -> len == (long) column.type().typeLength() * n;
            case BYTE_ARRAY -> {
                int pos = off;
                int end = off + len;
                for (long i = 0; i < n; i++) {
                    if (end - pos < 4) {
                        yield false;
                    }
                    int size = ByteOrderAccess.getInt(buf, pos);
                    if (size < 0 || size > end - pos - 4) {
                        yield false;
                    }
                    pos += 4 + size;
                }
                yield pos == end;
            }
        };
    }

    /** The metadata of a scanned chunk: sizes, counts, offsets and encodings of its pages, and its statistics. */
    private ColumnChunk columnChunk(ColumnDescriptor column, Chunk chunk) throws IOException {
        long values = 0;
        long compressed = 0;
        long uncompressed = 0;
        Set<Encoding> encodings = new LinkedHashSet<>();
        Map<PageType, Map<Encoding, Integer>> stats = new EnumMap<>(PageType.class);
        List<Page> all = new ArrayList<>();
        if (chunk.dictionary != null) {
            all.add(chunk.dictionary);
        }
        all.addAll(chunk.data);
        for (Page p : all) {
            compressed += p.headerLength + p.header.compressedPageSize();
            uncompressed += p.headerLength + p.header.uncompressedPageSize();
            encodings.add(p.encoding());
            stats.computeIfAbsent(p.header.type(), t -> new EnumMap<>(Encoding.class)).merge(p.encoding(), 1, Integer::sum);
            if (p.isData()) {
                values += p.numValues();
                if (p.header.type() == PageType.DATA_PAGE) {
                    if (column.maxRepetitionLevel() > 0) {
                        encodings.add(p.header.dataPageHeader().repetitionLevelEncoding());
                    }
                    if (column.maxDefinitionLevel() > 0) {
                        encodings.add(p.header.dataPageHeader().definitionLevelEncoding());
                    }
                } else if (column.maxRepetitionLevel() > 0 || column.maxDefinitionLevel() > 0) {
                    encodings.add(Encoding.RLE);
                }
            }
        }
        encodings.remove(null);
        List<PageEncodingStats> encodingStats = new ArrayList<>();
        stats.forEach((type, byEncoding) -> byEncoding.forEach((e, n) -> encodingStats.add(new PageEncodingStats(type, e, n))));
        long dataOffset = chunk.data.get(0).offset;
        Long dictionaryOffset = chunk.dictionary == null ? null : chunk.dictionary.offset;
        ColumnMetaData meta = new ColumnMetaData(column.physicalType(), List.copyOf(encodings), column.path().parts(), codec,
                values, uncompressed, compressed, null, dataOffset, null, dictionaryOffset, statistics(column, chunk), encodingStats,
                null, null, null, null);
        return new ColumnChunk(null, dictionaryOffset != null ? dictionaryOffset : dataOffset, meta, null, null, null, null,
                null, null);
    }

    // ---- output --------------------------------------------------------------------------------

    /** Writes {@code [0, end)} of the damaged file, then {@code footer} (none: the copy is whole). */
    private void copy(OutputFile out, long end, FileMetaData footer) throws IOException {
        PositionOutputStream os;
        try {
            os = out.create();
        } catch (IOException e) {
            throw new ParquetException(out.location() + ": cannot create: " + IoErrors.describe(e, out.location()), e);
        }
        try {
            byte[] buf = new byte[(int) Math.min(COPY_BUFFER, Math.max(1, end))];
            long pos = 0;
            while (pos < end) {
                int n = (int) Math.min(buf.length, end - pos);
                in.readFully(pos, buf, 0, n);
                os.write(buf, 0, n);
                pos += n;
            }
            if (footer != null) {
                BytesBuilder tail = new BytesBuilder(1 << 12);
                ThriftWriter.write(footer, tail);
                tail.writeIntLE(tail.size());
                tail.writeBytes(MAGIC);
                tail.writeTo(os);
            }
            os.close();
        } catch (IOException | RuntimeException e) {
            try {
                os.abort();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    private static boolean matches(byte[] b, int off, byte[] magic) {
        for (int i = 0; i < magic.length; i++) {
            if (b[off + i] != magic[i]) {
                return false;
            }
        }
        return true;
    }
}
