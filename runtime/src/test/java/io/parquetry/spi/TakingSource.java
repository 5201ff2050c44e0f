package io.parquetry.spi;

/**
 * A test {@link ColumnSource} that serves its values only through {@code take} (and whatever a
 * test overrides): every {@code get} method and {@link #isDefined} fails, so a test sees at once
 * when the code under test reads a value some other way.
 */
interface TakingSource extends ColumnSource {
    @Override default boolean isDefined() { throw new UnsupportedOperationException(); }
    @Override default boolean getBoolean() { throw new UnsupportedOperationException(); }
    @Override default int getInt() { throw new UnsupportedOperationException(); }
    @Override default long getLong() { throw new UnsupportedOperationException(); }
    @Override default float getFloat() { throw new UnsupportedOperationException(); }
    @Override default double getDouble() { throw new UnsupportedOperationException(); }
    @Override default byte[] getBinary() { throw new UnsupportedOperationException(); }
    @Override default String getString() { throw new UnsupportedOperationException(); }
}
