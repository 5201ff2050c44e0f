package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares the engines that must read the files a record is written to. The annotation
 * processor then fails at every property whose mapping one of them cannot read (a
 * {@code UUID} for Spark, say), naming the engine, what it refuses and the annotation that makes
 * the property readable; see {@link EngineFeature} for the table.
 *
 * <pre>{@code
 * @ParquetRecord
 * @ParquetTarget({Engine.SPARK, Engine.DUCKDB})
 * record Order(long id, @Uuid(as = UuidFormat.STRING) UUID customer, Instant at) {}
 * }</pre>
 *
 * <p>Put it on a {@code @ParquetRecord} type or on a package ({@code package-info.java}); the
 * processor option {@code -Aparquetry.target=spark,duckdb} sets it for a whole build. The
 * nearest declaration wins: the type's, else its package's, else the build's
 * ({@code @ParquetTarget({})} declares none). Nested records are checked against the targets of
 * every record that contains them, plus their own. The writer takes the same list with
 * {@code ParquetWriter.Builder.target(...)} and refuses codecs and encodings a target cannot read;
 * a generated mapper hands its record's targets to the writer.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface ParquetTarget {

    /** {@return the engines that read the files} */
    Engine[] value();
}
