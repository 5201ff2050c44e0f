package io.parquetry.processor.extract;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.Engine;
import io.parquetry.annotation.EngineFeature;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.UuidFormat;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.BloomFilterModel;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads {@code javax.lang.model} elements into {@link RecordModel}s. Reports every problem of a type
 * through the {@link Reporter} and returns {@code null} for a type with any error. One instance per
 * processing round: it caches nested types it has already mapped.
 */
public final class ModelExtractor {

    private static final String ANN = "io.parquetry.annotation.";
    static final String PARQUET_RECORD = ANN + "ParquetRecord";
    private static final String PARQUET_FIELD = ANN + "ParquetField";
    private static final String PARQUET_IGNORE = ANN + "ParquetIgnore";
    private static final String DECIMAL = ANN + "Decimal";
    private static final String TIMESTAMP = ANN + "Timestamp";
    private static final String TIME = ANN + "Time";
    private static final String REPEATED = ANN + "Repeated";
    private static final String UNSIGNED = ANN + "Unsigned";
    private static final String JSON = ANN + "Json";
    private static final String PARQUET_ENCODING = ANN + "ParquetEncoding";
    private static final String PARQUET_DEFAULT = ANN + "ParquetDefault";
    private static final String BLOOM_FILTER = ANN + "BloomFilter";
    private static final String PARQUET_TARGET = ANN + "ParquetTarget";
    private static final String UUID_AS = ANN + "Uuid";
    private static final String PARQUET_CASE = ANN + "ParquetCase";
    /** Annotations that refine a scalar's Parquet type; each applies to some Java types only. */
    private static final Set<String> VALUE_ANNOTATIONS = Set.of(DECIMAL, TIMESTAMP, TIME, UNSIGNED, JSON, UUID_AS);

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final boolean finalRound;
    private final Targets buildTargets;
    private final Converters converters;
    private final Map<String, RecordModel> done = new HashMap<>();
    private final Set<String> failed = new HashSet<>();
    private final Deque<String> stack = new ArrayDeque<>();

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
        this.types = env.getTypeUtils();
        this.reporter = reporter;
        this.converters = new Converters(elements, types, reporter);
        this.finalRound = finalRound;
        this.buildTargets = buildTargets == null ? Targets.NONE
                : new Targets(buildTargets, "the processor option -A" + OPTION_TARGET);
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
        checkTypeUsable(type, ann);
        if (reporter.errorCount() != before) {
            return null;
        }
        String pkg = elements.getPackageOf(type).getQualifiedName().toString();
        RecordModel model = record(type, namingOf(type, NamingStrategy.AS_WRITTEN), pkg, targetsOf(type));
        return reporter.errorCount() == before ? model : null;
    }

    private void checkTypeUsable(TypeElement type, AnnotationMirror ann) {
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

    /**
     * The engines that must read a type's files and where they were declared: the nearest
     * {@code @ParquetTarget} (the type's, else its package's), else the build's option.
     */
    private record Targets(Set<Engine> engines, String origin) {
        static final Targets NONE = new Targets(Set.of(), "nothing");

        Targets {
            engines = engines.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(EnumSet.copyOf(engines));
        }

        /** These targets and those of {@code more} (a nested type's own). */
        Targets plus(Targets more) {
            if (engines.containsAll(more.engines())) {
                return this;
            }
            Set<Engine> all = EnumSet.noneOf(Engine.class);
            all.addAll(engines);
            all.addAll(more.engines());
            return new Targets(all, engines.isEmpty() ? more.origin() : origin + " and " + more.origin());
        }
    }

    private Targets targetsOf(TypeElement type) {
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

    private Set<Engine> engines(AnnotationMirror target) {
        Set<Engine> out = EnumSet.noneOf(Engine.class);
        if (value(target, "value") instanceof List<?> list) {
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
    private boolean targetsRead(Targets targets, String property, Element blame, String parquetName, FieldShape shape,
            AnnotationMirror encodingAnnotation, String encoding) {
        if (targets.engines().isEmpty()) {
            return true;
        }
        List<Leaf> leaves = new ArrayList<>();
        collectLeaves(parquetName, shape, leaves);
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
            EngineFeature enc = encoding == null ? null : EngineFeature.encoding(encoding, leaf.type().name());
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
        return ok;
    }

    /** The {@link EngineFeature} a leaf column's type is, or {@code null} when every engine reads it. */
    private static EngineFeature typeFeature(FieldShape.Primitive p) {
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

    private NamingStrategy namingOf(TypeElement type, NamingStrategy inherited) {
        AnnotationMirror ann = Annots.of(List.of(), List.of(type)).find(PARQUET_RECORD);
        if (ann == null) {
            return inherited;
        }
        Object v = value(ann, "naming");
        return v instanceof VariableElement ve ? NamingStrategy.valueOf(ve.getSimpleName().toString()) : inherited;
    }

    // ---------------------------------------------------------------- records and classes

    /** One property as found in the source, before its type is mapped. */
    private static final class RawProperty {
        final String javaName;
        final TypeMirror type;
        final Element blame;
        final List<Element> declarations = new ArrayList<>();
        PropertyModel.ReadAccess read;
        PropertyModel.WriteAccess write;
        boolean ignored;

        RawProperty(String javaName, TypeMirror type, Element blame) {
            this.javaName = javaName;
            this.type = type;
            this.blame = blame;
        }
    }

    private RecordModel record(TypeElement type, NamingStrategy naming, String pkg, Targets targets) {
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
        RecordModel model;
        try {
            model = type.getKind() == ElementKind.RECORD ? recordType(type, naming, pkg, targets) : classType(type, naming, pkg, targets);
        } finally {
            stack.pop();
        }
        if (model == null || reporter.errorCount() != before) {
            failed.add(key);
            return null;
        }
        done.put(key, model);
        return model;
    }

    private RecordModel recordType(TypeElement type, NamingStrategy naming, String pkg, Targets targets) {
        List<RawProperty> raws = new ArrayList<>();
        List<? extends RecordComponentElement> components = type.getRecordComponents();
        ExecutableElement canonical = canonicalConstructor(type, components);
        List<Creator.Parameter> params = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
            RecordComponentElement c = components.get(i);
            String name = c.getSimpleName().toString();
            VariableElement field = null;
            for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
                if (f.getSimpleName().contentEquals(name) && !f.getModifiers().contains(Modifier.STATIC)) {
                    field = f;
                }
            }
            // javac 17 gives record component elements no source position; their private field has it
            RawProperty raw = new RawProperty(name, c.asType(), field != null ? field : c.getAccessor());
            raw.declarations.add(c);
            raw.declarations.add(c.getAccessor());
            raw.declarations.add(field);
            if (canonical != null) {
                raw.declarations.add(canonical.getParameters().get(i));
            }
            raw.read = new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.METHOD, c.getAccessor().getSimpleName().toString());
            raw.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, name, i);
            raw.ignored = hasAnnotation(raw.declarations, PARQUET_IGNORE);
            params.add(new Creator.Parameter(raw.ignored ? null : name, TypeName.get(c.asType())));
            raws.add(raw);
        }
        if (canonical != null && !accessible(canonical, pkg)) {
            reporter.error(type, Message.NO_CONSTRUCTOR, type.getQualifiedName());
            return null;
        }
        return build(type, RecordModel.Kind.RECORD, new Creator(params), raws, naming, pkg, targets);
    }

    private ExecutableElement canonicalConstructor(TypeElement type, List<? extends RecordComponentElement> components) {
        for (ExecutableElement ctor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            List<? extends VariableElement> ps = ctor.getParameters();
            if (ps.size() != components.size()) {
                continue;
            }
            boolean match = true;
            for (int i = 0; i < ps.size() && match; i++) {
                match = types.isSameType(types.erasure(ps.get(i).asType()), types.erasure(components.get(i).asType()));
            }
            if (match) {
                return ctor;
            }
        }
        return null;
    }

    /** Getter, setter and field of one bean property, gathered over the class hierarchy. */
    private static final class BeanParts {
        ExecutableElement getter;
        final List<ExecutableElement> setters = new ArrayList<>();
        VariableElement field;
    }

    private RecordModel classType(TypeElement type, NamingStrategy naming, String pkg, Targets targets) {
        // inherited members are seen as members of this type: Base<T>.getValue() in Sub extends Base<String> is String
        DeclaredType self = (DeclaredType) type.asType();
        Map<String, BeanParts> parts = new LinkedHashMap<>();
        List<TypeElement> chain = new ArrayList<>();
        for (TypeElement t = type; t != null && !t.getQualifiedName().contentEquals("java.lang.Object");
                t = superclass(t)) {
            chain.add(0, t);
        }
        for (TypeElement t : chain) {
            for (Element e : t.getEnclosedElements()) {
                if (e.getModifiers().contains(Modifier.STATIC)) {
                    continue;
                }
                if (e.getKind() == ElementKind.FIELD) {
                    parts.computeIfAbsent(e.getSimpleName().toString(), n -> new BeanParts()).field = (VariableElement) e;
                } else if (e.getKind() == ElementKind.METHOD) {
                    ExecutableElement m = (ExecutableElement) e;
                    String getter = getterProperty(m);
                    String setter = setterProperty(m);
                    if (getter != null) {
                        parts.computeIfAbsent(getter, n -> new BeanParts()).getter = m;
                    } else if (setter != null) {
                        // overloads are kept; the one taking the property's type is chosen below
                        parts.computeIfAbsent(setter, n -> new BeanParts()).setters.add(m);
                    }
                }
            }
        }
        List<RawProperty> raws = new ArrayList<>();
        for (Map.Entry<String, BeanParts> entry : parts.entrySet()) {
            String name = entry.getKey();
            BeanParts p = entry.getValue();
            RawProperty raw;
            if (p.getter != null && accessible(p.getter, pkg)) {
                raw = new RawProperty(name, ((ExecutableType) types.asMemberOf(self, p.getter)).getReturnType(), p.getter);
                raw.read = new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.METHOD, p.getter.getSimpleName().toString());
            } else if (p.field != null && p.field.getModifiers().contains(Modifier.PUBLIC) && accessible(p.field, pkg)) {
                raw = new RawProperty(name, types.asMemberOf(self, p.field), p.field);
                raw.read = new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.FIELD, name);
            } else {
                continue; // private state or a write-only setter: not a property
            }
            raw.declarations.add(p.getter);
            raw.declarations.add(p.field);
            ExecutableElement setter = null;
            for (ExecutableElement m : p.setters) {
                if (accessible(m, pkg) && types.isSameType(
                        ((ExecutableType) types.asMemberOf(self, m)).getParameterTypes().get(0), raw.type)) {
                    setter = m; // a subclass override comes later and wins
                }
            }
            raw.declarations.add(setter);
            raw.ignored = hasAnnotation(raw.declarations, PARQUET_IGNORE);
            if (setter != null) {
                raw.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.SETTER,
                        setter.getSimpleName().toString(), -1);
            } else if (p.field != null && !p.field.getModifiers().contains(Modifier.FINAL) && accessible(p.field, pkg)
                    && types.isSameType(types.asMemberOf(self, p.field), raw.type)) {
                raw.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.FIELD, name, -1);
            }
            raws.add(raw);
        }
        Creator creator = chooseConstructor(type, raws, pkg);
        if (creator == null) {
            reporter.error(type, Message.NO_CONSTRUCTOR, type.getQualifiedName());
            return null;
        }
        boolean ok = true;
        for (RawProperty raw : raws) {
            if (!raw.ignored && raw.write == null) {
                reporter.error(raw.blame, Message.PROPERTY_NOT_SETTABLE, raw.javaName, type.getSimpleName(), raw.javaName);
                ok = false;
            }
        }
        RecordModel model = build(type, RecordModel.Kind.CLASS, creator, raws, naming, pkg, targets);
        return ok ? model : null;
    }

    /**
     * The constructor with the most parameters that all match properties by name and type, else the
     * no-argument constructor, else {@code null}. Properties it takes get constructor-parameter writes.
     */
    private Creator chooseConstructor(TypeElement type, List<RawProperty> raws, String pkg) {
        Map<String, RawProperty> byName = new HashMap<>();
        for (RawProperty r : raws) {
            byName.put(r.javaName, r);
        }
        ExecutableElement best = null;
        boolean hasNoArg = false;
        for (ExecutableElement ctor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (!accessible(ctor, pkg)) {
                continue;
            }
            if (ctor.getParameters().isEmpty()) {
                hasNoArg = true;
                continue;
            }
            boolean match = true;
            for (VariableElement p : ctor.getParameters()) {
                RawProperty r = byName.get(p.getSimpleName().toString());
                match &= r != null && types.isSameType(p.asType(), r.type);
            }
            if (match && (best == null || ctor.getParameters().size() > best.getParameters().size())) {
                best = ctor;
            }
        }
        if (best == null) {
            return hasNoArg ? new Creator(List.of()) : null;
        }
        List<Creator.Parameter> params = new ArrayList<>();
        List<? extends VariableElement> ps = best.getParameters();
        for (int i = 0; i < ps.size(); i++) {
            VariableElement p = ps.get(i);
            RawProperty r = byName.get(p.getSimpleName().toString());
            r.declarations.add(p);
            r.ignored |= hasAnnotation(List.of(p), PARQUET_IGNORE);
            r.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, r.javaName, i);
            params.add(new Creator.Parameter(r.ignored ? null : r.javaName, TypeName.get(p.asType())));
        }
        return new Creator(params);
    }

    private TypeElement superclass(TypeElement t) {
        TypeMirror s = t.getSuperclass();
        return s.getKind() == TypeKind.DECLARED ? (TypeElement) ((DeclaredType) s).asElement() : null;
    }

    private static String getterProperty(ExecutableElement m) {
        if (!m.getParameters().isEmpty() || !m.getTypeParameters().isEmpty()
                || m.getReturnType().getKind() == TypeKind.VOID) {
            return null;
        }
        String n = m.getSimpleName().toString();
        if (n.length() > 3 && n.startsWith("get") && Character.isUpperCase(n.charAt(3)) && !n.equals("getClass")) {
            return Names.decapitalize(n.substring(3));
        }
        if (n.length() > 2 && n.startsWith("is") && Character.isUpperCase(n.charAt(2))
                && m.getReturnType().getKind() == TypeKind.BOOLEAN) {
            return Names.decapitalize(n.substring(2));
        }
        return null;
    }

    private static String setterProperty(ExecutableElement m) {
        String n = m.getSimpleName().toString();
        if (m.getParameters().size() == 1 && m.getTypeParameters().isEmpty() && n.length() > 3 && n.startsWith("set")
                && Character.isUpperCase(n.charAt(3))) {
            return Names.decapitalize(n.substring(3));
        }
        return null;
    }

    /** Whether generated code in package {@code pkg} may use {@code e}. */
    private boolean accessible(Element e, String pkg) {
        Set<Modifier> mods = e.getModifiers();
        if (mods.contains(Modifier.PRIVATE)) {
            return false;
        }
        if (mods.contains(Modifier.PUBLIC)) {
            Element owner = e.getEnclosingElement();
            return !(owner instanceof TypeElement t) || accessible(t, pkg);
        }
        return elements.getPackageOf(e).getQualifiedName().contentEquals(pkg);
    }

    /** Maps raw properties to a model: names, ids, shapes, duplicate checks. */
    private RecordModel build(TypeElement type, RecordModel.Kind kind, Creator creator, List<RawProperty> raws,
            NamingStrategy naming, String pkg, Targets targets) {
        boolean ok = true;
        List<PropertyModel> props = new ArrayList<>();
        Map<String, String> byParquetName = new HashMap<>();
        Map<Integer, String> byId = new HashMap<>();
        for (RawProperty raw : raws) {
            if (raw.ignored) {
                continue;
            }
            String parquetName = Names.apply(naming, raw.javaName);
            int id = -1;
            AnnotationMirror field = find(raw.declarations, PARQUET_FIELD);
            if (field != null) {
                String n = (String) value(field, "name");
                if (n != null && !n.isEmpty()) {
                    parquetName = n;
                }
                id = (Integer) value(field, "id");
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
            Site site = new Site(raw.javaName, raw.blame, naming, pkg, targets);
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
            FieldShape shape = topShape(mapped, annots, site, raw.declarations);
            if (shape == null) {
                ok = false;
                continue;
            }
            if (raw.write == null) {
                continue; // already reported as not settable
            }
            // every column annotation is checked, so all their mistakes are reported at once
            AnnotationMirror enc = find(raw.declarations, PARQUET_ENCODING);
            String encoding = enc == null ? null : encoding(enc, raw.javaName, raw.blame, parquetName, shape);
            AnnotationMirror def = find(raw.declarations, PARQUET_DEFAULT);
            Object defaultValue = def == null ? null : defaultValue(def, raw.javaName, raw.blame, mapped, shape);
            AnnotationMirror bloom = find(raw.declarations, BLOOM_FILTER);
            BloomFilterModel bloomFilter = bloom == null ? null
                    : bloomFilter(bloom, raw.javaName, raw.blame, parquetName, shape);
            if (enc != null && encoding == null || def != null && defaultValue == null
                    || bloom != null && bloomFilter == null) {
                ok = false;
                continue;
            }
            if (!targetsRead(targets, raw.javaName, raw.blame, parquetName, shape, enc, encoding)) {
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
        boolean annotated = find(List.of(type), PARQUET_RECORD) != null;
        return new RecordModel(name, RecordModel.generatedNameFor(name), kind, annotated, creator, props,
                targets.engines());
    }

    // ---------------------------------------------------------------- types

    /** Where a value sits, for messages and for nested types' rules. */
    private record Site(String property, Element blame, NamingStrategy naming, String pkg, Targets targets) {
    }

    /** Maps a property's declared type, handling {@code @Repeated}, which only applies at the top. */
    private FieldShape topShape(TypeMirror type, Annots annots, Site site, List<Element> declarations) {
        AnnotationMirror repeated = find(declarations, REPEATED);
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
        FieldShape elementShape = shape(element, elementAnnots, site);
        if (elementShape == null) {
            return null;
        }
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
        checkValueAnnotations(annots, Set.of(), type, site);
        return new FieldShape.ListShape(Repetition.REPEATED, bare, containerKind(type), FieldShape.ListLayout.BARE_REPEATED,
                TypeName.get(type));
    }

    /** The element type of a collection or array (not {@code byte[]}), else {@code null}. */
    private TypeMirror elementType(TypeMirror type) {
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

    private FieldShape.ContainerKind containerKind(TypeMirror type) {
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

    private static String qualifiedName(TypeMirror declared) {
        return ((TypeElement) ((DeclaredType) declared).asElement()).getQualifiedName().toString();
    }

    /** Maps any value type; {@code null} after reporting an error. */
    private FieldShape shape(TypeMirror type, Annots annots, Site site) {
        Repetition nullable = annots.notNull() ? Repetition.REQUIRED : Repetition.OPTIONAL;
        TypeName javaType = TypeName.get(type);
        switch (type.getKind()) {
            case BOOLEAN:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.BOOLEAN);
            case BYTE:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.BYTE);
            case SHORT:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.SHORT);
            case INT:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.INT);
            case LONG:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.LONG);
            case FLOAT:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.FLOAT);
            case DOUBLE:
                return scalar(type, annots, site, Repetition.REQUIRED, JavaKind.DOUBLE);
            case CHAR:
                return unsupported(site, type, " (char has no Parquet type; use String or int)");
            case ARRAY: {
                TypeMirror component = ((ArrayType) type).getComponentType();
                if (component.getKind() == TypeKind.BYTE) {
                    return scalar(type, annots, site, nullable, JavaKind.BYTES);
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
            return scalar(type, annots, site, nullable, JavaKind.ENUM);
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
            return scalar(type, annots, site, nullable, kind);
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

    private FieldShape unsupported(Site site, TypeMirror type, String why) {
        reporter.error(site.blame(), Message.UNSUPPORTED_TYPE, site.property(), type, why);
        return null;
    }

    private FieldShape group(DeclaredType type, TypeElement element, Annots annots, Site site, Repetition repetition) {
        String qn = element.getQualifiedName().toString();
        if (qn.startsWith("java.") || qn.startsWith("javax.") || qn.startsWith("jdk.") || qn.startsWith("sun.")) {
            return unsupported(site, type, "");
        }
        boolean abstractType = element.getKind() == ElementKind.INTERFACE
                || element.getKind() == ElementKind.CLASS && element.getModifiers().contains(Modifier.ABSTRACT);
        if (abstractType && element.getModifiers().contains(Modifier.SEALED)) {
            return union(type, element, annots, site, repetition);
        }
        if (abstractType) {
            reporter.error(site.blame(), Message.NOT_SEALED, site.property(), type,
                    element.getKind() == ElementKind.INTERFACE ? "an interface" : "an abstract class");
            return null;
        }
        String why = null;
        if (element.getKind() == ElementKind.INTERFACE || element.getKind() == ElementKind.ANNOTATION_TYPE) {
            why = " (an interface; only records and concrete classes become groups)";
        } else if (element.getModifiers().contains(Modifier.ABSTRACT)) {
            why = " (an abstract class; only records and concrete classes become groups)";
        } else if (!element.getTypeParameters().isEmpty()) {
            why = " (a generic type; only types without type parameters become groups)";
        } else if (element.getNestingKind() == NestingKind.MEMBER && element.getKind() == ElementKind.CLASS
                && !element.getModifiers().contains(Modifier.STATIC)) {
            why = " (an inner class; declare it static)";
        } else if (!accessible(element, site.pkg())) {
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
        checkValueAnnotations(annots, Set.of(), type, site);
        RecordModel nested = record(element, namingOf(element, site.naming()), site.pkg(),
                site.targets().plus(targetsOf(element)));
        return nested == null ? null : new FieldShape.Group(repetition, nested);
    }

    /** Reports and returns true when {@code qn} is already being extracted (a cycle). */
    private boolean recursive(String qn, Site site) {
        if (!stack.contains(qn)) {
            return false;
        }
        List<String> cycle = new ArrayList<>(stack);
        java.util.Collections.reverse(cycle);
        cycle = cycle.subList(cycle.indexOf(qn), cycle.size());
        cycle.add(qn);
        String path = cycle.stream().map(n -> n.substring(n.lastIndexOf('.') + 1)).collect(Collectors.joining(" -> "));
        reporter.error(site.blame(), Message.RECURSIVE_TYPE, site.property(), simple(stack.peek()), path);
        return true;
    }

    /**
     * A sealed interface or sealed abstract class as a tagged union: one optional group per
     * permitted subtype (a record, a final class or a nested sealed type), named by
     * {@code @ParquetCase} or the simple name.
     */
    private FieldShape union(DeclaredType type, TypeElement element, Annots annots, Site site, Repetition repetition) {
        String qn = element.getQualifiedName().toString();
        if (!element.getTypeParameters().isEmpty()) {
            return unsupported(site, type, " (a generic type; only types without type parameters become groups)");
        }
        if (!accessible(element, site.pkg())) {
            return unsupported(site, type, " (not accessible from package " + site.pkg() + "; make it public)");
        }
        if (recursive(qn, site)) {
            return null;
        }
        checkValueAnnotations(annots, Set.of(), type, site);
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
                AnnotationMirror caseAnnotation = find(List.of(c), PARQUET_CASE);
                String name = caseAnnotation != null ? String.valueOf(value(caseAnnotation, "value"))
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
                    reporter.error(site.blame(), Message.CASE_NOT_CLOSED, site.property(), caseName, simple(qn));
                    continue;
                }
                if (c.getKind() == ElementKind.ENUM) {
                    reporter.error(site.blame(), Message.CASE_NOT_MAPPABLE, site.property(), caseName, simple(qn),
                            " (an enum; cases must be records, final classes or sealed types)");
                    continue;
                }
                FieldShape shape = shape(permitted, Annots.ofType(List.of()), site);
                if (shape == null) {
                    reporter.error(site.blame(), Message.CASE_NOT_MAPPABLE, site.property(), caseName, simple(qn),
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

    private static String simple(String qn) {
        return qn.substring(qn.lastIndexOf('.') + 1);
    }

    private FieldShape list(TypeMirror type, TypeMirror elementType, Annots annots, Site site, Repetition repetition) {
        checkValueAnnotations(annots, Set.of(), type, site);
        FieldShape element = shape(elementType, Annots.ofType(elementType.getAnnotationMirrors()), site);
        if (element == null) {
            return null;
        }
        return new FieldShape.ListShape(repetition, element, containerKind(type), FieldShape.ListLayout.THREE_LEVEL,
                TypeName.get(type));
    }

    private FieldShape map(DeclaredType type, Annots annots, Site site, Repetition repetition) {
        checkValueAnnotations(annots, Set.of(), type, site);
        TypeMirror keyType = type.getTypeArguments().get(0);
        TypeMirror valueType = type.getTypeArguments().get(1);
        FieldShape key = shape(keyType, Annots.ofType(keyType.getAnnotationMirrors()), site);
        FieldShape value = shape(valueType, Annots.ofType(valueType.getAnnotationMirrors()), site);
        if (key != null && !(key instanceof FieldShape.Primitive)) {
            reporter.error(site.blame(), Message.MAP_KEY_NOT_SCALAR, site.property(), keyType);
            return null;
        }
        if (key == null || value == null) {
            return null;
        }
        FieldShape.Primitive k = (FieldShape.Primitive) key;
        // keys are always required: a map cannot hold two null keys and Parquet's MAP forbids them
        FieldShape.Primitive requiredKey = new FieldShape.Primitive(Repetition.REQUIRED, k.physicalType(), k.typeLength(),
                k.logicalType(), k.javaKind(), k.javaType());
        return new FieldShape.MapShape(repetition, requiredKey, value, TypeName.get(type));
    }

    private FieldShape optional(FieldShape.OptionalKind kind, TypeMirror type, TypeMirror valueType, Annots annots,
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

    private static FieldShape withRepetition(FieldShape s, Repetition r) {
        if (s instanceof FieldShape.Primitive p) {
            return new FieldShape.Primitive(r, p.physicalType(), p.typeLength(), p.logicalType(), p.javaKind(), p.javaType());
        } else if (s instanceof FieldShape.Group g) {
            return new FieldShape.Group(r, g.record());
        } else if (s instanceof FieldShape.Union u) {
            return new FieldShape.Union(r, u.javaType(), u.cases());
        } else if (s instanceof FieldShape.ListShape l) {
            return new FieldShape.ListShape(r, l.element(), l.container(), l.layout(), l.javaType());
        } else if (s instanceof FieldShape.MapShape m) {
            return new FieldShape.MapShape(r, m.key(), m.value(), m.javaType());
        }
        throw new IllegalStateException("cannot change the repetition of " + s);
    }

    /** A leaf column for a scalar Java kind, applying and checking the value annotations. */
    private FieldShape scalar(TypeMirror type, Annots annots, Site site, Repetition repetition, JavaKind kind) {
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
                if (!checkValueAnnotations(annots, Set.of(UUID_AS), type, site)) {
                    return null;
                }
                return switch (uuidFormat(annots.find(UUID_AS))) {
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
                TimeUnit unit = unit(annots.find(TIME));
                return leaf(annots, site, type, Set.of(TIME), repetition,
                        unit == TimeUnit.MILLIS ? PhysicalType.INT32 : PhysicalType.INT64,
                        new LogicalTypeInfo.TimeType(false, unit), kind);
            }
            case INSTANT, LOCAL_DATE_TIME:
                return leaf(annots, site, type, Set.of(TIMESTAMP), repetition, PhysicalType.INT64,
                        new LogicalTypeInfo.TimestampType(kind == JavaKind.INSTANT, unit(annots.find(TIMESTAMP))), kind);
            case BIG_DECIMAL:
                return decimal(type, annots, site, repetition);
            default:
                throw new IllegalStateException("unmapped kind " + kind);
        }
    }

    private FieldShape leaf(Annots annots, Site site, TypeMirror type, Set<String> allowed, Repetition repetition,
            PhysicalType physical, LogicalTypeInfo logical, JavaKind kind) {
        if (!checkValueAnnotations(annots, allowed, type, site)) {
            return null;
        }
        return new FieldShape.Primitive(repetition, physical, 0, logical, kind, TypeName.get(type));
    }

    private FieldShape decimal(TypeMirror type, Annots annots, Site site, Repetition repetition) {
        if (!checkValueAnnotations(annots, Set.of(DECIMAL), type, site)) {
            return null;
        }
        AnnotationMirror d = annots.find(DECIMAL);
        if (d == null) {
            reporter.error(site.blame(), Message.DECIMAL_WITHOUT_ANNOTATION, site.property());
            return null;
        }
        int precision = (Integer) value(d, "precision");
        int scale = (Integer) value(d, "scale");
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

    /**
     * Reports every value annotation in {@code annots} that {@code type} does not accept.
     *
     * @return whether none was misplaced
     */
    private boolean checkValueAnnotations(Annots annots, Set<String> allowed, TypeMirror type, Site site) {
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
    private String encoding(AnnotationMirror m, String property, Element blame, String parquetName, FieldShape shape) {
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
    private BloomFilterModel bloomFilter(AnnotationMirror m, String property, Element blame, String parquetName,
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
    private record Leaf(String path, FieldShape.Primitive primitive) {
        PhysicalType type() {
            return primitive.physicalType();
        }
    }

    /**
     * The leaf columns the column annotation {@code m} (named {@code annotation}) on a property
     * applies to, down to (not into) nested records; reports an error and returns {@code null}
     * when there is none.
     */
    private List<Leaf> annotatedLeaves(AnnotationMirror m, String annotation, String property, Element blame,
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
    private Object defaultValue(AnnotationMirror m, String property, Element blame, TypeMirror type, FieldShape shape) {
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
    private static List<String> enumConstants(TypeMirror type) {
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
    private static void collectLeaves(String path, FieldShape shape, List<Leaf> out) {
        if (shape instanceof FieldShape.Primitive p) {
            out.add(new Leaf(path, p));
        } else if (shape instanceof FieldShape.OptionalShape o) {
            collectLeaves(path, o.value(), out);
        } else if (shape instanceof FieldShape.ListShape l) {
            collectLeaves(l.layout() == FieldShape.ListLayout.BARE_REPEATED ? path : path + ".list.element", l.element(),
                    out);
        } else if (shape instanceof FieldShape.MapShape mp) {
            collectLeaves(path + ".key_value.key", mp.key(), out);
            collectLeaves(path + ".key_value.value", mp.value(), out);
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

    private static String encodable(String encoding) {
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

    private static String appliesTo(String annotation) {
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

    private UuidFormat uuidFormat(AnnotationMirror m) {
        Object v = m == null ? null : value(m, "as");
        return v instanceof VariableElement ve ? UuidFormat.valueOf(ve.getSimpleName().toString()) : UuidFormat.UUID;
    }

    private TimeUnit unit(AnnotationMirror m) {
        if (m == null) {
            return TimeUnit.MICROS;
        }
        Object v = value(m, "unit");
        return v instanceof VariableElement ve ? TimeUnit.valueOf(ve.getSimpleName().toString()) : TimeUnit.MICROS;
    }

    // ---------------------------------------------------------------- annotation helpers

    private static AnnotationMirror find(List<? extends Element> elements, String qualifiedName) {
        return Annots.of(List.of(), elements).find(qualifiedName);
    }

    private static boolean hasAnnotation(List<? extends Element> elements, String qualifiedName) {
        return find(elements, qualifiedName) != null;
    }

    /** The value of {@code name} in {@code m}, defaults included; enum constants come as {@link VariableElement}. */
    private Object value(AnnotationMirror m, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(m).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue().getValue();
            }
        }
        return null;
    }
}
