package io.parquetry.processor.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import javax.lang.model.element.Modifier;
import org.junit.jupiter.api.Test;

/** The generated-source writer's imports, layout and literals (the golden sources cover whole mappers). */
class SourceWriterTest {
    @Test
    void importsUniqueSimpleNamesAndQualifiesTheRest() {
        ClassName firstItem = ClassName.get("a.one", "Item");
        ClassName secondItem = ClassName.get("a.two", "Item");
        ClassName foreignCol = ClassName.get("a.three", "Col");
        ClassName samePackage = ClassName.get("p", "Local");
        JavaClass type = new JavaClass("Gen").addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(ClassName.get("x", "Mapper"), samePackage));
        type.addMethod(JavaClass.Method.named("f").addModifiers(Modifier.STATIC)
                .addParameter(firstItem, "a").addParameter(secondItem, "b")
                .addStatement("$T c = null", foreignCol)
                .addStatement("$T s = $S", String.class, "q\"\\$")
                .addStatement("$T.Entry<$T, $T> e = null", java.util.Map.class, String.class, samePackage));
        type.addType(new JavaClass("Col").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL));

        String source = SourceWriter.write("p", type);

        assertEquals("""
                package p;

                import a.one.Item;
                import java.util.Map;
                import x.Mapper;

                public final class Gen implements Mapper<Local> {
                    static void f(Item a, a.two.Item b) {
                        a.three.Col c = null;
                        String s = "q\\"\\\\$";
                        Map.Entry<String, Local> e = null;
                    }

                    private static final class Col {
                    }
                }
                """, source);
    }

    @Test
    void layoutMatchesJavapoets() {
        TypeName longName = ClassName.get("some.rather.long_.package_.name", "AVeryLongTypeNameForWrapping");
        JavaClass type = new JavaClass("Gen");
        type.addField(new JavaClass.Field(TypeName.INT, "count", Modifier.PRIVATE).addJavadoc("Counted.\n\nTwice.\n"));
        type.addField(new JavaClass.Field(ClassName.get(String.class), "TEXT", Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", "two\nlines"));
        type.addMethod(JavaClass.Method.named("wide").addAnnotation(Override.class)
                .addParameter(longName, "first").addParameter(longName, "second").addParameter(ArrayTypeName.of(longName), "third")
                .beginControlFlow("if (first == null)")
                .addStatement("return")
                .endControlFlow());
        type.addMethod(JavaClass.Method.constructor().addModifiers(Modifier.PRIVATE));

        String source = SourceWriter.write("p", type);

        // the same class through javapoet, which wrote the generated sources before SourceWriter
        com.palantir.javapoet.TypeSpec poet = com.palantir.javapoet.TypeSpec.classBuilder("Gen")
                .addField(com.palantir.javapoet.FieldSpec.builder(TypeName.INT, "count", Modifier.PRIVATE)
                        .addJavadoc("Counted.\n\nTwice.\n").build())
                .addField(com.palantir.javapoet.FieldSpec.builder(String.class, "TEXT", Modifier.STATIC, Modifier.FINAL)
                        .initializer("$S", "two\nlines").build())
                .addMethod(com.palantir.javapoet.MethodSpec.methodBuilder("wide").addAnnotation(Override.class)
                        .addParameter(longName, "first").addParameter(longName, "second")
                        .addParameter(ArrayTypeName.of(longName), "third")
                        .beginControlFlow("if (first == null)").addStatement("return").endControlFlow().build())
                .addMethod(com.palantir.javapoet.MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .build();
        assertEquals(com.palantir.javapoet.JavaFile.builder("p", poet).skipJavaLangImports(true).indent("    ").build()
                .toString(), source);
        assertEquals("""
                package p;

                import some.rather.long_.package_.name.AVeryLongTypeNameForWrapping;

                class Gen {
                    static final String TEXT = "two\\n"
                            + "lines";

                    /**
                     * Counted.
                     *
                     * Twice.
                     */
                    private int count;

                    private Gen() {
                    }

                    @Override
                    void wide(AVeryLongTypeNameForWrapping first, AVeryLongTypeNameForWrapping second,
                            AVeryLongTypeNameForWrapping[] third) {
                        if (first == null) {
                            return;
                        }
                    }
                }
                """, source);
    }

    @Test
    void codeWritesArgumentsIn() {
        Code inner = Code.of("$T.of($L)", java.util.List.class, 3);
        Code code = new Code().addStatement("var x = $L", inner).addStatement("y($$, $S)", "a$b");
        assertEquals("var x = java.util.List.of(3);\ny($, \"a$b\");\n", code.toString());
        assertTrue(new Code().addStatement("x = 1").isSingleStatementStartingWith("x = "));
        assertFalse(new Code().addStatement("x = 1").addStatement("y = 2").isSingleStatementStartingWith("x = "));
    }
}
