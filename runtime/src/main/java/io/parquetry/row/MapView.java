package io.parquetry.row;

/**
 * A MAP of the current row of a {@link RowCursor}, read in place: entry {@code j} is
 * {@code keys()} element {@code j} and {@code values()} element {@code j}.
 *
 * <p>Like every view, it is reused (valid until the cursor moves or the getter that returned it
 * is called again) and not thread-safe.
 */
public final class MapView {
    private final ListView keys;
    private final ListView values;

    MapView(CursorStore store) {
        this.keys = new ListView(store);
        this.values = new ListView(store);
    }

    MapView set(PlanNode keyValue, int[] start, int[] end) {
        keys.set(keyValue, keyValue.children[0], start, end);
        values.set(keyValue, keyValue.children.length > 1 ? keyValue.children[1] : null, start, end);
        return this;
    }

    /** {@return the number of entries} */
    public int size() {
        return keys.size();
    }

    /** {@return the keys, in file order} */
    public ListView keys() {
        return keys;
    }

    /** {@return the values, in the order of the keys (all null for a map without a value column)} */
    public ListView values() {
        return values;
    }
}
