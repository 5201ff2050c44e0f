package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builders of validated schema nodes:
 *
 * <pre>{@code
 * MessageType schema = MessageType.builder("trade")
 *     .addField(Types.required(Type.INT64).named("id"))
 *     .addField(Types.optional(Type.BYTE_ARRAY).as(LogicalTypes.STRING).named("symbol"))
 *     .addField(Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(16).as(LogicalTypes.decimal(38, 4)).named("price"))
 *     .addField(Types.optionalList("tags", Types.required(Type.BYTE_ARRAY).as(LogicalTypes.STRING).named("element")))
 *     .build();
 * }</pre>
 */
public final class Types {
    private Types() {}

    /**
     * A required primitive of {@code type}.
     *
     * @param type the physical type
     * @return a builder
     */
    public static PrimitiveBuilder required(Type type) {
        return new PrimitiveBuilder(type, FieldRepetitionType.REQUIRED);
    }

    /**
     * An optional primitive of {@code type}.
     *
     * @param type the physical type
     * @return a builder
     */
    public static PrimitiveBuilder optional(Type type) {
        return new PrimitiveBuilder(type, FieldRepetitionType.OPTIONAL);
    }

    /**
     * A repeated primitive of {@code type}.
     *
     * @param type the physical type
     * @return a builder
     */
    public static PrimitiveBuilder repeated(Type type) {
        return new PrimitiveBuilder(type, FieldRepetitionType.REPEATED);
    }

    /**
     * A primitive of {@code type} with {@code repetition}.
     *
     * @param type the physical type
     * @param repetition required, optional or repeated
     * @return a builder
     */
    public static PrimitiveBuilder primitive(Type type, FieldRepetitionType repetition) {
        return new PrimitiveBuilder(type, repetition);
    }

    /** {@return a required group} */
    public static GroupBuilder requiredGroup() {
        return new GroupBuilder(FieldRepetitionType.REQUIRED);
    }

    /** {@return an optional group} */
    public static GroupBuilder optionalGroup() {
        return new GroupBuilder(FieldRepetitionType.OPTIONAL);
    }

    /** {@return a repeated group} */
    public static GroupBuilder repeatedGroup() {
        return new GroupBuilder(FieldRepetitionType.REPEATED);
    }

    /**
     * A group with {@code repetition}.
     *
     * @param repetition required, optional or repeated
     * @return a builder
     */
    public static GroupBuilder group(FieldRepetitionType repetition) {
        return new GroupBuilder(repetition);
    }

    /**
     * The standard three-level LIST layout:
     * {@code <repetition> group <name> (LIST) { repeated group list { <element> } }}, with the
     * element renamed to {@code element}.
     *
     * @param element the element type; must be required or optional
     * @param repetition required, optional or repeated
     * @param name the field name
     * @return the LIST group
     */
    public static GroupType list(FieldRepetitionType repetition, String name, SchemaNode element) {
        if (element.isRepetition(FieldRepetitionType.REPEATED)) {
            throw LogicalTypes.fail(name, "a list element must be required or optional, not repeated");
        }
        checkContainerRepetition(name, repetition, "list");
        GroupType middle = GroupType.of("list", FieldRepetitionType.REPEATED, null, null, null,
                List.of(element.withName("element")));
        return GroupType.of(name, repetition, LogicalTypes.LIST, null, null, List.of(middle));
    }

    /**
     * {@link #list} with an optional (nullable) list.
     *
     * @param name the field name
     * @param element the element type (renamed {@code element}); required or optional
     * @return the LIST group
     */
    public static GroupType optionalList(String name, SchemaNode element) {
        return list(FieldRepetitionType.OPTIONAL, name, element);
    }

    /**
     * {@link #list} with a required list.
     *
     * @param name the field name
     * @param element the element type (renamed {@code element}); required or optional
     * @return the LIST group
     */
    public static GroupType requiredList(String name, SchemaNode element) {
        return list(FieldRepetitionType.REQUIRED, name, element);
    }

    /**
     * The standard MAP layout:
     * {@code <repetition> group <name> (MAP) { repeated group key_value { required key; value } }},
     * with the fields renamed to {@code key} and {@code value}.
     *
     * @param key the key type; must be required
     * @param value the value type (required or optional), or {@code null} for a set of keys
     * @param repetition required, optional or repeated
     * @param name the field name
     * @return the MAP group
     */
    public static GroupType map(FieldRepetitionType repetition, String name, SchemaNode key, SchemaNode value) {
        if (!key.isRepetition(FieldRepetitionType.REQUIRED)) {
            throw LogicalTypes.fail(name, "a map key must be required, found " + key.repetition());
        }
        if (value != null && value.isRepetition(FieldRepetitionType.REPEATED)) {
            throw LogicalTypes.fail(name, "a map value must be required or optional, not repeated");
        }
        checkContainerRepetition(name, repetition, "map");
        List<SchemaNode> kv = value == null
                ? List.of(key.withName("key"))
                : List.of(key.withName("key"), value.withName("value"));
        GroupType middle = GroupType.of("key_value", FieldRepetitionType.REPEATED, null, null, null, kv);
        return GroupType.of(name, repetition, LogicalTypes.MAP, null, null, List.of(middle));
    }

    /**
     * {@link #map} with an optional (nullable) map.
     *
     * @param name the field name
     * @param key the key type (renamed {@code key}); required
     * @param value the value type (renamed {@code value}), or null for a set of keys
     * @return the MAP group
     */
    public static GroupType optionalMap(String name, SchemaNode key, SchemaNode value) {
        return map(FieldRepetitionType.OPTIONAL, name, key, value);
    }

    /**
     * {@link #map} with a required map.
     *
     * @param name the field name
     * @param key the key type (renamed {@code key}); required
     * @param value the value type (renamed {@code value}), or null for a set of keys
     * @return the MAP group
     */
    public static GroupType requiredMap(String name, SchemaNode key, SchemaNode value) {
        return map(FieldRepetitionType.REQUIRED, name, key, value);
    }

    private static void checkContainerRepetition(String name, FieldRepetitionType repetition, String what) {
        if (repetition == FieldRepetitionType.REPEATED) {
            throw LogicalTypes.fail(name, "a " + what + " must be required or optional, not repeated");
        }
    }

    /** Builds a {@link PrimitiveType}; {@link #named} validates and returns it. */
    public static final class PrimitiveBuilder {
        private final Type type;
        private final FieldRepetitionType repetition;
        private int length;
        private LogicalType logicalType;
        private ConvertedType convertedType;
        private Integer precision;
        private Integer scale;
        private Integer id;

        private PrimitiveBuilder(Type type, FieldRepetitionType repetition) {
            if (type == null) {
                throw new ParquetException("physical type is null");
            }
            this.type = type;
            this.repetition = repetition;
        }

        /**
         * The byte length of FIXED_LEN_BYTE_ARRAY values.
         *
         * @param byteLength the byte length of the values
         * @return this builder
         */
        public PrimitiveBuilder length(int byteLength) {
            this.length = byteLength;
            return this;
        }

        /**
         * Annotates with a logical type (the converted type is derived).
         *
         * @param type the annotation
         * @return this builder
         */
        public PrimitiveBuilder as(LogicalType type) {
            this.logicalType = type;
            return this;
        }

        /**
         * Annotates with a legacy converted type (the logical type is derived); DECIMAL also
         * needs {@link #precision} and optionally {@link #scale}.
         *
         * @param type the annotation
         * @return this builder
         */
        public PrimitiveBuilder as(ConvertedType type) {
            this.convertedType = type;
            return this;
        }

        /**
         * The precision of a DECIMAL given as a converted type.
         *
         * @param p the decimal precision
         * @return this builder
         */
        public PrimitiveBuilder precision(int p) {
            this.precision = p;
            return this;
        }

        /**
         * The scale of a DECIMAL given as a converted type (0 when not set).
         *
         * @param s the decimal scale
         * @return this builder
         */
        public PrimitiveBuilder scale(int s) {
            this.scale = s;
            return this;
        }

        /**
         * The field id.
         *
         * @param fieldId the field id
         * @return this builder
         */
        public PrimitiveBuilder id(int fieldId) {
            this.id = fieldId;
            return this;
        }

        /**
         * The validated primitive named {@code name}.
         *
         * @throws ParquetException naming the field when the annotation does not fit
         * @param name the field name
         * @return the type
         */
        public PrimitiveType named(String name) {
            return PrimitiveType.of(name, repetition, type, length, logicalType, convertedType, precision, scale, id);
        }
    }

    /** Builds a {@link GroupType}; {@link #named} validates and returns it. */
    public static final class GroupBuilder {
        private final FieldRepetitionType repetition;
        private final List<SchemaNode> fields = new ArrayList<>();
        private LogicalType logicalType;
        private ConvertedType convertedType;
        private Integer id;

        private GroupBuilder(FieldRepetitionType repetition) {
            this.repetition = repetition;
        }

        /**
         * Annotates with a logical type (LIST, MAP, VARIANT).
         *
         * @param type the annotation
         * @return this builder
         */
        public GroupBuilder as(LogicalType type) {
            this.logicalType = type;
            return this;
        }

        /**
         * Annotates with a legacy converted type (LIST, MAP, MAP_KEY_VALUE).
         *
         * @param type the annotation
         * @return this builder
         */
        public GroupBuilder as(ConvertedType type) {
            this.convertedType = type;
            return this;
        }

        /**
         * The field id.
         *
         * @param fieldId the field id
         * @return this builder
         */
        public GroupBuilder id(int fieldId) {
            this.id = fieldId;
            return this;
        }

        /**
         * Appends a child field.
         *
         * @param field the field to add
         * @return this builder
         */
        public GroupBuilder addField(SchemaNode field) {
            fields.add(field);
            return this;
        }

        /**
         * Appends child fields.
         *
         * @param more the fields to add, in order
         * @return this builder
         */
        public GroupBuilder addFields(SchemaNode... more) {
            fields.addAll(Arrays.asList(more));
            return this;
        }

        /**
         * The validated group named {@code name}.
         *
         * @throws ParquetException naming the field when the group is invalid
         * @param name the field name
         * @return the type
         */
        public GroupType named(String name) {
            return GroupType.of(name, repetition, logicalType, convertedType, id, fields);
        }
    }
}
