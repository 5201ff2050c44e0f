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

    /**
     * A row of {@code type} with {@code values} in field order.
     *
     * @param type the group type of the row
     * @param values one value per field of {@code type}, in field order (null for a missing value)
     * @return the row, holding a copy of {@code values}
     * @throws ParquetException if the number of values is not the number of fields
     */
    public static Row of(GroupType type, Object... values) {
        if (values.length != type.fieldCount()) {
            throw new ParquetException("row of " + type.name() + " needs " + type.fieldCount() + " values, got "
                    + values.length);
        }
        return new Row(type, values.clone());
    }

    /**
     * Starts a row of {@code type}; fields not set are null.
     *
     * @param type the group type of the row
     * @return a new builder with every field null
     */
    public static Builder builder(GroupType type) {
        return new Builder(type);
    }

    /** {@return the group type this row is an instance of} */
    public GroupType type() {
        return type;
    }

    /** {@return the number of fields} */
    public int size() {
        return values.length;
    }

    /**
     * {@return the name of field {@code i}}
     *
     * @param i the field's index, from 0
     */
    public String fieldName(int i) {
        return type.field(i).name();
    }

    /**
     * {@return the value of field {@code i}, null when it has none}
     *
     * @param i the field's index, from 0
     */
    public Object get(int i) {
        return values[i];
    }

    /**
     * The value of field {@code name}; a name the schema does not have is an error.
     *
     * @param name the field's name
     * @return the value, null when the field has none
     * @throws ParquetException if the row's type has no field {@code name}
     */
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

        /**
         * Sets field {@code name}.
         *
         * @param name the field's name
         * @param value the value, or null
         * @return this builder
         * @throws ParquetException if the row's type has no field {@code name}
         */
        public Builder set(String name, Object value) {
            int i = type.fieldIndex(name);
            if (i < 0) {
                throw new ParquetException("no field '" + name + "' in " + type.name());
            }
            values[i] = value;
            return this;
        }

        /**
         * Sets field {@code i}.
         *
         * @param i the field's index, from 0
         * @param value the value, or null
         * @return this builder
         */
        public Builder set(int i, Object value) {
            values[i] = value;
            return this;
        }

        /** {@return a row with the values set so far; the builder can go on} */
        public Row build() {
            return new Row(type, values.clone());
        }
    }

    /** The schema node of field {@code i} (for mappers). */
    SchemaNode node(int i) {
        return type.field(i);
    }
}
