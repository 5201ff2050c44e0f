package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Shape mapping: turns a property's Java type into its Parquet shape (a leaf column, an optional,
 * a list, a map, a group for a nested record, a union for a sealed type), reporting the types it
 * cannot map; scalars go to {@link ScalarShapes}, nested records back to the {@link ModelExtractor}.
 * One per {@link ModelExtractor}; not thread-safe.
 */
final class ShapeMapper {
    private final Types types;
    private final Reporter reporter;
    private final boolean finalRound;
    /** The records being extracted, innermost first (shared with the {@link ModelExtractor}), for cycles. */
    private final Deque<String> stack;
    private final AnnotationRules rules;
    private final TargetRules targetRules;
    private final PropertyDiscovery discovery;
    private final ScalarShapes scalars;
    private final Converters converters;
    private final ModelExtractor owner;

    ShapeMapper(Types types, Reporter reporter, boolean finalRound, Deque<String> stack, AnnotationRules rules,
                TargetRules targetRules, PropertyDiscovery discovery, Converters converters, ModelExtractor owner) {
        this.types = types;
        this.reporter = reporter;
        this.finalRound = finalRound;
        this.stack = stack;
        this.rules = rules;
        this.targetRules = targetRules;
        this.discovery = discovery;
        this.scalars = new ScalarShapes(reporter, rules);
        this.converters = converters;
        this.owner = owner;
    }

    /** The shape of a list element, map key or map value, and its converter or {@code null}. */
    record Part(FieldShape shape, FieldShape.Converted conversion) {
    }

    /**
     * Maps a list element, map key or map value, through its converter when it has one
     * ({@link Converters#ofPart}); {@code null} after reporting an error.
     */
    Part part(TypeMirror type, Site site) {
        Converters.Resolved c = converters.ofPart(site.property(), type, site.declarations(), site.blame(), site.owner());
        if (c == Converters.FAILED) {
            return null;
        }
        Annots annots = Annots.ofType(type.getAnnotationMirrors());
        if (c == null) {
            FieldShape s = shape(type, annots, site);
            return s == null ? null : new Part(s, null);
        }
        // the converter class's annotations (@Decimal, ...) apply to its Parquet-side type
        FieldShape s = shape(c.parquetType(), annots.plus(Annots.of(List.of(), List.of(c.element()))), site);
        return s == null ? null : new Part(s, new FieldShape.Converted(c.conversion(), TypeName.get(type)));
    }

    /** Maps a property's declared type, handling {@code @Repeated}, which only applies at the top. */
    FieldShape topShape(TypeMirror type, Annots annots, Site site, List<Element> declarations) {
        AnnotationMirror repeated = AnnotationRules.find(declarations, REPEATED);
        if (repeated == null) {
            return shape(type, annots, site);
        }
        TypeMirror element = elementType(type);
        if (element == null) {
            reporter.error(site.blame(), repeated, Message.REPEATED_NOT_COLLECTION, site.property(), type);
            return null;
        }
        Annots elementAnnots = Annots.ofType(element.getAnnotationMirrors());
        if (elementAnnots.nullable()) {
            reporter.error(site.blame(), repeated, Message.REPEATED_NULLABLE_ELEMENT, site.property());
            return null;
        }
        Part part = part(element, site);
        if (part == null) {
            return null;
        }
        FieldShape elementShape = part.shape();
        FieldShape bare;
        if (elementShape instanceof FieldShape.Primitive p) {
            bare = new FieldShape.Primitive(Repetition.REPEATED, p.physicalType(), p.typeLength(), p.logicalType(),
                    p.javaKind(), p.javaType());
        } else if (elementShape instanceof FieldShape.Group g) {
            bare = new FieldShape.Group(Repetition.REPEATED, g.record());
        } else {
            reporter.error(site.blame(), repeated, Message.REPEATED_ELEMENT_NOT_SUPPORTED, site.property(), element);
            return null;
        }
        rules.checkValueAnnotations(annots, Set.of(), type, site);
        return new FieldShape.ListShape(Repetition.REPEATED, bare, containerKind(type), FieldShape.ListLayout.BARE_REPEATED,
                TypeName.get(type), part.conversion());
    }

    /** The element type of a collection or array (not {@code byte[]}), else {@code null}. */
    TypeMirror elementType(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            TypeMirror c = ((ArrayType) type).getComponentType();
            return c.getKind() == TypeKind.BYTE ? null : c;
        }
        if (type.getKind() == TypeKind.DECLARED && containerKind(type) != null) {
            List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
            return args.size() == 1 && args.get(0).getKind() != TypeKind.WILDCARD ? args.get(0) : null;
        }
        return null;
    }

    FieldShape.ContainerKind containerKind(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            return ((ArrayType) type).getComponentType().getKind().isPrimitive()
                    ? FieldShape.ContainerKind.PRIMITIVE_ARRAY : FieldShape.ContainerKind.ARRAY;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        return switch (qualifiedName(type)) {
            case "java.util.List" -> FieldShape.ContainerKind.LIST;
            case "java.util.Set" -> FieldShape.ContainerKind.SET;
            case "java.util.Collection" -> FieldShape.ContainerKind.COLLECTION;
            default -> null;
        };
    }

    static String qualifiedName(TypeMirror declared) {
        return ((TypeElement) ((DeclaredType) declared).asElement()).getQualifiedName().toString();
    }

    /** Maps any value type; {@code null} after reporting an error. */
    FieldShape shape(TypeMirror type, Annots annots, Site site) {
        Repetition nullable = annots.notNull() ? Repetition.REQUIRED : Repetition.OPTIONAL;
        TypeName javaType = TypeName.get(type);
        switch (type.getKind()) {
            case BOOLEAN:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.BOOLEAN);
            case BYTE:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.BYTE);
            case SHORT:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.SHORT);
            case INT:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.INT);
            case LONG:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.LONG);
            case FLOAT:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.FLOAT);
            case DOUBLE:
                return scalars.scalar(type, annots, site, Repetition.REQUIRED, JavaKind.DOUBLE);
            case CHAR:
                return unsupported(site, type, " (char has no Parquet type; use String or int)");
            case ARRAY: {
                TypeMirror component = ((ArrayType) type).getComponentType();
                if (component.getKind() == TypeKind.BYTE) {
                    return scalars.scalar(type, annots, site, nullable, JavaKind.BYTES);
                }
                return list(type, component, annots, site, nullable);
            }
            case TYPEVAR:
                reporter.error(site.blame(), Message.TYPE_VARIABLE, site.property(), type);
                return null;
            case WILDCARD:
                reporter.error(site.blame(), Message.WILDCARD_TYPE, site.property(), type);
                return null;
            case ERROR:
                if (!finalRound) {
                    throw new DeferredTypeException(type.toString());
                }
                return unsupported(site, type, " (the type cannot be resolved)");
            case DECLARED:
                break;
            default:
                return unsupported(site, type, "");
        }
        DeclaredType declared = (DeclaredType) type;
        TypeElement element = (TypeElement) declared.asElement();
        if (element.getKind() == ElementKind.ENUM) {
            return scalars.scalar(type, annots, site, nullable, JavaKind.ENUM);
        }
        String qn = element.getQualifiedName().toString();
        JavaKind kind = switch (qn) {
            case "java.lang.Boolean" -> JavaKind.BOXED_BOOLEAN;
            case "java.lang.Byte" -> JavaKind.BOXED_BYTE;
            case "java.lang.Short" -> JavaKind.BOXED_SHORT;
            case "java.lang.Integer" -> JavaKind.BOXED_INT;
            case "java.lang.Long" -> JavaKind.BOXED_LONG;
            case "java.lang.Float" -> JavaKind.BOXED_FLOAT;
            case "java.lang.Double" -> JavaKind.BOXED_DOUBLE;
            case "java.lang.String" -> JavaKind.STRING;
            case "java.util.UUID" -> JavaKind.UUID;
            case "java.math.BigDecimal" -> JavaKind.BIG_DECIMAL;
            case "java.time.LocalDate" -> JavaKind.LOCAL_DATE;
            case "java.time.LocalTime" -> JavaKind.LOCAL_TIME;
            case "java.time.Instant" -> JavaKind.INSTANT;
            case "java.time.LocalDateTime" -> JavaKind.LOCAL_DATE_TIME;
            default -> null;
        };
        if (kind != null) {
            return scalars.scalar(type, annots, site, nullable, kind);
        }
        List<? extends TypeMirror> args = declared.getTypeArguments();
        if (!element.getTypeParameters().isEmpty() && args.isEmpty()) {
            reporter.error(site.blame(), Message.RAW_TYPE, site.property(), type);
            return null;
        }
        for (TypeMirror arg : args) {
            if (arg.getKind() == TypeKind.WILDCARD) {
                reporter.error(site.blame(), Message.WILDCARD_TYPE, site.property(), type);
                return null;
            }
        }
        switch (qn) {
            case "java.util.List", "java.util.Set", "java.util.Collection":
                return list(type, args.get(0), annots, site, nullable);
            case "java.util.Map":
                return map(declared, annots, site, nullable);
            case "java.util.Optional":
                return optional(FieldShape.OptionalKind.OPTIONAL, type, args.get(0), annots, site);
            case "java.util.OptionalInt":
                return optional(FieldShape.OptionalKind.OPTIONAL_INT, type, types.getPrimitiveType(TypeKind.INT), annots, site);
            case "java.util.OptionalLong":
                return optional(FieldShape.OptionalKind.OPTIONAL_LONG, type, types.getPrimitiveType(TypeKind.LONG), annots, site);
            case "java.util.OptionalDouble":
                return optional(FieldShape.OptionalKind.OPTIONAL_DOUBLE, type, types.getPrimitiveType(TypeKind.DOUBLE), annots,
                        site);
            default:
                break;
        }
        return group(declared, element, annots, site, nullable);
    }

    FieldShape unsupported(Site site, TypeMirror type, String why) {
        reporter.error(site.blame(), Message.UNSUPPORTED_TYPE, site.property(), type, why);
        return null;
    }

    FieldShape group(DeclaredType type, TypeElement element, Annots annots, Site site, Repetition repetition) {
        String qn = element.getQualifiedName().toString();
        External external = owner.external(qn);
        if (external == null && (qn.startsWith("java.") || qn.startsWith("javax.") || qn.startsWith("jdk.") || qn.startsWith("sun."))) {
            return unsupported(site, type, "");
        }
        // an external type is created by its declared factory, which may return an interface's implementation
        boolean abstractType = external == null && (element.getKind() == ElementKind.INTERFACE
                || element.getKind() == ElementKind.CLASS && element.getModifiers().contains(Modifier.ABSTRACT));
        if (abstractType && element.getModifiers().contains(Modifier.SEALED)) {
            return union(type, element, annots, site, repetition);
        }
        if (abstractType) {
            reporter.error(site.blame(), Message.NOT_SEALED, site.property(), type,
                    element.getKind() == ElementKind.INTERFACE ? "an interface" : "an abstract class");
            return null;
        }
        String why = null;
        if (external != null) {
            why = element.getTypeParameters().isEmpty() ? null : " (a generic type; only types without type parameters become groups)";
        } else if (element.getKind() == ElementKind.INTERFACE || element.getKind() == ElementKind.ANNOTATION_TYPE) {
            why = " (an interface; only records and concrete classes become groups)";
        } else if (element.getModifiers().contains(Modifier.ABSTRACT)) {
            why = " (an abstract class; only records and concrete classes become groups)";
        } else if (!element.getTypeParameters().isEmpty()) {
            why = " (a generic type; only types without type parameters become groups)";
        } else if (element.getNestingKind() == NestingKind.MEMBER && element.getKind() == ElementKind.CLASS
                && !element.getModifiers().contains(Modifier.STATIC)) {
            why = " (an inner class; declare it static)";
        } else if (!discovery.accessible(element, site.pkg())) {
            why = " (not accessible from package " + site.pkg() + "; make it public)";
        } else if (element.getNestingKind() == NestingKind.LOCAL || element.getNestingKind() == NestingKind.ANONYMOUS) {
            why = " (a local class; declare it at top level or as a static member)";
        }
        if (why != null) {
            return unsupported(site, type, why);
        }
        if (recursive(qn, site)) {
            return null;
        }
        rules.checkValueAnnotations(annots, Set.of(), type, site);
        NamingStrategy naming = external != null ? external.naming() : rules.namingOf(element, site.naming());
        RecordModel nested = owner.record(element, naming, site.pkg(),
                site.targets().plus(targetRules.targetsOf(element)));
        return nested == null ? null : new FieldShape.Group(repetition, nested);
    }

    /** Reports and returns true when {@code qn} is already being extracted (a cycle). */
    boolean recursive(String qn, Site site) {
        if (!stack.contains(qn)) {
            return false;
        }
        List<String> cycle = new ArrayList<>(stack);
        java.util.Collections.reverse(cycle);
        cycle = cycle.subList(cycle.indexOf(qn), cycle.size());
        cycle.add(qn);
        String path = cycle.stream().map(n -> n.substring(n.lastIndexOf('.') + 1)).collect(Collectors.joining(" -> "));
        reporter.error(site.blame(), Message.RECURSIVE_TYPE, site.property(), AnnotationRules.simple(stack.peek()), path);
        return true;
    }

    /**
     * A sealed interface or sealed abstract class as a tagged union: one optional group per
     * permitted subtype (a record, a final class or a nested sealed type), named by
     * {@code @ParquetCase} or the simple name.
     */
    FieldShape union(DeclaredType type, TypeElement element, Annots annots, Site site, Repetition repetition) {
        String qn = element.getQualifiedName().toString();
        if (!element.getTypeParameters().isEmpty()) {
            return unsupported(site, type, " (a generic type; only types without type parameters become groups)");
        }
        if (!discovery.accessible(element, site.pkg())) {
            return unsupported(site, type, " (not accessible from package " + site.pkg() + "; make it public)");
        }
        if (recursive(qn, site)) {
            return null;
        }
        rules.checkValueAnnotations(annots, Set.of(), type, site);
        int before = reporter.errorCount();
        List<FieldShape.Case> cases = new ArrayList<>();
        Map<String, String> names = new HashMap<>();
        stack.push(qn);
        try {
            for (TypeMirror permitted : element.getPermittedSubclasses()) {
                if (permitted.getKind() == TypeKind.ERROR && !finalRound) {
                    throw new DeferredTypeException(permitted.toString());
                }
                TypeElement c = (TypeElement) types.asElement(permitted);
                AnnotationMirror caseAnnotation = AnnotationRules.find(List.of(c), PARQUET_CASE);
                String name = caseAnnotation != null ? String.valueOf(rules.value(caseAnnotation, "value"))
                        : c.getSimpleName().toString();
                String caseName = c.getSimpleName().toString();
                if (name.isEmpty() || name.equals(FieldShape.Union.DISCRIMINATOR)) {
                    reporter.error(site.blame(), Message.CASE_NAME_CLASH, site.property(), caseName, name,
                            FieldShape.Union.DISCRIMINATOR);
                    continue;
                }
                String clash = names.putIfAbsent(name, caseName);
                if (clash != null) {
                    reporter.error(site.blame(), Message.DUPLICATE_CASE, site.property(), caseName, clash, name);
                    continue;
                }
                boolean closed = c.getKind() == ElementKind.RECORD || c.getModifiers().contains(Modifier.FINAL)
                        || c.getModifiers().contains(Modifier.SEALED);
                if (!closed) {
                    reporter.error(site.blame(), Message.CASE_NOT_CLOSED, site.property(), caseName, AnnotationRules.simple(qn));
                    continue;
                }
                if (c.getKind() == ElementKind.ENUM) {
                    reporter.error(site.blame(), Message.CASE_NOT_MAPPABLE, site.property(), caseName, AnnotationRules.simple(qn),
                            " (an enum; cases must be records, final classes or sealed types)");
                    continue;
                }
                FieldShape shape = shape(permitted, Annots.ofType(List.of()), site);
                if (shape == null) {
                    reporter.error(site.blame(), Message.CASE_NOT_MAPPABLE, site.property(), caseName, AnnotationRules.simple(qn),
                            " (see the errors above)");
                    continue;
                }
                cases.add(new FieldShape.Case(name, withRepetition(shape, Repetition.OPTIONAL)));
            }
        } finally {
            stack.pop();
        }
        if (reporter.errorCount() != before) {
            return null;
        }
        return new FieldShape.Union(repetition, TypeName.get(type), cases);
    }

    FieldShape list(TypeMirror type, TypeMirror elementType, Annots annots, Site site, Repetition repetition) {
        rules.checkValueAnnotations(annots, Set.of(), type, site);
        Part element = part(elementType, site);
        if (element == null) {
            return null;
        }
        return new FieldShape.ListShape(repetition, element.shape(), containerKind(type), FieldShape.ListLayout.THREE_LEVEL,
                TypeName.get(type), element.conversion());
    }

    FieldShape map(DeclaredType type, Annots annots, Site site, Repetition repetition) {
        rules.checkValueAnnotations(annots, Set.of(), type, site);
        TypeMirror keyType = type.getTypeArguments().get(0);
        TypeMirror valueType = type.getTypeArguments().get(1);
        Part key = part(keyType, site);
        Part value = part(valueType, site);
        if (key != null && !(key.shape() instanceof FieldShape.Primitive)) {
            reporter.error(site.blame(), Message.MAP_KEY_NOT_SCALAR, site.property(), keyType);
            return null;
        }
        if (key == null || value == null) {
            return null;
        }
        FieldShape.Primitive k = (FieldShape.Primitive) key.shape();
        // keys are always required: a map cannot hold two null keys and Parquet's MAP forbids them
        FieldShape.Primitive requiredKey = new FieldShape.Primitive(Repetition.REQUIRED, k.physicalType(), k.typeLength(),
                k.logicalType(), k.javaKind(), k.javaType());
        return new FieldShape.MapShape(repetition, requiredKey, value.shape(), TypeName.get(type), key.conversion(),
                value.conversion());
    }

    FieldShape optional(FieldShape.OptionalKind kind, TypeMirror type, TypeMirror valueType, Annots annots,
            Site site) {
        if (valueType.getKind() == TypeKind.DECLARED) {
            String qn = qualifiedName(valueType);
            if (qn.startsWith("java.util.Optional")) {
                reporter.error(site.blame(), Message.NESTED_OPTIONAL, site.property(), type);
                return null;
            }
        }
        // value annotations written on the property (@Decimal Optional<BigDecimal>) apply to the content
        Annots valueAnnots = Annots.ofType(valueType.getAnnotationMirrors()).plus(annots.only(VALUE_ANNOTATIONS));
        FieldShape value = shape(valueType, valueAnnots, site);
        if (value == null) {
            return null;
        }
        return new FieldShape.OptionalShape(kind, withRepetition(value, Repetition.OPTIONAL), TypeName.get(type));
    }

    static FieldShape withRepetition(FieldShape s, Repetition r) {
        if (s instanceof FieldShape.Primitive p) {
            return new FieldShape.Primitive(r, p.physicalType(), p.typeLength(), p.logicalType(), p.javaKind(), p.javaType());
        } else if (s instanceof FieldShape.Group g) {
            return new FieldShape.Group(r, g.record());
        } else if (s instanceof FieldShape.Union u) {
            return new FieldShape.Union(r, u.javaType(), u.cases());
        } else if (s instanceof FieldShape.ListShape l) {
            return new FieldShape.ListShape(r, l.element(), l.container(), l.layout(), l.javaType(), l.elementConversion());
        } else if (s instanceof FieldShape.MapShape m) {
            return new FieldShape.MapShape(r, m.key(), m.value(), m.javaType(), m.keyConversion(), m.valueConversion());
        }
        throw new IllegalStateException("cannot change the repetition of " + s);
    }
}
