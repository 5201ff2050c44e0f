package io.parquetry.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.ClassName;
import io.parquetry.processor.extract.External;
import io.parquetry.processor.gen.MapperGenerator;
import io.parquetry.processor.model.RecordModel;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Lists every generated mapper's {@code Registration} in
 * {@code META-INF/services/io.parquetry.spi.GeneratedMapper}, the index the runtime's
 * {@code ServiceLoader} lookup reads.
 *
 * <p>This is the only output that depends on more than one record, so it lives in its own
 * processor: Gradle treats this one as aggregating (it re-runs over every annotated type, cheaply,
 * and generates no source) and {@link ParquetRecordProcessor} as isolating, so that changing one
 * record regenerates and recompiles only that record's mapper.
 *
 * <p>It never claims annotations, and it must run before {@link ParquetRecordProcessor}, which
 * does (javac stops offering a claimed annotation to later processors): the two are listed for
 * {@code ServiceLoader} in name order, and this class's name sorts first.
 */
@AutoService(Processor.class)
public class MapperIndexProcessor extends AbstractProcessor {

    /** Where {@code ServiceLoader} finds the generated mappers. */
    static final String SERVICES_FILE = "META-INF/services/io.parquetry.spi.GeneratedMapper";

    /** The mappers the other processor generates (or will), by canonical name; checked at the end. */
    private final Set<String> mappers = new TreeSet<>();
    private final Set<Element> origins = new java.util.LinkedHashSet<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        Set<String> names = new TreeSet<>(External.annotationNames());
        names.add(ParquetRecordProcessor.PARQUET_RECORD);
        return names;
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Elements elements = processingEnv.getElementUtils();
        for (Element e : ParquetRecordProcessor.annotated(annotations, round, ParquetRecordProcessor.PARQUET_RECORD)) {
            if (e instanceof TypeElement t) {
                mappers.add(RecordModel.generatedNameFor(ClassName.get(t)).canonicalName());
                origins.add(t);
            }
        }
        for (String name : External.annotationNames()) {
            for (Element holder : ParquetRecordProcessor.annotated(annotations, round, name)) {
                for (External decl : External.of(holder, elements)) {
                    if (decl.mapperName() != null) {
                        mappers.add(decl.mapperName().canonicalName());
                        origins.add(holder);
                    }
                }
            }
        }
        if (round.processingOver() && !mappers.isEmpty() && !round.errorRaised()) {
            writeServicesFile();
        }
        return false; // ParquetRecordProcessor claims the annotations
    }

    /**
     * Writes one entry per mapper generated in this compilation, plus the entries of a services
     * file already in the output (an incremental build compiles only some records) whose mapper
     * still exists.
     */
    private void writeServicesFile() {
        Elements elements = processingEnv.getElementUtils();
        Set<String> entries = new TreeSet<>();
        for (String mapper : mappers) {
            TypeElement generated = elements.getTypeElement(mapper);
            if (generated != null) {
                entries.add(registration(ClassName.get(generated)));
            }
        }
        try {
            FileObject existing = processingEnv.getFiler().getResource(StandardLocation.CLASS_OUTPUT, "", SERVICES_FILE);
            try (BufferedReader r = new BufferedReader(existing.openReader(true))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    String entry = line.strip();
                    String suffix = "$" + MapperGenerator.REGISTRATION;
                    if (entry.endsWith(suffix)
                            && elements.getTypeElement(entry.substring(0, entry.length() - suffix.length()).replace('$', '.')) != null) {
                        entries.add(entry);
                    }
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            // no services file yet
        }
        try {
            FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", SERVICES_FILE,
                    origins.toArray(new Element[0]));
            try (Writer w = file.openWriter()) {
                for (String entry : entries) {
                    w.write(entry);
                    w.write('\n');
                }
            }
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write " + SERVICES_FILE + ": " + e.getMessage());
        }
    }

    /** The binary name of a generated mapper's Registration class, as services files list it. */
    private static String registration(ClassName mapper) {
        return mapper.reflectionName() + "$" + MapperGenerator.REGISTRATION;
    }
}
