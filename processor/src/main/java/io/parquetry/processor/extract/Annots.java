package io.parquetry.processor.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The annotations that apply to one value: type-use annotations of its type mirror plus, for a
 * property's top-level type, the declaration annotations of every element the property is made of
 * (record component, accessor, field, getter, setter, constructor parameter).
 */
final class Annots {

    private static final Set<String> NOT_NULL = Set.of("NotNull", "NonNull", "Nonnull");
    private static final String NULLABLE = "Nullable";

    private final List<AnnotationMirror> mirrors;

    private Annots(List<AnnotationMirror> mirrors) {
        this.mirrors = mirrors;
    }

    static Annots of(List<? extends AnnotationMirror> typeAnnotations, List<? extends Element> declarations) {
        List<AnnotationMirror> all = new ArrayList<>(typeAnnotations);
        for (Element e : declarations) {
            if (e != null) {
                all.addAll(e.getAnnotationMirrors());
            }
        }
        return new Annots(all);
    }

    static Annots ofType(List<? extends AnnotationMirror> typeAnnotations) {
        return new Annots(new ArrayList<>(typeAnnotations));
    }

    /** These annotations plus {@code more}. */
    Annots plus(Annots more) {
        List<AnnotationMirror> all = new ArrayList<>(mirrors);
        all.addAll(more.mirrors);
        return new Annots(all);
    }

    /** Only the annotations of {@code qualifiedNames}. */
    Annots only(Set<String> qualifiedNames) {
        List<AnnotationMirror> kept = new ArrayList<>();
        for (AnnotationMirror m : mirrors) {
            if (qualifiedNames.contains(qualifiedName(m))) {
                kept.add(m);
            }
        }
        return new Annots(kept);
    }

    /** The first annotation of type {@code qualifiedName}, or {@code null}. */
    AnnotationMirror find(String qualifiedName) {
        for (AnnotationMirror m : mirrors) {
            if (qualifiedName(m).equals(qualifiedName)) {
                return m;
            }
        }
        return null;
    }

    /** A not-null annotation is present and no {@code @Nullable}. */
    boolean notNull() {
        boolean notNull = false;
        for (AnnotationMirror m : mirrors) {
            String simple = simpleName(m);
            if (simple.equals(NULLABLE)) {
                return false;
            }
            notNull |= NOT_NULL.contains(simple);
        }
        return notNull;
    }

    /** A {@code @Nullable} (from any package) is present. */
    boolean nullable() {
        for (AnnotationMirror m : mirrors) {
            if (simpleName(m).equals(NULLABLE)) {
                return true;
            }
        }
        return false;
    }

    static String qualifiedName(AnnotationMirror m) {
        return ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString();
    }

    private static String simpleName(AnnotationMirror m) {
        return m.getAnnotationType().asElement().getSimpleName().toString();
    }
}
