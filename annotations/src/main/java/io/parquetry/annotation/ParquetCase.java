package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a permitted subtype of a sealed interface or sealed abstract class that is stored as a
 * tagged union. A property whose type is such a sealed type becomes one group holding a required
 * {@code kind} column (the case name of the value's subtype) and one optional group per case, named
 * after the case; without this annotation a case is named after its simple class name.
 *
 * <pre>{@code
 * public sealed interface Payment permits Card, Transfer {}
 * @ParquetCase("card") public record Card(String number) implements Payment {}
 * public record Transfer(String iban) implements Payment {}
 * }</pre>
 *
 * <p>Renaming a case changes the discriminator values and the group name in the file: files
 * written before still name the old case.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ParquetCase {
    /**
     * The case name: the value of the discriminator column and the name of the case's group.
     *
     * @return the case name, not empty
     */
    String value();
}
