package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sources {@link ProcessorBuild} compiles are valid records, and every compilation mode works on them. */
class ProcessorBuildTest {

    @Test
    void everyModeCompilesTheGeneratedRecords(@TempDir Path dir) throws IOException {
        List<Path> sources = ProcessorBuildSources.write(dir.resolve("src"), 3);

        Path full = Files.createDirectories(dir.resolve("full"));
        ProcessorBuild.compile(sources, full, "-proc:full", true);
        for (int i = 0; i < 3; i++) {
            assertTrue(Files.exists(full.resolve("gen/Record" + i + "Parquet.class")), "mapper of Record" + i);
        }
        assertEquals("gen.Record0Parquet$Registration\ngen.Record1Parquet$Registration\ngen.Record2Parquet$Registration\n",
                Files.readString(full.resolve("META-INF/services/io.parquetry.spi.GeneratedMapper")));

        Path plain = Files.createDirectories(dir.resolve("plain"));
        ProcessorBuild.compile(sources, plain, "-proc:none", false);
        assertTrue(Files.exists(plain.resolve("gen/Record0.class")));
        assertTrue(Files.notExists(plain.resolve("gen/Record0Parquet.class")));

        Path only = Files.createDirectories(dir.resolve("only"));
        ProcessorBuild.compile(sources, only, "-proc:only", true);
        assertTrue(Files.exists(only.resolve("generated-sources/gen/Record2Parquet.java")));
        assertTrue(Files.notExists(only.resolve("gen/Record2.class")));
    }
}
