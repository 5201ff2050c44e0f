package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.parquetry.ParquetFile;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The CLI is a user of the runtime like any other: its classes use only the packages the
 * {@code io.parquetry} module exports (read from the runtime's own module descriptor), so it runs
 * on the module path and never depends on internals such as {@code io.parquetry.format}.
 */
class PublicApiOnlyTest {

    @Test
    void cliUsesOnlyExportedRuntimePackages() throws Exception {
        Set<String> exported = exportedPackages();
        assertTrue(exported.contains("io.parquetry.metadata") && !exported.contains("io.parquetry.format"), exported::toString);
        JavaClasses cli = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.parquetry.cli");
        assertFalse(cli.isEmpty());
        assertEquals(new TreeSet<>(), internalUses(cli, exported), "CLI classes that use internal runtime packages");
    }

    @Test
    void theCheckSeesInternalUses() throws Exception {
        // with metadata taken out of the exported set, the page command's use of the views must show
        Set<String> exported = new TreeSet<>(exportedPackages());
        exported.remove("io.parquetry.metadata");
        JavaClasses cli = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.parquetry.cli");
        assertTrue(internalUses(cli, exported).stream().anyMatch(s -> s.startsWith("io.parquetry.cli.PagesCommand -> io.parquetry.metadata.")),
                internalUses(cli, exported)::toString);
    }

    private static TreeSet<String> internalUses(JavaClasses cli, Set<String> exported) {
        TreeSet<String> found = new TreeSet<>();
        for (JavaClass c : cli) {
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass t = d.getTargetClass();
                String pkg = t.getPackageName();
                if (pkg.startsWith("io.parquetry") && !pkg.startsWith("io.parquetry.cli") && !exported.contains(pkg)) {
                    found.add(c.getName().replaceAll("\\$.*", "") + " -> " + t.getName());
                }
            }
        }
        return found;
    }

    /** The exports of the io.parquetry module, from the module-info.class next to ParquetFile. */
    private static Set<String> exportedPackages() throws IOException, URISyntaxException {
        Path where = Path.of(ParquetFile.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor d;
        if (Files.isDirectory(where)) {
            try (InputStream in = Files.newInputStream(where.resolve("module-info.class"))) {
                d = ModuleDescriptor.read(in);
            }
        } else {
            try (JarFile jar = new JarFile(where.toFile()); InputStream in = jar.getInputStream(jar.getEntry("module-info.class"))) {
                d = ModuleDescriptor.read(in);
            }
        }
        assertEquals("io.parquetry", d.name());
        return d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet());
    }
}
