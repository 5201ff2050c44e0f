package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.processor.extract.Names;
import io.parquetry.processor.model.RecordModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

class RoundsAndNamesTest {

    /** Generates {@code test.Generated} in the first round, as another processor would. */
    static final class GeneratingProcessor extends AbstractProcessor {
        private boolean done;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!done) {
                done = true;
                try (Writer w = processingEnv.getFiler().createSourceFile("test.Generated").openWriter()) {
                    w.write("package test; public record Generated(String value, long count) {}");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void typeMadeByAnotherProcessorIsMappedInALaterRound() {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = Compiler.javac().withProcessors(p, new GeneratingProcessor())
                .compile(Harness.NON_NULL, Harness.NULLABLE,
                        Harness.source("UsesGenerated", "@ParquetRecord record UsesGenerated(Generated g) {}"));
        assertThat(c).succeeded();
        assertEquals(1, p.models.size());
        assertEquals(List.of("g.value", "g.count"), p.models.get(0).columns().stream()
                .map(col -> col.dottedPath()).toList());
    }

    @Test
    void unresolvableTypeFailsWithoutCrash() {
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = Harness.compile(p, Harness.source("Missing", "@ParquetRecord record Missing(NoSuchType x) {}"));
        assertThat(c).failed();
        assertThat(c).hadErrorContaining("NoSuchType");
        assertEquals(List.<RecordModel>of(), p.models);
    }

    @Test
    void snakeCase() {
        assertEquals("order_id", Names.snakeCase("orderId"));
        assertEquals("http_url", Names.snakeCase("httpURL"));
        assertEquals("url_value", Names.snakeCase("URLValue"));
        assertEquals("address2", Names.snakeCase("address2"));
        assertEquals("line2_text", Names.snakeCase("line2Text"));
        assertEquals("already_snake", Names.snakeCase("already_snake"));
        assertEquals("x", Names.snakeCase("X"));
        assertEquals("orderId", Names.apply(NamingStrategy.AS_WRITTEN, "orderId"));
    }

    @Test
    void beanDecapitalize() {
        assertEquals("name", Names.decapitalize("Name"));
        assertEquals("URL", Names.decapitalize("URL"));
        assertEquals("x", Names.decapitalize("X"));
    }

    @Test
    void generatedNameRule() {
        assertEquals("a.b.Outer_Mid_InnerParquet", RecordModel.generatedNameFor(
                com.palantir.javapoet.ClassName.get("a.b", "Outer", "Mid", "Inner")).canonicalName());
    }
}
