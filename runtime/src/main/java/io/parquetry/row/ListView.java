package io.parquetry.row;

import io.parquetry.base.ParquetException;

/**
 * A list of the current row of a {@link RowCursor} (a LIST, a bare repeated field, or the keys
 * or values of a {@link MapView}), read in place: {@link #size()} and typed getters by element
 * index, without allocating (binary values excepted, as for {@link GroupView#getString(int)}).
 * Elements that are groups, lists or maps are views too. Walking the elements in order is
 * linear in the list's entries; jumping back restarts from the first element.
 *
 * <p>Like every view, it is reused (valid until the cursor moves or the getter that returned it
 * is called again) and not thread-safe.
 */
public final class ListView {
    private final CursorStore store;
    /** The repeated node (its instances are the elements) and the element node (null for map values that are absent). */
    private PlanNode repeated;
    private PlanNode element;
    private int[] start;
    private int[] end;
    private int size;
    /** Entry ranges of element {@link #located}, per column, for elements that are not leaves. */
    private final int[] elemStart;
    private final int[] elemEnd;
    private int located = -1;

    ListView(CursorStore store) {
        this.store = store;
        this.elemStart = new int[store.columnCount() + 1];
        this.elemEnd = new int[store.columnCount() + 1];
    }

    ListView set(PlanNode repeated, PlanNode element, int[] start, int[] end) {
        this.repeated = repeated;
        this.element = element;
        this.start = start;
        this.end = end;
        this.located = -1;
        if (repeated.columnCount == 0) {
            size = 0;
            return this;
        }
        int c = repeated.firstColumn;
        int s = start[c];
        int e = end[c];
        byte[] defs = store.defs[c];
        if (defs[s] < repeated.defLevel) {
            size = 0;
        } else if (store.maxRep(c) == repeated.repLevel) {
            size = e - s; // every entry is an element
        } else {
            byte[] reps = store.reps[c];
            int level = repeated.repLevel;
            int n = 0;
            for (int k = s; k < e; k++) {
                if (reps[k] <= level) {
                    n++;
                }
            }
            size = n;
        }
        return this;
    }

    /** {@return the number of elements} */
    public int size() {
        return size;
    }

    private void check(int j) {
        if (j < 0 || j >= size) {
            throw new IndexOutOfBoundsException("element " + j + " of " + repeated.path + " (it has " + size + ")");
        }
        if (element == null) {
            throw new ParquetException("map " + repeated.path + " has no value column");
        }
    }

    /** The entry of leaf element {@code j} (elements that are leaves have one entry each). */
    private int entry(int j) {
        check(j);
        if (element.kind == PlanNode.Kind.LEAF) {
            return start[element.firstColumn] + j;
        }
        locate(j);
        return elemStart[element.firstColumn];
    }

    /** Finds the entry ranges of element {@code j} in every column of the element. */
    private void locate(int j) {
        if (j == located) {
            return;
        }
        int from = located >= 0 && j > located ? located + 1 : 0;
        int level = repeated.repLevel;
        for (int c = element.firstColumn, last = c + element.columnCount; c < last; c++) {
            int p = from == 0 ? start[c] : elemEnd[c];
            int e = end[c];
            byte[] reps = store.reps[c];
            for (int k = from; ; k++) {
                int q = p + 1;
                while (q < e && reps[q] > level) {
                    q++;
                }
                if (k == j) {
                    elemStart[c] = p;
                    elemEnd[c] = q;
                    break;
                }
                p = q;
            }
        }
        located = j;
    }

    /**
     * {@return whether element {@code j} is null}
     *
     * @param j the element's index, from 0
     */
    public boolean isNull(int j) {
        if (element == null && j >= 0 && j < size) {
            return true;
        }
        return store.isNull(element, entry(j));
    }

    /**
     * {@return the BOOLEAN value of element {@code j}}
     *
     * @param j the element's index, from 0
     */
    public boolean getBoolean(int j) {
        return store.booleanAt(element, entry(j));
    }

    /**
     * {@return the INT32 value of element {@code j}}
     *
     * @param j the element's index, from 0
     */
    public int getInt(int j) {
        return store.intAt(element, entry(j));
    }

    /**
     * {@return the INT64 (or INT32) value of element {@code j}}
     *
     * @param j the element's index, from 0
     */
    public long getLong(int j) {
        return store.longAt(element, entry(j));
    }

    /**
     * {@return the FLOAT value of element {@code j}}
     *
     * @param j the element's index, from 0
     */
    public float getFloat(int j) {
        return store.floatAt(element, entry(j));
    }

    /**
     * {@return the DOUBLE (or FLOAT) value of element {@code j}}
     *
     * @param j the element's index, from 0
     */
    public double getDouble(int j) {
        return store.doubleAt(element, entry(j));
    }

    /**
     * {@return the binary value of element {@code j} as UTF-8 text}
     *
     * @param j the element's index, from 0
     */
    public String getString(int j) {
        return store.stringAt(element, entry(j));
    }

    /**
     * {@return the bytes of the binary value of element {@code j} (leave the array unchanged)}
     *
     * @param j the element's index, from 0
     */
    public byte[] getBinary(int j) {
        return store.binaryAt(element, entry(j));
    }

    /**
     * {@return element {@code j} as the Row API gives a leaf value, or null}
     *
     * @param j the element's index, from 0
     */
    public Object getObject(int j) {
        if (element == null && j >= 0 && j < size) {
            return null;
        }
        return store.objectAt(element, entry(j));
    }

    /**
     * {@return the group of element {@code j}, or null}
     *
     * @param j the element's index, from 0
     */
    public GroupView getGroup(int j) {
        entry(j);
        return store.group(element, elemStart, elemEnd);
    }

    /**
     * {@return the list of element {@code j}, or null}
     *
     * @param j the element's index, from 0
     */
    public ListView getList(int j) {
        entry(j);
        return store.list(element, elemStart, elemEnd, true);
    }

    /**
     * {@return the map of element {@code j}, or null}
     *
     * @param j the element's index, from 0
     */
    public MapView getMap(int j) {
        entry(j);
        return store.map(element, elemStart, elemEnd, true);
    }
}
