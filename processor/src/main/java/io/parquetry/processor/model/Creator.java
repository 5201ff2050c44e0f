package io.parquetry.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Objects;

/**
 * The constructor generated code calls to assemble an instance: {@code new T(p0, p1, ...)}. Empty
 * parameters mean the no-argument constructor, followed by setters and field writes.
 */
public record Creator(List<Parameter> parameters) {

    public Creator {
        parameters = List.copyOf(parameters);
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
