package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import java.util.Objects;

/**
 * A node of a Parquet schema: a named field with a repetition, an optional field id and an
 * optional annotation. Instances are immutable; {@link PrimitiveType} is a leaf (a column),
 * {@link GroupType} holds child fields and {@link MessageType} is the root.
 *
 * <p>The annotation is kept in both forms the format knows: {@link #logicalType()} (the current
 * one) and {@link #convertedType()} (the legacy one old readers use). Factories fill in the
 * missing form from the other as LogicalTypes.md prescribes, so a schema read from a file that
 * carries only one form equals the schema built in code.
 */
public abstract sealed class SchemaNode permits PrimitiveType, GroupType {
    private final String name;
    private final FieldRepetitionType repetition;
    private final Integer id;
    private final LogicalType logicalType;
    private final ConvertedType convertedType;

    SchemaNode(String name, FieldRepetitionType repetition, Integer id,
               LogicalType logicalType, ConvertedType convertedType) {
        if (name == null) {
            throw new ParquetException("schema field name is null");
        }
        if (repetition == null) {
            throw new ParquetException("schema field '" + name + "' has no repetition");
        }
        this.name = name;
        this.repetition = repetition;
        this.id = id;
        this.logicalType = logicalType;
        this.convertedType = convertedType;
    }

    /** {@return the field name} */
    public final String name() {
        return name;
    }

    /** {@return whether the field is required, optional or repeated} */
    public final FieldRepetitionType repetition() {
        return repetition;
    }

    /**
     * True when {@link #repetition()} is {@code r}.
     *
     * @param r the repetition level
     * @return whether the field has that repetition
     */
    public final boolean isRepetition(FieldRepetitionType r) {
        return repetition == r;
    }

    /** {@return the field id (as written by Iceberg and others), or {@code null} when the field has none} */
    public final Integer id() {
        return id;
    }

    /** {@return the logical type annotation, or {@code null} when there is none} */
    public final LogicalType logicalType() {
        return logicalType;
    }

    /**
     * The legacy converted type written next to the logical type for old readers, or {@code null}
     * when the annotation has no converted form (or there is no annotation).
     *
     * @return the converted type, or null
     */
    public final ConvertedType convertedType() {
        return convertedType;
    }

    /** {@return true for {@link PrimitiveType} leaves} */
    public abstract boolean isPrimitive();

    /** {@return this node as a primitive type; throws when it is a group} */
    public PrimitiveType asPrimitive() {
        throw new ParquetException("schema field '" + name + "' is a group, not a primitive column");
    }

    /** {@return this node as a group; throws when it is a primitive} */
    public GroupType asGroup() {
        throw new ParquetException("schema field '" + name + "' is a primitive column, not a group");
    }

    /**
     * A copy of this node with another name.
     *
     * @param newName the new name
     * @return a copy with the new name
     */
    public abstract SchemaNode withName(String newName);

    /**
     * A copy of this node with another repetition.
     *
     * @param newRepetition the new repetition
     * @return a copy with the new repetition
     */
    public abstract SchemaNode withRepetition(FieldRepetitionType newRepetition);

    /**
     * A copy of this node with another field id ({@code null} removes it).
     *
     * @param newId the new field id, or null
     * @return a copy with the new id
     */
    public abstract SchemaNode withId(Integer newId);

    /** Equality of the parts every node has; subclasses add theirs. */
    final boolean baseEquals(SchemaNode o) {
        return name.equals(o.name)
                && repetition == o.repetition
                && Objects.equals(id, o.id)
                && Objects.equals(logicalType, o.logicalType)
                && convertedType == o.convertedType;
    }

    final int baseHash() {
        return Objects.hash(name, repetition, id, logicalType, convertedType);
    }

    /** The schema text of this node as {@link SchemaPrinter} prints it. */
    @Override
    public String toString() {
        return SchemaPrinter.print(this);
    }
}
