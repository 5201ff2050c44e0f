/**
 * Annotations that map Java records and classes to Apache Parquet schemas at compile time.
 *
 * <p>Put {@link io.parquetry.annotation.ParquetRecord} on a record or class; the Parquetry
 * annotation processor then generates {@code <Type>Parquet} next to it, holding the schema and
 * the code that writes and reads instances. The other annotations refine how single properties
 * map. Nullability comes from any annotation whose simple name is {@code NotNull},
 * {@code NonNull}, {@code Nonnull} (the value is {@code required}) or {@code Nullable}, from any
 * package, on the property or on a type argument ({@code List<@NonNull String>}).
 */
package io.parquetry.annotation;
