package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.Repetition;
import java.math.BigInteger;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.type.TypeMirror;

/**
 * The leaf columns of scalar Java types: physical and logical type per Java kind, with the value
 * annotations that refine them ({@code @Decimal}, {@code @Timestamp}, {@code @Time},
 * {@code @Unsigned}, {@code @Json}, {@code @Uuid}). Not thread-safe.
 */
final class ScalarShapes {
    private final Reporter reporter;
    private final AnnotationRules rules;

    ScalarShapes(Reporter reporter, AnnotationRules rules) {
        this.reporter = reporter;
        this.rules = rules;
    }

    /** A leaf column for a scalar Java kind, applying and checking the value annotations. */
    FieldShape scalar(TypeMirror type, Annots annots, Site site, Repetition repetition, JavaKind kind) {
        TypeName javaType = TypeName.get(type);
        switch (kind) {
            case BOOLEAN, BOXED_BOOLEAN:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.BOOLEAN, LogicalTypeInfo.NONE, kind);
            case BYTE, BOXED_BYTE:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.INT32,
                        new LogicalTypeInfo.IntType(8, true), kind);
            case SHORT, BOXED_SHORT:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.INT32,
                        new LogicalTypeInfo.IntType(16, true), kind);
            case INT, BOXED_INT:
                return leaf(annots, site, type, Set.of(UNSIGNED), repetition, PhysicalType.INT32,
                        annots.find(UNSIGNED) != null ? new LogicalTypeInfo.IntType(32, false) : LogicalTypeInfo.NONE, kind);
            case LONG, BOXED_LONG:
                return leaf(annots, site, type, Set.of(UNSIGNED), repetition, PhysicalType.INT64,
                        annots.find(UNSIGNED) != null ? new LogicalTypeInfo.IntType(64, false) : LogicalTypeInfo.NONE, kind);
            case FLOAT, BOXED_FLOAT:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.FLOAT, LogicalTypeInfo.NONE, kind);
            case DOUBLE, BOXED_DOUBLE:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.DOUBLE, LogicalTypeInfo.NONE, kind);
            case STRING:
                return leaf(annots, site, type, Set.of(JSON), repetition, PhysicalType.BYTE_ARRAY,
                        annots.find(JSON) != null ? new LogicalTypeInfo.JsonType() : new LogicalTypeInfo.StringType(), kind);
            case BYTES:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.BYTE_ARRAY, LogicalTypeInfo.NONE, kind);
            case ENUM:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.BYTE_ARRAY, new LogicalTypeInfo.EnumType(),
                        kind);
            case UUID: {
                if (!rules.checkValueAnnotations(annots, Set.of(UUID_AS), type, site)) {
                    return null;
                }
                return switch (rules.uuidFormat(annots.find(UUID_AS))) {
                    case STRING -> new FieldShape.Primitive(repetition, PhysicalType.BYTE_ARRAY, 0,
                            new LogicalTypeInfo.StringType(), kind, javaType);
                    case BYTES -> new FieldShape.Primitive(repetition, PhysicalType.FIXED_LEN_BYTE_ARRAY, 16,
                            LogicalTypeInfo.NONE, kind, javaType);
                    case UUID -> new FieldShape.Primitive(repetition, PhysicalType.FIXED_LEN_BYTE_ARRAY, 16,
                            new LogicalTypeInfo.UuidType(), kind, javaType);
                };
            }
            case LOCAL_DATE:
                return leaf(annots, site, type, Set.of(), repetition, PhysicalType.INT32, new LogicalTypeInfo.DateType(), kind);
            case LOCAL_TIME: {
                TimeUnit unit = rules.unit(annots.find(TIME));
                return leaf(annots, site, type, Set.of(TIME), repetition,
                        unit == TimeUnit.MILLIS ? PhysicalType.INT32 : PhysicalType.INT64,
                        new LogicalTypeInfo.TimeType(false, unit), kind);
            }
            case INSTANT, LOCAL_DATE_TIME:
                return leaf(annots, site, type, Set.of(TIMESTAMP), repetition, PhysicalType.INT64,
                        new LogicalTypeInfo.TimestampType(kind == JavaKind.INSTANT, rules.unit(annots.find(TIMESTAMP))), kind);
            case BIG_DECIMAL:
                return decimal(type, annots, site, repetition);
            default:
                throw new IllegalStateException("unmapped kind " + kind);
        }
    }

    FieldShape leaf(Annots annots, Site site, TypeMirror type, Set<String> allowed, Repetition repetition,
            PhysicalType physical, LogicalTypeInfo logical, JavaKind kind) {
        if (!rules.checkValueAnnotations(annots, allowed, type, site)) {
            return null;
        }
        return new FieldShape.Primitive(repetition, physical, 0, logical, kind, TypeName.get(type));
    }

    FieldShape decimal(TypeMirror type, Annots annots, Site site, Repetition repetition) {
        if (!rules.checkValueAnnotations(annots, Set.of(DECIMAL), type, site)) {
            return null;
        }
        AnnotationMirror d = annots.find(DECIMAL);
        if (d == null) {
            reporter.error(site.blame(), Message.DECIMAL_WITHOUT_ANNOTATION, site.property());
            return null;
        }
        int precision = (Integer) rules.value(d, "precision");
        int scale = (Integer) rules.value(d, "scale");
        if (precision < 1 || precision > 38 || scale < 0 || scale > precision) {
            reporter.error(site.blame(), d, Message.INVALID_DECIMAL, site.property(), precision, scale);
            return null;
        }
        LogicalTypeInfo logical = new LogicalTypeInfo.DecimalType(precision, scale);
        TypeName javaType = TypeName.get(type);
        if (precision <= 9) {
            return new FieldShape.Primitive(repetition, PhysicalType.INT32, 0, logical, JavaKind.BIG_DECIMAL, javaType);
        } else if (precision <= 18) {
            return new FieldShape.Primitive(repetition, PhysicalType.INT64, 0, logical, JavaKind.BIG_DECIMAL, javaType);
        }
        return new FieldShape.Primitive(repetition, PhysicalType.FIXED_LEN_BYTE_ARRAY, decimalBytes(precision), logical,
                JavaKind.BIG_DECIMAL, javaType);
    }

    /** The fewest bytes whose signed two's complement range holds every {@code precision}-digit value. */
    static int decimalBytes(int precision) {
        BigInteger limit = BigInteger.TEN.pow(precision); // need 2^(8n-1) >= 10^p
        int n = 1;
        while (BigInteger.ONE.shiftLeft(8 * n - 1).compareTo(limit) < 0) {
            n++;
        }
        return n;
    }
}
