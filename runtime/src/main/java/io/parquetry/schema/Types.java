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

    /** A required primitive of {@code type}. */
    public static PrimitiveBuilder required(Type type) {
        return new PrimitiveBuilder(type, FieldRepetitionType.REQUIRED);
    }

    /** An optional primitive of {@code type}. */
    public static PrimitiveBuilder optional(Type type) {
        return new PrimitiveBuilder(type, FieldRepetitionType.OPTIONAL);
    }

    /** A repeated primitive of {@code type}. */
    public static PrimitiveBuilder repeated(Type type) {
        return new PrimitiveBuilder(type, FieldRepetitionType.REPEATED);
    }

    /** A primitive of {@code type} with {@code repetition}. */
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

    /** A group with {@code repetition}. */
    public static GroupBuilder group(FieldRepetitionType repetition) {
        return new GroupBuilder(repetition);
    }

    /**
     * The standard three-level LIST layout:
     * {@code <repetition> group <name> (LIST) { repeated group list { <element> } }}, with the
     * element renamed to {@code element}.
     *
     * @param element the element type; must be required or optional
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

    /** {@link #list} with an optional (nullable) list. */
    public static GroupType optionalList(String name, SchemaNode element) {
        return list(FieldRepetitionType.OPTIONAL, name, element);
    }

    /** {@link #list} with a required list. */
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

    /** {@link #map} with an optional (nullable) map. */
    public static GroupType optionalMap(String name, SchemaNode key, SchemaNode value) {
        return map(FieldRepetitionType.OPTIONAL, name, key, value);
    }

    /** {@link #map} with a required map. */
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

        /** The byte length of FIXED_LEN_BYTE_ARRAY values. */
        public PrimitiveBuilder length(int byteLength) {
            this.length = byteLength;
            return this;
        }

        /** Annotates with a logical type (the converted type is derived). */
        public PrimitiveBuilder as(LogicalType type) {
            this.logicalType = type;
            return this;
        }

        /**
         * Annotates with a legacy converted type (the logical type is derived); DECIMAL also
         * needs {@link #precision} and optionally {@link #scale}.
         */
        public PrimitiveBuilder as(ConvertedType type) {
            this.convertedType = type;
            return this;
        }

        /** The precision of a DECIMAL given as a converted type. */
        public PrimitiveBuilder precision(int p) {
            this.precision = p;
            return this;
        }

        /** The scale of a DECIMAL given as a converted type (0 when not set). */
        public PrimitiveBuilder scale(int s) {
            this.scale = s;
            return this;
        }

        /** The field id. */
        public PrimitiveBuilder id(int fieldId) {
            this.id = fieldId;
            return this;
        }

        /**
         * The validated primitive named {@code name}.
         *
         * @throws ParquetException naming the field when the annotation does not fit
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

        /** Annotates with a logical type (LIST, MAP, VARIANT). */
        public GroupBuilder as(LogicalType type) {
            this.logicalType = type;
            return this;
        }

        /** Annotates with a legacy converted type (LIST, MAP, MAP_KEY_VALUE). */
        public GroupBuilder as(ConvertedType type) {
            this.convertedType = type;
            return this;
        }

        /** The field id. */
        public GroupBuilder id(int fieldId) {
            this.id = fieldId;
            return this;
        }

        /** Appends a child field. */
        public GroupBuilder addField(SchemaNode field) {
            fields.add(field);
            return this;
        }

        /** Appends child fields. */
        public GroupBuilder addFields(SchemaNode... more) {
            fields.addAll(Arrays.asList(more));
            return this;
        }

        /**
         * The validated group named {@code name}.
         *
         * @throws ParquetException naming the field when the group is invalid
         */
        public GroupType named(String name) {
            return GroupType.of(name, repetition, logicalType, convertedType, id, fields);
        }
    }
}
