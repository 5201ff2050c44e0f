package io.parquetry.spi;

import io.parquetry.schema.ColumnDescriptor;

/**
 * A column sink that keeps nothing: for running a mapper's shredder only for some of its columns
 * (partition values of a dataset or a table, say), the others written here. Subclasses override
 * the writes they want to see. Stateless, so safe to share.
 */
public class DiscardingColumnSink implements ColumnSink {
    private final ColumnDescriptor column;

    /**
     * A sink for {@code column} that drops every value.
     *
     * @param column the leaf column the mapper writes here
     */
    public DiscardingColumnSink(ColumnDescriptor column) {
        this.column = column;
    }

    @Override
    public ColumnDescriptor column() {
        return column;
    }

    @Override
    public void writeNull(int rep, int def) {}

    @Override
    public void writeBoolean(boolean v, int rep, int def) {}

    @Override
    public void writeInt(int v, int rep, int def) {}

    @Override
    public void writeLong(long v, int rep, int def) {}

    @Override
    public void writeFloat(float v, int rep, int def) {}

    @Override
    public void writeDouble(double v, int rep, int def) {}

    @Override
    public void writeBinary(byte[] v, int rep, int def) {}

    @Override
    public void writeString(String v, int rep, int def) {}
}
