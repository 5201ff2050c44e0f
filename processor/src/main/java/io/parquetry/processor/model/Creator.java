package io.parquetry.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Objects;

/**
 * The constructor or static factory generated code calls to assemble an instance:
 * {@code new T(p0, p1, ...)} or {@code T.factory(p0, p1, ...)}. Empty parameters mean the
 * no-argument constructor (or factory), followed by setters and field writes.
 *
 * @param factory the name of the static factory method of the type, or {@code null} for a constructor
 */
public record Creator(List<Parameter> parameters, String factory) {

    public Creator {
        parameters = List.copyOf(parameters);
    }

    /** A constructor call. */
    public Creator(List<Parameter> parameters) {
        this(parameters, null);
    }

    /**
     * One constructor parameter.
     *
     * @param propertyName the {@link PropertyModel#javaName()} whose value is passed, or {@code null}
     *     for an ignored record component, which receives {@code type}'s default value
     * @param type the parameter type
     */
    public record Parameter(String propertyName, TypeName type) {
        public Parameter {
            Objects.requireNonNull(type);
        }
    }
}
