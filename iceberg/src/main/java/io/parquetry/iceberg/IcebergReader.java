package io.parquetry.iceberg;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableScan;
import org.apache.iceberg.expressions.Binder;
import org.apache.iceberg.expressions.Evaluator;
import org.apache.iceberg.expressions.Expression;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.io.CloseableIterable;

/**
 * Reads the records of an Iceberg table snapshot with Parquetry: Iceberg's {@link TableScan} plans
 * the data files (pruning partitions and files by their metrics when a filter is given), and
 * Parquetry reads each file, matching columns by field id. Rows of the planned files that the
 * filter rejects are dropped too, so the reader returns exactly the matching records.
 *
 * <p>Snapshots with delete files (row-level deletes of format v2 and later) are refused: Parquetry
 * does not apply them, and reading past them would return deleted rows.
 *
 * <p>Not thread-safe: iterate it from one thread. Files are opened one at a time as iteration
 * reaches them; {@link #close()} closes the open one.
 *
 * @param <T> the record type
 */
public final class IcebergReader<T> implements Iterable<T>, Closeable {
    private final Table table;
    private final RecordMapper<T> mapper;
    private final MessageType readSchema;
    private final List<FileScanTask> tasks;
    private final boolean caseSensitive;
    private ParquetReader<T> current;
    private boolean iterated;

    private IcebergReader(Builder<T> b) {
        this.table = b.table;
        this.caseSensitive = b.caseSensitive;
        Snapshot snapshot = b.snapshotId == null ? table.currentSnapshot() : table.snapshot(b.snapshotId);
        if (b.snapshotId != null && snapshot == null) {
            throw new IllegalArgumentException(table.name() + ": no snapshot " + b.snapshotId);
        }
        this.readSchema = IcebergSchemas.forRead(b.mapper.schema(), table.schema(), b.recordName);
        this.mapper = new IcebergAppender.WithSchema<>(b.mapper, readSchema);
        Set<Integer> filtered = Binder.boundReferences(table.schema().asStruct(), List.of(b.filter), caseSensitive);
        for (Integer id : filtered) {
            if (!hasColumn(readSchema, id)) {
                throw new IllegalArgumentException(b.recordName + ": the filter " + b.filter + " uses column '"
                        + table.schema().findColumnName(id) + "', which the record does not read");
            }
        }
        List<FileScanTask> planned = new ArrayList<>();
        if (snapshot != null) {
            TableScan scan = table.newScan().useSnapshot(snapshot.snapshotId()).filter(b.filter).caseSensitive(caseSensitive);
            try (CloseableIterable<FileScanTask> files = scan.planFiles()) {
                for (FileScanTask task : files) {
                    if (!task.deletes().isEmpty()) {
                        throw new UnsupportedOperationException(table.name() + ": data file " + task.file().location()
                                + " has " + task.deletes().size() + " delete file(s) (first: "
                                + task.deletes().get(0).location() + "); Parquetry does not apply row-level deletes."
                                + " Compact the table (rewrite_data_files) or read it with an engine that applies them");
                    }
                    planned.add(task);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(table.name() + ": cannot plan the scan", e);
            }
        }
        this.tasks = List.copyOf(planned);
    }

    private static boolean hasColumn(MessageType schema, int id) {
        for (io.parquetry.schema.ColumnDescriptor c : schema.columns()) {
            if (c.maxRepetitionLevel() == 0 && Integer.valueOf(id).equals(c.type().id())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The data files the scan planned, in reading order (pruned by the filter).
     *
     * @return the planned scan tasks (unmodifiable)
     */
    public List<FileScanTask> files() {
        return tasks;
    }

    /**
     * Iterates the records of the planned files, file after file, dropping rows that the filter
     * rejects. One iteration per reader.
     *
     * @throws IllegalStateException when called a second time
     */
    @Override
    public Iterator<T> iterator() {
        if (iterated) {
            throw new IllegalStateException(table.name() + ": a reader iterates once; build another one");
        }
        iterated = true;
        return new Iterator<>() {
            private int next;
            private T pending;
            private Evaluator evaluator;
            private RecordStruct<T> struct;

            @Override
            public boolean hasNext() {
                while (pending == null) {
                    if (current != null) {
                        T r = current.read();
                        if (r != null) {
                            if (evaluator == null || evaluator.eval(struct.wrap(r))) {
                                pending = r;
                            }
                            continue;
                        }
                        current.close();
                        current = null;
                    }
                    if (next == tasks.size()) {
                        return false;
                    }
                    FileScanTask task = tasks.get(next++);
                    Expression residual = task.residual();
                    if (residual == null || residual.equals(Expressions.alwaysTrue())) {
                        evaluator = null;
                    } else {
                        evaluator = new Evaluator(table.schema().asStruct(), residual, caseSensitive);
                        struct = new RecordStruct<>(mapper, readSchema, table.schema().asStruct(),
                                Binder.boundReferences(table.schema().asStruct(), List.of(residual), caseSensitive));
                    }
                    current = Parquet.reader(mapper, IcebergFiles.input(table.io().newInputFile(task.file())))
                            .build();
                }
                return true;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                T r = pending;
                pending = null;
                return r;
            }
        };
    }

    /**
     * The records as a sequential stream (closing the stream does not close the reader).
     *
     * @return an iterator of the matching records
     */
    public Stream<T> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED), false);
    }

    /**
     * Reads every record into a list and closes the reader.
     *
     * @return a stream of the matching records
     */
    public List<T> toList() {
        try {
            List<T> all = new ArrayList<>();
            for (T r : this) {
                all.add(r);
            }
            return all;
        } finally {
            close();
        }
    }

    /** Closes the file being read, if any. */
    @Override
    public void close() {
        if (current != null) {
            current.close();
            current = null;
        }
    }

    /**
     * Options of an {@link IcebergReader}.
     *
     * @param <T> the record type
     */
    public static final class Builder<T> {
        private final Table table;
        private final RecordMapper<T> mapper;
        private final String recordName;
        private Expression filter = Expressions.alwaysTrue();
        private Long snapshotId;
        private boolean caseSensitive = true;

        Builder(Table table, RecordMapper<T> mapper, String recordName) {
            this.table = table;
            this.mapper = mapper;
            this.recordName = recordName;
        }

        /**
         * Keeps only records matching {@code filter} (an Iceberg expression on the table's columns,
         * for example {@code Expressions.greaterThan("price", 100)}): the scan skips partitions and
         * files whose metrics exclude a match, and the rows of the other files are tested one by one.
         *
         * @param filter an Iceberg expression on the table's columns
         * @return this builder
         */
        public Builder<T> filter(Expression filter) {
            this.filter = java.util.Objects.requireNonNull(filter, "filter");
            return this;
        }

        /**
         * Reads snapshot {@code snapshotId} instead of the current one.
         *
         * @param snapshotId the id of a snapshot of the table
         * @return this builder
         */
        public Builder<T> snapshot(long snapshotId) {
            this.snapshotId = snapshotId;
            return this;
        }

        /**
         * Whether the filter's column names are case sensitive (true by default).
         *
         * @param caseSensitive true to match column names exactly
         * @return this builder
         */
        public Builder<T> caseSensitive(boolean caseSensitive) {
            this.caseSensitive = caseSensitive;
            return this;
        }

        /**
         * Plans the scan.
         *
         * @return a reader of the planned files
         * @throws IllegalArgumentException when the record has a field the table lacks, or the filter
         *     uses a column the record does not read
         * @throws UnsupportedOperationException when a planned data file has delete files
         */
        public IcebergReader<T> build() {
            return new IcebergReader<>(this);
        }
    }
}
