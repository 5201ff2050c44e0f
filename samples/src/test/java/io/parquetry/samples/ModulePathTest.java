package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user on the module path: a small application module with a {@code @ParquetRecord} record is
 * compiled with javac (the annotation processor on the processor path, the runtime and its
 * dependencies on the module path) and run in a fresh JVM with {@code java --module-path}. It
 * writes records with ZSTD (an optional codec, added with {@code --add-modules}), reads them back
 * through the mapper it {@code provides} for {@code ServiceLoader}, reads the same file as rows
 * and reads the footer through the exported metadata views; its output is compared line by line.
 * A second check proves the internal packages stay closed: code that imports
 * {@code io.parquetry.format} does not compile against the module.
 */
class ModulePathTest {
    @TempDir
    Path tmp;

    /** The module declarations of the project's two modules, as built in this reactor. */
    @Test
    void runtimeAndAnnotationsAreNamedModulesThatExportOnlyTheUserApi() {
        ModuleReference runtime = ModuleFinder.of(modulePath().toArray(Path[]::new)).find("io.parquetry")
                .orElseThrow(() -> new AssertionError("no module io.parquetry on " + modulePath()));
        ModuleDescriptor d = runtime.descriptor();
        assertTrue(!d.isAutomatic(), "io.parquetry must be an explicit module");
        TreeSet<String> exported = new TreeSet<>();
        d.exports().forEach(e -> {
            assertTrue(!e.isQualified(), e.toString());
            exported.add(e.source());
        });
        assertEquals(new TreeSet<>(List.of("io.parquetry", "io.parquetry.base", "io.parquetry.crypto",
                "io.parquetry.filter", "io.parquetry.io", "io.parquetry.metadata", "io.parquetry.row",
                "io.parquetry.schema", "io.parquetry.spi", "io.parquetry.variant")), exported);
        TreeSet<String> internal = new TreeSet<>(d.packages());
        internal.removeAll(exported);
        assertEquals(new TreeSet<>(List.of("io.parquetry.bytes", "io.parquetry.cipher", "io.parquetry.column", "io.parquetry.compression", "io.parquetry.dataset",
                "io.parquetry.encoding", "io.parquetry.file", "io.parquetry.format", "io.parquetry.index", "io.parquetry.pruning")), internal);
        assertEquals(Set.of("io.parquetry.spi.GeneratedMapper"), d.uses());
        ModuleDescriptor annotations = ModuleFinder.of(modulePath().toArray(Path[]::new)).find("io.parquetry.annotation")
                .orElseThrow(() -> new AssertionError("no module io.parquetry.annotation on " + modulePath())).descriptor();
        assertTrue(!annotations.isAutomatic());
        assertEquals(Set.of("io.parquetry.annotation"), annotations.packages());
    }

    @Test
    void anApplicationModuleWritesAndReadsRecords() throws Exception {
        Path src = tmp.resolve("src");
        write(src.resolve("module-info.java"), """
                module app {
                    requires io.parquetry;
                    requires com.github.luben.zstd_jni;
                    provides io.parquetry.spi.GeneratedMapper with app.TradeParquet.Registration;
                }
                """);
        write(src.resolve("app/Trade.java"), """
                package app;

                import io.parquetry.annotation.ParquetRecord;
                import java.util.List;

                @ParquetRecord
                public record Trade(String symbol, long quantity, double price, List<String> tags) {}
                """);
        write(src.resolve("app/Main.java"), """
                package app;

                import io.parquetry.Parquet;
                import io.parquetry.ParquetFile;
                import io.parquetry.ParquetReader;
                import io.parquetry.ParquetWriter;
                import io.parquetry.base.Compression;
                import io.parquetry.metadata.ColumnChunkMetadata;
                import io.parquetry.row.Row;
                import java.nio.file.Path;
                import java.util.List;

                public class Main {
                    public static void main(String[] args) throws Exception {
                        Path path = Path.of(args[0]);
                        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, path).compression(Compression.ZSTD).build()) {
                            w.write(new Trade("ABC", 100, 9.5, List.of("x", "y")));
                            w.write(new Trade("XYZ", -7, 0.25, List.of()));
                        }
                        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, path).build()) {
                            for (Trade t : r) {
                                System.out.println("record " + t);
                            }
                        }
                        try (ParquetFile f = ParquetFile.open(path); ParquetReader<Row> rows = f.rows()) {
                            for (Row row : rows) {
                                System.out.println("row " + row.get("symbol") + " " + row.get("quantity"));
                            }
                            System.out.println("rows " + f.metadata().rowCount() + " in " + f.metadata().rowGroups().size() + " group");
                            for (ColumnChunkMetadata c : f.metadata().rowGroups().get(0).columns()) {
                                System.out.println("column " + c.path() + " " + c.type() + " " + c.compression() + " " + c.valueCount());
                            }
                        }
                    }
                }
                """);
        Path classes = tmp.resolve("classes");
        compile(src, classes, List.of(src.resolve("module-info.java"), src.resolve("app/Trade.java"), src.resolve("app/Main.java")));

        Path file = tmp.resolve("trades.parquet");
        List<String> command = new ArrayList<>(List.of(javaLauncher(), "--module-path",
                classes + File.pathSeparator + joined(modulePath()), "-m", "app/app.Main", file.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the application did not finish");
        assertEquals(0, p.exitValue(), out);
        assertEquals(List.of(
                "record Trade[symbol=ABC, quantity=100, price=9.5, tags=[x, y]]",
                "record Trade[symbol=XYZ, quantity=-7, price=0.25, tags=[]]",
                "row ABC 100",
                "row XYZ -7",
                "rows 2 in 1 group",
                "column symbol BYTE_ARRAY ZSTD 2",
                "column quantity INT64 ZSTD 2",
                "column price DOUBLE ZSTD 2",
                "column tags.list.element BYTE_ARRAY ZSTD 3"), out.lines().toList());
    }

    @Test
    void internalPackagesAreNotReadable() throws IOException {
        Path src = tmp.resolve("internal");
        write(src.resolve("module-info.java"), "module peek { requires io.parquetry; }\n");
        write(src.resolve("peek/Peek.java"), """
                package peek;

                public class Peek {
                    Object footer = io.parquetry.format.FileMetaData.class;
                }
                """);
        StringWriter diagnostics = new StringWriter();
        boolean ok = javac(diagnostics, tmp.resolve("internal-classes"),
                List.of(src.resolve("module-info.java"), src.resolve("peek/Peek.java")));
        assertTrue(!ok, "code outside the module compiled against io.parquetry.format");
        assertTrue(diagnostics.toString().contains("package io.parquetry.format is not visible"), diagnostics::toString);
        assertTrue(diagnostics.toString().contains("package io.parquetry.format is declared in module io.parquetry, which does not export it"),
                diagnostics::toString);
    }

    private void compile(Path src, Path classes, List<Path> sources) throws IOException {
        StringWriter diagnostics = new StringWriter();
        if (!javac(diagnostics, classes, sources)) {
            fail("the application module does not compile:\n" + diagnostics);
        }
    }

    private boolean javac(StringWriter diagnostics, Path classes, List<Path> sources) throws IOException {
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        // an empty class path: javac in this JVM would otherwise default it to the test's own
        List<String> args = List.of("-d", classes.toString(), "-classpath", Files.createDirectories(tmp.resolve("no-classes")).toString(),
                "--module-path", joined(modulePath()),
                "-processorpath", System.getProperty("java.class.path"), "-s", Files.createDirectories(tmp.resolve("gen")).toString(),
                "--release", "17", "-Xlint:-options");
        return javac.getTask(diagnostics, null, null, args, null,
                javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjectsFromPaths(sources)).call();
    }

    /**
     * The runtime module and what it needs at run time, taken from this test's class path: the
     * project's two modules (jars or class directories of this reactor), libthrift with its logging
     * API, snappy-java, and zstd-jni for the optional codec.
     */
    private static List<Path> modulePath() {
        List<Path> path = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String name = entry.replace('\\', '/');
            if (name.matches(".*/(runtime|annotations)/target/classes/?") || name.matches(".*/parquetry-(runtime|annotations)-[^/]*\\.jar")
                    || name.matches(".*/(libthrift|snappy-java|zstd-jni|slf4j-api)-[^/]*\\.jar")) {
                path.add(Path.of(entry));
            }
        }
        return path;
    }

    private static String joined(List<Path> paths) {
        return String.join(File.pathSeparator, paths.stream().map(Path::toString).toList());
    }

    private static String javaLauncher() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
