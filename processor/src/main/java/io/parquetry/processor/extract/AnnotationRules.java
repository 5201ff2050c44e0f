package io.parquetry.processor.extract;

import io.parquetry.annotation.NamingStrategy;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.UuidFormat;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.BloomFilterModel;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.Repetition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The annotation rules of the processor: where each Parquetry annotation may stand and what its
 * values mean ({@code @ParquetEncoding}, {@code @ParquetDefault}, {@code @BloomFilter}, the value
 * annotations, naming), reporting every misuse through the {@link Reporter}. One per
 * {@link ModelExtractor}; not thread-safe (a processing round runs on one thread).
 */
final class AnnotationRules {
    static final String ANN = "io.parquetry.annotation.";
    static final String PARQUET_RECORD = ANN + "ParquetRecord";
    static final String PARQUET_FIELD = ANN + "ParquetField";
    static final String PARQUET_IGNORE = ANN + "ParquetIgnore";
    static final String DECIMAL = ANN + "Decimal";
    static final String TIMESTAMP = ANN + "Timestamp";
    static final String TIME = ANN + "Time";
    static final String REPEATED = ANN + "Repeated";
    static final String UNSIGNED = ANN + "Unsigned";
    static final String JSON = ANN + "Json";
    static final String PARQUET_ENCODING = ANN + "ParquetEncoding";
    static final String PARQUET_DEFAULT = ANN + "ParquetDefault";
    static final String BLOOM_FILTER = ANN + "BloomFilter";
    static final String PARQUET_TARGET = ANN + "ParquetTarget";
    static final String UUID_AS = ANN + "Uuid";
    static final String PARQUET_CASE = ANN + "ParquetCase";
    /** Annotations that refine a scalar's Parquet type; each applies to some Java types only. */
    static final Set<String> VALUE_ANNOTATIONS = Set.of(DECIMAL, TIMESTAMP, TIME, UNSIGNED, JSON, UUID_AS);

    private final Elements elements;
    private final Reporter reporter;

    AnnotationRules(Elements elements, Reporter reporter) {
        this.elements = elements;
        this.reporter = reporter;
    }

    void checkTypeUsable(TypeElement type, AnnotationMirror ann) {
        if (!type.getTypeParameters().isEmpty()) {
            reporter.error(type, ann, Message.GENERIC_TYPE, type.getQualifiedName());
        }
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                reporter.error(type, ann, Message.PRIVATE_TYPE, t.getQualifiedName());
                break;
            }
        }
        if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
                && type.getKind() == ElementKind.CLASS) {
            reporter.error(type, ann, Message.INNER_CLASS, type.getQualifiedName());
        }
    }

    NamingStrategy namingOf(TypeElement type, NamingStrategy inherited) {
        AnnotationMirror ann = Annots.of(List.of(), List.of(type)).find(PARQUET_RECORD);
        if (ann == null) {
            return inherited;
        }
        Object v = value(ann, "naming");
        return v instanceof VariableElement ve ? NamingStrategy.valueOf(ve.getSimpleName().toString()) : inherited;
    }

    /**
     * Reports every value annotation in {@code annots} that {@code type} does not accept.
     *
     * @return whether none was misplaced
     */
    boolean checkValueAnnotations(Annots annots, Set<String> allowed, TypeMirror type, Site site) {
        boolean ok = true;
        for (String a : VALUE_ANNOTATIONS) {
            AnnotationMirror m = annots.find(a);
            if (m != null && !allowed.contains(a)) {
                reporter.error(site.blame(), m, Message.ANNOTATION_NOT_APPLICABLE, simple(a), site.property(), type,
                        appliesTo(a));
                ok = false;
            }
        }
        return ok;
    }

    /**
     * The encoding name of {@code @ParquetEncoding} {@code m} on a property, after checking that
     * it can encode every leaf column of the property's shape (down to nested records); reports an
     * error and returns {@code null} otherwise.
     */
    String encoding(AnnotationMirror m, String property, Element blame, String parquetName, FieldShape shape) {
        Object v = value(m, "value");
        if (!(v instanceof VariableElement ve)) {
            return null; // javac reports the malformed annotation itself
        }
        String encoding = ve.getSimpleName().toString();
        List<Leaf> leaves = annotatedLeaves(m, PARQUET_ENCODING, property, blame, parquetName, shape);
        if (leaves == null) {
            return null;
        }
        for (Leaf leaf : leaves) {
            if (!encodes(encoding, leaf.type())) {
                reporter.error(blame, m, Message.ENCODING_NOT_APPLICABLE, encoding, property, leaf.type().name(),
                        leaf.path(), encoding, encodable(encoding));
                return null;
            }
        }
        return encoding;
    }

    /**
     * The sizing of {@code @BloomFilter} {@code m} on a property, after checking its numbers and
     * that every leaf column of the property's shape (down to, not into, nested records) can take a filter;
     * reports every error and returns {@code null} otherwise.
     */
    BloomFilterModel bloomFilter(AnnotationMirror m, String property, Element blame, String parquetName,
            FieldShape shape) {
        if (!(value(m, "ndv") instanceof Long ndv) || !(value(m, "fpp") instanceof Double fpp)) {
            return null; // javac reports the malformed annotation itself
        }
        boolean ok = true;
        if (ndv < 1) {
            reporter.error(blame, m, Message.BLOOM_FILTER_INVALID_NDV, ndv, property);
            ok = false;
        }
        if (!(fpp > 0 && fpp < 1)) {
            reporter.error(blame, m, Message.BLOOM_FILTER_INVALID_FPP, fpp, property);
            ok = false;
        }
        List<Leaf> leaves = annotatedLeaves(m, BLOOM_FILTER, property, blame, parquetName, shape);
        if (leaves == null) {
            return null;
        }
        for (Leaf leaf : leaves) {
            // the runtime's writer refuses bloom filters on BOOLEAN columns
            if (leaf.type() == PhysicalType.BOOLEAN) {
                reporter.error(blame, m, Message.BLOOM_FILTER_NOT_APPLICABLE, property, leaf.type().name(), leaf.path());
                return null;
            }
        }
        return ok ? new BloomFilterModel(ndv, fpp) : null;
    }

    /** A leaf column a property annotation applies to: its dotted path and physical type. */
    /**
     * A leaf column under a property: its dotted path, its type, and whether a row may hold no value
     * in it within the record (it is optional, or under an optional or repeated level).
     */
    record Leaf(String path, FieldShape.Primitive primitive, boolean nullable) {
        PhysicalType type() {
            return primitive.physicalType();
        }
    }

    /**
     * The leaf columns the column annotation {@code m} (named {@code annotation}) on a property
     * applies to, down to (not into) nested records; reports an error and returns {@code null}
     * when there is none.
     */
    List<Leaf> annotatedLeaves(AnnotationMirror m, String annotation, String property, Element blame,
            String parquetName, FieldShape shape) {
        List<Leaf> leaves = new ArrayList<>();
        collectLeaves(parquetName, shape, leaves);
        if (leaves.isEmpty()) {
            reporter.error(blame, m, Message.ANNOTATION_WITHOUT_COLUMNS, simple(annotation), property);
            return null;
        }
        return leaves;
    }

    /**
     * The physical column value of {@code @ParquetDefault} {@code m} on a property (Boolean,
     * Integer, Long, Float, Double, String or byte[], as {@code RecordMapper.columnDefaults()}
     * wants it), after checking the literal against the property's type; reports an error and
     * returns {@code null} otherwise.
     */
    Object defaultValue(AnnotationMirror m, String property, Element blame, TypeMirror type, FieldShape shape) {
        Object v = value(m, "value");
        if (!(v instanceof String literal)) {
            return null; // javac reports the malformed annotation itself
        }
        FieldShape s = shape instanceof FieldShape.OptionalShape o ? o.value() : shape;
        if (!(s instanceof FieldShape.Primitive p) || p.repetition() == Repetition.REPEATED) {
            reporter.error(blame, m, Message.DEFAULT_NOT_SUPPORTED, type, property);
            return null;
        }
        String problem;
        try {
            Object parsed = Defaults.parse(literal, p, enumConstants(type));
            if (parsed instanceof Defaults.Unsupported) {
                reporter.error(blame, m, Message.DEFAULT_NOT_SUPPORTED, type, property);
                return null;
            }
            return parsed;
        } catch (IllegalArgumentException e) {
            problem = e.getMessage();
        }
        reporter.error(blame, m, Message.DEFAULT_INVALID, literal, property, type, problem);
        return null;
    }

    /** The constant names of the enum {@code type} is (or is an Optional of), else {@code null}. */
    static List<String> enumConstants(TypeMirror type) {
        if (!(type instanceof DeclaredType d)) {
            return null;
        }
        TypeElement e = (TypeElement) d.asElement();
        if (e.getKind() != ElementKind.ENUM) {
            if (e.getQualifiedName().contentEquals("java.util.Optional") && d.getTypeArguments().size() == 1) {
                return enumConstants(d.getTypeArguments().get(0));
            }
            return null;
        }
        List<String> names = new ArrayList<>();
        for (Element c : e.getEnclosedElements()) {
            if (c.getKind() == ElementKind.ENUM_CONSTANT) {
                names.add(c.getSimpleName().toString());
            }
        }
        return names;
    }

    /** Leaf columns of {@code shape} (dotted paths) down to, not into, nested records. */
    static void collectLeaves(String path, FieldShape shape, List<Leaf> out) {
        collectLeaves(path, shape, false, out);
    }

    private static void collectLeaves(String path, FieldShape shape, boolean underNullable, List<Leaf> out) {
        if (shape instanceof FieldShape.Primitive p) {
            out.add(new Leaf(path, p, underNullable || p.repetition() != Repetition.REQUIRED));
        } else if (shape instanceof FieldShape.OptionalShape o) {
            collectLeaves(path, o.value(), true, out);
        } else if (shape instanceof FieldShape.ListShape l) {
            // a list's elements sit under its repeated level, where an empty list holds no value
            collectLeaves(l.layout() == FieldShape.ListLayout.BARE_REPEATED ? path : path + ".list.element", l.element(),
                    true, out);
        } else if (shape instanceof FieldShape.MapShape mp) {
            collectLeaves(path + ".key_value.key", mp.key(), true, out);
            collectLeaves(path + ".key_value.value", mp.value(), true, out);
        }
    }

    /** Whether the writer can write {@code type} values in {@code encoding} (the runtime's ValueEncoders rule). */
    static boolean encodes(String encoding, PhysicalType type) {
        return switch (encoding) {
            case "PLAIN" -> true;
            case "RLE_DICTIONARY" -> type != PhysicalType.BOOLEAN;
            case "RLE" -> type == PhysicalType.BOOLEAN;
            case "DELTA_BINARY_PACKED" -> type == PhysicalType.INT32 || type == PhysicalType.INT64;
            case "DELTA_LENGTH_BYTE_ARRAY" -> type == PhysicalType.BYTE_ARRAY;
            case "DELTA_BYTE_ARRAY" -> type == PhysicalType.BYTE_ARRAY || type == PhysicalType.FIXED_LEN_BYTE_ARRAY;
            case "BYTE_STREAM_SPLIT" -> type != PhysicalType.BOOLEAN && type != PhysicalType.BYTE_ARRAY;
            default -> false;
        };
    }

    static String encodable(String encoding) {
        return switch (encoding) {
            case "PLAIN" -> "every type";
            case "RLE_DICTIONARY" -> "every type but BOOLEAN";
            case "RLE" -> "BOOLEAN columns";
            case "DELTA_BINARY_PACKED" -> "INT32 and INT64 columns";
            case "DELTA_LENGTH_BYTE_ARRAY" -> "BYTE_ARRAY columns";
            case "DELTA_BYTE_ARRAY" -> "BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY columns";
            case "BYTE_STREAM_SPLIT" -> "FLOAT, DOUBLE, INT32, INT64 and FIXED_LEN_BYTE_ARRAY columns";
            default -> "no column (unknown encoding)";
        };
    }

    static String appliesTo(String annotation) {
        return switch (annotation) {
            case DECIMAL -> "BigDecimal";
            case TIMESTAMP -> "Instant and LocalDateTime";
            case TIME -> "LocalTime";
            case UNSIGNED -> "int, long, Integer and Long";
            case JSON -> "String";
            case UUID_AS -> "UUID";
            default -> "nothing";
        };
    }

    UuidFormat uuidFormat(AnnotationMirror m) {
        Object v = m == null ? null : value(m, "as");
        return v instanceof VariableElement ve ? UuidFormat.valueOf(ve.getSimpleName().toString()) : UuidFormat.UUID;
    }

    TimeUnit unit(AnnotationMirror m) {
        if (m == null) {
            return TimeUnit.MICROS;
        }
        Object v = value(m, "unit");
        return v instanceof VariableElement ve ? TimeUnit.valueOf(ve.getSimpleName().toString()) : TimeUnit.MICROS;
    }

    static AnnotationMirror find(List<? extends Element> elements, String qualifiedName) {
        return Annots.of(List.of(), elements).find(qualifiedName);
    }

    static boolean hasAnnotation(List<? extends Element> elements, String qualifiedName) {
        return find(elements, qualifiedName) != null;
    }

    /** The value of {@code name} in {@code m}, defaults included; enum constants come as {@link VariableElement}. */
    Object value(AnnotationMirror m, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(m).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue().getValue();
            }
        }
        return null;
    }

    static String simple(String qn) {
        return qn.substring(qn.lastIndexOf('.') + 1);
    }
}
