package io.parquetry.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import io.parquetry.annotation.Engine;
import io.parquetry.processor.drift.SchemaBaselines;
import io.parquetry.processor.extract.DeferredTypeException;
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
 * The annotation processor for {@code @ParquetRecord}: maps each annotated type to a
 * {@link RecordModel} ({@link ModelExtractor}), reports every problem through one {@link Reporter},
 * and hands error-free models to {@link #generate(RecordModel)}. Types whose property types are
 * not resolved yet (made by another processor) are retried in the next round.
 *
 * <p>Isolating in Gradle's terms: every file it writes (a mapper, a schema artifact) comes from
 * one annotated type, named as the file's only originating element, so an incremental build
 * regenerates only the changed records' mappers. The one aggregate output, the services index,
 * is {@link MapperIndexProcessor}'s.
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
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(PARQUET_RECORD);
        if (annotation != null) {
            for (Element e : round.getElementsAnnotatedWith(annotation)) {
                if (e instanceof TypeElement t) {
                    work.add(t);
                }
            }
        }
        ModelExtractor extractor = new ModelExtractor(processingEnv, reporter, round.processingOver(), buildTargets);
        for (TypeElement type : work) {
            processType(extractor, type);
        }
        return true; // the annotations are Parquetry's own: no other processor needs them
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
     * Generation hook: called once per {@code @ParquetRecord} type whose model has no errors.
     * Generators write {@code model.generatedType()} through {@code processingEnv.getFiler()} with
     * the annotated type as the only originating element (isolating incremental processing).
     * Exceptions thrown here are reported as internal errors on the type.
     */
    protected void generate(RecordModel model) {
        TypeElement origin = processingEnv.getElementUtils().getTypeElement(model.javaType().canonicalName());
        JavaFile file = MapperGenerator.generate(model, ParquetRecordProcessor.class.getName(), origin);
        try {
            file.writeTo(processingEnv.getFiler());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + model.generatedType() + ": " + e.getMessage(), e);
        }
    }
}
