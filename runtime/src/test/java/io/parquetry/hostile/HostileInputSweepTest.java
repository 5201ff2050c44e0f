package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Reads tens of thousands of truncated and bit-flipped variants of valid files (written by the
 * runtime and from the conformance corpus): each must read or fail with a ParquetException, in
 * bounded time and memory. The seed is fixed for reproducibility; set
 * {@code -Dparquetry.hostile.seed=N} to explore others.
 */
class HostileInputSweepTest {
    static final long SEED = Long.getLong("parquetry.hostile.seed", 20240611L);

    @Test
    void everyMutantReadsOrFailsWithParquetException() {
        List<HostileSweep.Sample> samples = new ArrayList<>(HostileSweep.generatedSamples());
        List<HostileSweep.Sample> corpus = HostileSweep.corpusSamples();
        assertEquals(HostileSweep.CORPUS.size(), corpus.size(), "corpus samples (is parquetry.testing.dir set?)");
        samples.addAll(corpus);

        HostileSweep.Report report = HostileSweep.run(samples, SEED, 400, 5_000);
        System.out.print(report.summary());

        HostileSweep.Counts total = report.total();
        assertTrue(total.mutants > 20_000, "the sweep covers tens of thousands of mutants, not " + total.mutants);
        // a sweep where every mutant fails, or none does, is not testing the reader
        assertTrue(total.ok > 0 && total.rejected > 0, "outcomes: " + total);
        assertEquals(List.of(), report.failures.subList(0, Math.min(20, report.failures.size())),
                report.failures.size() + " mutants failed (first 20 shown)");
    }
}
