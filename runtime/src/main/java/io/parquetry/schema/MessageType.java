package io.parquetry.schema;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The root of a schema. Besides the group's fields it holds the leaf {@link #columns()} with
 * their paths and maximum repetition and definition levels, computed once at construction.
 * The root itself is not a field: it adds nothing to the levels and its repetition is
 * {@code REQUIRED}.
 */
public final class MessageType extends GroupType {
    /**
     * The deepest nesting of groups accepted anywhere (strict or lenient): no real schema comes
     * close, and it bounds the recursion of every walk over a schema.
     */
    public static final int MAX_DEPTH = 256;

    private final List<ColumnDescriptor> columns;
    private final Map<ColumnPath, ColumnDescriptor> columnsByPath;

    private MessageType(String name, Integer id, List<SchemaNode> fields) {
        super(name, FieldRepetitionType.REQUIRED, id, null, null, fields);
        List<ColumnDescriptor> cols = new ArrayList<>();
        String[] path = new String[MAX_DEPTH + 1];
        int[] repeatedDefs = new int[MAX_DEPTH + 2];
        for (SchemaNode f : fields) {
            collect(f, path, repeatedDefs, 0, 0, 0, cols);
        }
        this.columns = Collections.unmodifiableList(cols);
        Map<ColumnPath, ColumnDescriptor> byPath = new HashMap<>(Math.max(4, cols.size() * 2));
        for (ColumnDescriptor c : cols) {
            byPath.putIfAbsent(c.path(), c);
        }
        this.columnsByPath = byPath;
    }

    private static void collect(SchemaNode node, String[] path, int[] repeatedDefs, int depth, int rep, int def,
                                List<ColumnDescriptor> out) {
        // depth < MAX_DEPTH: GroupType construction bounds the height of every tree
        path[depth] = node.name();
        if (node.repetition() == FieldRepetitionType.REPEATED) {
            rep++;
            def++;
            repeatedDefs[rep] = def;
        } else if (node.repetition() == FieldRepetitionType.OPTIONAL) {
            def++;
        }
        if (node instanceof PrimitiveType p) {
            out.add(new ColumnDescriptor(ColumnPath.of(Arrays.copyOf(path, depth + 1)), p, rep, def, out.size(),
                    Arrays.copyOf(repeatedDefs, rep + 1)));
        } else {
            for (SchemaNode child : node.asGroup().fields()) {
                collect(child, path, repeatedDefs, depth + 1, rep, def, out);
            }
        }
    }

    /**
     * A validated message: its fields have unique names (each field validated itself when built).
     *
     * @param name the message name
     * @param fields the child fields, in order
     * @return the message
     */
    public static MessageType of(String name, List<? extends SchemaNode> fields) {
        List<SchemaNode> copy = copyFields(name, fields);
        checkUniqueNames(name, copy);
        return new MessageType(name, null, copy);
    }

    /**
     * A validated message of {@code fields}.
     *
     * @param name the message name
     * @param fields the child fields, in order
     * @return the message
     */
    public static MessageType of(String name, SchemaNode... fields) {
        return of(name, Arrays.asList(fields));
    }

    /**
     * A message as a file describes it: repeated names are kept (lookups find the first).
     *
     * @param name the message name
     * @param fields the child fields, in order
     * @return the message
     */
    public static MessageType lenient(String name, List<? extends SchemaNode> fields) {
        return new MessageType(name, null, copyFields(name, fields));
    }

    /**
     * A builder of a validated message named {@code name}.
     *
     * @param name the message name
     * @return a builder with no fields
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** {@return all leaf columns in depth-first order, with their levels} */
    public List<ColumnDescriptor> columns() {
        return columns;
    }

    /** {@return the number of leaf columns} */
    public int columnCount() {
        return columns.size();
    }

    /**
     * The column at {@code path} (field names from the top).
     *
     * @throws ParquetException when no leaf column has that path
     * @param path the column path (field names, outermost first)
     * @return the column
     */
    public ColumnDescriptor column(String... path) {
        return column(ColumnPath.of(path));
    }

    /**
     * The column at {@code path}.
     *
     * @throws ParquetException when no leaf column has that path
     * @param path the column path (field names, outermost first)
     * @return the column
     */
    public ColumnDescriptor column(ColumnPath path) {
        ColumnDescriptor c = columnsByPath.get(path);
        if (c == null) {
            throw new ParquetException("schema '" + name() + "' has no column " + path);
        }
        return c;
    }

    /**
     * True when a leaf column has the path {@code path}.
     *
     * @param path the column path (field names, outermost first)
     * @return whether the leaf column exists
     */
    public boolean containsColumn(String... path) {
        return path.length > 0 && columnsByPath.containsKey(ColumnPath.of(path));
    }

    /**
     * The node (group or primitive) at {@code path}.
     *
     * @throws ParquetException when there is none
     * @param path the column path (field names, outermost first)
     * @return the node
     */
    public SchemaNode node(String... path) {
        if (path.length == 0) {
            return this;
        }
        SchemaNode n = this;
        for (int i = 0; i < path.length; i++) {
            if (n.isPrimitive() || !n.asGroup().containsField(path[i])) {
                throw new ParquetException("schema '" + name() + "' has no field "
                        + String.join(".", Arrays.copyOf(path, i + 1)));
            }
            n = n.asGroup().field(path[i]);
        }
        return n;
    }

    @Override
    public MessageType withName(String newName) {
        return new MessageType(newName, id(), fields());
    }

    /** The root's fields as a group with {@code newRepetition}, for nesting a message in another. */
    @Override
    public GroupType withRepetition(FieldRepetitionType newRepetition) {
        return GroupType.lenient(name(), newRepetition, null, null, id(), fields());
    }

    @Override
    public MessageType withId(Integer newId) {
        return new MessageType(name(), newId, fields());
    }

    /** Builds a validated {@link MessageType} field by field. */
    public static final class Builder {
        private final String name;
        private final List<SchemaNode> fields = new ArrayList<>();

        private Builder(String name) {
            this.name = name;
        }

        /**
         * Appends a field.
         *
         * @param field the field to add
         * @return this builder
         */
        public Builder addField(SchemaNode field) {
            fields.add(field);
            return this;
        }

        /**
         * Appends fields.
         *
         * @param more the fields to add, in order
         * @return this builder
         */
        public Builder addFields(SchemaNode... more) {
            fields.addAll(Arrays.asList(more));
            return this;
        }

        /**
         * Appends a required primitive field.
         *
         * @param type the physical type
         * @param fieldName the field name
         * @return this builder
         */
        public Builder required(Type type, String fieldName) {
            return addField(Types.required(type).named(fieldName));
        }

        /**
         * Appends an optional primitive field.
         *
         * @param type the physical type
         * @param fieldName the field name
         * @return this builder
         */
        public Builder optional(Type type, String fieldName) {
            return addField(Types.optional(type).named(fieldName));
        }

        /** {@return the message} */
        public MessageType build() {
            return MessageType.of(name, fields);
        }
    }
}
