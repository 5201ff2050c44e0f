package io.parquetry.iceberg;

import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.metadata.FileMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.MetricsModes;
import org.apache.iceberg.Schema;
import org.apache.iceberg.types.Comparators;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.util.BinaryUtil;
import org.apache.iceberg.util.UnicodeUtil;

/**
 * Iceberg column metrics of a data file, taken from the footer Parquetry wrote: record count,
 * column sizes, value, null and NaN counts and lower/upper bounds, in the table's metrics modes.
 *
 * <p>Bounds never exclude a value of the file: a column gets none when a row group holding
 * non-null values has no min/max (Parquetry stores none for a chunk holding a NaN), when its
 * mode is {@code counts} or {@code none}, when a truncated upper bound cannot be formed, or for
 * UUID columns (Parquet orders them as unsigned bytes, Iceberg's comparator differently). Columns
 * inside lists and maps get sizes only: Iceberg's evaluators do not prune on them, and Parquet's
 * null count there also counts empty and null collections.
 */
final class IcebergMetrics {
    private IcebergMetrics() {}

    static Metrics of(FileMetadata footer, MessageType written, Schema table, MetricsConfig config) {
        List<ColumnDescriptor> columns = written.columns();
        Map<Integer, Long> sizes = new HashMap<>();
        Map<Integer, Long> values = new HashMap<>();
        Map<Integer, Long> nulls = new HashMap<>();
        Map<Integer, Long> nans = new HashMap<>();
        Map<Integer, ByteBuffer> lower = new HashMap<>();
        Map<Integer, ByteBuffer> upper = new HashMap<>();
        for (int c = 0; c < columns.size(); c++) {
            ColumnDescriptor column = columns.get(c);
            Integer id = column.type().id();
            if (id == null) {
                continue;
            }
            String name = table.findColumnName(id);
            MetricsModes.MetricsMode mode = name == null ? MetricsModes.None.get() : config.columnMode(name);
            if (mode == MetricsModes.None.get()) {
                continue;
            }
            long size = 0;
            for (RowGroupMetadata rg : footer.rowGroups()) {
                size += rg.columns().get(c).compressedSize();
            }
            sizes.put(id, size);
            if (column.maxRepetitionLevel() > 0) {
                continue;
            }
            Type.PrimitiveType type = table.findType(id).asPrimitiveType();
            Column agg = new Column(column, type);
            for (RowGroupMetadata rg : footer.rowGroups()) {
                agg.add(rg.columns().get(c));
            }
            values.put(id, agg.values);
            if (agg.nulls != null) {
                nulls.put(id, agg.nulls);
            }
            if (agg.nans != null) {
                nans.put(id, agg.nans);
            }
            // UUIDs: Parquet's bounds are in unsigned byte order, Iceberg's comparator orders UUIDs as
            // java.util.UUID does (signed halves), so a Parquet bound may exclude values for Iceberg
            if (mode instanceof MetricsModes.Counts || agg.min == null || type.typeId() == Type.TypeID.UUID) {
                continue;
            }
            int truncate = mode instanceof MetricsModes.Truncate t ? t.length() : Integer.MAX_VALUE;
            Object min = agg.min;
            Object max = agg.max;
            if (type.typeId() == Type.TypeID.STRING) {
                min = UnicodeUtil.truncateStringMin(min.toString(), truncate);
                max = UnicodeUtil.truncateStringMax(max.toString(), truncate);
            } else if (type.typeId() == Type.TypeID.BINARY) {
                min = BinaryUtil.truncateBinaryMin((ByteBuffer) min, truncate);
                max = BinaryUtil.truncateBinaryMax((ByteBuffer) max, truncate);
            }
            lower.put(id, Conversions.toByteBuffer(type, min));
            if (max != null) {
                upper.put(id, Conversions.toByteBuffer(type, max));
            }
        }
        return new Metrics(footer.rowCount(), sizes, values, nulls, nans, lower, upper);
    }

    /** One column's metrics summed over the row groups. */
    private static final class Column {
        private final ColumnDescriptor column;
        private final Type.PrimitiveType type;
        private final Comparator<Object> order;
        long values;
        Long nulls = 0L;
        Long nans;
        Object min;
        Object max;
        // false once a row group holding values had no bounds: the file then gets none
        boolean bounded = true;

        @SuppressWarnings("unchecked")
        Column(ColumnDescriptor column, Type.PrimitiveType type) {
            this.column = column;
            this.type = type;
            this.order = (Comparator<Object>) (Comparator<?>) Comparators.forType(type);
            if (type.typeId() == Type.TypeID.FLOAT || type.typeId() == Type.TypeID.DOUBLE) {
                nans = 0L;
            }
        }

        void add(ColumnChunkMetadata m) {
            values += m.valueCount();
            ColumnStatistics s = m.statistics();
            Long chunkNulls = s == null ? null : s.nullCount();
            nulls = nulls == null || chunkNulls == null ? null : nulls + chunkNulls;
            if (nans != null) {
                nans = s == null || s.nanCount() == null ? null : nans + s.nanCount();
            }
            boolean allNull = chunkNulls != null && chunkNulls == m.valueCount();
            if (allNull) {
                return;
            }
            if (s == null || s.min() == null || s.max() == null) {
                bounded = false;
                min = null;
                max = null;
                return;
            }
            if (!bounded) {
                return;
            }
            Object lo = IcebergValues.toIceberg(type, IcebergValues.decodeBound(column.type(), s.min()));
            Object hi = IcebergValues.toIceberg(type, IcebergValues.decodeBound(column.type(), s.max()));
            if (min == null || order.compare(lo, min) < 0) {
                min = lo;
            }
            if (max == null || order.compare(hi, max) > 0) {
                max = hi;
            }
        }
    }

    /** The start offsets of the row groups, for readers that split the file. */
    static List<Long> splitOffsets(FileMetadata footer) {
        List<Long> offsets = new ArrayList<>();
        for (RowGroupMetadata rg : footer.rowGroups()) {
            offsets.add(rg.fileOffset() != null ? rg.fileOffset() : rg.columns().get(0).startOffset());
        }
        offsets.sort(null);
        return offsets;
    }
}
