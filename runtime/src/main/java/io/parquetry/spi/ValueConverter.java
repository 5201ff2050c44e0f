package io.parquetry.spi;

/**
 * Converts the values of a property whose Java type Parquet mapping does not support ({@code J})
 * to and from a type it does ({@code P}); named by {@code @ParquetConverter} or
 * {@code @ParquetConverters}. Generated mappers hold one instance each and call it from any
 * thread that writes or reads: implementations must be thread-safe (stateless ones are). Neither
 * method is called with null.
 *
 * @param <J> the property's Java type
 * @param <P> the type stored in the file
 */
public interface ValueConverter<J, P> {

    /**
     * The value to store for {@code value}; not null.
     *
     * @param value the property value, not null
     * @return the value to store
     */
    P toParquet(J value);

    /**
     * The property value for stored {@code value}; not null.
     *
     * @param value the stored value, not null
     * @return the property value
     */
    J fromParquet(P value);
}
