package io.parquetry.processor.gen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * A class of generated source, as {@link SourceWriter} writes it: Javadoc, annotations,
 * modifiers, interfaces, then its fields, constructors, methods and nested classes in that order
 * (static fields first), one blank line between members. Only what the generators need: no
 * generics of its own, no superclass, no enums.
 */
final class JavaClass {
    final String name;
    final Code javadoc = new Code();
    final List<Code> annotations = new ArrayList<>();
    final Set<Modifier> modifiers = EnumSet.noneOf(Modifier.class);
    final List<TypeName> interfaces = new ArrayList<>();
    final List<Field> fields = new ArrayList<>();
    final List<Method> methods = new ArrayList<>();
    final List<JavaClass> nested = new ArrayList<>();

    JavaClass(String name) {
        this.name = name;
    }

    JavaClass addModifiers(Modifier... modifiers) {
        this.modifiers.addAll(List.of(modifiers));
        return this;
    }

    JavaClass addSuperinterface(TypeName type) {
        interfaces.add(type);
        return this;
    }

    /** An annotation, {@code @type} or {@code @type(value)}. */
    JavaClass addAnnotation(ClassName type, Code value) {
        annotations.add(value == null ? Code.of("@$T", type) : Code.of("@$T($L)", type, value));
        return this;
    }

    JavaClass addJavadoc(String format, Object... args) {
        javadoc.add(format, args);
        return this;
    }

    JavaClass addField(Field field) {
        fields.add(field);
        return this;
    }

    JavaClass addMethod(Method method) {
        methods.add(method);
        return this;
    }

    JavaClass addMethods(List<Method> methods) {
        this.methods.addAll(methods);
        return this;
    }

    JavaClass addType(JavaClass type) {
        nested.add(type);
        return this;
    }

    /** A field: {@code modifiers type name = initializer;}. */
    static final class Field {
        final TypeName type;
        final String name;
        final Set<Modifier> modifiers = EnumSet.noneOf(Modifier.class);
        final Code javadoc = new Code();
        Code initializer;

        Field(TypeName type, String name, Modifier... modifiers) {
            this.type = type;
            this.name = name;
            this.modifiers.addAll(List.of(modifiers));
        }

        Field addJavadoc(String format, Object... args) {
            javadoc.add(format, args);
            return this;
        }

        Field initializer(String format, Object... args) {
            return initializer(Code.of(format, args));
        }

        Field initializer(Code code) {
            initializer = code;
            return this;
        }
    }

    /** A method, or a constructor when it has no return type. */
    static final class Method {
        final String name;
        final boolean constructor;
        final Set<Modifier> modifiers = EnumSet.noneOf(Modifier.class);
        final Code javadoc = new Code();
        final List<ClassName> annotations = new ArrayList<>(1);
        final List<TypeName> parameterTypes = new ArrayList<>(3);
        final List<String> parameterNames = new ArrayList<>(3);
        TypeName returnType = TypeName.VOID;
        final Code body = new Code();

        private Method(String name, boolean constructor) {
            this.name = name;
            this.constructor = constructor;
        }

        static Method named(String name) {
            return new Method(name, false);
        }

        /** A constructor of the class it is added to. */
        static Method constructor() {
            return new Method(null, true);
        }

        Method addModifiers(Modifier... modifiers) {
            this.modifiers.addAll(List.of(modifiers));
            return this;
        }

        Method addAnnotation(Class<?> type) {
            annotations.add(ClassName.get(type));
            return this;
        }

        Method addJavadoc(String format, Object... args) {
            javadoc.add(format, args);
            return this;
        }

        Method returns(TypeName type) {
            returnType = type;
            return this;
        }

        Method addParameter(TypeName type, String name) {
            parameterTypes.add(type);
            parameterNames.add(name);
            return this;
        }

        Method addParameter(Class<?> type, String name) {
            return addParameter(TypeName.get(type), name);
        }

        Method addCode(Code code) {
            body.add(code);
            return this;
        }

        Method addStatement(String format, Object... args) {
            body.addStatement(format, args);
            return this;
        }

        Method beginControlFlow(String format, Object... args) {
            body.beginControlFlow(format, args);
            return this;
        }

        Method endControlFlow() {
            body.endControlFlow();
            return this;
        }
    }
}
