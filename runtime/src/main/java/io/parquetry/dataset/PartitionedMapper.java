package io.parquetry.dataset;

import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.BloomFilterOptions;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.DiscardingColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A record mapper split by a {@link Partitioning}: {@link #values} takes the partition values out
 * of a record, and {@link #fileMapper()} writes records without their partition columns (into the
 * {@link Partitioning#fileSchema()}). Both run the record's own mapper, so a partition value is
 * exactly what the mapper would have written to the column.
 *
 * <p>Thread-safe: {@link #values} may be called from several threads; each file mapper belongs to
 * the one writer it was made for.
 *
 * @param <T> the record type
 */
public final class PartitionedMapper<T> {
    private final RecordMapper<T> records;
    private final Partitioning partitioning;
    private final List<ColumnDescriptor> all;
    /** Per column of the records: its partition column index, or -1. */
    private final int[] partitionOf;
    private final ThreadLocal<Capture> captures;

    /**
     * @param records the records' mapper (its schema must be {@code partitioning.schema()})
     * @param partitioning the partition columns
     */
    public PartitionedMapper(RecordMapper<T> records, Partitioning partitioning) {
        this.records = records;
        this.partitioning = partitioning;
        this.all = partitioning.schema().columns();
        this.partitionOf = new int[all.size()];
        java.util.Arrays.fill(partitionOf, -1);
        int[] idx = partitioning.indexes();
        for (int p = 0; p < idx.length; p++) {
            partitionOf[idx[p]] = p;
        }
        this.captures = ThreadLocal.withInitial(Capture::new);
    }

    /** {@return the partitioning} */
    public Partitioning partitioning() {
        return partitioning;
    }

    /**
     * {@return the physical partition values of {@code record} (null for a null), in
     * {@link Partitioning#columns()} order; a new array}
     *
     * @param record the record
     */
    public Object[] values(T record) {
        Capture c = captures.get();
        java.util.Arrays.fill(c.values, null);
        records.write(record, c.sinks);
        return c.values.clone();
    }

    /** The sinks of one thread's capture: partition columns record their value, the others discard. */
    private final class Capture {
        final Object[] values = new Object[partitioning.columns().size()];
        final ColumnSink[] sinks = new ColumnSink[all.size()];

        Capture() {
            for (int i = 0; i < sinks.length; i++) {
                int p = partitionOf[i];
                sinks[i] = p < 0 ? new DiscardingColumnSink(all.get(i)) : new Keep(all.get(i), values, p);
            }
        }
    }

    /** {@return a mapper for one file writer: records without their partition columns} */
    public RecordMapper<T> fileMapper() {
        return new FileMapper();
    }

    private final class FileMapper implements RecordMapper<T> {
        private ColumnSink[] given;
        private ColumnSink[] expanded;

        @Override
        public MessageType schema() {
            return partitioning.fileSchema();
        }

        @Override
        public void write(T record, ColumnSink[] columns) {
            if (columns != given) {
                expanded = new ColumnSink[all.size()];
                int next = 0;
                for (int i = 0; i < expanded.length; i++) {
                    expanded[i] = partitionOf[i] >= 0 ? new DiscardingColumnSink(all.get(i)) : columns[next++];
                }
                given = columns;
            }
            records.write(record, expanded);
        }

        @Override
        public T read(ColumnSource[] columns) {
            throw new UnsupportedOperationException("a dataset file mapper only writes");
        }

        @Override
        public Map<String, io.parquetry.base.Encoding> columnEncodings() {
            return withoutPartitionColumns(records.columnEncodings());
        }

        @Override
        public Map<String, BloomFilterOptions> columnBloomFilters() {
            return withoutPartitionColumns(records.columnBloomFilters());
        }

        @Override
        public Set<io.parquetry.annotation.Engine> targets() {
            return records.targets();
        }
    }

    private <V> Map<String, V> withoutPartitionColumns(Map<String, V> perColumn) {
        Map<String, V> out = new LinkedHashMap<>(perColumn);
        for (ColumnDescriptor c : partitioning.columns()) {
            out.remove(c.path().toDotString());
        }
        return out;
    }

    /** A sink that keeps the one value of a partition column. */
    private static final class Keep extends DiscardingColumnSink {
        private final Object[] values;
        private final int slot;

        Keep(ColumnDescriptor column, Object[] values, int slot) {
            super(column);
            this.values = values;
            this.slot = slot;
        }

        @Override
        public void writeNull(int rep, int def) {
            values[slot] = null;
        }

        @Override
        public void writeBoolean(boolean v, int rep, int def) {
            values[slot] = v;
        }

        @Override
        public void writeInt(int v, int rep, int def) {
            values[slot] = v;
        }

        @Override
        public void writeLong(long v, int rep, int def) {
            values[slot] = v;
        }

        @Override
        public void writeBinary(byte[] v, int rep, int def) {
            values[slot] = new String(v, java.nio.charset.StandardCharsets.UTF_8);
        }

        @Override
        public void writeString(String v, int rep, int def) {
            values[slot] = v;
        }
    }
}
