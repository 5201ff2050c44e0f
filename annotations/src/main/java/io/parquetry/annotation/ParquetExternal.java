package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Maps a class you cannot annotate (from a library jar) as if it carried {@link ParquetRecord}.
 * Put it on any class of yours or on a package ({@code package-info.java}):
 *
 * <pre>{@code
 * @ParquetExternal(value = Money.class, factory = "of", parameters = {"currencyCode", "amount"})
 * final class Mappings {}
 * }</pre>
 *
 * <p>The class's properties are its public getters ({@code getX}, {@code isX} for
 * {@code boolean}) and public fields; instances are created by its public constructor or by the
 * public static method {@link #factory()}, whose parameters take the properties named by
 * {@link #parameters()} in order (or, when that is empty, the properties named like the
 * parameters, which needs a class compiled with {@code javac -parameters}). Properties the
 * creator does not take must have a public setter or be listed in {@link #ignore()}. A mismatch
 * is a compile error on this annotation naming the property and the types.
 *
 * <p>The class's methods carry no Parquetry annotations; a {@link #mixin()} supplies them: an
 * interface of yours whose methods are named like the getters and carry the annotations the
 * getters would ({@code @Decimal}, {@code @ParquetField}, {@code @ParquetConverter},
 * {@code @ParquetIgnore}, nullness as a declaration annotation...):
 *
 * <pre>{@code
 * interface MoneyColumns {
 *     @Decimal(precision = 18, scale = 2) BigDecimal getAmount();
 *     @ParquetField(name = "currency") String getCurrencyCode();
 * }
 * }</pre>
 *
 * <p>The processor generates the mapper {@code <Simple>Parquet} in the package of the declaring
 * class or package (not in the library's package) and registers it for {@code ServiceLoader}, so
 * {@code Parquet.writer(Money.class, ...)} and {@code Parquet.reader(Money.class, ...)} find it.
 * Records compiled together with the declaration map a property of that class as a group with the
 * same properties. One declaration per class in a compilation.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
@Repeatable(ParquetExternals.class)
public @interface ParquetExternal {
    /**
     * The class to map.
     *
     * @return a non-generic class or record, not an enum or interface (unless {@link #factory()} creates it)
     */
    Class<?> value();

    /**
     * The public static method of {@link #value()} that creates instances.
     *
     * @return the method name; empty for a public constructor
     */
    String factory() default "";

    /**
     * The properties the constructor or factory takes, in parameter order.
     *
     * @return property names (from the getters: {@code getCurrencyCode()} is {@code currencyCode});
     *     empty to match the parameters' own names
     */
    String[] parameters() default {};

    /**
     * Properties that are not stored (derived getters such as {@code isZero()}).
     *
     * @return property names
     */
    String[] ignore() default {};

    /**
     * A type whose methods, named like the class's getters, carry the annotations of those properties.
     *
     * @return the mixin interface or class; {@code void.class} for none
     */
    Class<?> mixin() default void.class;

    /**
     * How property names become column names.
     *
     * @return the naming strategy
     */
    NamingStrategy naming() default NamingStrategy.AS_WRITTEN;
}
