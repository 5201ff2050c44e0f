package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Registers converters once for every property of their Java type: on a record or class (its
 * properties and those of the types declared inside it), or on a package
 * ({@code package-info.java}). The scope is where a type is declared, not where it is used, so a
 * type maps the same way wherever it is reached. A property's own {@link ParquetConverter} wins
 * over a registration; the type's registration wins over an enclosing type's, which wins over the
 * package's. See {@link ParquetConverter} for what a
 * converter is.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface ParquetConverters {
    /**
     * The converter classes; at most one per Java type.
     *
     * @return {@code ValueConverter} implementations, each with a no-argument constructor
     */
    Class<?>[] value();
}
