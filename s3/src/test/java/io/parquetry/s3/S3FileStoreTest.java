package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.FileStore;
import io.parquetry.io.FileStore.StoredFile;
import io.parquetry.io.InputFile;
import io.parquetry.io.PositionOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;

/** A bucket prefix as a FileStore, in a real S3-compatible server. */
class S3FileStoreTest {
    static final S3Server.Requests REQUESTS = new S3Server.Requests();
    static S3Client client;
    static String bucket;
    static S3Files files;

    @BeforeAll
    static void start() {
        client = S3Server.get().client(REQUESTS);
        bucket = S3Server.newBucket(client, "store");
        files = S3Files.of(client);
    }

    @AfterAll
    static void stop() {
        client.close();
    }

    static void put(FileStore store, String path, String content) throws IOException {
        try (PositionOutputStream out = store.output(path).create()) {
            out.write(content.getBytes(StandardCharsets.UTF_8));
        }
    }

    static String get(FileStore store, String path) throws IOException {
        try (InputFile in = store.input(path)) {
            byte[] b = new byte[(int) in.length()];
            in.readFully(0, b, 0, b.length);
            return new String(b, StandardCharsets.UTF_8);
        }
    }

    @Test
    void listsManyKeysAcrossPagesInPathOrderAndOnlyUnderItsPrefix() throws IOException {
        FileStore store = files.fileStore("s3://" + bucket + "/many");
        FileStore sibling = files.fileStore("s3://" + bucket + "/many2");
        put(sibling, "x.txt", "not mine");
        List<StoredFile> expected = new ArrayList<>();
        for (int i = 0; i < 1203; i++) {
            String path = "d=" + (i % 3) + "/part-" + String.format("%05d", i) + ".bin";
            String content = "file " + i;
            put(store, path, content);
            expected.add(new StoredFile(path, content.length()));
        }
        expected.sort(java.util.Comparator.comparing(StoredFile::path));
        REQUESTS.clear();
        assertEquals(expected, store.list(""));
        assertEquals(2, REQUESTS.of("ListObjectsV2").size(), "1203 keys take two pages of 1000");

        List<StoredFile> d1 = store.list("d=1/");
        assertEquals(expected.stream().filter(f -> f.path().startsWith("d=1/")).toList(), d1);
        assertEquals(401, d1.size());
        assertEquals("file 1", get(store, "d=1/part-00001.bin"));
        assertEquals(List.of(new StoredFile("x.txt", 8)), sibling.list(""));
    }

    @Test
    void unfinishedAndAbortedWritesAreNeverListedAndAppearWhole() throws IOException {
        FileStore store = files.fileStore("s3://" + bucket + "/tmp-check/");
        put(store, "done.bin", "done");
        REQUESTS.clear();
        // a multipart upload under way (more than a part written), not yet closed
        PositionOutputStream pending = store.output("pending.bin").create();
        byte[] chunk = new byte[1 << 20];
        for (int i = 0; i < 9; i++) {
            java.util.Arrays.fill(chunk, (byte) i);
            pending.write(chunk);
        }
        assertEquals(1, REQUESTS.of("UploadPart").size(), "a part went up");
        PositionOutputStream small = store.output("small-pending.bin").create();
        small.write(1);
        assertEquals(List.of(new StoredFile("done.bin", 4)), store.list(""));
        assertThrows(NoSuchFileException.class, () -> store.input("pending.bin"));

        pending.close();
        small.abort();
        assertEquals(List.of(new StoredFile("done.bin", 4), new StoredFile("pending.bin", 9 << 20)), store.list(""));
        try (InputFile in = store.input("pending.bin")) {
            byte[] back = new byte[9 << 20];
            in.readFully(0, back, 0, back.length);
            for (int i = 0; i < 9; i++) {
                byte[] part = new byte[1 << 20];
                System.arraycopy(back, i << 20, part, 0, part.length);
                java.util.Arrays.fill(chunk, (byte) i);
                assertArrayEquals(chunk, part, "MiB " + i);
            }
        }
    }

    @Test
    void deletesAndADeletedOrMissingFileIsNoError() throws IOException {
        FileStore store = files.fileStore("s3://" + bucket + "/del");
        put(store, "a.bin", "a");
        put(store, "b.bin", "bb");
        store.delete("a.bin");
        assertEquals(List.of(new StoredFile("b.bin", 2)), store.list(""));
        store.delete("a.bin");
        store.delete("never.bin");
        IOException e = assertThrows(IOException.class, () -> store.input("a.bin"));
        assertTrue(e.getMessage().contains("s3://" + bucket + "/del/a.bin"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> store.output("/absolute"));
    }

    @Test
    void parquetFilesWrittenAndReadThroughTheStore() throws IOException {
        FileStore store = files.fileStore("s3://" + bucket + "/table");
        List<Metric> metrics = Metric.generate(5000, 11);
        for (int p = 0; p < 3; p++) {
            try (ParquetWriter<Metric> w = Parquet.writer(Metric.class, store.output("p=" + p + "/data.parquet")).build()) {
                w.writeAll(metrics.subList(p * 1000, p * 1000 + 1000 + p));
            }
        }
        List<Metric> back = new ArrayList<>();
        for (StoredFile f : store.list("")) {
            try (ParquetReader<Metric> r = Parquet.reader(Metric.class, store.input(f.path())).build()) {
                r.forEach(back::add);
            }
        }
        List<Metric> expected = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            expected.addAll(metrics.subList(p * 1000, p * 1000 + 1000 + p));
        }
        assertEquals(expected, back);
    }
}
