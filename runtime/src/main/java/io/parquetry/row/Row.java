package io.parquetry.row;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.SchemaNode;
import java.util.Arrays;
import java.util.Objects;

/**
 * A record (or group) of a Parquet file as schema-described values, for reading and writing
 * files without generated code. Values by type: Boolean, Integer, Long, Float, Double, String
 * (STRING, ENUM, JSON), byte[] (other BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY), BigDecimal
 * (DECIMAL), LocalDate (DATE), LocalTime (TIME; a value outside {@code [00:00, 24:00)} is a
 * {@link java.time.Duration} from midnight), Instant (TIMESTAMP adjusted to UTC, INT96),
 * LocalDateTime (TIMESTAMP not adjusted), UUID, Float (FLOAT16), Long (INT(32, unsigned)),
 * {@link java.math.BigInteger} (INT(64, unsigned): the unsigned value), {@code List<Object>} (LIST
 * or a bare repeated field), {@code Map<Object, Object>} (MAP), Row (group), or null. Writing
 * takes the same classes (and a non-negative Long for INT(64, unsigned)).
 *
 * <p>A row is immutable (its lists, maps and arrays are the caller's to leave alone) and may be
 * shared across threads.
 */
public final class Row {
    private final GroupType type;
    private final Object[] values;

    private Row(GroupType type, Object[] values) {
        this.type = type;
        this.values = values;
    }

    /** A row of {@code type} with {@code values} in field order. */
    public static Row of(GroupType type, Object... values) {
        if (values.length != type.fieldCount()) {
            throw new ParquetException("row of " + type.name() + " needs " + type.fieldCount() + " values, got "
                    + values.length);
        }
        return new Row(type, values.clone());
    }

    /** Starts a row of {@code type}; fields not set are null. */
    public static Builder builder(GroupType type) {
        return new Builder(type);
    }

    /** The group type this row is an instance of. */
    public GroupType type() {
        return type;
    }

    public int size() {
        return values.length;
    }

    public String fieldName(int i) {
        return type.field(i).name();
    }

    public Object get(int i) {
        return values[i];
    }

    /** The value of field {@code name}; a name the schema does not have is an error. */
    public Object get(String name) {
        int i = type.fieldIndex(name);
        if (i < 0) {
            throw new ParquetException("no field '" + name + "' in " + type.name());
        }
        return values[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Row r && r.type.equals(type) && Arrays.deepEquals(r.values, values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(type.name(), Arrays.deepHashCode(values));
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(fieldName(i)).append('=');
            Object v = values[i];
            sb.append(v instanceof byte[] b ? java.util.HexFormat.of().formatHex(b) : String.valueOf(v));
        }
        return sb.append('}').toString();
    }

    /** Builds a {@link Row} field by field. */
    public static final class Builder {
        private final GroupType type;
        private final Object[] values;

        private Builder(GroupType type) {
            this.type = type;
            this.values = new Object[type.fieldCount()];
        }

        public Builder set(String name, Object value) {
            int i = type.fieldIndex(name);
            if (i < 0) {
                throw new ParquetException("no field '" + name + "' in " + type.name());
            }
            values[i] = value;
            return this;
        }

        public Builder set(int i, Object value) {
            values[i] = value;
            return this;
        }

        public Row build() {
            return new Row(type, values.clone());
        }
    }

    /** The schema node of field {@code i} (for mappers). */
    SchemaNode node(int i) {
        return type.field(i);
    }
}
