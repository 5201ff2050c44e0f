package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Chooses the value encoding of a property's column(s): the property's own column, or for a
 * collection, array or map the columns of its elements, keys and values (not the columns of
 * nested records, whose own properties carry their own {@code @ParquetEncoding}).
 *
 * <pre>{@code
 * @ParquetRecord
 * record Tick(@ParquetEncoding(Encoding.DELTA_BINARY_PACKED) long timestamp,
 *             @ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) double price) {}
 * }</pre>
 *
 * <p>The annotation processor rejects an encoding that cannot encode the column's physical type.
 * A writer option for the same column ({@code ParquetWriter.Builder.encoding}) overrides it.
 * Without it the writer uses a dictionary, falling back to its default encoding.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface ParquetEncoding {
    /** {@return the encoding} */
    Encoding value();
}
