package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Writes a split-block bloom filter for a property's column(s) in every row group: the property's
 * own column, or for a collection, array or map the columns of its elements, keys and values (not
 * the columns of nested records, whose own properties carry their own {@code @BloomFilter}).
 * Readers use the filters to skip row groups that cannot hold a value an equality or {@code in}
 * filter asks for, which statistics cannot do on unsorted, high-cardinality columns such as ids.
 *
 * <pre>{@code
 * @ParquetRecord
 * record Order(long id,
 *              @BloomFilter(ndv = 100_000) String customer,
 *              @BloomFilter(ndv = 5_000, fpp = 0.001) List<String> skus) {}
 * }</pre>
 *
 * <p>The filter is sized for {@link #ndv()} distinct values per row group at false-positive
 * probability {@link #fpp()} (at most 1 MiB per filter): too small an {@code ndv} fills the filter
 * and it stops ruling anything out, too large wastes space in every row group. The annotation
 * processor rejects an {@code ndv} below 1, an {@code fpp} not strictly between 0 and 1, and
 * BOOLEAN columns, which take no bloom filter. A writer option for the same column
 * ({@code ParquetWriter.Builder.bloomFilter}) overrides it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface BloomFilter {
    /** {@return the number of distinct values expected in one row group of each column; at least 1} */
    long ndv();

    /** {@return the probability that the filter answers "maybe" for an absent value; strictly between 0 and 1} */
    double fpp() default 0.01;
}
