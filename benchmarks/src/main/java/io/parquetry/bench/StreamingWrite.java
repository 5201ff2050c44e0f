package io.parquetry.bench;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.io.LocalOutputFile;
import java.nio.file.Path;

/**
 * Writes {@code rows} generated taxi trips, one at a time (never more than one in memory),
 * with the generated mapper and row groups of {@code rowGroupMiB}, then prints the row count
 * of the file's footer: {@code java -Xmx256m -cp benchmarks.jar io.parquetry.bench.StreamingWrite
 * out.parquet 10000000 64}. A check that the writer's memory is bounded by its row group, not
 * by the file.
 */
public final class StreamingWrite {
    private StreamingWrite() {}

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        long rows = Long.parseLong(args[1]);
        long rowGroupBytes = (args.length > 2 ? Long.parseLong(args[2]) : 64) << 20;
        long start = System.nanoTime();
        Data.TripGenerator g = new Data.TripGenerator();
        try (ParquetWriter<TaxiTrip> w = new ParquetWriter.Builder<>(new LocalOutputFile(file, false), ParquetryContender.TRIPS)
                .compression(Compression.SNAPPY)
                .rowGroupSize(rowGroupBytes)
                .pageVersion(PageVersion.V1)
                .build()) {
            for (long i = 0; i < rows; i++) {
                w.write(g.next());
            }
        }
        long written = System.nanoTime() - start;
        try (ParquetFile f = ParquetFile.open(file)) {
            System.out.println("rows=" + f.metadata().rowCount() + " rowGroups=" + f.metadata().rowGroups().size()
                    + " bytes=" + BenchFiles.size(file) + " writeMillis=" + written / 1_000_000
                    + " maxHeapMiB=" + (Runtime.getRuntime().maxMemory() >> 20));
        }
    }
}
