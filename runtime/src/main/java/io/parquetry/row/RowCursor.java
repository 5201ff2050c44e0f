package io.parquetry.row;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.RecordMapper;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads generic rows without a {@link Row} object per row: {@link #next()} moves to the next
 * row, and the getters this class inherits from {@link GroupView} read its fields in place, as
 * primitives, by field index or dotted path. Nested groups, lists and maps are views
 * ({@link GroupView}, {@link ListView}, {@link MapView}) over the same row. Reading a row
 * allocates nothing but the values of non-dictionary strings and byte arrays.
 *
 * <pre>{@code
 * try (ParquetFile f = ParquetFile.open(path); RowCursor c = f.cursor("tripId", "fare")) {
 *     int fare = c.fieldIndex("fare");
 *     while (c.next()) {
 *         long id = c.getLong(0);
 *         double amount = c.isNull(fare) ? 0 : c.getDouble(fare);
 *     }
 * }
 * }</pre>
 *
 * <p>Cursors come from {@code ParquetFile.cursor(...)}, with the projection, filters, row groups
 * and row ranges of the other readers. Not thread-safe: a cursor, and every view it hands out,
 * belongs to one thread (open one cursor per thread from a shared {@code ParquetFile}).
 */
public final class RowCursor extends GroupView implements AutoCloseable {
    private final Supplier<?> reader;
    private final Runnable onClose;
    private boolean positioned;

    private RowCursor(CursorStore store, Function<RecordMapper<Object>, ? extends Supplier<?>> open, Runnable onClose) {
        super(store, store.root, new int[store.columnCount() + 1], store.count);
        this.reader = open.apply(store);
        this.onClose = onClose;
    }

    /**
     * A cursor over the rows of {@code schema} that {@code open} reads: the runtime's file
     * readers make cursors with it ({@code ParquetFile.cursor(...)} is the way to get one).
     *
     * @param schema the schema of the rows (the projected file schema)
     * @param open opens a reader through the given mapper; its supplier returns null at the end
     * @param onClose closes that reader
     * @return the cursor, before its first row
     */
    public static RowCursor of(MessageType schema, Function<RecordMapper<Object>, ? extends Supplier<?>> open,
                               Runnable onClose) {
        return new RowCursor(new CursorStore(schema), open, onClose);
    }

    /** {@return the schema of the rows (the projected one when the cursor reads some columns)} */
    public MessageType schema() {
        return store.schema();
    }

    /**
     * Moves to the next row (the first one on the first call).
     *
     * @return false at the end of the rows, where the getters may no longer be called
     * @throws ParquetException when the file is damaged (naming where) or the cursor is closed
     */
    public boolean next() {
        positioned = reader.get() != null;
        return positioned;
    }

    /** {@return whether the cursor is on a row (the last {@link #next()} returned true)} */
    public boolean hasRow() {
        return positioned;
    }

    /** Closes the reader behind the cursor. */
    @Override
    public void close() {
        positioned = false;
        onClose.run();
    }
}
