package io.parquetry.spi;

/**
 * The registration of one generated mapper, found with {@link java.util.ServiceLoader}: the
 * annotation processor nests a {@code Registration} class implementing this in every
 * {@code <Record>Parquet} class and lists them in
 * {@code META-INF/services/io.parquetry.spi.GeneratedMapper}, so that
 * {@code Parquet.mapper(type)} finds mappers without loading classes by name (which native images
 * and the module path would need configured). On the module path, declare
 * {@code provides io.parquetry.spi.GeneratedMapper with <Record>Parquet.Registration} in the
 * module that holds the records.
 *
 * <p>Implementations are stateless and thread-safe.
 */
public interface GeneratedMapper {
    /** {@return the {@code @ParquetRecord} type this mapper maps} */
    Class<?> recordType();

    /** {@return the mapper (the generated class's single instance)} */
    RecordMapper<?> mapper();
}
