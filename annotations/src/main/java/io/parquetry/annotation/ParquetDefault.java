package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value a property reads as when the file has no column for it (schema evolution: a field
 * added to the record after the file was written).
 *
 * <pre>{@code
 * @ParquetRecord
 * record Customer(String name,
 *                 @ParquetDefault("0") int loyaltyPoints,       // added in version 2
 *                 @ParquetDefault("BRONZE") Tier tier) {}       // an enum constant's name
 * }</pre>
 *
 * <p>Without a default, a required (primitive or non-null) property the file lacks fails when the
 * file is opened, and a nullable or {@code Optional} one reads as {@code null} or empty; with it
 * both read as the default. A default never replaces a value (or a null) the file has.
 *
 * <p>The literal is checked at compile time against the property's type: {@code true}/{@code false}
 * for booleans; a decimal integer within the column's range for {@code byte}, {@code short},
 * {@code int}, {@code long} (and {@link Unsigned} ones) and their boxes; a Java floating-point
 * literal or {@code NaN}/{@code Infinity}/{@code -Infinity} for {@code float} and {@code double};
 * any text for {@code String}; a constant name for an enum; an ISO date ({@code 2024-01-31})
 * for {@code LocalDate}. Other types (collections, nested records, {@code byte[]}, decimals,
 * times, UUIDs) cannot have a default.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface ParquetDefault {
    /** {@return the default value, written as described above} */
    String value();
}
