package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link String} holding a JSON document: the column gets the {@code JSON} logical type
 * instead of {@code STRING}. The text is stored as is, not validated.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.TYPE_USE})
public @interface Json {
}
