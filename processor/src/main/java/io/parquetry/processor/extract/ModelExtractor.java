package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import io.parquetry.processor.extract.PropertyDiscovery.RawProperty;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.BloomFilterModel;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Reads {@code javax.lang.model} elements into {@link RecordModel}s. Reports every problem of a type
 * through the {@link Reporter} and returns {@code null} for a type with any error. One instance per
 * processing round: it caches nested types it has already mapped.
 *
 * <p>The work is split by concern: {@link PropertyDiscovery} finds a type's properties,
 * {@link ShapeMapper} (with {@link ScalarShapes}) maps their Java types to Parquet shapes, and
 * {@link AnnotationRules} and {@link TargetRules} check the annotations and target engines; this
 * class ties them together and builds the {@link RecordModel}. Not thread-safe.
 */
public final class ModelExtractor {

    private final Elements elements;
    private final Reporter reporter;
    private final Converters converters;
    private final Map<String, RecordModel> done = new HashMap<>();
    private final Set<String> failed = new HashSet<>();
    private final Deque<String> stack = new ArrayDeque<>();
    private final AnnotationRules rules;
    private final TargetRules targetRules;
    private final PropertyDiscovery discovery;
    private final ShapeMapper shapes;
    private final ExternalDiscovery externalDiscovery;
    /** The {@code @ParquetExternal} declarations by the mapped type's qualified name. */
    private Map<String, External> externals = Map.of();

    /**
     * @param finalRound when true, unresolved types are reported as unsupported instead of throwing
     *     {@link DeferredTypeException}
     */
    public ModelExtractor(ProcessingEnvironment env, Reporter reporter, boolean finalRound) {
        this(env, reporter, finalRound, null);
    }

    /**
     * @param finalRound when true, unresolved types are reported as unsupported instead of throwing
     *     {@link DeferredTypeException}
     * @param buildTargets the engines of the processor option {@code parquetry.target}, or {@code null}
     *     when it is not set
     */
    public ModelExtractor(ProcessingEnvironment env, Reporter reporter, boolean finalRound, Set<Engine> buildTargets) {
        this.elements = env.getElementUtils();
        this.reporter = reporter;
        Targets targets = buildTargets == null ? Targets.NONE
                : new Targets(buildTargets, "the processor option -A" + OPTION_TARGET);
        Types types = env.getTypeUtils();
        this.converters = new Converters(elements, types, reporter);
        this.rules = new AnnotationRules(elements, reporter);
        this.targetRules = new TargetRules(elements, reporter, rules, targets);
        this.discovery = new PropertyDiscovery(elements, types, reporter, this);
        this.shapes = new ShapeMapper(types, reporter, finalRound, stack, rules, targetRules, discovery, converters, this);
        this.externalDiscovery = new ExternalDiscovery(types, reporter, discovery, this);
    }

    /** The {@code @ParquetExternal} declarations known so far, by mapped type's qualified name. */
    public void useExternals(Map<String, External> byType) {
        this.externals = Map.copyOf(byType);
    }

    /** The {@code @ParquetExternal} declaration of {@code qualifiedName}, or {@code null}. */
    External external(String qualifiedName) {
        return externals.get(qualifiedName);
    }

    /**
     * Maps the class of a {@code @ParquetExternal} declaration as a top-level type; its mapper goes
     * to the declaration's package. Returns {@code null} when any error was reported (on the
     * declaration).
     *
     * @throws DeferredTypeException when a type it needs is not resolved yet and this is not the final round
     */
    public RecordModel extractExternal(External decl) {
        int before = reporter.errorCount();
        TypeElement type = decl.type();
        String why = type == null ? " (not a class)"
                : type.getKind() == ElementKind.ENUM ? " (an enum; enums map to a column, not a group)"
                : type.getKind() == ElementKind.ANNOTATION_TYPE ? " (an annotation type)"
                : !type.getTypeParameters().isEmpty() ? " (a generic type)"
                : type.getNestingKind() == javax.lang.model.element.NestingKind.MEMBER && type.getKind() == ElementKind.CLASS
                        && !type.getModifiers().contains(Modifier.STATIC) ? " (an inner class)"
                : !discovery.accessible(type, decl.mapperPackage()) ? " (not accessible from package " + decl.mapperPackage() + ")"
                : null;
        if (why != null) {
            reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_NOT_MAPPABLE, decl.target(), why);
            return null;
        }
        if (AnnotationRules.find(List.of(type), PARQUET_RECORD) != null) {
            reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_ANNOTATED, type.getQualifiedName(), decl.holder());
            return null;
        }
        reporter.external(decl.holder(), decl.annotation());
        RecordModel model;
        try {
            model = record(type, decl.naming(), decl.mapperPackage(), targetRules.targetsOf(type));
        } finally {
            reporter.endExternal();
        }
        if (model == null || reporter.errorCount() != before) {
            return null;
        }
        ClassName generated = decl.mapperName();
        return new RecordModel(model.javaType(), generated, model.kind(), false, model.creator(), model.properties(),
                model.targets());
    }

    /** The processor option naming the target engines of a whole build. */
    public static final String OPTION_TARGET = "parquetry.target";

    /**
     * Maps a {@code @ParquetRecord} type. Returns {@code null} when any error was reported.
     *
     * @throws DeferredTypeException when a type it needs is not resolved yet and this is not the final round
     */
    public RecordModel extract(TypeElement type) {
        AnnotationMirror ann = Annots.of(List.of(), List.of(type)).find(PARQUET_RECORD);
        int before = reporter.errorCount();
        ElementKind kind = type.getKind();
        if (kind != ElementKind.RECORD && kind != ElementKind.CLASS
                || type.getModifiers().contains(Modifier.ABSTRACT)) {
            String what = kind == ElementKind.CLASS
                    ? "abstract class" : kind.toString().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
            reporter.error(type, ann, Message.UNSUPPORTED_KIND, what, type.getQualifiedName());
            return null;
        }
        rules.checkTypeUsable(type, ann);
        if (reporter.errorCount() != before) {
            return null;
        }
        String pkg = elements.getPackageOf(type).getQualifiedName().toString();
        RecordModel model = record(type, rules.namingOf(type, NamingStrategy.AS_WRITTEN), pkg, targetRules.targetsOf(type));
        return reporter.errorCount() == before ? model : null;
    }

    RecordModel record(TypeElement type, NamingStrategy naming, String pkg, Targets targets) {
        String key = type.getQualifiedName() + "|" + naming + "|" + pkg + "|" + targets.engines();
        RecordModel cached = done.get(key);
        if (cached != null) {
            return cached;
        }
        if (failed.contains(key)) {
            return null;
        }
        int before = reporter.errorCount();
        stack.push(type.getQualifiedName().toString());
        reporter.enter();
        RecordModel model;
        try {
            External external = externals.get(type.getQualifiedName().toString());
            model = external != null ? externalDiscovery.map(type, external, naming, pkg, targets)
                    : type.getKind() == ElementKind.RECORD ? discovery.recordType(type, naming, pkg, targets)
                    : discovery.classType(type, naming, pkg, targets);
        } finally {
            stack.pop();
            reporter.leave();
        }
        if (model == null || reporter.errorCount() != before) {
            // a compiled type's errors are shown on the property that reached it: map it again from
            // the next property, so that one is blamed as well
            if (reporter.fromSource(type) || externals.containsKey(type.getQualifiedName().toString())) {
                failed.add(key); // (an external's errors are shown once, on its declaration)
            }
            return null;
        }
        done.put(key, model);
        return model;
    }

    /** Maps raw properties to a model: names, ids, shapes, duplicate checks. */
    RecordModel build(TypeElement type, RecordModel.Kind kind, Creator creator, List<RawProperty> raws,
            NamingStrategy naming, String pkg, Targets targets) {
        boolean ok = true;
        List<PropertyModel> props = new ArrayList<>();
        Map<String, String> byParquetName = new HashMap<>();
        Map<Integer, String> byId = new HashMap<>();
        for (RawProperty raw : raws) {
            if (raw.ignored) {
                continue;
            }
            reporter.at(raw.javaName, raw.blame);
            String parquetName = Names.apply(naming, raw.javaName);
            int id = -1;
            AnnotationMirror field = AnnotationRules.find(raw.declarations, PARQUET_FIELD);
            if (field != null) {
                String n = (String) rules.value(field, "name");
                if (n != null && !n.isEmpty()) {
                    parquetName = n;
                }
                id = (Integer) rules.value(field, "id");
                if (id < -1) {
                    reporter.error(raw.blame, field, Message.INVALID_FIELD_ID, raw.javaName, id);
                    ok = false;
                }
            }
            String clash = byParquetName.putIfAbsent(parquetName, raw.javaName);
            if (clash != null) {
                reporter.error(raw.blame, field, Message.DUPLICATE_COLUMN, raw.javaName, parquetName, clash);
                ok = false;
            }
            if (id >= 0) {
                String idClash = byId.putIfAbsent(id, raw.javaName);
                if (idClash != null) {
                    reporter.error(raw.blame, field, Message.DUPLICATE_FIELD_ID, raw.javaName, id, idClash);
                    ok = false;
                }
            }
            Site site = new Site(raw.javaName, raw.blame, naming, pkg, targets, type, raw.declarations);
            Converters.Resolved converter = converters.of(raw.javaName, raw.type, raw.declarations, raw.blame, type);
            if (converter == Converters.FAILED) {
                ok = false;
                continue;
            }
            TypeMirror mapped = converter == null ? raw.type : converter.parquetType();
            Annots annots = Annots.of(raw.type.getAnnotationMirrors(), raw.declarations);
            if (converter != null) {
                annots = annots.plus(Annots.of(List.of(), List.of(converter.element())));
            }
            FieldShape shape = shapes.topShape(mapped, annots, site, raw.declarations);
            if (shape == null) {
                ok = false;
                continue;
            }
            if (raw.write == null) {
                continue; // already reported as not settable
            }
            // every column annotation is checked, so all their mistakes are reported at once
            AnnotationMirror enc = AnnotationRules.find(raw.declarations, PARQUET_ENCODING);
            String encoding = enc == null ? null : rules.encoding(enc, raw.javaName, raw.blame, parquetName, shape);
            AnnotationMirror def = AnnotationRules.find(raw.declarations, PARQUET_DEFAULT);
            Object defaultValue = def == null ? null : rules.defaultValue(def, raw.javaName, raw.blame, mapped, shape);
            AnnotationMirror bloom = AnnotationRules.find(raw.declarations, BLOOM_FILTER);
            BloomFilterModel bloomFilter = bloom == null ? null
                    : rules.bloomFilter(bloom, raw.javaName, raw.blame, parquetName, shape);
            if (enc != null && encoding == null || def != null && defaultValue == null
                    || bloom != null && bloomFilter == null) {
                ok = false;
                continue;
            }
            if (!targetRules.targetsRead(targets, raw.javaName, raw.blame, parquetName, shape, enc, encoding)) {
                ok = false;
                continue;
            }
            props.add(new PropertyModel(raw.javaName, parquetName, id, TypeName.get(raw.type), raw.read, raw.write, shape,
                    encoding, defaultValue, bloomFilter, converter == null ? null : converter.conversion()));
        }
        if (!ok) {
            return null;
        }
        ClassName name = ClassName.get(type);
        boolean annotated = AnnotationRules.find(List.of(type), PARQUET_RECORD) != null;
        return new RecordModel(name, RecordModel.generatedNameFor(name), kind, annotated, creator, props,
                targets.engines());
    }

    /** Whether the writer can write {@code type} values in {@code encoding} (the runtime's ValueEncoders rule). */
    static boolean encodes(String encoding, PhysicalType type) {
        return AnnotationRules.encodes(encoding, type);
    }
}
