package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Builds test applications against a third-party jar: the vendor's sources (test resources) are
 * compiled without Parquetry on their class path into {@code vendor.jar}, then the application's
 * sources against it with the Parquetry processor.
 */
final class ThirdPartyBuild {
    static final String[] VENDOR = {"converter-sample/vendor/com/vendor/money/Money.java"};

    private final Path tmp;

    ThirdPartyBuild(Path tmp) {
        this.tmp = tmp;
    }

    /** Copies test resources under {@code tmp}, keeping their paths. */
    List<Path> copy(String... resources) throws IOException {
        List<Path> out = new ArrayList<>();
        for (String resource : resources) {
            Path target = tmp.resolve(resource);
            Files.createDirectories(target.getParent());
            try (InputStream in = ThirdPartyBuild.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new AssertionError("test resource " + resource + " is missing");
                }
                Files.copy(in, target);
            }
            out.add(target);
        }
        return out;
    }

    void javac(List<Path> sources, Path classes, String classPath, String... more) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> args = new ArrayList<>(List.of("-d", Files.createDirectories(classes).toString(), "-classpath", classPath));
        args.addAll(List.of(more));
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(null, files, diagnostics, args, null, files.getJavaFileObjectsFromPaths(sources)).call();
            assertTrue(ok, () -> diagnostics.getDiagnostics().toString());
        }
    }

    static void jar(Path classes, Path jar) throws IOException {
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                j.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
                j.write(Files.readAllBytes(p));
                j.closeEntry();
            }
        }
    }

    /** Compiles {@link #VENDOR} (no parameter names in its class files) into {@code vendor.jar}. */
    Path vendorJar() throws IOException {
        Path vendorJar = tmp.resolve("vendor.jar");
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        javac(copy(VENDOR), tmp.resolve("vendor-classes"), empty.toString());
        jar(tmp.resolve("vendor-classes"), vendorJar);
        return vendorJar;
    }

    /**
     * Builds the vendor jar, compiles the application {@code sources} against it with the
     * processor, and returns a class loader over both (the test's own loader as parent).
     */
    java.net.URLClassLoader load(String... sources) throws IOException {
        Path vendorJar = vendorJar();
        Path app = app(vendorJar, sources);
        return new java.net.URLClassLoader(new java.net.URL[] {app.toUri().toURL(), vendorJar.toUri().toURL()},
                getClass().getClassLoader());
    }

    /** Compiles the application {@code sources} against {@code vendorJar} with the processor into {@code app-classes}. */
    Path app(Path vendorJar, String... sources) throws IOException {
        Path app = tmp.resolve("app-classes");
        javac(copy(sources), app, System.getProperty("java.class.path") + java.io.File.pathSeparator + vendorJar,
                "-processor", "io.parquetry.processor.MapperIndexProcessor,io.parquetry.processor.ParquetRecordProcessor", "-s",
                Files.createDirectories(tmp.resolve("gen")).toString());
        return app;
    }

    /** Writes {@code rows} of {@code type} with its generated mapper and reads them back. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static List<Object> roundTrip(Class type, List<Object> rows) throws Exception {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter w = Parquet.writer(type, out).build()) {
            for (Object row : rows) {
                w.write(row);
            }
        }
        List<Object> back = new ArrayList<>();
        try (ParquetReader r = Parquet.reader(type, new InMemoryInputFile(out.toByteArray())).build()) {
            r.stream().forEach(back::add);
        }
        return back;
    }
}
