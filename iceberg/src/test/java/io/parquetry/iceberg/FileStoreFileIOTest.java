package io.parquetry.iceberg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.io.FileStore;
import io.parquetry.io.LocalFileStore;
import io.parquetry.s3.S3Files;
import io.parquetry.s3.S3Server;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.CatalogProperties;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.NotFoundException;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.jdbc.JdbcCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A table whose files all go through a Parquetry {@link FileStore}: data, manifests and metadata. */
class FileStoreFileIOTest {
    @TempDir
    Path dir;

    /** A directory, or a prefix of a bucket in a real S3-compatible server in this JVM. */
    private FileStore store(String kind) {
        if (kind.equals("local")) {
            return new LocalFileStore(dir.resolve("store"));
        }
        software.amazon.awssdk.services.s3.S3Client client = S3Server.get().client(new S3Server.Requests());
        return S3Files.of(client).fileStore("s3://" + S3Server.newBucket(client, "iceberg") + "/warehouse");
    }

    @ParameterizedTest
    @ValueSource(strings = {"local", "s3"})
    void aTableLivesInAFileStore(String kind) throws IOException {
        FileStore store = store(kind);
        try (JdbcCatalog catalog = new JdbcCatalog(props -> new FileStoreFileIO(store), null, true)) {
            catalog.initialize("stored", Map.of(CatalogProperties.URI, "jdbc:h2:" + dir.resolve("db").toAbsolutePath(),
                    CatalogProperties.WAREHOUSE_LOCATION, store.location(), "jdbc.schema-version", "V1"));
            catalog.createNamespace(Namespace.of("db"));
            Table table = catalog.createTable(TableIdentifier.of("db", "t"), TestTables.tradeSchema(),
                    PartitionSpec.builderFor(TestTables.tradeSchema()).identity("symbol").build());
            List<Trade> trades = TestTables.trades(41, 0, 800);
            List<DataFile> files;
            try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).build()) {
                appender.writeAll(trades);
                files = appender.commit();
                appender.writeAll(TestTables.trades(42, 800, 100)); // discarded by close()
            }
            table.refresh();
            assertTrue(table.io() instanceof FileStoreFileIO);
            // the store lists every data file the snapshot added, and nothing else under data/
            List<String> data = store.list("db/t/data/").stream().map(FileStore.StoredFile::path).sorted().toList();
            List<String> committed = files.stream().map(f -> f.location().substring(store.location().length()))
                    .map(p -> p.startsWith("/") ? p.substring(1) : p).sorted().toList();
            assertEquals(committed, data);
            assertTrue(store.list("db/t/metadata/").stream().anyMatch(f -> f.path().endsWith(".metadata.json")));
            // Iceberg's generic reader and Parquetry's read it back
            assertEquals(IcebergAppenderTest.expected(trades), IcebergAppenderTest.genericRows(table, Expressions.alwaysTrue()));
            assertEquals(IcebergAppenderTest.expected(trades),
                    IcebergAppenderTest.expected(IcebergTables.reader(table, Trade.class).build().toList()));
        }
    }

    @Test
    void locationsOutsideTheStoreAndMissingFilesAreReportedByName() {
        FileStoreFileIO io = new FileStoreFileIO(new LocalFileStore(dir));
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> io.newInputFile("/elsewhere/x.parquet").newStream());
        assertTrue(outside.getMessage().contains("/elsewhere/x.parquet"), outside.getMessage());
        String missing = dir.toAbsolutePath() + "/nope.parquet";
        NotFoundException e = assertThrows(NotFoundException.class, () -> io.newInputFile(missing).newStream());
        assertTrue(e.getMessage().contains(missing), e.getMessage());
        String there = dir.toAbsolutePath() + "/a.bin";
        try (var out = io.newOutputFile(there).create()) {
            out.write(new byte[] {1, 2, 3});
        } catch (IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
        assertEquals(3, io.newInputFile(there).getLength());
        assertThrows(AlreadyExistsException.class, () -> io.newOutputFile(there).create());
        io.deleteFile(there);
        assertEquals(false, io.newInputFile(there).exists());
    }
}
