package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import io.parquetry.annotation.Engine;
import io.parquetry.annotation.EngineFeature;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.LogicalTypeInfo;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * The engine-target rules: which engines must read a type's files ({@code @ParquetTarget} on the
 * type or its package, else the processor option) and whether a property's columns and encoding
 * suit every one of them. One per {@link ModelExtractor}; not thread-safe.
 */
final class TargetRules {
    private final Elements elements;
    private final Reporter reporter;
    private final AnnotationRules rules;
    private final Targets buildTargets;

    TargetRules(Elements elements, Reporter reporter, AnnotationRules rules, Targets buildTargets) {
        this.elements = elements;
        this.reporter = reporter;
        this.rules = rules;
        this.buildTargets = buildTargets;
    }

    Targets targetsOf(TypeElement type) {
        AnnotationMirror own = Annots.of(List.of(), List.of(type)).find(PARQUET_TARGET);
        if (own != null) {
            return new Targets(engines(own), "@ParquetTarget on " + type.getQualifiedName());
        }
        javax.lang.model.element.PackageElement pkg = elements.getPackageOf(type);
        AnnotationMirror pkgTarget = Annots.of(List.of(), List.of(pkg)).find(PARQUET_TARGET);
        if (pkgTarget != null) {
            return new Targets(engines(pkgTarget), "@ParquetTarget on package " + pkg.getQualifiedName());
        }
        return buildTargets;
    }

    Set<Engine> engines(AnnotationMirror target) {
        Set<Engine> out = EnumSet.noneOf(Engine.class);
        if (rules.value(target, "value") instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof AnnotationValue av && av.getValue() instanceof VariableElement ve) {
                    out.add(Engine.valueOf(ve.getSimpleName().toString()));
                }
            }
        }
        return out;
    }

    /**
     * Checks a property's columns (down to, not into, nested records, which are checked with
     * their own properties) and its {@code @ParquetEncoding} against every target engine; reports
     * each refusal at the property and returns whether there was none.
     */
    boolean targetsRead(Targets targets, String property, Element blame, String parquetName, FieldShape shape,
            AnnotationMirror encodingAnnotation, String encoding) {
        if (targets.engines().isEmpty()) {
            return true;
        }
        List<Leaf> leaves = new ArrayList<>();
        AnnotationRules.collectLeaves(parquetName, shape, leaves);
        boolean ok = true;
        Set<String> seen = new HashSet<>();
        for (Leaf leaf : leaves) {
            EngineFeature type = typeFeature(leaf.primitive());
            if (type != null) {
                for (EngineFeature.Refusal r : type.refusals(targets.engines())) {
                    if (seen.add(type + "|" + r.engine())) {
                        reporter.error(blame, Message.TARGET_REFUSES_TYPE, property, type.description(),
                                r.engine().displayName(), r.engine().displayName(), r.what(), r.remedy(), targets.origin());
                        ok = false;
                    }
                }
            }
            EngineFeature enc = encoding == null ? null : EngineFeature.encoding(encoding, leaf.type().name(),
                    leaf.primitive().logicalType() instanceof LogicalTypeInfo.DecimalType, leaf.nullable());
            if (enc != null) {
                for (EngineFeature.Refusal r : enc.refusals(targets.engines())) {
                    if (seen.add(enc + "|" + r.engine())) {
                        reporter.error(blame, encodingAnnotation, Message.TARGET_REFUSES_ENCODING, encoding, property,
                                leaf.type().name(), leaf.path(), r.engine().displayName(), r.engine().displayName(),
                                r.what(), r.remedy(), targets.origin());
                        ok = false;
                    }
                }
            }
        }
        if (hasOneFieldRepeatedGroup(shape)) {
            EngineFeature f = EngineFeature.ONE_FIELD_REPEATED_GROUP;
            for (EngineFeature.Refusal r : f.refusals(targets.engines())) {
                reporter.error(blame, Message.TARGET_MISREADS_SHAPE, property, f.description(),
                        r.engine().displayName(), r.engine().displayName(), r.what(), r.remedy(), targets.origin());
                ok = false;
            }
        }
        return ok;
    }

    /**
     * Whether {@code shape} is a bare repeated group with exactly one field: a {@code @Repeated}
     * list (an annotation only a property takes) of a record with one property.
     */
    static boolean hasOneFieldRepeatedGroup(FieldShape shape) {
        return shape instanceof FieldShape.ListShape l && l.layout() == FieldShape.ListLayout.BARE_REPEATED
                && l.element() instanceof FieldShape.Group g && g.record().properties().size() == 1;
    }

    /** The {@link EngineFeature} a leaf column's type is, or {@code null} when every engine reads it. */
    static EngineFeature typeFeature(FieldShape.Primitive p) {
        LogicalTypeInfo lt = p.logicalType();
        if (lt instanceof LogicalTypeInfo.UuidType) {
            return EngineFeature.UUID;
        } else if (lt instanceof LogicalTypeInfo.TimeType t) {
            return EngineFeature.time(t.unit());
        } else if (lt instanceof LogicalTypeInfo.TimestampType t) {
            return EngineFeature.timestamp(t.unit());
        } else if (lt instanceof LogicalTypeInfo.IntType i && !i.signed() && i.bitWidth() == 64) {
            return EngineFeature.UINT64;
        }
        return null;
    }
}
