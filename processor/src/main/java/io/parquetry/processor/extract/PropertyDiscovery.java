package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Property discovery: finds the properties of a record (its components and canonical constructor)
 * or of a class (getters, setters, public fields and the constructor that takes the most of
 * them, over the class hierarchy), with every declaration that may carry an annotation, and hands
 * them to {@link ModelExtractor#build}. One per {@link ModelExtractor}; not thread-safe.
 */
final class PropertyDiscovery {
    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final ModelExtractor owner;

    PropertyDiscovery(Elements elements, Types types, Reporter reporter, ModelExtractor owner) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.owner = owner;
    }

    /** One property as found in the source, before its type is mapped. */
    static final class RawProperty {
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

    RecordModel recordType(TypeElement type, NamingStrategy naming, String pkg, Targets targets) {
        List<RawProperty> raws = new ArrayList<>();
        List<? extends RecordComponentElement> components = type.getRecordComponents();
        ExecutableElement canonical = canonicalConstructor(type, components);
        List<Creator.Parameter> params = new ArrayList<>();
        // one pass over the members (javac finds a component's accessor by a linear search too)
        java.util.Map<String, VariableElement> instanceFields = new java.util.HashMap<>();
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (!f.getModifiers().contains(Modifier.STATIC)) {
                instanceFields.put(f.getSimpleName().toString(), f);
            }
        }
        for (int i = 0; i < components.size(); i++) {
            RecordComponentElement c = components.get(i);
            String name = c.getSimpleName().toString();
            VariableElement field = instanceFields.get(name);
            ExecutableElement accessor = c.getAccessor();
            // javac 17 gives record component elements no source position; their private field has it
            RawProperty raw = new RawProperty(name, c.asType(), field != null ? field : accessor);
            raw.declarations.add(c);
            raw.declarations.add(accessor);
            raw.declarations.add(field);
            if (canonical != null) {
                raw.declarations.add(canonical.getParameters().get(i));
            }
            raw.read = new PropertyModel.ReadAccess(PropertyModel.ReadAccess.Kind.METHOD, accessor.getSimpleName().toString());
            raw.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, name, i);
            raw.ignored = AnnotationRules.hasAnnotation(raw.declarations, PARQUET_IGNORE);
            params.add(new Creator.Parameter(raw.ignored ? null : name, TypeName.get(c.asType())));
            raws.add(raw);
        }
        if (canonical != null && !accessible(canonical, pkg)) {
            reporter.error(type, Message.NO_CONSTRUCTOR, type.getQualifiedName());
            return null;
        }
        return owner.build(type, RecordModel.Kind.RECORD, new Creator(params), raws, naming, pkg, targets);
    }

    ExecutableElement canonicalConstructor(TypeElement type, List<? extends RecordComponentElement> components) {
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
    static final class BeanParts {
        ExecutableElement getter;
        final List<ExecutableElement> setters = new ArrayList<>();
        VariableElement field;
    }

    RecordModel classType(TypeElement type, NamingStrategy naming, String pkg, Targets targets) {
        List<RawProperty> raws = beanProperties(type, pkg);
        Creator creator = chooseConstructor(type, raws, pkg);
        if (creator == null) {
            ExecutableElement unnamed = unnamedConstructor(type, raws, pkg);
            if (unnamed != null) {
                reporter.error(type, Message.NO_CONSTRUCTOR_PARAMETER_NAMES, type.getQualifiedName(), unnamed,
                        type.getSimpleName());
            } else {
                reporter.error(type, Message.NO_CONSTRUCTOR, type.getQualifiedName());
            }
            return null;
        }
        boolean ok = true;
        for (RawProperty raw : raws) {
            if (!raw.ignored && raw.write == null) {
                reporter.at(raw.javaName, raw.blame); // the path names the property, also from a jar
                reporter.error(raw.blame, Message.PROPERTY_NOT_SETTABLE, raw.javaName, type.getSimpleName(), raw.javaName);
                ok = false;
            }
        }
        RecordModel model = owner.build(type, RecordModel.Kind.CLASS, creator, raws, naming, pkg, targets);
        return ok ? model : null;
    }

    /**
     * The bean properties of a class over its hierarchy: a readable getter or public field each,
     * with the setter or non-final field that writes it when there is one.
     */
    List<RawProperty> beanProperties(TypeElement type, String pkg) {
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
            raw.ignored = AnnotationRules.hasAnnotation(raw.declarations, PARQUET_IGNORE);
            if (setter != null) {
                raw.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.SETTER,
                        setter.getSimpleName().toString(), -1);
            } else if (p.field != null && !p.field.getModifiers().contains(Modifier.FINAL) && accessible(p.field, pkg)
                    && types.isSameType(types.asMemberOf(self, p.field), raw.type)) {
                raw.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.FIELD, name, -1);
            }
            raws.add(raw);
        }
        return raws;
    }

    /**
     * The constructor with the most parameters that all match properties by name and type, else the
     * no-argument constructor, else {@code null}. Properties it takes get constructor-parameter writes.
     */
    Creator chooseConstructor(TypeElement type, List<RawProperty> raws, String pkg) {
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
            r.ignored |= AnnotationRules.hasAnnotation(List.of(p), PARQUET_IGNORE);
            r.write = new PropertyModel.WriteAccess(PropertyModel.WriteAccess.Kind.CONSTRUCTOR_PARAMETER, r.javaName, i);
            params.add(new Creator.Parameter(r.ignored ? null : r.javaName, TypeName.get(p.asType())));
        }
        return new Creator(params);
    }

    /**
     * An accessible constructor whose parameters are named {@code arg0, arg1, ...}: javac's names for
     * a class file compiled without {@code -parameters}, which no property name can match, while
     * each parameter's type is the type of some property (so real names might have matched).
     */
    ExecutableElement unnamedConstructor(TypeElement type, List<RawProperty> raws, String pkg) {
        for (ExecutableElement ctor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            List<? extends VariableElement> ps = ctor.getParameters();
            boolean unnamed = !ps.isEmpty() && accessible(ctor, pkg);
            for (int i = 0; i < ps.size() && unnamed; i++) {
                TypeMirror t = ps.get(i).asType();
                unnamed = ps.get(i).getSimpleName().contentEquals("arg" + i)
                        && raws.stream().anyMatch(r -> types.isSameType(t, r.type));
            }
            if (unnamed) {
                return ctor;
            }
        }
        return null;
    }

    TypeElement superclass(TypeElement t) {
        TypeMirror s = t.getSuperclass();
        return s.getKind() == TypeKind.DECLARED ? (TypeElement) ((DeclaredType) s).asElement() : null;
    }

    static String getterProperty(ExecutableElement m) {
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

    static String setterProperty(ExecutableElement m) {
        String n = m.getSimpleName().toString();
        if (m.getParameters().size() == 1 && m.getTypeParameters().isEmpty() && n.length() > 3 && n.startsWith("set")
                && Character.isUpperCase(n.charAt(3))) {
            return Names.decapitalize(n.substring(3));
        }
        return null;
    }

    /** Whether generated code in package {@code pkg} may use {@code e}. */
    boolean accessible(Element e, String pkg) {
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
}
