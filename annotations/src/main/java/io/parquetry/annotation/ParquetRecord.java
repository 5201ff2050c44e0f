package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record or a concrete class whose instances are written to and read from Parquet.
 *
 * <p>Records map through their components (accessor + canonical constructor). Classes map through
 * getters ({@code getX}, {@code isX} for {@code boolean}) and either setters with a no-argument
 * constructor, a constructor whose parameter names and types match the properties, or public
 * non-final fields. Types referenced by a property (a nested record or class) become Parquet
 * groups under the same rules, with or without this annotation; without it they inherit the
 * naming strategy of the type that references them.
 *
 * <p>Retained at run time so that tools can tell mapped types apart without loading generated code.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ParquetRecord {

    /** {@return how Java property names become Parquet column names; {@link ParquetField#name()} wins} */
    NamingStrategy naming() default NamingStrategy.AS_WRITTEN;
}
