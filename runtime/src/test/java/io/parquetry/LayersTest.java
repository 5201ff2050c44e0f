package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The package layers of the runtime (and the annotations below it), checked on the compiled
 * classes: a class may use its own package and the packages below it, never one above. With a
 * strict order there can be no package cycle either. docs/DESIGN.md draws the layers.
 */
class LayersTest {

    /** Bottom first. A new package must be placed here, or the test fails. */
    static final List<String> LAYERS = List.of(
            "io.parquetry.annotation",  // annotations module: user-facing mapping vocabulary, no dependencies
            "io.parquetry.base",        // errors and basic enums/options every layer may use
            "io.parquetry.bytes",       // growable byte buffers and little-endian access
            "io.parquetry.io",          // InputFile / OutputFile: where bytes come from and go to
            "io.parquetry.format",      // the Thrift structures of parquet.thrift and their codec
            "io.parquetry.compression", // codecs
            "io.parquetry.encoding",    // value and level encodings
            "io.parquetry.schema",      // schema tree, column descriptors, sort orders, schema text
            "io.parquetry.metadata",    // public immutable views of the footer (ParquetFile.metadata())
            "io.parquetry.crypto",      // Parquet Modular Encryption, what users hold: file encryption/decryption settings, KMS, envelope keys
            "io.parquetry.cipher",      // the encryption machinery: module ciphers and AADs, encrypted footers, column (de)cryption
            "io.parquetry.index",       // page index and bloom filters: builders the column writer feeds, readers
            "io.parquetry.spi",         // the contract generated mappers implement and call: mapper, column sink/source
            "io.parquetry.column",      // one column chunk: pages, values, statistics
            "io.parquetry.filter",      // what users write: predicates (Filter, Column), row ranges, skip reasons
            "io.parquetry.pruning",     // a filter bound to a file: row-group, page and row pruning (Domain, RowGroupFilter)
            "io.parquetry.file",        // file-level machinery: the footer, chunk cache and page selection, page-header walk, schema matching, read conversions, engine checks
            "io.parquetry.row",         // the generic Row and its schema-driven mapper
            "io.parquetry.variant",     // VARIANT values, built on the Row API
            "io.parquetry.dataset",     // partitioned datasets: Hive directory names, partition columns, the split mapper
            "io.parquetry");            // what users call: Parquet, ParquetFile, readers, writers, options

    private static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.parquetry");

    @Test
    void everyImportPointsDown() {
        List<String> upward = upwardDependencies(PRODUCTION, LAYERS);
        assertTrue(upward.isEmpty(), "dependencies that point up the layers:\n  " + String.join("\n  ", upward));
    }

    @Test
    void everyPackageHasALayer() {
        TreeSet<String> unplaced = new TreeSet<>();
        for (JavaClass c : PRODUCTION) {
            if (!LAYERS.contains(c.getPackageName())) {
                unplaced.add(c.getPackageName());
            }
        }
        assertEquals(new TreeSet<>(), unplaced, "packages missing from LayersTest.LAYERS");
    }

    @Test
    void theCheckSeesUpwardDependencies() {
        // turned upside down, the real code must violate the order: the check is not vacuous
        List<String> reversed = new ArrayList<>(LAYERS);
        java.util.Collections.reverse(reversed);
        List<String> upward = upwardDependencies(PRODUCTION, reversed);
        assertFalse(upward.isEmpty());
        assertTrue(upward.stream().anyMatch(d -> d.startsWith("io.parquetry.ParquetWriter -> io.parquetry.base.")), upward::toString);
    }

    /** "origin -> target" for every dependency from a lower layer to a higher one, sorted. */
    static List<String> upwardDependencies(JavaClasses classes, List<String> order) {
        TreeSet<String> found = new TreeSet<>();
        for (JavaClass c : classes) {
            int from = order.indexOf(c.getPackageName());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass target = d.getTargetClass();
                int to = order.indexOf(target.getPackageName());
                if (from >= 0 && to > from) {
                    found.add(outermost(c).getName() + " -> " + outermost(target).getName());
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static JavaClass outermost(JavaClass c) {
        while (c.getEnclosingClass().isPresent()) {
            c = c.getEnclosingClass().get();
        }
        return c;
    }
}
