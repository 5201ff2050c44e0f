package io.parquetry.processor.gen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.parquetry.processor.model.ColumnModel;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
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
    static final String RUNTIME = "io.parquetry";
    static final ClassName RECORD_MAPPER = ClassName.get(RUNTIME + ".spi", "RecordMapper");
    static final ClassName PARQUET_EXCEPTION = ClassName.get(RUNTIME + ".base", "ParquetException");
    static final ClassName CONVERSIONS = ClassName.get(RUNTIME + ".spi", "ValueConversions");
    static final ClassName COLUMN_SINK = ClassName.get(RUNTIME + ".spi", "ColumnSink");
    static final ClassName COLUMN_SOURCE = ClassName.get(RUNTIME + ".spi", "ColumnSource");
    static final ClassName MESSAGE_TYPE = ClassName.get(RUNTIME + ".schema", "MessageType");
    static final ClassName SCHEMA_PARSER = ClassName.get(RUNTIME + ".schema", "MessageTypeParser");
    static final ClassName TIME_UNIT = ClassName.get(RUNTIME + ".format", "TimeUnit");
    static final ClassName ENCODING = ClassName.get(RUNTIME + ".format", "Encoding");
    static final ClassName BLOOM_FILTER_OPTIONS = ClassName.get(RUNTIME + ".spi", "BloomFilterOptions");
    static final ClassName GENERATED_MAPPER = ClassName.get(RUNTIME + ".spi", "GeneratedMapper");
    /** The nested class that registers a generated mapper with {@code ServiceLoader}. */
    public static final String REGISTRATION = "Registration";
    static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    static final TypeName WRITERS = ArrayTypeName.of(COLUMN_SINK);
    static final TypeName READERS = ArrayTypeName.of(COLUMN_SOURCE);

    private final RecordModel model;
    private final List<String> columnConstants;
    private final List<MethodSpec> methods = new ArrayList<>();
    private int varCounter;

    private MapperGenerator(RecordModel model) {
        this.model = model;
        this.columnConstants = columnConstants(model);
    }

    /** Name of the nested class holding one index constant per leaf column. */
    private static final String COLUMN_INDEXES = "Col";

    /**
     * One constant name per leaf column, in column order: the dotted column path in upper snake
     * case ({@code lines.list.element.sku} is {@code LINES_LIST_ELEMENT_SKU}), made unique.
     */
    private static List<String> columnConstants(RecordModel model) {
        List<String> names = new ArrayList<>();
        java.util.Set<String> taken = new java.util.HashSet<>();
        for (ColumnModel c : model.columns()) {
            String base = c.dottedPath().replaceAll("[^A-Za-z0-9]+", "_")
                    .replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
            if (base.isEmpty() || !Character.isJavaIdentifierStart(base.charAt(0))) {
                base = "C_" + base;
            }
            String name = base;
            for (int n = 2; !taken.add(name); n++) {
                name = base + "_" + n;
            }
            names.add(name);
        }
        return names;
    }

    /** The expression of column {@code i}'s index in generated code: {@code Col.VENUE_CITY}. */
    private String col(int i) {
        return COLUMN_INDEXES + "." + columnConstants.get(i);
    }

    /** {@code private static final class Col}: the column indexes, each with its column path. */
    private TypeSpec columnIndexClass() {
        TypeSpec.Builder t = TypeSpec.classBuilder(COLUMN_INDEXES)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Index of each leaf column in the arrays {@code write} and {@code read} get.\n");
        for (int i = 0; i < columnConstants.size(); i++) {
            t.addField(FieldSpec.builder(int.class, columnConstants.get(i), Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("{@code $L}\n", model.columns().get(i).dottedPath().replace("*/", "*&#47;"))
                    .initializer("$L", i).build());
        }
        t.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        return t.build();
    }

    /** The generated source file for {@code model}. */
    public static JavaFile generate(RecordModel model, String processorName, javax.lang.model.element.Element origin) {
        return new MapperGenerator(model).build(processorName, origin);
    }

    private JavaFile build(String processorName, javax.lang.model.element.Element origin) {
        ClassName self = model.generatedType();
        ClassName record = model.javaType();
        TypeSpec.Builder type = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(RECORD_MAPPER, record))
                .addOriginatingElement(origin)
                .addAnnotation(com.palantir.javapoet.AnnotationSpec.builder(GENERATED)
                        .addMember("value", "$S", processorName).build())
                .addJavadoc("Parquet mapping of {@link $T}, generated at compile time.\n\n<pre>\n$L</pre>\n",
                        record, model.schemaText().replace("@", "&#64;"));
        type.addField(FieldSpec.builder(String.class, "SCHEMA_TEXT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The Parquet schema of {@link $T} in schema text form.\n", record)
                .initializer("$S", model.schemaText()).build());
        addColumnConstants(type, model, "", "");
        type.addField(FieldSpec.builder(self, "INSTANCE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("new $T()", self).build());
        type.addField(FieldSpec.builder(MESSAGE_TYPE, "schema", Modifier.PRIVATE, Modifier.FINAL)
                .initializer("$T.parse(SCHEMA_TEXT)", SCHEMA_PARSER).build());
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addMethod(MethodSpec.methodBuilder("mapper")
                .addJavadoc("The mapper instance; lets callers (and native images) skip the by-name lookup.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(self)
                .addStatement("return INSTANCE").build());
        type.addType(registration(self, record));
        type.addType(columnIndexClass());
        type.addMethod(MethodSpec.methodBuilder("schema")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(MESSAGE_TYPE)
                .addStatement("return schema").build());

        addColumnMap(type, "ENCODINGS", "columnEncodings", "The {@code @ParquetEncoding} choices by dotted column path.",
                ENCODING, model.columnEncodings(), e -> CodeBlock.of("$T.$L", ENCODING, e));
        addColumnMap(type, "DEFAULTS", "columnDefaults",
                "The {@code @ParquetDefault} values by dotted column path, as physical values.", ClassName.get(Object.class),
                model.columnDefaults(), MapperGenerator::physicalLiteral);
        addColumnMap(type, "BLOOM_FILTERS", "columnBloomFilters", "The {@code @BloomFilter} choices by dotted column path.",
                BLOOM_FILTER_OPTIONS, model.columnBloomFilters(), b -> CodeBlock.of("new $T($L, $L)", BLOOM_FILTER_OPTIONS,
                        physicalLiteral(b.ndv()), physicalLiteral(b.fpp())));

        if (!model.targets().isEmpty()) {
            // the declared target engines, for the writer to check its codec and encodings against
            ClassName engine = ClassName.get("io.parquetry.annotation", "Engine");
            CodeBlock.Builder list = CodeBlock.builder();
            for (io.parquetry.annotation.Engine e : model.targets()) {
                list.add(list.isEmpty() ? "$T.$L" : ", $T.$L", engine, e.name());
            }
            type.addMethod(MethodSpec.methodBuilder("targets")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(ClassName.get(java.util.Set.class), engine))
                    .addJavadoc("The engines that must read the files: the record's {@code @ParquetTarget}.\n")
                    .addStatement("return $T.of($L)", java.util.Set.class, list.build()).build());
        }

        // write(T, ColumnWriter[]): the top-level record is required and present at level 0
        MethodSpec.Builder write = MethodSpec.methodBuilder("write")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(record, "record")
                .addParameter(WRITERS, "c");
        write.beginControlFlow("if (record == null)")
                .addStatement("throw new $T($S)", PARQUET_EXCEPTION, "cannot write a null " + record.simpleName())
                .endControlFlow();
        ColumnCounter counter = new ColumnCounter();
        String writeGroup = writeGroupMethod("", model, 0, 0, counter);
        write.addStatement("$L(record, c, 0)", writeGroup);
        type.addMethod(write.build());

        MethodSpec.Builder read = MethodSpec.methodBuilder("read")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(READERS, "c");
        String readGroup = readGroupMethod("", model, 0, 0, new ColumnCounter());
        read.addStatement("return $L(c)", readGroup);
        type.addMethod(read.build());

        type.addMethods(methods);
        return JavaFile.builder(self.packageName(), type.build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    /**
     * A per-column choice of the fields' annotations as a constant map {@code field} from dotted
     * column path to {@code valueType}, and the {@code RecordMapper} method {@code method}
     * returning it; nothing when no column has one (the interface's default is empty).
     */
    private static <V> void addColumnMap(TypeSpec.Builder type, String field, String method, String javadoc,
            ClassName valueType, java.util.Map<String, V> values, java.util.function.Function<V, CodeBlock> valueCode) {
        if (values.isEmpty()) {
            return;
        }
        TypeName mapType = ParameterizedTypeName.get(ClassName.get(java.util.Map.class), ClassName.get(String.class),
                valueType);
        CodeBlock.Builder entries = CodeBlock.builder().add("$T.<$T, $T>ofEntries($>$>", java.util.Map.class, String.class,
                valueType);
        boolean first = true;
        for (java.util.Map.Entry<String, V> e : values.entrySet()) {
            entries.add(first ? "\n$T.entry($S, $L)" : ",\n$T.entry($S, $L)", java.util.Map.class, e.getKey(),
                    valueCode.apply(e.getValue()));
            first = false;
        }
        entries.add("$<$<)");
        type.addField(FieldSpec.builder(mapType, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer(entries.build()).build());
        type.addMethod(MethodSpec.methodBuilder(method)
                .addJavadoc(javadoc + "\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(mapType)
                .addStatement("return $L", field).build());
    }

    /** Java source for a physical default value (boxed by the map). */
    private static CodeBlock physicalLiteral(Object v) {
        if (v instanceof String s) {
            return CodeBlock.of("$S", s);
        } else if (v instanceof Boolean || v instanceof Integer) {
            return CodeBlock.of("$L", v);
        } else if (v instanceof Long l) {
            return CodeBlock.of("$LL", l);
        } else if (v instanceof Float f) {
            if (f.isNaN()) {
                return CodeBlock.of("$T.NaN", Float.class);
            } else if (f.isInfinite()) {
                return CodeBlock.of(f > 0 ? "$T.POSITIVE_INFINITY" : "$T.NEGATIVE_INFINITY", Float.class);
            }
            return CodeBlock.of("$Lf", Float.toString(f)); // Float.toString round-trips exactly
        } else if (v instanceof Double d) {
            if (d.isNaN()) {
                return CodeBlock.of("$T.NaN", Double.class);
            } else if (d.isInfinite()) {
                return CodeBlock.of(d > 0 ? "$T.POSITIVE_INFINITY" : "$T.NEGATIVE_INFINITY", Double.class);
            }
            return CodeBlock.of("$Ld", Double.toString(d));
        } else if (v instanceof byte[] b) {
            StringBuilder sb = new StringBuilder("new byte[] {");
            for (int i = 0; i < b.length; i++) {
                sb.append(i == 0 ? "" : ", ").append(b[i]);
            }
            return CodeBlock.of("$L", sb.append('}'));
        }
        throw new IllegalStateException("not a physical default value: " + v);
    }

    /** {@code Registration implements GeneratedMapper}, listed in META-INF/services by the processor. */
    private static TypeSpec registration(ClassName self, ClassName record) {
        return TypeSpec.classBuilder(REGISTRATION)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterface(GENERATED_MAPPER)
                .addJavadoc("Finds this mapper through {@code ServiceLoader}; not for direct use.\n")
                .addMethod(MethodSpec.methodBuilder("recordType")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), record))
                        .addStatement("return $T.class", record).build())
                .addMethod(MethodSpec.methodBuilder("mapper")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(self)
                        .addStatement("return INSTANCE").build())
                .build();
    }

    private static final ClassName FILTER_COLUMN = ClassName.get(RUNTIME + ".filter", "Column");
    private static final ClassName FILTER_COLUMNS = ClassName.get(RUNTIME + ".filter", "Columns");
    private static final java.util.Set<String> RESERVED = java.util.Set.of("SCHEMA_TEXT", "INSTANCE", "ENCODINGS",
            "DEFAULTS", "BLOOM_FILTERS");

    /**
     * Typed column references for filters ({@code TradeParquet.SYMBOL.eq("AAPL")}): one constant
     * per scalar column outside lists and maps, named after the Java property path in upper
     * snake case ({@code VENUE_CITY} for {@code venue.city}).
     */
    private static void addColumnConstants(TypeSpec.Builder type, RecordModel record, String javaPrefix, String pathPrefix) {
        for (PropertyModel p : record.properties()) {
            FieldShape shape = p.shape();
            if (shape instanceof FieldShape.OptionalShape o) {
                shape = o.value();
            }
            String name = javaPrefix + upperSnake(p.javaName());
            String path = pathPrefix + p.parquetName();
            if (shape instanceof FieldShape.Group g) {
                addColumnConstants(type, g.record(), name + "_", path + ".");
            } else if (shape instanceof FieldShape.Primitive prim) {
                CodeBlock factory = columnFactory(prim, path);
                if (factory != null) {
                    String constant = RESERVED.contains(name) ? name + "_COLUMN" : name;
                    type.addField(FieldSpec.builder(ParameterizedTypeName.get(FILTER_COLUMN, valueType(prim)), constant,
                                    Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                            .addJavadoc("Column {@code $L}, for filters.\n", path)
                            .initializer(factory).build());
                }
            }
        }
    }

    private static String upperSnake(String javaName) {
        return javaName.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }

    /** The filter value type of a column (boxed), or the factory call creating its reference. */
    private static TypeName valueType(FieldShape.Primitive p) {
        return switch (p.javaKind()) {
            case BYTE, SHORT, INT, BOXED_BYTE, BOXED_SHORT, BOXED_INT -> ClassName.get(Integer.class);
            case ENUM -> ClassName.get(String.class);
            default -> p.javaType().box();
        };
    }

    private static CodeBlock columnFactory(FieldShape.Primitive p, String path) {
        if (p.logicalType() instanceof LogicalTypeInfo.IntType it && !it.signed()) {
            return null; // unsigned order is not what Integer/Long comparisons mean
        }
        String method = switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN -> "booleanColumn";
            case BYTE, SHORT, INT, BOXED_BYTE, BOXED_SHORT, BOXED_INT -> "intColumn";
            case LONG, BOXED_LONG -> "longColumn";
            case FLOAT, BOXED_FLOAT -> "floatColumn";
            case DOUBLE, BOXED_DOUBLE -> "doubleColumn";
            case STRING, ENUM -> "stringColumn";
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
            return CodeBlock.of("$T.$L($S, $L)", FILTER_COLUMNS, method, path,
                    ((LogicalTypeInfo.DecimalType) p.logicalType()).scale());
        }
        return CodeBlock.of("$T.$L($S)", FILTER_COLUMNS, method, path);
    }

    /** Hands out leaf column indices in schema (depth-first) order. */
    /**
     * Properties per generated method beyond which a group's write and read methods are split
     * into one method per slice: HotSpot does not compile methods over 8,000 bytecode bytes at
     * all, and gives up optimising much smaller ones with hundreds of locals, so a 200-field
     * class would otherwise run interpreted or barely compiled. (Read methods are split only for
     * groups built by a no-argument constructor; constructor arguments need their locals.)
     */
    private static final int SPLIT_PROPERTIES = 32;

    private static final class ColumnCounter {
        int next;
    }

    private String freshVar(String base) {
        return base + (varCounter++);
    }

    private static String methodSuffix(String path) {
        return path.isEmpty() ? "root" : path.replaceAll("[^A-Za-z0-9_]", "_");
    }

    private static int columnCount(FieldShape shape) {
        if (shape instanceof FieldShape.Primitive) {
            return 1;
        }
        if (shape instanceof FieldShape.OptionalShape o) {
            return columnCount(o.value());
        }
        if (shape instanceof FieldShape.Group g) {
            int n = 0;
            for (PropertyModel p : g.record().properties()) {
                n += columnCount(p.shape());
            }
            return n;
        }
        if (shape instanceof FieldShape.ListShape l) {
            return columnCount(l.element());
        }
        FieldShape.MapShape m = (FieldShape.MapShape) shape;
        return 1 + columnCount(m.value());
    }

    // ============================================================================================
    // write
    // ============================================================================================

    /**
     * Emits {@code write_<path>(T v, ColumnWriter[] c, int r)}, writing a present, non-null
     * group whose definition level (when present) is {@code def}; returns its name.
     */
    private String writeGroupMethod(String path, RecordModel group, int def, int repLevel, ColumnCounter counter) {
        String name = "write_" + methodSuffix(path);
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(group.javaType(), "v")
                .addParameter(WRITERS, "c")
                .addParameter(int.class, "r");
        List<PropertyModel> props = group.properties();
        CodeBlock.Builder b = CodeBlock.builder();
        if (props.size() <= SPLIT_PROPERTIES) {
            writeProperties(b, path, props, def, repLevel, counter);
        } else {
            // a wide group: one method per slice of properties (see SPLIT_PROPERTIES)
            for (int from = 0; from < props.size(); from += SPLIT_PROPERTIES) {
                String part = name + "_" + from / SPLIT_PROPERTIES;
                CodeBlock.Builder pb = CodeBlock.builder();
                writeProperties(pb, path, props.subList(from, Math.min(props.size(), from + SPLIT_PROPERTIES)),
                        def, repLevel, counter);
                methods.add(MethodSpec.methodBuilder(part).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(group.javaType(), "v").addParameter(WRITERS, "c").addParameter(int.class, "r")
                        .addCode(pb.build()).build());
                b.addStatement("$L(v, c, r)", part);
            }
        }
        m.addCode(b.build());
        methods.add(m.build());
        return name;
    }

    private void writeProperties(CodeBlock.Builder b, String path, List<PropertyModel> props, int def, int repLevel,
                                 ColumnCounter counter) {
        for (PropertyModel p : props) {
            String field = path.isEmpty() ? p.parquetName() : path + "." + p.parquetName();
            String local = freshVar(p.javaName());
            b.addStatement("$T $L = $L", p.javaType(), local, readAccess(p));
            writeField(b, field, p.shape(), local, "r", def, repLevel, counter);
        }
    }

    private static CodeBlock readAccess(PropertyModel p) {
        return p.read().kind() == PropertyModel.ReadAccess.Kind.METHOD
                ? CodeBlock.of("v.$L()", p.read().name())
                : CodeBlock.of("v.$L", p.read().name());
    }

    /**
     * Writes field {@code shape} holding Java value {@code v}; the parent is present at
     * definition level {@code parentDef}, {@code rep} is the repetition level expression of the
     * first entry and {@code parentRep} the repetition level of the enclosing repeated node.
     */
    private void writeField(CodeBlock.Builder b, String field, FieldShape shape, String v, String rep,
                            int parentDef, int parentRep, ColumnCounter counter) {
        if (shape instanceof FieldShape.OptionalShape o) {
            int first = counter.next;
            int count = columnCount(o.value());
            String inner = freshVar("o");
            switch (o.kind()) {
                case OPTIONAL -> {
                    b.addStatement("$T $L = $L == null ? null : $L.orElse(null)", o.value().javaType(), inner, v, v);
                    writeField(b, field, o.value(), inner, rep, parentDef, parentRep, counter);
                }
                default -> {
                    String getter = switch (o.kind()) {
                        case OPTIONAL_INT -> "getAsInt";
                        case OPTIONAL_LONG -> "getAsLong";
                        default -> "getAsDouble";
                    };
                    b.beginControlFlow("if ($L == null || $L.isEmpty())", v, v);
                    writeNulls(b, first, count, rep, parentDef);
                    b.nextControlFlow("else");
                    b.addStatement("$T $L = $L.$L()", o.value().javaType(), inner, v, getter);
                    writeValue(b, field, o.value(), inner, rep, parentDef + 1, parentRep, counter);
                    b.endControlFlow();
                }
            }
            return;
        }
        int first = counter.next;
        int count = columnCount(shape);
        if (shape instanceof FieldShape.ListShape l && l.layout() == FieldShape.ListLayout.BARE_REPEATED) {
            // one repeated node: an empty or null collection is written as absent
            int def = parentDef + 1;
            int repLevel = parentRep + 1;
            b.beginControlFlow("if ($L == null || $L)", v, isEmpty(l, v));
            writeNulls(b, first, count, rep, parentDef);
            b.nextControlFlow("else");
            String r = freshVar("r");
            b.addStatement("int $L = $L", r, rep);
            String e = freshVar("e");
            b.beginControlFlow("for ($T $L : $L)", l.element().javaType(), e, v);
            if (!l.element().javaType().isPrimitive()) {
                b.beginControlFlow("if ($L == null)", e)
                        .addStatement("throw new $T($S)", PARQUET_EXCEPTION,
                                "field " + field + ": a repeated field cannot hold null elements")
                        .endControlFlow();
            }
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            writeValue(b, field, l.element(), e, r, def, repLevel, elementCounter);
            b.addStatement("$L = $L", r, repLevel);
            b.endControlFlow();
            b.endControlFlow();
            counter.next = first + count;
            return;
        }
        boolean nullable = !shape.javaType().isPrimitive();
        switch (shape.repetition()) {
            case OPTIONAL -> {
                if (nullable) {
                    b.beginControlFlow("if ($L == null)", v);
                    writeNulls(b, first, count, rep, parentDef);
                    b.nextControlFlow("else");
                    writeValue(b, field, shape, v, rep, parentDef + 1, parentRep, counter);
                    b.endControlFlow();
                } else {
                    writeValue(b, field, shape, v, rep, parentDef + 1, parentRep, counter);
                }
            }
            default -> {
                if (nullable) {
                    b.beginControlFlow("if ($L == null)", v)
                            .addStatement("throw new $T($S)", PARQUET_EXCEPTION,
                                    "field " + field + " is required (not-null) but the value is null")
                            .endControlFlow();
                }
                writeValue(b, field, shape, v, rep, parentDef, parentRep, counter);
            }
        }
        counter.next = first + count;
    }

    private static CodeBlock isEmpty(FieldShape.ListShape l, String v) {
        return l.container() == FieldShape.ContainerKind.ARRAY || l.container() == FieldShape.ContainerKind.PRIMITIVE_ARRAY
                ? CodeBlock.of("$L.length == 0", v)
                : CodeBlock.of("$L.isEmpty()", v);
    }

    private void writeNulls(CodeBlock.Builder b, int first, int count, String rep, int def) {
        for (int i = first; i < first + count; i++) {
            b.addStatement("c[$L].writeNull($L, $L)", col(i), rep, def);
        }
    }

    /** Writes the content of a present (non-null) value at definition level {@code def}. */
    private void writeValue(CodeBlock.Builder b, String field, FieldShape shape, String v, String rep, int def,
                            int parentRep, ColumnCounter counter) {
        int first = counter.next;
        if (shape instanceof FieldShape.Primitive p) {
            b.addStatement("c[$L].$L", col(first), writeCall(p, field, v, rep, def));
            counter.next = first + 1;
        } else if (shape instanceof FieldShape.Group g) {
            String method = writeGroupMethod(field, g.record(), def, parentRep, counter);
            b.addStatement("$L($L, c, $L)", method, v, rep);
        } else if (shape instanceof FieldShape.ListShape l) {
            // (LIST) group present at def; repeated "list" group present at def + 1
            int count = columnCount(l.element());
            int repLevel = parentRep + 1;
            b.beginControlFlow("if ($L)", isEmpty(l, v));
            writeNulls(b, first, count, rep, def);
            b.nextControlFlow("else");
            String r = freshVar("r");
            b.addStatement("int $L = $L", r, rep);
            String e = freshVar("e");
            b.beginControlFlow("for ($T $L : $L)", l.element().javaType(), e, v);
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            writeField(b, field + ".list.element", l.element(), e, r, def + 1, repLevel, elementCounter);
            b.addStatement("$L = $L", r, repLevel);
            b.endControlFlow();
            b.endControlFlow();
            counter.next = first + count;
        } else if (shape instanceof FieldShape.MapShape m) {
            int count = 1 + columnCount(m.value());
            int repLevel = parentRep + 1;
            b.beginControlFlow("if ($L.isEmpty())", v);
            writeNulls(b, first, count, rep, def);
            b.nextControlFlow("else");
            String r = freshVar("r");
            b.addStatement("int $L = $L", r, rep);
            String e = freshVar("e");
            TypeName entry = ParameterizedTypeName.get(ClassName.get(java.util.Map.Entry.class),
                    m.key().javaType().box(), m.value().javaType().box());
            b.beginControlFlow("for ($T $L : $L.entrySet())", entry, e, v);
            String key = freshVar("k");
            String value = freshVar("v");
            b.addStatement("$T $L = $L.getKey()", m.key().javaType().box(), key, e);
            b.addStatement("$T $L = $L.getValue()", m.value().javaType().box(), value, e);
            ColumnCounter entryCounter = new ColumnCounter();
            entryCounter.next = first;
            writeField(b, field + ".key_value.key", m.key(), key, r, def + 1, repLevel, entryCounter);
            writeField(b, field + ".key_value.value", m.value(), value, r, def + 1, repLevel, entryCounter);
            b.addStatement("$L = $L", r, repLevel);
            b.endControlFlow();
            b.endControlFlow();
            counter.next = first + count;
        } else {
            throw new IllegalStateException("unexpected shape " + shape);
        }
    }

    /** The typed writer call for a present primitive value. */
    private static CodeBlock writeCall(FieldShape.Primitive p, String field, String v, String rep, int def) {
        LogicalTypeInfo lt = p.logicalType();
        switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN:
                return CodeBlock.of("writeBoolean($L, $L, $L)", v, rep, def);
            case BYTE, SHORT, INT, BOXED_BYTE, BOXED_SHORT, BOXED_INT:
                return CodeBlock.of("writeInt($L, $L, $L)", v, rep, def);
            case LONG, BOXED_LONG:
                return CodeBlock.of("writeLong($L, $L, $L)", v, rep, def);
            case FLOAT, BOXED_FLOAT:
                return CodeBlock.of("writeFloat($L, $L, $L)", v, rep, def);
            case DOUBLE, BOXED_DOUBLE:
                return CodeBlock.of("writeDouble($L, $L, $L)", v, rep, def);
            case STRING:
                return CodeBlock.of("writeString($L, $L, $L)", v, rep, def);
            case BYTES:
                return CodeBlock.of("writeBinary($L, $L, $L)", v, rep, def);
            case ENUM:
                return CodeBlock.of("writeString($L.name(), $L, $L)", v, rep, def);
            case UUID:
                if (p.physicalType() == PhysicalType.BYTE_ARRAY) {
                    return CodeBlock.of("writeString($L.toString(), $L, $L)", v, rep, def);
                }
                return CodeBlock.of("writeBinary($T.uuidToBytes($L), $L, $L)", CONVERSIONS, v, rep, def);
            case LOCAL_DATE:
                return CodeBlock.of("writeInt($T.toEpochDay($L, $S), $L, $L)", CONVERSIONS, v, field, rep, def);
            case LOCAL_TIME: {
                LogicalTypeInfo.TimeType t = (LogicalTypeInfo.TimeType) lt;
                if (p.physicalType() == PhysicalType.INT32) {
                    return CodeBlock.of("writeInt((int) $T.toTime($L, $T.$L), $L, $L)", CONVERSIONS, v, TIME_UNIT,
                            t.unit().name(), rep, def);
                }
                return CodeBlock.of("writeLong($T.toTime($L, $T.$L), $L, $L)", CONVERSIONS, v, TIME_UNIT,
                        t.unit().name(), rep, def);
            }
            case INSTANT, LOCAL_DATE_TIME: {
                LogicalTypeInfo.TimestampType t = (LogicalTypeInfo.TimestampType) lt;
                return CodeBlock.of("writeLong($T.toTimestamp($L, $T.$L, $S), $L, $L)", CONVERSIONS, v, TIME_UNIT,
                        t.unit().name(), field, rep, def);
            }
            case BIG_DECIMAL: {
                LogicalTypeInfo.DecimalType d = (LogicalTypeInfo.DecimalType) lt;
                return switch (p.physicalType()) {
                    case INT32 -> CodeBlock.of("writeInt($T.decimalToInt($L, $L, $L, $S), $L, $L)", CONVERSIONS, v,
                            d.precision(), d.scale(), field, rep, def);
                    case INT64 -> CodeBlock.of("writeLong($T.decimalToLong($L, $L, $L, $S), $L, $L)", CONVERSIONS, v,
                            d.precision(), d.scale(), field, rep, def);
                    case FIXED_LEN_BYTE_ARRAY -> CodeBlock.of("writeBinary($T.decimalToFixed($L, $L, $L, $L, $S), $L, $L)",
                            CONVERSIONS, v, d.precision(), d.scale(), p.typeLength(), field, rep, def);
                    default -> CodeBlock.of("writeBinary($T.decimalToBytes($L, $L, $L, $S), $L, $L)", CONVERSIONS, v,
                            d.precision(), d.scale(), field, rep, def);
                };
            }
            default:
                throw new IllegalStateException("unexpected java kind " + p.javaKind());
        }
    }

    // ============================================================================================
    // read
    // ============================================================================================

    /** Emits {@code read_<path>(ColumnReader[] c)} assembling a present group; returns its name. */
    private String readGroupMethod(String path, RecordModel group, int def, int repLevel, ColumnCounter counter) {
        String name = "read_" + methodSuffix(path);
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(group.javaType())
                .addParameter(READERS, "c");
        CodeBlock.Builder b = CodeBlock.builder();
        List<PropertyModel> props = group.properties();
        if (props.size() > SPLIT_PROPERTIES && group.creator().parameters().isEmpty()) {
            // a wide group built by a no-argument constructor: created first, then filled by one
            // method per slice of properties (see SPLIT_PROPERTIES)
            b.addStatement("$T o = new $T()", group.javaType(), group.javaType());
            for (int from = 0; from < props.size(); from += SPLIT_PROPERTIES) {
                String part = name + "_" + from / SPLIT_PROPERTIES;
                CodeBlock.Builder pb = CodeBlock.builder();
                List<PropertyModel> slice = props.subList(from, Math.min(props.size(), from + SPLIT_PROPERTIES));
                List<String> locals = readProperties(pb, path, slice, def, repLevel, counter);
                for (int i = 0; i < slice.size(); i++) {
                    assign(pb, slice.get(i), locals.get(i));
                }
                methods.add(MethodSpec.methodBuilder(part).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(READERS, "c").addParameter(group.javaType(), "o")
                        .addCode(pb.build()).build());
                b.addStatement("$L(c, o)", part);
            }
            b.addStatement("return o");
        } else {
            construct(b, group, readProperties(b, path, props, def, repLevel, counter));
        }
        m.addCode(b.build());
        methods.add(m.build());
        return name;
    }

    /** Reads each property into a new local; returns the locals' names. */
    private List<String> readProperties(CodeBlock.Builder b, String path, List<PropertyModel> props, int def,
                                        int repLevel, ColumnCounter counter) {
        List<String> locals = new ArrayList<>();
        for (PropertyModel p : props) {
            String field = path.isEmpty() ? p.parquetName() : path + "." + p.parquetName();
            String local = freshVar(p.javaName());
            b.addStatement("$T $L", p.javaType(), local);
            readField(b, field, p.shape(), local, def, repLevel, counter);
            locals.add(local);
        }
        return locals;
    }

    /** Sets a property that is not a constructor parameter on {@code o}. */
    private static void assign(CodeBlock.Builder b, PropertyModel p, String local) {
        switch (p.write().kind()) {
            case SETTER -> b.addStatement("o.$L($L)", p.write().name(), local);
            case FIELD -> b.addStatement("o.$L = $L", p.write().name(), local);
            default -> { }
        }
    }

    private static void construct(CodeBlock.Builder b, RecordModel group, List<String> locals) {
        List<PropertyModel> props = group.properties();
        Creator creator = group.creator();
        CodeBlock.Builder args = CodeBlock.builder();
        for (int i = 0; i < creator.parameters().size(); i++) {
            Creator.Parameter param = creator.parameters().get(i);
            if (i > 0) {
                args.add(", ");
            }
            if (param.propertyName() == null) {
                args.add(defaultValue(param.type()));
            } else {
                args.add("$L", locals.get(indexOf(props, param.propertyName())));
            }
        }
        b.addStatement("$T o = new $T($L)", group.javaType(), group.javaType(), args.build());
        for (int i = 0; i < props.size(); i++) {
            assign(b, props.get(i), locals.get(i));
        }
        b.addStatement("return o");
    }

    private static int indexOf(List<PropertyModel> props, String javaName) {
        for (int i = 0; i < props.size(); i++) {
            if (props.get(i).javaName().equals(javaName)) {
                return i;
            }
        }
        throw new IllegalStateException("no property " + javaName);
    }

    private static CodeBlock defaultValue(TypeName type) {
        if (type == TypeName.BOOLEAN) {
            return CodeBlock.of("false");
        }
        if (type == TypeName.CHAR) {
            return CodeBlock.of("'\\0'");
        }
        if (type.isPrimitive()) {
            return CodeBlock.of("($T) 0", type);
        }
        return CodeBlock.of("null");
    }

    /** Skips the current entry of every column in {@code [first, first+count)}. */
    private void skip(CodeBlock.Builder b, int first, int count) {
        for (int i = first; i < first + count; i++) {
            b.addStatement("c[$L].next()", col(i));
        }
    }

    /**
     * Reads field {@code shape} into local {@code target}; the parent is present at definition
     * level {@code parentDef} and its enclosing repeated node has repetition level {@code parentRep}.
     */
    private void readField(CodeBlock.Builder b, String field, FieldShape shape, String target, int parentDef,
                           int parentRep, ColumnCounter counter) {
        int first = counter.next;
        if (shape instanceof FieldShape.OptionalShape o) {
            int count = columnCount(o.value());
            String inner = freshVar("o");
            b.addStatement("$T $L", o.value().javaType().box(), inner);
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), parentDef + 1);
            skip(b, first, count);
            b.addStatement("$L = null", inner);
            b.nextControlFlow("else");
            readValue(b, field, o.value(), inner, parentDef + 1, parentRep, counter);
            b.endControlFlow();
            String wrap = switch (o.kind()) {
                case OPTIONAL -> "$T.ofNullable($L)";
                default -> "$L == null ? $T.empty() : $T.of($L)";
            };
            TypeName optionalType = optionalClass(o.kind());
            if (o.kind() == FieldShape.OptionalKind.OPTIONAL) {
                b.addStatement("$L = " + wrap, target, optionalType, inner);
            } else {
                b.addStatement("$L = $L == null ? $T.empty() : $T.of($L)", target, inner, optionalType, optionalType, inner);
            }
            counter.next = first + count;
            return;
        }
        int count = columnCount(shape);
        if (shape instanceof FieldShape.ListShape l && l.layout() == FieldShape.ListLayout.BARE_REPEATED) {
            int def = parentDef + 1;
            int repLevel = parentRep + 1;
            String acc = freshVar("l");
            TypeName elementType = l.element().javaType();
            b.addStatement("$T<$T> $L = new $T<>()", java.util.ArrayList.class, elementType.box(), acc,
                    java.util.ArrayList.class);
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), def);
            skip(b, first, count);
            b.nextControlFlow("else");
            b.beginControlFlow("do");
            // a later entry of the run must be defined at the repeated level (corrupt files may say otherwise)
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), def)
                    .addStatement("throw new $T($S + c[$L].column().path())", PARQUET_EXCEPTION,
                            "corrupt repetition: an undefined entry inside repeated field " + field + " in column ", col(first))
                    .endControlFlow();
            String e = freshVar("e");
            b.addStatement("$T $L", elementType, e);
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            readValue(b, field, l.element(), e, def, repLevel, elementCounter);
            b.addStatement("$L.add($L)", acc, e);
            b.endControlFlow("while (c[$L].rep() == $L)", col(first), repLevel);
            b.endControlFlow();
            convertCollection(b, l, acc, target);
            counter.next = first + count;
            return;
        }
        if (shape.repetition() == Repetition.OPTIONAL) {
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), parentDef + 1);
            skip(b, first, count);
            b.addStatement("$L = $L", target, shape.javaType().isPrimitive() ? defaultValue(shape.javaType()) : "null");
            b.nextControlFlow("else");
            readValue(b, field, shape, target, parentDef + 1, parentRep, counter);
            b.endControlFlow();
        } else if (shape instanceof FieldShape.Primitive p) {
            // a required leaf: the take call checks that the entry holds a value, reads it and moves on
            b.addStatement("$L = $L", target, readCall(p, field, first, true));
        } else {
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), parentDef)
                    .addStatement("throw new $T($S + c[$L].column().path())", PARQUET_EXCEPTION,
                            "field " + field + " is required but missing in column ", col(first))
                    .endControlFlow();
            readValue(b, field, shape, target, parentDef, parentRep, counter);
        }
        counter.next = first + count;
    }

    private static TypeName optionalClass(FieldShape.OptionalKind kind) {
        return switch (kind) {
            case OPTIONAL -> ClassName.get(java.util.Optional.class);
            case OPTIONAL_INT -> ClassName.get(java.util.OptionalInt.class);
            case OPTIONAL_LONG -> ClassName.get(java.util.OptionalLong.class);
            case OPTIONAL_DOUBLE -> ClassName.get(java.util.OptionalDouble.class);
        };
    }

    /** Reads a present value at definition level {@code def} into local {@code target}. */
    private void readValue(CodeBlock.Builder b, String field, FieldShape shape, String target, int def, int parentRep,
                           ColumnCounter counter) {
        int first = counter.next;
        if (shape instanceof FieldShape.Primitive p) {
            b.addStatement("$L = $L", target, readCall(p, field, first, false));
            b.addStatement("c[$L].next()", col(first));
            counter.next = first + 1;
        } else if (shape instanceof FieldShape.Group g) {
            String method = readGroupMethod(field, g.record(), def, parentRep, counter);
            b.addStatement("$L = $L(c)", target, method);
        } else if (shape instanceof FieldShape.ListShape l) {
            int count = columnCount(l.element());
            int repLevel = parentRep + 1;
            String acc = freshVar("l");
            TypeName elementType = l.element().javaType();
            b.addStatement("$T<$T> $L = new $T<>()", java.util.ArrayList.class, elementType.box(), acc,
                    java.util.ArrayList.class);
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), def + 1);
            skip(b, first, count);
            b.nextControlFlow("else");
            b.beginControlFlow("do");
            String e = freshVar("e");
            b.addStatement("$T $L", elementType, e);
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            readField(b, field + ".list.element", l.element(), e, def + 1, repLevel, elementCounter);
            b.addStatement("$L.add($L)", acc, e);
            b.endControlFlow("while (c[$L].rep() == $L)", col(first), repLevel);
            b.endControlFlow();
            convertCollection(b, l, acc, target);
            counter.next = first + count;
        } else if (shape instanceof FieldShape.MapShape m) {
            int count = 1 + columnCount(m.value());
            int repLevel = parentRep + 1;
            String acc = freshVar("m");
            b.addStatement("$T $L = new $T<>()", m.javaType(), acc, java.util.LinkedHashMap.class);
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), def + 1);
            skip(b, first, count);
            b.nextControlFlow("else");
            b.beginControlFlow("do");
            String k = freshVar("k");
            String v = freshVar("v");
            b.addStatement("$T $L", m.key().javaType(), k);
            b.addStatement("$T $L", m.value().javaType(), v);
            ColumnCounter entryCounter = new ColumnCounter();
            entryCounter.next = first;
            readField(b, field + ".key_value.key", m.key(), k, def + 1, repLevel, entryCounter);
            readField(b, field + ".key_value.value", m.value(), v, def + 1, repLevel, entryCounter);
            b.addStatement("$L.put($L, $L)", acc, k, v);
            b.endControlFlow("while (c[$L].rep() == $L)", col(first), repLevel);
            b.endControlFlow();
            b.addStatement("$L = $L", target, acc);
            counter.next = first + count;
        } else {
            throw new IllegalStateException("unexpected shape " + shape);
        }
    }

    private static void convertCollection(CodeBlock.Builder b, FieldShape.ListShape l, String acc, String target) {
        switch (l.container()) {
            case LIST, COLLECTION -> b.addStatement("$L = $L", target, acc);
            case SET -> b.addStatement("$L = new $T<>($L)", target, java.util.LinkedHashSet.class, acc);
            case ARRAY -> b.addStatement("$L = $L.toArray(new $T[0])", target, acc, erasure(l.element().javaType()));
            case PRIMITIVE_ARRAY -> {
                TypeName element = l.element().javaType();
                b.addStatement("$L = new $T[$L.size()]", target, element, acc);
                b.beginControlFlow("for (int i = 0; i < $L.length; i++)", target)
                        .addStatement("$L[i] = $L.get(i)", target, acc)
                        .endControlFlow();
            }
        }
    }

    private static TypeName erasure(TypeName t) {
        if (t instanceof ParameterizedTypeName p) {
            return p.rawType();
        }
        return t;
    }

    /**
     * The typed reader call converting the current value of column {@code col}: through the
     * getters ({@code take} false, the caller moves on) or the take methods, which also move to the
     * next entry (for required fields of the top-level record, see {@code ColumnReader.takeLong}).
     */
    private CodeBlock readCall(FieldShape.Primitive p, String field, int col, boolean take) {
        LogicalTypeInfo lt = p.logicalType();
        String prefix = "c[" + col(col) + "]." + (take ? "take" : "get");
        String bool = prefix + "Boolean()";
        String i32 = prefix + "Int()";
        String i64 = prefix + "Long()";
        String bin = prefix + "Binary()";
        String str = prefix + "String()";
        switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN:
                return CodeBlock.of("$L", bool);
            case BYTE, BOXED_BYTE:
                return CodeBlock.of("(byte) $L", i32);
            case SHORT, BOXED_SHORT:
                return CodeBlock.of("(short) $L", i32);
            case INT, BOXED_INT:
                return CodeBlock.of("$L", i32);
            case LONG, BOXED_LONG:
                return CodeBlock.of("$L", i64);
            case FLOAT, BOXED_FLOAT:
                return CodeBlock.of("$LFloat()", prefix);
            case DOUBLE, BOXED_DOUBLE:
                return CodeBlock.of("$LDouble()", prefix);
            case STRING:
                return CodeBlock.of("$L", str);
            case BYTES:
                return CodeBlock.of("$L", bin);
            case ENUM:
                return CodeBlock.of("$T.enumValue($T.class, $L, $S)", CONVERSIONS, erasure(p.javaType()), str, field);
            case UUID:
                if (p.physicalType() == PhysicalType.BYTE_ARRAY) {
                    return CodeBlock.of("$T.uuidFromString($L, $S)", CONVERSIONS, str, field);
                }
                return CodeBlock.of("$T.uuidFromBytes($L)", CONVERSIONS, bin);
            case LOCAL_DATE:
                return CodeBlock.of("$T.fromEpochDay($L)", CONVERSIONS, i32);
            case LOCAL_TIME: {
                LogicalTypeInfo.TimeType t = (LogicalTypeInfo.TimeType) lt;
                String get = p.physicalType() == PhysicalType.INT32 ? i32 : i64;
                return CodeBlock.of("$T.fromTime($L, $T.$L, $S)", CONVERSIONS, get, TIME_UNIT, t.unit().name(), field);
            }
            case INSTANT: {
                LogicalTypeInfo.TimestampType t = (LogicalTypeInfo.TimestampType) lt;
                return CodeBlock.of("$T.fromTimestamp($L, $T.$L)", CONVERSIONS, i64, TIME_UNIT, t.unit().name());
            }
            case LOCAL_DATE_TIME: {
                LogicalTypeInfo.TimestampType t = (LogicalTypeInfo.TimestampType) lt;
                return CodeBlock.of("$T.fromLocalTimestamp($L, $T.$L)", CONVERSIONS, i64, TIME_UNIT, t.unit().name());
            }
            case BIG_DECIMAL: {
                LogicalTypeInfo.DecimalType d = (LogicalTypeInfo.DecimalType) lt;
                return switch (p.physicalType()) {
                    case INT32 -> CodeBlock.of("$T.valueOf($L, $L)", java.math.BigDecimal.class, i32, d.scale());
                    case INT64 -> CodeBlock.of("$T.valueOf($L, $L)", java.math.BigDecimal.class, i64, d.scale());
                    default -> CodeBlock.of("$T.decimalFromBytes($L, $L)", CONVERSIONS, bin, d.scale());
                };
            }
            default:
                throw new IllegalStateException("unexpected java kind " + p.javaKind());
        }
    }
}
