package io.parquetry.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.Objects;

/**
 * How one Java value maps to a Parquet schema node. A tree: lists, maps, optionals and groups
 * contain the shapes of their parts. The node's name is not part of the shape; it comes from the
 * {@link PropertyModel} or from the fixed names of the standard layouts ({@code list}/{@code element},
 * {@code key_value}/{@code key}/{@code value}).
 */
public sealed interface FieldShape {

    /** Repetition of the schema node this shape produces. */
    Repetition repetition();

    /** The Java type of the value (for {@link OptionalShape} the {@code Optional} type). */
    TypeName javaType();

    /**
     * A leaf column.
     *
     * @param typeLength byte length for {@code FIXED_LEN_BYTE_ARRAY}, else 0
     */
    record Primitive(Repetition repetition, PhysicalType physicalType, int typeLength, LogicalTypeInfo logicalType,
            JavaKind javaKind, TypeName javaType) implements FieldShape {
        public Primitive {
            Objects.requireNonNull(repetition);
            Objects.requireNonNull(physicalType);
            Objects.requireNonNull(logicalType);
            Objects.requireNonNull(javaKind);
            Objects.requireNonNull(javaType);
        }
    }

    /** A nested record or class: a Parquet group holding the nested model's properties. */
    record Group(Repetition repetition, RecordModel record) implements FieldShape {
        public Group {
            Objects.requireNonNull(repetition);
            Objects.requireNonNull(record);
        }

        @Override
        public TypeName javaType() {
            return record.javaType();
        }
    }

    /**
     * A sealed interface or sealed abstract class stored as a tagged union: one group holding a
     * required string column {@link #DISCRIMINATOR} (the case name of the value's subtype) and one
     * optional group per case, named after the case; exactly one case group is set per value.
     *
     * @param javaType the sealed type
     * @param cases the permitted subtypes in declaration order
     */
    record Union(Repetition repetition, TypeName javaType, java.util.List<Case> cases) implements FieldShape {
        /** Name of the discriminator column inside the union's group. */
        public static final String DISCRIMINATOR = "kind";

        public Union {
            Objects.requireNonNull(repetition);
            Objects.requireNonNull(javaType);
            cases = java.util.List.copyOf(cases);
        }

        /** The discriminator column: {@code required binary kind (STRING)}. */
        public Primitive discriminator() {
            return new Primitive(Repetition.REQUIRED, PhysicalType.BYTE_ARRAY, 0, new LogicalTypeInfo.StringType(),
                    JavaKind.STRING, com.palantir.javapoet.ClassName.get(String.class));
        }

        /**
         * The union's group content as properties, in schema order: the discriminator, then one
         * optional group per case. Their access fields are placeholders: generated code reaches the
         * cases through {@code instanceof}, not through accessors.
         */
        public java.util.List<PropertyModel> properties() {
            java.util.List<PropertyModel> out = new java.util.ArrayList<>();
            out.add(pseudo(DISCRIMINATOR, discriminator()));
            for (Case c : cases) {
                out.add(pseudo(c.name(), c.shape()));
            }
            return out;
        }

        private static PropertyModel pseudo(String name, FieldShape shape) {
            return new PropertyModel(name, name, -1, shape.javaType(),
                    new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.FIELD, name),
                    new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.FIELD, name, -1), shape);
        }
    }

    /**
     * One permitted subtype of a {@link Union}.
     *
     * @param name the case name ({@code @ParquetCase} or the simple class name): discriminator value
     *     and group name
     * @param shape the case's {@link Repetition#OPTIONAL} {@link Group} or nested {@link Union}
     */
    record Case(String name, FieldShape shape) {
        public Case {
            Objects.requireNonNull(name);
            Objects.requireNonNull(shape);
            if (shape.repetition() != Repetition.OPTIONAL || !(shape instanceof Group || shape instanceof Union)) {
                throw new IllegalArgumentException("a case must be an optional group or union: " + shape);
            }
        }
    }

    /** The Java container of a {@link ListShape}. */
    enum ContainerKind {
        /** {@code java.util.List}; assembled as an {@code ArrayList}. */
        LIST,
        /** {@code java.util.Set}; assembled as a {@code LinkedHashSet}. */
        SET,
        /** {@code java.util.Collection}; assembled as an {@code ArrayList}. */
        COLLECTION,
        /** An array of a reference type ({@code String[]}, {@code Address[]}, {@code int[][]}). */
        ARRAY,
        /** An array of a primitive other than {@code byte} ({@code int[]}, {@code double[]}). */
        PRIMITIVE_ARRAY
    }

    /** The Parquet layout of a {@link ListShape}. */
    enum ListLayout {
        /**
         * {@code <rep> group name (LIST) { repeated group list { <element rep> element; } }}: the list
         * node has the shape's repetition, the element node the element shape's.
         */
        THREE_LEVEL,
        /**
         * {@code repeated <element> name}: one node, {@link Repetition#REPEATED}; the element shape
         * describes that same node (its repetition is also {@code REPEATED}).
         */
        BARE_REPEATED
    }

    /**
     * A value converter applied to a list element, map key or map value: the Java value of type
     * {@code javaType} is stored as the converter's Parquet-side type, which the part's shape maps.
     *
     * @param by the converter
     * @param javaType the Java type of the part (the converter's {@code J})
     */
    record Converted(PropertyModel.Conversion by, TypeName javaType) {
        public Converted {
            Objects.requireNonNull(by);
            Objects.requireNonNull(javaType);
        }

        /** The Java type of a part whose shape is {@code shape}, converted by {@code c} or not ({@code null}). */
        public static TypeName javaTypeOf(FieldShape shape, Converted c) {
            return c == null ? shape.javaType() : c.javaType();
        }
    }

    /**
     * A collection or array.
     *
     * @param elementConversion the converter of the elements ({@code element} then maps its
     *     Parquet-side type), or {@code null}
     */
    record ListShape(Repetition repetition, FieldShape element, ContainerKind container, ListLayout layout,
            TypeName javaType, Converted elementConversion) implements FieldShape {
        public ListShape {
            Objects.requireNonNull(repetition);
            Objects.requireNonNull(element);
            Objects.requireNonNull(container);
            Objects.requireNonNull(layout);
            Objects.requireNonNull(javaType);
        }

        /** A list whose elements are stored as they are. */
        public ListShape(Repetition repetition, FieldShape element, ContainerKind container, ListLayout layout,
                TypeName javaType) {
            this(repetition, element, container, layout, javaType, null);
        }

        /** The Java type of the elements. */
        public TypeName elementJavaType() {
            return Converted.javaTypeOf(element, elementConversion);
        }
    }

    /**
     * A {@code java.util.Map}:
     * {@code <rep> group name (MAP) { repeated group key_value { required key; <value rep> value; } }}.
     * The key is always a required {@link Primitive}; assembled as a {@code LinkedHashMap}.
     * {@code keyConversion} and {@code valueConversion} are the converters of keys and values
     * ({@code key} and {@code value} then map their Parquet-side types), or {@code null}.
     */
    record MapShape(Repetition repetition, Primitive key, FieldShape value, TypeName javaType, Converted keyConversion,
            Converted valueConversion) implements FieldShape {
        public MapShape {
            Objects.requireNonNull(repetition);
            Objects.requireNonNull(key);
            Objects.requireNonNull(value);
            Objects.requireNonNull(javaType);
        }

        /** A map whose keys and values are stored as they are. */
        public MapShape(Repetition repetition, Primitive key, FieldShape value, TypeName javaType) {
            this(repetition, key, value, javaType, null, null);
        }

        /** The Java type of the keys. */
        public TypeName keyJavaType() {
            return Converted.javaTypeOf(key, keyConversion);
        }

        /** The Java type of the values. */
        public TypeName valueJavaType() {
            return Converted.javaTypeOf(value, valueConversion);
        }
    }

    /** The Java wrapper of an {@link OptionalShape}. */
    enum OptionalKind {
        /** {@code java.util.Optional<T>}. */
        OPTIONAL,
        /** {@code java.util.OptionalInt}. */
        OPTIONAL_INT,
        /** {@code java.util.OptionalLong}. */
        OPTIONAL_LONG,
        /** {@code java.util.OptionalDouble}. */
        OPTIONAL_DOUBLE
    }

    /**
     * {@code Optional<T>} and friends: adds no schema node; {@code value} describes the node (always
     * {@link Repetition#OPTIONAL}). An empty optional is written as null; a {@code null} optional
     * reference is written as empty and read back as empty.
     */
    record OptionalShape(OptionalKind kind, FieldShape value, TypeName javaType) implements FieldShape {
        public OptionalShape {
            Objects.requireNonNull(kind);
            Objects.requireNonNull(value);
            Objects.requireNonNull(javaType);
            if (value.repetition() != Repetition.OPTIONAL) {
                throw new IllegalArgumentException("the value of an optional must be OPTIONAL: " + value);
            }
        }

        @Override
        public Repetition repetition() {
            return Repetition.OPTIONAL;
        }
    }
}
