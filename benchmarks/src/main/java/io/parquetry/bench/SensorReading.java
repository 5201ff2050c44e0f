package io.parquetry.bench;

import io.parquetry.annotation.ParquetRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The dataset benchmark record: a sensor reading, partitioned by {@code site} (100 values) in
 * {@link DatasetWrite} and {@link DatasetRead}.
 */
@ParquetRecord
public record SensorReading(long id, String site, long at, int sensor, double value, Double quality, String unit) {

    /** {@code n} readings spread evenly and at random over {@code sites} sites. */
    public static List<SensorReading> generate(int n, int sites) {
        Random r = new Random(Settings.SEED);
        String[] units = {"C", "F", "kPa", "%"};
        List<SensorReading> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(new SensorReading(i, "site-" + r.nextInt(sites), 1_700_000_000_000L + i * 250L, r.nextInt(5000),
                    r.nextGaussian() * 10, r.nextInt(8) == 0 ? null : r.nextDouble(), units[r.nextInt(units.length)]));
        }
        return out;
    }
}
