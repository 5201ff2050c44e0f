package io.parquetry.processor.model;

import io.parquetry.annotation.TimeUnit;

/**
 * The logical type annotation of a leaf column. Mirrors the members of
 * {@code io.parquetry.base.LogicalType} the mapper can emit; {@link None} when the column has none.
 */
public sealed interface LogicalTypeInfo {

    /** No logical type: the physical type alone. */
    record None() implements LogicalTypeInfo {
    }

    /** UTF-8 text. */
    record StringType() implements LogicalTypeInfo {
    }

    /** UTF-8 JSON text. */
    record JsonType() implements LogicalTypeInfo {
    }

    /** Enum constant name as UTF-8. */
    record EnumType() implements LogicalTypeInfo {
    }

    /** 16-byte big-endian UUID. */
    record UuidType() implements LogicalTypeInfo {
    }

    /** Days since 1970-01-01. */
    record DateType() implements LogicalTypeInfo {
    }

    /** Unscaled two's complement value. */
    record DecimalType(int precision, int scale) implements LogicalTypeInfo {
    }

    /** Time of day in {@code unit}. */
    record TimeType(boolean adjustedToUtc, TimeUnit unit) implements LogicalTypeInfo {
    }

    /** Instant or local date-time in {@code unit} since the epoch. */
    record TimestampType(boolean adjustedToUtc, TimeUnit unit) implements LogicalTypeInfo {
    }

    /** Integer of {@code bitWidth} bits (8, 16, 32, 64), signed or not. */
    record IntType(int bitWidth, boolean signed) implements LogicalTypeInfo {
    }

    /** The shared {@link None} instance. */
    LogicalTypeInfo NONE = new None();

    /** The annotation text in Parquet's schema syntax, e.g. {@code (STRING)}; empty for none. */
    default String schemaText() {
        if (this instanceof None) {
            return "";
        } else if (this instanceof StringType) {
            return " (STRING)";
        } else if (this instanceof JsonType) {
            return " (JSON)";
        } else if (this instanceof EnumType) {
            return " (ENUM)";
        } else if (this instanceof UuidType) {
            return " (UUID)";
        } else if (this instanceof DateType) {
            return " (DATE)";
        } else if (this instanceof DecimalType d) {
            return " (DECIMAL(" + d.precision() + "," + d.scale() + "))";
        } else if (this instanceof TimeType t) {
            return " (TIME(" + t.unit() + "," + t.adjustedToUtc() + "))";
        } else if (this instanceof TimestampType t) {
            return " (TIMESTAMP(" + t.unit() + "," + t.adjustedToUtc() + "))";
        } else if (this instanceof IntType i) {
            return " (INTEGER(" + i.bitWidth() + "," + i.signed() + "))";
        }
        throw new IllegalStateException("unknown logical type " + this);
    }
}
