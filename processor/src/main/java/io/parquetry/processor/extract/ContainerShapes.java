package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import com.palantir.javapoet.TypeName;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.Repetition;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Container shapes: lists and arrays (three-level or {@code @Repeated} bare), maps, optionals,
 * and their parts, which may go through a value converter. Part of {@link ShapeMapper}; one per
 * {@link ModelExtractor}; not thread-safe.
 */
final class ContainerShapes {
    private final Reporter reporter;
    private final AnnotationRules rules;
    private final Converters converters;
    private final ShapeMapper shapes;

    ContainerShapes(Reporter reporter, AnnotationRules rules, Converters converters, ShapeMapper shapes) {
        this.reporter = reporter;
        this.rules = rules;
        this.converters = converters;
        this.shapes = shapes;
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
            FieldShape s = shapes.shape(type, annots, site);
            return s == null ? null : new Part(s, null);
        }
        // the converter class's annotations (@Decimal, ...) apply to its Parquet-side type
        FieldShape s = shapes.shape(c.parquetType(), annots.plus(Annots.of(List.of(), List.of(c.element()))), site);
        return s == null ? null : new Part(s, new FieldShape.Converted(c.conversion(), TypeName.get(type)));
    }


    /** Maps a property's declared type, handling {@code @Repeated}, which only applies at the top. */
    FieldShape topShape(TypeMirror type, Annots annots, Site site, List<Element> declarations) {
        AnnotationMirror repeated = AnnotationRules.find(declarations, REPEATED);
        if (repeated == null) {
            return shapes.shape(type, annots, site);
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
        return switch (ShapeMapper.qualifiedName(type)) {
            case "java.util.List" -> FieldShape.ContainerKind.LIST;
            case "java.util.Set" -> FieldShape.ContainerKind.SET;
            case "java.util.Collection" -> FieldShape.ContainerKind.COLLECTION;
            default -> null;
        };
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
            String qn = ShapeMapper.qualifiedName(valueType);
            if (qn.startsWith("java.util.Optional")) {
                reporter.error(site.blame(), Message.NESTED_OPTIONAL, site.property(), type);
                return null;
            }
        }
        // value annotations written on the property (@Decimal Optional<BigDecimal>) apply to the content
        Annots valueAnnots = Annots.ofType(valueType.getAnnotationMirrors()).plus(annots.only(VALUE_ANNOTATIONS));
        FieldShape value = shapes.shape(valueType, valueAnnots, site);
        if (value == null) {
            return null;
        }
        return new FieldShape.OptionalShape(kind, ShapeMapper.withRepetition(value, Repetition.OPTIONAL), TypeName.get(type));
    }
}
