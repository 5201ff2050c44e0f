package io.parquetry;

import io.parquetry.metadata.RecoveryReport;
import io.parquetry.base.ParquetException;
import io.parquetry.file.FileFooter;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.KeyValue;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftLimits;
import io.parquetry.io.InputFile;
import io.parquetry.io.LocalInputFile;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.io.OutputFile;
import io.parquetry.row.Row;
import io.parquetry.row.RowMapper;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An open Parquet file: its footer (schema, row groups, metadata) and readers over its rows.
 *
 * <pre>{@code
 * try (ParquetFile f = ParquetFile.open(path)) {
 *     MessageType schema = f.schema();
 *     try (ParquetReader<Row> rows = f.rows()) {
 *         for (Row row : rows) { ... }
 *     }
 * }
 * }</pre>
 *
 * <p>Thread-safe: the footer is read once and never changes, and inputs read by position, so
 * several threads may open readers on one {@code ParquetFile} at the same time (one per row
 * group, say). Each reader belongs to one thread. Closing the file while readers are open makes
 * them fail.
 */
public final class ParquetFile implements Closeable {
    private final InputFile input;
    private final ReadOptions options;
    private final FileMetaData metadata;
    private final MessageType schema;
    private final boolean ownsInput;
    private final long rowCount;
    private volatile io.parquetry.metadata.FileMetadata views;
    // per (row group, leaf column) of encrypted chunks: their decryption (keys retrieved once per chunk)
    private final java.util.Map<Long, io.parquetry.cipher.ColumnDecryption> decryptions =
            new java.util.concurrent.ConcurrentHashMap<>();

    private ParquetFile(InputFile input, ReadOptions options, boolean ownsInput) {
        this.input = input;
        this.options = options;
        this.ownsInput = ownsInput;
        this.metadata = FileFooter.read(input, options.maxFooterSize(), options.maxNestingDepth(), options.maxRowGroups(),
                options.maxColumns(), options.decryption());
        this.schema = FileFooter.schema(metadata, options.maxNestingDepth(), input.location());
        this.rowCount = FileFooter.rowCount(metadata, input.location());
    }

    /**
     * Opens a local file with default options.
     *
     * @param path the file
     * @return the open file
     */
    public static ParquetFile open(Path path) {
        return open(path, ReadOptions.defaults());
    }

    /**
     * Opens a local file with {@code options}.
     *
     * @param path the file
     * @param options the read options
     * @return the open file
     * @throws io.parquetry.base.ParquetException when the file cannot be opened (naming it and why, for example "no such file") or its footer is damaged
     */
    public static ParquetFile open(Path path, ReadOptions options) {
        InputFile in;
        try {
            in = new LocalInputFile(path);
        } catch (IOException e) {
            throw new ParquetException(path + ": cannot open: " + io.parquetry.io.IoErrors.describe(e, path.toString()), e);
        }
        try {
            return new ParquetFile(in, options, true);
        } catch (RuntimeException e) {
            closeQuietly(in, e);
            throw e;
        }
    }

    /**
     * Opens any input; closing the {@code ParquetFile} closes it.
     *
     * @param input the file to read
     * @return the open file
     */
    public static ParquetFile open(InputFile input) {
        return open(input, ReadOptions.defaults());
    }

    /**
     * Opens any input with {@code options}; closing the {@code ParquetFile} closes it.
     *
     * @param input the file to read
     * @param options the read options
     * @return the open file
     * @throws io.parquetry.base.ParquetException when the footer cannot be read or is damaged
     */
    public static ParquetFile open(InputFile input, ReadOptions options) {
        return new ParquetFile(input, options, true);
    }

    private static void closeQuietly(InputFile in, RuntimeException e) {
        try {
            in.close();
        } catch (IOException suppressed) {
            e.addSuppressed(suppressed);
        }
    }

    /** {@return the file's schema} */
    public MessageType schema() {
        return schema;
    }

    /**
     * The footer: row groups, their column chunks (encodings, sizes, offsets, statistics), the
     * writer and the key/value metadata. Built on first call and then shared. For an encrypted
     * file the chunks' metadata is decrypted with the reader's keys; a chunk whose key the reader
     * lacks is {@link io.parquetry.metadata.ColumnChunkMetadata#hidden() hidden}. Safe to call
     * from several threads: the views are immutable, and threads that race on the first call may
     * each build them, then share one.
     *
     * @return the footer view
     */
    public io.parquetry.metadata.FileMetadata metadata() {
        io.parquetry.metadata.FileMetadata v = views;
        if (v == null) {
            v = MetadataViews.file(this, metadata);
            views = v;
        }
        return v;
    }

    /** The footer as decoded, for the runtime's own use. */
    FileMetaData footer() {
        return metadata;
    }

    /** {@return the rows of the file: the sum of its row groups' rows} */
    public long rowCount() {
        return rowCount;
    }

    /**
     * The number of row groups, from the decoded footer (without building the metadata views).
     *
     * @return how many row groups the file has
     */
    public int rowGroupCount() {
        return footerRowGroups().size();
    }

    /**
     * The row groups in file order (see {@link #metadata()}).
     *
     * @return the row groups' metadata views
     */
    public List<io.parquetry.metadata.RowGroupMetadata> rowGroups() {
        return metadata().rowGroups();
    }

    /** The decoded row groups, for the runtime's own use. */
    List<RowGroup> footerRowGroups() {
        return metadata.rowGroups() == null ? List.of() : metadata.rowGroups();
    }

    /** {@return the writer's name and version, if recorded} */
    public String createdBy() {
        return metadata.createdBy();
    }

    /**
     * File-level key/value metadata, in file order (a key without a value maps to {@code null}).
     *
     * @return the key/value metadata
     */
    public Map<String, String> keyValueMetadata() {
        Map<String, String> out = new LinkedHashMap<>();
        if (metadata.keyValueMetadata() != null) {
            for (KeyValue kv : metadata.keyValueMetadata()) {
                out.put(kv.key(), kv.value());
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** {@return where the file is, for messages: its path or URI} */
    public String location() {
        return input.location();
    }

    /**
     * Reads every row as a generic {@link Row}.
     *
     * @return a reader of generic rows
     */
    public ParquetReader<Row> rows() {
        return read(new RowMapper(schema));
    }

    /**
     * Reads only the named fields as generic rows: each path is dotted ({@code "venue.city"}) and
     * names a leaf column or a group (which is read whole). Rows hold the projected fields in
     * file order; only their column chunks are read.
     *
     * @param columnPaths dotted paths of leaf columns or groups
     * @return a reader of generic rows
     */
    public ParquetReader<Row> rows(String... columnPaths) {
        return rows(project(columnPaths));
    }

    /**
     * Reads the rows in {@code readSchema}, which may differ from the file's as records may (see
     * {@link #read(RecordMapper)}): fewer or more fields, converted types, other list layouts.
     *
     * @param readSchema the schema to read the rows in
     * @return a reader of generic rows
     */
    public ParquetReader<Row> rows(MessageType readSchema) {
        return read(new RowMapper(readSchema));
    }

    /**
     * The file's schema cut to the fields on {@code columnPaths} (dotted paths of leaves or
     * groups; a group is kept whole), in file order.
     *
     * @param columnPaths dotted paths of leaf columns or groups
     * @return the projected schema
     */
    public MessageType project(String... columnPaths) {
        if (columnPaths.length == 0) {
            throw new ParquetException(location() + ": a projection needs at least one column path");
        }
        java.util.Set<io.parquetry.schema.SchemaNode> keep = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        java.util.Set<io.parquetry.schema.SchemaNode> whole = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (String path : columnPaths) {
            io.parquetry.schema.GroupType group = schema;
            io.parquetry.schema.SchemaNode node = null;
            for (String name : io.parquetry.schema.ColumnPath.parse(path).parts()) {
                if (group == null || group.fieldIndex(name) < 0) {
                    throw new ParquetException(location() + ": no field " + path + " in the file schema "
                            + schema.toString().replace('\n', ' '));
                }
                node = group.field(group.fieldIndex(name));
                keep.add(node);
                group = node.isPrimitive() ? null : node.asGroup();
            }
            whole.add(node);
        }
        List<io.parquetry.schema.SchemaNode> fields = prune(schema, keep, whole);
        return MessageType.lenient(schema.name(), fields);
    }

    private static List<io.parquetry.schema.SchemaNode> prune(io.parquetry.schema.GroupType g,
            java.util.Set<io.parquetry.schema.SchemaNode> keep, java.util.Set<io.parquetry.schema.SchemaNode> whole) {
        List<io.parquetry.schema.SchemaNode> out = new java.util.ArrayList<>();
        for (io.parquetry.schema.SchemaNode f : g.fields()) {
            if (!keep.contains(f)) {
                continue;
            }
            if (f.isPrimitive() || whole.contains(f)) {
                out.add(f);
            } else {
                io.parquetry.schema.GroupType fg = f.asGroup();
                out.add(io.parquetry.schema.GroupType.lenient(fg.name(), fg.repetition(), fg.logicalType(), fg.convertedType(),
                        fg.id(), prune(fg, keep, whole)));
            }
        }
        return out;
    }

    /**
     * Reads every record through {@code mapper}. Only the mapper's columns are read; the mapper's
     * schema may differ from the file's as schema evolution allows: fields the file lacks read as
     * absent (null, empty list or map, {@code Optional.empty()}), file fields the mapper lacks
     * are ignored, and a column of another type than the mapper declares reads through an exact
     * conversion (integer widths, time units, decimal scales...) or is refused here, naming the
     * field and both types (the README's table of typed reads).
     *
     * @param <T> the record type
     * @param mapper the record mapper
     * @return a reader of records
     */
    public <T> ParquetReader<T> read(RecordMapper<T> mapper) {
        return new ParquetReader<>(this, mapper);
    }

    /**
     * Reads the records of the given row groups only (indexes into {@link #rowGroups()}, read in
     * the order given): to split a file across threads, give each thread its own
     * {@code ParquetFile} over the same input, or share one whose input supports concurrent
     * positioned reads (local files and in-memory inputs do).
     *
     * @param <T> the record type
     * @param mapper the record mapper
     * @param rowGroups indexes into {@link #rowGroups()}, read in the order given
     * @return a reader of records
     */
    public <T> ParquetReader<T> read(RecordMapper<T> mapper, int... rowGroups) {
        return new ParquetReader<>(this, mapper, false, rowGroups, null);
    }

    /**
     * Reads records {@code [firstRow, endRow)} (file-global row numbers across the row groups in
     * file order), reading only the row groups, and where offset indexes allow only the pages,
     * that hold them.
     *
     * (Not an overload of {@code read}: {@code read(mapper, 0, 1)} already means row groups 0 and 1.)
     *
     * @throws ParquetException when the range is not within the file's rows {@code [0, rowCount()]}
     * @param <T> the record type
     * @param mapper the record mapper
     * @param firstRow the first row to read, from 0
     * @param endRow the row after the last row to read
     * @return a reader of records
     */
    public <T> ParquetReader<T> readRows(RecordMapper<T> mapper, long firstRow, long endRow) {
        return readRows(mapper, null, firstRow, endRow);
    }

    /**
     * Reads the records of rows {@code [firstRow, endRow)} that {@code filter} (null for none)
     * matches; see {@link #readRows(RecordMapper, long, long)}.
     *
     * @param <T> the record type
     * @param mapper the record mapper
     * @param filter the row filter, or null for none
     * @param firstRow the first row to read, from 0
     * @param endRow the row after the last row to read
     * @return a reader of records
     */
    public <T> ParquetReader<T> readRows(RecordMapper<T> mapper, io.parquetry.filter.Filter filter, long firstRow, long endRow) {
        if (firstRow < 0 || endRow < firstRow) {
            throw new ParquetException(location() + ": row range [" + firstRow + ", " + endRow + ") is not within the file's rows [0, "
                    + rowCount() + ")");
        }
        return new ParquetReader<>(this, mapper, false, null, filter, firstRow, endRow);
    }

    /**
     * Reads the generic rows of rows {@code [firstRow, endRow)} that {@code filter} (null for
     * none) matches, projected to {@code columnPaths} (all fields when none).
     *
     * @param filter the row filter, or null for none
     * @param firstRow the first row to read, from 0
     * @param endRow the row after the last row to read
     * @param columnPaths dotted paths of leaf columns or groups
     * @return a reader of generic rows
     */
    public ParquetReader<Row> rows(io.parquetry.filter.Filter filter, long firstRow, long endRow, String... columnPaths) {
        return readRows(new RowMapper(columnPaths.length == 0 ? schema : project(columnPaths)), filter, firstRow, endRow);
    }

    /**
     * Reads the records {@code filter} matches (see {@link io.parquetry.filter.Filter}).
     *
     * @param <T> the record type
     * @param mapper the record mapper
     * @param filter the row filter, or null for none
     * @return a reader of records
     */
    public <T> ParquetReader<T> read(RecordMapper<T> mapper, io.parquetry.filter.Filter filter) {
        return new ParquetReader<>(this, mapper, false, null, filter);
    }

    /**
     * Reads the generic rows {@code filter} matches, projected to {@code columnPaths} (all fields when none).
     *
     * @param filter the row filter, or null for none
     * @param columnPaths dotted paths of leaf columns or groups
     * @return a reader of generic rows
     */
    public ParquetReader<Row> rows(io.parquetry.filter.Filter filter, String... columnPaths) {
        return read(new RowMapper(columnPaths.length == 0 ? schema : project(columnPaths)), filter);
    }

    /**
     * A {@link io.parquetry.row.RowCursor} over every row, projected to {@code columnPaths} (dotted
     * paths of leaf columns or groups, as for {@link #rows(String...)}; all fields when none): generic
     * reads without a {@link Row} per row.
     *
     * @param columnPaths dotted paths of leaf columns or groups
     * @return the cursor, before its first row
     */
    public io.parquetry.row.RowCursor cursor(String... columnPaths) {
        return cursor((io.parquetry.filter.Filter) null, columnPaths);
    }

    /**
     * A cursor over the rows {@code filter} matches, projected to {@code columnPaths} (all fields when none).
     *
     * @param filter the row filter, or null for none
     * @param columnPaths dotted paths of leaf columns or groups
     * @return the cursor, before its first row
     */
    public io.parquetry.row.RowCursor cursor(io.parquetry.filter.Filter filter, String... columnPaths) {
        return cursor(columnPaths, m -> new ParquetReader<>(this, m, false, null, filter));
    }

    /**
     * A cursor over the rows of {@code [firstRow, endRow)} (file-global row numbers) that
     * {@code filter} (null for none) matches, projected to {@code columnPaths} (all fields when none).
     *
     * @param filter the row filter, or null for none
     * @param firstRow the first row to read, from 0
     * @param endRow the row after the last row to read
     * @param columnPaths dotted paths of leaf columns or groups
     * @return the cursor, before its first row
     * @throws ParquetException when the range is not within the file's rows
     */
    public io.parquetry.row.RowCursor cursor(io.parquetry.filter.Filter filter, long firstRow, long endRow,
                                             String... columnPaths) {
        if (firstRow < 0 || endRow < firstRow) {
            throw new ParquetException(location() + ": row range [" + firstRow + ", " + endRow + ") is not within the file's rows [0, "
                    + rowCount() + ")");
        }
        return cursor(columnPaths, m -> new ParquetReader<>(this, m, false, null, filter, firstRow, endRow));
    }

    /**
     * A cursor over the rows of the given row groups only (indexes into {@link #rowGroups()}, read
     * in the order given), projected to {@code columnPaths} (all fields when none): one cursor per
     * thread splits a file across threads.
     *
     * @param rowGroups indexes into {@link #rowGroups()}
     * @param columnPaths dotted paths of leaf columns or groups
     * @return the cursor, before its first row
     */
    public io.parquetry.row.RowCursor rowGroupCursor(int[] rowGroups, String... columnPaths) {
        return cursor(columnPaths, m -> new ParquetReader<>(this, m, false, rowGroups, null));
    }

    private io.parquetry.row.RowCursor cursor(String[] columnPaths,
            java.util.function.Function<RecordMapper<Object>, ParquetReader<Object>> open) {
        MessageType readSchema = columnPaths.length == 0 ? schema : project(columnPaths);
        List<ParquetReader<Object>> reader = new java.util.ArrayList<>(1);
        return io.parquetry.row.RowCursor.of(readSchema, m -> {
            ParquetReader<Object> r = open.apply(m);
            reader.add(r);
            return r::read;
        }, () -> reader.forEach(ParquetReader::close));
    }

    /**
     * The column index of the chunk of leaf column {@code columnPath} (dotted) in row group
     * {@code rowGroup}, or {@code null} when the writer stored none.
     *
     * @param rowGroup the row group's index, from 0
     * @param columnPath the dotted path of the leaf column
     * @return the column index, or null
     */
    public io.parquetry.metadata.ColumnIndex columnIndex(int rowGroup, String columnPath) {
        return MetadataViews.columnIndex(footerColumnIndex(rowGroup, columnPath));
    }

    /**
     * The offset index of a column chunk (see {@link #columnIndex}), or {@code null}.
     *
     * @param rowGroup the row group's index, from 0
     * @param columnPath the dotted path of the leaf column
     * @return the offset index, or null
     */
    public io.parquetry.metadata.OffsetIndex offsetIndex(int rowGroup, String columnPath) {
        return MetadataViews.offsetIndex(footerOffsetIndex(rowGroup, columnPath));
    }

    /**
     * The bloom filter of a column chunk (see {@link #columnIndex}), or {@code null}.
     *
     * @param rowGroup the row group's index, from 0
     * @param columnPath the dotted path of the leaf column
     * @return the bloom filter, or null
     */
    public io.parquetry.metadata.BloomFilter bloomFilter(int rowGroup, String columnPath) {
        return MetadataViews.bloomFilter(footerBloomFilter(rowGroup, columnPath));
    }

    io.parquetry.format.ColumnIndex footerColumnIndex(int rowGroup, String columnPath) {
        int fc = columnOrdinal(columnPath);
        return io.parquetry.index.PageIndexReader.columnIndex(input, footerChunk(rowGroup, columnPath), decryption(rowGroup, fc));
    }

    io.parquetry.format.OffsetIndex footerOffsetIndex(int rowGroup, String columnPath) {
        int fc = columnOrdinal(columnPath);
        return io.parquetry.index.PageIndexReader.offsetIndex(input, footerChunk(rowGroup, columnPath), decryption(rowGroup, fc));
    }

    io.parquetry.index.BloomFilter footerBloomFilter(int rowGroup, String columnPath) {
        int fc = columnOrdinal(columnPath);
        return io.parquetry.index.PageIndexReader.bloomFilter(input, footerChunk(rowGroup, columnPath),
                columnMetaData(rowGroup, fc), decryption(rowGroup, fc));
    }

    private int columnOrdinal(String columnPath) {
        return schema.columns().indexOf(schema.column(io.parquetry.schema.ColumnPath.parse(columnPath)));
    }

    /**
     * The decryption of the chunk of leaf column {@code fc} in row group {@code rowGroup}, or
     * {@code null} when it is not encrypted.
     *
     * @throws ParquetException when it is encrypted and the reader lacks its key
     */
    io.parquetry.cipher.ColumnDecryption decryption(int rowGroup, int fc) {
        io.parquetry.format.ColumnChunk chunk = footerRowGroups().get(rowGroup).columns().get(fc);
        if (chunk.cryptoMetadata() == null) {
            return null;
        }
        return decryptions.computeIfAbsent(((long) rowGroup << 32) | fc, k -> {
            io.parquetry.schema.ColumnDescriptor column = schema.columns().get(fc);
            return io.parquetry.cipher.ColumnDecryption.of(chunk, metadata.encryptionAlgorithm(), options.decryption(),
                    metadata.footerSigningKeyMetadata(), column.path().toDotString(), rowGroup, fc,
                    location() + ": row group " + rowGroup + ", column " + column.path());
        });
    }

    /** The chunk's metadata, decrypted when the file stores it encrypted. */
    io.parquetry.format.ColumnMetaData columnMetaData(int rowGroup, int fc) {
        io.parquetry.format.ColumnChunk chunk = footerRowGroups().get(rowGroup).columns().get(fc);
        io.parquetry.cipher.ColumnDecryption crypto = decryption(rowGroup, fc);
        return crypto == null ? chunk.metaData() : crypto.metaData(chunk, thriftLimits());
    }

    io.parquetry.format.ThriftLimits thriftLimits() {
        return io.parquetry.format.ThriftLimits.DEFAULT.withMaxDepth(options.maxNestingDepth());
    }

    /**
     * The chunk of leaf column {@code columnPath} (dotted) in row group {@code rowGroup}.
     *
     * @throws ParquetException when there is no such row group or column
     * @param rowGroup the row group's index, from 0
     * @param columnPath the dotted path of the leaf column
     * @return the chunk's metadata
     */
    public io.parquetry.metadata.ColumnChunkMetadata chunk(int rowGroup, String columnPath) {
        io.parquetry.format.ColumnChunk chunk = footerChunk(rowGroup, columnPath);
        int fc = columnOrdinal(columnPath);
        return MetadataViews.readableChunk(this, rowGroup, fc, schema.columns().get(fc), chunk);
    }

    /**
     * The page headers of the chunk of leaf column {@code columnPath} (dotted) in row group
     * {@code rowGroup}, read from the file in order: type, sizes, value/null/row counts,
     * encodings, statistics and CRC of each page, for tools that inspect a file's layout. The
     * chunk is read whole on each call. A structural problem (an unreadable header, a page
     * running past the chunk) does not throw: it ends the list and is reported in
     * {@link io.parquetry.metadata.ColumnPages#problem()}, with where it was found.
     *
     * @throws ParquetException when there is no such row group or column, or the chunk is
     *     encrypted (its page headers are encrypted modules)
     * @throws java.io.UncheckedIOException when the file cannot be read
     * @param rowGroup the row group's index, from 0
     * @param columnPath the dotted path of the leaf column
     * @return the chunk's page headers
     */
    public io.parquetry.metadata.ColumnPages pages(int rowGroup, String columnPath) {
        io.parquetry.metadata.ColumnChunkMetadata chunk = chunk(rowGroup, columnPath);
        if (chunk.encrypted()) {
            throw new ParquetException(location() + ": row group " + rowGroup + ", column " + columnPath
                    + ": the column chunk is encrypted; its page headers cannot be listed");
        }
        io.parquetry.file.PageHeaderWalk.Result walk = io.parquetry.file.PageHeaderWalk.walk(input, chunk.startOffset(),
                chunk.compressedSize(), chunk.valueCount(), thriftLimits());
        return MetadataViews.pages(walk);
    }

    /** The footer entry of a chunk (see {@link #chunk}), for the runtime's own use. */
    io.parquetry.format.ColumnChunk footerChunk(int rowGroup, String columnPath) {
        List<RowGroup> groups = footerRowGroups();
        if (rowGroup < 0 || rowGroup >= groups.size()) {
            throw new ParquetException(location() + ": no row group " + rowGroup + " (the file has " + groups.size() + ")");
        }
        int idx = schema.columns().indexOf(schema.column(io.parquetry.schema.ColumnPath.parse(columnPath)));
        List<io.parquetry.format.ColumnChunk> chunks = groups.get(rowGroup).columns();
        if (chunks == null || idx >= chunks.size()) {
            throw new ParquetException(location() + ": row group " + rowGroup + " has no chunk for column " + columnPath);
        }
        return chunks.get(idx);
    }

    InputFile input() {
        return input;
    }

    ReadOptions options() {
        return options;
    }

    /**
     * Rebuilds a valid Parquet file at {@code out} from the complete row groups of
     * {@code damaged}, a file cut short or without its footer (the temporary file a killed
     * writer leaves, say), and reports what it kept. For a file without any footer this needs
     * the schema it was written with: see {@link #recover(Path, Path, MessageType)}; a file
     * written with {@link ParquetWriter.Builder#cumulativeFooterEvery(int)} carries its own.
     * The damaged file is not changed; recover a writer's temporary file before writing to the same
     * path again (the next writer of a path removes its dead writers' leftovers). See
     * {@link io.parquetry.file.Recovery} for how it works. Thread-safe: each call works alone.
     *
     * @throws ParquetException when {@code damaged} is not a Parquet file, is encrypted, or has no
     *     cumulative footer (its schema is then unknown)
     * @param damaged the damaged file
     * @param out where the recovered file is written
     * @return what was recovered and what was lost
     */
    public static io.parquetry.metadata.RecoveryReport recover(Path damaged, Path out) {
        return recover(damaged, out, null);
    }

    /**
     * Like {@link #recover(Path, Path)}, for a file that may have no footer at all: its row groups
     * are found by scanning pages as columns of {@code schema} (e.g.
     * {@code TradeParquet.mapper().schema()}, or the {@code MessageType} rows were written with).
     * A cumulative footer in the file wins over {@code schema}, which must then match it.
     *
     * @param damaged the damaged file
     * @param out where the recovered file is written
     * @param schema the schema to scan pages as, or null when the file has a cumulative footer
     * @return what was recovered and what was lost
     */
    public static io.parquetry.metadata.RecoveryReport recover(Path damaged, Path out, MessageType schema) {
        InputFile in;
        try {
            in = new LocalInputFile(damaged);
        } catch (IOException e) {
            throw new ParquetException(damaged + ": cannot open: " + io.parquetry.io.IoErrors.describe(e, damaged.toString()), e);
        }
        try (in) {
            return recover(in, new LocalOutputFile(out), schema);
        } catch (IOException e) {
            throw new ParquetException(damaged + ": " + io.parquetry.io.IoErrors.describe(e, damaged.toString()), e);
        }
    }

    /**
     * Recovers any input into any output (see {@link #recover(Path, Path, MessageType)});
     * {@code schema} may be null when the file has a cumulative footer. Does not close {@code damaged}.
     *
     * @param damaged the damaged file
     * @param out where the recovered file is written
     * @param schema the schema to scan pages as, or null when the file has a cumulative footer
     * @return what was recovered and what was lost
     */
    public static io.parquetry.metadata.RecoveryReport recover(InputFile damaged, OutputFile out, MessageType schema) {
        ReadOptions o = ReadOptions.defaults();
        return io.parquetry.file.Recovery.recover(damaged, out, schema, ParquetWriter.CREATED_BY, o.maxFooterSize(),
                o.maxPageSize(), o.maxNestingDepth());
    }

    /**
     * A writer of generic rows of {@code schema} to a local path (written atomically).
     *
     * @param schema the schema of the rows
     * @param path the file to write
     * @return a writer builder of rows
     */
    public static ParquetWriter.Builder<Row> writer(MessageType schema, Path path) {
        return writer(schema, new LocalOutputFile(path));
    }

    /**
     * A writer of generic rows of {@code schema} to any output.
     *
     * @param schema the schema of the rows
     * @param out where the file is written
     * @return a writer builder of rows
     */
    public static ParquetWriter.Builder<Row> writer(MessageType schema, OutputFile out) {
        return new ParquetWriter.Builder<>(out, new RowMapper(schema));
    }

    @Override
    public void close() {
        if (ownsInput) {
            try {
                input.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
