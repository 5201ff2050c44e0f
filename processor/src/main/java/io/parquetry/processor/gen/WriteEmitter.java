package io.parquetry.processor.gen;

import static io.parquetry.processor.gen.RuntimeNames.*;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Emits the shredder of a generated mapper: {@code write_<path>(T v, ColumnSink[] c, int r)} per
 * group occurrence, writing each leaf with literal column indexes and definition levels.
 */
final class WriteEmitter extends Emitter {
    WriteEmitter(Emitter.Context context) {
        super(context);
    }

    // ============================================================================================
    // write
    // ============================================================================================

    /**
     * Emits {@code write_<path>(T v, ColumnWriter[] c, int r)}, writing a present, non-null
     * group whose definition level (when present) is {@code def}; returns its name.
     */
    String writeGroupMethod(String path, RecordModel group, int def, int repLevel, ColumnCounter counter) {
        String name = "write_" + methodSuffix(path);
        JavaClass.Method m = JavaClass.Method.named(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(group.javaType(), "v")
                .addParameter(WRITERS, "c")
                .addParameter(int.class, "r");
        List<PropertyModel> props = group.properties();
        Code b = new Code();
        if (props.size() <= SPLIT_PROPERTIES) {
            writeProperties(b, path, props, def, repLevel, counter);
        } else {
            // a wide group: one method per slice of properties (see SPLIT_PROPERTIES)
            for (int from = 0; from < props.size(); from += SPLIT_PROPERTIES) {
                String part = name + "_" + from / SPLIT_PROPERTIES;
                Code pb = new Code();
                writeProperties(pb, path, props.subList(from, Math.min(props.size(), from + SPLIT_PROPERTIES)),
                        def, repLevel, counter);
                methods.add(JavaClass.Method.named(part).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(group.javaType(), "v").addParameter(WRITERS, "c").addParameter(int.class, "r")
                        .addCode(pb));
                b.addStatement("$L(v, c, r)", part);
            }
        }
        m.addCode(b);
        methods.add(m);
        return name;
    }

    private void writeProperties(Code b, String path, List<PropertyModel> props, int def, int repLevel,
                                 ColumnCounter counter) {
        for (PropertyModel p : props) {
            String field = path.isEmpty() ? p.parquetName() : path + "." + p.parquetName();
            String local = freshVar(p.javaName());
            if (p.conversion() != null) {
                // a converted property: the column holds the converter's value (null stays null)
                String raw = freshVar(p.javaName() + "Value");
                b.addStatement("$T $L = $L", p.javaType(), raw, readAccess(p));
                convert(b, p.conversion(), local, raw);
            } else if (readOnce(p.shape())) {
                // read where it is written: no local (shorter generated code, same bytecode)
                local = readAccess(p).toString();
            } else {
                b.addStatement("$T $L = $L", p.javaType(), local, readAccess(p));
            }
            writeField(b, field, p.shape(), local, "r", def, repLevel, counter);
        }
    }

    /** Whether writing {@code shape} names its value once: a primitive, or a nullable one a single sink call writes. */
    private static boolean readOnce(FieldShape shape) {
        return shape instanceof FieldShape.Primitive p
                ? p.javaType().isPrimitive() || p.repetition() == Repetition.OPTIONAL && orNullWriter(p) != null
                : leafCollection(shape);
    }

    /** {@code P local = raw == null ? null : converter.toParquet(raw)}. */
    private static void convert(Code b, PropertyModel.Conversion c, String local, String raw) {
        b.addStatement("$T $L = $L == null ? null : $L.toParquet($L)", c.parquetType(), local, raw, c.fieldName(), raw);
    }

    /** The local holding the stored value of part {@code v}: {@code v} itself, or its converted value. */
    private String toParquet(Code b, FieldShape.Converted c, String v) {
        if (c == null) {
            return v;
        }
        String stored = freshVar("p");
        convert(b, c.by(), stored, v);
        return stored;
    }

    private static Code readAccess(PropertyModel p) {
        return p.read().kind() == PropertyModel.ReadAccess.Kind.METHOD
                ? Code.of("v.$L()", p.read().name())
                : Code.of("v.$L", p.read().name());
    }

    /**
     * Writes field {@code shape} holding Java value {@code v}; the parent is present at
     * definition level {@code parentDef}, {@code rep} is the repetition level expression of the
     * first entry and {@code parentRep} the repetition level of the enclosing repeated node.
     */
    private void writeField(Code b, String field, FieldShape shape, String v, String rep,
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
            b.beginControlFlow("for ($T $L : $L)", l.elementJavaType(), e, v);
            if (!l.elementJavaType().isPrimitive()) {
                b.beginControlFlow("if ($L == null)", e)
                        .addStatement("throw new $T($S)", PARQUET_EXCEPTION,
                                "field " + field + ": a repeated field cannot hold null elements")
                        .endControlFlow();
            }
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            writeValue(b, field, l.element(), toParquet(b, l.elementConversion(), e), r, def, repLevel, elementCounter);
            b.addStatement("$L = $L", r, repLevel);
            b.endControlFlow();
            b.endControlFlow();
            counter.next = first + count;
            return;
        }
        if (leafCollection(shape)) {
            boolean optional = shape.repetition() == Repetition.OPTIONAL;
            writeLeafCollection(b, field, shape, v, rep, optional ? parentDef + 1 : parentDef, parentRep + 1, optional, first);
            counter.next = first + count;
            return;
        }
        boolean nullable = !shape.javaType().isPrimitive();
        switch (shape.repetition()) {
            case OPTIONAL -> {
                String orNull = shape instanceof FieldShape.Primitive p ? orNullWriter(p) : null;
                if (orNull != null) {
                    b.addStatement("c[$L].$L($L, $L, $L)", col(first), orNull, v, rep, parentDef + 1);
                } else if (nullable) {
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

    /**
     * Writes {@link #leafCollection} {@code shape} holding {@code v} with one {@code LeafCollections}
     * call: present at definition level {@code def}, its entries after the first at repetition
     * level {@code repLevel}; null written as absent when {@code nullable}, else an error.
     */
    private static void writeLeafCollection(Code b, String field, FieldShape shape, String v, String rep, int def,
                                            int repLevel, boolean nullable, int first) {
        if (shape instanceof FieldShape.ListShape l) {
            b.addStatement("$T.writeList(c[$L], $L, $L, $L, $L, $L, $L, $T.$L, $S)", LEAF_COLLECTIONS, col(first), v, rep,
                    def, partDef(l.element(), def), repLevel, nullable, LEAF_KIND, leafKind(l.element()), field);
        } else {
            FieldShape.MapShape m = (FieldShape.MapShape) shape;
            b.addStatement("$T.writeMap(c[$L], c[$L], $L, $L, $L, $L, $L, $L, $T.$L, $T.$L, $S)", LEAF_COLLECTIONS,
                    col(first), col(first + 1), v, rep, def, partDef(m.value(), def), repLevel, nullable, LEAF_KIND,
                    leafKind(m.key()), LEAF_KIND, leafKind(m.value()), field);
        }
    }

    private static Code isEmpty(FieldShape.ListShape l, String v) {
        return l.container() == FieldShape.ContainerKind.ARRAY || l.container() == FieldShape.ContainerKind.PRIMITIVE_ARRAY
                ? Code.of("$L.length == 0", v)
                : Code.of("$L.isEmpty()", v);
    }

    private void writeNulls(Code b, int first, int count, String rep, int def) {
        if (count > 2) {
            b.addStatement("$T.writeNulls(c, $L, $L, $L, $L)", COLUMN_SINK, col(first), count, rep, def);
            return;
        }
        for (int i = first; i < first + count; i++) {
            b.addStatement("c[$L].writeNull($L, $L)", col(i), rep, def);
        }
    }

    /**
     * The sink method that writes a nullable value of {@code p} as it is, or null when no such
     * method fits (the value needs a conversion or a cast first).
     */
    private static String orNullWriter(FieldShape.Primitive p) {
        return switch (p.javaKind()) {
            case BOXED_BOOLEAN -> "writeBooleanOrNull";
            case BOXED_INT -> "writeIntOrNull";
            case BOXED_LONG -> "writeLongOrNull";
            case BOXED_FLOAT -> "writeFloatOrNull";
            case BOXED_DOUBLE -> "writeDoubleOrNull";
            case STRING -> "writeStringOrNull";
            case BYTES -> "writeBinaryOrNull";
            default -> null;
        };
    }

    /** Writes the content of a present (non-null) value at definition level {@code def}. */
    private void writeValue(Code b, String field, FieldShape shape, String v, String rep, int def,
                            int parentRep, ColumnCounter counter) {
        int first = counter.next;
        if (shape instanceof FieldShape.Primitive p) {
            b.addStatement("c[$L].$L", col(first), writeCall(p, field, v, rep, def));
            counter.next = first + 1;
        } else if (shape instanceof FieldShape.Group g) {
            String method = writeGroupMethod(field, g.record(), def, parentRep, counter);
            b.addStatement("$L($L, c, $L)", method, v, rep);
        } else if (shape instanceof FieldShape.Union u) {
            writeUnion(b, field, u, v, rep, def, parentRep, counter);
        } else if (leafCollection(shape)) {
            writeLeafCollection(b, field, shape, v, rep, def, parentRep + 1, false, first);
            counter.next = first + columnCount(shape);
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
            b.beginControlFlow("for ($T $L : $L)", l.elementJavaType(), e, v);
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            writeField(b, field + ".list.element", l.element(), toParquet(b, l.elementConversion(), e), r, def + 1, repLevel,
                    elementCounter);
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
                    m.keyJavaType().box(), m.valueJavaType().box());
            b.beginControlFlow("for ($T $L : $L.entrySet())", entry, e, v);
            String key = freshVar("k");
            String value = freshVar("v");
            b.addStatement("$T $L = $L.getKey()", m.keyJavaType().box(), key, e);
            b.addStatement("$T $L = $L.getValue()", m.valueJavaType().box(), value, e);
            ColumnCounter entryCounter = new ColumnCounter();
            entryCounter.next = first;
            writeField(b, field + ".key_value.key", m.key(), toParquet(b, m.keyConversion(), key), r, def + 1, repLevel,
                    entryCounter);
            writeField(b, field + ".key_value.value", m.value(), toParquet(b, m.valueConversion(), value), r, def + 1,
                    repLevel, entryCounter);
            b.addStatement("$L = $L", r, repLevel);
            b.endControlFlow();
            b.endControlFlow();
            counter.next = first + count;
        } else {
            throw new IllegalStateException("unexpected shape " + shape);
        }
    }

    /**
     * Writes a present union value: the case name into the discriminator, the value into its
     * case's group and null into every other case group.
     */
    private void writeUnion(Code b, String field, FieldShape.Union u, String v, String rep, int def,
                            int parentRep, ColumnCounter counter) {
        int discriminator = counter.next;
        counter.next++;
        String kind = freshVar("kind");
        b.addStatement("$T $L", String.class, kind);
        List<String> locals = new java.util.ArrayList<>();
        for (FieldShape.Case c : u.cases()) {
            String local = freshVar("case");
            b.addStatement("$T $L = null", c.shape().javaType(), local);
            locals.add(local);
        }
        // the first matching case wins, so exactly one group is set even if a class is reachable twice
        for (int i = 0; i < u.cases().size(); i++) {
            FieldShape.Case c = u.cases().get(i);
            TypeName type = c.shape().javaType();
            if (i == 0) {
                b.beginControlFlow("if ($L instanceof $T)", v, type);
            } else {
                b.nextControlFlow("else if ($L instanceof $T)", v, type);
            }
            b.addStatement("$L = ($T) $L", locals.get(i), type, v);
            b.addStatement("$L = $S", kind, c.name());
        }
        b.nextControlFlow("else");
        b.addStatement("throw new $T($S + $L.getClass().getName() + $S)", PARQUET_EXCEPTION,
                "field " + field + ": ", v, " is not a case of " + u.javaType());
        b.endControlFlow();
        b.addStatement("c[$L].writeString($L, $L, $L)", col(discriminator), kind, rep, def);
        for (int i = 0; i < u.cases().size(); i++) {
            FieldShape.Case c = u.cases().get(i);
            writeField(b, field + "." + c.name(), c.shape(), locals.get(i), rep, def, parentRep, counter);
        }
    }

    /** The typed writer call for a present primitive value. */
    private static Code writeCall(FieldShape.Primitive p, String field, String v, String rep, int def) {
        LogicalTypeInfo lt = p.logicalType();
        switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN:
                return Code.of("writeBoolean($L, $L, $L)", v, rep, def);
            case BYTE, SHORT, INT, BOXED_BYTE, BOXED_SHORT, BOXED_INT:
                return Code.of("writeInt($L, $L, $L)", v, rep, def);
            case LONG, BOXED_LONG:
                return Code.of("writeLong($L, $L, $L)", v, rep, def);
            case FLOAT, BOXED_FLOAT:
                return Code.of("writeFloat($L, $L, $L)", v, rep, def);
            case DOUBLE, BOXED_DOUBLE:
                return Code.of("writeDouble($L, $L, $L)", v, rep, def);
            case STRING:
                return Code.of("writeString($L, $L, $L)", v, rep, def);
            case BYTES:
                return Code.of("writeBinary($L, $L, $L)", v, rep, def);
            case ENUM:
                return Code.of("writeString($L.name(), $L, $L)", v, rep, def);
            case UUID:
                if (p.physicalType() == PhysicalType.BYTE_ARRAY) {
                    return Code.of("writeString($L.toString(), $L, $L)", v, rep, def);
                }
                return Code.of("writeBinary($T.uuidToBytes($L), $L, $L)", CONVERSIONS, v, rep, def);
            case LOCAL_DATE:
                return Code.of("writeInt($T.toEpochDay($L, $S), $L, $L)", CONVERSIONS, v, field, rep, def);
            case LOCAL_TIME: {
                LogicalTypeInfo.TimeType t = (LogicalTypeInfo.TimeType) lt;
                if (p.physicalType() == PhysicalType.INT32) {
                    return Code.of("writeInt((int) $T.toTime($L, $T.$L), $L, $L)", CONVERSIONS, v, TIME_UNIT,
                            t.unit().name(), rep, def);
                }
                return Code.of("writeLong($T.toTime($L, $T.$L), $L, $L)", CONVERSIONS, v, TIME_UNIT,
                        t.unit().name(), rep, def);
            }
            case INSTANT, LOCAL_DATE_TIME: {
                LogicalTypeInfo.TimestampType t = (LogicalTypeInfo.TimestampType) lt;
                return Code.of("writeLong($T.toTimestamp($L, $T.$L, $S), $L, $L)", CONVERSIONS, v, TIME_UNIT,
                        t.unit().name(), field, rep, def);
            }
            case BIG_DECIMAL: {
                LogicalTypeInfo.DecimalType d = (LogicalTypeInfo.DecimalType) lt;
                return switch (p.physicalType()) {
                    case INT32 -> Code.of("writeInt($T.decimalToInt($L, $L, $L, $S), $L, $L)", CONVERSIONS, v,
                            d.precision(), d.scale(), field, rep, def);
                    case INT64 -> Code.of("writeLong($T.decimalToLong($L, $L, $L, $S), $L, $L)", CONVERSIONS, v,
                            d.precision(), d.scale(), field, rep, def);
                    case FIXED_LEN_BYTE_ARRAY -> Code.of("writeBinary($T.decimalToFixed($L, $L, $L, $L, $S), $L, $L)",
                            CONVERSIONS, v, d.precision(), d.scale(), p.typeLength(), field, rep, def);
                    default -> Code.of("writeBinary($T.decimalToBytes($L, $L, $L, $S), $L, $L)", CONVERSIONS, v,
                            d.precision(), d.scale(), field, rep, def);
                };
            }
            default:
                throw new IllegalStateException("unexpected java kind " + p.javaKind());
        }
    }

}
