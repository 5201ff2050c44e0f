package io.parquetry.file;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.column.ValueConverter;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Matches the schema a mapper expects against a file's schema, so records read from files other
 * writers produced: fields match by field id when both sides have one, else by name; lists and
 * maps match whatever layout the spec's backward-compatibility rules allow (3-level and 2-level
 * lists, bare repeated fields, MAP_KEY_VALUE), and a bare repeated field reads from a LIST of any
 * layout; optional file columns feed required fields as long as no value is actually null.
 *
 * <p>For every expected leaf column the result names the file column and a table from the
 * file's definition levels to the expected ones ({@code -1}: a null the expected schema cannot
 * hold). Repetition levels carry over unchanged: every accepted layout has the same repeated
 * nodes on each path.
 *
 * <p>Schema evolution: a field the file lacks reads as absent (null, an empty list or map)
 * unless it is a required value; file columns the record does not name are never read; a column
 * whose type differs from the expected one reads through an exact conversion or is refused
 * ({@link ReadConversions}). An absent column is synthesised from a "mirror" column of the file: any
 * column under the deepest ancestor the file has shares that ancestor's repetition and presence,
 * so its levels, cut to the ancestor, give the absent column one entry per ancestor instance.
 * An absent leaf with a declared default ({@link RecordMapper#columnDefaults()}) is present with
 * that value wherever its parent is present, so a required one is no error.
 */
public final class SchemaMatcher {
    /**
     * How one expected column is read from the file.
     *
     * @param fileColumn the file column, or -1 when the file has none (then read {@link #mirrorColumn})
     * @param defMap file definition level to expected level (for an absent column: of the mirror)
     * @param converter how the file's values read as the expected column's ({@link ReadConversions}),
     *     or null when as stored
     * @param mirrorColumn for an absent column, the file column giving its levels, or -1 when every
     *     record has exactly one entry at level {@code defMap[0]}
     * @param mirrorRep for an absent column, the repetition level of its deepest present ancestor:
     *     mirror entries with a higher repetition level are inside that ancestor and dropped
     * @param defaultValue for an absent column with a declared default: the physical value every
     *     entry at the column's maximum definition level reads as; else null
     */
    public record ColumnMatch(int fileColumn, int[] defMap, String expectedPath, ValueConverter converter,
                       int mirrorColumn, int mirrorRep, Object defaultValue) {
        public ColumnMatch(int fileColumn, int[] defMap, String expectedPath, ValueConverter converter) {
            this(fileColumn, defMap, expectedPath, converter, -1, 0, null);
        }

        public boolean isMissing() {
            return fileColumn < 0;
        }

        public boolean isIdentity() {
            for (int i = 0; i < defMap.length; i++) {
                if (defMap[i] != i) {
                    return false;
                }
            }
            return true;
        }
    }

    private final MessageType fileSchema;
    private final String location;
    private final List<ColumnMatch> matches = new ArrayList<>();
    private java.util.Map<String, Object> defaults = java.util.Map.of();
    private boolean strict;
    /** Per file node: its repetition level. */
    private final java.util.IdentityHashMap<SchemaNode, Integer> fileRep = new java.util.IdentityHashMap<>();

    private SchemaMatcher(MessageType fileSchema, String location) {
        this.fileSchema = fileSchema;
        this.location = location;
        indexRep(fileSchema, 0);
    }

    private void indexRep(SchemaNode n, int rep) {
        int r = n != fileSchema && n.repetition() == FieldRepetitionType.REPEATED ? rep + 1 : rep;
        fileRep.put(n, r);
        if (!n.isPrimitive()) {
            for (SchemaNode c : n.asGroup().fields()) {
                indexRep(c, r);
            }
        }
    }

    /** One match per column of {@code expected}, in its column order; no declared defaults. */
    public static List<ColumnMatch> match(MessageType expected, MessageType file, String location) {
        return match(expected, file, location, java.util.Map.of());
    }

    /**
     * One match per column of {@code expected}, in its column order; fields the file lacks read as absent.
     *
     * @param defaults physical default values by dotted expected column path ({@link RecordMapper#columnDefaults()})
     * @throws ParquetException when a default names no column of {@code expected} or has the wrong type for it
     */
    public static List<ColumnMatch> match(MessageType expected, MessageType file, String location,
                                   java.util.Map<String, Object> defaults) {
        return match(expected, file, location, defaults, false);
    }

    /**
     * One match per column of {@code expected}, in its column order.
     *
     * @param strict fail when the file lacks a field of {@code expected} (other than a leaf with a default)
     * @throws ParquetException when a default names no column of {@code expected} or has the wrong type
     *     for it, or, when {@code strict}, for the first field the file lacks
     */
    public static List<ColumnMatch> match(MessageType expected, MessageType file, String location,
                                   java.util.Map<String, Object> defaults, boolean strict) {
        SchemaMatcher m = new SchemaMatcher(file, location);
        m.strict = strict;
        if (defaults != null && !defaults.isEmpty()) {
            checkDefaults(expected, defaults, location);
            m.defaults = defaults;
        }
        List<int[]> pairs = new ArrayList<>();
        pairs.add(new int[] {0, 0, 0});
        m.matchChildren(expected, file, "", pairs);
        return m.matches;
    }

    /** A (file definition level, expected definition level, expected-node-required) triple per step. */
    private void matchChildren(GroupType expected, GroupType file, String path, List<int[]> pairs) {
        java.util.Set<String> names = new java.util.HashSet<>();
        for (SchemaNode f : file.fields()) {
            if (!names.add(f.name())) {
                String dup = path.isEmpty() ? f.name() : path + "." + f.name();
                throw new ParquetException(location + ": corrupt schema: two columns have the path " + dup);
            }
        }
        for (SchemaNode e : expected.fields()) {
            String childPath = path.isEmpty() ? e.name() : path + "." + e.name();
            SchemaNode f = find(file, e);
            if (f == null) {
                addMissing(e, file, childPath, pairs);
                continue;
            }
            matchNode(e, f, childPath, pairs);
        }
    }

    /**
     * Adds the columns of expected node {@code e}, which the file lacks, under present file group
     * {@code parent} (whose levels end {@code pairs}).
     */
    private void addMissing(SchemaNode e, GroupType parent, String path, List<int[]> pairs) {
        if (strict && !(e.isPrimitive() && defaults.containsKey(path))) {
            List<String> columns = new ArrayList<>();
            for (io.parquetry.schema.ColumnDescriptor c : fileSchema.columns()) {
                columns.add(c.path().toDotString());
            }
            throw new ParquetException(location + ": the file has no column for field " + path
                    + " (strict schema: ReadOptions.strictSchema); the file's columns: " + String.join(", ", columns));
        }
        int parentFileDef = fileDef(pairs);
        int parentDef = expectedDef(pairs);
        // a missing list or map reads as an empty one, so the collection itself is present
        Layout layout = layoutOf(e);
        int absentDef = parentDef + ((layout == Layout.LIST || layout == Layout.MAP)
                && e.repetition() == FieldRepetitionType.OPTIONAL ? 1 : 0);
        int parentRep = fileRep.get(parent);
        int mirror = -1;
        int[] defMap;
        if (parentDef == 0 && parentRep == 0) {
            defMap = new int[] {absentDef}; // the parent is in every record exactly once
        } else {
            mirror = mirrorColumn(parent);
            if (mirror < 0) {
                throw new ParquetException(location + ": cannot read field " + path + ", which the file lacks: "
                        + "its parent group has no columns in the file");
            }
            int max = fileSchema.columns().get(mirror).maxDefinitionLevel();
            defMap = new int[max + 1];
            for (int d = 0; d <= max; d++) {
                defMap[d] = d >= parentFileDef ? absentDef : mapDef(d, pairs);
            }
        }
        addMissingLeaves(e, parentDef, path, defMap, mirror, parentRep, absentDef);
    }

    private void addMissingLeaves(SchemaNode n, int def, String path, int[] defMap, int mirror, int rep, int absentDef) {
        int here = step(def, n);
        if (n.isPrimitive()) {
            Object value = defaults.get(path);
            // a default applies where the leaf is the next thing below the present parent: every
            // node between them required (an absent optional group or a collection stays absent)
            if (value != null && def == absentDef && n.repetition() != FieldRepetitionType.REPEATED) {
                int[] present = defMap.clone();
                for (int i = 0; i < present.length; i++) {
                    if (present[i] == absentDef) {
                        present[i] = here; // parent present: the leaf is present with the default
                    }
                }
                matches.add(new ColumnMatch(-1, present, path, null, mirror, rep, value));
                return;
            }
            if (here <= absentDef) {
                throw new ParquetException(location + ": the file has no column for required field " + path
                        + " (file schema: " + describe(fileSchema) + ")");
            }
            matches.add(new ColumnMatch(-1, defMap, path, null, mirror, rep, null));
            return;
        }
        for (SchemaNode c : n.asGroup().fields()) {
            addMissingLeaves(c, here, path + "." + c.name(), defMap, mirror, rep, absentDef);
        }
    }

    /** Checks that every default names a leaf of {@code expected} and has its physical type's Java type. */
    private static void checkDefaults(MessageType expected, java.util.Map<String, Object> defaults, String location) {
        java.util.Map<String, io.parquetry.schema.ColumnDescriptor> byPath = new java.util.HashMap<>();
        for (io.parquetry.schema.ColumnDescriptor c : expected.columns()) {
            byPath.put(c.path().toDotString(), c);
        }
        for (java.util.Map.Entry<String, Object> e : defaults.entrySet()) {
            io.parquetry.schema.ColumnDescriptor c = byPath.get(e.getKey());
            if (c == null) {
                throw new ParquetException(location + ": the mapper declares a default for " + e.getKey()
                        + ", which is not a leaf column of its schema");
            }
            String problem = io.parquetry.column.ColumnReader.checkConstant(c.type(), e.getValue());
            if (problem != null) {
                throw new ParquetException(location + ": the mapper's default for column " + e.getKey() + " " + problem);
            }
        }
    }

    /** A file column under {@code group}: one the record reads anyway if there is one, else the first. */
    private int mirrorColumn(GroupType group) {
        List<Integer> leaves = new ArrayList<>();
        collectLeaves(group, leaves);
        for (ColumnMatch m : matches) {
            if (leaves.contains(m.fileColumn())) {
                return m.fileColumn();
            }
        }
        return leaves.isEmpty() ? -1 : leaves.get(0);
    }

    private void collectLeaves(SchemaNode n, List<Integer> out) {
        if (n.isPrimitive()) {
            out.add(fileColumnIndex(n.asPrimitive()));
            return;
        }
        for (SchemaNode c : n.asGroup().fields()) {
            collectLeaves(c, out);
        }
    }

    private static SchemaNode find(GroupType file, SchemaNode e) {
        if (e.id() != null) {
            for (SchemaNode f : file.fields()) {
                if (e.id().equals(f.id())) {
                    return f;
                }
            }
        }
        int i = file.fieldIndex(e.name());
        return i < 0 ? null : file.field(i);
    }

    private static int fileDef(List<int[]> pairs) {
        return pairs.get(pairs.size() - 1)[0];
    }

    private static int expectedDef(List<int[]> pairs) {
        return pairs.get(pairs.size() - 1)[1];
    }

    private static List<int[]> with(List<int[]> pairs, SchemaNode fileNode, SchemaNode expectedNode) {
        return with(pairs, step(fileDef(pairs), fileNode), expectedNode);
    }

    private static List<int[]> with(List<int[]> pairs, int fileDef, SchemaNode expectedNode) {
        return pair(pairs, fileDef, step(expectedDef(pairs), expectedNode),
                expectedNode.repetition() == FieldRepetitionType.REQUIRED);
    }

    private static int step(int def, SchemaNode node) {
        return node.repetition() == FieldRepetitionType.REQUIRED ? def : def + 1;
    }

    private void matchNode(SchemaNode e, SchemaNode f, String path, List<int[]> pairs) {
        Layout el = layoutOf(e);
        if (el == Layout.LIST) {
            matchList(e.asGroup(), f, path, pairs);
            return;
        }
        if (el == Layout.MAP) {
            matchMap(e.asGroup(), f, path, pairs);
            return;
        }
        if (e.repetition() == FieldRepetitionType.REPEATED && f.repetition() != FieldRepetitionType.REPEATED) {
            if (isFileList(f)) {
                matchRepeatedFromList(e, f.asGroup(), path, pairs);
                return;
            }
            throw incompatible(path, "a repeated field", describe(f));
        }
        List<int[]> here = with(pairs, f, e);
        matchContent(e, f, path, here);
    }

    /** Matches what is inside two corresponding nodes (their own presence is already in pairs). */
    private void matchContent(SchemaNode e, SchemaNode f, String path, List<int[]> pairs) {
        if (e.isPrimitive()) {
            if (!f.isPrimitive()) {
                throw incompatible(path, "a primitive column", "a group");
            }
            PrimitiveType fp = f.asPrimitive();
            addColumn(path, fp, pairs, ReadConversions.plan(fp, e.asPrimitive(), path, location));
            return;
        }
        if (f.isPrimitive()) {
            throw incompatible(path, "a group", describe(f));
        }
        matchChildren(e.asGroup(), f.asGroup(), path, pairs);
    }

    /** Whether a file node is a LIST (annotated, or legacy LIST) around one repeated field, in any layout. */
    private static boolean isFileList(SchemaNode f) {
        if (f.isPrimitive() || f.asGroup().fieldCount() != 1
                || f.asGroup().field(0).repetition() != FieldRepetitionType.REPEATED) {
            return false;
        }
        GroupType g = f.asGroup();
        return g.logicalType() instanceof LogicalType.ListType || g.convertedType() == ConvertedType.LIST;
    }

    /**
     * A bare repeated field (expected) read from a LIST of the file, as writers that know no other
     * way store it (Spark writes every array so): the list's elements are the field's values, an
     * empty list none. A null list or a null element is a null the field cannot hold.
     */
    private void matchRepeatedFromList(SchemaNode e, GroupType fList, String path, List<int[]> pairs) {
        List<int[]> list = pair(pairs, step(fileDef(pairs), fList), expectedDef(pairs), true);
        SchemaNode fRepeated = fList.field(0);
        List<int[]> entries = pair(list, fileDef(list) + 1, expectedDef(pairs) + 1, false);
        if (fList.repeatedIsListElement()) {
            matchContent(e, fRepeated, path, entries);
            return;
        }
        SchemaNode fElement = fRepeated.asGroup().field(0);
        matchContent(e, fElement, path, pair(entries, step(fileDef(entries), fElement), expectedDef(entries), true));
    }

    /** {@code pairs} and one more level: file level {@code fileDef} reads as expected level {@code expectedDef}. */
    private static List<int[]> pair(List<int[]> pairs, int fileDef, int expectedDef, boolean required) {
        List<int[]> out = new ArrayList<>(pairs);
        out.add(new int[] {fileDef, expectedDef, required ? 1 : 0});
        return out;
    }

    private void matchList(GroupType e, SchemaNode f, String path, List<int[]> pairs) {
        SchemaNode eRepeated = e.field(0);
        SchemaNode eElement = eRepeated.asGroup().field(0);
        if (f.repetition() == FieldRepetitionType.REPEATED) {
            // a bare repeated field: the list is always present, each entry is one element
            List<int[]> list = with(pairs, fileDef(pairs), e);
            int entry = fileDef(pairs) + 1;
            List<int[]> repeated = with(list, entry, eRepeated);
            List<int[]> element = with(repeated, entry, eElement);
            matchContent(eElement, f, path, element);
            return;
        }
        if (f.isPrimitive() || f.asGroup().fieldCount() != 1 || f.asGroup().field(0).repetition() != FieldRepetitionType.REPEATED) {
            throw incompatible(path, "a list", describe(f));
        }
        matchListContent(e, f.asGroup(), path, with(pairs, f, e));
    }

    /** The repeated level and the element of a list whose own presence is the last of {@code list}. */
    private void matchListContent(GroupType e, GroupType fList, String path, List<int[]> list) {
        SchemaNode eRepeated = e.field(0);
        SchemaNode eElement = eRepeated.asGroup().field(0);
        SchemaNode fRepeated = fList.field(0);
        List<int[]> repeated = with(list, fRepeated, eRepeated);
        String elementPath = path + ".list.element";
        if (!fList.repeatedIsListElement()) {
            // the element is a node of its own: a nested list or map is matched by its layout
            matchNode(eElement, fRepeated.asGroup().field(0), elementPath, repeated);
            return;
        }
        // the repeated node is the element: its presence is the entry's
        List<int[]> element = with(repeated, fileDef(repeated), eElement);
        Layout layout = layoutOf(eElement);
        if (layout != Layout.PLAIN && (fRepeated.isPrimitive() || fRepeated.asGroup().fieldCount() != 1
                || fRepeated.asGroup().field(0).repetition() != FieldRepetitionType.REPEATED)) {
            throw incompatible(elementPath, layout == Layout.LIST ? "a list" : "a map", describe(fRepeated));
        }
        if (layout == Layout.LIST) {
            matchListContent(eElement.asGroup(), fRepeated.asGroup(), elementPath, element);
        } else if (layout == Layout.MAP) {
            matchMapContent(eElement.asGroup(), fRepeated.asGroup(), elementPath, element);
        } else {
            matchContent(eElement, fRepeated, elementPath, element);
        }
    }

    private void matchMap(GroupType e, SchemaNode f, String path, List<int[]> pairs) {
        if (f.isPrimitive() || f.asGroup().fieldCount() != 1 || f.asGroup().field(0).isPrimitive()
                || f.asGroup().field(0).repetition() != FieldRepetitionType.REPEATED) {
            throw incompatible(path, "a map", describe(f));
        }
        matchMapContent(e, f.asGroup(), path, with(pairs, f, e));
    }

    /** The key/value level of a map whose own presence is the last of {@code map}. */
    private void matchMapContent(GroupType e, GroupType fMap, String path, List<int[]> map) {
        GroupType eKv = e.field(0).asGroup();
        if (fMap.field(0).isPrimitive()) {
            throw incompatible(path, "a map", describe(fMap));
        }
        GroupType fKv = fMap.field(0).asGroup();
        List<int[]> kv = with(map, fKv, eKv);
        for (int i = 0; i < eKv.fieldCount(); i++) {
            SchemaNode eChild = eKv.field(i);
            if (i >= fKv.fieldCount()) {
                throw new ParquetException(location + ": map " + path + " has no " + eChild.name() + " column in the file");
            }
            SchemaNode fChild = fKv.field(i); // key then value, whatever their names
            // a value that is a list or a map is matched by its layout, whatever its names
            matchNode(eChild, fChild, path + ".key_value." + eChild.name(), kv);
        }
    }

    private void addColumn(String path, PrimitiveType fileLeaf, List<int[]> pairs, ValueConverter converter) {
        int fileColumn = fileColumnIndex(fileLeaf);
        int fileMax = fileSchema.columns().get(fileColumn).maxDefinitionLevel();
        int[] defMap = new int[fileMax + 1];
        for (int d = 0; d <= fileMax; d++) {
            defMap[d] = mapDef(d, pairs);
        }
        matches.add(new ColumnMatch(fileColumn, defMap, path, converter));
    }

    /** The expected definition level for file level {@code d}, or -1 when a required expected node is absent. */
    private static int mapDef(int d, List<int[]> pairs) {
        int last = 0;
        for (int i = 0; i < pairs.size(); i++) {
            if (pairs.get(i)[0] <= d) {
                last = i;
            }
        }
        for (int j = last + 1; j < pairs.size(); j++) {
            int[] p = pairs.get(j);
            if (p[1] != pairs.get(j - 1)[1]) {
                break; // the next expected node is optional or repeated: absent is representable
            }
            if (p[2] == 1 && p[0] > d) {
                return -1; // a required expected node whose file counterpart is absent
            }
        }
        return pairs.get(last)[1];
    }

    private int fileColumnIndex(PrimitiveType leaf) {
        List<io.parquetry.schema.ColumnDescriptor> columns = fileSchema.columns();
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).type() == leaf) {
                return i;
            }
        }
        throw new IllegalStateException("leaf not in file schema: " + leaf.name());
    }

    private enum Layout { PLAIN, LIST, MAP }

    private static Layout layoutOf(SchemaNode n) {
        if (n.isPrimitive()) {
            return Layout.PLAIN;
        }
        GroupType g = n.asGroup();
        boolean single = g.fieldCount() == 1 && g.field(0).repetition() == FieldRepetitionType.REPEATED;
        if (!single || n.repetition() == FieldRepetitionType.REPEATED) {
            return Layout.PLAIN;
        }
        LogicalType lt = g.logicalType();
        ConvertedType ct = g.convertedType();
        if ((lt instanceof LogicalType.ListType || ct == ConvertedType.LIST) && !g.field(0).isPrimitive()
                && g.field(0).asGroup().fieldCount() == 1 && !g.repeatedIsListElement()) {
            return Layout.LIST;
        }
        if ((lt instanceof LogicalType.MapType || ct == ConvertedType.MAP || ct == ConvertedType.MAP_KEY_VALUE)
                && !g.field(0).isPrimitive()) {
            return Layout.MAP;
        }
        return Layout.PLAIN;
    }

    private static String describe(SchemaNode n) {
        return n.toString().replace('\n', ' ').replaceAll(" +", " ").trim();
    }

    private ParquetException incompatible(String path, String expected, String found) {
        return new ParquetException(location + ": field " + path + " expects " + expected + " but the file has " + found);
    }
}
