package io.parquetry;

import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.io.InputFile;
import io.parquetry.io.LocalOutputFile;
import io.parquetry.io.OutputFile;
import io.parquetry.io.StreamOutputFile;
import io.parquetry.spi.GeneratedMapper;
import io.parquetry.spi.RecordMapper;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Entry points for {@code @ParquetRecord} types. The annotation processor generates
 * {@code <Record>Parquet} next to each record and registers it for {@link ServiceLoader}
 * ({@link GeneratedMapper}); these methods find it there, or else by its name.
 *
 * <pre>{@code
 * try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, path).compression(Compression.ZSTD).build()) {
 *     w.write(trade);
 * }
 * try (ParquetReader<Trade> r = Parquet.reader(Trade.class, path).build()) {
 *     for (Trade t : r) { ... }
 * }
 * }</pre>
 */
public final class Parquet {
    private static final ClassValue<RecordMapper<?>> MAPPERS = new ClassValue<>() {
        @Override
        protected RecordMapper<?> computeValue(Class<?> type) {
            return lookUp(type);
        }
    };

    private Parquet() {}

    /**
     * The name of the class generated for {@code type}: same package, nested simple names joined
     * with {@code _}, suffix {@code Parquet} ({@code a.Outer.Inner} maps to {@code a.Outer_InnerParquet}).
     *
     * @param type the {@code @ParquetRecord} type
     * @return the binary name of the generated class
     */
    public static String generatedClassName(Class<?> type) {
        StringBuilder simple = new StringBuilder(type.getSimpleName());
        for (Class<?> outer = type.getEnclosingClass(); outer != null; outer = outer.getEnclosingClass()) {
            simple.insert(0, outer.getSimpleName() + "_");
        }
        String pkg = type.getPackageName();
        return (pkg.isEmpty() ? "" : pkg + ".") + simple + "Parquet";
    }

    /**
     * The generated mapper of {@code type}.
     *
     * @param <T> the record type
     * @param type the {@code @ParquetRecord} type
     * @return the generated mapper
     */
    @SuppressWarnings("unchecked")
    public static <T> RecordMapper<T> mapper(Class<T> type) {
        return (RecordMapper<T>) MAPPERS.get(type);
    }

    private static RecordMapper<?> lookUp(Class<?> type) {
        RecordMapper<?> registered = registered(type);
        if (registered != null) {
            return registered;
        }
        // no services entry (say, a build that dropped the processor's META-INF/services file):
        // the generated class by its conventional name
        String name = generatedClassName(type);
        try {
            Class<?> generated = Class.forName(name, true, type.getClassLoader());
            Method accessor = generated.getMethod("mapper");
            return (RecordMapper<?>) accessor.invoke(null);
        } catch (ClassNotFoundException e) {
            throw new ParquetException("no generated mapper " + name + " for " + type.getName()
                    + ": annotate the type with @ParquetRecord and put parquetry-processor on the annotation processor path");
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new ParquetException("cannot use generated mapper " + name + ": " + e, e);
        }
    }

    /**
     * The mapper the annotation processor registered for {@code type} in
     * {@code META-INF/services/io.parquetry.spi.GeneratedMapper}, or null. Entries whose class is
     * gone (a stale services file) are passed over.
     */
    private static RecordMapper<?> registered(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        Iterator<GeneratedMapper> it = ServiceLoader.load(GeneratedMapper.class,
                loader != null ? loader : ClassLoader.getSystemClassLoader()).iterator();
        while (true) {
            try {
                if (!it.hasNext()) {
                    return null;
                }
                GeneratedMapper g = it.next();
                if (g.recordType() == type) {
                    return g.mapper();
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                // a stale or foreign entry: the next one may still be ours
            }
        }
    }

    /**
     * A writer of {@code type} records to a local path (the file appears when the writer closes).
     *
     * @param <T> the record type
     * @param type the {@code @ParquetRecord} type
     * @param path the file to write
     * @return a writer builder
     */
    public static <T> ParquetWriter.Builder<T> writer(Class<T> type, Path path) {
        return writer(mapper(type), new LocalOutputFile(path));
    }

    /**
     * A writer of {@code type} records to any output.
     *
     * @param <T> the record type
     * @param type the {@code @ParquetRecord} type
     * @param out where the file is written
     * @return a writer builder
     */
    public static <T> ParquetWriter.Builder<T> writer(Class<T> type, OutputFile out) {
        return writer(mapper(type), out);
    }

    /**
     * A writer of {@code type} records to a stream; closing the writer closes the stream.
     *
     * @param <T> the record type
     * @param type the {@code @ParquetRecord} type
     * @param out where the file is written
     * @return a writer builder
     */
    public static <T> ParquetWriter.Builder<T> writer(Class<T> type, OutputStream out) {
        return writer(mapper(type), new StreamOutputFile(out));
    }

    // ---- one-liners for tests and fixtures -----------------------------------------------------

    /**
     * Writes {@code records} to a local file with the default options (the file appears complete
     * or not at all).
     *
     * @param type the {@code @ParquetRecord} type
     * @param path the file to write (replaced when it exists)
     * @param records the records, in file order
     * @throws ParquetException naming the record and field a value does not fit, or the I/O failure
     * @param <T> the record type
     */
    public static <T> void write(Class<T> type, Path path, Iterable<? extends T> records) {
        try (ParquetWriter<T> w = writer(type, path).build()) {
            w.writeAll(records);
        }
    }

    /**
     * {@return the Parquet file of {@code records} with the default options, as bytes}
     *
     * @param type the {@code @ParquetRecord} type
     * @param records the records, in file order
     * @param <T> the record type
     */
    public static <T> byte[] toBytes(Class<T> type, Iterable<? extends T> records) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<T> w = writer(type, out).build()) {
            w.writeAll(records);
        }
        return out.toByteArray();
    }

    /**
     * {@return every record of a local file, in file order}
     *
     * @param type the {@code @ParquetRecord} type
     * @param path the file
     * @param <T> the record type
     */
    public static <T> List<T> toList(Class<T> type, Path path) {
        try (ParquetReader<T> r = reader(type, path).build()) {
            return r.stream().toList();
        }
    }

    /**
     * {@return every record of a Parquet file held in memory, in file order}
     *
     * @param type the {@code @ParquetRecord} type
     * @param file the file's bytes
     * @param <T> the record type
     */
    public static <T> List<T> toList(Class<T> type, byte[] file) {
        try (ParquetReader<T> r = reader(type, new InMemoryInputFile(file)).build()) {
            return r.stream().toList();
        }
    }

    /**
     * A writer using an explicit mapper (for example {@code TradeParquet.mapper()}).
     *
     * @param <T> the record type
     * @param mapper the record mapper
     * @param out where the file is written
     * @return a writer builder
     */
    public static <T> ParquetWriter.Builder<T> writer(RecordMapper<T> mapper, OutputFile out) {
        return new ParquetWriter.Builder<>(out, mapper);
    }

    /**
     * A reader of {@code type} records from a local file.
     *
     * @param <T> the record type
     * @param type the {@code @ParquetRecord} type
     * @param path the file
     * @return a reader builder
     */
    public static <T> ReaderBuilder<T> reader(Class<T> type, Path path) {
        return new ReaderBuilder<>(mapper(type), null, path);
    }

    /**
     * A reader of {@code type} records from any input; closing the reader closes the input.
     *
     * @param <T> the record type
     * @param type the {@code @ParquetRecord} type
     * @param in the file to read
     * @return a reader builder
     */
    public static <T> ReaderBuilder<T> reader(Class<T> type, InputFile in) {
        return new ReaderBuilder<>(mapper(type), in, null);
    }

    /**
     * A reader using an explicit mapper.
     *
     * @param <T> the record type
     * @param mapper the record mapper
     * @param in the file to read
     * @return a reader builder
     */
    public static <T> ReaderBuilder<T> reader(RecordMapper<T> mapper, InputFile in) {
        return new ReaderBuilder<>(mapper, in, null);
    }

    /**
     * Builder of a {@link ParquetReader} over records.
     *
     * @param <T> the record type
     */
    public static final class ReaderBuilder<T> {
        private final RecordMapper<T> mapper;
        private final InputFile input;
        private final Path path;
        private ReadOptions options = ReadOptions.defaults();
        private int[] rowGroups;
        private io.parquetry.filter.Filter filter;
        private long firstRow = -1;
        private long endRow = -1;

        private ReaderBuilder(RecordMapper<T> mapper, InputFile input, Path path) {
            this.mapper = mapper;
            this.input = input;
            this.path = path;
        }

        /**
         * The read options (limits, checksums, read-ahead, decryption); default {@link ReadOptions#defaults()}.
         *
         * @param options the options
         * @return this builder
         */
        public ReaderBuilder<T> options(ReadOptions options) {
            this.options = options;
            return this;
        }

        /**
         * Fail at open when the file lacks a column for a property; see {@link ReadOptions#withStrictSchema}.
         *
         * @param strict whether a schema mismatch is an error rather than evolution
         * @return this builder
         */
        public ReaderBuilder<T> strictSchema(boolean strict) {
            this.options = options.withStrictSchema(strict);
            return this;
        }

        /**
         * Keys for an encrypted file (Parquet Modular Encryption); see {@link ReadOptions#withDecryption}.
         *
         * @param keys the decryption keys
         * @return this builder
         */
        public ReaderBuilder<T> decryption(io.parquetry.crypto.FileDecryption keys) {
            this.options = options.withDecryption(keys);
            return this;
        }

        /**
         * Whether to verify page CRC32s (default true).
         *
         * @param verify whether page CRCs are verified
         * @return this builder
         */
        public ReaderBuilder<T> verifyChecksums(boolean verify) {
            this.options = options.withVerifyChecksums(verify);
            return this;
        }

        /**
         * What decodes pages ahead: {@code executor}'s threads in place of the JVM-wide shared
         * workers, or, when {@code null}, nothing in the background (every page is decoded on
         * the reading thread). The executor stays the caller's, never shut down by the reader;
         * see {@link ReadOptions#withExecutor} for its lifecycle.
         *
         * @param executor runs decoding ahead, or {@code null} for none
         * @return this builder
         */
        public ReaderBuilder<T> executor(java.util.concurrent.Executor executor) {
            this.options = options.withExecutor(executor);
            return this;
        }

        /**
         * Reads only the rows {@code filter} matches, skipping row groups that cannot hold any.
         *
         * @param filter the predicate over the record's columns
         * @return this builder
         */
        public ReaderBuilder<T> filter(io.parquetry.filter.Filter filter) {
            this.filter = filter;
            return this;
        }

        /**
         * Reads only these row groups (indexes in file order), for example one per thread.
         *
         * @param indexes indexes into the file's row groups, read in the order given
         * @return this builder
         */
        public ReaderBuilder<T> rowGroups(int... indexes) {
            this.rowGroups = indexes.clone();
            return this;
        }

        /**
         * Reads only rows {@code [firstRow, endRow)} (file-global row numbers, counted across all
         * row groups in file order): row groups outside the range are not read, and where the
         * file has offset indexes only the pages holding those rows are. Combines with
         * {@link #filter} and {@link #rowGroups}. Building fails with a {@link ParquetException}
         * when the range is not within {@code [0, rowCount]}.
         *
         * @param firstRow the first row to read, from 0
         * @param endRow the row after the last row to read
         * @return this builder
         */
        public ReaderBuilder<T> rowRange(long firstRow, long endRow) {
            if (firstRow < 0 || endRow < firstRow) {
                throw new ParquetException("row range [" + firstRow + ", " + endRow + ") is not a range of row numbers");
            }
            this.firstRow = firstRow;
            this.endRow = endRow;
            return this;
        }

        /**
         * Opens the file; closing the reader closes it.
         *
         * @return the reader
         */
        public ParquetReader<T> build() {
            ParquetFile file;
            if (path != null) {
                file = ParquetFile.open(path, options);
            } else {
                file = ParquetFile.open(input, options);
            }
            try {
                return new ParquetReader<>(file, mapper, true, rowGroups, filter, firstRow, endRow);
            } catch (RuntimeException e) {
                file.close();
                throw e;
            }
        }
    }
}
