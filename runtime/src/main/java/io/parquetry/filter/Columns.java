package io.parquetry.filter;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** Typed {@link Column} references by dotted path (generated code declares them as constants). */
public final class Columns {
    private Columns() {}

    public static Column<Integer> intColumn(String path) {
        return new Column<>(path, Integer.class, -1);
    }

    public static Column<Long> longColumn(String path) {
        return new Column<>(path, Long.class, -1);
    }

    public static Column<Float> floatColumn(String path) {
        return new Column<>(path, Float.class, -1);
    }

    public static Column<Double> doubleColumn(String path) {
        return new Column<>(path, Double.class, -1);
    }

    public static Column<Boolean> booleanColumn(String path) {
        return new Column<>(path, Boolean.class, -1);
    }

    /** A UTF-8 string (STRING, ENUM, JSON) column. */
    public static Column<String> stringColumn(String path) {
        return new Column<>(path, String.class, -1);
    }

    /**
     * {@return an ENUM (or STRING) column read as constants of {@code type}: filters take the
     * constants and compare their names}
     *
     * @param path the column's dotted path
     * @param type the enum class
     */
    public static <E extends Enum<E>> Column<E> enumColumn(String path, Class<E> type) {
        return new Column<>(path, type, -1, Enum::name);
    }

    public static Column<byte[]> binaryColumn(String path) {
        return new Column<>(path, byte[].class, -1);
    }

    /** A DECIMAL column of the given scale (a file column of another scale is an error). */
    public static Column<BigDecimal> decimalColumn(String path, int scale) {
        return new Column<>(path, BigDecimal.class, scale);
    }

    public static Column<LocalDate> dateColumn(String path) {
        return new Column<>(path, LocalDate.class, -1);
    }

    public static Column<LocalTime> timeColumn(String path) {
        return new Column<>(path, LocalTime.class, -1);
    }

    public static Column<Instant> instantColumn(String path) {
        return new Column<>(path, Instant.class, -1);
    }

    public static Column<LocalDateTime> localDateTimeColumn(String path) {
        return new Column<>(path, LocalDateTime.class, -1);
    }

    /** A column whose literals are any values the generic {@link io.parquetry.row.Row} API uses for it. */
    public static Column<Object> column(String path) {
        return new Column<>(path, Object.class, -1);
    }
}
