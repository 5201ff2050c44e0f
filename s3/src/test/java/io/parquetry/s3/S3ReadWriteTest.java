package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.io.PositionOutputStream;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/** Writing and reading Parquet files in a real S3-compatible server (S3Proxy in this JVM). */
class S3ReadWriteTest {
    static final S3Server.Requests REQUESTS = new S3Server.Requests();
    static S3Client client;
    static String bucket;
    static S3Files files;

    @BeforeAll
    static void start() {
        client = S3Server.get().client(REQUESTS);
        bucket = S3Server.newBucket(client, "rw");
        files = S3Files.builder().client(client).partSize(S3Files.MIN_PART_SIZE).build();
    }

    @AfterAll
    static void stop() {
        files.close();
        client.close();
    }

    static List<Metric> read(String uri) {
        try (ParquetReader<Metric> r = Parquet.reader(Metric.class, files.inputFile(uri)).build()) {
            return r.stream().toList();
        }
    }

    static void assertNoObjectAndNoUpload(String key) {
        S3Exception e = assertThrows(S3Exception.class, () -> client.headObject(b -> b.bucket(bucket).key(key)));
        assertEquals(404, e.statusCode());
        assertEquals(0, pendingUploads(key), "pending multipart uploads of " + key);
    }

    static long pendingUploads(String key) {
        return client.listMultipartUploads(b -> b.bucket(bucket)).uploads().stream().filter(u -> u.key().equals(key)).count();
    }

    @Test
    void aSmallFileIsOnePutAndReadsBackValueByValueWithOneGet() {
        List<Metric> metrics = Metric.generate(300, 1);
        String uri = "s3://" + bucket + "/small/m.parquet";
        REQUESTS.clear();
        try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile(uri)).build()) {
            w.writeAll(metrics);
        }
        assertEquals(List.of("PutObject"), REQUESTS.all().stream().map(S3Server.Request::operation).toList());
        long size = client.headObject(b -> b.bucket(bucket).key("small/m.parquet")).contentLength();
        assertTrue(size < 64 << 10, "smaller than the footer prefetch: " + size);

        REQUESTS.clear();
        List<Metric> back = read(uri);
        assertEquals(metrics.size(), back.size());
        for (int i = 0; i < metrics.size(); i++) {
            assertEquals(metrics.get(i), back.get(i), "record " + i);
        }
        // the footer prefetch held the whole file: one request in all
        assertEquals(List.of(new S3Server.Request("GetObject", "bytes=-65536", size)), REQUESTS.all());
    }

    @Test
    void aLargeFileGoesUpInPartsWhileWrittenAndReadsBackValueByValue() throws IOException {
        List<Metric> metrics = Metric.generate(320_000, 2); // over 20 MiB with the per-chunk encodings
        String key = "large/m.parquet";
        REQUESTS.clear();
        S3OutputFile out = files.outputFile(bucket, key);
        long parts;
        try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, out).rowGroupSize(4 << 20).build()) {
            for (int i = 0; i < metrics.size(); i++) {
                w.write(metrics.get(i));
                if (i == 200_000) {
                    // parts go up while the file is written: a stream holds one part at most
                    assertTrue(REQUESTS.of("UploadPart").size() >= 2, REQUESTS.all()::toString);
                    assertEquals(0, REQUESTS.of("CompleteMultipartUpload").size());
                    assertNoVisibleObject(key);
                }
            }
        }
        long size = client.headObject(b -> b.bucket(bucket).key(key)).contentLength();
        assertTrue(size > 4L * S3Files.MIN_PART_SIZE, "spans several parts: " + size);
        parts = (size + S3Files.MIN_PART_SIZE - 1) / S3Files.MIN_PART_SIZE;
        assertEquals(1, REQUESTS.of("CreateMultipartUpload").size());
        assertEquals(parts, REQUESTS.of("UploadPart").size());
        assertEquals(1, REQUESTS.of("CompleteMultipartUpload").size());
        assertEquals(0, REQUESTS.of("PutObject").size());

        List<Metric> back = read("s3://" + bucket + "/" + key);
        assertEquals(metrics.size(), back.size());
        for (int i = 0; i < metrics.size(); i++) {
            assertEquals(metrics.get(i), back.get(i), "record " + i);
        }
    }

    static void assertNoVisibleObject(String key) {
        S3Exception e = assertThrows(S3Exception.class, () -> client.headObject(b -> b.bucket(bucket).key(key)));
        assertEquals(404, e.statusCode());
    }

    @Test
    void abortLeavesNoObjectAndNoPendingUpload() throws IOException {
        String key = "aborted/m.parquet";
        ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile(bucket, key)).rowGroupSize(1 << 20).build();
        REQUESTS.clear();
        for (Metric m : Metric.generate(120_000, 3)) {
            w.write(m);
        }
        assertTrue(REQUESTS.of("UploadPart").size() >= 1, "a multipart upload is under way: " + REQUESTS.all());
        assertEquals(1, pendingUploads(key), "the server lists the pending upload");
        assertNoVisibleObject(key);
        w.abort();
        assertEquals(1, REQUESTS.of("AbortMultipartUpload").size());
        assertNoObjectAndNoUpload(key);

        // a stream aborted before its first part sends nothing at all
        REQUESTS.clear();
        PositionOutputStream s = files.outputFile(bucket, "aborted/early.parquet").create();
        s.write(new byte[1000]);
        s.abort();
        assertEquals(List.of(), REQUESTS.all());
        assertNoObjectAndNoUpload("aborted/early.parquet");
    }

    @Test
    void aFailedPartAbortsTheUploadAndTheErrorNamesTheKey() {
        String key = "failed/m.parquet";
        REQUESTS.failWhen(r -> r.operation().equals("UploadPart") && REQUESTS.of("UploadPart").size() == 2);
        try {
            ParquetException e = assertThrows(ParquetException.class, () -> {
                try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile(bucket, key)).rowGroupSize(1 << 20)
                        .build()) {
                    for (Metric m : Metric.generate(200_000, 4)) {
                        w.write(m);
                    }
                }
            });
            String message = e.getMessage() + " / " + e.getCause();
            assertTrue(message.contains("s3://" + bucket + "/" + key), message);
            assertTrue(message.contains("UploadPart 3"), message);
        } finally {
            REQUESTS.failWhen(r -> false);
        }
        assertNoObjectAndNoUpload(key);
    }

    @Test
    void aMissingObjectOrBucketIsNamedInTheError() {
        ParquetException e = assertThrows(ParquetException.class, () -> read("s3://" + bucket + "/no/such.parquet"));
        assertTrue(e.getMessage().contains("s3://" + bucket + "/no/such.parquet"), e.getMessage());
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());

        IOException direct = assertThrows(IOException.class, () -> files.inputFile(bucket, "no/such.parquet").length());
        assertTrue(direct instanceof NoSuchFileException && direct.getCause() instanceof NoSuchKeyException, direct.toString());

        ParquetException put = assertThrows(ParquetException.class, () -> {
            try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, files.outputFile("s3://no-such-bucket-x/k.parquet")).build()) {
                w.writeAll(Metric.generate(10, 5));
            }
        });
        String message = put.getMessage() + " / " + put.getCause();
        assertTrue(message.contains("s3://no-such-bucket-x/k.parquet") && message.contains("PutObject"), message);
    }

    @Test
    void anEmptyObjectHasLengthZeroAndIsNoParquetFile() throws IOException {
        PositionOutputStream out = files.outputFile(bucket, "empty.parquet").create();
        out.close();
        IOException closed = assertThrows(IOException.class, () -> out.write(1));
        assertTrue(closed.getMessage().contains("s3://" + bucket + "/empty.parquet"), closed.getMessage());
        assertEquals(0, files.inputFile(bucket, "empty.parquet").length());
        ParquetException e = assertThrows(ParquetException.class, () -> read("s3://" + bucket + "/empty.parquet"));
        assertTrue(e.getMessage().contains("0 bytes is too short"), e.getMessage());
    }

    @Test
    void uriAndSettingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> files.inputFile("http://b/k"));
        assertThrows(IllegalArgumentException.class, () -> files.inputFile("s3://bucket-only"));
        assertThrows(IllegalArgumentException.class, () -> S3Files.builder().partSize(S3Files.MIN_PART_SIZE - 1));
        assertThrows(IllegalStateException.class, () -> S3Files.builder().client(client).region("us-east-1").build());
        assertEquals("s3://b/some/key.parquet", files.inputFile("s3://b/some/key.parquet").location());
        assertEquals("s3://b/data/", files.fileStore("s3://b/data").location());
    }
}
