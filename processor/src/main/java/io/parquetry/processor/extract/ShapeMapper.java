package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import com.palantir.javapoet.TypeName;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.Repetition;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Shape mapping: turns a property's Java type into its Parquet shape (a leaf column, an optional,
 * a list, a map, a group for a nested record, a union for a sealed type), reporting the types it
 * cannot map. This class dispatches on the Java type; scalars go to {@link ScalarShapes}, lists,
 * maps and optionals to {@link ContainerShapes}, nested records and unions to {@link GroupShapes}
 * (nested records back to the {@link ModelExtractor}). One per {@link ModelExtractor}; not thread-safe.
 */
final class ShapeMapper {
    private final Types types;
    private final Reporter reporter;
    private final boolean finalRound;
    private final ScalarShapes scalars;
    private final GroupShapes groups;
    private final ContainerShapes containers;

    ShapeMapper(Types types, Reporter reporter, boolean finalRound, Deque<String> stack, AnnotationRules rules,
                TargetRules targetRules, PropertyDiscovery discovery, Converters converters, ModelExtractor owner) {
        this.types = types;
        this.reporter = reporter;
        this.finalRound = finalRound;
        this.scalars = new ScalarShapes(reporter, rules);
        this.groups = new GroupShapes(types, reporter, finalRound, stack, rules, targetRules, discovery, owner, this);
        this.containers = new ContainerShapes(reporter, rules, converters, this);
    }

    /** Maps a property's declared type, handling {@code @Repeated}, which only applies at the top. */
    FieldShape topShape(TypeMirror type, Annots annots, Site site, List<Element> declarations) {
        return containers.topShape(type, annots, site, declarations);
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
                return containers.list(type, component, annots, site, nullable);
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
                return containers.list(type, args.get(0), annots, site, nullable);
            case "java.util.Map":
                return containers.map(declared, annots, site, nullable);
            case "java.util.Optional":
                return containers.optional(FieldShape.OptionalKind.OPTIONAL, type, args.get(0), annots, site);
            case "java.util.OptionalInt":
                return containers.optional(FieldShape.OptionalKind.OPTIONAL_INT, type, types.getPrimitiveType(TypeKind.INT), annots, site);
            case "java.util.OptionalLong":
                return containers.optional(FieldShape.OptionalKind.OPTIONAL_LONG, type, types.getPrimitiveType(TypeKind.LONG), annots, site);
            case "java.util.OptionalDouble":
                return containers.optional(FieldShape.OptionalKind.OPTIONAL_DOUBLE, type, types.getPrimitiveType(TypeKind.DOUBLE), annots,
                        site);
            default:
                break;
        }
        return groups.group(declared, element, annots, site, nullable);
    }

    FieldShape unsupported(Site site, TypeMirror type, String why) {
        reporter.error(site.blame(), Message.UNSUPPORTED_TYPE, site.property(), type, why);
        return null;
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
