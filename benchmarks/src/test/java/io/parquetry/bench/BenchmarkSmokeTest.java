package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Runs every {@code @Benchmark} method once on a tiny data set, through the same state setup
 * and teardown JMH uses, so the benchmarks cannot rot. Read benchmarks must return the
 * checksum of the data; write benchmarks must produce a Parquet file.
 */
class BenchmarkSmokeTest {
    static final List<Class<?>> BENCHMARKS = List.of(FlatWrite.class, FlatRead.class, FlatProjection.class, FlatFilter.class,
            NestedWrite.class, NestedRead.class, WideWrite.class, WideRead.class, Footer.class, EncryptedWrite.class,
            EncryptedRead.class);

    /** Expected results of the reading benchmarks, by benchmark class. */
    static final Map<Class<?>, ToLongFunction<Object>> EXPECTED = Map.of(
            FlatRead.class, s -> ((TripState) s).readChecksum,
            FlatProjection.class, s -> ((TripState) s).projectionChecksum,
            FlatFilter.class, s -> ((TripState) s).filterChecksum,
            NestedRead.class, s -> ((OrderState) s).readChecksum,
            WideRead.class, s -> ((WideState) s).readChecksum,
            Footer.class, s -> ((FooterState) s).digest,
            EncryptedRead.class, s -> ((EncryptedState) s).readChecksum);

    /** Tiny values for each state's {@code @Param} fields. */
    static final Map<String, String> TINY = Map.of("rows", "700", "columns", "50");

    static final Map<Class<?>, Object> STATES = new LinkedHashMap<>();

    @BeforeAll
    static void setUpStates() throws Exception {
        for (Class<?> c : List.of(TripState.class, OrderState.class, WideState.class, FooterState.class, EncryptedState.class)) {
            Object state = c.getConstructor().newInstance();
            for (Field f : c.getFields()) {
                if (f.isAnnotationPresent(Param.class)) {
                    String v = TINY.get(f.getName());
                    assertTrue(v != null, "no tiny value for @Param " + c.getSimpleName() + "." + f.getName());
                    f.setInt(state, Integer.parseInt(v));
                }
            }
            invokeAnnotated(state, Setup.class);
            STATES.put(c, state);
        }
    }

    @AfterAll
    static void tearDownStates() throws Exception {
        for (Object state : STATES.values()) {
            invokeAnnotated(state, TearDown.class);
        }
    }

    private static void invokeAnnotated(Object target, Class<? extends java.lang.annotation.Annotation> a)
            throws Exception {
        for (Method m : target.getClass().getMethods()) {
            if (m.isAnnotationPresent(a)) {
                m.invoke(target);
            }
        }
    }

    @TestFactory
    List<DynamicTest> everyBenchmarkRunsOnce() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Class<?> bench : BENCHMARKS) {
            List<Method> methods = Arrays.stream(bench.getMethods())
                    .filter(m -> m.isAnnotationPresent(Benchmark.class))
                    .sorted(Comparator.comparing(Method::getName))
                    .toList();
            assertFalse(methods.isEmpty(), bench + " has no benchmarks");
            for (Method m : methods) {
                tests.add(DynamicTest.dynamicTest(bench.getSimpleName() + "." + m.getName(), () -> run(bench, m)));
            }
        }
        return tests;
    }

    private static void run(Class<?> bench, Method m) throws Throwable {
        assertEquals(1, m.getParameterCount(), m + " takes one state");
        Object state = STATES.get(m.getParameterTypes()[0]);
        Object instance = bench.getConstructor().newInstance();
        Object result;
        try {
            result = m.invoke(instance, state);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        long value = (Long) result;
        ToLongFunction<Object> expected = EXPECTED.get(bench);
        if (expected != null) {
            assertEquals(expected.applyAsLong(state), value, bench.getSimpleName() + "." + m.getName());
        } else {
            // a write: the result is the size of a complete Parquet file at the output path
            Path out = (Path) state.getClass().getField("output").get(state);
            assertEquals(Files.size(out), value);
            byte[] bytes = Files.readAllBytes(out);
            assertTrue(bytes.length > 12);
            String magic = new String(bytes, bytes.length - 4, 4, java.nio.charset.StandardCharsets.US_ASCII);
            // an encrypted footer ends in PARE
            assertEquals(m.getName().endsWith("Encrypted") ? "PARE" : "PAR1", magic, m.getName());
        }
    }
}
