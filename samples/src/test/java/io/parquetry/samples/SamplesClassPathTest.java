package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The samples' class path is a user's: annotations, runtime and its codecs. libthrift's logging
 * dependency is excluded, and every sample test runs without it (this one fails if it comes back).
 */
class SamplesClassPathTest {
    @Test
    void noLoggingApiRidesAlong() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.slf4j.Logger"));
    }
}
