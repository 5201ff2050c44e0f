package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A group of child fields (a struct, or with a LIST / MAP annotation the layers of a list or
 * map). Children keep their order; {@link #field(String)} looks one up by name.
 */
public sealed class GroupType extends SchemaNode permits MessageType {
    private final List<SchemaNode> fields;
    private final Map<String, Integer> indexByName;
    private final int hash;
    private final int height;

    GroupType(String name, FieldRepetitionType repetition, Integer id, LogicalType logicalType,
              ConvertedType convertedType, List<SchemaNode> fields) {
        super(name, repetition, id, logicalType, convertedType);
        this.fields = fields;
        int h = 0;
        for (SchemaNode f : fields) {
            h = Math.max(h, f instanceof GroupType g ? g.height : 0);
        }
        // the message root is not a nesting level of its own
        if (h >= MessageType.MAX_DEPTH && !(this instanceof MessageType)) {
            throw LogicalTypes.fail(name, "nests groups deeper than " + MessageType.MAX_DEPTH + " levels");
        }
        this.height = h + 1;
        Map<String, Integer> index = new HashMap<>(Math.max(4, fields.size() * 2));
        for (int i = 0; i < fields.size(); i++) {
            index.putIfAbsent(fields.get(i).name(), i); // lenient schemas may repeat a name: first wins
        }
        this.indexByName = index;
        this.hash = baseHash() * 31 + fields.hashCode();
    }

    /**
     * Builds a validated group: at least one field, unique field names, an annotation that fits
     * the layout (LIST holds one repeated field, MAP one repeated key/value group, VARIANT binary
     * {@code metadata} and {@code value}) and, when both are given, a converted type that agrees
     * with the logical type. A missing annotation form is derived from the other one.
     *
     * @throws ParquetException naming the field when the definition is invalid
     * @param name the field name
     * @param repetition required, optional or repeated
     * @param logicalType the logical type annotation, or null
     * @param convertedType the legacy converted type annotation, or null
     * @param id the field id, or null
     * @param fields the child fields, in order
     * @return the group
     */
    public static GroupType of(String name, FieldRepetitionType repetition, LogicalType logicalType,
                               ConvertedType convertedType, Integer id, List<? extends SchemaNode> fields) {
        List<SchemaNode> copy = copyFields(name, fields);
        Annotation a = annotation(true, name, copy, logicalType, convertedType);
        if (name != null && name.isEmpty()) {
            throw LogicalTypes.fail(name, "name is empty");
        }
        if (copy.isEmpty()) {
            throw LogicalTypes.fail(name, "a group needs at least one field");
        }
        checkUniqueNames(name, copy);
        return new GroupType(name, repetition, id, a.logical, a.converted, copy);
    }

    /**
     * Builds a group as a file describes it, without the checks of {@link #of}: empty groups,
     * repeated names and odd LIST/MAP layouts are kept so readers can apply the backward
     * compatibility rules. A missing annotation form is derived from the other one.
     *
     * @param name the field name
     * @param repetition required, optional or repeated
     * @param logicalType the logical type annotation, or null
     * @param convertedType the legacy converted type annotation, or null
     * @param id the field id, or null
     * @param fields the child fields, in order
     * @return the group
     */
    public static GroupType lenient(String name, FieldRepetitionType repetition, LogicalType logicalType,
                                    ConvertedType convertedType, Integer id, List<? extends SchemaNode> fields) {
        List<SchemaNode> copy = copyFields(name, fields);
        Annotation a = annotation(false, name, copy, logicalType, convertedType);
        return new GroupType(name, repetition, id, a.logical, a.converted, copy);
    }

    record Annotation(LogicalType logical, ConvertedType converted) {}

    static Annotation annotation(boolean strict, String name, List<SchemaNode> fields, LogicalType lt, ConvertedType ct) {
        LogicalType logical = lt;
        ConvertedType converted = ct;
        if (logical == null && converted != null) {
            if (converted == ConvertedType.DECIMAL) {
                if (strict) {
                    throw LogicalTypes.fail(name, "DECIMAL cannot annotate a group");
                }
            } else {
                logical = LogicalTypes.fromConvertedType(converted, null, null);
            }
        } else if (logical != null && converted == null) {
            converted = LogicalTypes.toConvertedType(logical);
        } else if (logical != null && strict) {
            LogicalTypes.checkAgree(name, logical, converted);
        }
        if (strict) {
            LogicalTypes.checkGroup(name, fields, logical, converted);
        }
        return new Annotation(logical, converted);
    }

    static List<SchemaNode> copyFields(String name, List<? extends SchemaNode> fields) {
        if (fields == null) {
            throw LogicalTypes.fail(String.valueOf(name), "field list is null");
        }
        List<SchemaNode> copy = new ArrayList<>(fields.size());
        for (SchemaNode f : fields) {
            if (f == null) {
                throw LogicalTypes.fail(String.valueOf(name), "has a null field");
            }
            copy.add(f);
        }
        return Collections.unmodifiableList(copy);
    }

    static void checkUniqueNames(String name, List<SchemaNode> fields) {
        Map<String, Boolean> seen = new HashMap<>();
        for (SchemaNode f : fields) {
            if (seen.put(f.name(), Boolean.TRUE) != null) {
                throw LogicalTypes.fail(name, "has two fields named '" + f.name() + "'");
            }
        }
    }

    /** {@return the child fields in order (unmodifiable)} */
    public List<SchemaNode> fields() {
        return fields;
    }

    /** {@return the number of child fields} */
    public int fieldCount() {
        return fields.size();
    }

    /**
     * The child at {@code index}.
     *
     * @param index the position, from 0
     * @return the field
     */
    public SchemaNode field(int index) {
        if (index < 0 || index >= fields.size()) {
            throw new ParquetException("group '" + name() + "' has " + fields.size() + " fields, no field #" + index);
        }
        return fields.get(index);
    }

    /**
     * The child named {@code fieldName}.
     *
     * @throws ParquetException when there is none
     * @param fieldName the field name
     * @return the field
     */
    public SchemaNode field(String fieldName) {
        Integer i = indexByName.get(fieldName);
        if (i == null) {
            throw new ParquetException("group '" + name() + "' has no field '" + fieldName + "'");
        }
        return fields.get(i);
    }

    /**
     * The position of the child named {@code fieldName}, or -1 when there is none.
     *
     * @param fieldName the field name
     * @return its index, or -1 when there is none
     */
    public int fieldIndex(String fieldName) {
        Integer i = indexByName.get(fieldName);
        return i == null ? -1 : i;
    }

    /**
     * True when a child is named {@code fieldName}.
     *
     * @param fieldName the field name
     * @return whether there is such a field
     */
    public boolean containsField(String fieldName) {
        return indexByName.containsKey(fieldName);
    }

    @Override
    public boolean isPrimitive() {
        return false;
    }

    /**
     * For a LIST-annotated group (or a legacy list), whether its single repeated child is the list's
     * element itself rather than a wrapper around it: the format's backward-compatibility rules for
     * lists written without the 3-level layout (a repeated primitive, a repeated group of several
     * fields, or one named {@code array} or {@code <list name>_tuple}).
     *
     * @return true when the repeated child is the element
     */
    public boolean repeatedIsListElement() {
        SchemaNode repeated = field(0);
        if (repeated.isPrimitive()) {
            return true;
        }
        GroupType r = repeated.asGroup();
        return r.fieldCount() != 1 || r.name().equals("array") || r.name().equals(name() + "_tuple");
    }

    @Override
    public GroupType asGroup() {
        return this;
    }

    @Override
    public GroupType withName(String newName) {
        return new GroupType(newName, repetition(), id(), logicalType(), convertedType(), fields);
    }

    @Override
    public GroupType withRepetition(FieldRepetitionType newRepetition) {
        return new GroupType(name(), newRepetition, id(), logicalType(), convertedType(), fields);
    }

    @Override
    public GroupType withId(Integer newId) {
        return new GroupType(name(), repetition(), newId, logicalType(), convertedType(), fields);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof GroupType g
                && o.getClass() == getClass()
                && hash == g.hash
                && baseEquals(g)
                && fields.equals(g.fields);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
