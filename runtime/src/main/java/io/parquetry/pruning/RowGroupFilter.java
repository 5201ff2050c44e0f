package io.parquetry.pruning;

import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.column.ColumnReader;
import io.parquetry.filter.Column;
import io.parquetry.filter.Filter;
import io.parquetry.filter.SkipReason;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.ColumnOrder;
import io.parquetry.format.Statistics;
import io.parquetry.index.BloomFilter;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link Filter} bound to one file's schema: decides which row groups can be skipped (from
 * statistics, dictionaries and bloom filters, cheapest first) and tests rows. Readers use it;
 * internal (public only so {@code io.parquetry} can reach it).
 */
public final class RowGroupFilter {
    /** What a row group offers about one file column; each method is called only when needed. */
    public interface ChunkSource {
        ColumnMetaData metadata(int fileColumn);

        /** The file's sort order of the column's statistics, or null when the file names none. */
        ColumnOrder order(int fileColumn);

        /** A reader holding only the chunk's dictionary, or null when the chunk has none. */
        ColumnReader dictionary(int fileColumn);

        /** The chunk's bloom filter, or null when it has none. */
        BloomFilter bloomFilter(int fileColumn);
    }

    /** What a row group offers about the pages of one file column; each method is called only when needed. */
    public interface PageSource {
        /** Rows in the row group. */
        long rowCount();

        /** The chunk's column index, or null (then every page is kept). */
        io.parquetry.format.ColumnIndex columnIndex(int fileColumn);

        /** The chunk's offset index, or null (then every page is kept). */
        io.parquetry.format.OffsetIndex offsetIndex(int fileColumn);

        /** The file's sort order of the column's statistics, or null when the file names none. */
        ColumnOrder order(int fileColumn);
    }

    private final Node root;
    private final int[] columns;

    private RowGroupFilter(Node root, int[] columns) {
        this.root = root;
        this.columns = columns;
    }

    /** Binds {@code filter} to {@code schema}; a column not in the schema is null in every row. */
    public static RowGroupFilter bind(Filter filter, MessageType schema, String location) {
        return bind(filter, schema, location, null, java.util.Map.of());
    }

    /**
     * Binds {@code filter} to file schema {@code schema} for records of schema {@code expected}
     * whose columns the file lacks read as {@code defaults} (dotted path to physical value, see
     * {@link io.parquetry.spi.RecordMapper#columnDefaults()}): a predicate on such a column is decided
     * once, on the default. Other columns the file lacks are null in every row.
     *
     * @throws ParquetException for a predicate on a defaulted column under an optional group (its
     *     value differs between rows, and the file has no column to test)
     */
    public static RowGroupFilter bind(Filter filter, MessageType schema, String location, MessageType expected,
                                      java.util.Map<String, Object> defaults) {
        Binding b = new Binding(schema, location, new ArrayList<>(), expected, defaults);
        Node root = bind(filter, false, b);
        return new RowGroupFilter(root, b.cols.stream().mapToInt(Integer::intValue).toArray());
    }

    /** What binding needs besides the filter: the file schema, and the record's schema and defaults. */
    private record Binding(MessageType schema, String location, List<Integer> cols, MessageType expected,
                           java.util.Map<String, Object> defaults) {}

    /** The file columns rows are tested on; {@link #test} takes readers in this order. */
    public int[] columns() {
        return columns.clone();
    }

    /** Why the row group whose chunks {@code source} describes cannot hold a match, or null. */
    public SkipReason prune(ChunkSource source) {
        Ctx ctx = new Ctx(source);
        for (SkipReason r : SkipReason.values()) {
            if (root.canDrop(ctx, r)) {
                return r;
            }
        }
        return null;
    }

    /**
     * The rows of the row group that may match, from the page indexes of the filter's columns: a
     * page whose min/max and null information rule the predicate out drops its rows; {@code and}
     * intersects and {@code or} unites. Rows outside the result cannot match; rows inside must
     * still be tested.
     */
    public RowRanges candidateRows(PageSource source) {
        return root.ranges(source);
    }

    /** Whether the current row matches; {@code readers} follow {@link #columns()}, each at the row's entry. */
    public boolean test(ColumnReader[] readers) {
        return root.test(readers);
    }

    // ---- binding --------------------------------------------------------------------------

    private static Node bind(Filter f, boolean negate, Binding b) {
        MessageType schema = b.schema;
        String location = b.location;
        List<Integer> cols = b.cols;
        if (f instanceof Filter.Not n) {
            return bind(n.filter(), !negate, b);
        }
        if (f instanceof Filter.And a) {
            return group(a.filters(), !negate, negate, b);
        }
        if (f instanceof Filter.Or o) {
            return group(o.filters(), negate, negate, b);
        }
        Unbound u = unbound(f);
        Column<?> column = u.column();
        Leaf leaf = u.leaf();
        if (negate) {
            leaf.negate();
        }
        ColumnDescriptor cd = find(schema, column.path());
        if (cd == null) {
            Object value = b.defaults.get(column.path());
            if (value == null) {
                return new Const(leaf.nullResult); // a column the file lacks is null everywhere
            }
            return new Const(testDefault(leaf, column, value, b));
        }
        if (cd.maxRepetitionLevel() > 0) {
            throw new ParquetException(location + ": filter column " + column.path()
                    + " is repeated (inside a list or map); filters on repeated columns are not supported");
        }
        leaf.domain = Domain.of(cd.type(), column.path(), column);
        if (leaf.prefix != null && !(leaf.domain instanceof Domain.BinaryDomain)) {
            throw new ParquetException(location + ": startsWith on column " + column.path() + ", which is not a string column");
        }
        leaf.prepare();
        int fc = schema.columns().indexOf(cd);
        int slot = cols.indexOf(fc);
        if (slot < 0) {
            slot = cols.size();
            cols.add(fc);
        }
        leaf.slot = slot;
        leaf.fileColumn = fc;
        return leaf;
    }

    /** A filter's leaf predicate and the column it tests, before it is bound to a column. */
    private record Unbound(Column<?> column, Leaf leaf) {}

    private static Unbound unbound(Filter f) {
        Column<?> column;
        Leaf leaf;
        if (f instanceof Filter.Compare c) {
            column = c.column();
            leaf = new Leaf(switch (c.op()) {
                case EQ -> Op.EQ;
                case NOT_EQ -> Op.NOT_EQ;
                case LT -> Op.LT;
                case LT_EQ -> Op.LT_EQ;
                case GT -> Op.GT;
                case GT_EQ -> Op.GT_EQ;
            });
            leaf.values = List.of(c.value());
        } else if (f instanceof Filter.In in) {
            column = in.column();
            leaf = new Leaf(in.negated() ? Op.NOT_IN : Op.IN);
            leaf.values = in.values();
        } else if (f instanceof Filter.IsNull n) {
            column = n.column();
            leaf = new Leaf(n.negated() ? Op.ALWAYS : Op.NEVER);
            leaf.nullResult = !n.negated();
            leaf.values = List.of();
        } else if (f instanceof Filter.StartsWith s) {
            column = s.column();
            leaf = new Leaf(s.negated() ? Op.NOT_PREFIX : Op.PREFIX);
            leaf.prefix = s.prefix().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            leaf.values = List.of();
        } else {
            throw new IllegalArgumentException("unknown filter " + f);
        }
        return new Unbound(column, leaf);
    }

    private static Node group(List<Filter> filters, boolean and, boolean negate, Binding b) {
        Node[] children = new Node[filters.size()];
        for (int i = 0; i < children.length; i++) {
            children[i] = bind(filters.get(i), negate, b);
        }
        return and ? new And(children) : new Or(children);
    }

    /**
     * The predicate's result on a column the file lacks and every record reads as {@code value}:
     * tested once, on a one-entry column holding the default.
     */
    private static boolean testDefault(Leaf leaf, Column<?> column, Object value, Binding b) {
        ColumnDescriptor ecd = find(b.expected, column.path());
        boolean required = ecd != null && ecd.maxRepetitionLevel() == 0
                && ecd.maxDefinitionLevel() == (ecd.type().repetition()
                        == io.parquetry.base.FieldRepetitionType.OPTIONAL ? 1 : 0);
        if (!required) {
            throw new ParquetException(b.location + ": filter on column " + column.path() + ", which the file lacks:"
                    + " its declared default applies only where its optional parent group is present, so the filter"
                    + " cannot be decided without the records; filter the records instead");
        }
        return testConstant(leaf, column, ecd, value, b.location);
    }

    /** The predicate's result on one present value of column {@code ecd} ({@code value} physical). */
    private static boolean testConstant(Leaf leaf, Column<?> column, ColumnDescriptor ecd, Object value, String location) {
        leaf.domain = Domain.of(ecd.type(), column.path(), column);
        if (leaf.prefix != null && !(leaf.domain instanceof Domain.BinaryDomain)) {
            throw new ParquetException(location + ": startsWith on column " + column.path() + ", which is not a string column");
        }
        leaf.prepare();
        leaf.slot = 0;
        int maxDef = ecd.maxDefinitionLevel();
        ColumnReader constant = ColumnReader.constant(ecd, new byte[1], new byte[] {(byte) maxDef}, 1, value, location);
        return leaf.test(new ColumnReader[] {constant});
    }

    // ---- substitution of known values ----------------------------------------------------

    /** The filter every row matches, as {@link #substitute} returns it. */
    public static final Filter ALWAYS = new Filter.And(List.of());
    /** The filter no row matches, as {@link #substitute} returns it. */
    public static final Filter NEVER = new Filter.Or(List.of());

    /**
     * {@code filter} with every predicate on a column of {@code constants} decided on that column's
     * value, which every row has (a partition value of a dataset file): {@link #ALWAYS} when the
     * whole filter holds for every row, {@link #NEVER} when it holds for none, otherwise a filter
     * on the other columns only (decided parts folded away).
     *
     * @param filter the filter
     * @param expected the schema the columns are looked up in (the record's)
     * @param constants dotted column path to physical value (as in
     *     {@link io.parquetry.spi.RecordMapper#columnDefaults()}), or to null for a null in every row
     * @param location where the values come from, for messages
     * @return the simplified filter
     * @throws ParquetException when a constant column is not a leaf of {@code expected}, or a predicate
     *     does not fit its type
     */
    public static Filter substitute(Filter filter, MessageType expected, java.util.Map<String, Object> constants,
                                    String location) {
        if (filter instanceof Filter.Not n) {
            Filter inner = substitute(n.filter(), expected, constants, location);
            return inner.equals(ALWAYS) ? NEVER : inner.equals(NEVER) ? ALWAYS : new Filter.Not(inner);
        }
        if (filter instanceof Filter.And a) {
            return fold(a.filters(), true, expected, constants, location);
        }
        if (filter instanceof Filter.Or o) {
            return fold(o.filters(), false, expected, constants, location);
        }
        Unbound u = unbound(filter);
        String path = u.column().path();
        if (!constants.containsKey(path)) {
            return filter;
        }
        Object value = constants.get(path);
        boolean result;
        if (value == null) {
            result = u.leaf().nullResult;
        } else {
            ColumnDescriptor ecd = find(expected, path);
            if (ecd == null) {
                throw new ParquetException(location + ": filter column " + path + " is not a column of the records");
            }
            result = testConstant(u.leaf(), u.column(), ecd, value, location);
        }
        return result ? ALWAYS : NEVER;
    }

    private static Filter fold(List<Filter> filters, boolean and, MessageType expected,
                               java.util.Map<String, Object> constants, String location) {
        Filter absorbing = and ? NEVER : ALWAYS;
        Filter neutral = and ? ALWAYS : NEVER;
        List<Filter> rest = new ArrayList<>();
        for (Filter f : filters) {
            Filter s = substitute(f, expected, constants, location);
            if (s.equals(absorbing)) {
                return absorbing;
            }
            if (!s.equals(neutral)) {
                rest.add(s);
            }
        }
        if (rest.isEmpty()) {
            return neutral;
        }
        if (rest.size() == 1) {
            return rest.get(0);
        }
        return and ? new Filter.And(List.copyOf(rest)) : new Filter.Or(List.copyOf(rest));
    }

    private static ColumnDescriptor find(MessageType schema, String path) {
        List<String> parts = ColumnPath.parse(path).parts();
        io.parquetry.schema.GroupType g = schema;
        SchemaNode node = null;
        for (String name : parts) {
            if (g == null || g.fieldIndex(name) < 0) {
                return null;
            }
            node = g.field(g.fieldIndex(name));
            g = node.isPrimitive() ? null : node.asGroup();
        }
        if (node == null || !node.isPrimitive()) {
            throw new ParquetException("filter column " + path + " is a group, not a leaf column");
        }
        for (ColumnDescriptor cd : schema.columns()) {
            if (cd.type() == node) {
                return cd;
            }
        }
        return null;
    }

    // ---- evaluation ------------------------------------------------------------------------

    /** Operators on present values; NEVER/ALWAYS are the present-value half of IS NULL / IS NOT NULL. */
    private enum Op { EQ, NOT_EQ, LT, LT_EQ, GT, GT_EQ, IN, NOT_IN, PREFIX, NOT_PREFIX, NEVER, ALWAYS }

    private static final class Ctx {
        final ChunkSource source;
        final java.util.Map<Integer, Object> dicts = new java.util.HashMap<>();
        final java.util.Map<Integer, Object> blooms = new java.util.HashMap<>();

        Ctx(ChunkSource source) {
            this.source = source;
        }

        ColumnReader dictionary(int fc) {
            Object d = dicts.computeIfAbsent(fc, k -> {
                ColumnReader r = fullyDictionaryEncoded(source.metadata(k)) ? source.dictionary(k) : null;
                return r == null ? Boolean.FALSE : r;
            });
            return d instanceof ColumnReader r ? r : null;
        }

        BloomFilter bloom(int fc) {
            Object b = blooms.computeIfAbsent(fc, k -> {
                BloomFilter f = source.bloomFilter(k);
                return f == null ? Boolean.FALSE : f;
            });
            return b instanceof BloomFilter f ? f : null;
        }
    }

    /** Whether every data page of the chunk is dictionary encoded (so the dictionary lists every value). */
    static boolean fullyDictionaryEncoded(ColumnMetaData m) {
        if (m == null || m.encodingStats() == null || m.encodingStats().isEmpty()) {
            return false;
        }
        for (io.parquetry.format.PageEncodingStats s : m.encodingStats()) {
            boolean data = s.pageType() == io.parquetry.base.PageType.DATA_PAGE
                    || s.pageType() == io.parquetry.base.PageType.DATA_PAGE_V2;
            if (data && s.count() > 0 && s.encoding() != io.parquetry.base.Encoding.PLAIN_DICTIONARY
                    && s.encoding() != io.parquetry.base.Encoding.RLE_DICTIONARY) {
                return false;
            }
        }
        return true;
    }

    private interface Node {
        boolean test(ColumnReader[] readers);

        RowRanges ranges(PageSource source);

        boolean canDrop(Ctx ctx, SkipReason upTo);
    }

    private record Const(boolean value) implements Node {
        public boolean test(ColumnReader[] readers) {
            return value;
        }

        public boolean canDrop(Ctx ctx, SkipReason upTo) {
            return !value;
        }

        public RowRanges ranges(PageSource source) {
            return value ? RowRanges.of(0, source.rowCount()) : RowRanges.empty();
        }
    }

    private record And(Node[] children) implements Node {
        public boolean test(ColumnReader[] readers) {
            for (Node c : children) {
                if (!c.test(readers)) {
                    return false;
                }
            }
            return true;
        }

        public boolean canDrop(Ctx ctx, SkipReason upTo) {
            for (Node c : children) {
                if (c.canDrop(ctx, upTo)) {
                    return true;
                }
            }
            return false;
        }

        public RowRanges ranges(PageSource source) {
            RowRanges r = RowRanges.of(0, source.rowCount());
            for (Node c : children) {
                if (r.isEmpty()) {
                    break;
                }
                r = r.intersect(c.ranges(source));
            }
            return r;
        }
    }

    private record Or(Node[] children) implements Node {
        public boolean test(ColumnReader[] readers) {
            for (Node c : children) {
                if (c.test(readers)) {
                    return true;
                }
            }
            return false;
        }

        public boolean canDrop(Ctx ctx, SkipReason upTo) {
            for (Node c : children) {
                if (!c.canDrop(ctx, upTo)) {
                    return false;
                }
            }
            return true;
        }

        public RowRanges ranges(PageSource source) {
            RowRanges r = RowRanges.empty();
            for (Node c : children) {
                r = r.union(c.ranges(source));
            }
            return r;
        }
    }

    private static final class Leaf implements Node {
        Op op;
        /** The result for a null value, and for NaN. */
        boolean nullResult;
        boolean nanResult;
        List<Object> values;
        byte[] prefix;
        Domain domain;
        int slot;
        int fileColumn;
        /** The literal keys: one for comparisons (floor or ceiling as the operator needs), the exact ones for IN. */
        Object key;
        Object[] keys;
        /** Per dictionary entry of {@link #cachedFor}: 0 unknown, 1 match, 2 no match. */
        private byte[] dictCache = new byte[0];
        private ColumnReader cachedFor;

        Leaf(Op op) {
            this.op = op;
            // the negative operators are exact negations of the positive ones, so they match nulls and NaN
            this.nullResult = op == Op.NOT_EQ || op == Op.NOT_IN || op == Op.NOT_PREFIX;
            this.nanResult = nullResult || op == Op.ALWAYS;
        }

        void negate() {
            op = switch (op) {
                case EQ -> Op.NOT_EQ;
                case NOT_EQ -> Op.EQ;
                case LT -> Op.GT_EQ;
                case GT_EQ -> Op.LT;
                case LT_EQ -> Op.GT;
                case GT -> Op.LT_EQ;
                case IN -> Op.NOT_IN;
                case NOT_IN -> Op.IN;
                case PREFIX -> Op.NOT_PREFIX;
                case NOT_PREFIX -> Op.PREFIX;
                case NEVER -> Op.ALWAYS;
                case ALWAYS -> Op.NEVER;
            };
            nullResult = !nullResult;
            nanResult = !nanResult;
        }

        /** Converts the literals; an equality no column value can meet becomes NEVER/ALWAYS. */
        void prepare() {
            switch (op) {
                case EQ, NOT_EQ, IN, NOT_IN -> {
                    List<Object> exact = new ArrayList<>();
                    for (Object v : values) {
                        Domain.Literal l = domain.literal(v);
                        if (l.exact()) {
                            exact.add(l.floor());
                        }
                    }
                    if (exact.isEmpty()) {
                        op = op == Op.EQ || op == Op.IN ? Op.NEVER : Op.ALWAYS;
                    } else {
                        keys = exact.toArray();
                        key = keys[0];
                    }
                }
                case LT, GT_EQ -> key = domain.literal(values.get(0)).ceil();
                case LT_EQ, GT -> key = domain.literal(values.get(0)).floor();
                default -> { }
            }
            if ((op == Op.LT || op == Op.LT_EQ || op == Op.GT || op == Op.GT_EQ) && !domain.ordered()) {
                throw new ParquetException("filter on column " + domain.path + ": its values have no order to compare by");
            }
        }

        private boolean fromComparison(int c) {
            if (c == Domain.UNORDERED) {
                return nanResult;
            }
            return switch (op) {
                case EQ -> c == 0;
                case NOT_EQ -> c != 0;
                case LT -> c < 0;
                case LT_EQ -> c <= 0;
                case GT -> c > 0;
                default -> c >= 0;
            };
        }

        private static boolean startsWith(byte[] v, byte[] p) {
            return v.length >= p.length && Arrays.equals(v, 0, p.length, p, 0, p.length);
        }

        @Override
        public boolean test(ColumnReader[] readers) {
            ColumnReader r = readers[slot];
            if (!r.isDefined()) {
                return nullResult;
            }
            int d = r.dictionaryIndex();
            if (d >= 0) {
                if (cachedFor != r || dictCache.length < r.dictionarySize()) {
                    cachedFor = r;
                    dictCache = new byte[r.dictionarySize()];
                }
                byte c = dictCache[d];
                if (c == 0) {
                    c = testDictionary(r, d) ? (byte) 1 : (byte) 2;
                    dictCache[d] = c;
                }
                return c == 1;
            }
            return switch (op) {
                case NEVER -> false;
                case ALWAYS -> true;
                case PREFIX -> startsWith(domain.currentBytes(r), prefix);
                case NOT_PREFIX -> !startsWith(domain.currentBytes(r), prefix);
                case IN, NOT_IN -> {
                    boolean found = false;
                    boolean unordered = false;
                    for (Object k : keys) {
                        int c = domain.compareCurrent(r, k);
                        if (c == Domain.UNORDERED) {
                            unordered = true;
                            break;
                        }
                        if (c == 0) {
                            found = true;
                            break;
                        }
                    }
                    yield unordered ? nanResult : found == (op == Op.IN);
                }
                default -> fromComparison(domain.compareCurrent(r, key));
            };
        }

        private boolean testDictionary(ColumnReader r, int i) {
            return switch (op) {
                case NEVER -> false;
                case ALWAYS -> true;
                case PREFIX -> startsWith(domain.dictionaryBytes(r, i), prefix);
                case NOT_PREFIX -> !startsWith(domain.dictionaryBytes(r, i), prefix);
                case IN, NOT_IN -> {
                    boolean found = false;
                    boolean unordered = false;
                    for (Object k : keys) {
                        int c = domain.compareDictionary(r, i, k);
                        if (c == Domain.UNORDERED) {
                            unordered = true;
                            break;
                        }
                        if (c == 0) {
                            found = true;
                            break;
                        }
                    }
                    yield unordered ? nanResult : found == (op == Op.IN);
                }
                default -> fromComparison(domain.compareDictionary(r, i, key));
            };
        }

        @Override
        public boolean canDrop(Ctx ctx, SkipReason upTo) {
            ColumnMetaData m = ctx.source.metadata(fileColumn);
            Statistics s = m == null ? null : m.statistics();
            Long nullCount = s == null ? null : s.nullCount();
            boolean mayHaveNulls = nullCount == null || nullCount > 0;
            boolean allNull = nullCount != null && m != null && nullCount == m.numValues();
            if (nullResult && mayHaveNulls) {
                return false;
            }
            if (allNull || op == Op.NEVER) {
                return true;
            }
            if (op == Op.ALWAYS) {
                return false;
            }
            if (statsDrop(ctx, m, s)) {
                return true;
            }
            if (upTo.ordinal() >= SkipReason.DICTIONARY.ordinal()) {
                ColumnReader dict = ctx.dictionary(fileColumn);
                if (dict != null) {
                    boolean any = false;
                    for (int i = 0, n = dict.dictionarySize(); i < n && !any; i++) {
                        any = testDictionary(dict, i);
                    }
                    if (!any) {
                        return true;
                    }
                }
            }
            if (upTo == SkipReason.BLOOM_FILTER && (op == Op.EQ || op == Op.IN)) {
                BloomFilter bloom = ctx.bloom(fileColumn);
                if (bloom != null) {
                    for (Object k : keys) {
                        long[] hashes = domain.bloomHashes(k);
                        if (hashes == null) {
                            return false;
                        }
                        for (long h : hashes) {
                            if (bloom.findHash(h)) {
                                return false;
                            }
                        }
                    }
                    return true;
                }
            }
            return false;
        }

        @Override
        public RowRanges ranges(PageSource source) {
            long rows = source.rowCount();
            RowRanges all = RowRanges.of(0, rows);
            if (op == Op.ALWAYS) {
                return all;
            }
            io.parquetry.format.ColumnIndex ci = source.columnIndex(fileColumn);
            io.parquetry.format.OffsetIndex oi = ci == null ? null : source.offsetIndex(fileColumn);
            if (oi == null || oi.pageLocations() == null || ci.nullPages() == null || ci.minValues() == null
                    || ci.maxValues() == null) {
                return all;
            }
            int pages = oi.pageLocations().size();
            if (pages == 0 || ci.nullPages().length != pages || ci.minValues().size() != pages || ci.maxValues().size() != pages
                    || (ci.nullCounts() != null && ci.nullCounts().length != pages)) {
                return all; // an index that does not describe these pages: trust nothing
            }
            ColumnOrder order = source.order(fileColumn);
            boolean minMaxUsable = (order == null || order instanceof ColumnOrder.TypeDefinedOrder) && domain.ordered()
                    // other writers may truncate binary page bounds, which for a decimal changes the number
                    && !(domain instanceof Domain.DecimalBinaryDomain);
            long[] kept = new long[pages * 2];
            int n = 0;
            for (int i = 0; i < pages; i++) {
                long first = oi.pageLocations().get(i).firstRowIndex();
                long end = i + 1 < pages ? oi.pageLocations().get(i + 1).firstRowIndex() : rows;
                if (first < 0 || end < first || end > rows || (i == 0 && first != 0)) {
                    return all;
                }
                if (!pageDrop(ci, i, minMaxUsable)) {
                    kept[n++] = first;
                    kept[n++] = end;
                }
            }
            return RowRanges.ofSorted(kept, n / 2);
        }

        /** Whether no row of page {@code i} can match, by the column index. */
        private boolean pageDrop(io.parquetry.format.ColumnIndex ci, int i, boolean minMaxUsable) {
            boolean nullPage = ci.nullPages()[i];
            boolean mayHaveNulls = nullPage || ci.nullCounts() == null || ci.nullCounts()[i] > 0;
            if (nullResult && mayHaveNulls) {
                return false;
            }
            if (nullPage || op == Op.NEVER) {
                return true;
            }
            if (!minMaxUsable || domain.floating() && nanResult && !knownNoNaN(ci, i)) {
                return false; // NaN is outside every bound: only a NaN count of 0 rules NaN matches out
            }
            Object min = domain.decode(ci.minValues().get(i));
            Object max = domain.decode(ci.maxValues().get(i));
            // page bounds may be truncated: they bound the values but need not be values
            return min != null && max != null && minMaxDrop(min, max, false);
        }

        private boolean statsDrop(Ctx ctx, ColumnMetaData m, Statistics s) {
            if (s == null) {
                return false;
            }
            byte[] minBytes = null;
            byte[] maxBytes = null;
            ColumnOrder order = ctx.source.order(fileColumn);
            boolean exact = true;
            if (s.minValue() != null && s.maxValue() != null
                    && (order == null || order instanceof ColumnOrder.TypeDefinedOrder)) {
                minBytes = s.minValue();
                maxBytes = s.maxValue();
                exact = !Boolean.FALSE.equals(s.isMinValueExact()) && !Boolean.FALSE.equals(s.isMaxValueExact());
            } else if (s.min() != null && s.max() != null && legacyStatsUsable(m.type())) {
                minBytes = s.min();
                maxBytes = s.max();
            }
            if (minBytes == null || !domain.ordered()
                    || domain.floating() && nanResult && !(s.nanCount() != null && s.nanCount() == 0)) {
                return false;
            }
            Object min = domain.decode(minBytes);
            Object max = domain.decode(maxBytes);
            if (min == null || max == null) {
                return false;
            }
            return minMaxDrop(min, max, exact);
        }

        private static boolean knownNoNaN(io.parquetry.format.ColumnIndex ci, int page) {
            long[] nans = ci.nanCounts();
            return nans != null && nans.length == ci.nullPages().length && nans[page] == 0;
        }

        /** Whether no value in {@code [min, max]} can match. */
        private boolean minMaxDrop(Object min, Object max, boolean exact) {
            return switch (op) {
                case EQ -> domain.compareKeys(key, min) < 0 || domain.compareKeys(key, max) > 0;
                case NOT_EQ -> exact && domain.compareKeys(min, key) == 0 && domain.compareKeys(max, key) == 0;
                case LT -> domain.compareKeys(min, key) >= 0;
                case LT_EQ -> domain.compareKeys(min, key) > 0;
                case GT -> domain.compareKeys(max, key) <= 0;
                case GT_EQ -> domain.compareKeys(max, key) < 0;
                case IN -> {
                    for (Object k : keys) {
                        if (domain.compareKeys(k, min) >= 0 && domain.compareKeys(k, max) <= 0) {
                            yield false;
                        }
                    }
                    yield true;
                }
                case NOT_IN -> {
                    if (!exact || domain.compareKeys(min, max) != 0) {
                        yield false;
                    }
                    for (Object k : keys) {
                        if (domain.compareKeys(k, min) == 0) {
                            yield true;
                        }
                    }
                    yield false;
                }
                case PREFIX -> {
                    byte[] lo = (byte[]) min;
                    byte[] hi = (byte[]) max;
                    yield Arrays.compareUnsigned(hi, prefix) < 0
                            || Arrays.compareUnsigned(lo, 0, Math.min(lo.length, prefix.length), prefix, 0, prefix.length) > 0;
                }
                case NOT_PREFIX -> startsWith((byte[]) min, prefix) && startsWith((byte[]) max, prefix);
                default -> false;
            };
        }

        /** The deprecated min/max are signed-order: trusted only where that is the column's order. */
        private boolean legacyStatsUsable(Type type) {
            return (type == Type.INT32 || type == Type.INT64 || type == Type.FLOAT || type == Type.DOUBLE || type == Type.BOOLEAN)
                    && !(domain instanceof Domain.LongDomain ld && ld.isUnsigned());
        }
    }
}
