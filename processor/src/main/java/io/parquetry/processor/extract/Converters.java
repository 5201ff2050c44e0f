package io.parquetry.processor.extract;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.PropertyModel;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds the value converter of a property ({@code @ParquetConverter} on it, else a
 * {@code @ParquetConverters} registration on its type, an enclosing type or the package) and
 * checks that it fits: a concrete class with a public no-argument constructor implementing
 * {@code io.parquetry.spi.ValueConverter<J, P>} with {@code J} the property's type.
 */
final class Converters {

    static final String CONVERTER = "io.parquetry.annotation.ParquetConverter";
    static final String CONVERTERS = "io.parquetry.annotation.ParquetConverters";
    static final String SPI = "io.parquetry.spi.ValueConverter";

    /**
     * A converter that fits.
     *
     * @param conversion the model's view of it
     * @param parquetType {@code P}: the type to map instead of the property's
     * @param element the converter class, whose annotations ({@code @Decimal}, ...) apply to {@code P}
     */
    record Resolved(PropertyModel.Conversion conversion, TypeMirror parquetType, TypeElement element) {
    }

    /** Returned when a converter was named but does not fit (reported). */
    static final Resolved FAILED = new Resolved(null, null, null);

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;

    Converters(Elements elements, Types types, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
    }

    /**
     * The converter of a property, {@code null} when it has none, {@link #FAILED} when the one it
     * names does not fit.
     *
     * @param owner the record or class declaring the property
     */
    Resolved of(String property, TypeMirror type, List<Element> declarations, Element blame, TypeElement owner) {
        AnnotationMirror declared = declared(declarations);
        if (declared != null) {
            TypeMirror[] args = typeArguments(classValue(declared));
            if (args != null && !types.isSameType(args[0], boxed(type)) && parts(type).stream().anyMatch(
                    p -> types.isSameType(args[0], boxed(p)))) {
                return null; // for the elements, keys or values: see ofPart
            }
            return check(property, type, classValue(declared), blame, declared, owner);
        }
        return registered(property, type, blame, owner);
    }

    private static AnnotationMirror declared(List<Element> declarations) {
        for (Element d : declarations) {
            if (d == null) {
                continue;
            }
            for (AnnotationMirror m : d.getAnnotationMirrors()) {
                if (Annots.qualifiedName(m).equals(CONVERTER)) {
                    return m;
                }
            }
        }
        return null;
    }

    /** The element type of a collection or array, or the key and value types of a map; else none. */
    private List<TypeMirror> parts(TypeMirror type) {
        if (type instanceof javax.lang.model.type.ArrayType a) {
            return List.of(a.getComponentType());
        }
        if (!(type instanceof DeclaredType d)) {
            return List.of();
        }
        String qn = ((TypeElement) d.asElement()).getQualifiedName().toString();
        return switch (qn) {
            case "java.util.List", "java.util.Set", "java.util.Collection", "java.util.Map" ->
                    List.copyOf(d.getTypeArguments());
            default -> List.of();
        };
    }

    private TypeMirror boxed(TypeMirror type) {
        return type.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) type).asType() : type;
    }

    /**
     * The converter of a list element, map key or map value of type {@code type}: the property's
     * {@code @ParquetConverter} when it converts {@code type}
     * ({@code @ParquetConverter(UriConverter.class) List<URI>}), else a {@code @ParquetConverters}
     * registration for {@code type}; {@code null} for none, {@link #FAILED} when the one it names
     * does not fit.
     *
     * @param declarations the property's declarations
     */
    Resolved ofPart(String property, TypeMirror type, List<Element> declarations, Element blame, TypeElement owner) {
        AnnotationMirror declared = declared(declarations);
        if (declared != null) {
            TypeMirror[] args = typeArguments(classValue(declared));
            if (args != null && types.isSameType(args[0], boxed(type))) {
                return check(property, type, classValue(declared), blame, declared, owner);
            }
        }
        return registered(property, type, blame, owner);
    }

    /** A {@code @ParquetConverters} registration for {@code type} in the scopes of {@code owner}. */
    private Resolved registered(String property, TypeMirror type, Element blame, TypeElement owner) {
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        for (Element scope = owner; scope != null; scope = scope.getEnclosingElement()) {
            if (!(scope instanceof TypeElement) && !(scope instanceof PackageElement)) {
                continue;
            }
            for (AnnotationMirror m : scope.getAnnotationMirrors()) {
                if (!Annots.qualifiedName(m).equals(CONVERTERS)) {
                    continue;
                }
                TypeMirror found = null;
                for (AnnotationValue v : values(m)) {
                    TypeMirror c = (TypeMirror) v.getValue();
                    TypeMirror[] args = typeArguments(c);
                    if (args != null && types.isSameType(types.erasure(args[0]), types.erasure(type))) {
                        if (found != null) {
                            reporter.error(blame, Message.CONVERTER_REGISTERED_TWICE, property, type, found, c, scope);
                            return FAILED;
                        }
                        found = c;
                    }
                }
                if (found != null) {
                    return check(property, type, found, blame, m, owner);
                }
            }
            if (scope instanceof PackageElement) {
                break;
            }
        }
        return null;
    }

    private static boolean visible(Element e, boolean samePackage) {
        return e.getModifiers().contains(Modifier.PUBLIC) || samePackage && !e.getModifiers().contains(Modifier.PRIVATE);
    }

    private Resolved check(String property, TypeMirror type, TypeMirror converter, Element blame, AnnotationMirror at,
            TypeElement owner) {
        TypeElement c = converter.getKind() == TypeKind.DECLARED ? (TypeElement) types.asElement(converter) : null;
        TypeMirror[] args = typeArguments(converter);
        if (c == null || args == null || c.getKind() != ElementKind.CLASS || c.getModifiers().contains(Modifier.ABSTRACT)
                || !c.getTypeParameters().isEmpty()) {
            reporter.error(blame, at, Message.CONVERTER_NOT_A_CONVERTER, converter, property);
            return FAILED;
        }
        TypeMirror propertyType = boxed(type);
        if (!types.isSameType(args[0], propertyType) || args[1].getKind() != TypeKind.DECLARED) {
            reporter.error(blame, at, Message.CONVERTER_TYPE_MISMATCH, converter, args[0], args[1], property, type);
            return FAILED;
        }
        // generated code lives in the owner's package: it needs the class and a no-argument constructor
        boolean samePackage = elements.getPackageOf(c).equals(elements.getPackageOf(owner));
        boolean constructor = false;
        for (ExecutableElement k : ElementFilter.constructorsIn(c.getEnclosedElements())) {
            constructor |= k.getParameters().isEmpty() && visible(k, samePackage);
        }
        boolean reachable = true;
        for (Element e = c; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            reachable &= visible(t, samePackage) && (!t.getNestingKind().isNested() || t.getModifiers().contains(Modifier.STATIC)
                    || t.getKind() != ElementKind.CLASS);
        }
        if (!constructor || !reachable) {
            reporter.error(blame, at, Message.CONVERTER_NO_CONSTRUCTOR, converter, property);
            return FAILED;
        }
        return new Resolved(new PropertyModel.Conversion(ClassName.get(c), TypeName.get(args[1])), args[1], c);
    }

    /** {@code [J, P]} of the {@code ValueConverter} {@code converter} implements, or null. */
    private TypeMirror[] typeArguments(TypeMirror converter) {
        TypeElement spi = elements.getTypeElement(SPI);
        if (spi == null) {
            return null;
        }
        Deque<TypeMirror> todo = new ArrayDeque<>(List.of(converter));
        while (!todo.isEmpty()) {
            TypeMirror t = todo.pop();
            if (t instanceof DeclaredType d && d.asElement().equals(spi)) {
                List<? extends TypeMirror> a = d.getTypeArguments();
                return a.size() == 2 && a.get(0).getKind() == TypeKind.DECLARED && a.get(1).getKind() != TypeKind.TYPEVAR
                        ? new TypeMirror[] {a.get(0), a.get(1)} : null;
            }
            todo.addAll(types.directSupertypes(t));
        }
        return null;
    }

    private static TypeMirror classValue(AnnotationMirror m) {
        for (var e : m.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals("value")) {
                return (TypeMirror) e.getValue().getValue();
            }
        }
        throw new IllegalStateException("@ParquetConverter without value");
    }

    @SuppressWarnings("unchecked")
    private static List<? extends AnnotationValue> values(AnnotationMirror m) {
        for (var e : m.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals("value")) {
                Object v = e.getValue().getValue();
                return v instanceof List<?> l ? (List<? extends AnnotationValue>) l : List.of(e.getValue());
            }
        }
        return List.of();
    }
}
