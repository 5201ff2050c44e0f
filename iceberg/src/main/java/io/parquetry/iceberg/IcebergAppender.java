package io.parquetry.iceberg;

import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ForwardingRecordMapper;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.iceberg.AppendFiles;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.PartitionField;
import org.apache.iceberg.PartitionKey;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.exceptions.CommitStateUnknownException;
import org.apache.iceberg.util.PropertyUtil;

/**
 * Appends records to an Iceberg table: Parquetry writes the data files (with the table's field ids
 * in their Parquet schema, one file per partition of the table's current spec, rolling to a new
 * file at the target size or row count) and each {@link #commit()} adds the files written since
 * the last one as one snapshot, through Iceberg's {@link AppendFiles}. When another writer commits
 * first, Iceberg refreshes the table and retries the append (the table's
 * {@code commit.retry.*} properties), so concurrent appenders all land.
 *
 * <p>Column metrics (value, null and NaN counts, lower/upper bounds) come from the footer
 * Parquetry wrote, in the table's metrics modes ({@code write.metadata.metrics.*}).
 *
 * <p>Not thread-safe: an appender belongs to one thread; give each writing thread its own
 * appender (on the same table or on one loaded from the catalog).
 *
 * @param <T> the record type
 */
public final class IcebergAppender<T> implements AutoCloseable {
    private static final AtomicLong FILE_COUNTER = new AtomicLong();
    private static final String WRITE_ID = UUID.randomUUID().toString();

    private final Table table;
    private final PartitionSpec spec;
    private final RecordMapper<T> mapper;
    private final MessageType written;
    private final MetricsConfig metricsConfig;
    private final Compression compression;
    private final long rowGroupSize;
    private final long targetFileSize;
    private final long targetFileRows;
    private final String recordName;
    // partitioned tables only
    private final RecordStruct<T> struct;
    private final PartitionKey key;
    private final int maxOpenFiles;
    // open files by partition, least recently written first
    private final Map<PartitionKey, OpenFile<T>> open = new java.util.LinkedHashMap<>(16, 0.75f, true);
    private OpenFile<T> unpartitioned;
    private final List<DataFile> pending = new ArrayList<>();
    private boolean closed;

    private IcebergAppender(Builder<T> b) {
        this.table = b.table;
        this.spec = table.spec();
        Schema schema = table.schema();
        this.recordName = b.recordName;
        this.written = IcebergSchemas.withIds(b.mapper.schema(), schema, recordName);
        this.mapper = new WithSchema<>(b.mapper, written);
        this.metricsConfig = MetricsConfig.forTable(table);
        Map<String, String> props = table.properties();
        this.compression = b.compression != null ? b.compression
                : codec(PropertyUtil.propertyAsString(props, TableProperties.PARQUET_COMPRESSION,
                        TableProperties.PARQUET_COMPRESSION_DEFAULT));
        this.rowGroupSize = b.rowGroupSize > 0 ? b.rowGroupSize : PropertyUtil.propertyAsLong(props,
                TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES, TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES_DEFAULT);
        this.targetFileSize = b.targetFileSize > 0 ? b.targetFileSize : PropertyUtil.propertyAsLong(props,
                TableProperties.WRITE_TARGET_FILE_SIZE_BYTES, TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT);
        this.targetFileRows = b.targetFileRows > 0 ? b.targetFileRows : Long.MAX_VALUE;
        this.maxOpenFiles = b.maxOpenFiles;
        if (spec.isUnpartitioned()) {
            this.struct = null;
            this.key = null;
        } else {
            Set<Integer> sources = new HashSet<>();
            for (PartitionField f : spec.fields()) {
                sources.add(f.sourceId());
            }
            this.struct = new RecordStruct<>(mapper, written, schema.asStruct(), sources);
            this.key = new PartitionKey(spec, schema);
        }
    }

    private static Compression codec(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "zstd" -> Compression.ZSTD;
            case "snappy" -> Compression.SNAPPY;
            case "gzip" -> Compression.GZIP;
            case "lz4" -> Compression.LZ4_RAW;
            case "brotli" -> Compression.BROTLI;
            case "uncompressed", "none" -> Compression.UNCOMPRESSED;
            default -> throw new IllegalArgumentException("table property " + TableProperties.PARQUET_COMPRESSION + " = '"
                    + name + "': not a codec Parquetry writes (zstd, snappy, gzip, lz4, brotli, uncompressed)");
        };
    }

    /**
     * The Parquet schema the data files get: the record's, with the table's field ids.
     *
     * @return the record's Parquet schema with field ids
     */
    public MessageType fileSchema() {
        return written;
    }

    /**
     * Writes one record into the data file of its partition (opening one when needed, and
     * starting a new one when the current file reached the target size or row count).
     *
     * @param record the record to write
     * @throws IllegalStateException after {@link #close()}
     * @throws io.parquetry.base.ParquetException when the record does not fit the schema
     */
    public void write(T record) {
        if (closed) {
            throw new IllegalStateException(table.name() + ": the appender is closed");
        }
        OpenFile<T> file;
        if (key == null) {
            if (unpartitioned == null) {
                unpartitioned = openFile(null);
            }
            file = unpartitioned;
        } else {
            key.partition(struct.wrap(record));
            file = open.get(key);
            if (file == null) {
                if (open.size() >= maxOpenFiles) {
                    // bounded memory: the least recently written partition's file is finished
                    var eldest = open.entrySet().iterator().next();
                    open.remove(eldest.getKey());
                    finish(eldest.getValue());
                }
                PartitionKey copy = key.copy();
                file = openFile(copy);
                open.put(copy, file);
            }
        }
        file.writer.write(record);
        if (file.writer.rowCount() >= targetFileRows || file.out.position() >= targetFileSize) {
            finish(file);
            if (key == null) {
                unpartitioned = null;
            } else {
                open.remove(file.partition);
            }
        }
    }

    /**
     * Writes every record of {@code records} (see {@link #write}).
     *
     * @param records the records to write
     */
    public void writeAll(Iterable<? extends T> records) {
        for (T r : records) {
            write(r);
        }
    }

    private OpenFile<T> openFile(PartitionKey partition) {
        String name = String.format(Locale.ROOT, "%05d-%s.parquet", FILE_COUNTER.getAndIncrement() % 100000,
                WRITE_ID + "-" + UUID.randomUUID());
        String location = partition == null ? table.locationProvider().newDataLocation(name)
                : table.locationProvider().newDataLocation(spec, partition, name);
        CountingOutput out = new CountingOutput(IcebergFiles.output(table.io().newOutputFile(location),
                table.io()::deleteFile));
        ParquetWriter<T> writer = new ParquetWriter.Builder<>(out, mapper)
                .compression(compression)
                .rowGroupSize(rowGroupSize)
                .build();
        return new OpenFile<>(partition, location, out, writer);
    }

    private void finish(OpenFile<T> file) {
        file.writer.close();
        if (file.writer.rowCount() == 0) {
            table.io().deleteFile(file.location);
            return;
        }
        DataFiles.Builder b = DataFiles.builder(spec)
                .withPath(file.location)
                .withFormat(FileFormat.PARQUET)
                .withFileSizeInBytes(file.out.position())
                .withMetrics(IcebergMetrics.of(file.writer.footer(), written, table.schema(), metricsConfig))
                .withSplitOffsets(IcebergMetrics.splitOffsets(file.writer.footer()));
        if (file.partition != null) {
            b.withPartition(file.partition);
        }
        pending.add(b.build());
    }

    private void finishAll() {
        List<OpenFile<T>> files = new ArrayList<>(open.values());
        if (unpartitioned != null) {
            files.add(unpartitioned);
        }
        unpartitioned = null;
        open.clear();
        for (int i = 0; i < files.size(); i++) {
            try {
                finish(files.get(i));
            } catch (RuntimeException e) {
                // the files not finished yet are discarded; finished ones stay pending for abort()
                for (OpenFile<T> rest : files.subList(i + 1, files.size())) {
                    try {
                        rest.writer.abort();
                    } catch (RuntimeException suppressed) {
                        e.addSuppressed(suppressed);
                    }
                }
                throw e;
            }
        }
    }

    /**
     * Closes the open data files and commits every file written since the last commit as one
     * snapshot (nothing when no record was written). Conflicting commits of other writers are
     * retried by Iceberg. When the commit fails the files are deleted, except when Iceberg cannot
     * tell whether it succeeded ({@link CommitStateUnknownException}, rethrown as is).
     *
     * @return the data files the snapshot added
     */
    public List<DataFile> commit() {
        if (closed) {
            throw new IllegalStateException(table.name() + ": the appender is closed");
        }
        finishAll();
        List<DataFile> files = List.copyOf(pending);
        if (files.isEmpty()) {
            return files;
        }
        pending.clear();
        AppendFiles append = table.newAppend();
        files.forEach(append::appendFile);
        try {
            append.commit();
        } catch (CommitStateUnknownException e) {
            throw e;
        } catch (RuntimeException e) {
            deleteQuietly(files, e);
            throw e;
        }
        return files;
    }

    /** Discards everything written since the last commit: open files are aborted, closed ones deleted. */
    public void abort() {
        RuntimeException failure = null;
        List<ParquetWriter<T>> writers = new ArrayList<>();
        if (unpartitioned != null) {
            writers.add(unpartitioned.writer);
        }
        open.values().forEach(f -> writers.add(f.writer));
        unpartitioned = null;
        open.clear();
        for (ParquetWriter<T> w : writers) {
            try {
                w.abort();
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        List<DataFile> files = List.copyOf(pending);
        pending.clear();
        RuntimeException deleteFailure = new RuntimeException("cleanup");
        deleteQuietly(files, deleteFailure);
        if (failure != null) {
            throw failure;
        }
    }

    private void deleteQuietly(List<DataFile> files, RuntimeException failure) {
        for (DataFile f : files) {
            try {
                table.io().deleteFile(f.location());
            } catch (RuntimeException e) {
                failure.addSuppressed(e);
            }
        }
    }

    /**
     * Releases the appender: what was written since the last {@link #commit()} is discarded (as
     * by {@link #abort()}), so a failure before the commit leaves the table unchanged.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            abort();
        } finally {
            closed = true;
        }
    }

    private record OpenFile<T>(PartitionKey partition, String location, CountingOutput out, ParquetWriter<T> writer) {}

    /** An output that remembers its stream, for the bytes written so far. */
    private static final class CountingOutput implements io.parquetry.io.OutputFile {
        private final io.parquetry.io.OutputFile delegate;
        private io.parquetry.io.PositionOutputStream stream;

        CountingOutput(io.parquetry.io.OutputFile delegate) {
            this.delegate = delegate;
        }

        @Override
        public io.parquetry.io.PositionOutputStream create() throws java.io.IOException {
            stream = delegate.create();
            return stream;
        }

        long position() {
            return stream == null ? 0 : stream.position();
        }

        @Override
        public String location() {
            return delegate.location();
        }
    }

    /** The record's mapper writing under the schema with the table's field ids. */
    static final class WithSchema<T> extends ForwardingRecordMapper<T> {
        private final MessageType schema;

        WithSchema(RecordMapper<T> delegate, MessageType schema) {
            super(delegate);
            this.schema = schema;
        }

        @Override
        public MessageType schema() {
            return schema;
        }
    }

    /**
     * Options of an {@link IcebergAppender}; defaults come from the table's properties
     * ({@code write.parquet.compression-codec}, {@code write.parquet.row-group-size-bytes},
     * {@code write.target-file-size-bytes}).
     *
     * @param <T> the record type
     */
    public static final class Builder<T> {
        private final Table table;
        private final RecordMapper<T> mapper;
        private final String recordName;
        private Compression compression;
        private long rowGroupSize;
        private long targetFileSize;
        private long targetFileRows;
        private int maxOpenFiles = 64;

        Builder(Table table, RecordMapper<T> mapper, String recordName) {
            this.table = table;
            this.mapper = mapper;
            this.recordName = recordName;
        }

        /**
         * The codec of the data files, instead of the table's {@code write.parquet.compression-codec}.
         *
         * @param codec the Parquet codec
         * @return this builder
         */
        public Builder<T> compression(Compression codec) {
            this.compression = codec;
            return this;
        }

        /**
         * The row group size in bytes, instead of the table's {@code write.parquet.row-group-size-bytes}.
         *
         * @param bytes the size in bytes
         * @return this builder
         */
        public Builder<T> rowGroupSize(long bytes) {
            this.rowGroupSize = bytes;
            return this;
        }

        /**
         * Starts a new data file once a file's flushed bytes reach this size, instead of the table's
         * {@code write.target-file-size-bytes} (rows still buffered for the current row group are
         * not counted, so files end at a row group boundary).
         *
         * @param bytes the size in bytes
         * @return this builder
         */
        public Builder<T> targetFileSize(long bytes) {
            this.targetFileSize = bytes;
            return this;
        }

        /**
         * Starts a new data file once a file holds this many rows (no limit by default).
         *
         * @param rows the row count
         * @return this builder
         */
        public Builder<T> targetFileRows(long rows) {
            this.targetFileRows = rows;
            return this;
        }

        /**
         * The most data files open at once (64 by default): each open file buffers a row group in
         * memory, so a commit spanning many partitions would otherwise hold one per partition. When
         * a row needs one more, the file of the partition written least recently is finished (its
         * partition gets a new file if more of its rows come before the commit).
         *
         * @param files the limit, at least 1
         * @return this builder
         */
        public Builder<T> maxOpenFiles(int files) {
            if (files < 1) {
                throw new IllegalArgumentException("maxOpenFiles must be at least 1, not " + files);
            }
            this.maxOpenFiles = files;
            return this;
        }

        /**
         * The appender.
         *
         * @return a new appender
         * @throws IllegalArgumentException naming the field when the record's schema does not fit
         *     the table's (see {@link IcebergTables#appender(Table, Class)})
         */
        public IcebergAppender<T> build() {
            return new IcebergAppender<>(this);
        }
    }
}
