package io.parquetry.s3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.DatasetReader;
import io.parquetry.DatasetWriter;
import io.parquetry.ParquetDataset;
import io.parquetry.io.FileStore;
import io.parquetry.io.FileStore.StoredFile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.s3.S3Client;

/** A partitioned dataset written to and read from a bucket prefix of a real S3-compatible server. */
class S3DatasetTest {
    static final S3Server.Requests REQUESTS = new S3Server.Requests();
    static S3Client client;
    static String bucket;

    @BeforeAll
    static void start() {
        client = S3Server.get().client(REQUESTS);
        bucket = S3Server.newBucket(client, "dataset");
    }

    @AfterAll
    static void stop() {
        client.close();
    }

    private static List<Sale> sales() {
        List<Sale> sales = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            sales.add(new Sale(i, "r" + (i % 5), "p" + (i % 17), i * 0.25));
        }
        return sales;
    }

    private static List<Sale> read(DatasetReader<Sale> reader) {
        try (reader) {
            return reader.stream().sorted(Comparator.comparingLong(Sale::id)).toList();
        }
    }

    @Test
    void aPartitionedDatasetInABucketReadsBackAndPrunesPartitions() throws java.io.IOException {
        FileStore store = S3Files.of(client).fileStore("s3://" + bucket + "/sales");
        try (DatasetWriter<Sale> w = ParquetDataset.writer(Sale.class, store).partitionBy("region").build()) {
            w.writeAll(sales());
        }
        List<StoredFile> files = store.list("");
        assertEquals(5, files.size(), files::toString);
        assertTrue(files.stream().allMatch(f -> f.path().matches("region=r[0-4]/part-[^/]+\\.parquet")), files::toString);
        assertEquals(List.of(), client.listMultipartUploads(b -> b.bucket(bucket)).uploads(), "every file published");

        assertEquals(sales(), read(ParquetDataset.reader(Sale.class, store).build()));

        REQUESTS.clear();
        DatasetReader<Sale> r2 = ParquetDataset.reader(Sale.class, store).filter(SaleParquet.REGION.eq("r2")).build();
        assertEquals(sales().stream().filter(s -> s.region().equals("r2")).toList(), read(r2));
        assertEquals(4, r2.filesPruned());
        assertEquals(1, r2.filesOpened());
        assertTrue(REQUESTS.of("GetObject").size() <= 3, "only the kept file is read: " + REQUESTS.of("GetObject"));
    }
}
