package io.parquetry.s3;

import io.parquetry.annotation.ParquetRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** A ten-column record whose columns are of comparable size (random values: compression keeps them apart). */
@ParquetRecord
public record Metric(long id, String host, String region, double cpu, double mem, long bytesIn, long bytesOut,
        int status, Instant at, String note) {

    /** {@code n} records with ascending ids from 0, reproducible from {@code seed}. */
    static List<Metric> generate(int n, long seed) {
        Random r = new Random(seed);
        List<Metric> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(new Metric(i, "host-" + Long.toHexString(r.nextLong()), "region-" + r.nextInt(1_000_000),
                    r.nextDouble(), r.nextDouble() * 100, r.nextLong(), r.nextLong(), r.nextInt(),
                    Instant.ofEpochSecond(1_700_000_000L + r.nextInt(100_000_000), r.nextInt(1_000_000) * 1000L),
                    i % 5 == 0 ? null : "note " + Long.toString(r.nextLong(), 36)));
        }
        return out;
    }
}
