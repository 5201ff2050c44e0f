package io.parquetry.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contract that lets Gradle compile incrementally: {@link ParquetRecordProcessor} is isolating
 * (each file it writes names exactly one originating element, the record it is for) and only
 * {@link MapperIndexProcessor} aggregates, so recompiling one changed record regenerates only
 * that record's mapper while the services index still lists every mapper.
 */
class IncrementalProcessingTest {

    private static final String TRIP = """
            package shop;
            import io.parquetry.annotation.*;
            import java.util.*;
            @ParquetRecord
            public record Trip(long id, String driver, List<Stop> stops, Map<String, Integer> tags) {
              public record Stop(String place, double km) {}
            }
            """;
    private static final String FARE = """
            package shop;
            import io.parquetry.annotation.*;
            @ParquetRecord
            public record Fare(long tripId, double amount, Trip trip) {}
            """;
    private static final String DRIVER = """
            package shop;
            import io.parquetry.annotation.*;
            @ParquetRecord
            public class Driver {
              public String name;
              public int age;
            }
            """;

    /** javac, with the processors and the file it writes, each with its originating elements. */
    private static final class Build {
        final Map<String, List<String>> originsByFile = new TreeMap<>();
        final DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean success;

        /** Compiles {@code sources} (file name -> text) to {@code out}, with {@code out} on the class path. */
        Build compile(Path src, Path out, Map<String, String> sources) throws IOException {
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
                List<Path> paths = new ArrayList<>();
                for (Map.Entry<String, String> e : sources.entrySet()) {
                    Path p = src.resolve(e.getKey());
                    Files.createDirectories(p.getParent());
                    Files.writeString(p, e.getValue());
                    paths.add(p);
                }
                Path generated = out.resolve("generated");
                Files.createDirectories(generated);
                files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out));
                files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
                List<Path> classPath = new ArrayList<>(List.of(out));
                for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                    classPath.add(Path.of(entry));
                }
                files.setLocationFromPaths(StandardLocation.CLASS_PATH, classPath);
                JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, List.of("-proc:full"), null,
                        files.getJavaFileObjectsFromPaths(paths));
                task.setProcessors(List.of(new MapperIndexProcessor(), recording(new ParquetRecordProcessor())));
                success = task.call();
            }
            return this;
        }

        /** {@code processor}, seeing a Filer that records what it creates and from which elements. */
        private Processor recording(Processor processor) {
            return (Processor) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Processor.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("init")) {
                            args = new Object[] {recordingEnv((ProcessingEnvironment) args[0])};
                        }
                        return invoke(processor, method, args);
                    });
        }

        private ProcessingEnvironment recordingEnv(ProcessingEnvironment env) {
            Filer filer = env.getFiler();
            Filer recording = (Filer) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Filer.class},
                    (proxy, method, args) -> {
                        if (method.getName().startsWith("create")) {
                            Element[] origins = (Element[]) args[args.length - 1];
                            String name = method.getName().equals("createResource") ? args[2].toString() : args[0].toString();
                            originsByFile.put(name, Arrays.stream(origins)
                                    .map(e -> ((TypeElement) e).getQualifiedName().toString()).toList());
                        }
                        return invoke(filer, method, args);
                    });
            return (ProcessingEnvironment) Proxy.newProxyInstance(getClass().getClassLoader(),
                    new Class<?>[] {ProcessingEnvironment.class},
                    (proxy, method, args) -> method.getName().equals("getFiler") ? recording : invoke(env, method, args));
        }

        private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }

        String errors() {
            return diagnostics.getDiagnostics().toString();
        }
    }

    @Test
    void everyGeneratedFileHasItsRecordAsOnlyOrigin(@TempDir Path dir) throws IOException {
        Build build = new Build().compile(dir.resolve("src"), dir.resolve("out"),
                Map.of("shop/Trip.java", TRIP, "shop/Fare.java", FARE, "shop/Driver.java", DRIVER));
        assertTrue(build.success, build.errors());
        Map<String, List<String>> expected = new TreeMap<>();
        for (String record : List.of("Trip", "Fare", "Driver")) {
            expected.put("shop." + record + "Parquet", List.of("shop." + record));
            expected.put("META-INF/parquetry/schemas/shop." + record + ".schema", List.of("shop." + record));
        }
        assertEquals(expected, build.originsByFile);
    }

    @Test
    void recompilingOneRecordRegeneratesOnlyItsMapper(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        Build full = new Build().compile(dir.resolve("src"), out,
                Map.of("shop/Trip.java", TRIP, "shop/Fare.java", FARE, "shop/Driver.java", DRIVER));
        assertTrue(full.success, full.errors());
        String allThree = "shop.DriverParquet$Registration\nshop.FareParquet$Registration\nshop.TripParquet$Registration\n";
        Path services = out.resolve(MapperIndexProcessor.SERVICES_FILE);
        assertEquals(allThree, Files.readString(services));
        long tripMapperWritten = Files.getLastModifiedTime(out.resolve("generated/shop/TripParquet.java")).toMillis();

        // Driver changes; a build tool recompiles only its source, with the earlier output on the class path
        Build incremental = new Build().compile(dir.resolve("src2"), out,
                Map.of("shop/Driver.java", DRIVER.replace("public int age;", "public int age;\n  public String city;")));
        assertTrue(incremental.success, incremental.errors());
        assertEquals(List.of("META-INF/parquetry/schemas/shop.Driver.schema", "shop.DriverParquet"),
                List.copyOf(new TreeSet<>(incremental.originsByFile.keySet())));
        assertTrue(Files.readString(out.resolve("generated/shop/DriverParquet.java")).contains("city"));
        assertEquals(tripMapperWritten, Files.getLastModifiedTime(out.resolve("generated/shop/TripParquet.java")).toMillis());
        // the index keeps the mappers compiled earlier
        assertEquals(allThree, Files.readString(services));
    }

    @Test
    void discoveredProcessorsRunIndexFirst() throws IOException {
        // javac offers a claimed annotation to no later processor: the index must come first
        List<String> declared;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/services/" + Processor.class.getName());
                Stream<String> lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()) {
            declared = lines.map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).collect(Collectors.toList());
        }
        assertEquals(List.of(MapperIndexProcessor.class.getName(), ParquetRecordProcessor.class.getName()), declared);
    }
}
