package io.parquetry.processor;

import com.palantir.javapoet.TypeName;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * The one place diagnostics leave the processor. Reports each distinct (element, text) once, so a
 * nested type reached from several records is not blamed repeatedly, and counts errors so callers
 * can tell whether a type mapped cleanly.
 */
public final class Reporter {

    private final Messager messager;
    private final Set<String> reported = new HashSet<>();
    private int errorCount;

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
