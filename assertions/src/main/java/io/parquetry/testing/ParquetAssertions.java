package io.parquetry.testing;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.row.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opentest4j.AssertionFailedError;

/**
 * Assertions for tests that produce Parquet: compare a file with the records or rows it should
 * hold and, when they differ, fail naming the first differing row and column path
 * ({@code row 3, venue.city: expected <Paris> but was <Lyon>}).
 *
 * <p>Failures are {@link AssertionFailedError}s carrying the expected and actual values of the
 * first difference, which JUnit 5, AssertJ and IDEs show as a diff. Records are compared component
 * by component (nested records, lists, maps and {@code Row}s too), {@code BigDecimal}s by value
 * ({@code 1.50} equals {@code 1.5}), arrays by content, other values with {@code equals}; a class
 * that is not a record is compared with its own {@code equals}. Every method is stateless and
 * thread-safe.
 */
public final class ParquetAssertions {
    private ParquetAssertions() {}

    /**
     * Asserts that the file holds exactly {@code expected}, in order, read as {@code type}.
     *
     * @param file a Parquet file
     * @param type the {@code @ParquetRecord} class to read the file as
     * @param expected the records the file should hold
     * @param <T> the record type
     * @throws AssertionFailedError naming the first differing row and column path, or the row counts
     */
    public static <T> void assertRecords(Path file, Class<T> type, List<? extends T> expected) {
        compare(file.toString(), Parquet.toList(type, file), expected);
    }

    /**
     * Asserts that the file's bytes hold exactly {@code expected}, in order, read as {@code type}.
     *
     * @param file a Parquet file's bytes
     * @param type the {@code @ParquetRecord} class to read the file as
     * @param expected the records the file should hold
     * @param <T> the record type
     * @throws AssertionFailedError naming the first differing row and column path, or the row counts
     */
    public static <T> void assertRecords(byte[] file, Class<T> type, List<? extends T> expected) {
        compare("the Parquet bytes", Parquet.toList(type, file), expected);
    }

    /**
     * Asserts that the file holds exactly {@code expected} as generic rows, in order.
     *
     * @param file a Parquet file
     * @param expected the rows the file should hold (compared field by field, by name and position)
     * @throws AssertionFailedError naming the first differing row and column path, or the row counts
     */
    public static void assertRows(Path file, List<Row> expected) {
        try (ParquetFile f = ParquetFile.open(file)) {
            compare(file.toString(), readRows(f), expected);
        }
    }

    /**
     * Asserts that the file's bytes hold exactly {@code expected} as generic rows, in order.
     *
     * @param file a Parquet file's bytes
     * @param expected the rows the file should hold
     * @throws AssertionFailedError naming the first differing row and column path, or the row counts
     */
    public static void assertRows(byte[] file, List<Row> expected) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            compare("the Parquet bytes", readRows(f), expected);
        }
    }

    private static List<Row> readRows(ParquetFile f) {
        List<Row> rows = new ArrayList<>();
        try (ParquetReader<Row> r = f.rows()) {
            r.forEach(rows::add);
        }
        return rows;
    }

    private static void compare(String where, List<?> actual, List<?> expected) {
        int common = Math.min(actual.size(), expected.size());
        for (int i = 0; i < common; i++) {
            Optional<Difference> d = Difference.first(expected.get(i), actual.get(i), "");
            if (d.isPresent()) {
                Difference diff = d.get();
                String column = diff.path().isEmpty() ? "" : ", " + diff.path();
                throw new AssertionFailedError(where + ": row " + i + column + ": " + diff.describe()
                        + "\n  expected row: " + expected.get(i) + "\n  actual row:   " + actual.get(i),
                        diff.expected(), diff.actual());
            }
        }
        if (actual.size() != expected.size()) {
            String first = actual.size() < expected.size()
                    ? "first missing, row " + common + ": " + expected.get(common)
                    : "first extra, row " + common + ": " + actual.get(common);
            throw new AssertionFailedError(where + " has " + actual.size() + " rows, expected " + expected.size()
                    + " (" + first + ")", expected.size(), actual.size());
        }
    }
}
