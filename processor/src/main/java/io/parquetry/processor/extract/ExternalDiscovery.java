package io.parquetry.processor.extract;

import io.parquetry.processor.extract.PropertyDiscovery.RawProperty;

import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Property discovery for a {@code @ParquetExternal} class: its bean properties (as for any class)
 * and the constructor or static factory the declaration names, whose parameters take the
 * properties the declaration lists (or those named like the parameters). Every mismatch is
 * reported on the declaration. One per {@link ModelExtractor}; not thread-safe.
 */
final class ExternalDiscovery {
    private final Types types;
    private final Reporter reporter;
    private final PropertyDiscovery discovery;
    private final ModelExtractor owner;

    ExternalDiscovery(Types types, Reporter reporter, PropertyDiscovery discovery, ModelExtractor owner) {
        this.types = types;
        this.reporter = reporter;
        this.discovery = discovery;
        this.owner = owner;
    }

    /** The model of {@code type} as {@code decl} maps it; {@code null} after reporting an error. */
    RecordModel map(TypeElement type, External decl, NamingStrategy naming, String pkg, Targets targets) {
        if (type.getKind() == ElementKind.RECORD && decl.factory().isEmpty() && decl.parameters().isEmpty()
                && decl.ignore().isEmpty() && decl.mixin() == null) {
            return discovery.recordType(type, naming, pkg, targets); // components and canonical constructor
        }
        List<RawProperty> raws = discovery.beanProperties(type, pkg);
        Map<String, RawProperty> byName = new LinkedHashMap<>();
        for (RawProperty r : raws) {
            byName.put(r.javaName, r);
        }
        boolean ok = known(type, decl, "ignore", decl.ignore(), byName) & known(type, decl, "parameters", decl.parameters(), byName)
                & mixin(type, decl, byName);
        for (String name : decl.ignore()) {
            if (decl.parameters().contains(name)) {
                reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_IGNORED_PARAMETER, type.getSimpleName(), name);
                ok = false;
            } else if (byName.containsKey(name)) {
                byName.get(name).ignored = true;
            }
        }
        if (!ok) {
            return null;
        }
        Creator creator = creator(type, decl, byName, pkg);
        if (creator == null) {
            return null;
        }
        for (RawProperty raw : raws) {
            if (!raw.ignored && raw.write == null) {
                reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_NOT_SETTABLE, type.getSimpleName(),
                        raw.javaName, raw.blame, what(decl));
                ok = false;
            }
        }
        RecordModel model = owner.build(type, RecordModel.Kind.CLASS, creator, raws, naming, pkg, targets);
        return ok ? model : null;
    }

    /** Adds the mixin's methods to the declarations of the properties they are named after. */
    private boolean mixin(TypeElement type, External decl, Map<String, RawProperty> byName) {
        if (decl.mixin() == null) {
            return true;
        }
        boolean ok = true;
        for (ExecutableElement m : ElementFilter.methodsIn(decl.mixin().getEnclosedElements())) {
            String name = PropertyDiscovery.getterProperty(m);
            RawProperty r = name == null ? null : byName.get(name);
            if (r == null) {
                reporter.error(m, Message.EXTERNAL_MIXIN_UNKNOWN, type.getSimpleName(), m, decl.mixin().getSimpleName(),
                        type.getQualifiedName(), properties(byName));
                ok = false;
            } else {
                r.declarations.add(m);
                r.ignored |= AnnotationRules.hasAnnotation(List.of(m), AnnotationRules.PARQUET_IGNORE);
            }
        }
        return ok;
    }

    private boolean known(TypeElement type, External decl, String attribute, List<String> names, Map<String, RawProperty> byName) {
        boolean ok = true;
        for (String name : names) {
            if (!byName.containsKey(name)) {
                reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_UNKNOWN_PROPERTY, type.getSimpleName(), name,
                        attribute, type.getQualifiedName(), properties(byName));
                ok = false;
            }
        }
        return ok;
    }

    private static String properties(Map<String, RawProperty> byName) {
        return byName.values().stream().map(r -> r.javaName + " (" + TypeName.get(r.type) + ")").collect(Collectors.joining(", "));
    }

    private static String what(External decl) {
        return decl.factory().isEmpty() ? "constructor" : "factory method " + decl.factory();
    }

    /** The creator of {@code decl}; sets the constructor-parameter writes of the properties it takes. */
    private Creator creator(TypeElement type, External decl, Map<String, RawProperty> byName, String pkg) {
        List<ExecutableElement> candidates = candidates(type, decl, pkg);
        if (!decl.factory().isEmpty() && candidates.isEmpty()) {
            reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_NO_FACTORY, type.getSimpleName(), decl.factory(),
                    type.getQualifiedName(), decl.factory());
            return null;
        }
        ExecutableElement chosen = null;
        List<String> names = decl.parameters();
        if (!names.isEmpty()) {
            for (ExecutableElement c : candidates) {
                if (takes(c, names, byName)) {
                    chosen = c;
                }
            }
            if (chosen == null) {
                String wanted = names.stream().map(n -> TypeName.get(byName.get(n).type).toString()).collect(Collectors.joining(", "));
                String has = candidates.stream().map(Object::toString).collect(Collectors.joining(", "));
                reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_NO_CREATOR, type.getSimpleName(),
                        type.getQualifiedName(), what(decl), wanted, names, has.isEmpty() ? "none" : has);
                return null;
            }
        } else {
            for (ExecutableElement c : candidates) {
                List<String> own = c.getParameters().stream().map(p -> p.getSimpleName().toString()).toList();
                if (takes(c, own, byName) && (chosen == null || c.getParameters().size() > chosen.getParameters().size())) {
                    chosen = c;
                }
            }
            if (chosen == null) {
                ExecutableElement unnamed = candidates.stream().filter(ExternalDiscovery::unnamed).findFirst().orElse(null);
                if (unnamed != null) {
                    reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_NO_NAMES, type.getSimpleName(), unnamed,
                            type.getQualifiedName());
                } else {
                    reporter.error(decl.holder(), decl.annotation(), Message.EXTERNAL_NO_MATCH, type.getSimpleName(),
                            what(decl), type.getQualifiedName(), properties(byName));
                }
                return null;
            }
            names = chosen.getParameters().stream().map(p -> p.getSimpleName().toString()).toList();
        }
        List<Creator.Parameter> params = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            VariableElement p = chosen.getParameters().get(i);
            RawProperty r = byName.get(names.get(i));
            r.declarations.add(p);
            r.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, r.javaName, i);
            params.add(new Creator.Parameter(r.javaName, TypeName.get(p.asType())));
        }
        return new Creator(params, decl.factory().isEmpty() ? null : decl.factory());
    }

    /** The public constructors, or the public static methods named {@code factory} returning the type. */
    private List<ExecutableElement> candidates(TypeElement type, External decl, String pkg) {
        List<ExecutableElement> out = new ArrayList<>();
        if (decl.factory().isEmpty()) {
            boolean concrete = !type.getModifiers().contains(Modifier.ABSTRACT) && type.getKind() != ElementKind.INTERFACE;
            for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
                if (concrete && discovery.accessible(c, pkg)) {
                    out.add(c);
                }
            }
            return out;
        }
        for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(decl.factory()) && m.getModifiers().contains(Modifier.STATIC)
                    && m.getTypeParameters().isEmpty() && discovery.accessible(m, pkg)
                    && types.isAssignable(m.getReturnType(), type.asType())) {
                out.add(m);
            }
        }
        return out;
    }

    /** Whether {@code c}'s parameters take exactly the properties {@code names}, type for type. */
    private boolean takes(ExecutableElement c, List<String> names, Map<String, RawProperty> byName) {
        List<? extends VariableElement> ps = c.getParameters();
        if (ps.size() != names.size()) {
            return false;
        }
        for (int i = 0; i < ps.size(); i++) {
            RawProperty r = byName.get(names.get(i));
            if (r == null || !types.isSameType(ps.get(i).asType(), r.type)) {
                return false;
            }
        }
        return true;
    }

    private static boolean unnamed(ExecutableElement c) {
        List<? extends VariableElement> ps = c.getParameters();
        for (int i = 0; i < ps.size(); i++) {
            if (!ps.get(i).getSimpleName().contentEquals("arg" + i)) {
                return false;
            }
        }
        return !ps.isEmpty();
    }
}
