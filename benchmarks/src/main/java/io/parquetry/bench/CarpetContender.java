package io.parquetry.bench;

import com.jerolba.carpet.AnnotatedLevels;
import com.jerolba.carpet.CarpetReader;
import org.apache.parquet.filter2.compat.FilterCompat;
import com.jerolba.carpet.CarpetWriter;
import com.jerolba.carpet.CloseableIterator;
import com.jerolba.carpet.TimeUnit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;

/** Carpet: Java records mapped by reflection on top of parquet-java. */
public final class CarpetContender {
    private CarpetContender() {}

    static <T> CarpetWriter<T> writer(Path file, Class<T> type) throws IOException {
        return new CarpetWriter.Builder<>(new LocalOutputFile(file), type)
                .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
                .withCompressionCodec(CompressionCodecName.SNAPPY)
                .withRowGroupSize(Settings.ROW_GROUP_BYTES)
                .withPageSize(Settings.PAGE_BYTES)
                .withPageRowCountLimit(Settings.PAGE_ROW_LIMIT)
                .withDictionaryEncoding(true)
                .withDictionaryPageSize(Settings.DICTIONARY_PAGE_BYTES)
                .withWriterVersion(WriterVersion.PARQUET_1_0)
                .withPageWriteChecksumEnabled(true)
                .withDefaultTimeUnit(TimeUnit.MICROS)
                .withLevelStructure(AnnotatedLevels.THREE)
                .build();
    }

    public static <T> void write(Path file, Class<T> type, List<T> records) {
        try (CarpetWriter<T> w = writer(file, type)) {
            for (T t : records) {
                w.write(t);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readTrips(Path file) {
        return readTrips(file, FilterCompat.NOOP);
    }

    /** The trips {@code filter} keeps (parquet-java skips row groups and pages by it, then tests rows). */
    public static long readTrips(Path file, FilterCompat.Filter filter) {
        long sum = 0;
        try (CloseableIterator<TaxiTrip> it = new CarpetReader.Builder<>(new LocalInputFile(file), TaxiTrip.class)
                .withFilter(filter).build().iterator()) {
            while (it.hasNext()) {
                sum += it.next().hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    /** Reads into the 3-field {@link TripProjection} record: Carpet requests only its columns. */
    public static long readProjection(Path file) {
        long sum = 0;
        try (CloseableIterator<TripProjection> it = new CarpetReader<>(new LocalInputFile(file), TripProjection.class)
                .iterator()) {
            while (it.hasNext()) {
                sum += it.next().hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }

    public static long readOrders(Path file) {
        long sum = 0;
        try (CloseableIterator<Order> it = new CarpetReader<>(new LocalInputFile(file), Order.class).iterator()) {
            while (it.hasNext()) {
                sum += it.next().hash();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sum;
    }
}
