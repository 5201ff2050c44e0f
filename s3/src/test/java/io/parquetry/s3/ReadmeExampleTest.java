package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.FileStore;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's "Object storage (S3)" example, step by step, over files built by
 * {@link S3Files#builder()} from connection settings: endpoint, path-style access, region and
 * fixed credentials (the SDK's default checksum mode fails against S3Proxy, see S3Files.Builder#endpoint).
 */
class ReadmeExampleTest {

    @Test
    void writesReadsFiltersAndListsThroughConnectionSettings() throws IOException {
        S3Server server = S3Server.get();
        List<Metric> metrics = Metric.generate(3000, 5);
        try (S3Files s3 = S3Files.builder()
                .endpoint(server.endpoint).pathStyleAccess(true)
                .region("us-east-1").credentials(S3Server.ACCESS_KEY, S3Server.SECRET_KEY)
                .build()) {
            String bucket = S3Server.newBucket(s3.client(), "readme");
            String uri = "s3://" + bucket + "/metrics/2026-11-25.parquet";
            try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, s3.outputFile(uri)).build()) {
                w.writeAll(metrics);
            }
            List<Metric> selected = new ArrayList<>();
            try (ParquetReader<Metric> r = Parquet.reader(Metric.class, s3.inputFile(uri))
                    .filter(MetricParquet.STATUS.gt(0)).build()) {
                r.forEach(selected::add);
            }
            assertEquals(metrics.stream().filter(m -> m.status() > 0).toList(), selected);

            FileStore store = s3.fileStore("s3://" + bucket + "/metrics/");
            List<FileStore.StoredFile> listed = store.list("");
            assertEquals(1, listed.size());
            assertEquals("2026-11-25.parquet", listed.get(0).path());
            assertEquals(s3.inputFile(uri).length(), listed.get(0).length());
        }
    }
}
