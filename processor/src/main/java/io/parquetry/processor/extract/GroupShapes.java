package io.parquetry.processor.extract;

import static io.parquetry.processor.extract.AnnotationRules.*;

import com.palantir.javapoet.TypeName;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.processor.Message;
import io.parquetry.processor.Reporter;
import io.parquetry.processor.model.FieldShape;
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
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Group shapes: a nested record or class (mapped back through the {@link ModelExtractor}, or
 * through its {@code @ParquetExternal} declaration) and a sealed type as a tagged union, with
 * the cycle check. Part of {@link ShapeMapper}; one per {@link ModelExtractor}; not thread-safe.
 */
final class GroupShapes {
    private final Types types;
    private final Reporter reporter;
    private final boolean finalRound;
    /** The records being extracted, innermost first (shared with the {@link ModelExtractor}), for cycles. */
    private final Deque<String> stack;
    private final AnnotationRules rules;
    private final TargetRules targetRules;
    private final PropertyDiscovery discovery;
    private final ModelExtractor owner;
    private final ShapeMapper shapes;

    GroupShapes(Types types, Reporter reporter, boolean finalRound, Deque<String> stack, AnnotationRules rules,
                TargetRules targetRules, PropertyDiscovery discovery, ModelExtractor owner, ShapeMapper shapes) {
        this.types = types;
        this.reporter = reporter;
        this.finalRound = finalRound;
        this.stack = stack;
        this.rules = rules;
        this.targetRules = targetRules;
        this.discovery = discovery;
        this.owner = owner;
        this.shapes = shapes;
    }

    FieldShape group(DeclaredType type, TypeElement element, Annots annots, Site site, Repetition repetition) {
        String qn = element.getQualifiedName().toString();
        External external = owner.external(qn);
        if (external == null && (qn.startsWith("java.") || qn.startsWith("javax.") || qn.startsWith("jdk.") || qn.startsWith("sun."))) {
            return shapes.unsupported(site, type, "");
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
            return shapes.unsupported(site, type, why);
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
            return shapes.unsupported(site, type, " (a generic type; only types without type parameters become groups)");
        }
        if (!discovery.accessible(element, site.pkg())) {
            return shapes.unsupported(site, type, " (not accessible from package " + site.pkg() + "; make it public)");
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
                FieldShape shape = shapes.shape(permitted, Annots.ofType(List.of()), site);
                if (shape == null) {
                    reporter.error(site.blame(), Message.CASE_NOT_MAPPABLE, site.property(), caseName, AnnotationRules.simple(qn),
                            " (see the errors above)");
                    continue;
                }
                cases.add(new FieldShape.Case(name, ShapeMapper.withRepetition(shape, Repetition.OPTIONAL)));
            }
        } finally {
            stack.pop();
        }
        if (reporter.errorCount() != before) {
            return null;
        }
        return new FieldShape.Union(repetition, TypeName.get(type), cases);
    }
}
