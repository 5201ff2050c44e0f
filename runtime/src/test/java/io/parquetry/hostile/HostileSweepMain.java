package io.parquetry.hostile;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs the hostile input sweep outside the test framework, for {@link HostileSweepLowMemoryTest}
 * to start in a JVM with a small heap. Arguments: seed, flips per KiB of sample. Prints the
 * summary, every failure, and a last line {@code HOSTILE-SWEEP mutants=N failures=N}; exits 0
 * only when nothing failed.
 */
public final class HostileSweepMain {
    private HostileSweepMain() {}

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        int flipsPerKiB = Integer.parseInt(args[1]);
        List<HostileSweep.Sample> samples = new ArrayList<>(HostileSweep.generatedSamples());
        samples.addAll(HostileSweep.corpusSamples());
        HostileSweep.Report report;
        try {
            report = HostileSweep.run(samples, seed, flipsPerKiB, 5_000);
        } catch (Throwable t) {
            // an OutOfMemoryError that escaped the worker, or a harness failure
            t.printStackTrace(System.out);
            System.out.println("HOSTILE-SWEEP mutants=0 failures=1");
            System.exit(2);
            return;
        }
        System.out.print(report.summary());
        for (String f : report.failures) {
            System.out.println("FAILURE " + f);
        }
        System.out.println("HOSTILE-SWEEP mutants=" + report.total().mutants + " failures=" + report.failures.size());
        System.exit(report.failures.isEmpty() ? 0 : 1);
    }
}
