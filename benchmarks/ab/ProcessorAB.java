import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Interleaved in-process A/B of annotation processor builds (BENCHMARKS.md, "Annotation processor
 * build time"): {@code java benchmarks/ab/ProcessorAB.java CLASSPATH A=PROCESSORPATH;B=... SOURCES
 * MODES ROUNDS}, where SOURCES is a directory of {@code .java} files (e.g. {@code DIR/gen} after
 * {@code java -cp benchmarks/target/benchmarks.jar io.parquetry.bench.ProcessorBuildSources DIR 200})
 * and MODES a comma list of {@code parse} (javac {@code -proc:only} without processors),
 * {@code only:X} ({@code -proc:only} with processor path X) and {@code full:X} (a whole compilation
 * with X). Every mode runs once per round in one JVM, as a build daemon would run them; prints the
 * wall and this thread's CPU time of each. Not part of the build: a tool, run from source.
 */
public class ProcessorAB {
    public static void main(String[] args) throws Exception {
        String classPath = args[0];
        Map<String, String> processorPaths = new HashMap<>();
        for (String entry : args[1].split(";")) {
            String[] kv = entry.split("=", 2);
            processorPaths.put(kv[0], kv[1]);
        }
        List<String> sources = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of(args[2]))) {
            files.filter(p -> p.toString().endsWith(".java")).forEach(p -> sources.add(p.toString()));
        }
        String[] modes = args[3].split(",");
        int rounds = Integer.parseInt(args[4]);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) {
            StringBuilder line = new StringBuilder("round " + round + ":");
            for (String mode : modes) {
                String[] kindAndPath = mode.split(":");
                Path out = Files.createTempDirectory("classes");
                Path generated = Files.createTempDirectory("generated");
                List<String> options = new ArrayList<>(List.of("-cp", classPath, "-d", out.toString(),
                        "-s", generated.toString()));
                switch (kindAndPath[0]) {
                    case "parse" -> options.addAll(List.of("-proc:only", "-processorpath", out.toString()));
                    case "only" -> options.addAll(List.of("-proc:only", "-processorpath", processorPaths.get(kindAndPath[1])));
                    case "full" -> options.addAll(List.of("-proc:full", "-processorpath", processorPaths.get(kindAndPath[1])));
                    default -> throw new IllegalArgumentException("unknown mode " + mode);
                }
                options.addAll(sources);
                long cpu = threads.getCurrentThreadCpuTime();
                long wall = System.nanoTime();
                int status = javac.run(null, null, null, options.toArray(new String[0]));
                line.append(String.format(" %s=%d ms (cpu %d)%s", mode, (System.nanoTime() - wall) / 1_000_000,
                        (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000, status == 0 ? "" : " FAILED"));
            }
            System.out.println(line);
        }
    }
}
