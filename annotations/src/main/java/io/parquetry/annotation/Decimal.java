package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Maps a {@link java.math.BigDecimal} to the Parquet {@code DECIMAL(precision, scale)} logical type;
 * required on every {@code BigDecimal} property and type argument. Values are stored on
 * {@code INT32} (precision up to 9), {@code INT64} (up to 18) or the smallest
 * {@code FIXED_LEN_BYTE_ARRAY} that holds the precision. Writing a value whose scale differs
 * from {@code scale} or whose digits exceed {@code precision} fails.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.TYPE_USE})
public @interface Decimal {

    /** {@return total number of significant decimal digits, 1 to 38} */
    int precision();

    /** {@return digits after the decimal point, 0 to {@code precision}} */
    int scale() default 0;
}
