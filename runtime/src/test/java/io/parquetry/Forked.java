package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a main class in a child JVM with a given heap, on this JVM's class path. */
final class Forked {
    private Forked() {}

    /**
     * Runs {@code main} with {@code -Xmx<heap>} and {@code args}; asserts that it exits with 0
     * within {@code seconds} and returns what it printed (stdout and stderr).
     */
    static String run(String heap, Class<?> main, int seconds, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx" + heap, "-cp", System.getProperty("java.class.path"),
                main.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(main.getSimpleName() + " did not finish in " + seconds + " s:\n" + out);
        }
        assertEquals(0, p.exitValue(), main.getSimpleName() + " at -Xmx" + heap + " failed:\n" + out);
        assertTrue(!out.isEmpty(), "no output");
        return out;
    }
}
