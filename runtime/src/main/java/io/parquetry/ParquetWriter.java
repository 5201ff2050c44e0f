package io.parquetry;

import io.parquetry.column.ColumnWriteOptions;
import io.parquetry.column.ColumnWriter;
import io.parquetry.compression.Codecs;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnOrder;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.KeyValue;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftWriter;
import io.parquetry.encoding.BytesBuilder;
import io.parquetry.io.OutputFile;
import io.parquetry.io.PositionOutputStream;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.SchemaConverter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes records to a Parquet file. Records are shredded into column writers as they arrive;
 * a row group is written out when its buffered size reaches the target, so memory stays
 * bounded by the row group size. {@link #close()} writes the footer; for path targets the file
 * appears at its path only then. If a write fails, the writer is unusable and closing it
 * discards the output.
 *
 * @param <T> the record type
 */
public final class ParquetWriter<T> implements Closeable {
    /** The {@code created_by} written to every file. */
    public static final String CREATED_BY = "parquetry version 0.1.0 (build parquetry)";
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final int SIZE_CHECK_INTERVAL = 64;

    private final RecordMapper<T> mapper;
    private final MessageType schema;
    private final ColumnWriter[] columns;
    private final PositionOutputStream out;
    private final long rowGroupSize;
    private final Map<String, String> keyValueMetadata;
    private final String location;
    private final List<RowGroup> rowGroups = new ArrayList<>();
    private long rowsInGroup;
    private long totalRows;
    private boolean failed;
    private boolean closed;

    private ParquetWriter(Builder<T> b) {
        this.mapper = b.mapper;
        this.schema = b.mapper.schema();
        this.rowGroupSize = b.rowGroupSize;
        this.keyValueMetadata = new LinkedHashMap<>(b.keyValueMetadata);
        this.location = b.output.location();
        ColumnWriteOptions options = new ColumnWriteOptions(b.pageSize, b.pageRowLimit, b.dictionary,
                b.dictionaryPageSizeLimit, b.pageVersion, b.compression, b.compressionLevel, b.pageChecksums);
        List<ColumnDescriptor> descriptors = schema.columns();
        this.columns = new ColumnWriter[descriptors.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = new ColumnWriter(descriptors.get(i), options);
        }
        try {
            this.out = b.output.create();
            out.write(MAGIC);
        } catch (IOException e) {
            throw new ParquetException(location + ": cannot create: " + e.getMessage(), e);
        }
    }

    /** Writes one record. */
    public void write(T record) {
        if (closed || failed) {
            throw new ParquetException(location + ": the writer is " + (closed ? "closed" : "unusable after an earlier failure"));
        }
        try {
            mapper.write(record, columns);
            rowsInGroup++;
            totalRows++;
            if (rowsInGroup % SIZE_CHECK_INTERVAL == 0 && bufferedSize() >= rowGroupSize) {
                flushRowGroup();
            }
        } catch (RuntimeException e) {
            // a record may be half-shredded: the file can no longer be completed consistently
            failed = true;
            throw e;
        }
    }

    /** Writes every record of {@code records}. */
    public void writeAll(Iterable<? extends T> records) {
        for (T r : records) {
            write(r);
        }
    }

    /** Rows written so far. */
    public long rowCount() {
        return totalRows;
    }

    private long bufferedSize() {
        long total = 0;
        for (ColumnWriter c : columns) {
            total += c.bufferedSize();
        }
        return total;
    }

    private void flushRowGroup() {
        if (rowsInGroup == 0) {
            return;
        }
        try {
            long groupStart = out.position();
            List<ColumnChunk> chunks = new ArrayList<>(columns.length);
            long uncompressed = 0;
            for (ColumnWriter c : columns) {
                ColumnWriter.ChunkResult r = c.finishChunk(out, out.position());
                if (r.rows() != rowsInGroup) {
                    throw new ParquetException("column " + c.column().path() + " received " + r.rows()
                            + " rows but the row group has " + rowsInGroup + " (a mapper wrote an inconsistent record)");
                }
                chunks.add(r.chunk());
                uncompressed += r.chunk().metaData().totalUncompressedSize();
            }
            long compressed = out.position() - groupStart;
            rowGroups.add(new RowGroup(chunks, uncompressed, rowsInGroup, null, groupStart, compressed,
                    (short) rowGroups.size()));
            rowsInGroup = 0;
        } catch (IOException e) {
            failed = true;
            throw new ParquetException(location + ": " + e.getMessage(), e);
        }
    }

    /** Writes the last row group and the footer, and publishes the file. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (failed) {
            try {
                out.abort();
            } catch (IOException e) {
                throw new ParquetException(location + ": " + e.getMessage(), e);
            }
            return;
        }
        try {
            flushRowGroup();
            List<KeyValue> kv = new ArrayList<>();
            keyValueMetadata.forEach((k, v) -> kv.add(new KeyValue(k, v)));
            List<ColumnOrder> orders = new ArrayList<>();
            for (int i = 0; i < columns.length; i++) {
                orders.add(ColumnOrder.TYPE_DEFINED);
            }
            FileMetaData meta = new FileMetaData(2, SchemaConverter.toElements(schema), totalRows, rowGroups,
                    kv.isEmpty() ? null : kv, CREATED_BY, orders, null, null);
            BytesBuilder footer = new BytesBuilder(1 << 12);
            ThriftWriter.write(meta, footer);
            footer.writeIntLE(footer.size());
            footer.writeBytes(MAGIC);
            footer.writeTo(out);
            out.close();
        } catch (IOException | RuntimeException e) {
            try {
                out.abort();
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
            if (e instanceof ParquetException pe) {
                throw pe;
            }
            throw new ParquetException(location + ": " + e.getMessage(), e);
        }
    }

    /**
     * Builder of a {@link ParquetWriter}: defaults are SNAPPY, 128 MiB row groups, 1 MiB pages,
     * dictionary encoding on, V1 pages, page checksums on.
     *
     * @param <T> the record type
     */
    public static final class Builder<T> {
        private final OutputFile output;
        private final RecordMapper<T> mapper;
        private Compression compression = Compression.SNAPPY;
        private int compressionLevel = Codecs.DEFAULT_LEVEL;
        private long rowGroupSize = 128L << 20;
        private int pageSize = ColumnWriteOptions.DEFAULT_PAGE_SIZE;
        private int pageRowLimit = ColumnWriteOptions.DEFAULT_PAGE_ROW_LIMIT;
        private boolean dictionary = true;
        private int dictionaryPageSizeLimit = ColumnWriteOptions.DEFAULT_DICTIONARY_PAGE_SIZE_LIMIT;
        private PageVersion pageVersion = PageVersion.V1;
        private boolean pageChecksums = true;
        private final Map<String, String> keyValueMetadata = new LinkedHashMap<>();

        /** A builder writing to {@code output} through {@code mapper}. */
        public Builder(OutputFile output, RecordMapper<T> mapper) {
            this.output = output;
            this.mapper = mapper;
        }

        public Builder<T> compression(Compression codec) {
            this.compression = codec;
            return this;
        }

        /** Codec level (GZIP 0..9, ZSTD -7..22, BROTLI 0..11); others ignore it. */
        public Builder<T> compressionLevel(int level) {
            this.compressionLevel = level;
            return this;
        }

        /** Target row group size in bytes (buffered, before compression of the open page). */
        public Builder<T> rowGroupSize(long bytes) {
            if (bytes <= 0) {
                throw new ParquetException("row group size must be positive, got " + bytes);
            }
            this.rowGroupSize = bytes;
            return this;
        }

        /** Target data page size in bytes. */
        public Builder<T> pageSize(int bytes) {
            if (bytes <= 0) {
                throw new ParquetException("page size must be positive, got " + bytes);
            }
            this.pageSize = bytes;
            return this;
        }

        /** Most values in one data page. */
        public Builder<T> pageRowLimit(int values) {
            if (values <= 0) {
                throw new ParquetException("page row limit must be positive, got " + values);
            }
            this.pageRowLimit = values;
            return this;
        }

        public Builder<T> dictionary(boolean enabled) {
            this.dictionary = enabled;
            return this;
        }

        /** Largest dictionary (PLAIN bytes) before a column chunk falls back to PLAIN. */
        public Builder<T> dictionaryPageSizeLimit(int bytes) {
            this.dictionaryPageSizeLimit = bytes;
            return this;
        }

        public Builder<T> pageVersion(PageVersion version) {
            this.pageVersion = version;
            return this;
        }

        public Builder<T> pageChecksums(boolean enabled) {
            this.pageChecksums = enabled;
            return this;
        }

        /** Adds a file-level key/value metadata entry. */
        public Builder<T> keyValue(String key, String value) {
            keyValueMetadata.put(key, value);
            return this;
        }

        public ParquetWriter<T> build() {
            return new ParquetWriter<>(this);
        }
    }
}
