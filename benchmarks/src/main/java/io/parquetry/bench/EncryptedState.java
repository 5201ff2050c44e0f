package io.parquetry.bench;

import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.apache.parquet.crypto.FileDecryptionProperties;
import org.apache.parquet.crypto.FileEncryptionProperties;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The taxi trips, and the same file written by Parquetry in plaintext and uniformly encrypted
 * (AES_GCM_V1, 128-bit footer key, encrypted footer), and by parquet-java encrypted alike.
 */
@State(Scope.Benchmark)
public class EncryptedState {
    static final byte[] KEY = "0123456789012345".getBytes(StandardCharsets.US_ASCII);

    @Param("200000")
    public int rows;

    public List<TaxiTrip> trips;
    public Path dir;
    public Path plain;
    public Path encrypted;
    public Path encryptedByParquetJava;
    public Path output;
    public FileEncryption encryption;
    public FileDecryption decryption;
    public FileEncryptionProperties javaEncryption;
    public FileDecryptionProperties javaDecryption;
    /** What a full read must sum to. */
    public long readChecksum;

    @Setup(Level.Trial)
    public void setUp() {
        trips = Data.trips(rows);
        readChecksum = Checksums.trips(trips);
        encryption = FileEncryption.builder(KEY).build();
        decryption = FileDecryption.builder().footerKey(KEY).build();
        javaEncryption = FileEncryptionProperties.builder(KEY).build();
        javaDecryption = FileDecryptionProperties.builder().withFooterKey(KEY).build();
        dir = BenchFiles.tempDir("parquetry-bench-encrypted");
        plain = dir.resolve("plain.parquet");
        encrypted = dir.resolve("encrypted.parquet");
        encryptedByParquetJava = dir.resolve("encrypted-java.parquet");
        output = dir.resolve("out.parquet");
        ParquetryContender.writeTrips(plain, trips);
        ParquetryContender.writeTrips(encrypted, trips, encryption);
        GroupContender.writeTrips(encryptedByParquetJava, trips, javaEncryption);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        BenchFiles.deleteTree(dir);
    }
}
