package io.parquetry.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** Write the taxi trips in plaintext and uniformly encrypted (AES-GCM), by Parquetry and parquet-java (returns the file size). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class EncryptedWrite {
    @Benchmark
    public long parquetryPlain(EncryptedState s) {
        ParquetryContender.writeTrips(s.output, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long parquetryEncrypted(EncryptedState s) {
        ParquetryContender.writeTrips(s.output, s.trips, s.encryption);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long groupPlain(EncryptedState s) {
        GroupContender.writeTrips(s.output, s.trips);
        return BenchFiles.size(s.output);
    }

    @Benchmark
    public long groupEncrypted(EncryptedState s) {
        GroupContender.writeTrips(s.output, s.trips, s.javaEncryption);
        return BenchFiles.size(s.output);
    }
}
