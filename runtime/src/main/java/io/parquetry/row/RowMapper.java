package io.parquetry.row;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The schema-driven {@link RecordMapper} for {@link Row}: shreds rows into columns with Dremel
 * repetition/definition levels and assembles them back, following the LIST and MAP
 * backward-compatibility rules of the spec (3-level and 2-level lists, bare repeated fields,
 * MAP_KEY_VALUE, maps without values). It is also the reference the generated mappers are
 * tested against.
 */
public final class RowMapper implements RecordMapper<Row> {
    private final MessageType schema;
    private final PlanNode root;

    /**
     * A mapper for rows of {@code schema}.
     *
     * @param schema the file schema the rows follow
     */
    public RowMapper(MessageType schema) {
        this.schema = schema;
        this.root = PlanNode.plan(schema, new ArrayList<>());
    }

    @Override
    public MessageType schema() {
        return schema;
    }

    // ---- write -----------------------------------------------------------------------------

    @Override
    public void write(Row record, ColumnSink[] columns) {
        if (!record.type().equals(schema) && record.type().fieldCount() != schema.fieldCount()) {
            throw new ParquetException("row of type " + record.type().name() + " does not match the writer's schema");
        }
        writeStruct(root, record, 0, 0, columns);
    }

    private void writeStruct(PlanNode n, Object v, int rep, int def, ColumnSink[] columns) {
        if (!(v instanceof Row row)) {
            throw new ParquetException("field " + n.path + ": expected a Row for the group, got " + describe(v));
        }
        if (row.size() != n.children.length) {
            throw new ParquetException("field " + n.path + ": row has " + row.size() + " values, the group has "
                    + n.children.length + " fields");
        }
        for (int i = 0; i < n.children.length; i++) {
            writeField(n.children[i], row.get(i), rep, def, columns);
        }
    }

    /** Writes a field whose parent is present at definition level {@code def}. */
    private void writeField(PlanNode n, Object v, int rep, int def, ColumnSink[] columns) {
        switch (n.schema.repetition()) {
            case REPEATED -> {
                List<?> list = asList(n, v);
                if (list.isEmpty()) {
                    writeNulls(n, rep, def, columns);
                    return;
                }
                for (int j = 0; j < list.size(); j++) {
                    Object e = list.get(j);
                    if (e == null) {
                        throw new ParquetException("field " + n.path + ": repeated values cannot be null (element " + j + ")");
                    }
                    writeValue(n, e, j == 0 ? rep : n.repLevel, n.defLevel, columns);
                }
            }
            case OPTIONAL -> {
                if (v == null) {
                    writeNulls(n, rep, def, columns);
                } else {
                    writeValue(n, v, rep, n.defLevel, columns);
                }
            }
            default -> {
                if (v == null) {
                    throw new ParquetException("field " + n.path + " is required but the value is null");
                }
                writeValue(n, v, rep, n.defLevel, columns);
            }
        }
    }

    /** Writes the content of present node {@code n}. */
    private void writeValue(PlanNode n, Object v, int rep, int def, ColumnSink[] columns) {
        switch (n.kind) {
            case LEAF -> n.converter.write(columns[n.firstColumn], v, rep, def);
            case STRUCT -> writeStruct(n, v, rep, def, columns);
            case LIST -> {
                List<?> list = asList(n, v);
                PlanNode r = n.repeated;
                if (list.isEmpty()) {
                    writeNulls(r, rep, def, columns);
                    return;
                }
                for (int j = 0; j < list.size(); j++) {
                    int elementRep = j == 0 ? rep : r.repLevel;
                    if (n.element == r) {
                        if (list.get(j) == null) {
                            throw new ParquetException("field " + n.path + ": this list layout cannot hold null elements");
                        }
                        writeValue(r, list.get(j), elementRep, r.defLevel, columns);
                    } else {
                        writeField(n.element, list.get(j), elementRep, r.defLevel, columns);
                    }
                }
            }
            case MAP -> {
                if (!(v instanceof Map<?, ?> map)) {
                    throw new ParquetException("field " + n.path + ": expected a Map, got " + describe(v));
                }
                PlanNode kv = n.repeated;
                if (map.isEmpty()) {
                    writeNulls(kv, rep, def, columns);
                    return;
                }
                int j = 0;
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    int entryRep = j++ == 0 ? rep : kv.repLevel;
                    writeField(kv.children[0], e.getKey(), entryRep, kv.defLevel, columns);
                    if (kv.children.length > 1) {
                        writeField(kv.children[1], e.getValue(), entryRep, kv.defLevel, columns);
                    }
                }
            }
        }
    }

    private static void writeNulls(PlanNode n, int rep, int def, ColumnSink[] columns) {
        for (int c = n.firstColumn, end = n.firstColumn + n.columnCount; c < end; c++) {
            columns[c].writeNull(rep, def);
        }
    }

    private static List<?> asList(PlanNode n, Object v) {
        if (v == null) {
            return List.of();
        }
        if (v instanceof List<?> l) {
            return l;
        }
        if (v instanceof java.util.Collection<?> c) {
            return new ArrayList<>(c);
        }
        throw new ParquetException("field " + n.path + ": expected a List, got " + describe(v));
    }

    private static String describe(Object v) {
        return v == null ? "null" : v.getClass().getName();
    }

    // ---- read ------------------------------------------------------------------------------

    @Override
    public Row read(ColumnSource[] columns) {
        return readStruct(root, columns);
    }

    private Row readStruct(PlanNode n, ColumnSource[] columns) {
        Object[] values = new Object[n.children.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = readField(n.children[i], columns);
        }
        return Row.of(n.rowType, values);
    }

    private Object readField(PlanNode n, ColumnSource[] columns) {
        if (n.columnCount == 0) {
            return null; // an empty group has no columns and so no data
        }
        ColumnSource leader = columns[n.firstColumn];
        switch (n.schema.repetition()) {
            case REPEATED -> {
                List<Object> list = new ArrayList<>();
                if (leader.def() < n.defLevel) {
                    skipNulls(n, columns);
                    return list;
                }
                do {
                    checkDefined(leader, n);
                    list.add(readValue(n, columns));
                } while (leader.hasNext() && leader.rep() == n.repLevel);
                return list;
            }
            case OPTIONAL -> {
                if (leader.def() < n.defLevel) {
                    skipNulls(n, columns);
                    return null;
                }
                return readValue(n, columns);
            }
            default -> {
                if (leader.def() < n.defLevel) {
                    throw new ParquetException("column " + leader.column().path() + ": required field " + n.path
                            + " is missing (definition level " + leader.def() + ")");
                }
                return readValue(n, columns);
            }
        }
    }

    private Object readValue(PlanNode n, ColumnSource[] columns) {
        switch (n.kind) {
            case LEAF -> {
                ColumnSource c = columns[n.firstColumn];
                Object v = n.converter.read(c);
                c.next();
                return v;
            }
            case STRUCT -> {
                return readStruct(n, columns);
            }
            case LIST -> {
                PlanNode r = n.repeated;
                ColumnSource leader = columns[r.firstColumn];
                List<Object> list = new ArrayList<>();
                if (leader.def() < r.defLevel) {
                    skipNulls(r, columns);
                    return list;
                }
                do {
                    checkDefined(leader, r);
                    list.add(n.element == r ? readValue(r, columns) : readField(n.element, columns));
                } while (leader.hasNext() && leader.rep() == r.repLevel);
                return list;
            }
            default -> {
                PlanNode kv = n.repeated;
                ColumnSource leader = columns[kv.firstColumn];
                Map<Object, Object> map = new LinkedHashMap<>();
                if (leader.def() < kv.defLevel) {
                    skipNulls(kv, columns);
                    return map;
                }
                do {
                    checkDefined(leader, kv);
                    Object key = readField(kv.children[0], columns);
                    Object value = kv.children.length > 1 ? readField(kv.children[1], columns) : null;
                    map.put(key, value);
                } while (leader.hasNext() && leader.rep() == kv.repLevel);
                return map;
            }
        }
    }

    /**
     * A later element of a repeated field (repetition level at the field's) must be defined at the
     * field's level: only the first entry of a record may say the list is empty.
     */
    private static void checkDefined(ColumnSource leader, PlanNode repeated) {
        if (leader.def() < repeated.defLevel) {
            throw new ParquetException("column " + leader.column().path() + ": element of repeated field "
                    + repeated.path + " has definition level " + leader.def() + ", below its level "
                    + repeated.defLevel);
        }
    }

    private static void skipNulls(PlanNode n, ColumnSource[] columns) {
        for (int c = n.firstColumn, end = n.firstColumn + n.columnCount; c < end; c++) {
            columns[c].next();
        }
    }
}
