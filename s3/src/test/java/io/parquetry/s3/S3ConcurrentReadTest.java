package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;

/** One S3InputFile read by several threads at once, each its own row groups (their hints interleave). */
class S3ConcurrentReadTest {

    @Test
    void threadsReadingRowGroupsOfOneFileGetEveryValue() throws Exception {
        S3Server.Requests requests = new S3Server.Requests();
        try (S3Client client = S3Server.get().client(requests); S3Files files = S3Files.of(client)) {
            String bucket = S3Server.newBucket(client, "threads");
            List<Metric> metrics = Metric.generate(60_000, 9);
            try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile(bucket, "m.parquet")).rowGroupSize(512 << 10)
                    .build()) {
                w.writeAll(metrics);
            }
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try (ParquetFile f = ParquetFile.open(files.inputFile(bucket, "m.parquet"))) {
                int groups = f.rowGroups().size();
                assertTrue(groups >= 8, "row groups: " + groups);
                for (int round = 0; round < 3; round++) {
                    List<Future<List<Metric>>> parts = new ArrayList<>();
                    for (int g = 0; g < groups; g++) {
                        int group = g;
                        parts.add(pool.submit(() -> {
                            try (ParquetReader<Metric> r = f.read(Parquet.mapper(Metric.class), group)) {
                                return r.stream().toList();
                            }
                        }));
                    }
                    List<Metric> back = new ArrayList<>();
                    for (Future<List<Metric>> p : parts) {
                        back.addAll(p.get());
                    }
                    assertEquals(metrics, back, "round " + round);
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
