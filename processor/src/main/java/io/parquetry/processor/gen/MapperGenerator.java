package io.parquetry.processor.gen;

import static io.parquetry.processor.gen.RuntimeNames.*;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.parquetry.processor.model.ColumnModel;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Generates {@code <Record>Parquet}: the {@code RecordMapper} of one record type, with its schema,
 * a shredder that writes typed column writers with compile-time constant levels, and an
 * assembler that reads column cursors back into objects. Every group occurrence gets its own
 * pair of methods ({@code write_<path>} / {@code read_<path>}) whose column indices and levels
 * are literals; only the repetition level of the first entry of a repeated run is a variable.
 */
public final class MapperGenerator {
    /** The nested class that registers a generated mapper with {@code ServiceLoader}. */
    public static final String REGISTRATION = "Registration";

    private final RecordModel model;

    private MapperGenerator(RecordModel model) {
        this.model = model;
    }

    /**
     * {@code text} (which ends with a line break) as a Java text block: one literal instead of a
     * concatenation per line, and the schema reads as itself in the generated source.
     */
    static Code textBlock(String text) {
        boolean plain = text.endsWith("\n");
        for (int i = 0; plain && i < text.length(); i++) {
            plain = text.charAt(i) == '\n' || text.charAt(i) >= ' ';
        }
        if (!plain) {
            return Code.of("$S", text); // line terminators or controls a text block would change
        }
        StringBuilder b = new StringBuilder(text.length() + 16).append("\"\"\"\n");
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\\') {
                b.append("\\\\");
            } else if (ch == '"' && text.startsWith("\"\"\"", i)) {
                b.append("\\\"\"\"");
                i += 2;
            } else if (ch == ' ' && text.charAt(i + 1) == '\n') {
                b.append("\\s"); // a trailing space would be stripped from a text block line
            } else {
                b.append(ch);
            }
        }
        return Code.of("$L", b.append("\"\"\""));
    }

    /** The source of {@code model}'s mapper, {@code model.generatedType()}. */
    public static String generate(RecordModel model, String processorName) {
        return SourceWriter.write(model.generatedType().packageName(), new MapperGenerator(model).build(processorName));
    }

    private JavaClass build(String processorName) {
        ClassName self = model.generatedType();
        ClassName record = model.javaType();
        JavaClass type = new JavaClass(self.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(RECORD_MAPPER, record))
                .addAnnotation(GENERATED, Code.of("$S", processorName))
                .addJavadoc("Parquet mapping of {@link $T}, generated at compile time; its schema is {@link #SCHEMA_TEXT},\n"
                        + "whose leaf columns, in order, are {@code c[0]}, {@code c[1]}, ... below.\n",
                        record);
        type.addField(new JavaClass.Field(ClassName.get(String.class), "SCHEMA_TEXT", Modifier.PUBLIC, Modifier.STATIC,
                Modifier.FINAL)
                .addJavadoc("The Parquet schema of {@link $T} in schema text form.\n", record)
                .initializer(textBlock(model.schemaText())));
        addColumnConstants(type, model.properties());
        ConverterFields.add(type, model);
        type.addField(new JavaClass.Field(self, "INSTANCE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("new $T()", self));
        type.addField(new JavaClass.Field(MESSAGE_TYPE, "schema", Modifier.PRIVATE, Modifier.FINAL)
                .initializer("$T.parse(SCHEMA_TEXT)", SCHEMA_PARSER));
        type.addMethod(JavaClass.Method.constructor().addModifiers(Modifier.PRIVATE));
        type.addMethod(JavaClass.Method.named("mapper")
                .addJavadoc("The mapper instance; lets callers (and native images) skip the by-name lookup.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(self)
                .addStatement("return INSTANCE"));
        type.addType(registration(self, record));
        type.addMethod(JavaClass.Method.named("schema")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(MESSAGE_TYPE)
                .addStatement("return schema"));

        addColumnMap(type, "ENCODINGS", "columnEncodings", "The {@code @ParquetEncoding} choices by dotted column path.",
                ENCODING, model.columnEncodings(), e -> Code.of("$T.$L", ENCODING, e));
        addColumnMap(type, "DEFAULTS", "columnDefaults",
                "The {@code @ParquetDefault} values by dotted column path, as physical values.", ClassName.get(Object.class),
                model.columnDefaults(), MapperGenerator::physicalLiteral);
        addColumnMap(type, "BLOOM_FILTERS", "columnBloomFilters", "The {@code @BloomFilter} choices by dotted column path.",
                BLOOM_FILTER_OPTIONS, model.columnBloomFilters(), b -> Code.of("new $T($L, $L)", BLOOM_FILTER_OPTIONS,
                        physicalLiteral(b.ndv()), physicalLiteral(b.fpp())));

        if (!model.targets().isEmpty()) {
            // the declared target engines, for the writer to check its codec and encodings against
            ClassName engine = ClassName.get("io.parquetry.annotation", "Engine");
            Code list = new Code();
            for (io.parquetry.annotation.Engine e : model.targets()) {
                list.add(list.isEmpty() ? "$T.$L" : ", $T.$L", engine, e.name());
            }
            type.addMethod(JavaClass.Method.named("targets")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(ClassName.get(java.util.Set.class), engine))
                    .addJavadoc("The engines that must read the files: the record's {@code @ParquetTarget}.\n")
                    .addStatement("return $T.of($L)", ClassName.get(java.util.Set.class), list));
        }

        // write(T, ColumnWriter[]): the top-level record is required and present at level 0
        JavaClass.Method write = JavaClass.Method.named("write")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(record, "record")
                .addParameter(WRITERS, "c");
        write.beginControlFlow("if (record == null)")
                .addStatement("throw new $T($S)", PARQUET_EXCEPTION, "cannot write a null " + record.simpleName())
                .endControlFlow();
        Emitter.Context context = new Emitter.Context(model);
        String writeGroup = new WriteEmitter(context).writeGroupMethod("", model, 0, 0, new Emitter.ColumnCounter());
        write.addStatement("$L(record, c, 0)", writeGroup);
        type.addMethod(write);

        JavaClass.Method read = JavaClass.Method.named("read")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(READERS, "c");
        String readGroup = new ReadEmitter(context).readGroupMethod("", model, 0, 0, new Emitter.ColumnCounter());
        read.addStatement("return $L(c)", readGroup);
        type.addMethod(read);
        JavaClass.Method readRun = new ReadEmitter(context).readRunMethod(model);
        if (readRun != null) {
            type.addMethod(readRun);
        }

        type.addMethods(context.methods);
        return type;
    }

    /**
     * A per-column choice of the fields' annotations as a constant map {@code field} from dotted
     * column path to {@code valueType}, and the {@code RecordMapper} method {@code method}
     * returning it; nothing when no column has one (the interface's default is empty).
     */
    private static <V> void addColumnMap(JavaClass type, String field, String method, String javadoc,
            ClassName valueType, java.util.Map<String, V> values, java.util.function.Function<V, Code> valueCode) {
        if (values.isEmpty()) {
            return;
        }
        TypeName mapType = ParameterizedTypeName.get(ClassName.get(java.util.Map.class), ClassName.get(String.class),
                valueType);
        ClassName map = ClassName.get(java.util.Map.class);
        Code entries = Code.of("$T.<$T, $T>ofEntries($>$>", map, ClassName.get(String.class), valueType);
        boolean first = true;
        for (java.util.Map.Entry<String, V> e : values.entrySet()) {
            entries.add(first ? "\n$T.entry($S, $L)" : ",\n$T.entry($S, $L)", map, e.getKey(),
                    valueCode.apply(e.getValue()));
            first = false;
        }
        entries.add("$<$<)");
        type.addField(new JavaClass.Field(mapType, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer(entries));
        type.addMethod(JavaClass.Method.named(method)
                .addJavadoc(javadoc + "\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(mapType)
                .addStatement("return $L", field));
    }

    /** Java source for a physical default value (boxed by the map). */
    private static Code physicalLiteral(Object v) {
        if (v instanceof String s) {
            return Code.of("$S", s);
        } else if (v instanceof Boolean || v instanceof Integer) {
            return Code.of("$L", v);
        } else if (v instanceof Long l) {
            return Code.of("$LL", l);
        } else if (v instanceof Float f) {
            if (f.isNaN()) {
                return Code.of("$T.NaN", Float.class);
            } else if (f.isInfinite()) {
                return Code.of(f > 0 ? "$T.POSITIVE_INFINITY" : "$T.NEGATIVE_INFINITY", Float.class);
            }
            return Code.of("$Lf", Float.toString(f)); // Float.toString round-trips exactly
        } else if (v instanceof Double d) {
            if (d.isNaN()) {
                return Code.of("$T.NaN", Double.class);
            } else if (d.isInfinite()) {
                return Code.of(d > 0 ? "$T.POSITIVE_INFINITY" : "$T.NEGATIVE_INFINITY", Double.class);
            }
            return Code.of("$Ld", Double.toString(d));
        } else if (v instanceof byte[] b) {
            StringBuilder sb = new StringBuilder("new byte[] {");
            for (int i = 0; i < b.length; i++) {
                sb.append(i == 0 ? "" : ", ").append(b[i]);
            }
            return Code.of("$L", sb.append('}'));
        }
        throw new IllegalStateException("not a physical default value: " + v);
    }

    /** {@code Registration implements GeneratedMapper}, listed in META-INF/services by the processor. */
    private static JavaClass registration(ClassName self, ClassName record) {
        return new JavaClass(REGISTRATION)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterface(GENERATED_MAPPER)
                .addJavadoc("Finds this mapper through {@code ServiceLoader}; not for direct use.\n")
                .addMethod(JavaClass.Method.named("recordType")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), record))
                        .addStatement("return $T.class", record))
                .addMethod(JavaClass.Method.named("mapper")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(self)
                        .addStatement("return INSTANCE"));
    }

    private static final java.util.Set<String> RESERVED = java.util.Set.of("SCHEMA_TEXT", "INSTANCE", "ENCODINGS",
            "DEFAULTS", "BLOOM_FILTERS");

    /**
     * Typed column references for filters ({@code TradeParquet.SYMBOL.eq("AAPL")}): one constant
     * per scalar column outside lists and maps, named after the Java property path in upper
     * snake case ({@code VENUE_CITY} for {@code venue.city}). Where two paths give one name
     * ({@code tripId} and {@code trip.id}), the nested ones join their levels with {@code __}
     * ({@code TRIP__ID}); a clash that remains numbers the later columns ({@code _2}, ...).
     */
    private static void addColumnConstants(JavaClass type, List<PropertyModel> properties) {
        List<FilterColumn> columns = new ArrayList<>();
        collectFilterColumns(columns, properties, List.of(), "");
        java.util.Map<String, Integer> uses = new java.util.HashMap<>();
        List<String> names = new ArrayList<>(columns.size());
        for (FilterColumn c : columns) {
            String name = c.name("_");
            names.add(name);
            uses.merge(name, 1, Integer::sum);
        }
        java.util.Set<String> taken = new java.util.HashSet<>(RESERVED);
        for (int i = 0; i < columns.size(); i++) {
            FilterColumn c = columns.get(i);
            String base = uses.get(names.get(i)) > 1 ? c.name("__") : names.get(i);
            String constant = RESERVED.contains(base) ? base + "_COLUMN" : base;
            for (int n = 2; !taken.add(constant); n++) {
                constant = base + "_" + n;
            }
            type.addField(new JavaClass.Field(ParameterizedTypeName.get(FILTER_COLUMN, valueType(c.primitive())), constant,
                            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("Column {@code $L}, for filters.\n", c.path())
                    .initializer(c.factory()));
        }
    }

    /** A scalar column with a filter constant: its Java property path, column path and factory call. */
    private record FilterColumn(List<String> javaPath, String path, FieldShape.Primitive primitive, Code factory) {
        String name(String levelSeparator) {
            StringBuilder b = new StringBuilder();
            for (String level : javaPath) {
                b.append(b.isEmpty() ? "" : levelSeparator).append(upperSnake(level, false));
            }
            return b.toString();
        }
    }

    private static void collectFilterColumns(List<FilterColumn> out, List<PropertyModel> properties, List<String> javaPrefix,
            String pathPrefix) {
        for (PropertyModel p : properties) {
            FieldShape shape = p.shape();
            if (shape instanceof FieldShape.OptionalShape o) {
                shape = o.value();
            }
            List<String> javaPath = new ArrayList<>(javaPrefix);
            javaPath.add(p.javaName());
            String path = pathPrefix + p.parquetName();
            if (shape instanceof FieldShape.Group g) {
                collectFilterColumns(out, g.record().properties(), javaPath, path + ".");
            } else if (shape instanceof FieldShape.Union u) {
                // the discriminator (PAYMENT_KIND) and the cases' scalar columns
                collectFilterColumns(out, u.properties(), javaPath, path + ".");
            } else if (shape instanceof FieldShape.Primitive prim) {
                Code factory = columnFactory(prim, path);
                if (factory != null) {
                    out.add(new FilterColumn(javaPath, path, prim, factory));
                }
            }
        }
    }

    /**
     * {@code name} in upper snake case: {@code _} before an ASCII capital that follows a
     * lower-case letter or digit ({@code unitPrice} is {@code UNIT_PRICE}); with
     * {@code separators}, each run of characters other than ASCII letters and digits becomes one
     * {@code _} first. (By hand: a regex per column was a visible part of processing time.)
     */
    static String upperSnake(String name, boolean separators) {
        StringBuilder b = new StringBuilder(name.length() + 8);
        char previous = 0;
        boolean inSeparator = false;
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (separators && !(isAsciiLetterOrDigit(ch))) {
                if (!inSeparator) {
                    b.append('_');
                    previous = '_';
                }
                inSeparator = true;
                continue;
            }
            inSeparator = false;
            if (ch >= 'A' && ch <= 'Z' && (previous >= 'a' && previous <= 'z' || previous >= '0' && previous <= '9')) {
                b.append('_');
            }
            b.append(ch);
            previous = ch;
        }
        return b.toString().toUpperCase(java.util.Locale.ROOT);
    }

    static boolean isAsciiLetterOrDigit(char ch) {
        return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9';
    }

    /** The filter value type of a column (boxed), or the factory call creating its reference. */
    private static TypeName valueType(FieldShape.Primitive p) {
        return switch (p.javaKind()) {
            case BYTE, SHORT, INT, BOXED_BYTE, BOXED_SHORT, BOXED_INT -> ClassName.get(Integer.class);
            default -> p.javaType().box();
        };
    }

    private static Code columnFactory(FieldShape.Primitive p, String path) {
        if (p.logicalType() instanceof LogicalTypeInfo.IntType it && !it.signed()) {
            return null; // unsigned order is not what Integer/Long comparisons mean
        }
        String method = switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN -> "booleanColumn";
            case BYTE, SHORT, INT, BOXED_BYTE, BOXED_SHORT, BOXED_INT -> "intColumn";
            case LONG, BOXED_LONG -> "longColumn";
            case FLOAT, BOXED_FLOAT -> "floatColumn";
            case DOUBLE, BOXED_DOUBLE -> "doubleColumn";
            case STRING -> "stringColumn";
            case ENUM -> "enumColumn";
            case BYTES -> "binaryColumn";
            case LOCAL_DATE -> "dateColumn";
            case LOCAL_TIME -> "timeColumn";
            case INSTANT -> "instantColumn";
            case LOCAL_DATE_TIME -> "localDateTimeColumn";
            case BIG_DECIMAL -> "decimalColumn";
            default -> null;
        };
        if (method == null) {
            return null;
        }
        if (p.javaKind() == JavaKind.BIG_DECIMAL) {
            return Code.of("$T.$L($S, $L)", FILTER_COLUMNS, method, path,
                    ((LogicalTypeInfo.DecimalType) p.logicalType()).scale());
        }
        if (p.javaKind() == JavaKind.ENUM) {
            return Code.of("$T.$L($S, $T.class)", FILTER_COLUMNS, method, path, p.javaType());
        }
        return Code.of("$T.$L($S)", FILTER_COLUMNS, method, path);
    }

}
