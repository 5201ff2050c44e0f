package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Renames a property in the Parquet schema and/or gives it a Parquet {@code field_id}.
 *
 * <p>Put it on a record component, a field, a getter or a constructor parameter.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface ParquetField {

    /** {@return the Parquet field name; empty means "derive it from the Java name by the naming strategy"} */
    String name() default "";

    /** {@return the Parquet {@code field_id} (zero or more); {@code -1} means "none"} */
    int id() default -1;
}
