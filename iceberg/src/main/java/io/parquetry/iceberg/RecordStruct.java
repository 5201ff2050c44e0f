package io.parquetry.iceberg;

import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.DiscardingColumnSink;
import io.parquetry.spi.RecordMapper;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;

/**
 * A record seen as an Iceberg {@link StructLike} of the table's schema, for partition transforms
 * and row filters. It shreds the record with its mapper into sinks that keep only the columns of
 * the wanted field ids (top-level or in structs, never in lists or maps), so it reads the record
 * through the same generated code that writes it: no reflection, and renamed fields work.
 *
 * <p>Not thread-safe: one per writing or reading thread; {@link #wrap} replaces the record.
 */
final class RecordStruct<T> {
    private final RecordMapper<T> mapper;
    private final ColumnSink[] sinks;
    private final Capture[] captures;
    private final Struct root;

    /**
     * @param written the mapper's schema with the table's field ids ({@link IcebergSchemas#withIds})
     * @param ids the field ids whose values are wanted
     */
    RecordStruct(RecordMapper<T> mapper, MessageType written, Types.StructType table, Set<Integer> ids) {
        this.mapper = mapper;
        List<ColumnDescriptor> columns = written.columns();
        this.sinks = new ColumnSink[columns.size()];
        Map<Integer, Capture> byId = new HashMap<>();
        for (int i = 0; i < columns.size(); i++) {
            ColumnDescriptor c = columns.get(i);
            Integer id = c.type().id();
            if (id != null && ids.contains(id) && c.maxRepetitionLevel() == 0) {
                Capture capture = new Capture(c);
                byId.put(id, capture);
                sinks[i] = capture;
            } else {
                sinks[i] = new DiscardingColumnSink(c); // columns nobody asked for
            }
        }
        this.captures = byId.values().toArray(new Capture[0]);
        this.root = new Struct(table, byId);
    }

    /** Shreds {@code record} and returns the struct of its values (valid until the next wrap). */
    StructLike wrap(T record) {
        for (Capture c : captures) {
            c.value = null;
        }
        mapper.write(record, sinks);
        return root;
    }

    /** One level of the table's schema over the captured columns. */
    private static final class Struct implements StructLike {
        private final Object[] slots;

        Struct(Types.StructType type, Map<Integer, Capture> byId) {
            List<Types.NestedField> fields = type.fields();
            slots = new Object[fields.size()];
            for (int i = 0; i < slots.length; i++) {
                Types.NestedField f = fields.get(i);
                if (f.type().isStructType()) {
                    slots[i] = new Struct(f.type().asStructType(), byId);
                } else if (f.type().isPrimitiveType() && byId.containsKey(f.fieldId())) {
                    Capture c = byId.get(f.fieldId());
                    c.type = f.type().asPrimitiveType();
                    slots[i] = c;
                }
            }
        }

        @Override
        public int size() {
            return slots.length;
        }

        @Override
        public <V> V get(int pos, Class<V> javaClass) {
            Object slot = slots[pos];
            Object value = slot instanceof Capture c ? IcebergValues.toIceberg(c.type, c.value) : slot;
            return javaClass.cast(value);
        }

        @Override
        public <V> void set(int pos, V value) {
            throw new UnsupportedOperationException("a record's struct view is read-only");
        }
    }

    /** Keeps the value of a non-repeated column (null when the record has none). */
    private static final class Capture implements ColumnSink {
        private final ColumnDescriptor column;
        Type.PrimitiveType type;
        Object value;

        Capture(ColumnDescriptor column) {
            this.column = column;
        }

        @Override
        public ColumnDescriptor column() {
            return column;
        }

        @Override
        public void writeNull(int rep, int def) {
            value = null;
        }

        @Override
        public void writeBoolean(boolean v, int rep, int def) {
            value = v;
        }

        @Override
        public void writeInt(int v, int rep, int def) {
            value = v;
        }

        @Override
        public void writeLong(long v, int rep, int def) {
            value = v;
        }

        @Override
        public void writeFloat(float v, int rep, int def) {
            value = v;
        }

        @Override
        public void writeDouble(double v, int rep, int def) {
            value = v;
        }

        @Override
        public void writeBinary(byte[] v, int rep, int def) {
            value = v.clone(); // the array is not ours to keep
        }

        @Override
        public void writeString(String v, int rep, int def) {
            value = v;
        }
    }
}
