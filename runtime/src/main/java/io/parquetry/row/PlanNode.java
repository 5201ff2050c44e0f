package io.parquetry.row;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.SchemaNode;
import java.util.List;

/**
 * One schema node planned for reading and writing generic values: its leaf column range, its
 * levels and how it maps (leaf, struct, LIST or MAP by the spec's backward-compatibility rules).
 * Shared by {@link RowMapper} and the cursor.
 */
final class PlanNode {
    enum Kind { LEAF, STRUCT, LIST, MAP }

    SchemaNode schema;
    Kind kind;
    String path;
    /** Index of this node in {@link #plan}'s preorder list. */
    int id;
    int firstColumn;
    int columnCount;
    /** Definition level of this node when it is present (counts itself if not required). */
    int defLevel;
    /** Repetition level of this node (counts itself if repeated). */
    int repLevel;
    PlanNode[] children;
    /** LIST: the repeated node; element is {@link #element} (== repeated for 2-level lists). MAP: the key_value node. */
    PlanNode repeated;
    PlanNode element;
    LeafConverter converter;
    GroupType rowType;
    /** For the cursor: the value kind of a leaf ({@code CursorStore.GROUP} for groups). */
    byte valueKind;

    /**
     * Plans {@code schema}; every node is added to {@code nodes} in preorder (ids are their indexes).
     *
     * @return the root
     */
    static PlanNode plan(MessageType schema, List<PlanNode> nodes) {
        return plan(schema, null, 0, 0, new int[1], "", nodes);
    }

    private static PlanNode plan(SchemaNode s, PlanNode parent, int parentDef, int parentRep, int[] nextColumn,
                                 String parentPath, List<PlanNode> nodes) {
        PlanNode n = new PlanNode();
        n.id = nodes.size();
        nodes.add(n);
        n.schema = s;
        n.path = parentPath.isEmpty() ? s.name() : parentPath + "." + s.name();
        boolean isRoot = parent == null;
        n.defLevel = parentDef + (isRoot || s.repetition() == FieldRepetitionType.REQUIRED ? 0 : 1);
        n.repLevel = parentRep + (!isRoot && s.repetition() == FieldRepetitionType.REPEATED ? 1 : 0);
        n.firstColumn = nextColumn[0];
        if (s.isPrimitive()) {
            n.kind = Kind.LEAF;
            n.converter = LeafConverter.of(s.asPrimitive(), n.path);
            nextColumn[0]++;
        } else {
            GroupType g = s.asGroup();
            n.children = new PlanNode[g.fieldCount()];
            String childPath = isRoot ? "" : n.path;
            for (int i = 0; i < g.fieldCount(); i++) {
                n.children[i] = plan(g.field(i), n, n.defLevel, n.repLevel, nextColumn, childPath, nodes);
            }
            n.rowType = g;
            n.kind = isRoot ? Kind.STRUCT : groupKind(g);
            if (n.kind == Kind.LIST) {
                n.repeated = n.children[0];
                n.element = g.repeatedIsListElement() ? n.repeated : n.repeated.children[0];
            } else if (n.kind == Kind.MAP) {
                n.repeated = n.children[0];
            }
        }
        n.columnCount = nextColumn[0] - n.firstColumn;
        return n;
    }

    private static Kind groupKind(GroupType g) {
        LogicalType lt = g.logicalType();
        ConvertedType ct = g.convertedType();
        boolean single = g.fieldCount() == 1 && g.field(0).repetition() == FieldRepetitionType.REPEATED;
        if ((lt instanceof LogicalType.ListType || ct == ConvertedType.LIST) && single) {
            return Kind.LIST;
        }
        if ((lt instanceof LogicalType.MapType || ct == ConvertedType.MAP || ct == ConvertedType.MAP_KEY_VALUE)
                && single && !g.field(0).isPrimitive() && g.field(0).asGroup().fieldCount() >= 1
                && g.field(0).asGroup().fieldCount() <= 2) {
            return Kind.MAP;
        }
        return Kind.STRUCT;
    }
}
