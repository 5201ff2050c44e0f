package io.parquetry.processor;

import com.palantir.javapoet.TypeName;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * The one place diagnostics leave the processor. Reports each distinct (element, text) once, so a
 * nested type reached from several records is not blamed repeatedly, and counts errors so callers
 * can tell whether a type mapped cleanly.
 *
 * <p>A fault inside a type that has no source in this compilation (a record or POJO from a compiled
 * jar) cannot be shown at a position: javac would print it without file and line. The extractor
 * therefore tells the reporter the property path it is mapping ({@link #enter}, {@link #at},
 * {@link #leave}),
 * and such an error is shown on the first property of that path, which is in the user's
 * {@code @ParquetRecord} source, with the compiled type, the whole path and what to do appended
 * ({@link Message#IN_COMPILED_TYPE}). Not thread-safe: one per processor.
 */
public final class Reporter {

    private final Messager messager;
    private final Set<String> reported = new HashSet<>();
    private int errorCount;
    /** Qualified names of the top-level types compiled from source, over all rounds so far. */
    private final Set<String> sourceTypes = new HashSet<>();
    /** The properties being mapped, from the {@code @ParquetRecord}'s own property inwards (null: none yet). */
    private final Deque<Step> path = new ArrayDeque<>();

    private record Step(String property, Element element) {
    }

    /** The {@code @ParquetExternal} declaration being mapped at the top level, or null. */
    private Element externalSite;
    private AnnotationMirror externalAnnotation;

    /**
     * Shows errors on elements without source (the mapped class comes from a jar) on this
     * {@code @ParquetExternal} declaration instead, until {@link #endExternal()}.
     */
    public void external(Element site, AnnotationMirror annotation) {
        externalSite = site;
        externalAnnotation = annotation;
    }

    /** Ends {@link #external}. */
    public void endExternal() {
        externalSite = null;
        externalAnnotation = null;
    }

    public Reporter(Messager messager) {
        this.messager = messager;
    }

    /** Reports an error on {@code element}. */
    public void error(Element element, Message message, Object... args) {
        error(element, null, message, args);
    }

    /** Reports an error on {@code element}, pointing at {@code annotation} when it is not null. */
    public void error(Element element, AnnotationMirror annotation, Message message, Object... args) {
        String text = message.format(displayed(args));
        errorCount++;
        Step top = path.peekFirst();
        if (top != null && top.element() != null && !fromSource(element) && fromSource(top.element())) {
            text = text + Message.IN_COMPILED_TYPE.format(typeOf(element).getQualifiedName(),
                    typeOf(top.element()).getQualifiedName(),
                    path.stream().map(Step::property).filter(p -> p != null).collect(Collectors.joining(".")),
                    top.property(), typeOf(element).getSimpleName());
            element = top.element();
            annotation = null; // the annotation is on the compiled type, not on the property shown
        } else if (externalSite != null && !fromSource(element)) {
            text = text + Message.IN_EXTERNAL.format(typeOf(element).getQualifiedName());
            element = externalSite;
            annotation = externalAnnotation;
        }
        // identity of the element plus text: the same fault reached twice is reported once
        if (!reported.add(System.identityHashCode(element) + ":" + element + ":" + text)) {
            return;
        }
        if (annotation != null) {
            messager.printMessage(Diagnostic.Kind.ERROR, text, element, annotation);
        } else {
            messager.printMessage(Diagnostic.Kind.ERROR, text, element);
        }
    }

    /**
     * Records the top-level types of a round's root elements as compiled from source; elements of
     * other types (loaded from class files) have no source position.
     */
    public void sources(Collection<? extends Element> rootElements) {
        for (Element e : rootElements) {
            if (e instanceof TypeElement t) {
                sourceTypes.add(t.getQualifiedName().toString());
            }
        }
    }

    /** Starts mapping the properties of a nested type, inside the property being mapped; pair with {@link #leave()}. */
    public void enter() {
        path.addLast(new Step(null, null));
    }

    /** Names the property, declared by {@code element}, that the innermost {@link #enter} is mapping now. */
    public void at(String property, Element element) {
        path.removeLast();
        path.addLast(new Step(property, element));
    }

    /** Ends the innermost {@link #enter}. */
    public void leave() {
        path.removeLast();
    }

    /**
     * Whether {@code element} belongs to a type compiled from source, so errors on it have a
     * position (all do until {@link #sources} is told).
     */
    public boolean fromSource(Element element) {
        if (sourceTypes.isEmpty()) {
            return true;
        }
        Element top = typeOf(element);
        while (top.getEnclosingElement() instanceof TypeElement outer) {
            top = outer;
        }
        return !(top instanceof TypeElement t) || sourceTypes.contains(t.getQualifiedName().toString());
    }

    /** The type {@code element} is or belongs to (a field's or parameter's declaring type). */
    private static TypeElement typeOf(Element element) {
        Element e = element;
        while (e != null && !(e instanceof TypeElement)) {
            e = e.getEnclosingElement();
        }
        return (TypeElement) e;
    }

    /** Types print without their type annotations: {@code int}, not {@code @Json int}. */
    private static Object[] displayed(Object[] args) {
        Object[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            if (out[i] instanceof TypeMirror t) {
                try {
                    out[i] = TypeName.get(t).toString();
                } catch (RuntimeException e) {
                    out[i] = t.toString(); // error types and the like: javac's own rendering
                }
            }
        }
        return out;
    }

    /** Errors counted so far, including duplicates that were not printed again. */
    public int errorCount() {
        return errorCount;
    }
}
