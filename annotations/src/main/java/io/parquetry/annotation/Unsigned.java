package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an {@code int} or {@code long} (or their boxes) as unsigned: the column gets the logical
 * type {@code INT(32, false)} or {@code INT(64, false)}, and the Java bits are read as unsigned
 * (use {@link Integer#toUnsignedLong(int)} and friends to interpret them).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.TYPE_USE})
public @interface Unsigned {
}
