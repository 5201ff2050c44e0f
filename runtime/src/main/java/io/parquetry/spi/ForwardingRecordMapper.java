package io.parquetry.spi;

import io.parquetry.annotation.Engine;
import io.parquetry.base.Encoding;
import io.parquetry.schema.MessageType;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A mapper that does what another mapper does, for subclasses that change one choice: the
 * encodings, bloom filters, defaults or target engines of a generated mapper, say.
 *
 * <pre>{@code
 * RecordMapper<Trade> noBlooms = new ForwardingRecordMapper<>(TradeParquet.mapper()) {
 *     @Override
 *     public Map<String, BloomFilterOptions> columnBloomFilters() {
 *         return Map.of();
 *     }
 * };
 * }</pre>
 *
 * Thread-safe when the delegate is (generated mappers are) and the overrides are.
 */
public abstract class ForwardingRecordMapper<T> implements RecordMapper<T> {
    private final RecordMapper<T> delegate;

    /**
     * A mapper forwarding to {@code delegate}.
     *
     * @param delegate the mapper every method forwards to unless overridden
     */
    protected ForwardingRecordMapper(RecordMapper<T> delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /** {@return the mapper this one forwards to} */
    protected final RecordMapper<T> delegate() {
        return delegate;
    }

    @Override
    public MessageType schema() {
        return delegate.schema();
    }

    @Override
    public void write(T record, ColumnSink[] columns) {
        delegate.write(record, columns);
    }

    @Override
    public T read(ColumnSource[] columns) {
        return delegate.read(columns);
    }

    @Override
    public int readRun(ColumnSource[] columns, RunBuffers buffers, Object[] out, int count) {
        return delegate.readRun(columns, buffers, out, count);
    }

    @Override
    public Map<String, Encoding> columnEncodings() {
        return delegate.columnEncodings();
    }

    @Override
    public Map<String, BloomFilterOptions> columnBloomFilters() {
        return delegate.columnBloomFilters();
    }

    @Override
    public Map<String, Object> columnDefaults() {
        return delegate.columnDefaults();
    }

    @Override
    public Set<Engine> targets() {
        return delegate.targets();
    }
}
