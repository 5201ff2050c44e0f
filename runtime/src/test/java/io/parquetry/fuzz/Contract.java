package io.parquetry.fuzz;

import io.parquetry.base.ParquetException;

/**
 * The contract every fuzz target checks: for any input, the code under test returns or throws a
 * {@link ParquetException} (which includes {@code ParquetLimitException}). Any other exception or
 * {@link Error} escapes to Jazzer, which reports it as a finding with the input that caused it.
 */
final class Contract {
    private Contract() {}

    /** Runs {@code body}; a {@link ParquetException} is an accepted outcome and is swallowed. */
    static void onlyParquetException(Runnable body) {
        try {
            body.run();
        } catch (ParquetException expected) {
            // bad input, reported the documented way
            if (expected.getMessage() == null || expected.getMessage().isBlank()) {
                throw new AssertionError("ParquetException without a message", expected);
            }
        }
    }
}
