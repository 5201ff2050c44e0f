package io.parquetry.processor.extract;

import io.parquetry.annotation.NamingStrategy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * One {@code @ParquetExternal} declaration: a class the user cannot annotate, mapped as if it were
 * a {@code @ParquetRecord}, with how to create its instances.
 *
 * @param holder the class or package carrying the annotation: where errors are shown and whose
 *     package the generated mapper goes to
 * @param annotation the {@code @ParquetExternal} mirror
 * @param target the mapped type as written ({@code value}); {@code null} when it is not a class
 * @param factory the static factory method's name, or empty for a constructor
 * @param parameters the properties the creator takes in order; empty to match parameter names
 * @param ignore the properties that are not stored
 * @param naming how property names become column names
 * @param mixin the type whose getter-named methods carry the properties' annotations, or {@code null}
 */
public record External(Element holder, AnnotationMirror annotation, TypeMirror target, String factory,
        List<String> parameters, List<String> ignore, NamingStrategy naming, TypeElement mixin) {

    static final String PARQUET_EXTERNAL = AnnotationRules.ANN + "ParquetExternal";
    static final String PARQUET_EXTERNALS = AnnotationRules.ANN + "ParquetExternals";

    public External {
        parameters = List.copyOf(parameters);
        ignore = List.copyOf(ignore);
    }

    /** The qualified names of the annotations {@link #of} reads. */
    public static List<String> annotationNames() {
        return List.of(PARQUET_EXTERNAL, PARQUET_EXTERNALS);
    }

    /** The mapped class, or {@code null} when {@code value} names no declared type. */
    public TypeElement type() {
        return target instanceof DeclaredType d && d.asElement() instanceof TypeElement t ? t : null;
    }

    /** The package the generated mapper goes to: the holder's. */
    public String mapperPackage() {
        Element e = holder;
        while (!(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        return ((PackageElement) e).getQualifiedName().toString();
    }

    /**
     * The mapper generated for the declared class: in the holder's package, named as for an
     * annotated type ({@code Outer_InnerParquet}); {@code null} when {@code value} names no class.
     */
    public com.palantir.javapoet.ClassName mapperName() {
        TypeElement t = type();
        return t == null ? null : com.palantir.javapoet.ClassName.get(mapperPackage(),
                String.join("_", com.palantir.javapoet.ClassName.get(t).simpleNames()) + "Parquet");
    }

    /** Every declaration on {@code holder}, direct or inside the container annotation. */
    public static List<External> of(Element holder, Elements elements) {
        List<External> out = new ArrayList<>();
        for (AnnotationMirror m : holder.getAnnotationMirrors()) {
            String name = Annots.qualifiedName(m);
            if (name.equals(PARQUET_EXTERNAL)) {
                out.add(read(holder, m, elements));
            } else if (name.equals(PARQUET_EXTERNALS)) {
                for (Object v : list(values(m, elements).get("value"))) {
                    out.add(read(holder, (AnnotationMirror) v, elements));
                }
            }
        }
        return out;
    }

    private static External read(Element holder, AnnotationMirror m, Elements elements) {
        Map<String, Object> v = values(m, elements);
        NamingStrategy naming = NamingStrategy.valueOf(((VariableElement) v.get("naming")).getSimpleName().toString());
        TypeMirror mixin = (TypeMirror) v.get("mixin");
        return new External(holder, m, (TypeMirror) v.get("value"), (String) v.get("factory"), strings(v.get("parameters")),
                strings(v.get("ignore")), naming,
                mixin instanceof DeclaredType d && d.asElement() instanceof TypeElement t ? t : null);
    }

    private static Map<String, Object> values(AnnotationMirror m, Elements elements) {
        Map<String, Object> out = new java.util.HashMap<>();
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(m).entrySet()) {
            out.put(e.getKey().getSimpleName().toString(), e.getValue().getValue());
        }
        return out;
    }

    private static List<Object> list(Object value) {
        List<Object> out = new ArrayList<>();
        if (value instanceof List<?> l) {
            for (Object o : l) {
                out.add(o instanceof AnnotationValue av ? av.getValue() : o);
            }
        }
        return out;
    }

    private static List<String> strings(Object value) {
        return list(value).stream().map(String::valueOf).toList();
    }
}
