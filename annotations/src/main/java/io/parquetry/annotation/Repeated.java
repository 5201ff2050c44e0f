package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a collection or array property as a bare {@code repeated} field instead of the standard
 * three-level {@code LIST} group. The schema is smaller and matches the Dremel paper's model, but
 * the layout cannot tell a {@code null} collection from an empty one (both read back empty) and
 * elements cannot be {@code null}; elements must be scalars or records.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface Repeated {
}
