package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Chooses the unit of a {@code TIMESTAMP} column for an {@link java.time.Instant} (adjusted to UTC)
 * or {@link java.time.LocalDateTime} (not adjusted). Without it the unit is
 * {@link TimeUnit#MICROS}. All units are stored as {@code INT64}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.TYPE_USE})
public @interface Timestamp {

    /** {@return the stored resolution; finer parts of a value are truncated on write} */
    TimeUnit unit() default TimeUnit.MICROS;
}
