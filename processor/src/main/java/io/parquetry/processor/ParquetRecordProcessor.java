package io.parquetry.processor;

import com.google.auto.service.AutoService;
import io.parquetry.annotation.Engine;
import io.parquetry.processor.drift.SchemaBaselines;
import io.parquetry.processor.extract.DeferredTypeException;
import io.parquetry.processor.extract.External;
import io.parquetry.processor.extract.ModelExtractor;
import io.parquetry.processor.gen.MapperGenerator;
import io.parquetry.processor.model.RecordModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * The annotation processor for {@code @ParquetRecord}: maps each annotated type, and each class
 * declared by {@code @ParquetExternal}, to a {@link RecordModel} ({@link ModelExtractor}), reports
 * every problem through one {@link Reporter}, and hands error-free models to
 * {@link #generate(RecordModel)}. Types whose property types are not resolved yet (made by another
 * processor) are retried in the next round.
 *
 * <p>Isolating in Gradle's terms: every file it writes (a mapper, a schema artifact) comes from
 * one element (the annotated type, or the holder of an external declaration), named as the file's
 * only originating element, so an incremental build regenerates only the changed records'
 * mappers. The one aggregate output, the services index, is {@link MapperIndexProcessor}'s.
 */
@AutoService(Processor.class)
public class ParquetRecordProcessor extends AbstractProcessor {

    static final String PARQUET_RECORD = "io.parquetry.annotation.ParquetRecord";

    private Reporter reporter;
    private SchemaBaselines schemaBaselines;
    /** The engines of {@code -Aparquetry.target}, or {@code null} when the option is not set. */
    private Set<Engine> buildTargets;
    /** Qualified names of types waiting for unresolved types, in first-seen order. */
    private final Set<String> deferred = new LinkedHashSet<>();
    /** The {@code @ParquetExternal} declarations seen so far, by the mapped type's qualified name. */
    private final java.util.Map<String, External> externals = new java.util.LinkedHashMap<>();
    /** Declarations to map in this or (deferred) a later round. */
    private final List<External> externalWork = new ArrayList<>();
    /** The originating element of each generated mapper whose mapped type is not its origin (externals). */
    private final java.util.Map<String, Element> origins = new java.util.HashMap<>();

    /** Every annotation of {@code io.parquetry.annotation}. */
    static final String ANNOTATIONS = "io.parquetry.annotation.*";

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        reporter = new Reporter(env.getMessager());
        schemaBaselines = new SchemaBaselines(env);
        String option = env.getOptions().get(ModelExtractor.OPTION_TARGET);
        if (option != null) {
            try {
                buildTargets = Engine.parseList(option);
            } catch (IllegalArgumentException e) {
                env.getMessager().printMessage(Diagnostic.Kind.ERROR,
                        Message.INVALID_TARGET_OPTION.format(option, e.getMessage()));
            }
        }
    }

    @Override
    public Set<String> getSupportedOptions() {
        Set<String> options = new TreeSet<>(SchemaBaselines.options());
        options.add(ModelExtractor.OPTION_TARGET);
        return options;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        // all of Parquetry's annotations, and @Generated on the mappers it writes: the processor
        // claims them, so builds with -Xlint:processing -Werror see none left unclaimed
        return Set.of(ANNOTATIONS, "javax.annotation.processing.Generated");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        reporter.sources(round.getRootElements());
        List<TypeElement> work = new ArrayList<>();
        for (String name : deferred) {
            TypeElement t = processingEnv.getElementUtils().getTypeElement(name);
            if (t != null) {
                work.add(t);
            }
        }
        deferred.clear();
        for (Element e : annotated(annotations, round, PARQUET_RECORD)) {
            if (e instanceof TypeElement t) {
                work.add(t);
            }
        }
        collectExternals(annotations, round);
        ModelExtractor extractor = new ModelExtractor(processingEnv, reporter, round.processingOver(), buildTargets);
        extractor.useExternals(externals);
        for (TypeElement type : work) {
            schemaBaselines.seen(type.getQualifiedName().toString());
            processType(extractor, type);
        }
        List<External> externalsNow = new ArrayList<>(externalWork);
        externalWork.clear();
        for (External decl : externalsNow) {
            processExternal(extractor, decl);
        }
        if (round.processingOver()) {
            schemaBaselines.reportStale(reporter::fromSource);
        }
        return true; // the annotations are Parquetry's own: no other processor needs them
    }

    /**
     * The elements of this round annotated {@code annotationName}; none, without scanning, when
     * the annotation is not among this round's {@code annotations} (a scan visits every member of
     * every class, and the round after generation holds all the generated mappers).
     */
    static Set<? extends Element> annotated(Set<? extends TypeElement> annotations, RoundEnvironment round,
            String annotationName) {
        for (TypeElement a : annotations) {
            if (a.getQualifiedName().contentEquals(annotationName)) {
                return round.getElementsAnnotatedWith(a);
            }
        }
        return Set.of();
    }

    /** Reads this round's {@code @ParquetExternal} declarations; a class declared twice is an error. */
    private void collectExternals(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Set<Element> holders = new LinkedHashSet<>();
        for (String name : External.annotationNames()) {
            holders.addAll(annotated(annotations, round, name));
        }
        for (Element holder : holders) {
            for (External decl : External.of(holder, processingEnv.getElementUtils())) {
                TypeElement type = decl.type();
                if (type == null) {
                    externalWork.add(decl); // reported as not mappable
                    continue;
                }
                String qn = type.getQualifiedName().toString();
                External first = externals.putIfAbsent(qn, decl);
                if (first != null) {
                    reporter.error(holder, decl.annotation(), Message.EXTERNAL_TWICE, qn, first.holder(), holder);
                } else {
                    externalWork.add(decl);
                }
            }
        }
    }

    private void processExternal(ModelExtractor extractor, External decl) {
        String name = decl.type() == null ? String.valueOf(decl.target()) : decl.type().getQualifiedName().toString();
        schemaBaselines.seen(name);
        try {
            RecordModel model = extractor.extractExternal(decl);
            if (model != null) {
                schemaBaselines.process(model, decl.holder());
                origins.put(model.generatedType().canonicalName(), decl.holder());
                generate(model);
            }
        } catch (DeferredTypeException e) {
            externalWork.add(decl);
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            StackTraceElement[] trace = e.getStackTrace();
            String where = trace.length > 0 ? " at " + trace[0] : "";
            reporter.error(decl.holder(), Message.INTERNAL_ERROR, name, e + where);
        }
    }

    private void processType(ModelExtractor extractor, TypeElement type) {
        try {
            RecordModel model = extractor.extract(type);
            if (model != null) {
                schemaBaselines.process(model, type);
                generate(model);
            }
        } catch (DeferredTypeException e) {
            deferred.add(type.getQualifiedName().toString());
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            // a bug of ours must not crash javac: say where, and what to report
            StackTraceElement[] trace = e.getStackTrace();
            String where = trace.length > 0 ? " at " + trace[0] : "";
            reporter.error(type, Message.INTERNAL_ERROR, type.getQualifiedName(), e + where);
        }
    }

    /**
     * Generation hook: called once per {@code @ParquetRecord} type (and {@code @ParquetExternal}
     * class) whose model has no errors. Generators write {@code model.generatedType()} through
     * {@code processingEnv.getFiler()} with the annotated type (for an external class: the class or
     * package declaring it) as the only originating element (isolating incremental processing).
     * Exceptions thrown here are reported as internal errors on the type.
     */
    protected void generate(RecordModel model) {
        Element origin = origins.containsKey(model.generatedType().canonicalName())
                ? origins.get(model.generatedType().canonicalName())
                : processingEnv.getElementUtils().getTypeElement(model.javaType().canonicalName());
        String source = MapperGenerator.generate(model, ParquetRecordProcessor.class.getName());
        try (java.io.Writer out = processingEnv.getFiler()
                .createSourceFile(model.generatedType().canonicalName(), origin).openWriter()) {
            out.write(source);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + model.generatedType() + ": " + e.getMessage(), e);
        }
    }
}
