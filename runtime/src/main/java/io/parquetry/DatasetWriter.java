package io.parquetry;

import io.parquetry.base.ParquetException;
import io.parquetry.dataset.PartitionedMapper;
import io.parquetry.dataset.Partitioning;
import io.parquetry.filter.Column;
import io.parquetry.io.FileStore;
import io.parquetry.spi.RecordMapper;
import java.io.Closeable;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * Writes records into a partitioned dataset: a tree of Parquet files under a {@link FileStore},
 * one directory level per partition column in Hive's {@code column=value} form (see
 * {@link ParquetDataset}). Each partition has at most one file open; a file is published
 * atomically when it rolls (target size, row count or age reached), when it is the least
 * recently used beyond {@link Builder#maxOpenFiles}, or at {@link #close()}. Until then no reader
 * sees it, and a process that dies leaves at most hidden temporary files.
 *
 * <p>File names are {@code part-<uuid>-<n>.parquet}, with a random UUID per writer and a counter,
 * so writers in several threads, processes and hosts can fill one dataset at the same time.
 *
 * <p>Thread-safe: several threads may call {@link #write} at once; records of different
 * partitions are written in parallel, records of one partition one after another (in the order
 * the threads get the partition's lock). {@link #close()} and {@link #abort()} must not race with
 * writes. Memory: each open file buffers at most one row group, and open files share the heap
 * budget of all Parquetry writers, so memory stays bounded however many partitions the data has.
 *
 * @param <T> the record type
 */
public final class DatasetWriter<T> implements Closeable {
    private final FileStore store;
    private final PartitionedMapper<T> mapper;
    private final Partitioning partitioning;
    private final Consumer<ParquetWriter.Builder<T>> fileOptions;
    private final long targetFileSize;
    private final long maxRowsPerFile;
    private final long maxFileAgeMillis;
    private final int maxOpenFiles;
    private final Clock clock;
    private final String writerId = UUID.randomUUID().toString();
    private final AtomicLong fileCounter = new AtomicLong();
    /** Open partitions by their values, least recently used first; guarded by itself. */
    private final LinkedHashMap<List<Object>, Slot> open = new LinkedHashMap<>(16, 0.75f, true);
    private final List<String> published = new ArrayList<>();
    private volatile long nextSweep;
    private volatile boolean closed;
    private volatile Throwable failure;

    /** One partition's open file; its lock serializes the writes to it. */
    private final class Slot {
        final List<Object> partition;
        final ReentrantLock lock = new ReentrantLock();
        ParquetWriter<T> writer;
        String path;
        long openedAt;
        long rows;
        /** Closed and out of the map: a writer that finds it retired looks the partition up again. */
        boolean retired;

        Slot(List<Object> partition) {
            this.partition = partition;
        }
    }

    private DatasetWriter(Builder<T> b) {
        this.store = b.store;
        this.partitioning = Partitioning.of(b.mapper.schema(), b.partitionBy, b.store.location());
        this.mapper = new PartitionedMapper<>(b.mapper, partitioning);
        this.fileOptions = b.fileOptions;
        this.targetFileSize = b.targetFileSize;
        this.maxRowsPerFile = b.maxRowsPerFile;
        this.maxFileAgeMillis = b.maxFileAge == null ? Long.MAX_VALUE : b.maxFileAge.toMillis();
        this.maxOpenFiles = b.maxOpenFiles;
        this.clock = b.clock;
        // the options are checked now, on a file that is never published
        ParquetWriter.Builder<T> probe = new ParquetWriter.Builder<>(new io.parquetry.io.InMemoryOutputFile(), mapper.fileMapper());
        fileOptions.accept(probe);
        probe.build().abort();
    }

    /**
     * Writes one record into the file of its partition.
     *
     * @param record the record
     * @throws ParquetException when the record does not fit the schema (naming the field) or the
     *     file cannot be written; a record that failed half-way through being written leaves the
     *     writer unusable (see {@link #close()}), one whose partition values were refused does not
     */
    public void write(T record) {
        ensureOpen();
        Object[] values = mapper.values(record); // the record's own mapper: may refuse the record, harmless
        List<Object> partition = java.util.Arrays.asList(values);
        long now = clock.millis();
        if (now >= nextSweep && maxFileAgeMillis != Long.MAX_VALUE) {
            nextSweep = now + Math.max(1, maxFileAgeMillis / 4);
            retire(slot -> now - slot.openedAt >= maxFileAgeMillis);
        }
        while (true) {
            Slot slot;
            List<Slot> evicted = new ArrayList<>();
            synchronized (open) {
                slot = open.get(partition);
                if (slot == null) {
                    slot = new Slot(partition);
                    open.put(partition, slot);
                    Iterator<Slot> lru = open.values().iterator();
                    while (open.size() - evicted.size() > maxOpenFiles && lru.hasNext()) {
                        Slot eldest = lru.next();
                        if (eldest != slot) {
                            lru.remove();
                            evicted.add(eldest);
                        }
                    }
                }
            }
            for (Slot e : evicted) {
                publish(e);
            }
            slot.lock.lock();
            try {
                if (slot.retired) {
                    continue; // closed by another thread meanwhile: look the partition up again
                }
                if (slot.writer == null) {
                    openFile(slot, now);
                }
                try {
                    slot.writer.write(record);
                } catch (RuntimeException e) {
                    failure = e;
                    throw e;
                }
                slot.rows++;
                if (slot.rows >= maxRowsPerFile || now - slot.openedAt >= maxFileAgeMillis
                        || (targetFileSize != Long.MAX_VALUE && slot.writer.estimatedSize() >= targetFileSize)) {
                    synchronized (open) {
                        open.remove(partition, slot);
                    }
                    publishLocked(slot);
                }
                return;
            } finally {
                slot.lock.unlock();
            }
        }
    }

    /**
     * Writes every record of {@code records} (see {@link #write}).
     *
     * @param records the records
     */
    public void writeAll(Iterable<? extends T> records) {
        for (T r : records) {
            write(r);
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new ParquetException(store.location() + ": the dataset writer is closed");
        }
        if (failure != null) {
            throw new ParquetException(store.location() + ": the dataset writer is unusable after an earlier failure: "
                    + failure.getMessage(), failure);
        }
    }

    private void openFile(Slot slot, long now) {
        String name = String.format("part-%s-%05d.parquet", writerId, fileCounter.getAndIncrement());
        slot.path = partitioning.directory(slot.partition.toArray()) + name;
        ParquetWriter.Builder<T> b = new ParquetWriter.Builder<>(store.output(slot.path), mapper.fileMapper());
        fileOptions.accept(b);
        slot.writer = b.build();
        slot.openedAt = now;
        slot.rows = 0;
    }

    /** Publishes the file of a slot that is out of the map, once no thread writes to it. */
    private void publish(Slot slot) {
        slot.lock.lock();
        try {
            publishLocked(slot);
        } finally {
            slot.lock.unlock();
        }
    }

    private void publishLocked(Slot slot) {
        slot.retired = true;
        ParquetWriter<T> w = slot.writer;
        slot.writer = null;
        if (w != null) {
            try {
                w.close();
            } catch (RuntimeException e) {
                failure = e;
                throw e;
            }
            synchronized (published) {
                published.add(slot.path);
            }
        }
    }

    /** Takes the slots {@code which} selects out of the map and publishes their files. */
    private void retire(java.util.function.Predicate<Slot> which) {
        List<Slot> chosen = new ArrayList<>();
        synchronized (open) {
            for (Iterator<Slot> it = open.values().iterator(); it.hasNext(); ) {
                Slot s = it.next();
                if (which.test(s)) {
                    it.remove();
                    chosen.add(s);
                }
            }
        }
        RuntimeException first = null;
        for (Slot s : chosen) {
            try {
                publish(s);
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** {@return the number of files open now (at most {@link Builder#maxOpenFiles} between writes)} */
    public int openFiles() {
        synchronized (open) {
            return open.size();
        }
    }

    /** {@return the store paths of the files published so far, in publication order} */
    public List<String> publishedFiles() {
        synchronized (published) {
            return List.copyOf(published);
        }
    }

    /** {@return the partition columns (dotted paths), outermost directory first} */
    public List<String> partitionColumns() {
        return partitioning.columns().stream().map(c -> c.path().toDotString()).toList();
    }

    /**
     * Publishes every open file and closes the writer. After a failed write, the files still open
     * are discarded instead (files published before remain).
     *
     * @throws ParquetException when a file cannot be published (the others are still published)
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (failure != null) {
            abort();
            return;
        }
        closed = true;
        retire(s -> true);
    }

    /**
     * Discards every open file (nothing more is published; files published before remain) and
     * closes the writer.
     */
    public void abort() {
        closed = true;
        List<Slot> all;
        synchronized (open) {
            all = new ArrayList<>(open.values());
            open.clear();
        }
        for (Slot s : all) {
            s.lock.lock();
            try {
                s.retired = true;
                if (s.writer != null) {
                    s.writer.abort();
                    s.writer = null;
                }
            } finally {
                s.lock.unlock();
            }
        }
    }

    /**
     * Builder of a {@link DatasetWriter}. Defaults: no partition columns, a new file only when
     * the LRU closes one or at close (no size, row or age limit), at most 64 open files, the file
     * options of {@link ParquetWriter.Builder}.
     *
     * @param <T> the record type
     */
    public static final class Builder<T> {
        private final RecordMapper<T> mapper;
        private final FileStore store;
        private final List<String> partitionBy = new ArrayList<>();
        private Consumer<ParquetWriter.Builder<T>> fileOptions = b -> { };
        private long targetFileSize = Long.MAX_VALUE;
        private long maxRowsPerFile = Long.MAX_VALUE;
        private Duration maxFileAge;
        private int maxOpenFiles = 64;
        private Clock clock = Clock.systemUTC();

        Builder(RecordMapper<T> mapper, FileStore store) {
            this.mapper = mapper;
            this.store = store;
        }

        /**
         * Partitions by these leaf columns (dotted paths), outermost directory first: a string,
         * enum, integer, boolean, date or INT32/INT64 decimal column outside lists and maps. The
         * data files do not hold these columns; the directories do.
         *
         * @param columnPaths dotted column paths, e.g. {@code "date", "venue.country"}
         * @return this builder
         */
        public Builder<T> partitionBy(String... columnPaths) {
            partitionBy.addAll(List.of(columnPaths));
            return this;
        }

        /**
         * Partitions by these columns, given as the generated typed columns ({@code TradeParquet.SYMBOL}).
         *
         * @param columns the columns, outermost directory first
         * @return this builder
         */
        public Builder<T> partitionBy(Column<?>... columns) {
            for (Column<?> c : columns) {
                partitionBy.add(c.path());
            }
            return this;
        }

        /**
         * The options of every data file, as for a single file: {@code b -> b.compression(ZSTD).rowGroupSize(...)}.
         * Applied to a fresh {@link ParquetWriter.Builder} per file; checked at {@link #build()}.
         *
         * @param options sets options on a file's builder
         * @return this builder
         */
        public Builder<T> fileOptions(Consumer<ParquetWriter.Builder<T>> options) {
            this.fileOptions = java.util.Objects.requireNonNull(options, "options");
            return this;
        }

        /**
         * Publishes a file and starts a new one in its partition once it reaches about this size
         * (bytes written plus the row group still buffered; checked after each record).
         *
         * @param bytes the target size, positive
         * @return this builder
         */
        public Builder<T> targetFileSize(long bytes) {
            this.targetFileSize = positive(bytes, "target file size");
            return this;
        }

        /**
         * Publishes a file and starts a new one in its partition once it holds this many rows.
         *
         * @param rows the most rows in one file, positive
         * @return this builder
         */
        public Builder<T> maxRowsPerFile(long rows) {
            this.maxRowsPerFile = positive(rows, "rows per file");
            return this;
        }

        /**
         * Publishes a file once it has been open this long: checked at every write (so a file
         * of a partition that no longer receives records is published at a later write to any
         * partition, or at close).
         *
         * @param age the longest time a file stays open
         * @return this builder
         */
        public Builder<T> maxFileAge(Duration age) {
            positive(age.toMillis(), "file age in milliseconds");
            this.maxFileAge = age;
            return this;
        }

        /**
         * At most this many files open at once (default 64): a record for another partition
         * first publishes the least recently written file.
         *
         * @param files the cap, positive
         * @return this builder
         */
        public Builder<T> maxOpenFiles(int files) {
            this.maxOpenFiles = (int) positive(files, "open files");
            return this;
        }

        /**
         * The clock file ages are measured with (default: the system clock).
         *
         * @param clock the clock
         * @return this builder
         */
        public Builder<T> clock(Clock clock) {
            this.clock = java.util.Objects.requireNonNull(clock, "clock");
            return this;
        }

        private static long positive(long v, String what) {
            if (v <= 0) {
                throw new ParquetException(what + " must be positive, got " + v);
            }
            return v;
        }

        /**
         * {@return the writer}
         *
         * @throws ParquetException naming the column when a partition column cannot be one, or the
         *     option when the file options are invalid
         */
        public DatasetWriter<T> build() {
            return new DatasetWriter<>(this);
        }
    }

    static <T> Builder<T> builder(RecordMapper<T> mapper, FileStore store) {
        return new Builder<>(mapper, store);
    }
}
