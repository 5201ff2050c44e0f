package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Runs the hostile input sweep in a forked JVM with a 256 MiB heap, whatever heap the test runner
 * was given: no declared size or count in a mutant may make the reader allocate beyond it.
 */
class HostileSweepLowMemoryTest {
    @Test
    void sweepPassesWithA256MiBHeap() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:-OmitStackTraceInFastThrow",
                "-cp", System.getProperty("java.class.path")));
        cmd.add("-Dparquetry.testing.dir=" + io.parquetry.TestCorpus.root());
        // another seed than the in-process sweep, fewer flips: this run is about memory
        cmd.addAll(List.of(HostileSweepMain.class.getName(), "7", "100"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes(); // ends when the process does
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "forked sweep did not finish");
        String text = new String(out, StandardCharsets.UTF_8);
        System.out.print(text);
        Matcher m = Pattern.compile("HOSTILE-SWEEP mutants=(\\d+) failures=(\\d+)").matcher(text);
        assertTrue(m.find(), "no summary line in the forked sweep's output:\n" + tail(text));
        assertEquals("0", m.group(2), "failures in the forked sweep:\n" + tail(text));
        assertTrue(Long.parseLong(m.group(1)) > 10_000, "mutants: " + m.group(1));
        assertEquals(0, p.exitValue(), tail(text));
    }

    private static String tail(String s) {
        return s.length() <= 4000 ? s : s.substring(s.length() - 4000);
    }
}
