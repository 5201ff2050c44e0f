package io.parquetry.row;

import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link RecordMapper} behind {@link RowCursor}: {@link #read} copies the entries of the
 * current row, column by column, into arrays it reuses (levels, and values as longs, doubles
 * or objects), so reading a row allocates nothing but the strings and byte arrays of non-dictionary
 * binary values. The views navigate those arrays. Not thread-safe.
 */
final class CursorStore implements RecordMapper<Object> {
    static final byte BOOLEAN = 0;
    static final byte INT = 1;
    static final byte LONG = 2;
    static final byte FLOAT = 3;
    static final byte DOUBLE = 4;
    static final byte STRING = 5;
    static final byte BINARY = 6;
    /** Not a leaf. */
    static final byte GROUP = -1;

    private final MessageType schema;
    final PlanNode root;
    final PlanNode[] nodes;
    private final int columnCount;
    private final byte[] kind;
    private final int[] maxDef;
    private final int[] maxRep;
    /** Columns by how a row loads them. */
    private final int[] requiredLongs;
    private final int[] requiredInts;
    private final int[] requiredDoubles;
    private final int[] requiredStrings;
    private final int[] requiredOthers;
    private final int[] optional;
    private final int[] repeated;
    /** Entries of the current row, per column. */
    final int[] count;
    /** Levels of the current row's entries, per column (bytes: levels are at most the schema depth). */
    final byte[][] defs;
    final byte[][] reps;
    final long[][] longs;
    final double[][] doubles;
    final Object[][] objects;
    /** Per node (by id): the reused views. */
    final GroupView[] groupViews;
    final ListView[] listViews;
    final MapView[] mapViews;
    final StoredValue stored = new StoredValue(this);

    CursorStore(MessageType schema) {
        this.schema = schema;
        List<PlanNode> planned = new ArrayList<>();
        this.root = PlanNode.plan(schema, planned);
        this.nodes = planned.toArray(new PlanNode[0]);
        List<ColumnDescriptor> columns = schema.columns();
        this.columnCount = columns.size();
        this.kind = new byte[columnCount];
        this.maxDef = new int[columnCount];
        this.maxRep = new int[columnCount];
        this.count = new int[columnCount];
        this.defs = new byte[columnCount][1];
        this.reps = new byte[columnCount][1];
        this.longs = new long[columnCount][];
        this.doubles = new double[columnCount][];
        this.objects = new Object[columnCount][];
        for (int c = 0; c < columnCount; c++) {
            ColumnDescriptor d = columns.get(c);
            kind[c] = kindOf(d.type());
            maxDef[c] = d.maxDefinitionLevel();
            maxRep[c] = d.maxRepetitionLevel();
            allocateValues(c, 1);
            count[c] = 1;
        }
        java.util.function.IntPredicate flatRequired = c -> maxRep[c] == 0 && maxDef[c] == 0;
        this.requiredLongs = columnsWhere(c -> flatRequired.test(c) && kind[c] == LONG);
        this.requiredInts = columnsWhere(c -> flatRequired.test(c) && kind[c] == INT);
        this.requiredDoubles = columnsWhere(c -> flatRequired.test(c) && kind[c] == DOUBLE);
        this.requiredStrings = columnsWhere(c -> flatRequired.test(c) && kind[c] == STRING);
        this.requiredOthers = columnsWhere(c -> flatRequired.test(c) && kind[c] != LONG && kind[c] != INT
                && kind[c] != DOUBLE && kind[c] != STRING);
        this.optional = columnsWhere(c -> maxRep[c] == 0 && maxDef[c] > 0);
        this.repeated = columnsWhere(c -> maxRep[c] > 0);
        this.groupViews = new GroupView[nodes.length];
        this.listViews = new ListView[nodes.length];
        this.mapViews = new MapView[nodes.length];
        for (PlanNode n : nodes) {
            n.valueKind = n.kind == PlanNode.Kind.LEAF ? kind[n.firstColumn] : GROUP;
        }
    }

    private int[] columnsWhere(java.util.function.IntPredicate p) {
        return java.util.stream.IntStream.range(0, columnCount).filter(p).toArray();
    }

    private static byte kindOf(PrimitiveType t) {
        return switch (t.physicalType()) {
            case BOOLEAN -> BOOLEAN;
            case INT32 -> INT;
            case INT64 -> LONG;
            case FLOAT -> FLOAT;
            case DOUBLE -> DOUBLE;
            case BYTE_ARRAY -> t.logicalType() instanceof LogicalType.StringType
                    || t.logicalType() instanceof LogicalType.EnumType
                    || t.logicalType() instanceof LogicalType.JsonType
                    || (t.logicalType() == null && t.convertedType() == io.parquetry.base.ConvertedType.UTF8) ? STRING : BINARY;
            default -> BINARY;
        };
    }

    private void allocateValues(int c, int n) {
        switch (kind[c]) {
            case FLOAT, DOUBLE -> doubles[c] = new double[n];
            case STRING, BINARY -> objects[c] = new Object[n];
            default -> longs[c] = new long[n];
        }
    }

    private void grow(int c) {
        int n = defs[c].length * 2;
        defs[c] = java.util.Arrays.copyOf(defs[c], n);
        reps[c] = java.util.Arrays.copyOf(reps[c], n);
        switch (kind[c]) {
            case FLOAT, DOUBLE -> doubles[c] = java.util.Arrays.copyOf(doubles[c], n);
            case STRING, BINARY -> objects[c] = java.util.Arrays.copyOf(objects[c], n);
            default -> longs[c] = java.util.Arrays.copyOf(longs[c], n);
        }
    }

    @Override
    public MessageType schema() {
        return schema;
    }

    @Override
    public void write(Object record, ColumnSink[] columns) {
        throw new UnsupportedOperationException("a cursor only reads");
    }

    /** Loads the current row of every column and leaves each at the next row's first entry. */
    @Override
    public Object read(ColumnSource[] columns) {
        // required values outside lists: one value each, a loop per type (no levels, no switch)
        for (int c : requiredLongs) {
            longs[c][0] = columns[c].takeLong();
        }
        for (int c : requiredInts) {
            longs[c][0] = columns[c].takeInt();
        }
        for (int c : requiredDoubles) {
            doubles[c][0] = columns[c].takeDouble();
        }
        for (int c : requiredStrings) {
            objects[c][0] = columns[c].takeString();
        }
        for (int c : requiredOthers) {
            takeRequired(c, columns[c]);
        }
        for (int c : optional) {
            load(c, 0, columns[c]);
        }
        for (int c : repeated) {
            ColumnSource s = columns[c];
            int k = 0;
            do {
                if (k == defs[c].length) {
                    grow(c);
                }
                reps[c][k] = (byte) s.rep();
                load(c, k++, s);
            } while (s.hasNext() && s.rep() != 0);
            count[c] = k;
        }
        return this;
    }

    /** A required value outside any list (its levels are always 0). */
    private void takeRequired(int c, ColumnSource s) {
        switch (kind[c]) {
            case BOOLEAN -> longs[c][0] = s.takeBoolean() ? 1 : 0;
            case INT -> longs[c][0] = s.takeInt();
            case LONG -> longs[c][0] = s.takeLong();
            case FLOAT -> doubles[c][0] = s.takeFloat();
            case DOUBLE -> doubles[c][0] = s.takeDouble();
            case STRING -> objects[c][0] = s.takeString();
            default -> objects[c][0] = s.takeBinary();
        }
    }

    private void load(int c, int k, ColumnSource s) {
        int d = s.def();
        defs[c][k] = (byte) d;
        if (d == maxDef[c]) {
            switch (kind[c]) {
                case BOOLEAN -> longs[c][k] = s.getBoolean() ? 1 : 0;
                case INT -> longs[c][k] = s.getInt();
                case LONG -> longs[c][k] = s.getLong();
                case FLOAT -> doubles[c][k] = s.getFloat();
                case DOUBLE -> doubles[c][k] = s.getDouble();
                case STRING -> objects[c][k] = s.getString();
                default -> objects[c][k] = s.getBinary();
            }
        } else if (kind[c] >= STRING) {
            objects[c][k] = null; // let go of the previous row's value
        }
        s.next();
    }

    // ---- views -------------------------------------------------------------------------------

    int columnCount() {
        return columnCount;
    }

    int maxRep(int c) {
        return maxRep[c];
    }

    GroupView groupView(PlanNode n) {
        GroupView v = groupViews[n.id];
        if (v == null) {
            v = groupViews[n.id] = new GroupView(this, n, null, null);
        }
        return v;
    }

    ListView listView(PlanNode n) {
        ListView v = listViews[n.id];
        if (v == null) {
            v = listViews[n.id] = new ListView(this);
        }
        return v;
    }

    MapView mapView(PlanNode n) {
        MapView v = mapViews[n.id];
        if (v == null) {
            v = mapViews[n.id] = new MapView(this);
        }
        return v;
    }

    /** The error for a getter of the wrong type or a null value. */
    ParquetException wrongGetter(PlanNode n, String getter, int entry) {
        if (n.kind != PlanNode.Kind.LEAF) {
            return new ParquetException("field " + n.path + " is a " + n.kind.name().toLowerCase(java.util.Locale.ROOT)
                    + ", not a value for " + getter);
        }
        int c = n.firstColumn;
        if (entry >= 0 && defs[c][entry] != maxDef[c]) {
            return new ParquetException("field " + n.path + " is null (" + getter + " needs a value; ask isNull first)");
        }
        return new ParquetException("field " + n.path + " is " + n.schema.asPrimitive().physicalType()
                + ", which " + getter + " does not read");
    }

    // ---- values: shared by the views ----------------------------------------------------------

    boolean isNull(PlanNode n, int e) {
        if (n.kind == PlanNode.Kind.LEAF) {
            return defs[n.firstColumn][e] != n.defLevel;
        }
        return n.columnCount == 0 || defs[n.firstColumn][e] < n.defLevel;
    }

    boolean booleanAt(PlanNode n, int e) {
        int c = n.firstColumn;
        if (n.valueKind == BOOLEAN && defs[c][e] == n.defLevel) {
            return longs[c][e] != 0;
        }
        throw wrongGetter(n, "getBoolean", e);
    }

    int intAt(PlanNode n, int e) {
        int c = n.firstColumn;
        if (n.valueKind == INT && defs[c][e] == n.defLevel) {
            return (int) longs[c][e];
        }
        throw wrongGetter(n, "getInt", e);
    }

    long longAt(PlanNode n, int e) {
        int c = n.firstColumn;
        byte k = n.valueKind;
        if ((k == LONG || k == INT) && defs[c][e] == n.defLevel) {
            return longs[c][e];
        }
        throw wrongGetter(n, "getLong", e);
    }

    float floatAt(PlanNode n, int e) {
        int c = n.firstColumn;
        if (n.valueKind == FLOAT && defs[c][e] == n.defLevel) {
            return (float) doubles[c][e];
        }
        throw wrongGetter(n, "getFloat", e);
    }

    double doubleAt(PlanNode n, int e) {
        int c = n.firstColumn;
        byte k = n.valueKind;
        if ((k == DOUBLE || k == FLOAT) && defs[c][e] == n.defLevel) {
            return doubles[c][e];
        }
        throw wrongGetter(n, "getDouble", e);
    }

    String stringAt(PlanNode n, int e) {
        int c = n.firstColumn;
        byte k = n.valueKind;
        if (k >= STRING && defs[c][e] == n.defLevel) {
            Object v = objects[c][e];
            return v instanceof String s ? s : new String((byte[]) v, java.nio.charset.StandardCharsets.UTF_8);
        }
        throw wrongGetter(n, "getString", e);
    }

    byte[] binaryAt(PlanNode n, int e) {
        int c = n.firstColumn;
        byte k = n.valueKind;
        if (k >= STRING && defs[c][e] == n.defLevel) {
            Object v = objects[c][e];
            return v instanceof String s ? s.getBytes(java.nio.charset.StandardCharsets.UTF_8) : (byte[]) v;
        }
        throw wrongGetter(n, "getBinary", e);
    }

    /** The value as {@link Row} holds it (by its logical type), or null. */
    Object objectAt(PlanNode n, int e) {
        if (isNull(n, e)) {
            return null;
        }
        if (n.kind != PlanNode.Kind.LEAF) {
            throw wrongGetter(n, "getObject", e);
        }
        if (defs[n.firstColumn][e] != n.defLevel) {
            return null;
        }
        stored.at(n.firstColumn, e);
        return n.converter.read(stored);
    }

    /** Whether node {@code n} (not a leaf) is absent in the instance starting at {@code start}. */
    private boolean groupNull(PlanNode n, int[] start) {
        return n.columnCount == 0 || defs[n.firstColumn][start[n.firstColumn]] < n.defLevel;
    }

    GroupView group(PlanNode n, int[] start, int[] end) {
        if (n.kind != PlanNode.Kind.STRUCT) {
            throw new ParquetException("field " + n.path + " is " + describe(n) + ", not a group for getGroup");
        }
        return groupNull(n, start) ? null : groupView(n).point(start, end);
    }

    /**
     * The list of node {@code n}: a field of a group ({@code element} false), where a bare repeated
     * field is a list of its instances, or an element of a list, which is one instance.
     */
    ListView list(PlanNode n, int[] start, int[] end, boolean element) {
        if (!element && n.schema.repetition() == io.parquetry.base.FieldRepetitionType.REPEATED) {
            return listView(n).set(n, n, start, end); // a bare repeated field: a list, never null
        }
        if (n.kind != PlanNode.Kind.LIST) {
            throw new ParquetException("field " + n.path + " is " + describe(n) + ", not a list for getList");
        }
        return groupNull(n, start) ? null : listView(n).set(n.repeated, n.element, start, end);
    }

    MapView map(PlanNode n, int[] start, int[] end, boolean element) {
        if (n.kind != PlanNode.Kind.MAP || (!element && n.schema.repetition() == io.parquetry.base.FieldRepetitionType.REPEATED)) {
            throw new ParquetException("field " + n.path + " is " + describe(n) + ", not a map for getMap");
        }
        return groupNull(n, start) ? null : mapView(n).set(n.repeated, start, end);
    }

    private static String describe(PlanNode n) {
        if (n.schema.repetition() == io.parquetry.base.FieldRepetitionType.REPEATED) {
            return "repeated (a list)";
        }
        return n.kind == PlanNode.Kind.LEAF ? "a " + n.schema.asPrimitive().physicalType() + " value"
                : "a " + n.kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
