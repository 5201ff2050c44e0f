package io.parquetry.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;

/** Compiles sample sources with a processor that captures models instead of generating code. */
final class Harness {

    private Harness() {
    }

    /** Captures every model handed to the generation hook. */
    static final class Capturing extends ParquetRecordProcessor {
        final List<RecordModel> models = new ArrayList<>();

        @Override
        protected void generate(RecordModel model) {
            models.add(model);
        }
    }

    /** Nullness annotations as third-party libraries declare them (type-use and declaration). */
    static final JavaFileObject NON_NULL = JavaFileObjects.forSourceLines("org.example.NonNull",
            "package org.example;",
            "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE_USE)",
            "public @interface NonNull {}");
    static final JavaFileObject NULLABLE = JavaFileObjects.forSourceLines("org.example.Nullable",
            "package org.example;",
            "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE_USE)",
            "public @interface Nullable {}");
    static final JavaFileObject NONNULL_DECL = JavaFileObjects.forSourceLines("javax.annotation.Nonnull",
            "package javax.annotation;",
            "@java.lang.annotation.Target({java.lang.annotation.ElementType.FIELD,"
                    + " java.lang.annotation.ElementType.METHOD, java.lang.annotation.ElementType.PARAMETER})",
            "public @interface Nonnull {}");

    /** A source file {@code test.<simpleName>} with the usual imports in front of {@code lines}. */
    static JavaFileObject source(String simpleName, String... lines) {
        List<String> all = new ArrayList<>(List.of(header()));
        all.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines("test." + simpleName, all);
    }

    /** Header lines of {@link #source}; line numbers in a source are header size + index + 1. */
    static String[] header() {
        return new String[] {
            "package test;",
            "import io.parquetry.annotation.*;",
            "import org.example.NonNull;",
            "import org.example.Nullable;",
            "import java.math.BigDecimal;",
            "import java.time.*;",
            "import java.util.*;",
        };
    }

    /** The 1-based line in a {@link #source} file of the first of {@code lines} containing {@code marker}. */
    static int lineOf(String[] lines, String marker) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(marker)) {
                return header().length + i + 1;
            }
        }
        throw new AssertionError("no line contains " + marker);
    }

    static Compilation compile(ParquetRecordProcessor processor, JavaFileObject... sources) {
        List<JavaFileObject> all = new ArrayList<>(List.of(NON_NULL, NULLABLE, NONNULL_DECL));
        all.addAll(List.of(sources));
        return Compiler.javac().withProcessors(processor).compile(all);
    }

    /** Compiles {@code sources}, requires success, and returns the models by Java simple name. */
    static Map<String, RecordModel> models(JavaFileObject... sources) {
        Capturing p = new Capturing();
        Compilation c = compile(p, sources);
        if (c.status() != Compilation.Status.SUCCESS) {
            fail("compilation failed: " + c.diagnostics());
        }
        assertEquals(List.of(), c.errors());
        Map<String, RecordModel> byName = new LinkedHashMap<>();
        for (RecordModel m : p.models) {
            byName.put(String.join(".", m.javaType().simpleNames()), m);
        }
        return byName;
    }

    /** The single model of a one-record compilation. */
    static RecordModel model(String simpleName, String... lines) {
        RecordModel m = models(source(simpleName, lines)).get(simpleName);
        if (m == null) {
            fail("no model for " + simpleName);
        }
        return m;
    }
}
