package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a property of a type Parquet mapping does not support (a class from another library, a
 * value type you cannot annotate) through a converter: a class implementing
 * {@code io.parquetry.spi.ValueConverter<J, P>}, where {@code J} is the property's type and
 * {@code P} a type the mapping supports (String, a number, BigDecimal with {@code @Decimal} on the
 * converter class, a {@code java.time} type, a record...). The column is {@code P}'s column; the
 * generated mapper calls the converter directly (one instance per mapper, no reflection). A null
 * property is written as null without calling the converter, and null is read back as null.
 * The converter must be a non-abstract class with a public no-argument constructor and must be
 * safe to call from several threads.
 *
 * <p>On a collection, array or map property whose type is not {@code J}, the converter applies to
 * the elements, or to the map's keys and values, whose type is {@code J}:
 * {@code @ParquetConverter(UriConverter.class) List<URI> links},
 * {@code @ParquetConverter(MoneyConverter.class) Map<String, Money> prices} (a key must convert
 * to a scalar). A {@link ParquetConverters} registration applies to elements, keys and values of
 * its types too. (Not a type-use annotation, so that {@code @ParquetConverter(...) java.net.URI}
 * stays valid Java.)
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD})
public @interface ParquetConverter {
    /**
     * The converter class.
     *
     * @return a {@code ValueConverter} implementation with a no-argument constructor
     */
    Class<?> value();
}
