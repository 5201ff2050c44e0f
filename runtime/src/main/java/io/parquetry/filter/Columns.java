package io.parquetry.filter;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** Typed {@link Column} references by dotted path (generated code declares them as constants). */
public final class Columns {
    private Columns() {}

    /**
     * {@return an INT32 column}
     *
     * @param path the column's dotted path
     */
    public static Column<Integer> intColumn(String path) {
        return new Column<>(path, Integer.class, -1);
    }

    /**
     * {@return an INT64 column}
     *
     * @param path the column's dotted path
     */
    public static Column<Long> longColumn(String path) {
        return new Column<>(path, Long.class, -1);
    }

    /**
     * {@return a FLOAT column}
     *
     * @param path the column's dotted path
     */
    public static Column<Float> floatColumn(String path) {
        return new Column<>(path, Float.class, -1);
    }

    /**
     * {@return a DOUBLE column}
     *
     * @param path the column's dotted path
     */
    public static Column<Double> doubleColumn(String path) {
        return new Column<>(path, Double.class, -1);
    }

    /**
     * {@return a BOOLEAN column}
     *
     * @param path the column's dotted path
     */
    public static Column<Boolean> booleanColumn(String path) {
        return new Column<>(path, Boolean.class, -1);
    }

    /**
     * {@return a UTF-8 string (STRING, ENUM, JSON) column}
     *
     * @param path the column's dotted path
     */
    public static Column<String> stringColumn(String path) {
        return new Column<>(path, String.class, -1);
    }

    /**
     * {@return an ENUM (or STRING) column read as constants of {@code type}: filters take the
     * constants and compare their names}
     *
     * @param path the column's dotted path
     * @param type the enum class
     * @param <E> the enum type
     */
    public static <E extends Enum<E>> Column<E> enumColumn(String path, Class<E> type) {
        return new Column<>(path, type, -1, Enum::name);
    }

    /**
     * {@return a BYTE_ARRAY or FIXED_LEN_BYTE_ARRAY column, compared byte by byte}
     *
     * @param path the column's dotted path
     */
    public static Column<byte[]> binaryColumn(String path) {
        return new Column<>(path, byte[].class, -1);
    }

    /**
     * {@return a DECIMAL column of the given scale (a file column of another scale is an error)}
     *
     * @param path the column's dotted path
     * @param scale the decimal scale the file's column must have
     */
    public static Column<BigDecimal> decimalColumn(String path, int scale) {
        return new Column<>(path, BigDecimal.class, scale);
    }

    /**
     * {@return a DATE column}
     *
     * @param path the column's dotted path
     */
    public static Column<LocalDate> dateColumn(String path) {
        return new Column<>(path, LocalDate.class, -1);
    }

    /**
     * {@return a TIME column}
     *
     * @param path the column's dotted path
     */
    public static Column<LocalTime> timeColumn(String path) {
        return new Column<>(path, LocalTime.class, -1);
    }

    /**
     * {@return a TIMESTAMP column adjusted to UTC}
     *
     * @param path the column's dotted path
     */
    public static Column<Instant> instantColumn(String path) {
        return new Column<>(path, Instant.class, -1);
    }

    /**
     * {@return a TIMESTAMP column not adjusted to UTC (local date-time)}
     *
     * @param path the column's dotted path
     */
    public static Column<LocalDateTime> localDateTimeColumn(String path) {
        return new Column<>(path, LocalDateTime.class, -1);
    }

    /**
     * {@return a column whose literals are any values the generic {@link io.parquetry.row.Row} API
     * uses for it}
     *
     * @param path the column's dotted path
     */
    public static Column<Object> column(String path) {
        return new Column<>(path, Object.class, -1);
    }
}
