package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Chooses the unit of a {@code TIME} column (not adjusted to UTC) for a
 * {@link java.time.LocalTime}. Without it the unit is {@link TimeUnit#MICROS}. {@code MILLIS} is
 * stored as {@code INT32}, {@code MICROS} and {@code NANOS} as {@code INT64}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.TYPE_USE})
public @interface Time {

    /** {@return the stored resolution; finer parts of a value are truncated on write} */
    TimeUnit unit() default TimeUnit.MICROS;
}
