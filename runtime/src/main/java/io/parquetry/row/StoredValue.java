package io.parquetry.row;

import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.spi.ColumnSource;

/**
 * One stored entry of a {@link CursorStore} seen as a {@link ColumnSource}, so that the
 * {@link LeafConverter}s of the Row API give the cursor's {@code getObject} the same values.
 * Only the getters are meaningful.
 */
final class StoredValue implements ColumnSource {
    private final CursorStore store;
    private int c;
    private int e;

    StoredValue(CursorStore store) {
        this.store = store;
    }

    void at(int column, int entry) {
        this.c = column;
        this.e = entry;
    }

    @Override
    public ColumnDescriptor column() {
        return store.schema().columns().get(c);
    }

    @Override
    public boolean hasNext() {
        return true;
    }

    @Override
    public int rep() {
        return store.reps[c][e];
    }

    @Override
    public int def() {
        return store.defs[c][e];
    }

    @Override
    public boolean isDefined() {
        return true;
    }

    @Override
    public void next() {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean getBoolean() {
        return store.longs[c][e] != 0;
    }

    @Override
    public int getInt() {
        return (int) store.longs[c][e];
    }

    @Override
    public long getLong() {
        return store.longs[c][e];
    }

    @Override
    public float getFloat() {
        return (float) store.doubles[c][e];
    }

    @Override
    public double getDouble() {
        return store.doubles[c][e];
    }

    @Override
    public byte[] getBinary() {
        Object v = store.objects[c][e];
        return v instanceof String s ? s.getBytes(java.nio.charset.StandardCharsets.UTF_8) : ((byte[]) v).clone();
    }

    @Override
    public String getString() {
        Object v = store.objects[c][e];
        return v instanceof String s ? s : new String((byte[]) v, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public boolean takeBoolean() {
        throw new UnsupportedOperationException();
    }

    @Override
    public int takeInt() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long takeLong() {
        throw new UnsupportedOperationException();
    }

    @Override
    public float takeFloat() {
        throw new UnsupportedOperationException();
    }

    @Override
    public double takeDouble() {
        throw new UnsupportedOperationException();
    }

    @Override
    public byte[] takeBinary() {
        throw new UnsupportedOperationException();
    }

    @Override
    public String takeString() {
        throw new UnsupportedOperationException();
    }
}
