package io.parquetry.bench;

import io.parquetry.processor.MapperIndexProcessor;
import io.parquetry.processor.ParquetRecordProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What users pay for the annotation processor on every compile: javac in the JVM over 200
 * {@code @ParquetRecord} records of 30 properties each (scalars, strings, decimals, times,
 * optionals, lists, maps, nested records and lists of them).
 * <ul>
 *   <li>{@code javacOnly}: compiling the records with no processor ({@code -proc:none});
 *   <li>{@code processorOnly}: parsing them and running the processors ({@code -proc:only}), the
 *       processing itself;
 *   <li>{@code fullBuild}: processors on, the records and the 200 generated mappers compiled;
 *   <li>{@code incrementalOne}: one changed record recompiled with the rest on the class path, as
 *       Gradle's incremental compilation does with an isolating processor.
 * </ul>
 * Single-shot times: each iteration is one compilation into a fresh directory. The class path is
 * what a project depending on Parquetry has (its classes and the runtime's dependencies, copied
 * from this benchmark's shaded jar into a small jar once per trial), not the 180 MB shaded jar
 * itself, which javac would search for every name it resolves.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@State(Scope.Benchmark)
public class ProcessorBuild {

    static final int RECORDS = 200;

    private Path sources;
    private List<Path> files;
    private Path compiled;
    private Path out;
    /** The compilations' class path: {@link #PROJECT_PACKAGES} of this JVM's class path. */
    private static List<Path> classPath;

    /** What a project depending on parquetry-runtime and -annotations has on its class path. */
    private static final List<String> PROJECT_PACKAGES = List.of("io/parquetry/", "org/apache/thrift/",
            "org/xerial/snappy/", "net/jpountz/", "com/github/luben/zstd/", "com/aayushatharva/brotli4j/");

    @Setup(Level.Trial)
    public void writeSources() throws IOException {
        sources = Files.createTempDirectory("parquetry-build-src");
        files = ProcessorBuildSources.write(sources, RECORDS);
        compiled = Files.createTempDirectory("parquetry-build-full");
        compile(files, compiled, "-proc:full", true);
    }

    @Setup(Level.Invocation)
    public void freshOutput() throws IOException {
        out = Files.createTempDirectory("parquetry-build-out");
    }

    @TearDown(Level.Invocation)
    public void dropOutput() {
        delete(out);
    }

    @TearDown(Level.Trial)
    public void dropAll() {
        delete(sources);
        delete(compiled);
    }

    @Benchmark
    public int javacOnly() {
        return compile(files, out, "-proc:none", false);
    }

    @Benchmark
    public int processorOnly() {
        return compile(files, out, "-proc:only", true);
    }

    @Benchmark
    public int fullBuild() {
        return compile(files, out, "-proc:full", true);
    }

    @Benchmark
    public int incrementalOne() {
        return compileAgainst(List.of(files.get(RECORDS / 2)), out, compiled);
    }

    /** Compiles {@code sources} to {@code out}; returns the number of files written. */
    static int compile(List<Path> sources, Path out, String procMode, boolean processors) {
        return run(sources, out, null, procMode, processors);
    }

    private static int compileAgainst(List<Path> sources, Path out, Path classes) {
        return run(sources, out, classes, "-proc:full", true);
    }

    private static int run(List<Path> sources, Path out, Path extraClassPath, String procMode, boolean processors) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            Path generated = out.resolve("generated-sources");
            Files.createDirectories(generated);
            fm.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out));
            fm.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
            List<Path> path = new ArrayList<>();
            if (extraClassPath != null) {
                path.add(extraClassPath);
            }
            if (classPath == null) {
                classPath = List.of(projectClassPath());
            }
            path.addAll(classPath);
            fm.setLocationFromPaths(StandardLocation.CLASS_PATH, path);
            JavaCompiler.CompilationTask task = javac.getTask(null, fm, diagnostics, List.of(procMode, "-nowarn"),
                    null, fm.getJavaFileObjectsFromPaths(sources));
            if (processors) {
                task.setProcessors(List.<Processor>of(new MapperIndexProcessor(), new ParquetRecordProcessor()));
            }
            if (!task.call()) {
                throw new IllegalStateException("compilation failed: " + diagnostics.getDiagnostics());
            }
            try (Stream<Path> written = Files.walk(out)) {
                return (int) written.filter(Files::isRegularFile).count();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A jar of the {@link #PROJECT_PACKAGES} classes found on this JVM's class path (the shaded
     * benchmarks jar, or the module's classes and dependency jars when run from the build).
     */
    static Path projectClassPath() throws IOException {
        Path jar = Files.createTempFile("parquetry-build-classpath", ".jar");
        jar.toFile().deleteOnExit();
        java.util.Set<String> written = new java.util.HashSet<>();
        try (var target = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                Path source = Path.of(entry);
                if (Files.isDirectory(source)) {
                    try (Stream<Path> all = Files.walk(source)) {
                        for (Path f : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
                            copy(target, written, source.relativize(f).toString().replace(File.separatorChar, '/'),
                                    Files.readAllBytes(f));
                        }
                    }
                } else if (entry.endsWith(".jar") && Files.isRegularFile(source)) {
                    try (var zip = new java.util.zip.ZipFile(source.toFile())) {
                        for (var entries = zip.entries(); entries.hasMoreElements(); ) {
                            java.util.zip.ZipEntry e = entries.nextElement();
                            if (!e.isDirectory() && wanted(e.getName())) {
                                try (var in = zip.getInputStream(e)) {
                                    copy(target, written, e.getName(), in.readAllBytes());
                                }
                            }
                        }
                    }
                }
            }
        }
        return jar;
    }

    private static boolean wanted(String name) {
        return name.endsWith(".class") && !name.startsWith("io/parquetry/bench/")
                && PROJECT_PACKAGES.stream().anyMatch(name::startsWith);
    }

    private static void copy(java.util.jar.JarOutputStream target, java.util.Set<String> written, String name,
            byte[] bytes) throws IOException {
        if (wanted(name) && written.add(name)) {
            target.putNextEntry(new java.util.jar.JarEntry(name));
            target.write(bytes);
            target.closeEntry();
        }
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
