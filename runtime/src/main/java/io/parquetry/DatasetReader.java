package io.parquetry;

import io.parquetry.base.ParquetException;
import io.parquetry.dataset.HivePaths;
import io.parquetry.dataset.PartitionValues;
import io.parquetry.filter.Filter;
import io.parquetry.pruning.RowGroupFilter;
import io.parquetry.io.FileStore;
import io.parquetry.io.InputFile;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ForwardingRecordMapper;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Reads every Parquet file of a dataset (see {@link ParquetDataset}) as one stream of records, in
 * file path order and, within a file, in row order. Partition values come from the
 * {@code column=value} directories of each file's path and fill the record's column of that
 * name (a nested column by its dotted path), whatever the file holds in that column's place.
 *
 * <p>A {@link Builder#filter filter} is decided on the partition values first: a file whose
 * partition values rule it out is never opened ({@link #filesPruned()}). In the files that are
 * read, it skips row groups and pages and tests rows as {@link Parquet#reader} does. Each file
 * is read with the rules of single files: a file written by an older version of the record (a
 * missing column reads as its default or as absent) reads as the record does now.
 *
 * <p>Like {@link ParquetReader}: iterate once, close when done; one thread consumes it. With
 * {@link Builder#threads threads(n)}, n worker threads read row groups ahead in parallel (at most
 * 2n row groups held at once), and the records still come out in the same order.
 *
 * @param <T> the record type
 */
public final class DatasetReader<T> implements Iterable<T>, Closeable {
    private final FileStore store;
    private final RecordMapper<T> mapper;
    private final ReadOptions options;
    private final List<Planned> files;
    private final int filesPruned;
    private final int threads;
    private final ExecutorService pool;
    private final AtomicInteger filesOpened = new AtomicInteger();
    private final AtomicLong rowGroupsSkipped = new AtomicLong();
    private int nextFile;
    // sequential reading: the reader of the current file
    private ParquetReader<T> current;
    // parallel reading: row groups in flight, in output order, and the records of the head one
    private final ArrayDeque<Task<T>> inFlight = new ArrayDeque<>();
    private Iterator<T> batch;
    private Opened pending;
    private int pendingGroup;
    private boolean iterated;
    private boolean closed;

    /** A file to read: its path, its partition values (physical) and the filter left once they are known. */
    private record Planned(String path, Map<String, Object> partition, Filter filter) {}

    /** A file opened for parallel reading, closed by the task that finishes its last row group. */
    private record Opened(Planned plan, ParquetFile file, RecordMapper<?> mapper, AtomicInteger left) {
        /** One row group of the file is done (read, failed or never to be read). */
        void release(int groups) {
            if (left.addAndGet(-groups) == 0) {
                file.close();
            }
        }
    }

    /** A row group being read: its records to come, and its file. */
    private record Task<T>(Future<List<T>> records, Opened opened) {}

    private DatasetReader(Builder<T> b) {
        this.store = b.store;
        this.mapper = b.mapper;
        this.options = b.options;
        this.threads = b.threads;
        MessageType schema = mapper.schema();
        List<FileStore.StoredFile> listed;
        try {
            listed = store.list("");
        } catch (IOException e) {
            throw new ParquetException(store.location() + ": cannot list the dataset: "
                    + io.parquetry.io.IoErrors.describe(e, store.location()), e);
        }
        List<Planned> plan = new ArrayList<>();
        int pruned = 0;
        for (FileStore.StoredFile f : listed) {
            if (!f.path().endsWith(".parquet")) {
                continue;
            }
            String location = store.location() + "/" + f.path();
            Map<String, Object> partition = new LinkedHashMap<>();
            for (HivePaths.Segment s : HivePaths.segments(f.path())) {
                ColumnDescriptor c = leaf(schema, s.name());
                if (c != null && PartitionValues.supported(c)) {
                    partition.put(s.name(), PartitionValues.parse(c, s.value(), location));
                }
            }
            Filter rest = b.filter == null ? RowGroupFilter.ALWAYS
                    : RowGroupFilter.substitute(b.filter, schema, partition, location);
            if (rest.equals(RowGroupFilter.NEVER)) {
                pruned++;
                continue;
            }
            plan.add(new Planned(f.path(), partition, rest.equals(RowGroupFilter.ALWAYS) ? null : rest));
        }
        this.files = plan;
        this.filesPruned = pruned;
        this.pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "parquetry-dataset-reader");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    private static ColumnDescriptor leaf(MessageType schema, String dotted) {
        String[] path = ColumnPath.parse(dotted).toArray();
        return schema.containsColumn(path) ? schema.column(path) : null;
    }

    /** The record mapper for one file: its partition values read as the defaults of the columns it lacks. */
    private RecordMapper<T> mapperFor(Planned p) {
        if (p.partition().isEmpty()) {
            return mapper;
        }
        return new ForwardingRecordMapper<>(mapper) {
            @Override
            public Map<String, Object> columnDefaults() {
                Map<String, Object> defaults = new HashMap<>(delegate().columnDefaults());
                p.partition().forEach((column, value) -> {
                    if (value == null) {
                        defaults.remove(column); // a null partition value reads as null, not as a declared default
                    } else {
                        defaults.put(column, value);
                    }
                });
                return defaults;
            }
        };
    }

    private ParquetFile open(Planned p) {
        InputFile in;
        try {
            in = store.input(p.path());
        } catch (IOException e) {
            String location = store.location() + "/" + p.path();
            throw new ParquetException(location + ": " + io.parquetry.io.IoErrors.describe(e, location), e);
        }
        filesOpened.incrementAndGet();
        return ParquetFile.open(in, options);
    }

    /**
     * Reads the next record, or returns null after the last one.
     *
     * @return the record or null
     * @throws ParquetException naming the file when one cannot be read
     */
    public T read() {
        if (closed) {
            throw new ParquetException(store.location() + ": the dataset reader is closed");
        }
        return pool == null ? readSequential() : readParallel();
    }

    private T readSequential() {
        while (true) {
            if (current == null) {
                if (nextFile == files.size()) {
                    return null;
                }
                Planned p = files.get(nextFile++);
                ParquetFile file = open(p);
                try {
                    current = new ParquetReader<>(file, mapperFor(p), true, null, p.filter(), -1, -1);
                } catch (RuntimeException e) {
                    file.close();
                    throw e;
                }
            }
            T next = current.read();
            if (next != null) {
                return next;
            }
            countSkipped(current);
            current.close();
            current = null;
        }
    }

    private void countSkipped(ParquetReader<?> r) {
        rowGroupsSkipped.addAndGet(r.skippedRowGroups().values().stream().mapToLong(Integer::longValue).sum());
    }

    private T readParallel() {
        while (true) {
            if (batch != null && batch.hasNext()) {
                return batch.next();
            }
            batch = null;
            while (inFlight.size() < 2 * threads && submitNext()) {
                // keep the workers busy
            }
            Task<T> head = inFlight.poll();
            if (head == null) {
                return null;
            }
            try {
                batch = head.records().get().iterator();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ParquetException(store.location() + ": interrupted while reading the dataset", e);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException re) {
                    throw re;
                }
                throw new ParquetException(store.location() + ": " + cause, cause);
            }
        }
    }

    /** Submits the next row group to read; false when there is none. */
    private boolean submitNext() {
        while (pending == null || pendingGroup == pending.file().rowGroups().size()) {
            pending = null;
            if (nextFile == files.size()) {
                return false;
            }
            Planned p = files.get(nextFile++);
            ParquetFile file = open(p);
            int groups = file.rowGroups().size();
            if (groups == 0) {
                file.close();
                continue;
            }
            pending = new Opened(p, file, mapperFor(p), new AtomicInteger(groups));
            pendingGroup = 0;
        }
        Opened o = pending;
        int group = pendingGroup++;
        inFlight.add(new Task<>(pool.submit(() -> readGroup(o, group)), o));
        return true;
    }

    @SuppressWarnings("unchecked")
    private List<T> readGroup(Opened o, int group) {
        try {
            ParquetReader<T> r = new ParquetReader<>(o.file(), (RecordMapper<T>) o.mapper(), false, new int[] {group},
                    o.plan().filter(), -1, -1);
            List<T> out = new ArrayList<>();
            for (T t = r.read(); t != null; t = r.read()) {
                out.add(t);
            }
            countSkipped(r);
            return out;
        } finally {
            o.release(1);
        }
    }

    /** {@return the files of the dataset to be read: those the filter's partition predicates leave} */
    public List<String> files() {
        return files.stream().map(Planned::path).toList();
    }

    /** {@return the files ruled out by their partition values alone, never opened} */
    public int filesPruned() {
        return filesPruned;
    }

    /** {@return the files opened so far} */
    public int filesOpened() {
        return filesOpened.get();
    }

    /** {@return the row groups of opened files skipped so far without reading their rows (statistics, dictionaries, bloom filters)} */
    public long rowGroupsSkipped() {
        return rowGroupsSkipped.get();
    }

    @Override
    public Iterator<T> iterator() {
        if (iterated) {
            throw new IllegalStateException("a DatasetReader can be iterated once");
        }
        iterated = true;
        return RecordIterators.of(this::read);
    }

    /** {@return the records as a sequential stream; closing the stream closes this reader} */
    public Stream<T> stream() {
        return RecordIterators.stream(iterator(), this::close);
    }

    /** Closes the open files and stops the worker threads. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (current != null) {
            current.close();
            current = null;
        }
        if (pool != null) {
            for (Task<T> t : inFlight) {
                if (t.records().cancel(false)) {
                    t.opened().release(1); // will never run
                }
            }
            inFlight.clear();
            pool.shutdown();
            try {
                // tasks already running finish their row group and close their files
                pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (pending != null) {
                // row groups never submitted: their count is still owed
                int unsubmitted = pending.file().rowGroups().size() - pendingGroup;
                if (unsubmitted > 0) {
                    pending.release(unsubmitted);
                }
                pending = null;
            }
        }
    }

    /**
     * Builder of a {@link DatasetReader}.
     *
     * @param <T> the record type
     */
    public static final class Builder<T> {
        private final RecordMapper<T> mapper;
        private final FileStore store;
        private Filter filter;
        private ReadOptions options = ReadOptions.defaults();
        private int threads = 1;

        Builder(RecordMapper<T> mapper, FileStore store) {
            this.mapper = mapper;
            this.store = store;
        }

        /**
         * Reads only the records {@code filter} matches: partition columns prune files, the other
         * columns row groups, pages and rows (see {@link Filter}).
         *
         * @param filter the filter, typed columns or paths as for {@link Parquet#reader}
         * @return this builder
         */
        public Builder<T> filter(Filter filter) {
            this.filter = filter;
            return this;
        }

        /**
         * The options every file is opened with (checksums, decryption, strict schema).
         *
         * @param options the options
         * @return this builder
         */
        public Builder<T> options(ReadOptions options) {
            this.options = java.util.Objects.requireNonNull(options, "options");
            return this;
        }

        /**
         * Reads with {@code n} worker threads, each reading one row group at a time (default 1:
         * everything on the consuming thread). Records come out in the same order either way.
         *
         * @param n the number of threads, positive
         * @return this builder
         */
        public Builder<T> threads(int n) {
            if (n <= 0) {
                throw new ParquetException("threads must be positive, got " + n);
            }
            this.threads = n;
            return this;
        }

        /**
         * {@return the reader: the store is listed and partitions pruned now; files open as they are read}
         *
         * @throws ParquetException when the store cannot be listed or a directory value does not fit its column
         */
        public DatasetReader<T> build() {
            return new DatasetReader<>(this);
        }
    }
}
