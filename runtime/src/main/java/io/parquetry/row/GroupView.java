package io.parquetry.row;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.GroupType;
import java.util.HashMap;
import java.util.Map;

/**
 * A group (struct) of the current row of a {@link RowCursor}, read in place: typed getters by
 * field index (as in {@link Row#get(int)}) or by dotted path through nested groups
 * ({@code "venue.city"}), without allocating (binary values excepted: see {@link #getString(int)}).
 * The cursor itself is the view of the whole row.
 *
 * <p>Getters of the wrong type for the field, or of a null value, throw a
 * {@link ParquetException} naming the field; {@link #isNull(int)} tells nulls apart. Integer
 * getters read the physical value (an INT32 DATE is its epoch day, an INT64 TIMESTAMP its count of
 * the column's unit, a DECIMAL its unscaled value); {@link #getObject(int)} gives the value as
 * {@link Row} would.
 *
 * <p>A view is reused: the cursor hands out one view object per schema node, re-pointed by each
 * call that returns it, so a view is valid until the cursor moves or the same getter is called
 * again for another element. Not thread-safe: it belongs to its cursor's thread.
 */
public class GroupView {
    final CursorStore store;
    final PlanNode node;
    int[] start;
    int[] end;
    private Map<String, PlanNode> paths;

    GroupView(CursorStore store, PlanNode node, int[] start, int[] end) {
        this.store = store;
        this.node = node;
        this.start = start;
        this.end = end;
    }

    GroupView point(int[] start, int[] end) {
        this.start = start;
        this.end = end;
        return this;
    }

    /** {@return the group type this view reads} */
    public GroupType type() {
        return node.rowType;
    }

    /** {@return the number of fields} */
    public int size() {
        return node.children.length;
    }

    /**
     * {@return the index of field {@code name}, for the getters by index}
     *
     * @param name the field's name
     * @throws ParquetException if the group has no such field
     */
    public int fieldIndex(String name) {
        int i = node.rowType.fieldIndex(name);
        if (i < 0) {
            throw new ParquetException("no field '" + name + "' in " + (node.id == 0 ? "the schema" : node.path));
        }
        return i;
    }

    private PlanNode field(int i) {
        if (i < 0 || i >= node.children.length) {
            throw new ParquetException("no field " + i + " in " + (node.id == 0 ? "the schema" : node.path) + " (it has "
                    + node.children.length + ")");
        }
        return node.children[i];
    }

    /** The node on a dotted path through (non-repeated) groups, resolved once. */
    private PlanNode path(String path) {
        if (paths == null) {
            paths = new HashMap<>();
        }
        PlanNode n = paths.get(path);
        if (n == null) {
            n = node;
            for (String name : io.parquetry.schema.ColumnPath.parse(path).parts()) {
                if (n.kind != PlanNode.Kind.STRUCT || (n != node
                        && n.schema.repetition() == io.parquetry.base.FieldRepetitionType.REPEATED)) {
                    throw new ParquetException("path " + path + ": " + n.path
                            + " is not a group (use getList or getMap to go into lists and maps)");
                }
                int i = n.rowType.fieldIndex(name);
                if (i < 0) {
                    throw new ParquetException("no field " + path + " in " + (node.id == 0 ? "the schema" : node.path));
                }
                n = n.children[i];
            }
            paths.put(path, n);
        }
        return n;
    }

    /** The entry of {@code n} (a field of this group, or deeper through groups): the group's own. */
    private int entry(PlanNode n) {
        return start[n.firstColumn]; // arrays have a slot past the last column, for an empty last group
    }

    /**
     * {@return whether field {@code i} is null (an absent group, list or map counts as null)}
     *
     * @param i the field's index
     */
    public boolean isNull(int i) {
        PlanNode n = field(i);
        return store.isNull(n, entry(n));
    }

    /**
     * {@return whether the field on {@code path} is null, or any group on the way to it}
     *
     * @param path dotted path through groups
     */
    public boolean isNull(String path) {
        PlanNode n = path(path);
        return store.isNull(n, entry(n));
    }

    /**
     * {@return the BOOLEAN value of field {@code i}}
     *
     * @param i the field's index
     */
    public boolean getBoolean(int i) {
        PlanNode n = field(i);
        return store.booleanAt(n, entry(n));
    }

    /**
     * {@return the BOOLEAN value on {@code path}}
     *
     * @param path dotted path through groups
     */
    public boolean getBoolean(String path) {
        PlanNode n = path(path);
        return store.booleanAt(n, entry(n));
    }

    /**
     * {@return the INT32 value of field {@code i}}
     *
     * @param i the field's index
     */
    public int getInt(int i) {
        PlanNode n = field(i);
        return store.intAt(n, entry(n));
    }

    /**
     * {@return the INT32 value on {@code path}}
     *
     * @param path dotted path through groups
     */
    public int getInt(String path) {
        PlanNode n = path(path);
        return store.intAt(n, entry(n));
    }

    /**
     * {@return the INT64 (or INT32) value of field {@code i}}
     *
     * @param i the field's index
     */
    public long getLong(int i) {
        PlanNode n = field(i);
        return store.longAt(n, entry(n));
    }

    /**
     * {@return the INT64 (or INT32) value on {@code path}}
     *
     * @param path dotted path through groups
     */
    public long getLong(String path) {
        PlanNode n = path(path);
        return store.longAt(n, entry(n));
    }

    /**
     * {@return the FLOAT value of field {@code i}}
     *
     * @param i the field's index
     */
    public float getFloat(int i) {
        PlanNode n = field(i);
        return store.floatAt(n, entry(n));
    }

    /**
     * {@return the FLOAT value on {@code path}}
     *
     * @param path dotted path through groups
     */
    public float getFloat(String path) {
        PlanNode n = path(path);
        return store.floatAt(n, entry(n));
    }

    /**
     * {@return the DOUBLE (or FLOAT) value of field {@code i}}
     *
     * @param i the field's index
     */
    public double getDouble(int i) {
        PlanNode n = field(i);
        return store.doubleAt(n, entry(n));
    }

    /**
     * {@return the DOUBLE (or FLOAT) value on {@code path}}
     *
     * @param path dotted path through groups
     */
    public double getDouble(String path) {
        PlanNode n = path(path);
        return store.doubleAt(n, entry(n));
    }

    /**
     * The binary value of field {@code i} as UTF-8 text. Values of dictionary-encoded pages are
     * decoded once per dictionary and shared; others are decoded as the row is read.
     *
     * @param i the field's index
     * @return the text
     */
    public String getString(int i) {
        PlanNode n = field(i);
        return store.stringAt(n, entry(n));
    }

    /**
     * {@return the binary value on {@code path} as UTF-8 text}
     *
     * @param path dotted path through groups
     */
    public String getString(String path) {
        PlanNode n = path(path);
        return store.stringAt(n, entry(n));
    }

    /**
     * The bytes of the BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY or INT96 value of field {@code i}; the
     * array may be the cursor's own: leave it unchanged.
     *
     * @param i the field's index
     * @return the bytes
     */
    public byte[] getBinary(int i) {
        PlanNode n = field(i);
        return store.binaryAt(n, entry(n));
    }

    /**
     * {@return the bytes of the binary value on {@code path} (leave the array unchanged)}
     *
     * @param path dotted path through groups
     */
    public byte[] getBinary(String path) {
        PlanNode n = path(path);
        return store.binaryAt(n, entry(n));
    }

    /**
     * The value of leaf field {@code i} as {@link Row#get(int)} gives it (by its logical type:
     * BigDecimal, Instant, LocalDate, UUID...), or null. Allocates, as the Row API does.
     *
     * @param i the field's index
     * @return the value, or null
     */
    public Object getObject(int i) {
        PlanNode n = field(i);
        return store.objectAt(n, entry(n));
    }

    /**
     * {@return the value on {@code path} as the Row API gives it, or null}
     *
     * @param path dotted path through groups
     */
    public Object getObject(String path) {
        PlanNode n = path(path);
        return store.objectAt(n, entry(n));
    }

    /**
     * {@return the group of field {@code i}, or null when it is absent}
     *
     * @param i the field's index
     */
    public GroupView getGroup(int i) {
        return group(field(i));
    }

    /**
     * {@return the group on {@code path}, or null when it is absent}
     *
     * @param path dotted path through groups
     */
    public GroupView getGroup(String path) {
        return group(path(path));
    }

    private GroupView group(PlanNode n) {
        if (n.schema.repetition() == io.parquetry.base.FieldRepetitionType.REPEATED) {
            throw new ParquetException("field " + n.path + " is repeated: read it with getList");
        }
        return store.group(n, start, end);
    }

    /**
     * The list of field {@code i} (a LIST, or a bare repeated field), or null when it is absent
     * (a bare repeated field is never null: it may be empty).
     *
     * @param i the field's index
     * @return the list, or null
     */
    public ListView getList(int i) {
        return store.list(field(i), start, end, false);
    }

    /**
     * {@return the list on {@code path}, or null when it is absent}
     *
     * @param path dotted path through groups
     */
    public ListView getList(String path) {
        return store.list(path(path), start, end, false);
    }

    /**
     * {@return the MAP of field {@code i}, or null when it is absent}
     *
     * @param i the field's index
     */
    public MapView getMap(int i) {
        return store.map(field(i), start, end, false);
    }

    /**
     * {@return the MAP on {@code path}, or null when it is absent}
     *
     * @param path dotted path through groups
     */
    public MapView getMap(String path) {
        return store.map(path(path), start, end, false);
    }
}
