package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Read every trip of the plaintext and the encrypted file, by Parquetry and parquet-java (returns the checksum). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class EncryptedRead {
    @Benchmark
    public long parquetryPlain(EncryptedState s) {
        return ParquetryContender.readTrips(s.plain);
    }

    @Benchmark
    public long parquetryEncrypted(EncryptedState s) {
        return ParquetryContender.readTrips(s.encrypted, s.decryption);
    }

    @Benchmark
    public long groupPlain(EncryptedState s) {
        return GroupContender.readTrips(s.plain);
    }

    @Benchmark
    public long groupEncrypted(EncryptedState s) {
        return GroupContender.readTrips(s.encryptedByParquetJava, FilterCompat.NOOP, s.javaDecryption);
    }
}
