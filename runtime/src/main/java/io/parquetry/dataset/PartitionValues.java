package io.parquetry.dataset;

import io.parquetry.base.ParquetException;
import io.parquetry.base.LogicalType;
import io.parquetry.base.Type;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.PrimitiveType;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;

/**
 * Partition values as text in directory names and back, per column type, in the forms Spark
 * writes and infers: strings and enum names as they are, integers in decimal, booleans as
 * {@code true}/{@code false}, dates as ISO {@code yyyy-MM-dd}, decimals in plain notation.
 * Values here are PHYSICAL values of the column, as {@link io.parquetry.spi.ColumnSink} receives
 * them and {@link io.parquetry.spi.RecordMapper#columnDefaults()} gives them: {@code Integer},
 * {@code Long}, {@code Boolean}, {@code String}.
 *
 * <p>Other types (floating point, timestamps, times, binary, UUID, INT96, fixed-length) cannot be
 * partition columns: their text forms differ between engines or do not round-trip.
 * Stateless and thread-safe.
 */
public final class PartitionValues {
    private PartitionValues() {}

    /** The kinds of partition column. */
    private enum Kind { STRING, INT, UNSIGNED_INT, LONG, UNSIGNED_LONG, BOOLEAN, DATE, DECIMAL_INT, DECIMAL_LONG }

    private static Kind kind(ColumnDescriptor c) {
        PrimitiveType t = c.type();
        LogicalType lt = t.logicalType();
        return switch (t.physicalType()) {
            case BYTE_ARRAY -> lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType
                    || lt instanceof LogicalType.JsonType ? Kind.STRING : null;
            case INT32 -> lt == null ? Kind.INT
                    : lt instanceof LogicalType.IntType it ? (it.isSigned() ? Kind.INT : Kind.UNSIGNED_INT)
                    : lt instanceof LogicalType.DateType ? Kind.DATE
                    : lt instanceof LogicalType.DecimalType ? Kind.DECIMAL_INT : null;
            case INT64 -> lt == null ? Kind.LONG
                    : lt instanceof LogicalType.IntType it ? (it.isSigned() ? Kind.LONG : Kind.UNSIGNED_LONG)
                    : lt instanceof LogicalType.DecimalType ? Kind.DECIMAL_LONG : null;
            case BOOLEAN -> Kind.BOOLEAN;
            default -> null;
        };
    }

    /**
     * Checks that {@code column} can be a partition column.
     *
     * @param column the column
     * @param location the dataset, for the message
     * @throws ParquetException naming the column and its type when it cannot
     */
    public static void check(ColumnDescriptor column, String location) {
        if (kind(column) == null) {
            throw new ParquetException(location + ": column " + column.path() + " (" + column.type()
                    + ") cannot be a partition column: partition by a string, enum, integer, boolean, date or"
                    + " INT32/INT64 decimal column (derive one, such as a date from a timestamp)");
        }
        if (column.maxRepetitionLevel() > 0) {
            throw new ParquetException(location + ": column " + column.path()
                    + " is inside a list or map; a partition column has one value per record");
        }
    }

    /** {@return whether {@code column} can be a partition column} @param column the column */
    public static boolean supported(ColumnDescriptor column) {
        return kind(column) != null && column.maxRepetitionLevel() == 0;
    }

    /**
     * {@return the directory text of physical value {@code value} of {@code column}, or null for null}
     *
     * @param column a column {@link #check} accepts
     * @param value the physical value ({@code byte[]} is accepted for strings, as UTF-8)
     */
    public static String format(ColumnDescriptor column, Object value) {
        if (value == null) {
            return null;
        }
        return switch (kind(column)) {
            case STRING -> value instanceof byte[] b ? new String(b, StandardCharsets.UTF_8) : (String) value;
            case INT, LONG, BOOLEAN -> value.toString();
            case UNSIGNED_INT -> Integer.toUnsignedString((Integer) value);
            case UNSIGNED_LONG -> Long.toUnsignedString((Long) value);
            case DATE -> LocalDate.ofEpochDay((Integer) value).toString();
            case DECIMAL_INT -> BigDecimal.valueOf((Integer) value, column.type().decimalScale()).toPlainString();
            case DECIMAL_LONG -> BigDecimal.valueOf((Long) value, column.type().decimalScale()).toPlainString();
        };
    }

    /**
     * {@return the physical value of directory text {@code text} of {@code column}, or null for null}
     *
     * @param column a column {@link #check} accepts
     * @param text the unescaped directory value, null for the default partition
     * @param location the file, for the message
     * @throws ParquetException naming the file and column when the text is no value of the column's type
     */
    public static Object parse(ColumnDescriptor column, String text, String location) {
        if (text == null) {
            return null;
        }
        try {
            return switch (kind(column)) {
                case STRING -> text;
                case INT -> Integer.parseInt(text);
                case UNSIGNED_INT -> Integer.parseUnsignedInt(text);
                case LONG -> Long.parseLong(text);
                case UNSIGNED_LONG -> Long.parseUnsignedLong(text);
                case BOOLEAN -> {
                    if (!text.equals("true") && !text.equals("false")) {
                        throw new IllegalArgumentException("not true or false");
                    }
                    yield Boolean.parseBoolean(text);
                }
                case DATE -> (int) LocalDate.parse(text).toEpochDay();
                case DECIMAL_INT -> new BigDecimal(text).setScale(column.type().decimalScale()).unscaledValue().intValueExact();
                case DECIMAL_LONG -> new BigDecimal(text).setScale(column.type().decimalScale()).unscaledValue().longValueExact();
            };
        } catch (RuntimeException e) {
            throw new ParquetException(location + ": partition directory value '" + text + "' is no value of column "
                    + column.path() + " (" + column.type() + "): " + e.getMessage(), e);
        }
    }
}
